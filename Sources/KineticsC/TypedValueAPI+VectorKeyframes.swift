import CKinetics
import Kinetics

// Keyframe animations of vectors for the C vector presentation stacks (kinetics.h, "Spring
// animations, vector animations and presentation values"): a `kn_keyframe_track` of 1 to 4 doubles
// played by a media timing (CAKeyframeAnimation on opacity, position, bounds), returned as a
// `kn_vector_animation` handle as the transform and color keyframe animations return theirs
// (TypedValueAPI+KeyframeAnimations.swift).

/// The animation a `kn_vector_animation` handle holds. A basic or spring animation runs on
/// `SIMD4<Double>` (its unused components stay 0); a keyframe animation runs on the vector type of
/// its dimension, the Swift `KeyframeAnimation` of the same keys, so it costs what the Swift call
/// costs and gives its bits (a four-component track would interpolate the unused components too).
enum CVectorAnimation: Sendable {
  case basic(BasicAnimation<SIMD4<Double>>)
  case keyframes1(SharedAnimation<KeyframeAnimation<Double>>)
  case keyframes2(SharedAnimation<KeyframeAnimation<SIMD2<Double>>>)
  case keyframes3(SharedAnimation<KeyframeAnimation<SIMD3<Double>>>)
  case keyframes4(SharedAnimation<KeyframeAnimation<SIMD4<Double>>>)

  /// The animation's value at parent time `t` over `underlying`, nil where it shows nothing; a
  /// keyframe animation of fewer than four doubles reads the first components of `underlying` and
  /// returns its value in the first components of a vector whose others are 0.
  @inline(__always)
  func value(atParentTime t: Double, underlying: SIMD4<Double>, previous: SIMD4<Double>?) throws(BasicAnimationError)
    -> SIMD4<Double>?
  {
    switch self {
    case .basic(let animation): return try animation.value(atParentTime: t, underlying: underlying, previous: previous)
    case .keyframes1(let shared): return try Self.narrowed(shared.animation, t, underlying)
    case .keyframes2(let shared): return try Self.narrowed(shared.animation, t, underlying)
    case .keyframes3(let shared): return try Self.narrowed(shared.animation, t, underlying)
    case .keyframes4(let shared): return try shared.animation.value(atParentTime: t, underlying: underlying)
    }
  }

  /// `animation`'s value over the first components of `underlying`, widened back to four.
  @inline(__always)
  private static func narrowed<Value: AnimatableValue>(
    _ animation: KeyframeAnimation<Value>, _ t: Double, _ underlying: SIMD4<Double>
  ) throws(BasicAnimationError) -> SIMD4<Double>? {
    guard let shown = try animation.value(atParentTime: t, underlying: Value(vectorComponents: { underlying[$0] })!)
    else { return nil }
    var widened = SIMD4<Double>.zero
    for index in 0..<Value.vectorComponentCount { widened[index] = shown.vectorComponent(index) }
    return widened
  }

  /// The keyframe animation of the keys `description` gives (`dimension` doubles each, 1 to 4) as
  /// the vector type of that dimension, played by `timing`.
  static func keyframes(
    _ description: KeyframeDescription, timing: MediaTiming, isAdditive: Bool, isCumulative: Bool
  ) throws(KeyframeTrackError) -> CVectorAnimation {
    func animation<Value: AnimatableValue>(_ type: Value.Type) throws(KeyframeTrackError)
      -> SharedAnimation<KeyframeAnimation<Value>>
    {
      let dimension = description.dimension
      let values = (0..<(description.values.count / dimension)).map { key in
        Value(vectorComponents: { description.values[key * dimension + $0] })!
      }
      return SharedAnimation(
        KeyframeAnimation(
          track: try description.typedTrack(of: values), timing: timing, isAdditive: isAdditive,
          isCumulative: isCumulative))
    }
    switch description.dimension {
    case 1: return .keyframes1(try animation(Double.self))
    case 2: return .keyframes2(try animation(SIMD2<Double>.self))
    case 3: return .keyframes3(try animation(SIMD3<Double>.self))
    default: return .keyframes4(try animation(SIMD4<Double>.self))
    }
  }
}

@_cdecl("kn_vector_keyframe_animation_create")
public func kn_vector_keyframe_animation_create(
  _ track: OpaquePointer?, _ desc: UnsafePointer<kn_keyframe_animation_desc>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_vector_keyframe_animation_create", from: track, as: KeyframeTrackHandleValue.self, "track", into: out
  ) { (held: KeyframeTrackHandleValue) throws(CAPIFailure) in
    let settings = try keyframeAnimationSettings(desc)
    let description = held.description
    guard (1...4).contains(description.dimension) else {
      throw CAPIFailure(
        KN_ERROR_SIZE, "track has \(description.dimension) doubles per value; a vector animation has 1 to 4")
    }
    let animation = try validated(status: KeyframeDescription.status(of:)) { () throws(KeyframeTrackError) in
      try CVectorAnimation.keyframes(
        description, timing: settings.timing, isAdditive: settings.isAdditive, isCumulative: settings.isCumulative)
    }.get()
    return VectorAnimationHandleValue(animation, dimension: description.dimension)
  }
}
