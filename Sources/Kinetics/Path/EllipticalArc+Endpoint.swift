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
  ///   - rotationDegrees: φ in degrees, as SVG writes it.
  ///   - largeArc: `true` takes the arc of more than 180°.
  ///   - sweep: `true` takes the direction of increasing angle (clockwise on screen, y down).
  /// - Returns: `.line` when a radius is 0, `.omitted` when start equals end (both F.6.2).
  /// - Throws: `PathError.nonFiniteValue` if any input is not finite.
  public static func fromEndpoints(
    start: SIMD2<Double>, end: SIMD2<Double>, radii: SIMD2<Double>, rotationDegrees: Double,
    largeArc: Bool, sweep: Bool
  ) throws(PathError) -> EndpointConversion {
    guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
      throw .nonFiniteValue("arc end point")
    }
    guard radii.x.isFinite, radii.y.isFinite else { throw .nonFiniteValue("arc radius") }
    guard rotationDegrees.isFinite else { throw .nonFiniteValue("arc rotation") }
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
    // F.6.6.3: scale radii that cannot span the chord.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let scale = lambda.squareRoot()
      rx *= scale
      ry *= scale
    }
    // Step 2: the center in the ellipse's frame. The radicand is ≥ 0 in exact arithmetic once the
    // radii fit; rounding can push it just below 0, hence the clamp.
    let rx2 = rx * rx
    let ry2 = ry * ry
    let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
    let radicand = max(0, (rx2 * ry2 - denominator) / denominator)
    let sign: Double = largeArc != sweep ? 1 : -1
    let coefficient = sign * radicand.squareRoot()
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
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
