import CKinetics
import Kinetics

// Spring animations (CASpringAnimation) of transforms, colors and vectors, and the basic animations
// of vectors (kinetics.h, "Spring animations, vector animations and presentation values"). A spring
// animation is a basic animation whose timing function is the spring released at 0 toward 1
// (`SpringTimingFunction`, spanning the timing's duration), as CASpringAnimation is a
// CABasicAnimation: it comes back as the basic animation handle of its value and is evaluated,
// stacked and destroyed as one.

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
  ) { (animation: BasicAnimation<Transform3D>) in TypedAnimationHandleValue(animation: animation) }
}

@_cdecl("kn_color_spring_animation_create")
public func kn_color_spring_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ spring: kn_spring, _ initialVelocity: Double,
  _ space: kn_color_space, _ alpha: kn_alpha_mode, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_color_spring_animation_create", desc, dimension: 4, interpolation: { makeColorOptions(space, alpha) },
    spring: (spring, initialVelocity), into: out
  ) { (animation: BasicAnimation<RGBAColor>) in TypedAnimationHandleValue(animation: animation) }
}

@_cdecl("kn_vector_animation_create")
public func kn_vector_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ dimension: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createVectorAnimation(
    "kn_vector_animation_create", desc, dimension: dimension, interpolation: { vectorDimension(dimension) },
    spring: nil, into: out)
}

@_cdecl("kn_vector_spring_animation_create")
public func kn_vector_spring_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ dimension: Int, _ spring: kn_spring, _ initialVelocity: Double,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createVectorAnimation(
    "kn_vector_spring_animation_create", desc, dimension: dimension, interpolation: { vectorDimension(dimension) },
    spring: (spring, initialVelocity), into: out)
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
  vectorAnimationValue("kn_vector_animation_value", animation, t, underlying, previous, out, outVisible)
}
