/// One live particle at one time: the closed-form state of docs/particles.md, "State at time t".
public struct EmitterParticle: Sendable, Hashable {
  /// The cell's index in ``EmitterLayer/cellPaths`` (depth-first order).
  public let cell: Int
  /// The particle's birth index k among its cell's particles (for a nested cell, among the
  /// particles of its one parent particle).
  public let index: Int
  /// A 64-bit identifier, the key of its random draws: the same particle has the same key at
  /// every time (a renderer can follow it from frame to frame), distinct particles distinct keys
  /// but with probability about n²/2⁶⁵.
  public let key: UInt64
  /// When it was born, in the emitter's local time.
  public let birthTime: Double
  /// Its lifetime (seconds) and its age at the time asked for, 0 ≤ age < lifetime.
  public let lifetime: Double, age: Double
  /// Position p₀ + a·(v₀ + (a/2)·g) and velocity v₀ + a·g at age a.
  public let position: SIMD3<Double>, velocity: SIMD3<Double>
  /// Scale max(0, s₀ + scaleSpeed·a), times the parent particle's scale at this particle's birth
  /// for a sub-cell's particle.
  public let scale: Double
  /// Rotation spin·a (radians; the particle starts unrotated).
  public let rotation: Double
  /// The particle's drawn spin, its rotation per second (radians).
  public let spin: Double
  /// Color c₀ + colorSpeed·a, each component clamped to [0, 1], times (component by component)
  /// the parent particle's color at this particle's birth for a sub-cell's particle.
  public let color: RGBAColor

  /// age / lifetime, in [0, 1).
  public var lifetimeFraction: Double { age / lifetime }
}

/// Where a particle starts: what its state at any age is computed from.
struct _EmitterParticleOrigin {
  let key: UInt64
  let birthTime: Double
  let lifetime: Double
  let position: SIMD3<Double>
  let velocity: SIMD3<Double>
  /// The factors a sub-particle takes from its parent at its birth (docs/particles.md,
  /// "Sub-emitters"): the parent's scale and color then; 1 and opaque white at the top level.
  let inheritedScale: Double
  let inheritedColor: SIMD4<Double>
}

/// A parent particle as its sub-cells see it: its origin and its own drawn start scale and color,
/// drawn once per parent instead of once per child.
struct _EmitterParentParticle {
  let origin: _EmitterParticleOrigin
  let startScale: Double
  let startColor: SIMD4<Double>
}

/// The draw indices of a particle's key (docs/particles.md, "Random draws").
enum _EmitterDraw {
  static let lifetime: UInt64 = 0
  static let speed: UInt64 = 1
  static let direction: UInt64 = 2  // and 3
  static let position: UInt64 = 4  // 4, 5, 6
  static let scale: UInt64 = 7
  static let spin: UInt64 = 8
  static let color: UInt64 = 9  // 9 … 12
}
