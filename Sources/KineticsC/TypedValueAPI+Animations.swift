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

@_cdecl("kn_value_function_transform")
public func kn_value_function_transform(
  _ name: UnsafePointer<CChar>?, _ inputs: UnsafePointer<Double>?, _ inputCount: Int,
  _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  let function: StaticString = "kn_value_function_transform"
  guard let name, let outMatrix, inputCount == 0 || inputs != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): name, inputs or out_matrix is NULL")
  }
  guard inputCount == 1 || inputCount == 3 else {
    return LastError.fail(KN_ERROR_SIZE, "\(function): \(UInt(bitPattern: inputCount)) inputs; value functions take 1 or 3")
  }
  do throws(TransformError) {
    let valueFunction = try valueFunction(named: name)
    let transform =
      inputCount == 1
      ? try valueFunction.transform(inputs![0]) : try valueFunction.transform(SIMD3(inputs![0], inputs![1], inputs![2]))
    transform.writeC(outMatrix)
    return KN_OK
  } catch {
    if case .wrongElementCount = error { return LastError.fail(KN_ERROR_SIZE, "\(function): \(error)") }
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(function): \(error)")
  }
}

/// Every value function with its name's bytes and terminating NUL, in a table built once (the
/// lookup then compares bytes in place, never building or iterating a String).
private let valueFunctionNames: [(function: ValueFunction, name: [UInt8])] = ValueFunction.allCases.map {
  ($0, Array($0.rawValue.utf8) + [0])
}

/// The value function whose name is the C string `name`.
/// - Throws: ``TransformError/unknownValueFunction(_:)``.
@inline(__always)
private func valueFunction(named name: UnsafePointer<CChar>) throws(TransformError) -> ValueFunction {
  let bytes = UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)
  for entry in valueFunctionNames where entry.name.withUnsafeBufferPointer({ isName(bytes, $0) }) {
    return entry.function
  }
  throw .unknownValueFunction(String(cString: name))
}

/// Whether the C string at `bytes` is `candidate` (a name and its NUL): byte by byte, stopping at
/// the first difference, so nothing past the string's terminator is read.
@inline(__always)
private func isName(_ bytes: UnsafePointer<UInt8>, _ candidate: UnsafeBufferPointer<UInt8>) -> Bool {
  for index in candidate.indices where bytes[index] != candidate[index] { return false }
  return true
}
