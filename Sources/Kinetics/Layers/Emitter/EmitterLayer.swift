/// A `CAEmitterLayer`: cells of particles emitted from a shape, whose state at any time is a pure
/// function of (layer, seed, particle, time) (docs/particles.md).
///
/// Nothing is simulated frame by frame. Particle k of a cell is born at a fixed time (the birth
/// schedule: beginTime + k/r, r = cell.birthRate × layer.birthRate, ``birthTime(cell:index:)``); its random values are drawn from a
/// counter-based generator keyed by (seed, cell path, k); its state at age a is closed-form
/// (constant acceleration, linear color and scale). So any time can be asked for directly, in any
/// order, on any number of threads, with the same bits.
///
/// Layer-level fields multiply the cells' (Apple's documented meaning): `birthRate` every cell's
/// rate, `lifetime` its lifetime and range, `velocity` its speed and range, `scale` its scale and
/// range, `spin` its spin and range.
public struct EmitterLayer: Sendable, Hashable {
  /// The center of the emission shape in the xy-plane (`emitterPosition`).
  public let position: SIMD2<Double>
  /// The z coordinate of the center (`emitterZPosition`).
  public let zPosition: Double
  /// The shape's width and height (`emitterSize`), each ≥ 0; a circle's and a sphere's radius is
  /// the width.
  public let size: SIMD2<Double>
  /// The cuboid's depth along z (`emitterDepth`), ≥ 0.
  public let depth: Double
  /// The emission shape (default `point`).
  public let shape: EmitterShape
  /// Where on the shape particles start (default `volume`, Core Animation's).
  public let mode: EmitterMode
  /// How directions spread on the emission cone (default `space`).
  public let emissionSpace: EmissionSpace
  /// Multipliers of every cell's birth rate, lifetime, velocity, scale and spin (default 1 each;
  /// birthRate and lifetime ≥ 0).
  public let birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
  /// The seed of every random draw (`seed`).
  public let seed: UInt32
  /// The layer's media timing: nil (the default) makes the emitter's local time the parent time;
  /// otherwise the emitter's local time is the timing's simple time where it is visible (repeats
  /// restart the emitter, autoreverse runs it backwards), and no particle shows where it is hidden.
  public let timing: MediaTiming?
  /// The cells, in order.
  public let cells: [EmitterCell]

  /// Every cell flattened depth-first (a cell, then its sub-cells), with the layer's multipliers
  /// applied: the order of the batch output.
  let plans: [_EmitterCellPlan]
  /// The emission shape, placed and sized.
  let sampler: _EmitterShapeSampler

  /// The deepest nesting of cells accepted: 4 levels (a cell, its sub-cells, theirs, and one more).
  /// Each level multiplies the particles to enumerate by the children per parent; four covers
  /// fireworks (rocket, burst, sparkle, trail) and keeps the enumeration bounded.
  public static let maximumNestingDepth = 4
  /// The most cells a layer holds, nested ones included: 256.
  public static let maximumCellCount = 256
  /// The most particles one time may visit (live or not yet filtered by their own lifetime):
  /// 2³¹ − 1.
  public static let maximumCandidates = Int(Int32.max)

  /// Creates an emitter layer after validating it.
  /// - Throws: ``EmitterError/parameter(_:)`` for a NaN or infinite number, a negative size,
  ///   depth, birthRate or lifetime, a nested cell's negative beginTime, or a product of a layer
  ///   multiplier and a cell's value that overflows; ``EmitterError/nestingTooDeep(path:limit:)``;
  ///   ``EmitterError/tooManyCells(count:limit:)``.
  /// - Complexity: O(cells).
  public init(
    position: SIMD2<Double> = .zero, zPosition: Double = 0, size: SIMD2<Double> = .zero,
    depth: Double = 0, shape: EmitterShape = .point, mode: EmitterMode = .volume,
    emissionSpace: EmissionSpace = .space, birthRate: Double = 1, lifetime: Double = 1,
    velocity: Double = 1, scale: Double = 1, spin: Double = 1, seed: UInt32 = 0,
    timing: MediaTiming? = nil, cells: [EmitterCell]
  ) throws(EmitterError) {
    try EmitterError.require(
      finite: [
        ("emitterPosition.x", position.x), ("emitterPosition.y", position.y),
        ("emitterZPosition", zPosition), ("velocity", velocity), ("scale", scale), ("spin", spin),
      ],
      nonNegative: [
        ("emitterSize.width", size.x), ("emitterSize.height", size.y), ("emitterDepth", depth),
        ("birthRate", birthRate), ("lifetime", lifetime),
      ])
    self.position = position
    self.zPosition = zPosition
    self.size = size
    self.depth = depth
    self.shape = shape
    self.mode = mode
    self.emissionSpace = emissionSpace
    self.birthRate = birthRate
    self.lifetime = lifetime
    self.velocity = velocity
    self.scale = scale
    self.spin = spin
    self.seed = seed
    self.timing = timing
    self.cells = cells
    var plans: [_EmitterCellPlan] = []
    try Self.flatten(
      cells, parent: nil, pathPrefix: "", depth: 1, multipliers: _EmitterMultipliers(
        birthRate: birthRate, lifetime: lifetime, velocity: velocity, scale: scale, spin: spin,
        space: emissionSpace), into: &plans)
    self.plans = plans
    sampler = _EmitterShapeSampler(
      shape: shape, mode: mode, center: SIMD3(position.x, position.y, zPosition),
      extent: SIMD3(size.x, size.y, depth))
  }

  /// Appends `cells` and their sub-cells depth-first, checking depth, count and the products.
  private static func flatten(
    _ cells: [EmitterCell], parent: Int?, pathPrefix: String, depth: Int,
    multipliers: _EmitterMultipliers, into plans: inout [_EmitterCellPlan]
  ) throws(EmitterError) {
    for (index, cell) in cells.enumerated() {
      let path = pathPrefix.isEmpty ? "\(index)" : "\(pathPrefix).\(index)"
      guard depth <= maximumNestingDepth else { throw .nestingTooDeep(path: path, limit: maximumNestingDepth) }
      guard plans.count < maximumCellCount else {
        throw .tooManyCells(count: plans.count + 1, limit: maximumCellCount)
      }
      if parent != nil { try EmitterError.require(cell.beginTime, .nonNegative, name: "cell \(path) beginTime") }
      let plan = try _EmitterCellPlan(
        cell, path: path, parent: parent, indexInParent: index, depth: depth, multipliers: multipliers)
      plans.append(plan)
      try flatten(
        cell.emitterCells, parent: plans.count - 1, pathPrefix: path, depth: depth + 1,
        multipliers: multipliers, into: &plans)
    }
  }

  /// The cell paths in batch order ("0", "0.0", "1", …): entry i names the cell whose particles
  /// carry cell index i.
  public var cellPaths: [String] { plans.map(\.path) }

  /// The emitter's local time at parent time `t`: `t` without timing; with timing, its simple time
  /// where visible, nil where hidden.
  /// - Throws: ``EmitterError/nonFiniteTime(_:)`` for a NaN or infinite `t`.
  /// - Complexity: O(1).
  public func localTime(atParentTime t: Double) throws(EmitterError) -> Double? {
    guard t.isFinite else { throw .nonFiniteTime(t) }
    guard let timing else { return t }
    return timing.state(atParentTime: t).simpleTime
  }
}
