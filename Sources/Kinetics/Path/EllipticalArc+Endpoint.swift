import RealModule

extension EllipticalArc {
  /// What SVG's endpoint parameterization of an arc stands for (SVG 1.1 Appendix F.6.2).
  public enum EndpointConversion: Sendable, Equatable {
    /// A true elliptical arc, starting at `start` and ending at `end` up to rounding.
    case arc(EllipticalArc)
    /// A radius is zero: SVG draws a straight line to the end point.
    case line
    /// The end point equals the start point: SVG draws nothing.
    case omitted
  }

  /// Converts SVG's endpoint form (start, end, radii, x-axis rotation, large-arc and sweep flags)
  /// to center form, as SVG 1.1 Appendix F.6.5 specifies, with the out-of-range corrections of
  /// F.6.6: negative radii use their absolute value, and radii too small to reach from start to end
  /// are scaled up by √Λ, Λ = x1′²/rx² + y1′²/ry², so that the ellipse just fits (the center is then
  /// the midpoint of the chord).
  ///
  /// - Parameters:
  ///   - start: the current point, where the arc begins.
  ///   - end: the point the arc ends at.
  ///   - radii: rx and ry as written (their absolute values are used).
  ///   - rotationDegrees: φ in degrees, as SVG writes it.
  ///   - largeArc: `true` takes the arc of more than 180°.
  ///   - sweep: `true` takes the direction of increasing angle (clockwise on screen, y down).
  /// - Returns: `.line` when a radius is 0, `.omitted` when start equals end (both F.6.2).
  /// - Throws: `PathError.parameter` (rule `finite`) if any input is not finite.
  public static func fromEndpoints(
    start: SIMD2<Double>, end: SIMD2<Double>, radii: SIMD2<Double>, rotationDegrees: Double,
    largeArc: Bool, sweep: Bool
  ) throws(PathError) -> EndpointConversion {
    try PathError.requireFinite(start, name: "arc start point")
    try PathError.requireFinite(end, name: "arc end point")
    try PathError.requireFinite(radii, name: "arc radius")
    try PathError.require(rotationDegrees, .finite, name: "arc rotation")
    if start == end { return .omitted }
    var rx = abs(radii.x)
    var ry = abs(radii.y)
    if rx == 0 || ry == 0 { return .line }

    let phi = rotationDegrees * (Double.pi / 180)
    let (cosPhi, sinPhi) = (Double.cos(phi), Double.sin(phi))
    // Step 1 (F.6.5.1): the start point in the ellipse's frame, relative to the chord midpoint.
    let half = (start - end) / 2
    let x1 = cosPhi * half.x + sinPhi * half.y
    let y1 = -sinPhi * half.x + cosPhi * half.y
    // F.6.6.3 and F.6.5.2 in the unit circle the ellipse maps to: the half chord (a, b) =
    // (x1′/rx, y1′/ry) has length h = √Λ. Λ ≥ 1: the radii cannot span the chord and are scaled
    // by h, and the center is the chord's midpoint. Otherwise the center lies √(1 − Λ) / h along
    // the chord's normal (the F.6.5.2 radicand (rx²ry² − rx²y1′² − ry²x1′²)/(rx²y1′² + ry²x1′²)
    // is 1/Λ − 1), formed without squaring the radii, so no radius overflows. For a circle h is
    // taken from the chord before rotation (no rounding of the rotation in it), and a Λ within
    // 2⁻⁵⁰ of 1 counts as 1: that close, 1 − Λ is the rounding of Λ itself, and its square root
    // would move the center by up to 1.5e-8·r (ends exactly opposite on a circle measured 2πr +
    // 7.7e-9 of it; issue 18). Skia's SkPath::arcTo works in the same unit circle, with the
    // radicand clamped at 0, which does not help when it rounds to +1 ulp (docs/paths.md, Arcs).
    let h =
      rx == ry
      ? Double.hypot(half.x / rx, half.y / rx) : Double.hypot(x1 / rx, y1 / ry)
    let lambda = h * h
    var offset = 0.0
    if lambda >= 1 - 0x1p-50 {
      if lambda > 1 {
        rx *= h
        ry *= h
      }
    } else {
      offset = (1 - lambda).squareRoot() / h
    }
    let sign: Double = largeArc != sweep ? 1 : -1
    let cx1 = sign * offset * (rx * (y1 / ry))
    let cy1 = -sign * offset * (ry * (x1 / rx))
    // Step 3: back to user space.
    let middle = (start + end) / 2
    let center = SIMD2(cosPhi * cx1 - sinPhi * cy1 + middle.x, sinPhi * cx1 + cosPhi * cy1 + middle.y)
    // Step 4: the start angle and the sweep, adjusted to the sweep flag.
    let u = SIMD2((x1 - cx1) / rx, (y1 - cy1) / ry)
    let v = SIMD2((-x1 - cx1) / rx, (-y1 - cy1) / ry)
    let theta1 = Double.atan2(y: u.y, x: u.x)
    var delta = Double.atan2(y: u.x * v.y - u.y * v.x, x: u.x * v.x + u.y * v.y)
    if !sweep && delta > 0 { delta -= 2 * Double.pi }
    if sweep && delta < 0 { delta += 2 * Double.pi }
    return .arc(
      try EllipticalArc(
        center: center, radii: SIMD2(rx, ry), rotation: phi, startAngle: theta1, sweepAngle: delta))
  }
}
