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

/// Parses and measures `pathData` for the create functions; nil (with the error recorded) on failure.
private func measuredPath(_ pathData: UnsafePointer<CChar>?, _ outPath: UnsafeMutablePointer<OpaquePointer?>?, name: String)
  -> (MeasuredPath?, kn_status)
{
  guard let pathData, outPath != nil else {
    return (nil, LastError.fail(KN_ERROR_NULL_POINTER, "\(name): path_data or out_path is NULL"))
  }
  guard let data = String(validatingCString: pathData) else {
    return (nil, LastError.fail(KN_ERROR_PARSE, "\(name): path_data is not valid UTF-8"))
  }
  do {
    return (try AnimationPath(svgPathData: data).measured(), KN_OK)
  } catch {
    if case .malformedPathData = error {
      return (nil, LastError.fail(KN_ERROR_PARSE, "\(name): \(error)"))
    }
    return (nil, LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)"))
  }
}

/// Parse and measure only: the exact sampler serves every sample (see kinetics.h for the costs).
@_cdecl("kn_path_create_svg")
public func kn_path_create_svg(
  _ pathData: UnsafePointer<CChar>?, _ outPath: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let (measured, status) = measuredPath(pathData, outPath, name: "kn_path_create_svg")
  guard let measured, let outPath else { return status }
  return Handle.create(PathHandleValue(measured: measured, table: nil), into: outPath, "kn_path_create_svg")
}

/// Parse, measure and build the paced table (`MeasuredPath.pacedTable()`, tolerance 1e-9).
@_cdecl("kn_path_create_svg_with_paced_table")
public func kn_path_create_svg_with_paced_table(
  _ pathData: UnsafePointer<CChar>?, _ outPath: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let name = "kn_path_create_svg_with_paced_table"
  let (measured, status) = measuredPath(pathData, outPath, name: name)
  guard let measured, let outPath else { return status }
  do {
    return Handle.create(PathHandleValue(measured: measured, table: try measured.pacedTable()), into: outPath, name)
  } catch {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
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

@_cdecl("kn_path_sample_paced")
public func kn_path_sample_paced(
  _ path: OpaquePointer?, _ u: UnsafePointer<Double>?, _ outX: UnsafeMutablePointer<Double>?,
  _ outY: UnsafeMutablePointer<Double>?, _ outAngle: UnsafeMutablePointer<Double>?,
  _ rotation: kn_rotation_mode,
  _ count: Int
) -> kn_status {
  let name = "kn_path_sample_paced"
  guard ArrayArguments.fits(count, elementSize: 8) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  let rotationMode: PathRotationMode
  switch rotation {
  case KN_ROTATION_AUTO: rotationMode = .auto
  case KN_ROTATION_AUTO_REVERSE: rotationMode = .autoReverse
  default:
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "\(name): unknown rotation mode \(rotation.rawValue)")
  }
  return Handle.withValue(path, as: PathHandleValue.self, "kn_path_sample_paced", "path") { value in
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
  _ name: String, _ fractions: UnsafeBufferPointer<Double>, _ outX: UnsafeMutablePointer<Double>,
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
