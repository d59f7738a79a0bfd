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
    guard Int(bitPattern: raw) & (alignment - 1) == 0 else {
      return .failure(
        CAPIFailure(
          KN_ERROR_INVALID_ARGUMENT,
          "\(name): curve is not \(alignment)-byte aligned (KN_BEZIER_CURVE_ALIGNMENT)"))
    }
    guard raw.load(fromByteOffset: tagOffset, as: UInt64.self) == tag else {
      return .failure(
        CAPIFailure(
          KN_ERROR_INVALID_ARGUMENT,
          "\(name): curve was not initialized by kn_bezier_curve_init"))
    }
    // The bytes were written as a CubicBezierTimingCurve by kn_bezier_curve_init (or copied from
    // such bytes, which for a trivial type is the same value).
    return .success(raw.assumingMemoryBound(to: CubicBezierTimingCurve.self))
  }
}

/// A failed check at the C boundary: the status to return and the message to record.
struct CAPIFailure: Error {
  let status: kn_status
  let message: String
  init(_ status: kn_status, _ message: String) {
    self.status = status
    self.message = message
  }

  /// Records the message and returns the status.
  func report() -> kn_status { LastError.fail(status, message) }
}

@_cdecl("kn_bezier_curve_size")
public func kn_bezier_curve_size() -> Int { BezierCurveStorage.size }

@_cdecl("kn_bezier_curve_init")
public func kn_bezier_curve_init(
  _ params: kn_cubic_bezier, _ outCurve: UnsafeMutablePointer<kn_bezier_curve>?
) -> kn_status {
  let name = "kn_bezier_curve_init"
  guard let outCurve else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_curve is NULL")
  }
  let raw = UnsafeMutableRawPointer(outCurve)
  guard Int(bitPattern: raw) & (BezierCurveStorage.alignment - 1) == 0 else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT,
      "\(name): out_curve is not \(BezierCurveStorage.alignment)-byte aligned")
  }
  guard BezierCurveStorage.fits else {
    return LastError.fail(
      KN_ERROR_SIZE,
      "\(name): this build's curve (\(MemoryLayout<CubicBezierTimingCurve>.size) bytes) does not "
        + "fit KN_BEZIER_CURVE_SIZE")
  }
  switch makeCurve(params) {
  case .failure(let error):
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  case .success(let curve):
    raw.initializeMemory(as: CubicBezierTimingCurve.self, to: curve)
    raw.storeBytes(
      of: BezierCurveStorage.tag, toByteOffset: BezierCurveStorage.tagOffset, as: UInt64.self)
    return KN_OK
  }
}

@_cdecl("kn_bezier_curve_progress")
public func kn_bezier_curve_progress(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: Double,
  _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  curveProgress("kn_bezier_curve_progress", x, outProgress) {
    BezierCurveStorage.curve(curve, "kn_bezier_curve_progress").map { $0.pointee.progress(at: x) }
  }
}

@_cdecl("kn_bezier_curve_progress_array")
public func kn_bezier_curve_progress_array(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  storedCurveArray("kn_bezier_curve_progress_array", curve, x, outProgress, count) {
    // outputs.count == inputs.count, so the batch call cannot throw.
    try? $0.pointee.progress(at: $1, into: $2)
  }
}

@_cdecl("kn_bezier_curve_progress_array_f")
public func kn_bezier_curve_progress_array_f(
  _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Float>?,
  _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  storedCurveArray("kn_bezier_curve_progress_array_f", curve, x, outProgress, count) {
    try? $0.pointee.progress(at: $1, into: $2)
  }
}

/// `evaluateArray` on the curve stored in a `kn_bezier_curve`.
@inline(__always)
func storedCurveArray<Element: BinaryFloatingPoint>(
  _ name: StaticString, _ curve: UnsafePointer<kn_bezier_curve>?, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (
    UnsafePointer<CubicBezierTimingCurve>, UnsafeBufferPointer<Element>,
    UnsafeMutableBufferPointer<Element>
  ) -> Void
) -> kn_status {
  evaluateArray("\(name)", x, outProgress, count) {
    BezierCurveStorage.curve(curve, name)
  } evaluate: {
    evaluate($0, $1, $2)
  }
}

/// The shared body of the scalar timing-curve entry points: out_progress must not be NULL and x
/// must be finite; then `progress` evaluates, or says why it cannot.
@inline(__always)
func curveProgress(
  _ name: StaticString, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?,
  _ progress: () -> Result<Double, CAPIFailure>
) -> kn_status {
  guard let outProgress else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_progress is NULL")
  }
  guard x.isFinite else {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): x must be finite, got \(x)")
  }
  switch progress() {
  case .failure(let failure): return failure.report()
  case .success(let y):
    // Finite x gives a finite y unless the exact value (an end tangent extrapolated far) lies
    // beyond the range of double.
    guard y.isFinite else {
      return LastError.fail(KN_ERROR_OVERFLOW, "\(name): the progress at x = \(x) is beyond the range of double")
    }
    outProgress.pointee = y
    return KN_OK
  }
}

