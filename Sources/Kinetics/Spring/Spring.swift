import RealModule

/// A damped harmonic oscillator m·x″ + c·x′ + k·(x − target) = 0: the model of
/// `CASpringAnimation`, `UISpringTimingParameters`, UIView spring animations and SwiftUI's `Spring`.
///
/// The value stores the physical parameters and the derived rates the solution needs, computed once
/// with compensated arithmetic so that the damped frequency squared ω_d² = ω₀² − α² (α = c/2m,
/// ω₀² = k/m) is accurate to a few ulps of ω₀²·ε even when ζ = c/(2√(km)) is within 1e-13 of 1.
/// Evaluation is a pure function of the spring, the initial state and the time.
public struct Spring: Sendable, Hashable {
  /// The mass m > 0 (any unit; only the ratios k/m and c/m matter for the motion).
  public let mass: Double
  /// The stiffness k > 0: the restoring force per unit of displacement.
  public let stiffness: Double
  /// The damping coefficient c ≥ 0: the resisting force per unit of velocity.
  public let damping: Double

  /// α = c/(2m), the decay rate of the envelope when ζ ≤ 1.
  @usableFromInline internal let decayRate: Double
  /// ω₀² = k/m.
  @usableFromInline internal let naturalFrequencySquared: Double
  /// ω_d = √(ω₀² − α²) when ζ < 1; γ = √(α² − ω₀²) when ζ > 1; 0 at ζ = 1.
  @usableFromInline internal let oscillationRate: Double
  /// 1/oscillationRate (0 at ζ = 1), so the solution multiplies where it would divide: one rounding
  /// more, and no division in the batch loops.
  @usableFromInline internal let reciprocalOscillationRate: Double
  /// The slow decay rate: α when ζ < 1, λ_s = ω₀²/(α + γ) when ζ ≥ 1 (the slow root −λ_s of the
  /// characteristic polynomial, formed without the cancellation of α − γ).
  @usableFromInline internal let slowRate: Double
  /// The regime the motion is in, decided by the sign of the compensated ω₀² − α².
  @usableFromInline internal let regime: Regime

  /// The three regimes of the solution.
  @usableFromInline internal enum Regime: Sendable, Hashable {
    case underdamped, critical, overdamped
  }

  /// Creates a spring from its physical parameters.
  ///
  /// - Throws: `SpringError.parameter` for NaN or ±∞ (rule `finite`), a mass or stiffness that is
  ///   not positive (`positive`) or a negative damping (`nonNegative`); `.unrepresentable` when k/m or (c/2m)² overflows, or k/m underflows to a
  ///   subnormal or zero.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
    // The array of names is built on the error path only: construction allocates nothing.
    if !(mass.isFinite && stiffness.isFinite && damping.isFinite) {
      for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)]
      where !value.isFinite {
        throw .nonFinite(name: name, value: value)
      }
    }
    guard mass > 0 else { throw .nonPositiveMass(mass) }
    guard stiffness > 0 else { throw .nonPositiveStiffness(stiffness) }
    guard damping >= 0 else { throw .negativeDamping(damping) }
    let omega0Squared = stiffness / mass
    let dampingPerMass = damping / mass
    let alpha = dampingPerMass / 2
    guard omega0Squared.isNormal, omega0Squared.isFinite, (alpha * alpha).isFinite,
      (alpha + omega0Squared.squareRoot()).isFinite
    else {
      throw .unrepresentable(
        "stiffness/mass (\(omega0Squared)) and (damping/2·mass)² must be normal, finite Doubles")
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    decayRate = alpha
    naturalFrequencySquared = omega0Squared
    // ω₀² − α² cancels near ζ = 1. Each quotient carries its exact residual (k − m·(k/m) is exact
    // with a fused multiply-add) and α² its exact rounding error, so the difference is formed from
    // the exact values up to a relative 2⁻¹⁰⁶ — the sign of ω_d² is right even at ζ = 1 ± 1e-15.
    let omega0SquaredError = stiffness.addingProduct(-omega0Squared, mass) / mass
    let alphaError = damping.addingProduct(-dampingPerMass, mass) / mass / 2
    let alphaSquared = alpha * alpha
    let alphaSquaredError = (-alphaSquared).addingProduct(alpha, alpha) + 2 * alpha * alphaError
    let discriminant =
      (omega0Squared - alphaSquared) + (omega0SquaredError - alphaSquaredError)
    if discriminant > 0 {
      regime = .underdamped
      oscillationRate = discriminant.squareRoot()
      reciprocalOscillationRate = 1 / oscillationRate
      slowRate = alpha
    } else if discriminant < 0 {
      regime = .overdamped
      let gamma = (-discriminant).squareRoot()
      oscillationRate = gamma
      reciprocalOscillationRate = 1 / gamma
      slowRate = omega0Squared / (alpha + gamma)
    } else {
      regime = .critical
      oscillationRate = 0
      reciprocalOscillationRate = 0
      slowRate = alpha
    }
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { naturalFrequencySquared.squareRoot() }

  /// The damping ratio ζ = c/(2√(km)): 0 undamped, < 1 underdamped (oscillates), 1 critically
  /// damped, > 1 overdamped. Computed as α/ω₀; the regime itself is decided by the compensated
  /// discriminant, not by comparing this rounded ratio with 1.
  public var dampingRatio: Double { decayRate / naturalFrequency }

  /// The damped angular frequency ω_d = ω₀√(1 − ζ²) in radians per second; 0 when ζ ≥ 1.
  public var dampedFrequency: Double { regime == .underdamped ? oscillationRate : 0 }
}
