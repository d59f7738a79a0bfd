import CKinetics
import Kinetics

// kn_replicator_*: a CAReplicatorLayer behind a handle (kinetics.h, "Layers: replicators";
// docs/layers.md, "Replicator"). The handle holds the validated layer with its prepared powers, so
// each call is the Swift call on it.

extension ReplicatorLayer: HandleValue {
  static var handleKind: HandleKind { .replicator }
}

/// The Swift replicator a C description gives, or why it is invalid.
func makeReplicator(_ desc: kn_replicator_desc) -> Result<ReplicatorLayer, CAPIFailure> {
  Result { () throws(CAPIFailure) in
    // size_t arrives as Int: a count above Int.max reads as negative.
    let count = desc.instance_count
    guard count >= 0 else { throw CAPIFailure(KN_ERROR_SIZE, "instance_count \(UInt(bitPattern: count)) is too large") }
    let elements = withUnsafeBytes(of: desc.instance_transform) { Array($0.bindMemory(to: Double.self)) }
    let color = withUnsafeBytes(of: desc.instance_color) { Array($0.bindMemory(to: Double.self)) }
    let transform = try validated { () throws(TransformError) in try Transform3D(elements: elements) }
      .mapError { CAPIFailure($0.status, "instance_transform: \($0.message)") }.get()
    let tint = try validated { () throws(ColorError) in
      try RGBAColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])
    }.mapError { CAPIFailure($0.status, "instance_color: \($0.message)") }.get()
    return try validated(status: { error in
      if case .transformOverflow = error { return KN_ERROR_OVERFLOW }
      return KN_ERROR_INVALID_ARGUMENT
    }) { () throws(ReplicatorError) in
      try ReplicatorLayer(
        instanceCount: count, instanceDelay: desc.instance_delay, instanceTransform: transform, instanceColor: tint,
        instanceRedOffset: desc.red_offset, instanceGreenOffset: desc.green_offset, instanceBlueOffset: desc.blue_offset,
        instanceAlphaOffset: desc.alpha_offset)
    }.get()
  }
}

@_cdecl("kn_replicator_create")
public func kn_replicator_create(
  _ desc: UnsafePointer<kn_replicator_desc>?, _ outReplicator: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_replicator_create", from: desc, into: outReplicator, "out_replicator") { desc throws(CAPIFailure) in
    try makeReplicator(desc).get()
  }
}

@_cdecl("kn_replicator_destroy")
public func kn_replicator_destroy(_ replicator: OpaquePointer?) -> kn_status {
  Handle.destroy(replicator, as: ReplicatorLayer.self, "kn_replicator_destroy")
}

/// The shared body of the per-instance calls: the layer behind `replicator`, `out` not NULL and
/// `index` below instanceCount, then `body`.
@inline(__always)
private func withInstance<Output>(
  _ name: StaticString, _ replicator: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<Output>?,
  _ outName: StaticString, _ body: (ReplicatorLayer, UnsafeMutablePointer<Output>) -> kn_status
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): \(outName) is NULL") }
  return Handle.withValue(replicator, as: ReplicatorLayer.self, name, "replicator") { layer in
    guard index >= 0 && index < layer.instanceCount else {
      return LastError.fail(
        KN_ERROR_INVALID_ARGUMENT, "\(name): \(ReplicatorError.instanceOutOfRange(index: index, count: layer.instanceCount))")
    }
    return body(layer, out)
  }
}

/// The shared body of the all-instance calls: the layer behind `replicator`, and `out` holding
/// `count` instances of `perInstance` elements, count being instanceCount.
@inline(__always)
private func withAllInstances<Output>(
  _ name: StaticString, _ replicator: OpaquePointer?, _ out: UnsafeMutablePointer<Output>?, _ count: Int,
  perInstance: Int, _ body: (ReplicatorLayer, UnsafeMutableBufferPointer<Output>) -> kn_status
) -> kn_status {
  guard ArrayArguments.fits(count, elementSize: MemoryLayout<Output>.stride, multiplier: perInstance) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  return Handle.withValue(replicator, as: ReplicatorLayer.self, name, "replicator") { layer in
    guard count == layer.instanceCount else {
      return LastError.fail(
        KN_ERROR_SIZE, "\(name): count is \(count), the replicator has \(layer.instanceCount) instances")
    }
    guard count > 0 else { return KN_OK }
    guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): the output is NULL with a count of \(count)") }
    return body(layer, UnsafeMutableBufferPointer(start: out, count: perInstance * count))
  }
}

@_cdecl("kn_replicator_instance_transform")
public func kn_replicator_instance_transform(
  _ replicator: OpaquePointer?, _ index: Int, _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_replicator_instance_transform"
  return withInstance(name, replicator, index, outMatrix, "out_matrix") { layer, out in
    validated { () throws(ReplicatorError) in try layer.transform(ofInstance: index) }.failure(in: name, KN_ERROR_OVERFLOW)
      .deliver { t in
        // Element by element: no array allocated.
        (out[0], out[1], out[2], out[3]) = (t.m11, t.m12, t.m13, t.m14)
        (out[4], out[5], out[6], out[7]) = (t.m21, t.m22, t.m23, t.m24)
        (out[8], out[9], out[10], out[11]) = (t.m31, t.m32, t.m33, t.m34)
        (out[12], out[13], out[14], out[15]) = (t.m41, t.m42, t.m43, t.m44)
      }
  }
}

