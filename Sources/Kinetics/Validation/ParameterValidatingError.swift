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
}
