extension RGBAColor: Interpolatable {
  /// The color a fraction `fraction` of the way to `other`, blended with
  /// ``ColorInterpolationOptions/standard`` (gamma-encoded sRGB, premultiplied alpha; CSS Color 4
  /// §12.3). See ``ColorInterpolation`` for the method and accuracy.
  ///
  /// Edge cases: 0 and 1 return the endpoints exactly; alpha is clamped to [0, 1] when extrapolating.
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
    interpolated(to: other, fraction: fraction, options: .standard)
  }

  /// The color a fraction `fraction` of the way to `other`, blended as `options` say.
  ///
  /// To evaluate the same pair at many fractions, keep a ``ColorInterpolation`` instead: it converts
  /// and premultiplies the endpoints once.
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(
    to other: RGBAColor, fraction: Double, options: ColorInterpolationOptions
  ) -> RGBAColor {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return ColorInterpolation(from: self, to: other, options: options).color(at: fraction)
  }
}
