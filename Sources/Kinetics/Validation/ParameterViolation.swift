/// A parameter that broke the rule it must satisfy: its name, the value given and the rule.
///
/// The one description of "this number is not allowed here" shared by every part's error type:
/// each wraps it in its `parameter` case (``ParameterValidatingError``) and puts its own prefix in
/// front, so `"timing curve: x1 must be in [0, 1], got 1.5"` and `"timing: duration must be
/// positive, got 0.0"` are the same value behind two prefixes.
public struct ParameterViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// A rule a numeric parameter must satisfy. NaN satisfies none of them.
  public enum Rule: Equatable, Sendable, CustomStringConvertible {
    /// Not NaN and not ±∞.
    case finite
    /// Greater than zero (+∞ included; where that is not allowed, `finite` is checked first).
    case positive
    /// Zero (either sign) or greater.
    case nonNegative
    /// Inside the closed range.
    case within(ClosedRange<Double>)
    /// Inside the half-open interval (lower, upper]: greater than `lower`, at most `upper` (a
    /// spring's bounce, in (−1, 1]).
    case withinLeftOpen(lower: Double, upper: Double)

    /// Whether `value` satisfies the rule.
    @inlinable
    public func admits(_ value: Double) -> Bool {
      switch self {
      case .finite: value.isFinite
      case .positive: value > 0
      case .nonNegative: value >= 0
      case .within(let range): range.contains(value)
      case .withinLeftOpen(let lower, let upper): value > lower && value <= upper
      }
    }

    /// The rule as the message states it: "must be finite", "must be in [0, 1]", "must be in
    /// (-1, 1]", …
    public var description: String {
      switch self {
      case .finite: "must be finite"
      case .positive: "must be positive"
      case .nonNegative: "must be zero or positive"
      case .within(let range): "must be in [\(Self.bound(range.lowerBound)), \(Self.bound(range.upperBound))]"
      case .withinLeftOpen(let lower, let upper): "must be in (\(Self.bound(lower)), \(Self.bound(upper))]"
      }
    }

    /// A bound as people write it: an integral one without a fraction ("1", not "1.0").
    private static func bound(_ value: Double) -> String {
      value.rounded() == value && value.magnitude < 1e15 ? "\(Int(value))" : "\(value)"
    }
  }

  /// The parameter's label as the API spells it (`x1`, `duration`, `alpha`, …).
  public let name: String
  /// The value that was given.
  public let value: Double
  /// The rule it broke.
  public let rule: Rule

  /// A violation of `rule` by `value`, the parameter called `name`.
  public init(name: String, value: Double, rule: Rule) {
    self.name = name
    self.value = value
    self.rule = rule
  }

  /// The same parameter, rule and value; two NaN values count as the same value (a violation is
  /// a report, and "x1 must be finite, got nan" twice is the same report).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.rule == rhs.rule
      && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
  }

  /// "name must be …, got value", without a prefix.
  public var description: String { "\(name) \(rule), got \(value)" }
}
