import RealModule

extension MeasuredPath {
  /// The direction of travel at a location, in radians in (−π, π], for `rotationMode` (auto: the
  /// tangent direction atan2(dy, dx); autoReverse: that plus π).
  ///
  /// Where the speed is zero (a cusp, or a control point on its end point) the direction is the
  /// limit of the tangent as motion continues: with B′(t₀) = 0, B′(t₀ + h) ≈ B⁽ᵏ⁾(t₀)·hᵏ⁻¹/(k−1)! for
  /// the first non-zero derivative k = 2, 3, so the direction is ±B⁽ᵏ⁾ (the side after t₀, or
  /// before it at the element's end, t = 1). If every derivative vanishes the chord from the
  /// element's start to its end gives the direction; an element that is a single point gives 0.
  /// A derivative counts as zero when it is below 1e-13 of the element's size (rounding level).
  public func tangentAngle(at location: PathLocation, rotationMode: PathRotationMode = .auto) -> Double {
    let angle: Double
    if let direction = tangentDirection(at: location) {
      angle = Double.atan2(y: direction.y, x: direction.x)
    } else {
      angle = 0
    }
    guard rotationMode == .autoReverse else { return angle }
    return angle > 0 ? angle - Double.pi : angle + Double.pi
  }

  /// A non-zero vector along the direction of travel, or nil where there is none.
  func tangentDirection(at location: PathLocation, fromBefore: Bool? = nil) -> SIMD2<Double>? {
    guard !segments.isEmpty else { return nil }
    let keyframe = min(max(location.keyframe, 0), segments.count - 1)
    let t = location.parameter.isNaN ? 0 : min(max(location.parameter, 0), 1)
    let segment = segments[keyframe]
    let threshold = 1e-13 * segment.scale
    let before = fromBefore ?? (t == 1)
    for order in 1...3 {
      var d = segment.derivative(order, at: t)
      // The same direction, a quarter as long, where B′ passes the largest Double.
      if order == 1 && !(d.x.isFinite && d.y.isFinite) { d = segment.quarterDerivative(at: t) }
      if max(abs(d.x), abs(d.y)) > threshold {
        // Approaching from before, B′(t₀ − h) ≈ B⁽ᵏ⁾·(−h)ᵏ⁻¹/(k−1)!: the sign flips for even k.
        return before && order == 2 ? -d : d
      }
    }
    let chord = segment.endPoint - segment.startPoint
    return chord == .zero ? nil : chord
  }

  /// The point and direction of travel at arc length u·L (paced), in one call.
  public func pacedSample(atPacedFraction u: Double, rotationMode: PathRotationMode = .auto)
    -> (point: SIMD2<Double>, angle: Double)
  {
    let location = location(atPacedFraction: u)
    return (point(at: location), tangentAngle(at: location, rotationMode: rotationMode))
  }
}
