/// An error type with a case for a broken parameter rule: every part's error (`TimingCurveError`,
/// `MediaTimingError`, `ColorError`, …) conforms with its `case parameter(ParameterViolation)`, and
/// the checks below are written once for all of them.
public protocol ParameterValidatingError: Error {
  /// The error of a parameter that broke its rule.
  static func parameter(_ violation: ParameterViolation) -> Self
}

extension ParameterValidatingError {
  /// The error of a NaN or infinite parameter: `.parameter` with the `finite` rule.
  @inlinable
  public static func nonFinite(name: String, value: Double) -> Self {
    .parameter(ParameterViolation(name: name, value: value, rule: .finite))
  }

  /// Throws `.parameter` when `value` breaks `rule`: the one form of every constructor's
  /// "guard x.isFinite else { throw … }" check.
  /// - Complexity: O(1).
  @inlinable
  public static func require(
    _ value: Double, _ rule: ParameterViolation.Rule, name: @autoclosure () -> String
  ) throws(Self) {
    guard rule.admits(value) else { throw .parameter(ParameterViolation(name: name(), value: value, rule: rule)) }
  }

  /// Throws `.parameter` for the first of two rules `value` breaks: the check of a parameter that
  /// must be, say, finite and positive (`require(duration, .finite, .positive, name: "duration")`),
  /// which reports a NaN or infinite value as not finite and a finite one that breaks the second
  /// rule by that rule (`positive` alone admits +∞, so the finite rule comes first).
  /// - Complexity: O(1).
  @inlinable
  public static func require(
    _ value: Double, _ first: ParameterViolation.Rule, _ second: ParameterViolation.Rule,
    name: @autoclosure () -> String
  ) throws(Self) {
    try require(value, first, name: name())
    try require(value, second, name: name())
  }
}
