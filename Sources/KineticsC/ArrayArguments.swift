import CKinetics

/// Checks shared by every array entry point: a count that arrived from C as `size_t` (so a huge one
/// reads as a negative Int) must describe a buffer whose byte size fits in memory, and the arrays
/// must be present unless the count is 0.
enum ArrayArguments {
  /// Whether `count` elements of `elementSize` bytes (times `multiplier` per element, for
  /// interleaved outputs) form a byte count that fits in Int without overflow.
  static func fits(_ count: Int, elementSize: Int, multiplier: Int = 1) -> Bool {
    guard count >= 0, multiplier >= 0 else { return false }
    let (elements, overflow) = count.multipliedReportingOverflow(by: multiplier)
    guard !overflow else { return false }
    let (bytes, byteOverflow) = elements.multipliedReportingOverflow(by: elementSize)
    return !byteOverflow && bytes >= 0
  }

  /// The message of a count that does not fit.
  static func sizeMessage(_ function: String, _ count: Int) -> String {
    "\(function): count \(UInt(bitPattern: count)) is too large for the address space"
  }
}

/// The shared body of every array entry point (timing curves, springs, keyframe channels, timing
/// functions): the count's size check, then `context` (the curve, spring or handle, validated —
/// checked even when the count is 0, so a bad handle is reported whatever the count), then the
/// arrays' NULL check, then `evaluate` with the context and the buffers. Inputs and outputs may
/// have different element types.
@inline(__always)
func evaluateArray<Context, Input, Output>(
  _ name: @autoclosure () -> String, _ x: UnsafePointer<Input>?,
  _ out: UnsafeMutablePointer<Output>?, _ count: Int,
  context: () -> Result<Context, CAPIFailure>,
  evaluate: (Context, UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void
) -> kn_status {
  guard ArrayArguments.fits(count, elementSize: max(MemoryLayout<Input>.stride, MemoryLayout<Output>.stride)) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name(), count))
  }
  switch context() {
  case .failure(let failure): return failure.report()
  case .success(let context):
    guard count > 0 else { return KN_OK }
    guard let x, let out else {
      return LastError.fail(KN_ERROR_NULL_POINTER, "\(name()): an array is NULL")
    }
    evaluate(
      context, UnsafeBufferPointer(start: x, count: count),
      UnsafeMutableBufferPointer(start: out, count: count))
    return KN_OK
  }
}
