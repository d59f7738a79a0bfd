import CKinetics
import Kinetics

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

  /// The `count` elements at `pointer`, checked: KN_ERROR_SIZE for a count whose byte size does
  /// not fit, KN_ERROR_NULL_POINTER for NULL with a count (NULL with count 0 is the empty buffer).
  /// The messages name the argument (`what`), not the function: the caller adds that (`in(_:)`).
  static func buffer<Element>(
    _ pointer: UnsafePointer<Element>?, _ count: Int, _ what: StaticString
  ) -> Result<UnsafeBufferPointer<Element>, CAPIFailure> {
    guard fits(count, elementSize: MemoryLayout<Element>.stride) else {
      return .failure(CAPIFailure(KN_ERROR_SIZE, sizeMessage(what, count)))
    }
    guard let pointer else {
      return count == 0
        ? .success(UnsafeBufferPointer(start: nil, count: 0))
        : .failure(CAPIFailure(KN_ERROR_NULL_POINTER, "\(what) is NULL with a count of \(count)"))
    }
    return .success(UnsafeBufferPointer(start: pointer, count: count))
  }

  /// The message of a count that does not fit; `name` is the function's or the argument's.
  static func sizeMessage(_ name: StaticString, _ count: Int) -> String {
    "\(name): count \(UInt(bitPattern: count)) is too large for the address space"
  }
}

/// The shared body of every array entry point (timing curves, springs, keyframe channels, timing
/// functions): the count's size check, then `context` (the curve, spring or handle, validated —
/// checked even when the count is 0, so a bad handle is reported whatever the count), then the
/// arrays' NULL check, then `evaluate` with the context and the buffers, then the outputs' check:
/// an output that is not finite for a finite input is an exact result beyond the range of the
/// output type (KN_ERROR_OVERFLOW naming the first such index; the outputs stay written). Inputs
/// and outputs may have different element types. The check reads the outputs once (a fraction of
/// a nanosecond per element, vectorized).
@inline(__always)
func evaluateArray<Context, Input: BinaryFloatingPoint, Output: BinaryFloatingPoint>(
  _ name: StaticString, _ x: UnsafePointer<Input>?,
  _ out: UnsafeMutablePointer<Output>?, _ count: Int,
  context: () -> Result<Context, CAPIFailure>,
  evaluate: (Context, UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void
) -> kn_status {
  guard ArrayArguments.fits(count, elementSize: max(MemoryLayout<Input>.stride, MemoryLayout<Output>.stride)) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  switch context() {
  case .failure(let failure): return failure.report()
  case .success(let context):
    guard count > 0 else { return KN_OK }
    guard let x, let out else {
      return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an array is NULL")
    }
    let inputs = UnsafeBufferPointer(start: x, count: count)
    let outputs = UnsafeMutableBufferPointer(start: out, count: count)
    evaluate(context, inputs, outputs)
    return overflowCheck(name, inputs, outputs)
  }
}

/// KN_OK when every output of a finite input is finite; else KN_ERROR_OVERFLOW naming the first
/// index where it is not. The common case is one pass without branches over the outputs' bits
/// (`allFinite`); only when some output is not finite are the inputs consulted (an infinite or NaN
/// input may give what it gives). Interleaved outputs hold `outputsPerInput` values per input
/// (output i belongs to input i / outputsPerInput).
@inline(__always)
func overflowCheck<Input: BinaryFloatingPoint, Output: BinaryFloatingPoint>(
  _ name: StaticString, _ inputs: UnsafeBufferPointer<Input>, _ outputs: UnsafeMutableBufferPointer<Output>,
  outputsPerInput: Int = 1
) -> kn_status {
  guard !outputsAllFinite(UnsafeBufferPointer(outputs)) else { return KN_OK }
  for index in outputs.indices where !outputs[index].isFinite && inputs[index / outputsPerInput].isFinite {
    return LastError.fail(
      KN_ERROR_OVERFLOW,
      "\(name): the result at index \(index) (input \(inputs[index / outputsPerInput])) is beyond the range of the output type")
  }
  return KN_OK
}
