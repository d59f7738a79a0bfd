import CKinetics
import Kinetics

// Keyframe animations of vectors for the C vector presentation stacks (kinetics.h, "Spring
// animations, vector animations and presentation values"): a `kn_keyframe_track` of 1 to 4 doubles
// played by a media timing (CAKeyframeAnimation on opacity, position, bounds), returned as a
// `kn_vector_animation` handle as the transform and color keyframe animations return theirs
// (TypedValueAPI+KeyframeAnimations.swift).

/// The animation a `kn_vector_animation` handle holds, as the Swift animation of the vector type of
/// its dimension (`Double`, `SIMD2<Double>`, `SIMD3<Double>`, `SIMD4<Double>`): a basic or spring
/// animation is the `BasicAnimation` of that type and a keyframe animation the `KeyframeAnimation`
/// of the same keys, so each costs what the Swift call costs and gives its bits (a basic animation
/// of a point held four lanes wide went through `BasicAnimation<SIMD4<Double>>`'s specialization
/// dispatch, four metadata compares, and a second call per evaluation: bench row
/// c-api-call-vector-spring). Each case names, without owning it, the object its
/// ``VectorAnimationHandleValue`` owns, borrowed for each call as ``CHandleAnimation`` borrows its
/// own (an owned reference extracted by a `switch` is a retain and a release per call).
/// `@unchecked Sendable`: each refers to an immutable, `Sendable` object.
enum CVectorAnimation: @unchecked Sendable {
  case basic1(Unmanaged<SharedAnimation<BasicAnimation<Double>>>)
  case basic2(Unmanaged<SharedAnimation<BasicAnimation<SIMD2<Double>>>>)
  case basic3(Unmanaged<SharedAnimation<BasicAnimation<SIMD3<Double>>>>)
  case basic4(Unmanaged<SharedAnimation<BasicAnimation<SIMD4<Double>>>>)
  case keyframes1(Unmanaged<SharedAnimation<KeyframeAnimation<Double>>>)
  case keyframes2(Unmanaged<SharedAnimation<KeyframeAnimation<SIMD2<Double>>>>)
  case keyframes3(Unmanaged<SharedAnimation<KeyframeAnimation<SIMD3<Double>>>>)
  case keyframes4(Unmanaged<SharedAnimation<KeyframeAnimation<SIMD4<Double>>>>)

  /// The animation's value at parent time `t` over `underlying` (and `previous`), nil where it
  /// shows nothing; an animation of fewer than four doubles reads the first components of
  /// `underlying` and `previous` and returns its value in the first components of a vector whose
  /// others are 0.
  @inline(__always)
  func value(atParentTime t: Double, underlying: SIMD4<Double>, previous: SIMD4<Double>?) throws(BasicAnimationError)
    -> SIMD4<Double>?
  {
    switch self {
    case .basic1(let shared): return try Self.narrowed(shared, t, underlying, previous)
    case .basic2(let shared): return try Self.narrowed(shared, t, underlying, previous)
    case .basic3(let shared): return try Self.narrowed(shared, t, underlying, previous)
    case .basic4(let shared):
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.value(atParentTime: t, underlying: underlying, previous: previous)
      }
    case .keyframes1(let shared): return try Self.narrowed(shared, t, underlying, nil)
    case .keyframes2(let shared): return try Self.narrowed(shared, t, underlying, nil)
    case .keyframes3(let shared): return try Self.narrowed(shared, t, underlying, nil)
    case .keyframes4(let shared):
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.value(atParentTime: t, underlying: underlying)
      }
    }
  }

  /// The value of the animation `shared` holds over the first components of `underlying` (and
  /// `previous`), widened back to four.
  @inline(__always)
  private static func narrowed<Animation: PropertyAnimation>(
    _ shared: Unmanaged<SharedAnimation<Animation>>, _ t: Double, _ underlying: SIMD4<Double>,
    _ previous: SIMD4<Double>?
  ) throws(BasicAnimationError) -> SIMD4<Double>? {
    typealias Value = Animation.Value
    func lanes(_ vector: SIMD4<Double>) -> Value { Value(vectorComponents: { vector[$0] })! }
    let value = try shared.borrowed { animation throws(BasicAnimationError) in
      try animation.value(atParentTime: t, underlying: lanes(underlying), previous: previous.map(lanes))
    }
    guard let shown = value else { return nil }
    var widened = SIMD4<Double>.zero
    for index in 0..<Value.vectorComponentCount { widened[index] = shown.vectorComponent(index) }
    return widened
  }

  /// The handle value of the keyframe animation of the keys `description` gives (`dimension`
  /// doubles each, 1 to 4) as the vector type of that dimension, played by `timing`.
  static func keyframes(
    _ description: KeyframeDescription, timing: MediaTiming, isAdditive: Bool, isCumulative: Bool
  ) throws(KeyframeTrackError) -> VectorAnimationHandleValue {
    func animation<Value: AnimatableValue>(_ type: Value.Type) throws(KeyframeTrackError) -> KeyframeAnimation<Value> {
      let dimension = description.dimension
      let values = (0..<(description.values.count / dimension)).map { key in
        Value(vectorComponents: { description.values[key * dimension + $0] })!
      }
      return KeyframeAnimation(
        track: try description.typedTrack(of: values), timing: timing, isAdditive: isAdditive,
        isCumulative: isCumulative)
    }
    switch description.dimension {
    case 1: return VectorAnimationHandleValue(try animation(Double.self), dimension: 1) { .keyframes1($0) }
    case 2: return VectorAnimationHandleValue(try animation(SIMD2<Double>.self), dimension: 2) { .keyframes2($0) }
    case 3: return VectorAnimationHandleValue(try animation(SIMD3<Double>.self), dimension: 3) { .keyframes3($0) }
    default: return VectorAnimationHandleValue(try animation(SIMD4<Double>.self), dimension: 4) { .keyframes4($0) }
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
    return try validated(status: KeyframeDescription.status(of:)) { () throws(KeyframeTrackError) in
      try CVectorAnimation.keyframes(
        description, timing: settings.timing, isAdditive: settings.isAdditive, isCumulative: settings.isCumulative)
    }.get()
  }
}
