import CKinetics
import Kinetics

// Spring animations (CASpringAnimation) of transforms, colors and vectors, and the basic animations
// of vectors (kinetics.h, "Spring animations, vector animations and presentation values"). A spring
// animation is a basic animation whose timing function is the spring released at 0 toward 1
// (`SpringTimingFunction`, spanning the timing's duration), as CASpringAnimation is a
// CABasicAnimation: it comes back as the basic animation handle of its value and is evaluated,
// stacked and destroyed as one.

/// The shared body of the animation create functions: the animation `desc` describes, with
/// `spring` as its timing function when given, in a new handle made by `wrap`.
private func createAnimation<Value: CLayoutValue, Wrapped: HandleValue>(
  _ function: StaticString, _ desc: UnsafePointer<kn_basic_animation_desc>?, dimension: Int,
  interpolation: () -> Result<Value.InterpolationOptions, CAPIFailure>,
  spring: (spring: kn_spring, initialVelocity: Double)?, into out: UnsafeMutablePointer<OpaquePointer?>?,
  _ wrap: (TypedBasicAnimation<Value>) -> Wrapped
) -> kn_status {
  Handle.create(function, into: out, "out_animation") { () throws(CAPIFailure) in
    guard let desc else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "desc is NULL") }
    let options = try interpolation().get()
    return wrap(try makeBasicAnimation(desc.pointee, dimension: dimension, interpolation: options, spring: spring))
  }
}

/// KN_ERROR_SIZE unless `dimension` is 1…4.
private func vectorDimension(_ dimension: Int) -> Result<Void, CAPIFailure> {
  (1...4).contains(dimension)
    ? .success(())
    : .failure(CAPIFailure(KN_ERROR_SIZE, "dimension is \(UInt(bitPattern: dimension)); a vector has 1 to 4 doubles"))
}

@_cdecl("kn_transform_spring_animation_create")
public func kn_transform_spring_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ spring: kn_spring, _ initialVelocity: Double,
  _ path: kn_rotation_path, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_transform_spring_animation_create", desc, dimension: 16, interpolation: { makeRotationPath(path) },
    spring: (spring, initialVelocity), into: out
  ) { (animation: TypedBasicAnimation<Transform3D>) in TypedAnimationHandleValue(animation: animation) }
}

@_cdecl("kn_color_spring_animation_create")
public func kn_color_spring_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ spring: kn_spring, _ initialVelocity: Double,
  _ space: kn_color_space, _ alpha: kn_alpha_mode, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_color_spring_animation_create", desc, dimension: 4, interpolation: { makeColorOptions(space, alpha) },
    spring: (spring, initialVelocity), into: out
  ) { (animation: TypedBasicAnimation<RGBAColor>) in TypedAnimationHandleValue(animation: animation) }
}

@_cdecl("kn_vector_animation_create")
public func kn_vector_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ dimension: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_vector_animation_create", desc, dimension: dimension, interpolation: { vectorDimension(dimension) },
    spring: nil, into: out
  ) { (animation: TypedBasicAnimation<SIMD4<Double>>) in
    VectorAnimationHandleValue(animation: animation, dimension: dimension)
  }
}

@_cdecl("kn_vector_spring_animation_create")
public func kn_vector_spring_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ dimension: Int, _ spring: kn_spring, _ initialVelocity: Double,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_vector_spring_animation_create", desc, dimension: dimension, interpolation: { vectorDimension(dimension) },
    spring: (spring, initialVelocity), into: out
  ) { (animation: TypedBasicAnimation<SIMD4<Double>>) in
    VectorAnimationHandleValue(animation: animation, dimension: dimension)
  }
}

@_cdecl("kn_vector_animation_destroy")
public func kn_vector_animation_destroy(_ animation: OpaquePointer?) -> kn_status {
  Handle.destroy(animation, as: VectorAnimationHandleValue.self, "kn_vector_animation_destroy")
}

@_cdecl("kn_vector_animation_dimension")
public func kn_vector_animation_dimension(_ animation: OpaquePointer?, _ out: UnsafeMutablePointer<Int>?) -> kn_status {
  Handle.read(
    animation, as: VectorAnimationHandleValue.self, "kn_vector_animation_dimension", "animation", into: out,
    "out_dimension"
  ) { $0.dimension }
}

@_cdecl("kn_vector_animation_value")
public func kn_vector_animation_value(
  _ animation: OpaquePointer?, _ t: Double, _ underlying: UnsafePointer<Double>?, _ previous: UnsafePointer<Double>?,
  _ out: UnsafeMutablePointer<Double>?, _ outVisible: UnsafeMutablePointer<Int32>?
) -> kn_status {
  let function: StaticString = "kn_vector_animation_value"
  guard let underlying, let out, let outVisible else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): underlying, out_value or out_visible is NULL")
  }
  return Handle.withValue(animation, as: VectorAnimationHandleValue.self, function, "animation") { handle in
    var visible: Int32 = 0
    let status = withLayoutValues(
      function, dimension: handle.dimension, underlying: underlying, underlyingName: "underlying", previous: previous,
      previousName: "previous", out: out
    ) { (below: SIMD4<Double>, before: SIMD4<Double>?) throws(CAPIFailure) in
      let shown: SIMD4<Double>?
      do throws(BasicAnimationError) {
        shown = try handle.animation.value(atParentTime: t, underlying: below, previous: before)
      } catch {
        throw CAPIFailure(KN_ERROR_OVERFLOW, "\(function): at t = \(t): \(error)")
      }
      visible = shown == nil ? 0 : 1
      return shown ?? below
    }
    if status == KN_OK { outVisible.pointee = visible }
    return status
  }
}
