/// A keyframe track of typed values: the `values` of a `CAKeyframeAnimation` on any
/// ``AnimatableValue`` (a number, a SIMD vector, an ``RGBAColor``, a ``Transform3D``, an
/// ``AffineTransform``) as a function of the animation's progress u ∈ [0, 1].
///
/// Timing is ``KeyframeTrack``'s, shared code and all: u is clamped and mapped by the
/// animation-level timing function, the segment is searched among the key times (the later one at
/// a shared key time), and the segment's timing function eases the local fraction s.
///
/// Between keys:
/// - **Numbers and vectors** (``AnimatableValue/vectorComponentCount`` > 0) are stored as the
///   `[Double]` track of their components, in every calculation mode (linear, discrete, paced,
///   cubic, cubic-paced, with tension/continuity/bias): a `TypedKeyframeTrack<SIMD3<Double>>` gives
///   the values of the `KeyframeTrack` of the same components bit for bit. `Float` vectors are
///   evaluated in `Double` and rounded once. `[Double]` values are that track itself, of the
///   values' run-time dimension (validated as ``KeyframeTrack`` validates it).
/// - **Colors and transforms** interpolate by their own rules: each segment's pair is prepared once
///   at construction (``ColorInterpolation`` with the track's ``ColorInterpolationOptions``;
///   ``Transform3DInterpolation``, i.e. the CSS Transforms 2 decomposition of both keys with
///   quaternion slerp, or the 2-D algorithm for two 2-D keys), so an evaluation is a segment search
///   and one blend. Linear and discrete modes only; paced and cubic modes throw
///   ``KeyframeTrackError/calculationModeNeedsVectorValues(_:)``.
///
/// Key values show bit for bit at their key times. Evaluation allocates nothing.
public struct TypedKeyframeTrack<Value: AnimatableValue>: Sendable {
  /// The keyframe values.
  public let values: [Value]
  /// How values are interpolated.
  public let calculationMode: KeyframeCalculationMode

  /// Numbers and vectors: the `[Double]` track of their components (nil for colors and transforms).
  @usableFromInline internal let componentTrack: KeyframeTrack?
  /// Colors and transforms: the timing (nil for numbers and vectors).
  @usableFromInline internal let segmentTiming: KeyframeTiming?
  /// Colors and transforms: the prepared pair of each segment (empty in discrete mode, for a
  /// single value, and for numbers and vectors).
  @usableFromInline internal let segments: [Value.PreparedInterpolation]