@_cdecl("kn_replicator_instance_transforms")
public func kn_replicator_instance_transforms(
  _ replicator: OpaquePointer?, _ outMatrices: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  instanceTransforms("kn_replicator_instance_transforms", replicator, outMatrices, count)
}

@_cdecl("kn_replicator_instance_transforms_f")
public func kn_replicator_instance_transforms_f(
  _ replicator: OpaquePointer?, _ outMatrices: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  instanceTransforms("kn_replicator_instance_transforms_f", replicator, outMatrices, count)
}

/// The body of kn_replicator_instance_transforms and its `_f` form: the Swift batch
/// (`instanceTransformElements(into:)`, specialized for both) into 16·count elements. The batch
/// refuses a double beyond the range; a float element that rounded to ±∞ from a finite double
/// gives KN_ERROR_OVERFLOW (the elements stay written), found by one pass over the outputs' bits
/// (`outputsAllFinite`), for `Float` only.
@inline(__always)
private func instanceTransforms<Element: BatchFloatingPoint>(
  _ name: StaticString, _ replicator: OpaquePointer?, _ outMatrices: UnsafeMutablePointer<Element>?, _ count: Int
) -> kn_status {
  withAllInstances(name, replicator, outMatrices, count, perInstance: 16) { layer, buffer in
    let status = validated { () throws(ReplicatorError) in try layer.instanceTransformElements(into: buffer) }
      .failure(in: name, KN_ERROR_OVERFLOW).deliver { _ in }
    guard status == KN_OK, Element.self != Double.self, !outputsAllFinite(UnsafeBufferPointer(buffer)) else { return status }
    let index = buffer.firstIndex { !$0.isFinite } ?? 0
    return LastError.fail(
      KN_ERROR_OVERFLOW,
      "\(name): element \(index % 16) of instance \(index / 16) is beyond the range of float (its double is finite)")
  }
}

@_cdecl("kn_replicator_instance_color")
public func kn_replicator_instance_color(
  _ replicator: OpaquePointer?, _ index: Int, _ outRGBA: UnsafeMutablePointer<Double>?
) -> kn_status {
  withInstance("kn_replicator_instance_color", replicator, index, outRGBA, "out_rgba") { layer, out in
    let color = layer.color(ofInstance: index)
    (out[0], out[1], out[2], out[3]) = (color.red, color.green, color.blue, color.alpha)
    return KN_OK
  }
}

@_cdecl("kn_replicator_instance_colors")
public func kn_replicator_instance_colors(
  _ replicator: OpaquePointer?, _ outRGBA: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  withAllInstances("kn_replicator_instance_colors", replicator, outRGBA, count, perInstance: 4) { layer, buffer in
    for index in 0..<count {
      let color = layer.color(ofInstance: index)
      (buffer[4 * index], buffer[4 * index + 1], buffer[4 * index + 2], buffer[4 * index + 3]) =
        (color.red, color.green, color.blue, color.alpha)
    }
    return KN_OK
  }
}

@_cdecl("kn_replicator_instance_time")
public func kn_replicator_instance_time(
  _ replicator: OpaquePointer?, _ index: Int, _ t: Double, _ outTime: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_replicator_instance_time"
  return withInstance(name, replicator, index, outTime, "out_time") { layer, out in
    localTimes(name, layer, t, UnsafeMutableBufferPointer(start: out, count: 1), first: index)
  }
}

@_cdecl("kn_replicator_instance_times")
public func kn_replicator_instance_times(
  _ replicator: OpaquePointer?, _ t: Double, _ outTimes: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_replicator_instance_times"
  return withAllInstances(name, replicator, outTimes, count, perInstance: 1) { layer, buffer in
    localTimes(name, layer, t, buffer, first: 0)
  }
}

/// Writes the local times of instances first, first + 1, … at parent time `t` into `out`:
/// KN_ERROR_INVALID_ARGUMENT for a t that is not finite, KN_ERROR_OVERFLOW (nothing useful
/// written) when one is beyond the range of double.
private func localTimes(
  _ name: StaticString, _ layer: ReplicatorLayer, _ t: Double, _ out: UnsafeMutableBufferPointer<Double>, first: Int
) -> kn_status {
  guard t.isFinite else { return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): t must be finite, got \(t)") }
  for offset in out.indices {
    let local = layer.localTime(ofInstance: first + offset, atTime: t)
    guard local.isFinite else {
      return LastError.fail(
        KN_ERROR_OVERFLOW, "\(name): the local time of instance \(first + offset) at t = \(t) is beyond the range of double")
    }
    out[offset] = local
  }
  return KN_OK
}
