/// Why a gradient layer was rejected, or its presentation could not be given.
public enum GradientError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// `colors` was empty: a gradient needs at least one color.
  case noColors
  /// `locations` had `actual` entries for `expected` colors.
  case locationCountMismatch(expected: Int, actual: Int)
  /// A location was NaN or infinite (rule `finite`, named `location <index>`).
  case parameter(ParameterViolation)
  /// Location `index` was not greater than the one before it (Apple: locations increase
  /// monotonically; equal locations are refused, so each stop's color is defined at its location).
  case locationsNotIncreasing(index: Int)
  /// A point (`name`: startPoint or endPoint, or a sampled point) had a NaN or infinite coordinate.
  case nonFinitePoint(name: String)
  /// A grid was empty, too large, or its buffer did not hold 4 elements per pixel.
  case invalidGrid(String)
  /// An animation of the locations or colors could not give its value.
  case animation(BasicAnimationError)
  /// An animated color (index `index`) is not a valid color (a timing function overshot alpha
  /// beyond [0, 1], say).
  case animatedColor(index: Int, ColorError)

  /// The part every message starts with: "gradient: …".
  public static var messagePrefix: String { "gradient" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .noColors: "colors must hold at least one color"
    case .locationCountMismatch(let expected, let actual): "\(actual) locations for \(expected) colors (give one location per color, or none)"
    case .parameter(let violation): "\(violation)"
    case .locationsNotIncreasing(let index): "location \(index) must be greater than location \(index - 1) (locations increase)"
    case .nonFinitePoint(let name): "\(name) must have finite coordinates"
    case .invalidGrid(let reason): reason
    case .animation(let error): "\(error)"
    case .animatedColor(let index, let error): "animated color \(index): \(error)"
    }
  }
}
