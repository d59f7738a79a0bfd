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
    let effectiveKeyTimes = try Self.keyTimes(
      count: count, keyTimes: keyTimes, calculationMode: calculationMode,
      timingFunctions: timingFunctions, pacedKeyTimes: pacedKeyTimes)
    self.keyTimes = effectiveKeyTimes
    self.isDiscrete = calculationMode == .discrete
    self.animationTimingFunction = Self.animationTimingFunction(
      timingFunction, calculationMode: calculationMode, options: options)
    self.segmentTimingFunctions = Self.segmentTimingFunctions(
      timingFunctions, count: count, calculationMode: calculationMode)
    self.boundaries = Self.boundaries(keyTimes: effectiveKeyTimes, count: count, calculationMode: calculationMode)
  }

  // The rules one by one, for `init` and for ``KeyframeTrack``, which stores the results in its own
  // fields: built as one value and then copied field by field, the track's construction paid a
  // retain and a release per array and a copy and a destroy of each existential
  // (docs/performance-notes.md).

  /// The key times in effect, validated: the paced ones (`pacedKeyTimes`) in paced modes, else
  /// `keyTimes` checked against Core Animation's rules (one more than the values in discrete mode),
  /// else uniform spacing; and the count of `timingFunctions` checked (one per segment) outside
  /// paced modes.
  /// - Throws: `KeyframeTrackError` naming the first rule broken.
  @inline(__always)
  static func keyTimes(
    count: Int, keyTimes: [Double]?, calculationMode: KeyframeCalculationMode,
    timingFunctions: [any TimingFunction]?, pacedKeyTimes: () -> [Double]
  ) throws(KeyframeTrackError) -> [Double] {
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
    return effectiveKeyTimes
  }

  /// The animation-level timing function in effect: `timingFunction`, or nil in paced modes whose
  /// options ignore it.
  @inline(__always)
  static func animationTimingFunction(
    _ timingFunction: (any TimingFunction)?, calculationMode: KeyframeCalculationMode,
    options: KeyframeTrackOptions
  ) -> (any TimingFunction)? {
    let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
    return isPaced && options.pacedTiming == .ignoresAnimationTimingFunction ? nil : timingFunction
  }

  /// The per-segment timing functions in effect: nil in paced and discrete modes and for a single
  /// value (its empty `timingFunctions` must not be indexed by the one interval [0, 1] it is held
  /// over; found by fuzzing: index out of range).
  @inline(__always)
  static func segmentTimingFunctions(
    _ timingFunctions: [any TimingFunction]?, count: Int, calculationMode: KeyframeCalculationMode
  ) -> [any TimingFunction]? {
    let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
    return isPaced || calculationMode == .discrete || count == 1 ? nil : timingFunctions
  }

  /// The interval boundaries searched at evaluation: the key times, or [0, 1] for a single
  /// interpolated value (held over one interval).
  @inline(__always)
  static func boundaries(keyTimes: [Double], count: Int, calculationMode: KeyframeCalculationMode) -> [Double] {
    calculationMode != .discrete && count == 1 ? [0, 1] : keyTimes
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
