import CKinetics
import Kinetics

/// A typed value the C API animates, with its C layout: a `Transform3D` as 16 doubles, row-major
/// m11…m44 (CATransform3D's field order), an `RGBAColor` as 4 doubles (red, green, blue, alpha:
/// gamma-encoded sRGB, straight alpha).
protocol CAnimatableValue: AnimatableValue {
  /// Doubles per value in C.
  static var cComponentCount: Int { get }
  /// The C type name of a value, for messages.
  static var cValueName: String { get }
  /// The handle kinds of a keyframe track and of a basic animation of this value.
  static var trackHandleKind: HandleKind { get }
  static var animationHandleKind: HandleKind { get }
  /// The value stored at `pointer` (`cComponentCount` doubles), or why it is invalid.
  static func fromC(_ pointer: UnsafePointer<Double>) -> Result<Self, CAPIFailure>
  /// Writes the `cComponentCount` doubles of the value.
  func writeC(_ out: UnsafeMutablePointer<Double>)
}

extension Transform3D: CAnimatableValue {
  static var cComponentCount: Int { 16 }
  static var cValueName: String { "transform" }
  static var trackHandleKind: HandleKind { .transformTrack }
  static var animationHandleKind: HandleKind { .transformAnimation }

  /// ``read(_:dimension:)`` (AnimationValueLayout.swift) as a `Result`.
  @inline(__always)
  static func fromC(_ pointer: UnsafePointer<Double>) -> Result<Transform3D, CAPIFailure> {
    Result { () throws(CAPIFailure) in try read(pointer, dimension: 16) }
  }

  // Inlined: a call here was a fifth of kn_value_function_transform's time.
  @inline(__always)
  func writeC(_ out: UnsafeMutablePointer<Double>) {
    (out[0], out[1], out[2], out[3]) = (m11, m12, m13, m14)
    (out[4], out[5], out[6], out[7]) = (m21, m22, m23, m24)
    (out[8], out[9], out[10], out[11]) = (m31, m32, m33, m34)
    (out[12], out[13], out[14], out[15]) = (m41, m42, m43, m44)
  }
}

extension RGBAColor: CAnimatableValue {
  static var cComponentCount: Int { 4 }
  static var cValueName: String { "color" }
  static var trackHandleKind: HandleKind { .colorTrack }
  static var animationHandleKind: HandleKind { .colorAnimation }

  /// ``read(_:dimension:)`` (AnimationValueLayout.swift) as a `Result`.
  @inline(__always)
  static func fromC(_ pointer: UnsafePointer<Double>) -> Result<RGBAColor, CAPIFailure> {
    Result { () throws(CAPIFailure) in try read(pointer, dimension: 4) }
  }

  @inline(__always)
  func writeC(_ out: UnsafeMutablePointer<Double>) {
    (out[0], out[1], out[2], out[3]) = (red, green, blue, alpha)
  }
}

/// The value behind a `kn_transform_track` or `kn_color_track` handle.
struct TypedTrackHandleValue<Value: CAnimatableValue>: HandleValue {
  let track: TypedKeyframeTrack<Value>
  static var handleKind: HandleKind { Value.trackHandleKind }
}

/// The value behind a `kn_transform_animation` or `kn_color_animation` handle: a basic or spring
/// animation, or a keyframe or value-function animation (TypedValueAPI+KeyframeAnimations.swift),
/// which the same entry points evaluate, stack and destroy. `owner` holds the animation's object;
/// `animation` names it without owning it, so that an entry point reaches the animation with no
/// reference count (see ``CHandleAnimation``).
struct TypedAnimationHandleValue<Value: CAnimatableValue>: HandleValue {
  /// The object `animation` refers to, kept alive as long as this value.
  private let owner: AnyObject & Sendable
  let animation: CHandleAnimation<Value>
  static var handleKind: HandleKind { Value.animationHandleKind }

  /// A basic or spring animation.
  init(animation: BasicAnimation<Value>) {
    let shared = SharedAnimation(animation)
    (owner, self.animation) = (shared, .basic(.passUnretained(shared)))
  }
  /// A keyframe animation.
  init(keyframes: KeyframeAnimation<Value>) {
    let shared = SharedAnimation(keyframes)
    (owner, self.animation) = (shared, .keyframe(.passUnretained(shared)))
  }
  /// A value-function animation (or any other that writes its own value).
  init(writing: any CWritingAnimation<Value>) {
    let shared = SharedAnimation(writing)
    (owner, self.animation) = (shared, .writing(.passUnretained(shared)))
  }
}

