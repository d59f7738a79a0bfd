import CKinetics
import Kinetics

// The transform and color basic animations (kinetics.h, "Transforms and colors"): created by
// `createAnimation` and evaluated by `basicAnimationValue` (AnimationValueLayout.swift), as the
// vector and spring animations are.

@_cdecl("kn_transform_animation_create")
public func kn_transform_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ path: kn_rotation_path,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_transform_animation_create", desc, dimension: 16, interpolation: { makeRotationPath(path) }, spring: nil,
    into: out, TypedAnimationHandleValue<Transform3D>.init)
}

@_cdecl("kn_transform_animation_destroy")
public func kn_transform_animation_destroy(_ animation: OpaquePointer?) -> kn_status {
  Handle.destroy(animation, as: TypedAnimationHandleValue<Transform3D>.self, "kn_transform_animation_destroy")
}

@_cdecl("kn_transform_animation_value")
public func kn_transform_animation_value(
  _ animation: OpaquePointer?, _ t: Double, _ underlying: UnsafePointer<Double>?,
  _ previous: UnsafePointer<Double>?, _ outMatrix: UnsafeMutablePointer<Double>?,
  _ outVisible: UnsafeMutablePointer<Int32>?
) -> kn_status {
  basicAnimationValue(
    "kn_transform_animation_value", TypedAnimationHandleValue<Transform3D>.self, animation, t, underlying, previous,
    outMatrix, outVisible)
}

@_cdecl("kn_color_animation_create")
public func kn_color_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ space: kn_color_space, _ alpha: kn_alpha_mode,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createAnimation(
    "kn_color_animation_create", desc, dimension: 4, interpolation: { makeColorOptions(space, alpha) }, spring: nil,
    into: out, TypedAnimationHandleValue<RGBAColor>.init)
}

@_cdecl("kn_color_animation_destroy")
public func kn_color_animation_destroy(_ animation: OpaquePointer?) -> kn_status {
  Handle.destroy(animation, as: TypedAnimationHandleValue<RGBAColor>.self, "kn_color_animation_destroy")
}

@_cdecl("kn_color_animation_value")
public func kn_color_animation_value(
  _ animation: OpaquePointer?, _ t: Double, _ underlying: UnsafePointer<Double>?,
  _ previous: UnsafePointer<Double>?, _ outColor: UnsafeMutablePointer<Double>?,
  _ outVisible: UnsafeMutablePointer<Int32>?
) -> kn_status {
  basicAnimationValue(
    "kn_color_animation_value", TypedAnimationHandleValue<RGBAColor>.self, animation, t, underlying, previous,
    outColor, outVisible)
}
