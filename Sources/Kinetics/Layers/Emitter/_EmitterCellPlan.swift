import RealModule

/// The layer's multipliers, handed down to every cell's plan.
struct _EmitterMultipliers {
  let birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
  let space: EmissionSpace
}

/// One cell with the layer's multipliers applied and what every particle shares computed once:
/// the effective rate, the lifetime bound, the emission basis.
struct _EmitterCellPlan: Sendable, Hashable {
  /// The cell's path ("0", "0.1", …) and its parent's index in the flattened list (nil at the top).
  let path: String
  let parent: Int?
  /// The cell's index among its parent's cells (or the layer's): the counter of its key.
  let indexInParent: Int
  let depth: Int
  /// r = cell.birthRate × layer.birthRate, births per second.
  let rate: Double
  /// When emission starts (emitter time, or parent age for a nested cell) and for how long
  /// (+∞ for a duration of 0).
  let beginTime: Double
  let duration: Double
  /// Lifetime: base ± range (both × layer.lifetime), at most `lifetimeMaximum` = base + range.
  let lifetimeBase: Double, lifetimeRange: Double, lifetimeMaximum: Double
  /// Speed: base ± range (both × layer.velocity).
  let speedBase: Double, speedRange: Double
  /// The emission direction (unit), two unit vectors completing an orthonormal basis, the cone's
  /// half-angle clamped to [0, π] and its cosine, the longitude (for the planar spread).
  let axis: SIMD3<Double>, across: SIMD3<Double>, up: SIMD3<Double>
  let range: Double, cosineOfRange: Double, longitude: Double
  let space: EmissionSpace
  let acceleration: SIMD3<Double>
  /// Spin and scale: base ± range (× layer.spin, × layer.scale); scale's change per second.
  let spinBase: Double, spinRange: Double
  let scaleBase: Double, scaleRange: Double, scaleSpeed: Double
  /// Color: base ± range, change per second (red, green, blue, alpha).
  let colorBase: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>

  init(
    _ cell: EmitterCell, path: String, parent: Int?, indexInParent: Int, depth: Int,
    multipliers m: _EmitterMultipliers
  ) throws(EmitterError) {
    func product(_ a: Double, _ b: Double, _ name: String) throws(EmitterError) -> Double {
      let value = a * b
      try EmitterError.require(value, .finite, name: "cell \(path) \(name) × layer \(name)")
      return value
    }
    self.path = path
    self.parent = parent
    self.indexInParent = indexInParent
    self.depth = depth
    rate = try product(cell.birthRate, m.birthRate, "birthRate")
    beginTime = cell.beginTime
    duration = cell.duration == 0 ? .infinity : cell.duration
    lifetimeBase = try product(cell.lifetime, m.lifetime, "lifetime")
    lifetimeRange = try product(cell.lifetimeRange, m.lifetime, "lifetimeRange")
    lifetimeMaximum = lifetimeBase + lifetimeRange
    try EmitterError.require(lifetimeMaximum, .finite, name: "cell \(path) lifetime + lifetimeRange")
    speedBase = try product(cell.velocity, m.velocity, "velocity")
    speedRange = try product(cell.velocityRange, m.velocity, "velocityRange")
    spinBase = try product(cell.spin, m.spin, "spin")
    spinRange = try product(cell.spinRange, m.spin, "spinRange")
    scaleBase = try product(cell.scale, m.scale, "scale")
    scaleRange = try product(cell.scaleRange, m.scale, "scaleRange")
    scaleSpeed = cell.scaleSpeed
    let (longitude, latitude) = (cell.emissionLongitude, cell.emissionLatitude)
    let (cosLon, sinLon) = (Double.cos(longitude), Double.sin(longitude))
    let (cosLat, sinLat) = (Double.cos(latitude), Double.sin(latitude))
    axis = SIMD3(cosLat * cosLon, cosLat * sinLon, sinLat)
    across = SIMD3(-sinLon, cosLon, 0)
    up = SIMD3(-sinLat * cosLon, -sinLat * sinLon, cosLat)
    range = min(cell.emissionRange, Double.pi)
    cosineOfRange = Double.cos(range)
    self.longitude = longitude
    space = m.space
    acceleration = cell.acceleration
    colorBase = cell.color.components
    colorRange = cell.colorRange
    colorSpeed = cell.colorSpeed
  }

  /// The time of birth k, counted from `origin` (the emitter's time 0, or the parent's birth):
  /// origin + (beginTime + k/r). Non-decreasing in k (each operation is correctly rounded).
  @inline(__always)
  func birthTime(after origin: Double, index k: Int) -> Double {
    origin + (beginTime + Double(k) / rate)
  }
}
