/// A `CAKeyframeAnimation`: a keyframe track (``TypedKeyframeTrack``, of any ``AnimatableValue``;
/// a `[Double]` ``KeyframeTrack`` as it is, by the initializer that takes one) played by a media timing, with the additive and cumulative behaviour every
/// `CAPropertyAnimation` has.
///
/// At parent time t the timing gives the iteration and its progress; the track maps the progress
/// to a value v. Cumulative: v moves on by `iteration` repeats of the change from the track's value
/// at progress 0 to its value at the iteration's end (progress 1, or 0 when autoreversing)
/// (``AnimatableValue/accumulated(_:changesFrom:to:)``). Additive: v is shown over the value
/// underneath (``AnimatableValue/added(over:)``: a sum, or for transforms a concatenation).
public struct KeyframeAnimation<Value: AnimatableValue>: PropertyAnimation {
  /// The values over progress.
  public let track: TypedKeyframeTrack<Value>
  /// When and how often it runs.
  public let timing: MediaTiming
  /// `isAdditive`: the value is shown over the value underneath instead of replacing it.
  public let isAdditive: Bool
  /// `isCumulative`: each iteration starts from the value the previous one ended at.
  public let isCumulative: Bool
  /// For `[Double]`, the track's ``KeyframeTrack`` (shared storage), kept unwrapped: evaluating
  /// through the optional the typed track holds copied the whole track (a retain and a release
  /// of each of its arrays per evaluation: bench rows
  /// media-timing/presentation-value-3-animations-arrayN). For other values a shared one-key
  /// placeholder, never read.
  @usableFromInline internal let arrayTrack: KeyframeTrack

  /// Creates an animation (both parts are already validated).
  public init(
    track: TypedKeyframeTrack<Value>, timing: MediaTiming, isAdditive: Bool = false, isCumulative: Bool = false
  ) {
    self.track = track
    self.timing = timing
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
    arrayTrack = Value.self == [Double].self ? track.componentTrack ?? _placeholderKeyframeTrack : _placeholderKeyframeTrack
  }

  /// The track's values have `modelValue`'s shape (a `[Double]`'s dimension).
  /// - Throws: `BasicAnimationError.dimensionMismatch(name: "animation value", …)`.
  public func validateShape(for modelValue: Value) throws(BasicAnimationError) {
    try track.values[0].validateShape(name: "animation value", like: modelValue)
  }

  /// The value over `underlying` at parent time `t`, nil where nothing shows. `previous` is not
  /// used: a keyframe animation always has its own values. A cumulative change that cannot be
  /// formed (a singular transform, a transform product that overflows) leaves the iteration's own
  /// value. A number or vector component whose sums overflow although it is in range is recomputed
  /// from every value divided by 4, as in ``BasicAnimation``.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double`.
  /// - Complexity: O(log n); no allocation for fixed-size values.
  @inlinable
  // Specialized for the fixed-size values and `[Double]`: calls through `any PropertyAnimation<Value>`
  // (``AnimatedProperty``) reach this generic entry point, which then runs the specialized copy,
  // not witness-table arithmetic.
  @_specialize(where Value == [Double])
  @_specialize(where Value == Double)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD3<Double>)
  @_specialize(where Value == SIMD4<Double>)
  @_specialize(where Value == RGBAColor)
  @_specialize(where Value == Transform3D)
  @_specialize(where Value == AffineTransform)
  public func value(atParentTime t: Double, underlying: Value, previous: Value? = nil)
    throws(BasicAnimationError) -> Value?
  {
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    return try Value._finiteAnimatedValue { scale in
      func scaled(_ value: Value) -> Value { scale == 1 ? value : value.componentsScaled(by: scale) }
      // Evaluated here, not captured: a `[Double]` result is then the only reference to its buffer
      // and `add(over:)` writes into it.
      var result = scaled(trackValue(at: progress))
      if isCumulative && iteration != 0 {
        let start = scaled(trackValue(at: 0))
        let end = scaled(trackValue(at: timing.autoreverses ? 0 : 1))
        result = result.accumulated(iteration, changesFrom: start, to: end) ?? result
      }
      if isAdditive { result.add(over: scaled(underlying)) }
      return result
    }
  }

  /// `track.value(at: progress)`; for `[Double]` the ``KeyframeTrack``'s own `value(at:)` (the
  /// same kernel, bit for bit) on `arrayTrack`.
  @inlinable @inline(__always)
  internal func trackValue(at progress: Double) -> Value {
    if Value.self == [Double].self { return unsafeBitCast(arrayTrack.value(at: progress), to: Value.self) }
    return track.value(at: progress)
  }
}

/// The `arrayTrack` of the keyframe animations of values other than `[Double]`.
@usableFromInline internal let _placeholderKeyframeTrack = try! KeyframeTrack(scalars: [0])

extension KeyframeAnimation where Value == [Double] {
  /// An animation of a `[Double]` ``KeyframeTrack`` (its run-time dimension, its kernels).
  public init(track: KeyframeTrack, timing: MediaTiming, isAdditive: Bool = false, isCumulative: Bool = false) {
    self.init(track: TypedKeyframeTrack(track), timing: timing, isAdditive: isAdditive, isCumulative: isCumulative)
  }

  /// The track's dimension.
  public var dimension: Int? { track.values[0].count }
}
