import RealModule

/// The sRGB transfer function of IEC 61966-2-1, in the form CSS Color 4 §10.2 gives in its sample
/// code: piecewise, with a linear segment near zero, extended to negative values by odd symmetry.
///
/// Constants: 0.04045 and 12.92 (linear segment), 0.055, 1.055 and 2.4 (power segment) are the
/// standard's. The two directions are inverse to within a few ulp, not bit for bit, which is why
/// interpolation selects its endpoints explicitly.
@usableFromInline
internal enum SRGBTransferFunction {
  /// Gamma-encoded sRGB → linear light.
  @inlinable
  static func linear(fromEncoded value: Double) -> Double {
    let magnitude = Swift.abs(value)
    if magnitude <= 0.04045 { return value / 12.92 }
    let linear = Double.pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// Linear light → gamma-encoded sRGB.
  @inlinable
  static func encoded(fromLinear value: Double) -> Double {
    let magnitude = Swift.abs(value)
    if magnitude <= 0.0031308 { return value * 12.92 }
    let encoded = 1.055 * Double.pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }
}
