import CKinetics
import Kinetics

/// The presentation value of a property (kinetics.h, "Spring animations, vector animations and
/// presentation values"): the model value, then each animation of `animations` in order over the
/// value so far, as `AnimatedProperty.presentationValue(at:)` composes them (docs/timing.md):
/// an animation showing something at `t` replaces the value (its unset endpoints resolve to the
/// value so far) or, when additive, is shown over it; one showing nothing is skipped. Every handle
/// is checked (KN_ERROR_NULL_POINTER or KN_ERROR_INVALID_HANDLE naming its index), then evaluated in
/// place: no allocation, no handle retained.
private func presentationValue<Animation: CBasicAnimationHandle>(
  _ function: StaticString, _ type: Animation.Type, dimension: Int, model: UnsafePointer<Double>?,
  previous: UnsafePointer<Double>?, animations: UnsafePointer<OpaquePointer?>?, count: Int, t: Double,
  out: UnsafeMutablePointer<Double>?
) -> kn_status {
  guard let model, let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): model_value or out is NULL") }
  guard ArrayArguments.fits(count, elementSize: MemoryLayout<OpaquePointer?>.stride) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(function, count))
  }
  guard count == 0 || animations != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): animations is NULL with animation_count \(count)")
  }
  return withLayoutValues(
    function, dimension: dimension, underlying: model, underlyingName: "model_value", previous: previous,
    previousName: "previous_model_value", out: out
  ) { (modelValue: Animation.Value, previousValue: Animation.Value?) throws(CAPIFailure) in
    var value = modelValue
    for index in 0..<count {
      let box = try Handle.box(animations![index], as: Animation.self, function, "an animation").mapError {
        CAPIFailure($0.status, "\($0.message) (animations[\(index)])")
      }.get()
      // The animation is evaluated where the handle keeps it (no copy of it).
      let shown: Result<Animation.Value?, CAPIFailure> = box._withUnsafeGuaranteedRef { boxed in
        guard boxed.value.valueDimension == dimension else {
          return .failure(
            CAPIFailure(
              KN_ERROR_SIZE,
              "\(function): animations[\(index)] animates \(boxed.value.valueDimension) doubles, the property \(dimension)"))
        }
        do throws(BasicAnimationError) {
          return .success(try boxed.value.value(atParentTime: t, underlying: value, previous: previousValue))
        } catch {
          return .failure(CAPIFailure(KN_ERROR_OVERFLOW, "\(function): animations[\(index)] at t = \(t): \(error)"))
        }
      }
      if let shown = try shown.get() { value = shown }
    }
    return value
  }
}

@_cdecl("kn_vector_presentation_value")
public func kn_vector_presentation_value(
  _ modelValue: UnsafePointer<Double>?, _ previousModelValue: UnsafePointer<Double>?, _ dimension: Int,
  _ animations: UnsafePointer<OpaquePointer?>?, _ animationCount: Int, _ t: Double, _ outValue: UnsafeMutablePointer<Double>?
) -> kn_status {
  let function: StaticString = "kn_vector_presentation_value"
  guard (1...4).contains(dimension) else {
    return LastError.fail(
      KN_ERROR_SIZE, "\(function): dimension is \(UInt(bitPattern: dimension)); a vector has 1 to 4 doubles")
  }
  return presentationValue(
    function, VectorAnimationHandleValue.self, dimension: dimension, model: modelValue, previous: previousModelValue,
    animations: animations, count: animationCount, t: t, out: outValue)
}

@_cdecl("kn_transform_presentation_value")
public func kn_transform_presentation_value(
  _ modelValue: UnsafePointer<Double>?, _ previousModelValue: UnsafePointer<Double>?,
  _ animations: UnsafePointer<OpaquePointer?>?, _ animationCount: Int, _ t: Double,
  _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  presentationValue(
    "kn_transform_presentation_value", TypedAnimationHandleValue<Transform3D>.self, dimension: 16, model: modelValue,
    previous: previousModelValue, animations: animations, count: animationCount, t: t, out: outMatrix)
}

@_cdecl("kn_color_presentation_value")
public func kn_color_presentation_value(
  _ modelValue: UnsafePointer<Double>?, _ previousModelValue: UnsafePointer<Double>?,
  _ animations: UnsafePointer<OpaquePointer?>?, _ animationCount: Int, _ t: Double,
  _ outColor: UnsafeMutablePointer<Double>?
) -> kn_status {
  presentationValue(
    "kn_color_presentation_value", TypedAnimationHandleValue<RGBAColor>.self,
    dimension: 4, model: modelValue, previous: previousModelValue, animations: animations, count: animationCount,
    t: t, out: outColor)
}
