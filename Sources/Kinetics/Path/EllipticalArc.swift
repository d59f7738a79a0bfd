import RealModule

/// An arc of an ellipse in center form: the curve element that SVG's `A` command and
/// `UIBezierPath`'s arcs and ovals draw, evaluated exactly with cosine and sine.
///
/// With θ(t) = startAngle + t·sweepAngle for t in [0, 1] and R(φ) the rotation by `rotation`,
///     point(t) = center + R(φ)·(rx·cos θ(t), ry·sin θ(t))
/// (SVG 1.1 Appendix F.6.3). A positive sweep turns from the x axis toward the y axis (clockwise on
/// screen when y points down, as in UIKit and SVG). The parameter t runs linearly in angle.
public struct EllipticalArc: Sendable, Equatable {
  /// The center of the ellipse.
  public let center: SIMD2<Double>
  /// The radii (rx, ry) along the ellipse's own axes, both ≥ 0.
  public let radii: SIMD2<Double>
  /// The angle φ (radians) from the x axis to the ellipse's first axis.
  public let rotation: Double
  /// θ at t = 0, in radians, measured on the unrotated, unscaled ellipse.
  public let startAngle: Double
  /// Δθ: the signed angle swept from t = 0 to t = 1, in radians (any finite value).
  public let sweepAngle: Double

  /// Creates an arc; every value must be finite and both radii ≥ 0.
  public init(
    center: SIMD2<Double>, radii: SIMD2<Double>, rotation: Double = 0, startAngle: Double,
    sweepAngle: Double
  ) throws(PathError) {
    try PathError.requireFinite(center, name: "arc center")
    try PathError.requireFinite(radii, name: "arc radius")
    try PathError.require(rotation, .finite, name: "arc rotation")
    try PathError.require(startAngle, .finite, name: "arc start angle")
    try PathError.require(sweepAngle, .finite, name: "arc sweep angle")
    try PathError.require(radii.x, .nonNegative, name: "arc radius x")
    try PathError.require(radii.y, .nonNegative, name: "arc radius y")
    self.center = center
    self.radii = radii
    self.rotation = rotation
    self.startAngle = startAngle
    self.sweepAngle = sweepAngle
  }

  /// The point at angle θ (not at a parameter t).
  @inlinable
  public func point(atAngle theta: Double) -> SIMD2<Double> {
    let local = SIMD2(radii.x * Double.cos(theta), radii.y * Double.sin(theta))
    let (c, s) = (Double.cos(rotation), Double.sin(rotation))
    return center + SIMD2(c * local.x - s * local.y, s * local.x + c * local.y)
  }

  /// The point at t = 0.
  public var startPoint: SIMD2<Double> { point(atAngle: startAngle) }
  /// The point at t = 1.
  public var endPoint: SIMD2<Double> { point(atAngle: startAngle + sweepAngle) }
}
