extension RGBAColor: AnimatableValue {
  /// The space and alpha handling of the blend.
  public typealias InterpolationOptions = ColorInterpolationOptions
  /// Both colors converted to the interpolation space once.
  public typealias PreparedInterpolation = ColorInterpolation

  /// ``ColorInterpolationOptions/standard``: CSS Color 4's rules for legacy sRGB colors.
  @inlinable public static var defaultInterpolationOptions: ColorInterpolationOptions { .standard }

  /// ``ColorInterpolation`` of the pair.
  // Always inlined, as the initializer is: out of line, its 208-byte result came back through
  // memory into BasicAnimation's value over an underlying color (see ColorInterpolation.init).
  @inlinable @inline(__always)
  public static func preparedInterpolation(
    from start: RGBAColor, to end: RGBAColor, options: ColorInterpolationOptions
  ) -> ColorInterpolation {
    ColorInterpolation(from: start, to: end, options: options)
  }

  /// ``ColorInterpolation/color(at:)``.
  @inlinable
  public static func interpolate(_ prepared: ColorInterpolation, fraction: Double) -> RGBAColor {
    prepared.color(at: fraction)
  }

  /// Whether all four components are finite (an extrapolated blend may not be).
  @inlinable public var isFiniteValue: Bool {
    let c = components
    return c.x.isFinite && c.y.isFinite && c.z.isFinite && c.w.isFinite
  }

  /// Transparent black, all four components 0.
  @inlinable
  public static var additiveIdentity: RGBAColor { RGBAColor(uncheckedRed: 0, green: 0, blue: 0, alpha: 0) }

  /// The component-wise sum `base + self` of the stored (gamma-encoded, straight-alpha) components,
  /// alpha clamped to [0, 1] and red, green and blue to ±``maximumComponentMagnitude``, so the
  /// result is a valid color.
  @inlinable
  public func added(over base: RGBAColor) -> RGBAColor { .clamped(base.components + components) }

  /// `total − self` component by component, clamped as ``added(over:)`` clamps.
  @inlinable
  public func subtracted(from total: RGBAColor) -> RGBAColor? { .clamped(total.components - components) }

  /// `self + count·(end − start)` component by component, clamped as ``added(over:)`` clamps.
  @inlinable
  public func accumulated(_ count: Int, changesFrom start: RGBAColor, to end: RGBAColor) -> RGBAColor? {
    .clamped(components + Double(count) * (end.components - start.components))
  }

  /// The color of `components` with alpha clamped to [0, 1] and the others to
  /// ±``maximumComponentMagnitude`` (NaN, from ∞ − ∞, counts as 0).
  @usableFromInline
  internal static func clamped(_ components: SIMD4<Double>) -> RGBAColor {
    let limit = maximumComponentMagnitude
    func bounded(_ value: Double, _ low: Double, _ high: Double) -> Double {
      value.isNaN ? 0 : Swift.min(Swift.max(value, low), high)
    }
    return RGBAColor(
      uncheckedRed: bounded(components.x, -limit, limit), green: bounded(components.y, -limit, limit),
      blue: bounded(components.z, -limit, limit), alpha: bounded(components.w, 0, 1))
  }
}
