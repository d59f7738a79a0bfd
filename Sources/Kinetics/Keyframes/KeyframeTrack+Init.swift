extension KeyframeTrack {
  /// Creates a track of vector values after validating it against Core Animation's rules.
  ///
  /// - Parameters:
  ///   - values: The keyframe values, each with the same number (≥ 1) of finite components.
  ///   - keyTimes: Fractions of the duration, non-decreasing, first 0 and last 1; as many as values,
  ///     one more in discrete mode (value i is held on [keyTimes[i], keyTimes[i+1])). nil: n − 1
  ///     equal segments (n equal intervals in discrete mode). Ignored in paced modes.
  ///   - calculationMode: How values are interpolated.
  ///   - timingFunction: The animation-level timing function, applied first (nil: linear).
  ///   - timingFunctions: One per segment (n − 1), applied after the animation-level one. Ignored in
  ///     paced modes; in discrete mode they are validated but change nothing (a held value has no
  ///     fraction to ease).
  ///   - tension: One per value, Kochanek–Bartels tension for cubic modes (nil: zeros; all three
  ///     parameters zero give a Catmull–Rom spline). Validated in every mode, used in cubic modes only.
  ///   - continuity: One per value, in the sign convention of `options.continuitySign` (nil: zeros).
  ///   - bias: One per value (nil: zeros).
  ///   - options: The choices Apple's documentation leaves open.
  /// - Throws: `KeyframeTrackError` naming the first rule broken.
  /// - Complexity: O(n · dimension).
  public init(
    values: [[Double]], keyTimes: [Double]? = nil, calculationMode: KeyframeCalculationMode = .linear,
    timingFunction: (any TimingFunction)? = nil, timingFunctions: [any TimingFunction]? = nil,
    tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil,
    options: KeyframeTrackOptions = KeyframeTrackOptions()
  ) throws(KeyframeTrackError) {
    guard let first = values.first else { throw .noValues }
    guard !first.isEmpty else { throw .zeroDimension }
    for (index, value) in values.enumerated() where value.count != first.count {
      throw .inconsistentDimension(index: index, expected: first.count, actual: value.count)
    }
    try self.init(
      flatValues: values.flatMap { $0 }, dimension: first.count, keyTimes: keyTimes,
      calculationMode: calculationMode, timingFunction: timingFunction, timingFunctions: timingFunctions,
      tension: tension, continuity: continuity, bias: bias, options: options)
  }

  /// Creates a scalar track (dimension 1). Parameters as in `init(values:…)`.
  ///
  /// - Complexity: O(n).
  public init(
    scalars: [Double], keyTimes: [Double]? = nil, calculationMode: KeyframeCalculationMode = .linear,
    timingFunction: (any TimingFunction)? = nil, timingFunctions: [any TimingFunction]? = nil,
    tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil,
    options: KeyframeTrackOptions = KeyframeTrackOptions()
  ) throws(KeyframeTrackError) {
    guard !scalars.isEmpty else { throw .noValues }
    try self.init(
      flatValues: scalars, dimension: 1, keyTimes: keyTimes, calculationMode: calculationMode,
      timingFunction: timingFunction, timingFunctions: timingFunctions, tension: tension,
      continuity: continuity, bias: bias, options: options)
  }

  /// Creates a track from values stored flat, value-major (component c of value i at
  /// `i * dimension + c`). Parameters otherwise as in `init(values:…)`.
  ///
  /// - Complexity: O(n · dimension).
  public init(
    flatValues: [Double], dimension: Int, keyTimes: [Double]? = nil,
    calculationMode: KeyframeCalculationMode = .linear, timingFunction: (any TimingFunction)? = nil,
    timingFunctions: [any TimingFunction]? = nil, tension: [Double]? = nil,
    continuity: [Double]? = nil, bias: [Double]? = nil,
    options: KeyframeTrackOptions = KeyframeTrackOptions()
  ) throws(KeyframeTrackError) {
    guard dimension >= 1 else { throw .zeroDimension }
    guard !flatValues.isEmpty else { throw .noValues }
    guard flatValues.count % dimension == 0 else {
      throw .flatValueCountNotMultiple(count: flatValues.count, dimension: dimension)
    }
    let count = flatValues.count / dimension
    for (offset, component) in flatValues.enumerated() where !component.isFinite {
      throw .nonFiniteValue(index: offset / dimension, component: offset % dimension)
    }
    let isCubic = calculationMode == .cubic || calculationMode == .cubicPaced
    // The rules of `KeyframeTiming`, one by one into this track's own fields (no intermediate value).
    let effectiveKeyTimes = try KeyframeTiming.keyTimes(
      count: count, keyTimes: keyTimes, calculationMode: calculationMode, timingFunctions: timingFunctions
    ) { Self.pacedKeyTimes(flatValues, dimension: dimension, count: count) }
    let shape = try KochanekBartelsParameters(
      tension: tension, continuity: continuity, bias: bias, count: count,
      continuitySign: options.continuitySign)

    self.dimension = dimension
    self.count = count
    self.calculationMode = calculationMode
    self.options = options
    self.flatValues = flatValues
    self.keyTimes = effectiveKeyTimes
    self.isCubic = isCubic
    let isDiscrete = calculationMode == .discrete
    self.isDiscrete = isDiscrete
    self.animationTimingFunction = KeyframeTiming.animationTimingFunction(
      timingFunction, calculationMode: calculationMode, options: options)
    self.segmentTimingFunctions = KeyframeTiming.segmentTimingFunctions(
      timingFunctions, count: count, calculationMode: calculationMode)
    self.boundaries = KeyframeTiming.boundaries(keyTimes: effectiveKeyTimes, count: count, calculationMode: calculationMode)
    self.intervalCount = boundaries.count - 1
    let intervalData = Self.makeIntervalData(
      flatValues, dimension: dimension, count: count, boundaries: boundaries, isDiscrete: isDiscrete,
      isCubic: isCubic, shape: shape, endTangents: options.endTangents)
    guard intervalData.allSatisfy({ $0.isFinite }) else { throw .cubicTangentOverflow }
    self.intervalData = intervalData
    self.arcLengthTable =
      calculationMode == .cubicPaced && options.cubicPacing == .arcLength
      ? ArcLengthTable(intervalData: intervalData, dimension: dimension, intervals: intervalCount) : nil
  }
}