/// The animation a C animation handle of a transform or color holds, by an unowned reference to
/// the object its ``TypedAnimationHandleValue`` owns, which is borrowed for each call
/// (`_withUnsafeGuaranteedRef`, as `Handle.withValue` borrows the handle's box). An enum of owned
/// references was copied out of the handle on every call (the payload extracted by a `switch` is a
/// copy: a retain and a release around the call, twice, about 20 ns of kn_transform_animation_value
/// that the Swift call does not pay, bench row c-api-call-transform-animation); these references
/// are trivial to copy. `@unchecked Sendable`: each refers to an immutable, `Sendable` object.
enum CHandleAnimation<Value: AnimatableValue>: @unchecked Sendable {
  /// A basic or spring animation, called directly (specialized for `Value`).
  case basic(Unmanaged<SharedAnimation<BasicAnimation<Value>>>)
  /// A keyframe animation, called directly.
  case keyframe(Unmanaged<SharedAnimation<KeyframeAnimation<Value>>>)
  /// A value-function animation (`CValueFunctionAnimation`), called through the protocol;
  /// `kn_transform_animation_value` has it write its value to the caller's buffer.
  case writing(Unmanaged<SharedAnimation<any CWritingAnimation<Value>>>)

  /// The animation's value at parent time `t` over `underlying`, nil where it shows nothing.
  @inline(__always)
  func value(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value? {
    switch self {
    case .basic(let shared):
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.value(atParentTime: t, underlying: underlying, previous: previous)
      }
    case .keyframe(let shared):
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.value(atParentTime: t, underlying: underlying, previous: previous)
      }
    case .writing(let shared):
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.value(atParentTime: t, underlying: underlying, previous: previous)
      }
    }
  }
}

extension Unmanaged {
  /// `body` of the animation the shared object holds, the object borrowed for the call (no
  /// reference count: its owner keeps it alive), with `body`'s typed error (the standard library's
  /// `_withUnsafeGuaranteedRef` rethrows it as `any Error`, cast back here, where it can only be a
  /// `Failure`).
  @inline(__always)
  func borrowed<Animation, Result, Failure: Error>(
    _ body: (Animation) throws(Failure) -> Result
  ) throws(Failure) -> Result where Instance == SharedAnimation<Animation> {
    do {
      return try _withUnsafeGuaranteedRef { shared in try body(shared.animation) }
    } catch {
      throw error as! Failure
    }
  }
}

/// An animation held by reference in a handle's value: a copy of the reference is one retain (none
/// when borrowed, as ``CHandleAnimation`` borrows it), where a keyframe animation held by value
/// copied its track's arrays and timing functions one by one (an outlined copy on every call of
/// kn_vector_animation_value, bench row c-api-call-vector-keyframe-animation).
final class SharedAnimation<Animation: Sendable>: Sendable {
  let animation: Animation
  init(_ animation: Animation) { self.animation = animation }
}

/// The rotation path a C enum names.
func makeRotationPath(_ path: kn_rotation_path) -> Result<Quaternion.Path, CAPIFailure> {
  switch path {
  case KN_ROTATION_SHORTEST: return .success(.shortest)
  case KN_ROTATION_AS_GIVEN: return .success(.asGiven)
  default: return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown rotation path \(path.rawValue)"))
  }
}

/// The color interpolation options two C enums name.
func makeColorOptions(_ space: kn_color_space, _ alpha: kn_alpha_mode) -> Result<ColorInterpolationOptions, CAPIFailure> {
  let swiftSpace: ColorInterpolationOptions.Space
  switch space {
  case KN_COLOR_SPACE_SRGB: swiftSpace = .sRGB
  case KN_COLOR_SPACE_LINEAR_SRGB: swiftSpace = .linearSRGB
  case KN_COLOR_SPACE_OKLAB: swiftSpace = .oklab
  default: return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown color space \(space.rawValue)"))
  }
  switch alpha {
  case KN_ALPHA_PREMULTIPLIED: return .success(ColorInterpolationOptions(space: swiftSpace, alphaMode: .premultiplied))
  case KN_ALPHA_STRAIGHT: return .success(ColorInterpolationOptions(space: swiftSpace, alphaMode: .straight))
  default: return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown alpha mode \(alpha.rawValue)"))
  }
}
