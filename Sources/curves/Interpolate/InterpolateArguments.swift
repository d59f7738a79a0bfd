import ArgumentParser
import Kinetics

/// The kinds of value `curves interpolate` accepts.
enum InterpolationKind: String, ExpressibleByArgument, CaseIterable {
  case vector, color, affine, transform3d

  /// What each component is called in a plot's legend.
  func componentNames(count: Int) -> [String] {
    switch self {
    case .vector: return (0..<count).map { "component \($0)" }
    case .color: return ["red", "green", "blue", "alpha"]
    case .affine: return ["a", "b", "c", "d", "tx", "ty"]
    case .transform3d: return (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    }
  }
}

/// `--space` for colors.
enum ColorSpaceArgument: String, ExpressibleByArgument, CaseIterable {
  case srgb
  case linearSRGB = "linear-srgb"
  case oklab

  var value: ColorInterpolationOptions.Space {
    switch self {
    case .srgb: return .sRGB
    case .linearSRGB: return .linearSRGB
    case .oklab: return .oklab
    }
  }
}

/// `--alpha` for colors.
enum AlphaModeArgument: String, ExpressibleByArgument, CaseIterable {
  case premultiplied, straight

  var value: ColorInterpolationOptions.AlphaMode {
    switch self {
    case .premultiplied: return .premultiplied
    case .straight: return .straight
    }
  }
}

/// `--path` for 3-D transforms.
enum RotationPathArgument: String, ExpressibleByArgument, CaseIterable {
  case shortest
  case asGiven = "as-given"

  var value: Quaternion.Path {
    switch self {
    case .shortest: return .shortest
    case .asGiven: return .asGiven
    }
  }
}

/// The color of r,g,b or r,g,b,a components (alpha 1 when omitted), for `curves interpolate` and
/// `curves keyframes --value-type color`.
func makeColor(_ components: [Double], what: String) throws -> RGBAColor {
  guard components.count == 3 || components.count == 4 else {
    throw InputError("\(what): a color is r,g,b or r,g,b,a, got \(components.count) numbers")
  }
  return try RGBAColor(
    red: components[0], green: components[1], blue: components[2],
    alpha: components.count == 4 ? components[3] : 1)
}
