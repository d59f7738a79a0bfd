import CKinetics
import Kinetics

/// The trim modes `kn_trim_mode` names.
let trimModes = CEnumTable<kn_trim_mode, PathTrimMode>(
  "trim mode", [(KN_TRIM_WHOLE_LENGTH, .wholeLength), (KN_TRIM_EACH_SUBPATH, .eachSubpath)])

/// `MeasuredPath.trimmed(from:to:offset:mode:)` written as SVG path data (`svgPathData`) into the
/// caller's buffer: the length always to `out_length`, the text and a NUL when they fit, else an
/// empty string (when capacity ≥ 1), so the buffer always holds a C string.
@_cdecl("kn_path_trim_svg")
public func kn_path_trim_svg(
  _ path: OpaquePointer?, _ start: Double, _ end: Double, _ offset: Double, _ mode: kn_trim_mode,
  _ outText: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>?
) -> kn_status {
  let name: StaticString = "kn_path_trim_svg"
  guard let outLength else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_length is NULL") }
  guard capacity == 0 || outText != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_text is NULL with capacity \(capacity)")
  }
  let trimMode: PathTrimMode
  switch trimModes.value(mode) {
  case .failure(let failure): return failure.in(name).report()
  case .success(let value): trimMode = value
  }
  return Handle.withValue(path, as: PathHandleValue.self, name, "path") { value in
    let trimmed: AnimationPath
    switch validated({ () throws(PathError) in
      try value.measured.trimmed(from: start, to: end, offset: offset, mode: trimMode)
    }) {
    case .failure(let failure): return failure.in(name).report()
    case .success(let path): trimmed = path
    }
    writeText(trimmed.svgPathData, outText, capacity, outLength)
    return KN_OK
  }
}

/// Writes `text`'s length to `outLength`, and the text and a NUL to `outText` when they fit in
/// `capacity` bytes, else an empty string (when capacity ≥ 1): the kn_path_trim_svg convention.
func writeText(_ text: String, _ outText: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>) {
  let bytes = Array(text.utf8)
  outLength.pointee = bytes.count
  guard let outText, capacity > 0 else { return }
  guard bytes.count < capacity else {
    outText[0] = 0
    return
  }
  for (index, byte) in bytes.enumerated() { outText[index] = CChar(bitPattern: byte) }
  outText[bytes.count] = 0
}
