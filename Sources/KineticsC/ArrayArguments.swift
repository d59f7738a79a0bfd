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
