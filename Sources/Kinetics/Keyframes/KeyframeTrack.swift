/// A keyframe track: the value of a `CAKeyframeAnimation` as a function of the animation's
/// progress u ∈ [0, 1].
///
/// Values are vectors of `dimension` Double components (a scalar track has dimension 1), stored flat
/// so that tracks with many channels stay in one contiguous buffer. Evaluation follows Core
/// Animation's documented order:
///
/// 1. u is clamped to [0, 1] (NaN counts as 0) and mapped by the animation-level timing function
///    (`CAAnimation.timingFunction`), giving p.
/// 2. p selects the segment [keyTimes[i], keyTimes[i+1]] that holds it (the later segment at a shared
///    key time, so a repeated key time is a jump) and its local fraction s.
/// 3. The segment's timing function (`timingFunctions[i]`) maps s; the calculation mode interpolates.
///
/// A p outside [0, 1] (an overshooting animation-level curve) continues the first or last segment
/// with s outside [0, 1], at most one segment length beyond (s is kept in [−1, 2]); discrete mode
/// clamps it instead.
///
/// Accuracy: linear segments evaluate (1 − s)·a + s·b and cubic segments the Hermite basis
/// h₀₀(s)·a + h₁₀(s)·m₀ + h₀₁(s)·b + h₁₁(s)·m₁, both exact at s = 0 and s = 1 (every key value is
/// reproduced bit for bit) and within a few ulp of the exactly rounded result elsewhere
/// (checked against mpmath fixtures in the tests).
public struct KeyframeTrack: Sendable {
  /// Components per value (1 for a scalar track).
  public let dimension: Int
  /// The number of keyframe values.
  public let count: Int
  /// How values are interpolated.
  public let calculationMode: KeyframeCalculationMode
  /// The open choices this track was built with.
  public let options: KeyframeTrackOptions
  /// The values, value-major: component c of value i is at `i * dimension + c`.
  public let flatValues: [Double]
  /// The key times in effect: the given ones, the default spacing, or the paced ones. `count`
  /// entries, `count + 1` in discrete mode.
  public let keyTimes: [Double]

  /// Interval boundaries searched at evaluation: `keyTimes`, or [0, 1] for a single interpolated value.
  @usableFromInline internal let boundaries: [Double]
  /// Number of intervals (`boundaries.count − 1`).
  @usableFromInline internal let intervalCount: Int
  /// Per channel and interval, channel-major, four numbers: (a, b, m₀, m₁): start and end value and,
  /// in cubic modes, the Hermite tangents scaled to the interval. Discrete mode uses a only.
  @usableFromInline internal let intervalData: [Double]
  /// The animation-level timing function in effect (nil: identity).
  @usableFromInline internal let animationTimingFunction: (any TimingFunction)?
  /// The per-segment timing functions in effect (nil: identity; always nil in paced and discrete modes).
  @usableFromInline internal let segmentTimingFunctions: [any TimingFunction]?
  /// The arc-length table of a cubic-paced track paced by arc length (nil otherwise).
  @usableFromInline internal let arcLengthTable: ArcLengthTable?
  /// Whether the mode interpolates with the Hermite basis.
  @usableFromInline internal let isCubic: Bool
  /// Whether the mode holds values without interpolation.
  @usableFromInline internal let isDiscrete: Bool

  /// Value `index` as an array of its components.
  public func value(index: Int) -> [Double] {
    Array(flatValues[(index * dimension)..<((index + 1) * dimension)])
  }

  /// All values, one array per value.
  public var values: [[Double]] { (0..<count).map(value(index:)) }
}
