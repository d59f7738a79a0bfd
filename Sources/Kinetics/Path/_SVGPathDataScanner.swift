/// Reads the tokens of SVG path data (SVG 1.1 §8.3.9 grammar) from UTF-8 bytes: command letters,
/// numbers, flags and the white space / comma separators between them. Offsets are byte offsets,
/// which equal character offsets up to the first non-ASCII character (always an error).
struct _SVGPathDataScanner {
  let bytes: [UInt8]
  var offset = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { offset == bytes.count }

  func error(_ reason: String) -> PathError { .malformedPathData(offset: offset, reason: reason) }

  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  mutating func skipWhiteSpace() {
    while offset < bytes.count, Self.isWhiteSpace(bytes[offset]) { offset += 1 }
  }

  /// Skips `wsp* ,? wsp*`.
  mutating func skipSeparator() {
    skipWhiteSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
      offset += 1
      skipWhiteSpace()
    }
  }

  /// True if a number can start here (after separators were skipped).
  var startsNumber: Bool {
    guard offset < bytes.count else { return false }
    let byte = bytes[offset]
    return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isDigit(at index: Int) -> Bool {
    index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
  }

  /// Reads `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?`, the longest
  /// match, so "-1-2" is two numbers and ".5.5" is 0.5 then 0.5.
  mutating func number(_ what: String) throws(PathError) -> Double {
    let start = offset
    var index = offset
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    var mantissaDigits = 0
    while isDigit(at: index) {
      index += 1
      mantissaDigits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while isDigit(at: index) {
        index += 1
        mantissaDigits += 1
      }
    }
    guard mantissaDigits > 0 else { throw error("expected \(what)") }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var exponentIndex = index + 1
      if exponentIndex < bytes.count,
        bytes[exponentIndex] == UInt8(ascii: "+") || bytes[exponentIndex] == UInt8(ascii: "-")
      {
        exponentIndex += 1
      }
      // An 'e' not followed by digits is not part of the number (it is then an invalid command).
      if isDigit(at: exponentIndex) {
        index = exponentIndex
        while isDigit(at: index) { index += 1 }
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("expected \(what)") }
    guard value.isFinite else { throw error("\(what) '\(text)' is out of range") }
    offset = index
    return value
  }

  /// Reads an arc flag: a single '0' or '1', which needs no separator after it ("a1 1 0 00 1 1").
  mutating func flag(_ what: String) throws(PathError) -> Bool {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1")
    else { throw error("expected \(what) (0 or 1)") }
    offset += 1
    return bytes[offset - 1] == UInt8(ascii: "1")
  }
}
