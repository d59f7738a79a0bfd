/// Reads typed values from the bytes libFuzzer hands a target, front to back.
///
/// Doubles are taken as raw IEEE 754 bit patterns (8 bytes, little-endian), so every value a Double
/// can hold — NaN payloads, infinities, subnormals, ±0, the largest finite numbers — is reachable and
/// libFuzzer's comparison tracing can steer the bytes towards the constants the code tests against.
/// When the input runs out, reads return nil: a target uses what the input holds and no more.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
  }

  /// The number of bytes not read yet.
  var remainingCount: Int { bytes.count - offset }

  /// The next 8 bytes as a Double bit pattern, or nil when fewer than 8 remain.
  mutating func nextDouble() -> Double? {
    guard remainingCount >= 8 else { return nil }
    var pattern: UInt64 = 0
    for index in 0..<8 {
      pattern |= UInt64(bytes[offset + index]) << (8 * index)
    }
    offset += 8
    return Double(bitPattern: pattern)
  }

  /// The next byte, or nil when none remains (sizes, counts and choices come from single bytes).
  mutating func nextByte() -> UInt8? {
    guard remainingCount >= 1 else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next `count` Doubles, or nil when the input holds fewer.
  mutating func nextDoubles(_ count: Int) -> [Double]? {
    guard count >= 0, remainingCount >= 8 * count else { return nil }
    return (0..<count).map { _ in nextDouble()! }
  }

  /// Every remaining whole Double.
  mutating func remainingDoubles() -> [Double] {
    var values: [Double] = []
    while let value = nextDouble() { values.append(value) }
    return values
  }

  /// The remaining bytes as text (invalid UTF-8 becomes U+FFFD, as a terminal would show it).
  mutating func remainingText() -> String {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset...]), as: UTF8.self)
    offset = bytes.count
    return text
  }
}

/// Stops the process with a message libFuzzer records beside the crashing input.
///
/// A trap is how libFuzzer learns that a property failed: it saves the input as `crash-…` and stops.
/// The report names the line of the target that called this, not this helper.
func fuzzFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  fatalError("fuzz property violated: \(message())", file: file, line: line)
}
