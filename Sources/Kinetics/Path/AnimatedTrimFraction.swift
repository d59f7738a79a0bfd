/// One animated trim fraction of a shape layer (`strokeStart`, `strokeEnd`, or Lottie's trim offset
/// in turns): a model value, optionally with a Core Animation animation of it.
///
/// The value at parent time t is the animation's value where its media timing shows it (active, or
/// filled), else the model value, as Core Animation's presentation layer shows a property
/// (docs/timing.md). The animation is a `BasicAnimation` from → to (eased by its timing function)
/// or a `KeyframeAnimation` of a scalar `KeyframeTrack`, evaluated by those types, so the value at
/// progress 0 is `from` (the first keyframe) and at progress 1 `to` (the last) exactly.
public struct AnimatedTrimFraction: Sendable {
  /// The property's model value: what shows where the animation does not.
  public let modelValue: Double
  /// The animation's value at parent time t as a one-component vector, nil where it shows nothing.
  private let animationValue: (@Sendable (Double) throws(BasicAnimationError) -> [Double]?)?

  /// Whether an animation is attached (false: the value is `modelValue` at every time).
  public var isAnimated: Bool { animationValue != nil }

  /// A value that does not change.
  /// - Throws: `PathError.parameter` (rule `finite`) for NaN or ±∞.
  public init(_ value: Double) throws(PathError) {
    try PathError.require(value, .finite, name: "trim value")
    modelValue = value
    animationValue = nil
  }

  /// A `CABasicAnimation` of the fraction from `from` to `to`.
  ///
  /// - Parameters:
  ///   - from: `fromValue`, any finite number (the layer clamps what it shows to [0, 1] for
  ///     `strokeStart`/`strokeEnd`; see `StrokeTrimAnimation`).
  ///   - to: `toValue`, any finite number.
  ///   - timing: the animation's media timing (begin time, duration, repeat, autoreverse, fill).
  ///   - timingFunction: eases the iteration's progress (nil: linear).
  ///   - modelValue: what shows outside the animation; nil takes `to` (UIKit and most Core Animation
  ///     code set the model value to the final value when they add the animation).
  /// - Throws: `PathError.parameter` (rule `finite`) for a NaN or infinite value.
  public init(
    from: Double, to: Double, timing: MediaTiming, timingFunction: (any TimingFunction)? = nil,
    modelValue: Double? = nil
  ) throws(PathError) {
    try PathError.require(from, .finite, name: "trim from value")
    try PathError.require(to, .finite, name: "trim to value")
    let model = modelValue ?? to
    try PathError.require(model, .finite, name: "trim model value")
    let (fromValue, toValue): ([Double], [Double]) = ([from], [to])
    // Both values are finite and only from and to are set, so the construction cannot fail; the
    // guard keeps a future rule of BasicAnimation a typed error here too.
    guard
      let animation = try? BasicAnimation(
        fromValue: fromValue, toValue: toValue, timing: timing, timingFunction: timingFunction)
    else { throw .parameter(ParameterViolation(name: "trim from value", value: from, rule: .finite)) }
    let underlying: [Double] = [model]
    self.modelValue = model
    animationValue = { t throws(BasicAnimationError) in try animation.value(atParentTime: t, underlying: underlying) }
  }

  /// A `CAKeyframeAnimation` of the fraction: a scalar keyframe track played by `timing`.
  ///
  /// - Parameters:
  ///   - track: the values over the iteration's progress (dimension 1; its calculation mode, key
  ///     times and timing functions apply as in `KeyframeTrack`).
  ///   - timing: the animation's media timing.
  ///   - modelValue: what shows outside the animation; nil takes the track's last value.
  /// - Throws: `PathError.trimTrackNotScalar` for a track of dimension other than 1;
  ///   `PathError.parameter` (rule `finite`) for a NaN or infinite model value.
  public init(keyframes track: KeyframeTrack, timing: MediaTiming, modelValue: Double? = nil) throws(PathError) {
    guard track.dimension == 1 else { throw .trimTrackNotScalar(dimension: track.dimension) }
    let model = modelValue ?? track.value(at: 1, channel: 0)
    try PathError.require(model, .finite, name: "trim model value")
    let animation = KeyframeAnimation(track: track, timing: timing)
    let underlying: [Double] = [model]
    self.modelValue = model
    animationValue = { t throws(BasicAnimationError) in try animation.value(atParentTime: t, underlying: underlying) }
  }

  /// The value shown at parent time `t`: the animation's where it shows, else the model value.
  /// - Throws: `PathError.parameter` (rule `finite`, named `trim value`) when the animated value is
  ///   beyond the range of `Double` (a timing function that extrapolates far past its ends).
  /// - Complexity: O(1) for a basic animation, O(log n) for n keyframes; allocates the
  ///   one-component arrays the animation types work on.
  public func value(atParentTime t: Double) throws(PathError) -> Double {
    guard let animationValue else { return modelValue }
    do {
      guard let value = try animationValue(t)?.first else { return modelValue }
      return value
    } catch {
      throw .parameter(ParameterViolation(name: "trim value", value: .infinity, rule: .finite))
    }
  }
}
