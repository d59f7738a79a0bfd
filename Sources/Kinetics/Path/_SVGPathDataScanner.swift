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
    if let value = Self.exactlyConverted(bytes[start..<index]) {
      offset = index
      return value
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

  /// Powers of ten that are exact Doubles, 10⁰ … 10²².
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The Double nearest the number `text` (already matched by the grammar), when it can be had
  /// exactly without `strtod`; nil otherwise (the caller then converts the text).
  ///
  /// Method (Clinger's fast path, W. D. Clinger, "How to Read Floating Point Numbers Accurately",
  /// PLDI 1990): with the digits as an integer m ≤ 2⁵³ and the decimal exponent e in [−22, 22],
  /// m and 10^|e| are exact Doubles, so the one correctly rounded product m·10^e or quotient
  /// m/10^−e is the nearest Double — the bits `Double(String)` gives. The path data of real
  /// documents (a few digits, rarely an exponent) nearly always qualifies.
  /// - Complexity: O(length); no allocation.
  static func exactlyConverted(_ text: ArraySlice<UInt8>) -> Double? {
    var index = text.startIndex
    var negative = false
    if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
      negative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var exponent = 0
    var seenPoint = false
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        guard mantissa <= 1 << 53 else { return nil }
        if seenPoint { exponent -= 1 }
      } else {
        break  // 'e' or 'E': the exponent follows
      }
      index += 1
    }
    if index < text.endIndex {
      index += 1
      var exponentNegative = false
      if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        exponentNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      while index < text.endIndex {
        written = written * 10 + Int(text[index] - UInt8(ascii: "0"))
        guard written <= 1000 else { return nil }
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    guard exponent >= -22 && exponent <= 22 else { return nil }
    let magnitude =
      exponent >= 0
      ? Double(mantissa) * exactPowersOfTen[exponent] : Double(mantissa) / exactPowersOfTen[-exponent]
    return negative ? -magnitude : magnitude
  }
}
