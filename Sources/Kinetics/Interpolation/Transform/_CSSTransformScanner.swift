import RealModule

/// The recursive-descent reader of ``Transform3D/init(css:)``: one pass over the Unicode scalars,
/// reading identifier, function, number, percentage and dimension tokens (CSS Syntax Level 3
/// §4.3) through `_CSSTokens`. Each function's matrix is the one of CSS Transforms 2 §15
/// ("Mathematical Description of Transform Functions"), transposed into Core Animation's
/// row-vector layout.
struct _CSSTransformScanner: _CSSScanner {
  static let grammar = CSSParseError.Grammar.transform
  var tokens: _CSSTokens

  init(_ text: String) { tokens = _CSSTokens(text) }

  /// What an argument may be.
  private enum ArgumentKind {
    /// A `<number>`.
    case number
    /// A `<number>` or `<percentage>` (divided by 100): scale factors.
    case numberOrPercentage
    /// A `<length>` in px, or a unitless 0.
    case length
    /// An `<angle>` in deg, rad, grad or turn (in radians), or a unitless 0.
    case angle

    var expected: String {
      switch self {
      case .number: return "a number"
      case .numberOrPercentage: return "a number or a percentage"
      case .length: return "a length in px"
      case .angle: return "an angle (deg, rad, grad or turn)"
      }
    }
  }

  // MARK: Grammar

  /// `none | <transform-function>+`, white space allowed around and between the functions.
  mutating func parseTransformList() throws(CSSParseError) -> Transform3D {
    skipWhitespace()
    let start = index
    if readIdentifier() == "none", peek != "(" {
      skipWhitespace()
      guard atEnd else { throw failure(at: index, expected: "the end of the text after none") }
      return .identity
    }
    index = start
    var result = Transform3D.identity
    repeat {
      let functionStart = index
      let function = try parseFunction()
      do {
        // Row vectors: the function written later is applied first, so it comes first in the product.
        result = try function.concatenating(result)
      } catch {
        throw failure(at: functionStart, expected: "a transform list whose product stays within the range of Double")
      }
      skipWhitespace()
    } while !atEnd
    return result
  }

  /// One `name(arguments)`.
  private mutating func parseFunction() throws(CSSParseError) -> Transform3D {
    let nameStart = index
    let name = readIdentifier()
    guard !name.isEmpty else { throw failure(at: nameStart, expected: "a transform function or none") }
    guard peek == "(" else {
      let afterName = index
      skipWhitespace()
      let expected = peek == "(" ? "'(' directly after the function name" : "'(' after the function name"
      throw failure(at: afterName, expected: expected)
    }
    index += 1
    func arguments(_ kinds: [ArgumentKind], optional: Int = 0) throws(CSSParseError) -> [Double] {
      try readArguments(kinds, required: kinds.count - optional)
    }
    do {
      switch name {
      case "matrix":
        let v = try arguments(Array(repeating: .number, count: 6))
        return try Transform3D(elements: [v[0], v[1], 0, 0, v[2], v[3], 0, 0, 0, 0, 1, 0, v[4], v[5], 0, 1])
      case "matrix3d":
        return try Transform3D(elements: try arguments(Array(repeating: .number, count: 16)))
      case "translate", "translatex", "translatey", "translatez", "translate3d":
        let v = try readVectorArguments(form: name.dropFirst(9), .length, elsewhere: 0, yDefaultsToX: false)
        return try Transform3D(translationX: v.x, y: v.y, z: v.z)
      case "scale", "scalex", "scaley", "scalez", "scale3d":
        let v = try readVectorArguments(form: name.dropFirst(5), .numberOrPercentage, elsewhere: 1, yDefaultsToX: true)
        return try Transform3D(scaleX: v.x, y: v.y, z: v.z)
      case "rotate", "rotatex", "rotatey", "rotatez":
        let axis = Self.onAxis(name == "rotate" ? "rotatez" : name, 1, elsewhere: 0)
        return try Self.rotation(axis.x, axis.y, axis.z, try arguments([.angle])[0])
      case "rotate3d":
        let v = try arguments([.number, .number, .number, .angle])
        return try Self.rotation(v[0], v[1], v[2], v[3])
      case "skew":
        let v = try arguments([.angle, .angle], optional: 1)
        return try skew(v[0], v.count > 1 ? v[1] : 0)
      case "skewx": return try skew(try arguments([.angle])[0], 0)
      case "skewy": return try skew(0, try arguments([.angle])[0])
      case "perspective":
        return try readPerspective()
      default:
        throw failure(
          at: nameStart,
          expected:
            "a transform function (matrix, matrix3d, translate, translateX/Y/Z, translate3d, scale, scaleX/Y/Z, scale3d, rotate, rotateX/Y/Z, rotate3d, skew, skewX/Y, perspective)"
        )
      }
    } catch let error as CSSParseError {
      throw error
    } catch {
      // Every argument is finite; only a matrix element can leave the range of Double.
      throw failure(at: nameStart, expected: "a function whose matrix stays within the range of Double (\(error))")
    }
  }

  /// The vector of a one-axis function (`translateX`, `scaleY`, `rotateZ`, …): `value` on the
  /// axis its name ends with, `elsewhere` on the other two (0 for a translation or an axis, 1 for
  /// a scale), each copied exactly.
  private static func onAxis(_ name: some StringProtocol, _ value: Double, elsewhere: Double) -> SIMD3<Double> {
    switch name.last {
    case "x": SIMD3(value, elsewhere, elsewhere)
    case "y": SIMD3(elsewhere, value, elsewhere)
    default: SIMD3(elsewhere, elsewhere, value)
    }
  }

