/// Why a spring, or one of its parameterizations, could not be created.
public enum SpringError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A parameter broke its rule (`name` is the parameter's label: `mass`, `response`,
  /// `perceptualDuration`, …): NaN or infinite (`finite`); a mass, stiffness, response or duration
  /// that is not positive (`positive`: m·x″ would not determine the motion, there would be no
  /// restoring force, no period); a negative damping or damping ratio (`nonNegative`: the motion
  /// would grow without bound); a bounce outside (−1, 1] (`withinLeftOpen`); a UIKit damping
  /// ratio outside [0, 1] (`within`).
  case parameter(ParameterViolation)
  /// The ratios stiffness/mass or damping/mass overflow or underflow Double, so the motion is not
  /// representable (for example mass 1e-300 with stiffness 1e300).
  case unrepresentable(String)
  /// UIKit's duration equation ((ζω₀ − v)/ω_d)·e^(−ζω₀T) = 0.001 has no root ω₀ > 0 for these
  /// inputs; `reason` says why.
  case noSolution(reason: String)

  /// The part every message starts with: "spring: …".
  public static var messagePrefix: String { "spring" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .unrepresentable(let reason): reason
    case .noSolution(let reason): "no solution: \(reason)"
    }
  }

  /// The error of a mass that is not positive: `.parameter` with the `positive` rule.
  public static func nonPositiveMass(_ mass: Double) -> Self {
    .parameter(ParameterViolation(name: "mass", value: mass, rule: .positive))
  }

  /// The error of a stiffness that is not positive: `.parameter` with the `positive` rule.
  public static func nonPositiveStiffness(_ stiffness: Double) -> Self {
    .parameter(ParameterViolation(name: "stiffness", value: stiffness, rule: .positive))
  }

  /// The error of a negative damping: `.parameter` with the `nonNegative` rule.
  public static func negativeDamping(_ damping: Double) -> Self {
    .parameter(ParameterViolation(name: "damping", value: damping, rule: .nonNegative))
  }
}
