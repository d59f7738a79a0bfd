/// Why a spring, or one of its parameterizations, could not be created.
public enum SpringError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter was NaN or infinite. `name` is the parameter's label (`mass`, `response`, …).
  case nonFinite(name: String, value: Double)
  /// The mass was zero or negative: m·x″ would not determine the motion.
  case nonPositiveMass(Double)
  /// The stiffness was zero or negative: there would be no restoring force toward the target.
  case nonPositiveStiffness(Double)
  /// The damping was negative: the motion would grow without bound.
  case negativeDamping(Double)
  /// The ratios stiffness/mass or damping/mass overflow or underflow Double, so the motion is not
  /// representable (for example mass 1e-300 with stiffness 1e300).
  case unrepresentable(String)
  /// A parameter of a parameterization lies outside the range that parameterization defines.
  /// `requirement` states the range, e.g. `"response > 0"`.
  case outOfRange(name: String, value: Double, requirement: String)
  /// UIKit's duration equation ((ζω₀ − v)/ω_d)·e^(−ζω₀T) = 0.001 has no root ω₀ > 0 for these
  /// inputs; `reason` says why.
  case noSolution(reason: String)

  /// A one-line message naming the parameter, the requirement and the offending value.
  public var description: String {
    switch self {
    case .nonFinite(let name, let value): return "spring: \(name) must be finite, got \(value)"
    case .nonPositiveMass(let value): return "spring: mass must be > 0, got \(value)"
    case .nonPositiveStiffness(let value): return "spring: stiffness must be > 0, got \(value)"
    case .negativeDamping(let value): return "spring: damping must be >= 0, got \(value)"
    case .unrepresentable(let reason): return "spring: \(reason)"
    case .outOfRange(let name, let value, let requirement):
      return "spring: \(name) must satisfy \(requirement), got \(value)"
    case .noSolution(let reason): return "spring: no solution: \(reason)"
    }
  }
}
