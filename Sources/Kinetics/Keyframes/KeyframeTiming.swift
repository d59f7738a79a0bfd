/// The value-independent part of a keyframe track: its key times, the animation-level and
/// per-segment timing functions in effect and the interval boundaries searched at evaluation.
///
/// ``KeyframeTrack`` (values of `[Double]`) and ``TypedKeyframeTrack`` (values of any
/// ``AnimatableValue``) both build their timing here, so Core Animation's rules for `keyTimes` and
/// `timingFunctions` and the segment search (``KeyframeTrack/Locator``) are written once.
@usableFromInline
internal struct KeyframeTiming: Sendable {
  /// The key times in effect: the given ones, the default spacing, or the paced ones.
  let keyTimes: [Double]
  /// Interval boundaries searched at evaluation: `keyTimes`, or [0, 1] for a single interpolated value.
  @usableFromInline let boundaries: [Double]
  /// Whether the mode holds values without interpolation.
  @usableFromInline let isDiscrete: Bool
  /// The animation-level timing function in effect (nil: identity).
  @usableFromInline let animationTimingFunction: (any TimingFunction)?
  /// The per-segment timing functions in effect (nil: identity; always nil in paced and discrete modes).
  @usableFromInline let segmentTimingFunctions: [any TimingFunction]?

  /// Validates `keyTimes` and `timingFunctions` for `count` values in `calculationMode` and picks
  /// the timing in effect (see ``KeyframeTrack/init(flatValues:dimension:keyTimes:calculationMode:timingFunction:timingFunctions:tension:continuity:bias:options:)``).
  /// `pacedKeyTimes` is called in paced modes only.
  /// - Throws: `KeyframeTrackError` for key times or a timing-function count that break the rules.
  init(
    count: Int, keyTimes: [Double]?, calculationMode: KeyframeCalculationMode,
    timingFunction: (any TimingFunction)?, timingFunctions: [any TimingFunction]?,
    options: KeyframeTrackOptions, pacedKeyTimes: () -> [Double]
  ) throws(KeyframeTrackError) {
    let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
    let isDiscrete = calculationMode == .discrete
    let effectiveKeyTimes: [Double]
    if isPaced {
      effectiveKeyTimes = pacedKeyTimes()
    } else if let keyTimes {
      try KeyframeTrack.validate(keyTimes: keyTimes, expectedCount: isDiscrete ? count + 1 : count)
      effectiveKeyTimes = keyTimes
    } else {
      effectiveKeyTimes = KeyframeTrack.uniformKeyTimes(intervals: isDiscrete ? count : count - 1)
    }
    if !isPaced, let timingFunctions, timingFunctions.count != count - 1 {
      throw .timingFunctionCount(expected: count - 1, actual: timingFunctions.count)
    }
    self.keyTimes = effectiveKeyTimes
    self.isDiscrete = isDiscrete
    let ignoresAnimationTiming = isPaced && options.pacedTiming == .ignoresAnimationTimingFunction
    self.animationTimingFunction = ignoresAnimationTiming ? nil : timingFunction
    // A single value has no segment: its empty `timingFunctions` must not be indexed by the one
    // interval [0, 1] it is held over (found by fuzzing: index out of range).
    self.segmentTimingFunctions = isPaced || isDiscrete || count == 1 ? nil : timingFunctions
    // A single interpolated value is held over one interval [0, 1].
    self.boundaries = !isDiscrete && count == 1 ? [0, 1] : effectiveKeyTimes
  }

  /// The interval that progress `u` falls in and the eased fraction within it
  /// (``KeyframeTrack/Locator/locate(_:hint:)`` without arc-length pacing).
  /// - Complexity: O(log n); no allocation.
  @inlinable
  func locate(_ u: Double) -> (interval: Int, fraction: Double) {
    boundaries.withUnsafeBufferPointer { bounds in
      KeyframeTrack.Locator(
        bounds: bounds, isDiscrete: isDiscrete, animationTimingFunction: animationTimingFunction,
        segmentTimingFunctions: segmentTimingFunctions, arcLengthTable: nil
      ).locate(u, hint: 0)
    }
  }
}
