import CKinetics
import Kinetics

/// The typed track a C description asks for: `desc.dimension` must be the value's C size (16 for
/// transforms, 4 for colors); every value is validated as the value type's initializer does.
private func makeTypedTrack<Value: CAnimatableValue>(
  _ desc: kn_keyframe_track_desc, _ interpolation: Value.InterpolationOptions, _ name: String
) -> Result<TypedTrackHandleValue<Value>, CAPIFailure> {
  guard desc.dimension == Value.cComponentCount else {
    return .failure(
      CAPIFailure(
        KN_ERROR_SIZE, "\(name): dimension is \(desc.dimension), a \(Value.cValueName) has \(Value.cComponentCount)"))
  }
  let parts: KeyframeDescription
  do { parts = try makeKeyframeDescription(desc) } catch {
    return .failure(CAPIFailure(error.status, "\(name): \(error.message)"))
  }
  var values: [Value] = []
  values.reserveCapacity(desc.value_count)
  let failure: CAPIFailure? = parts.values.withUnsafeBufferPointer { flat in
    for index in 0..<desc.value_count {
      switch Value.fromC(flat.baseAddress! + index * Value.cComponentCount) {
      case .success(let value): values.append(value)
      case .failure(let failure): return CAPIFailure(failure.status, "\(name): value \(index): \(failure.message)")
      }
    }
    return nil
  }
  if let failure { return .failure(failure) }
  do {
    return .success(
      TypedTrackHandleValue(
        track: try parts.typedTrack(of: values, interpolation: interpolation)))
  } catch {
    return .failure(CAPIFailure(KeyframeDescription.status(of: error), "\(name): \(error)"))
  }
}

/// Creates the handle of a typed track, reporting a failure.
private func createTypedTrack<Value: CAnimatableValue>(
  _ desc: UnsafePointer<kn_keyframe_track_desc>?, _ outTrack: UnsafeMutablePointer<OpaquePointer?>?,
  _ interpolation: Result<Value.InterpolationOptions, CAPIFailure>, _ type: Value.Type, _ name: StaticString
) -> kn_status {
  guard let desc, let outTrack else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): desc or out_track is NULL")
  }
  let made: Result<TypedTrackHandleValue<Value>, CAPIFailure> = interpolation
    .mapError { CAPIFailure($0.status, "\(name): \($0.message)") }
    .flatMap { makeTypedTrack(desc.pointee, $0, "\(name)") }
  switch made {
  case .failure(let failure): return failure.report()
  case .success(let value): return Handle.create(value, into: outTrack, name)
  }
}

/// The value at progress `u` into `out` (the value's C size).
private func typedTrackValue<Value: CAnimatableValue>(
  _ track: OpaquePointer?, _ u: Double, _ out: UnsafeMutablePointer<Double>?, _ type: Value.Type,
  _ name: StaticString
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out is NULL") }
  return Handle.withValue(track, as: TypedTrackHandleValue<Value>.self, name, "track") { handle in
    let value = handle.track.value(at: u)
    guard value.isFiniteValue else { return overflowFailure(name, u) }
    value.writeC(out)
    return KN_OK
  }
}

/// The values at `count` progress values, each written as the value's C size, one after another.
private func typedTrackValueArray<Value: CAnimatableValue>(
  _ track: OpaquePointer?, _ u: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?, _ count: Int,
  _ type: Value.Type, _ name: StaticString
) -> kn_status {
  Handle.withValue(track, as: TypedTrackHandleValue<Value>.self, name, "track") { handle in
    guard ArrayArguments.fits(count, elementSize: 8, multiplier: Value.cComponentCount) else {
      return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
    }
    guard count > 0 else { return KN_OK }
    guard let u, let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an array is NULL") }
    for index in 0..<count {
      let value = handle.track.value(at: u[index])
      guard value.isFiniteValue else { return overflowFailure(name, u[index], index: index) }
      value.writeC(out + index * Value.cComponentCount)
    }
    return KN_OK
  }
}

/// KN_ERROR_OVERFLOW for a value beyond the range of double at progress `u` (an extrapolating
/// timing function took the blend there), naming the input.
private func overflowFailure(_ name: StaticString, _ u: Double, index: Int? = nil) -> kn_status {
  let input = index.map { "u[\($0)] = \(u)" } ?? "u = \(u)"
  return LastError.fail(KN_ERROR_OVERFLOW, "\(name): the value at \(input) is beyond the range of double")
}

@_cdecl("kn_transform_track_create")
public func kn_transform_track_create(
  _ desc: UnsafePointer<kn_keyframe_track_desc>?, _ path: kn_rotation_path,
  _ outTrack: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createTypedTrack(desc, outTrack, makeRotationPath(path), Transform3D.self, "kn_transform_track_create")
}

@_cdecl("kn_transform_track_destroy")
public func kn_transform_track_destroy(_ track: OpaquePointer?) -> kn_status {
  Handle.destroy(track, as: TypedTrackHandleValue<Transform3D>.self, "kn_transform_track_destroy")
}

@_cdecl("kn_transform_track_value")
public func kn_transform_track_value(
  _ track: OpaquePointer?, _ u: Double, _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  typedTrackValue(track, u, outMatrix, Transform3D.self, "kn_transform_track_value")
}

@_cdecl("kn_transform_track_value_array")
public func kn_transform_track_value_array(
  _ track: OpaquePointer?, _ u: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  typedTrackValueArray(track, u, out, count, Transform3D.self, "kn_transform_track_value_array")
}

@_cdecl("kn_color_track_create")
public func kn_color_track_create(
  _ desc: UnsafePointer<kn_keyframe_track_desc>?, _ space: kn_color_space, _ alpha: kn_alpha_mode,
  _ outTrack: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  createTypedTrack(desc, outTrack, makeColorOptions(space, alpha), RGBAColor.self, "kn_color_track_create")
}

@_cdecl("kn_color_track_destroy")
public func kn_color_track_destroy(_ track: OpaquePointer?) -> kn_status {
  Handle.destroy(track, as: TypedTrackHandleValue<RGBAColor>.self, "kn_color_track_destroy")
}

@_cdecl("kn_color_track_value")
public func kn_color_track_value(
  _ track: OpaquePointer?, _ u: Double, _ outColor: UnsafeMutablePointer<Double>?
) -> kn_status {
  typedTrackValue(track, u, outColor, RGBAColor.self, "kn_color_track_value")
}

@_cdecl("kn_color_track_value_array")
public func kn_color_track_value_array(
  _ track: OpaquePointer?, _ u: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  typedTrackValueArray(track, u, out, count, RGBAColor.self, "kn_color_track_value_array")
}
