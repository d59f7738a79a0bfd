import CKinetics
import Kinetics

/// The typed basic animation a C description asks for.
private func makeTypedAnimation<Value: CAnimatableValue>(
  _ desc: kn_basic_animation_desc, _ interpolation: Value.InterpolationOptions
) -> Result<TypedAnimationHandleValue<Value>, CAPIFailure> {
  func value(_ pointer: UnsafePointer<Double>?, _ name: String) -> Result<Value?, CAPIFailure> {
    guard let pointer else { return .success(nil) }
    return Value.fromC(pointer).map { $0 }.mapError { CAPIFailure($0.status, "\(name): \($0.message)") }
  }
  let timing: MediaTiming
  switch makeMediaTiming(desc.timing) {
  case .failure(let error): return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "timing: \(error.message)"))
  case .success(let made): timing = made
  }
  var timingFunction: (any TimingFunction)?
  if let pointer = desc.timing_function {
    switch makeTimingFunction(pointer.pointee) {
    case .failure(let error): return .failure(CAPIFailure(error.status, "timing_function: \(error.message)"))
    case .success(let made): timingFunction = made
    }
  }
  return value(desc.from_value, "from_value").flatMap { from in
    value(desc.to_value, "to_value").flatMap { to in
      value(desc.by_value, "by_value").flatMap { by in
        Result { () throws(BasicAnimationError) in
          TypedAnimationHandleValue(
            animation: try TypedBasicAnimation(
              fromValue: from, toValue: to, byValue: by, timing: timing, timingFunction: timingFunction,
              isAdditive: desc.additive != 0, isCumulative: desc.cumulative != 0, interpolation: interpolation))
        }.mapError { CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\($0)") }
      }
    }
  }
}

/// Creates the handle of a typed animation, reporting a failure.
private func createTypedAnimation<Value: CAnimatableValue>(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ interpolation: Result<Value.InterpolationOptions, CAPIFailure>, _ type: Value.Type, _ name: StaticString
) -> kn_status {
  guard let desc, let out else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): desc or out_animation is NULL")
  }
  let made: Result<TypedAnimationHandleValue<Value>, CAPIFailure> = interpolation.flatMap {
    makeTypedAnimation(desc.pointee, $0)
  }
  switch made {
  case .failure(let failure): return LastError.fail(failure.status, "\(name): \(failure.message)")
  case .success(let value): return Handle.create(value, into: out, name)
  }
}

/// The animation's value over `underlying` at parent time `t`, or `underlying` and visible 0;
/// KN_ERROR_OVERFLOW (nothing written) when the value is beyond the range of double.
private func typedAnimationValue<Value: CAnimatableValue>(
  _ animation: OpaquePointer?, _ t: Double, _ underlying: UnsafePointer<Double>?,
  _ previous: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?,
  _ outVisible: UnsafeMutablePointer<Int32>?, _ type: Value.Type, _ name: StaticString
) -> kn_status {
  guard let underlying, let out, let outVisible else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): underlying, out or out_visible is NULL")
  }
  return Handle.withValue(animation, as: TypedAnimationHandleValue<Value>.self, name, "animation") { handle in
    let below: Value
    switch Value.fromC(underlying) {
    case .failure(let failure): return LastError.fail(failure.status, "\(name): underlying: \(failure.message)")
    case .success(let value): below = value
    }
    var previousValue: Value?
    if let previous {
      switch Value.fromC(previous) {
      case .failure(let failure): return LastError.fail(failure.status, "\(name): previous: \(failure.message)")
      case .success(let value): previousValue = value
      }
    }
    let shown: Value?
    do throws(BasicAnimationError) {
      shown = try handle.animation.value(atParentTime: t, underlying: below, previous: previousValue)
    } catch {
      return LastError.fail(KN_ERROR_OVERFLOW, "\(name): at t = \(t): \(error)")
    }
    (shown ?? below).writeC(out)
    outVisible.pointee = shown == nil ? 0 : 1
    return KN_OK
  }
}

@_cdecl("kn_transform_animation_create")
public func kn_transform_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ path: kn_rotation_path,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createTypedAnimation(desc, out, makeRotationPath(path), Transform3D.self, "kn_transform_animation_create")
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
  typedAnimationValue(
    animation, t, underlying, previous, outMatrix, outVisible, Transform3D.self, "kn_transform_animation_value")
}

@_cdecl("kn_color_animation_create")
public func kn_color_animation_create(
  _ desc: UnsafePointer<kn_basic_animation_desc>?, _ space: kn_color_space, _ alpha: kn_alpha_mode,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createTypedAnimation(desc, out, makeColorOptions(space, alpha), RGBAColor.self, "kn_color_animation_create")
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
  typedAnimationValue(
    animation, t, underlying, previous, outColor, outVisible, RGBAColor.self, "kn_color_animation_value")
}

@_cdecl("kn_value_function_transform")
public func kn_value_function_transform(
  _ name: UnsafePointer<CChar>?, _ inputs: UnsafePointer<Double>?, _ inputCount: Int,
  _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  let function = "kn_value_function_transform"
  guard let name, let outMatrix, inputCount == 0 || inputs != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): name, inputs or out_matrix is NULL")
  }
  guard inputCount == 1 || inputCount == 3 else {
    return LastError.fail(KN_ERROR_SIZE, "\(function): \(UInt(bitPattern: inputCount)) inputs; value functions take 1 or 3")
  }
  do throws(TransformError) {
    let valueFunction = try ValueFunction(name: String(cString: name))
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
