import CKinetics
import Kinetics

/// The layout of a `kn_bezier_curve`: the Swift `CubicBezierTimingCurve` at offset 0, and a tag in
/// the last eight bytes that `kn_bezier_curve_init` writes and every call checks, so that storage
/// never initialized is refused instead of read as a curve.
///
/// The curve holds only Doubles, SIMD vectors of them and a Bool (`_isPOD`, tested), so its bytes
/// may be copied by C with `memcpy` and the copy is the same curve.
enum BezierCurveStorage {
  /// `KN_BEZIER_CURVE_SIZE`.
  static let size = Int(KN_BEZIER_CURVE_SIZE)
  /// `KN_BEZIER_CURVE_ALIGNMENT`.
  static let alignment = Int(KN_BEZIER_CURVE_ALIGNMENT)
  /// Where the tag lives: the last eight bytes.
  static let tagOffset = size - 8
  /// "knbcurv" and a layout version (1): an initialized curve's last eight bytes.
  static let tag: UInt64 = 0x6B6E_6263_7572_7601

  /// Whether the Swift value and the tag fit the C storage: known at compile time, and tested
  /// (`BezierCurveCAPITests`), so that a larger Swift curve fails a test instead of writing past
  /// the caller's storage; `kn_bezier_curve_init` refuses to write if it is ever false.
  static var fits: Bool {
    MemoryLayout<CubicBezierTimingCurve>.size <= tagOffset
      && MemoryLayout<CubicBezierTimingCurve>.alignment <= alignment
      && _isPOD(CubicBezierTimingCurve.self)
  }

  /// Whether `storage` has the alignment of a curve, or the failure naming `argument`.
  @inline(__always)
  static func aligned(_ storage: UnsafeRawPointer, _ function: StaticString, _ argument: StaticString) -> CAPIFailure? {
    guard Int(bitPattern: storage) & (alignment - 1) == 0 else {
      return CAPIFailure(
        KN_ERROR_INVALID_ARGUMENT, "\(function): \(argument) is not \(alignment)-byte aligned (KN_BEZIER_CURVE_ALIGNMENT)")
    }
    return nil
  }

  /// The curve in `storage`, read in place, or the failure to report: NULL, misaligned storage,
  /// or storage without the tag. Costs an alignment test and one comparison.
  @inline(__always)
  static func curve(
    _ storage: UnsafePointer<kn_bezier_curve>?, _ name: StaticString
  ) -> Result<UnsafePointer<CubicBezierTimingCurve>, CAPIFailure> {
    guard let storage else {
      return .failure(CAPIFailure(KN_ERROR_NULL_POINTER, "\(name): curve is NULL"))
    }
    let raw = UnsafeRawPointer(storage)
    if let misaligned = aligned(raw, name, "curve") { return .failure(misaligned) }
    guard raw.load(fromByteOffset: tagOffset, as: UInt64.self) == tag else {
      return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): curve was not initialized by kn_bezier_curve_init"))
    }
    // The bytes were written as a CubicBezierTimingCurve by kn_bezier_curve_init (or copied from
    // such bytes, which for a trivial type is the same value).
    return .success(raw.assumingMemoryBound(to: CubicBezierTimingCurve.self))
  }
}

@_cdecl("kn_bezier_curve_size")
public func kn_bezier_curve_size() -> Int { BezierCurveStorage.size }

@_cdecl("kn_bezier_curve_init")
public func kn_bezier_curve_init(
  _ params: kn_cubic_bezier, _ outCurve: UnsafeMutablePointer<kn_bezier_curve>?
) -> kn_status {
  let name: StaticString = "kn_bezier_curve_init"
  guard let outCurve else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_curve is NULL") }
  let raw = UnsafeMutableRawPointer(outCurve)
  if let misaligned = BezierCurveStorage.aligned(raw, name, "out_curve") { return misaligned.report() }
  guard BezierCurveStorage.fits else {
    return LastError.fail(
      KN_ERROR_SIZE,
      "\(name): this build's curve (\(MemoryLayout<CubicBezierTimingCurve>.size) bytes) does not fit KN_BEZIER_CURVE_SIZE")
  }
  // A switch on the constructor's own result, so the curve is built straight into the storage
  // (through a Result with a CAPIFailure it would be copied on the way).
  switch makeCurve(params) {
  case .failure(let error): return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  case .success(let curve):
    raw.initializeMemory(as: CubicBezierTimingCurve.self, to: curve)
    raw.storeBytes(of: BezierCurveStorage.tag, toByteOffset: BezierCurveStorage.tagOffset, as: UInt64.self)
    return KN_OK
  }
}

@_cdecl("kn_bezier_curve_progress")
public func kn_bezier_curve_progress(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarCall("kn_bezier_curve_progress", x, "x", into: outProgress, "out_progress", result: "progress") {
    BezierCurveStorage.curve(curve, "kn_bezier_curve_progress").map { $0.pointee.progress(at: x) }
  }
}

/// `evaluateArray` on the curve stored in a `kn_bezier_curve`.
@inline(__always)
func storedCurveArray<Element: BinaryFloatingPoint>(
  _ name: StaticString, _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (UnsafePointer<CubicBezierTimingCurve>, UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) -> Void
) -> kn_status {
  evaluateArray(name, x, outProgress, count, context: { BezierCurveStorage.curve(curve, name) }, evaluate: evaluate)
}

// The batch calls below cannot throw: outputs.count == inputs.count.

@_cdecl("kn_bezier_curve_progress_array")
public func kn_bezier_curve_progress_array(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Double>?, _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  storedCurveArray("kn_bezier_curve_progress_array", curve, x, outProgress, count) { try? $0.pointee.progress(at: $1, into: $2) }
}

@_cdecl("kn_bezier_curve_progress_array_f")
public func kn_bezier_curve_progress_array_f(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Float>?, _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  storedCurveArray("kn_bezier_curve_progress_array_f", curve, x, outProgress, count) { try? $0.pointee.progress(at: $1, into: $2) }
}
