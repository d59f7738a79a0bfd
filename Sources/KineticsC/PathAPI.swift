import CKinetics
import Kinetics

/// What a `kn_path` handle holds: the measured path (length, exact points and tangents) and, for a
/// handle made by `kn_path_create_svg_with_paced_table`, its paced table (fast points). Both are
/// built at creation and never change, so any number of threads may sample one handle.
struct PathHandleValue: Sendable {
  let measured: MeasuredPath
  /// nil: points come from the exact sampler (`MeasuredPath.point(at:)`).
  let table: PacedPathTable?
}

/// Parses and measures `pathData` for the create functions: KN_ERROR_PARSE for text that is not
/// UTF-8 or not path data, KN_ERROR_INVALID_ARGUMENT for a path that cannot be measured.
private func measuredPath(_ pathData: UnsafePointer<CChar>?) throws(CAPIFailure) -> MeasuredPath {
  guard let pathData else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "path_data is NULL") }
  guard let data = String(validatingCString: pathData) else {
    throw CAPIFailure(KN_ERROR_PARSE, "path_data is not valid UTF-8")
  }
  return try validated(status: { error in
    if case .malformedPathData = error { return KN_ERROR_PARSE }
    return KN_ERROR_INVALID_ARGUMENT
  }) { () throws(PathError) in try AnimationPath(svgPathData: data).measured() }.get()
}

/// Parse and measure only: the exact sampler serves every sample (see kinetics.h for the costs).
@_cdecl("kn_path_create_svg")
public func kn_path_create_svg(
  _ pathData: UnsafePointer<CChar>?, _ outPath: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_path_create_svg", into: outPath, "out_path") { () throws(CAPIFailure) in
    PathHandleValue(measured: try measuredPath(pathData), table: nil)
  }
}

/// Parse, measure and build the paced table (`MeasuredPath.pacedTable()`, tolerance 1e-9).
@_cdecl("kn_path_create_svg_with_paced_table")
public func kn_path_create_svg_with_paced_table(
  _ pathData: UnsafePointer<CChar>?, _ outPath: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_path_create_svg_with_paced_table", into: outPath, "out_path") { () throws(CAPIFailure) in
    let measured = try measuredPath(pathData)
    return PathHandleValue(measured: measured, table: try validated { () throws(PathError) in try measured.pacedTable() }.get())
  }
}

@_cdecl("kn_path_destroy")
public func kn_path_destroy(_ path: OpaquePointer?) -> kn_status {
  Handle.destroy(path, as: PathHandleValue.self, "kn_path_destroy")
}

@_cdecl("kn_path_length")
public func kn_path_length(_ path: OpaquePointer?, _ outLength: UnsafeMutablePointer<Double>?)
  -> kn_status
{
  Handle.read(path, as: PathHandleValue.self, "kn_path_length", "path", into: outLength, "out_length") {
    $0.measured.length
  }
}

@_cdecl("kn_path_keyframe_count")
public func kn_path_keyframe_count(_ path: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?)
  -> kn_status
{
  Handle.read(path, as: PathHandleValue.self, "kn_path_keyframe_count", "path", into: outCount, "out_count") {
    $0.measured.keyframeCount
  }
}

/// The rotation modes `kn_rotation_mode` names.
let rotationModes = CEnumTable<kn_rotation_mode, PathRotationMode>(
  "rotation mode", [(KN_ROTATION_AUTO, .auto), (KN_ROTATION_AUTO_REVERSE, .autoReverse)])

@_cdecl("kn_path_sample_paced")
public func kn_path_sample_paced(
  _ path: OpaquePointer?, _ u: UnsafePointer<Double>?, _ outX: UnsafeMutablePointer<Double>?,
  _ outY: UnsafeMutablePointer<Double>?, _ outAngle: UnsafeMutablePointer<Double>?,
  _ rotation: kn_rotation_mode,
  _ count: Int
) -> kn_status {
  let name: StaticString = "kn_path_sample_paced"
  guard ArrayArguments.fits(count, elementSize: 8) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  let rotationMode: PathRotationMode
  switch rotationModes.value(rotation) {
  case .failure(let failure): return failure.in(name).report()
  case .success(let mode): rotationMode = mode
  }
  return Handle.withValue(path, as: PathHandleValue.self, name, "path") { value in
    guard count > 0 else { return KN_OK }
    guard let u, let outX, let outY else {
      return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): u, out_x or out_y is NULL")
    }
    let fractions = UnsafeBufferPointer(start: u, count: count)
    guard let table = value.table else {
      // No table: the exact sampler, whose location also gives the angle.
      for index in 0..<count {
        let location = value.measured.location(atPacedFraction: fractions[index])
        let point = value.measured.point(at: location)
        outX[index] = point.x
        outY[index] = point.y
        outAngle?[index] = value.measured.tangentAngle(at: location, rotationMode: rotationMode)
      }
      return pacedOverflowCheck(name, fractions, outX, outY, outAngle)
    }
    // x and y have count elements each: the batch call cannot throw.
    try? table.points(
      atPacedFractions: fractions, x: UnsafeMutableBufferPointer(start: outX, count: count),
      y: UnsafeMutableBufferPointer(start: outY, count: count))
    if let outAngle {
      // Estimated one-core cost per angle, from the bench's c-api-path-angles (docs/benchmarks.md);
      // it only decides when to split across threads (BatchParallelism): a Newton solve each.
      BatchParallelism.automatic._forEachChunk(count: count, nanosecondsPerElement: 300) { range in
        for index in range {
          let location = value.measured.location(atPacedFraction: fractions[index])
          outAngle[index] = value.measured.tangentAngle(at: location, rotationMode: rotationMode)
        }
      }
    }
    return pacedOverflowCheck(name, fractions, outX, outY, outAngle)
  }
}

/// The shared output check (`overflowCheck`) on each output of `kn_path_sample_paced`: x, y and,
/// when asked for, the angle.
private func pacedOverflowCheck(
  _ name: StaticString, _ fractions: UnsafeBufferPointer<Double>, _ outX: UnsafeMutablePointer<Double>,
  _ outY: UnsafeMutablePointer<Double>, _ outAngle: UnsafeMutablePointer<Double>?
) -> kn_status {
  func check(_ output: UnsafeMutablePointer<Double>) -> kn_status {
    overflowCheck(name, fractions, UnsafeMutableBufferPointer(start: output, count: fractions.count))
  }
  let status = check(outX)
  if status != KN_OK { return status }
  let yStatus = check(outY)
  if yStatus != KN_OK { return yStatus }
  return outAngle.map(check) ?? KN_OK
}
