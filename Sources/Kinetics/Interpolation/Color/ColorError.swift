/// Why a color could not be created.
public enum ColorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A component was NaN or infinite. `name` is `red`, `green`, `blue` or `alpha`.
  case nonFinite(name: String, value: Double)
  /// Alpha lies outside [0, 1] (CSS Color 4 §4.2 clamps alpha to this range; Kinetics rejects it
  /// instead, so a typo in data does not silently become opaque).
  case alphaOutOfRange(Double)
  /// A color component's magnitude exceeds `RGBAColor.maximumComponentMagnitude`: beyond it the
  /// linear-light and Oklab conversions of interpolation overflow the Double range (x^2.4 passes
  /// Double.greatestFiniteMagnitude above about 1e128).
  case componentOverflow(name: String, value: Double)

  /// A one-line message for people: what was wrong and the value given.
  public var description: String {
    switch self {
    case .nonFinite(let name, let value):
      return "color: \(name) must be finite, got \(value)"
    case .alphaOutOfRange(let value):
      return "color: alpha must be in [0, 1], got \(value)"
    case .componentOverflow(let name, let value):
      return
        "color: \(name) is \(value), larger in magnitude than \(RGBAColor.maximumComponentMagnitude): its linear-light value would overflow the Double range"
    }
  }
}
