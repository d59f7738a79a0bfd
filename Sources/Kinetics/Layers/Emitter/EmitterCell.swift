/// A `CAEmitterCell`: what one kind of particle looks like and how it moves (docs/particles.md).
///
/// Each "range" is a half-width: a particle draws its value uniformly from
/// [value − range, value + range] (Apple: "the amount by which the value can vary"). Speeds are
/// per second of particle age. Defaults are Core Animation's: everything 0 but `scale` 1 and
/// `color` opaque white.
public struct EmitterCell: Sendable, Hashable {
  /// Particles born per second (multiplied by the layer's `birthRate`).
  public let birthRate: Double
  /// Mean lifetime in seconds (multiplied by the layer's `lifetime`) and its half-width.
  public let lifetime: Double, lifetimeRange: Double
  /// Initial speed (multiplied by the layer's `velocity`) and its half-width; a negative speed
  /// flies backwards along the drawn direction.
  public let velocity: Double, velocityRange: Double
  /// The emission direction: the angle in the xy-plane from the x axis (radians).
  public let emissionLongitude: Double
  /// The emission direction's elevation out of the xy-plane towards +z (radians; docs/particles.md
  /// compares it with Apple's wording).
  public let emissionLatitude: Double
  /// The half-angle of the cone of directions around the emission direction (radians, ≥ 0; values
  /// beyond π count as π, every direction).
  public let emissionRange: Double
  /// Constant acceleration (xAcceleration, yAcceleration, zAcceleration), units per second².
  public let acceleration: SIMD3<Double>
  /// Rotation speed in radians per second (multiplied by the layer's `spin`) and its half-width.
  public let spin: Double, spinRange: Double
  /// Initial scale (multiplied by the layer's `scale`), its half-width, and its change per second.
  public let scale: Double, scaleRange: Double, scaleSpeed: Double
  /// The base color (components outside [0, 1] allowed: the particle's color is clamped).
  public let color: RGBAColor
  /// Half-widths of red, green, blue and alpha (redRange … alphaRange), each ≥ 0.
  public let colorRange: SIMD4<Double>
  /// Change per second of red, green, blue and alpha (redSpeed … alphaSpeed).
  public let colorSpeed: SIMD4<Double>
  /// When the cell starts emitting: in the emitter's local time for a top-level cell, in its
  /// parent particle's age for a nested one (then ≥ 0).
  public let beginTime: Double
  /// How long the cell emits (seconds); 0, Core Animation's default, means for ever (for a nested
  /// cell: while its parent particle lives).
  public let duration: Double
  /// Sub-emitters: each particle of this cell emits these cells from its own position while it
  /// lives, their emission angles measured from its direction of travel and their scale and color
  /// multiplied by its own at each sub-particle's birth (docs/particles.md, "Sub-emitters").
  public let emitterCells: [EmitterCell]
  /// An optional name (CAEmitterCell's `name`), reported by `curves particles`.
  public let name: String?

  /// Creates a cell after validating every number it holds (the nested cells are validated when
  /// they are created, and their depth when a layer takes them).
  /// - Throws: ``EmitterError/parameter(_:)``: any value NaN or infinite; a negative birthRate,
  ///   lifetime, duration, or any range; a nested cell's negative beginTime is refused by the layer.
  /// - Complexity: O(1) (the nested cells are shared, not copied).
  public init(
    birthRate: Double = 0, lifetime: Double = 0, lifetimeRange: Double = 0, velocity: Double = 0,
    velocityRange: Double = 0, emissionLongitude: Double = 0, emissionLatitude: Double = 0,
    emissionRange: Double = 0, acceleration: SIMD3<Double> = .zero, spin: Double = 0,
    spinRange: Double = 0, scale: Double = 1, scaleRange: Double = 0, scaleSpeed: Double = 0,
    color: RGBAColor = .emitterWhite, colorRange: SIMD4<Double> = .zero,
    colorSpeed: SIMD4<Double> = .zero, beginTime: Double = 0, duration: Double = 0,
    emitterCells: [EmitterCell] = [], name: String? = nil
  ) throws(EmitterError) {
    try EmitterError.require(
      finite: [
        ("velocity", velocity), ("emissionLongitude", emissionLongitude),
        ("emissionLatitude", emissionLatitude), ("xAcceleration", acceleration.x),
        ("yAcceleration", acceleration.y), ("zAcceleration", acceleration.z), ("spin", spin),
        ("scale", scale), ("scaleSpeed", scaleSpeed), ("redSpeed", colorSpeed[0]),
        ("greenSpeed", colorSpeed[1]), ("blueSpeed", colorSpeed[2]), ("alphaSpeed", colorSpeed[3]),
        ("beginTime", beginTime),
      ],
      nonNegative: [
        ("birthRate", birthRate), ("lifetime", lifetime), ("lifetimeRange", lifetimeRange),
        ("velocityRange", velocityRange), ("emissionRange", emissionRange), ("spinRange", spinRange),
        ("scaleRange", scaleRange), ("redRange", colorRange[0]), ("greenRange", colorRange[1]),
        ("blueRange", colorRange[2]), ("alphaRange", colorRange[3]), ("duration", duration),
      ])
    self.birthRate = birthRate
    self.lifetime = lifetime
    self.lifetimeRange = lifetimeRange
    self.velocity = velocity
    self.velocityRange = velocityRange
    self.emissionLongitude = emissionLongitude
    self.emissionLatitude = emissionLatitude
    self.emissionRange = emissionRange
    self.acceleration = acceleration
    self.spin = spin
    self.spinRange = spinRange
    self.scale = scale
    self.scaleRange = scaleRange
    self.scaleSpeed = scaleSpeed
    self.color = color
    self.colorRange = colorRange
    self.colorSpeed = colorSpeed
    self.beginTime = beginTime
    self.duration = duration
    self.emitterCells = emitterCells
    self.name = name
  }
}

extension RGBAColor {
  /// Opaque white, a cell's default color.
  public static let emitterWhite = RGBAColor(uncheckedRed: 1, green: 1, blue: 1, alpha: 1)
}
