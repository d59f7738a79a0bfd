/// Why a color could not be created.
public enum ColorError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A component broke its rule: NaN or infinite (`finite`; `name` is `red`, `green`, `blue` or
  /// `alpha`), or alpha outside [0, 1] (`within(0...1)`: CSS Color 4 §4.2 clamps alpha to this
  /// range; Kinetics rejects it instead, so a typo in data does not silently become opaque).
  case parameter(ParameterViolation)
  /// A color component's magnitude exceeds `RGBAColor.maximumComponentMagnitude`: beyond it the
  /// linear-light and Oklab conversions of interpolation overflow the Double range (x^2.4 passes
  /// Double.greatestFiniteMagnitude above about 1e128).
  case componentOverflow(name: String, value: Double)

  /// The part every message starts with: "color: …".
  public static var messagePrefix: String { "color" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .componentOverflow(let name, let value): "\(name) is \(value), larger in magnitude than \(RGBAColor.maximumComponentMagnitude): its linear-light value would overflow the Double range"
    }
  }
}
