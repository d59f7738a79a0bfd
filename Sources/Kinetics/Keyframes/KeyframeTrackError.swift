/// Why a keyframe track could not be created.
///
/// Every rule checked here is one of Core Animation's documented rules for `CAKeyframeAnimation`
/// (`values`, `keyTimes`, `timingFunctions`, `tensionValues`, `continuityValues`, `biasValues`), made
/// an error instead of Core Animation's silent fallback so that data-driven tracks fail loudly.
public enum KeyframeTrackError: Error, Equatable, Sendable, PrefixedMessageError {
  /// The track has no values.
  case noValues
  /// The values have zero components.
  case zeroDimension
  /// Value `index` has `actual` components where the first value has `expected`.
  case inconsistentDimension(index: Int, expected: Int, actual: Int)
  /// The flat value storage does not hold a whole number of values of the stated dimension.
  case flatValueCountNotMultiple(count: Int, dimension: Int)
  /// Component `component` of value `index` is NaN or infinite.
  case nonFiniteValue(index: Int, component: Int)
  /// `keyTimes` has `actual` entries; the mode needs `expected` (as many as values, one more in
  /// discrete mode).
  case keyTimeCount(expected: Int, actual: Int)
  /// Key time `index` is NaN or infinite.
  case nonFiniteKeyTime(index: Int)
  /// Key time `index` is smaller than the one before it.
  case decreasingKeyTime(index: Int)
  /// The first key time is not 0.
  case firstKeyTimeNotZero(Double)
  /// The last key time is not 1.
  case lastKeyTimeNotOne(Double)
  /// `timingFunctions` has `actual` entries; one per segment means `expected`.
  case timingFunctionCount(expected: Int, actual: Int)
  /// `tension`, `continuity` or `bias` (`name`) has `actual` entries; one per value means `expected`.
  case shapeParameterCount(name: String, expected: Int, actual: Int)
  /// Entry `index` of `tension`, `continuity` or `bias` (`name`) is NaN or infinite.
  case nonFiniteShapeParameter(name: String, index: Int)
  /// In a cubic mode, a tangent overflows Double even halved (tangents are stored halved, so values
  /// near ±1.7e308 pass; a tension far below −1 on such values does not, and then the curve itself
  /// leaves the range); linear, paced and discrete modes accept the values.
  case cubicTangentOverflow
  /// The calculation mode needs values with components (numbers or vectors: a distance for paced
  /// modes, tangents for cubic ones); colors and transforms allow linear and discrete modes only.
  case calculationModeNeedsVectorValues(KeyframeCalculationMode)

  /// The part every message starts with: "keyframes: …".
  public static var messagePrefix: String { "keyframes" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .noValues: "at least one value is required"
    case .zeroDimension: "values must have at least one component"
    case .inconsistentDimension(let index, let expected, let actual): "value \(index) has \(actual) components, value 0 has \(expected)"
    case .flatValueCountNotMultiple(let count, let dimension): "\(count) components are not a whole number of values of dimension \(dimension)"
    case .nonFiniteValue(let index, let component): "component \(component) of value \(index) must be finite"
    case .keyTimeCount(let expected, let actual): "expected \(expected) key times for this mode, got \(actual)"
    case .nonFiniteKeyTime(let index): "key time \(index) must be finite"
    case .decreasingKeyTime(let index): "key time \(index) is smaller than the one before it"
    case .firstKeyTimeNotZero(let value): "the first key time must be 0, got \(value)"
    case .lastKeyTimeNotOne(let value): "the last key time must be 1, got \(value)"
    case .timingFunctionCount(let expected, let actual): "expected \(expected) timing functions (one per segment), got \(actual)"
    case .shapeParameterCount(let name, let expected, let actual): "expected \(expected) \(name) values (one per keyframe), got \(actual)"
    case .cubicTangentOverflow: "values too far apart for cubic interpolation (a tangent overflows)"
    case .nonFiniteShapeParameter(let name, let index): "\(name) value \(index) must be finite"
    case .calculationModeNeedsVectorValues(let mode): "calculation mode \(mode.rawValue) needs numbers or vectors; use linear or discrete"
    }
  }
}
