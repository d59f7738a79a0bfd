extension AnimationPath {
  /// Parses SVG path data (the `d` attribute, SVG 1.1 §8.3 and its grammar §8.3.9).
  ///
  /// Every command is read, absolute (upper case) and relative (lower case): M L H V C S Q T A Z.
  /// Arguments may repeat without repeating the letter (after M/m the extra pairs are L/l). Numbers
  /// take every form the grammar allows ("1e-3", "+.5", "5.", ".5.5" = 0.5 0.5, "-1-2" = −1 −2), and
  /// arc flags need no separator ("a1 1 0 00 1 1"). S and T reflect the previous control point when
  /// the previous command was C/S or Q/T, else use the current point (§8.3.6, §8.3.7). Arcs are
  /// converted to exact center form with `EllipticalArc.fromEndpoints` (Appendix F.6), a zero radius
  /// makes a line and an arc to its own start point is dropped. After Z a new segment starts at the
  /// closed subpath's start. Empty data (or only white space) is an empty path.
  ///
  /// - Throws: `PathError.malformedPathData(offset:reason:)` at the first character (0-based) that
  ///   breaks the grammar: data not starting with M/m, an unknown letter, a missing or invalid
  ///   number or flag, or a number that overflows to infinity.
  /// - Complexity: O(n) in the length of the data.
  public init(svgPathData data: String) throws(PathError) {
    self.init()
    var scanner = _SVGPathDataScanner(data)
    var previousCubicControl: SIMD2<Double>?
    var previousQuadControl: SIMD2<Double>?
    scanner.skipWhiteSpace()
    var isFirst = true
    while !scanner.isAtEnd {
      // Commands are compared as bytes: Character comparisons cost more than the rest of a command.
      let letter = scanner.bytes[scanner.offset]
      let isLowercase = letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")
      var command = isLowercase ? letter - 0x20 : letter
      guard Self.isSVGCommand(command) else {
        let character = Character(Unicode.Scalar(letter))
        throw scanner.error(character.isASCII ? "unexpected '\(character)'" : "unexpected non-ASCII character")
      }
      if isFirst && command != UInt8(ascii: "M") { throw scanner.error("path data must start with M or m") }
      isFirst = false
      scanner.offset += 1
      let relative = isLowercase
      var repetition = 0
      repeat {
        if command != UInt8(ascii: "Z") { scanner.skipWhiteSpace() }
        let origin = relative ? (currentPoint ?? .zero) : SIMD2<Double>.zero
        var cubicControl: SIMD2<Double>?
        var quadControl: SIMD2<Double>?
        switch command {
        case UInt8(ascii: "M"):
          try move(to: origin + scanner.pair("coordinate"))
          command = UInt8(ascii: "L")
        case UInt8(ascii: "L"):
          try addLine(to: origin + scanner.pair("coordinate"))
        case UInt8(ascii: "H"):
          let x = try scanner.number("coordinate") + origin.x
          try addLine(to: SIMD2(x, currentPoint!.y))
        case UInt8(ascii: "V"):
          let y = try scanner.number("coordinate") + origin.y
          try addLine(to: SIMD2(currentPoint!.x, y))
        case UInt8(ascii: "C"), UInt8(ascii: "S"):
          let control1 = try scanner.firstControlPoint(
            given: command == UInt8(ascii: "C"), origin: origin, previous: previousCubicControl, current: currentPoint!)
          let control2 = origin + (try scanner.pair("coordinate"))
          scanner.skipSeparator()
          let end = origin + (try scanner.pair("coordinate"))
          try addCurve(to: end, control1: control1, control2: control2)
          cubicControl = control2
        case UInt8(ascii: "Q"), UInt8(ascii: "T"):
          let control = try scanner.firstControlPoint(
            given: command == UInt8(ascii: "Q"), origin: origin, previous: previousQuadControl, current: currentPoint!)
          let end = origin + (try scanner.pair("coordinate"))
          try addQuadCurve(to: end, control: control)
          quadControl = control
        case UInt8(ascii: "A"):
          try appendArc(&scanner, origin: origin)
        default:
          try closeSubpath()
        }
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
        repetition += 1
        if command == UInt8(ascii: "Z") { break }
        let beforeSeparator = scanner.offset
        scanner.skipSeparator()
        guard scanner.startsNumber else {
          // A comma must be followed by another argument group.
          if scanner.offset > beforeSeparator, scanner.bytes[beforeSeparator..<scanner.offset].contains(UInt8(ascii: ",")) {
            throw scanner.error("expected a number after ','")
          }
          break
        }
      } while true
      scanner.skipWhiteSpace()
    }
  }

  /// Whether `byte` is an upper-case command letter of SVG path data: M L H V C S Q T A Z.
  private static func isSVGCommand(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "H"), UInt8(ascii: "V"), UInt8(ascii: "C"),
      UInt8(ascii: "S"), UInt8(ascii: "Q"), UInt8(ascii: "T"), UInt8(ascii: "A"), UInt8(ascii: "Z"):
      return true
    default: return false
    }
  }

  private mutating func appendArc(_ scanner: inout _SVGPathDataScanner, origin: SIMD2<Double>) throws(PathError) {
    let rx = try scanner.number("radius")
    scanner.skipSeparator()
    let ry = try scanner.number("radius")
    scanner.skipSeparator()
    let rotation = try scanner.number("rotation")
    scanner.skipSeparator()
    let largeArc = try scanner.flag("large-arc flag")
    scanner.skipSeparator()
    let sweep = try scanner.flag("sweep flag")
    scanner.skipSeparator()
    let end = origin + (try scanner.pair("coordinate"))
    let start = currentPoint!
    switch try EllipticalArc.fromEndpoints(
      start: start, end: end, radii: SIMD2(rx, ry), rotationDegrees: rotation, largeArc: largeArc,
      sweep: sweep)
    {
    case .omitted: return
    case .line: try addLine(to: end)
    case .arc(let arc):
      elements.append(.arc(arc))
      // The data, not the rounded arc end, defines the next current point (relative commands).
      currentPoint = end
    }
  }
}

extension _SVGPathDataScanner {
  /// The first control point of a curve command: read (relative to `origin`, then a separator
  /// skipped) when the command `given` it (C, Q), else the smooth form's (S, T): the reflection of
  /// the previous command's last control point about the current point, or the current point when
  /// the previous command was not of the same kind (SVG 1.1 §8.3.6, §8.3.7).
  mutating func firstControlPoint(
    given: Bool, origin: SIMD2<Double>, previous: SIMD2<Double>?, current: SIMD2<Double>
  ) throws(PathError) -> SIMD2<Double> {
    guard given else { return previous.map { 2 * current - $0 } ?? current }
    let control = origin + (try pair("coordinate"))
    skipSeparator()
    return control
  }

  /// Reads `number comma-wsp? number`.
  mutating func pair(_ what: String) throws(PathError) -> SIMD2<Double> {
    let x = try number(what)
    skipSeparator()
    let y = try number(what)
    return SIMD2(x, y)
  }
}