  /// Creates a track after validating it against Core Animation's rules.
  ///
  /// - Parameters:
  ///   - values: The keyframe values (at least one; numbers and vectors must be finite).
  ///   - keyTimes, calculationMode, timingFunction, timingFunctions, tension, continuity, bias,
  ///     options: As for ``KeyframeTrack/init(values:keyTimes:calculationMode:timingFunction:timingFunctions:tension:continuity:bias:options:)``.
  ///   - interpolation: How two colors or transforms blend (``ColorInterpolationOptions``,
  ///     ``Quaternion/Path``); numbers and vectors have no choice (`()`).
  /// - Throws: `KeyframeTrackError` naming the first rule broken;
  ///   ``KeyframeTrackError/calculationModeNeedsVectorValues(_:)`` for a paced or cubic mode of
  ///   colors or transforms.
  /// - Complexity: O(n) (n values): each segment is prepared once.
  public init(
    values: [Value], keyTimes: [Double]? = nil, calculationMode: KeyframeCalculationMode = .linear,
    timingFunction: (any TimingFunction)? = nil, timingFunctions: [any TimingFunction]? = nil,
    tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil,
    options: KeyframeTrackOptions = KeyframeTrackOptions(),
    interpolation: Value.InterpolationOptions = Value.defaultInterpolationOptions
  ) throws(KeyframeTrackError) {
    guard !values.isEmpty else { throw .noValues }
    self.values = values
    self.calculationMode = calculationMode
    if let arrays = values as? [[Double]] {
      // `[Double]`: the dimension is the values' own, validated as the `[Double]` track does.
      componentTrack = try KeyframeTrack(
        values: arrays, keyTimes: keyTimes, calculationMode: calculationMode, timingFunction: timingFunction,
        timingFunctions: timingFunctions, tension: tension, continuity: continuity, bias: bias, options: options)
      segmentTiming = nil
      segments = []
      return
    }
    let dimension = Value.vectorComponentCount
    if dimension > 0 {
      var flat = [Double]()
      flat.reserveCapacity(values.count * dimension)
      for value in values {
        for component in 0..<dimension { flat.append(value.vectorComponent(component)) }
      }
      componentTrack = try KeyframeTrack(
        flatValues: flat, dimension: dimension, keyTimes: keyTimes, calculationMode: calculationMode,
        timingFunction: timingFunction, timingFunctions: timingFunctions, tension: tension,
        continuity: continuity, bias: bias, options: options)
      segmentTiming = nil
      segments = []
      return
    }
    guard calculationMode == .linear || calculationMode == .discrete else {
      throw .calculationModeNeedsVectorValues(calculationMode)
    }
    let timing = try KeyframeTiming(
      count: values.count, keyTimes: keyTimes, calculationMode: calculationMode,
      timingFunction: timingFunction, timingFunctions: timingFunctions, options: options
    ) { [] }
    // Validated in every mode, as the `[Double]` track does, though only cubic modes use them.
    _ = try KochanekBartelsParameters(
      tension: tension, continuity: continuity, bias: bias, count: values.count,
      continuitySign: options.continuitySign)
    var segments = [Value.PreparedInterpolation]()
    if calculationMode == .linear && values.count > 1 {
      segments.reserveCapacity(values.count - 1)
      for index in 0..<(values.count - 1) {
        segments.append(
          Value.preparedInterpolation(from: values[index], to: values[index + 1], options: interpolation))
      }
    }
    componentTrack = nil
    segmentTiming = timing
    self.segments = segments
  }

  /// The number of keyframe values.
  public var count: Int { values.count }

  /// The track of `[Double]` values that `track` is: its values, timing and kernels, shared (no
  /// copy of its storage).
  public init(_ track: KeyframeTrack) where Value == [Double] {
    values = track.values
    calculationMode = track.calculationMode
    componentTrack = track
    segmentTiming = nil
    segments = []
  }

  /// The key times in effect: the given ones, the default spacing, or the paced ones (`count`
  /// entries, `count + 1` in discrete mode).
  public var keyTimes: [Double] {
    componentTrack?.keyTimes ?? segmentTiming!.keyTimes
  }

  /// The value at progress `u` ∈ [0, 1].
  ///
  /// Edge cases as ``KeyframeTrack/value(at:)``: u < 0 or NaN evaluates at 0, u > 1 at 1; at a key
  /// time shared by two keys the later value shows; at u = 1 the last value shows.
  /// - Complexity: O(log n) for the segment search, then one blend; no allocation.
  // Inlined into its callers, specialized with them: `KeyframeAnimation.value`, whose generic entry
  // point is pre-specialized for the fixed-size values, and callers that know `Value`.
  @inlinable
  public func value(at u: Double) -> Value {
    if componentTrack != nil {
      let track = componentTrack.unsafelyUnwrapped
      return track.withLocatedComponents(at: u) { component in
        Value(componentCount: track.dimension, components: component)!
      }
    }
    let (interval, fraction) = segmentTiming.unsafelyUnwrapped.locate(u)
    if segments.isEmpty { return values[interval] }
    return Value.interpolate(segments[interval], fraction: fraction)
  }

  /// The value at each progress in `inputs`, written to `outputs`: ``value(at:)`` for each input,
  /// without allocating.
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`
  ///   (nothing is written then).
  /// - Complexity: O(m log n) for m inputs.
  @inlinable
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Value>
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    for index in inputs.indices { outputs[index] = value(at: inputs[index]) }
  }
}

extension TypedKeyframeTrack where Value == [Double] {
  /// The `[Double]` ``KeyframeTrack`` this track is (its storage, shared): for its batch and
  /// per-channel entry points.
  public var keyframeTrack: KeyframeTrack { componentTrack.unsafelyUnwrapped }
}