  /// The arguments of the translate and scale families (CSS Transforms 1 and 2) as one vector, by
  /// the `form` after the family's name: "" is `(x[, y])` with z = `elsewhere` and a missing y
  /// `elsewhere` (translate) or x (`yDefaultsToX`, scale); "x", "y" or "z" one value on that axis
  /// (`onAxis`); "3d" is `(x, y, z)`.
  private mutating func readVectorArguments(
    form: Substring, _ kind: ArgumentKind, elsewhere: Double, yDefaultsToX: Bool
  ) throws(CSSParseError) -> SIMD3<Double> {
    switch form {
    case "":
      let v = try readArguments([kind, kind], required: 1)
      return SIMD3(v[0], v.count > 1 ? v[1] : (yDefaultsToX ? v[0] : elsewhere), elsewhere)
    case "3d":
      let v = try readArguments([kind, kind, kind], required: 3)
      return SIMD3(v[0], v[1], v[2])
    default:
      return Self.onAxis(form, try readArguments([kind], required: 1)[0], elsewhere: elsewhere)
    }
  }

  /// CSS Transforms 2 rotate3d(x, y, z, α): the rotation by α about the normalized axis
  /// (``Transform3D/init(rotationAngle:x:y:z:)``, the same matrix as the spec's sc/sq form); a
  /// zero axis is no rotation (the spec's matrix is undefined there, and browsers draw the
  /// identity).
  private static func rotation(_ x: Double, _ y: Double, _ z: Double, _ angle: Double) throws(TransformError) -> Transform3D {
    guard x != 0 || y != 0 || z != 0 else { return .identity }
    return try Transform3D(rotationAngle: angle, x: x, y: y, z: z)
  }

  /// CSS Transforms 1 skew(αx, αy): tan(αx) in m21 and tan(αy) in m12 (the column-vector matrix's
  /// c and b). tan(90°) in Double is about 1.6·10¹⁶, finite: the matrix is then nearly singular, as
  /// in browsers.
  private func skew(_ ax: Double, _ ay: Double) throws(TransformError) -> Transform3D {
    try Transform3D(elements: [1, Double.tan(ay), 0, 0, Double.tan(ax), 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
  }

  /// `perspective(<length [0, ∞]> | none)`: m34 = −1/d with d below 1px treated as 1px (CSS
  /// Transforms 2 §13.1, ``Transform3D/init(perspectiveDistance:)``); `none` is the identity.
  private mutating func readPerspective() throws(CSSParseError) -> Transform3D {
    skipWhitespace()
    let start = index
    if readIdentifier() == "none" {
      try expectClosingParenthesis()
      return .identity
    }
    index = start
    let distance = try readArgument(.length)
    guard distance >= 0 else { throw failure(at: start, expected: "a length of at least 0 or none") }
    try expectClosingParenthesis()
    do {
      return try Transform3D(perspectiveDistance: max(distance, 1))
    } catch {
      throw failure(at: start, expected: "a finite perspective distance")  // distance is finite and ≥ 1
    }
  }

  /// `required` to `kinds.count` comma-separated arguments and the closing parenthesis.
  private mutating func readArguments(_ kinds: [ArgumentKind], required: Int) throws(CSSParseError) -> [Double] {
    var values: [Double] = []
    for kind in kinds {
      if values.count == required {
        skipWhitespace()
        guard peek == "," else { break }
      }
      if !values.isEmpty { try expectComma() }
      values.append(try readArgument(kind))
    }
    try expectClosingParenthesis()
    return values
  }

  /// One argument of `kind`, converted: lengths in px, angles in radians, percentages / 100.
  private mutating func readArgument(_ kind: ArgumentKind) throws(CSSParseError) -> Double {
    skipWhitespace()
    let start = index
    guard startsNumber else { throw failure(at: start, expected: kind.expected) }
    let value = try readNumberToken()
    let unitStart = index
    var unit = ""
    if peek == "%" {
      index += 1
      unit = "%"
    } else {
      unit = readIdentifier()
    }
    func converted(_ factor: Double) throws(CSSParseError) -> Double {
      let result = value * factor
      guard result.isFinite else { throw failure(at: start, expected: "\(kind.expected) within the range of Double") }
      return result
    }
    switch (kind, unit) {
    case (.number, ""), (.numberOrPercentage, ""): return value
    case (.numberOrPercentage, "%"): return value / 100
    case (.length, "px"): return value
    case (.length, "%"):
      throw failure(at: unitStart, expected: "a length in px (a percentage needs the element's reference box)")
    case (.angle, "deg"): return try converted(.pi / 180)
    case (.angle, "rad"): return value
    case (.angle, "grad"): return try converted(.pi / 200)
    case (.angle, "turn"): return try converted(2 * .pi)
    case (.length, ""), (.angle, ""):
      guard value == 0 else {
        throw failure(at: unitStart, expected: kind == .length ? "the unit px after a non-zero length" : "a unit (deg, rad, grad or turn) after a non-zero angle")
      }
      return 0
    default:
      throw failure(at: unitStart, expected: unit.isEmpty ? kind.expected : "\(kind.expected), not the unit '\(unit)'")
    }
  }

  // MARK: Tokens

  /// The numeric part of a CSS number, percentage or dimension token, finite; the unit that may
  /// follow is left for the caller.
  private mutating func readNumberToken() throws(CSSParseError) -> Double {
    let start = index
    guard let value = tokens.readNumber().value else { throw failure(at: start, expected: "a finite number") }
    return value
  }
}
