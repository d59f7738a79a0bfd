/// Why a color could not be created.
public enum ColorError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A component broke its rule: NaN or infinite (`finite`; `name` is `red`, `green`, `blue` or
  /// `alpha`), or alpha outside [0, 1] (`within(0...1)`: CSS Color 4 §4.2 clamps alpha to this
  /// range; Kinetics rejects it instead, so a typo in data does not silently become opaque).
  case parameter(ParameterViolation)
  /// A color component's magnitude exceeds `RGBAColor.maximumComponentMagnitude`: beyond it the
  /// linear-light and Oklab conversions of interpolation overflow the Double range (x^2.4 passes
  /// Double.greatestFiniteMagnitude above about 1e128).
  case componentOverflow(name: String, value: Double)

  /// A one-line message for people: what was wrong and the value given.
  public var description: String {
    switch self {
    case .parameter(let violation):
      return "color: \(violation)"
    case .componentOverflow(let name, let value):
      return
        "color: \(name) is \(value), larger in magnitude than \(RGBAColor.maximumComponentMagnitude): its linear-light value would overflow the Double range"
    }
  }
}
