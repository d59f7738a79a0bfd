/// A color as red, green, blue and alpha in the sRGB color space: gamma-encoded components with
/// straight (not premultiplied) alpha, the way `UIColor(red:green:blue:alpha:)`, `CGColor` in
/// sRGB and CSS `rgb()` store it.
///
/// Components are nominally in [0, 1]; values outside it are allowed (extended sRGB, as
/// `UIColor`'s extended range and CSS Color 4's out-of-gamut sRGB allow) but must be finite.
/// Alpha must lie in [0, 1]. How two colors blend is chosen with ``ColorInterpolationOptions``;
/// `interpolated(to:fraction:)` uses ``ColorInterpolationOptions/standard`` (premultiplied alpha,
/// gamma-encoded sRGB), CSS Color 4 §12's rules for legacy sRGB colors.
public struct RGBAColor: Sendable, Hashable {
  /// Gamma-encoded sRGB red, nominally in [0, 1].
  public let red: Double
  /// Gamma-encoded sRGB green, nominally in [0, 1].
  public let green: Double
  /// Gamma-encoded sRGB blue, nominally in [0, 1].
  public let blue: Double
  /// Opacity in [0, 1], not premultiplied into the other components.
  public let alpha: Double

  /// Creates a color after validating its components.
  ///
  /// - Throws: ``ColorError/parameter(_:)`` for a NaN or infinite component (rule `finite`) and
  ///   when alpha is outside [0, 1] (rule `within(0...1)`);
  ///   ``ColorError/componentOverflow(name:value:)`` for a color component beyond
  ///   ``maximumComponentMagnitude``.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(ColorError) {
    for (name, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
      try ColorError.require(value, .finite, name: name)
    }
    try ColorError.require(alpha, .within(0...1), name: "alpha")
    for (name, value) in [("red", red), ("green", green), ("blue", blue)]
    where abs(value) > Self.maximumComponentMagnitude {
      throw .componentOverflow(name: name, value: value)
    }
    self.init(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// The largest magnitude of a color component, 1e100: every interpolation space stays finite
  /// below it (sRGB's transfer function raises to 2.4, so linear light overflows near 1e128;
  /// Oklab's cube roots and cubes then stay far inside the Double range).
  public static let maximumComponentMagnitude = 1e100

  /// Creates a color whose components are known to be valid.
  @usableFromInline
  internal init(uncheckedRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components as one vector (red, green, blue, alpha), the layout of the batch buffers.
  @inlinable
  public var components: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
}
