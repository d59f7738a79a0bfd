import ArgumentParser
import Kinetics

/// Parses the timing arguments of `curves animator`: a named curve, four control coordinates, or a
/// spring in one of UISpringTimingParameters' two forms.
enum AnimatorTimingArgument {
  /// The UIKit animation curves and Core Animation's default, by the names `curves bezier --named`
  /// uses.
  static let namedCurves: [String: CubicBezierTimingCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
    "default": .default,
  ]

  static func named(_ name: String, option: String) throws -> AnimatorTimingParameters {
    guard let curve = namedCurves[name] else {
      throw InputError(
        "\(option): unknown curve '\(name)' (expected \(namedCurves.keys.sorted().joined(separator: ", ")))")
    }
    return .cubic(curve)
  }

  static func controlPoints(_ text: String, option: String) throws -> AnimatorTimingParameters {
    let values = try numbers(text, count: 4, option: option, form: "x1,y1,x2,y2")
    return .cubic(try CubicBezierTimingCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
  }

  /// `ζ,v`: UISpringTimingParameters(dampingRatio:initialVelocity:).
  static func spring(_ text: String, option: String) throws -> AnimatorTimingParameters {
    let values = try numbers(text, count: 2, option: option, form: "dampingRatio,initialVelocity")
    return .spring(.dampingRatio(values[0], initialVelocity: values[1]))
  }

  /// `m,k,c,v`: UISpringTimingParameters(mass:stiffness:damping:initialVelocity:).
  static func physicalSpring(_ text: String, option: String) throws -> AnimatorTimingParameters {
    let values = try numbers(text, count: 4, option: option, form: "mass,stiffness,damping,initialVelocity")
    return .spring(
      .physical(mass: values[0], stiffness: values[1], damping: values[2], initialVelocity: values[3]))
  }

  /// The one timing the options give, or nil when none is given; two or more is an error.
  static func choose(
    _ options: [(name: String, text: String?, parse: (String, String) throws -> AnimatorTimingParameters)]
  ) throws -> AnimatorTimingParameters? {
    let given = options.filter { $0.text != nil }
    guard given.count <= 1 else {
      throw InputError("give only one of \(given.map(\.name).joined(separator: ", "))")
    }
    guard let option = given.first, let text = option.text else { return nil }
    return try option.parse(text, option.name)
  }

  private static func numbers(_ text: String, count: Int, option: String, form: String) throws -> [Double] {
    let values = try parseNumberList(text, what: option)
    guard values.count == count else {
      throw InputError("\(option): expected \(count) numbers \(form), got \(values.count)")
    }
    return values
  }
}
