import Foundation
import Kinetics

/// Parsing of the text arguments of `curves keyframes`.
enum KeyframeArgumentParsing {
  /// "0 0; 100 0; 100 100": values separated by semicolons, components by spaces or commas.
  static func values(_ text: String) throws -> [[Double]] {
    try parseNumberRows(text, what: "--values", rowName: "value")
  }

  /// Colors separated by semicolons, each `#rrggbb`, `#rrggbbaa` or r g b [a] numbers in [0, 1]:
  /// "#ff0000; 0 0 1 0.5". `option` names the option in error messages.
  static func colors(_ text: String, what option: String = "--values") throws -> [RGBAColor] {
    try text.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, piece in
      let what = "\(option) (color \(index))"
      let trimmed = piece.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#") else { return try makeColor(try parseNumberList(trimmed, what: what), what: what) }
      let digits = trimmed.dropFirst()
      guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
        throw InputError("\(what): '\(trimmed)' is not #rrggbb or #rrggbbaa")
      }
      var components: [Double] = []
      var rest = Substring(digits)
      while !rest.isEmpty {
        components.append(Double(UInt8(rest.prefix(2), radix: 16)!) / 255)
        rest = rest.dropFirst(2)
      }
      return try makeColor(components, what: what)
    }
  }

  /// 3-D transforms separated by semicolons, each 16 numbers m11 … m44 (row-major, CSS
  /// `matrix3d()` order) or CSS `transform` text ("rotate(0); rotate(90deg) scale(2)").
  static func transforms(_ text: String) throws -> [Transform3D] {
    // Each row as parseNumberRows reads it, unless it is CSS text.
    try text.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, piece in
      if let transform = try parseCSSTransformArgument(piece, what: "--values (transform \(index))") {
        return transform
      }
      let row = try parseNumberList(String(piece), what: "--values (value \(index))")
      guard row.count == 16 else {
        throw InputError("--values: transform \(index) has \(row.count) numbers, a 3-D transform has 16 (m11 … m44)")
      }
      return try Transform3D(elements: row)
    }
  }

  /// A timing function: a named curve (linear, easeIn, easeOut, easeInEaseOut, default) or four
  /// numbers "x1 y1 x2 y2" of a cubic Bézier.
  static func timingFunction(_ text: Substring, what: String) throws -> CubicBezierTimingCurve {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch trimmed {
    case "linear": return .linear
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInEaseOut": return .easeInEaseOut
    case "default": return .default
    default:
      guard let numbers = try? parseNumberList(trimmed, what: what), numbers.count == 4 else {
        throw InputError("\(what): '\(trimmed)' is neither a named curve (linear, easeIn, easeOut, easeInEaseOut, default) nor four numbers x1 y1 x2 y2")
      }
      return try CubicBezierTimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
  }

  /// "easeIn; 0.1 0.2 0.3 1": one timing function per segment, separated by semicolons.
  static func timingFunctions(_ text: String) throws -> [any TimingFunction] {
    try text.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, piece in
      try timingFunction(piece, what: "--timing-functions (segment \(index))")
    }
  }
}
