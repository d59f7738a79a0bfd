import RealModule

/// The geometry of one keyframe element, starting where the previous one ended: lines and
/// quadratics are stored as the cubics they equal (degree elevation is exact up to rounding of the
/// control points), a close is the line back to its subpath's start, an arc stays exact.
@usableFromInline
enum _PathSegment: Sendable, Equatable {
  case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  case arc(EllipticalArc)

  static func line(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>) -> _PathSegment {
    .cubic(p0, p0 + (p1 - p0) / 3, p1 - (p1 - p0) / 3, p1)
  }

  /// Degree elevation: the inner control points p₀ + 2(c − p₀)/3 and p₂ + 2(c − p₂)/3, with the
  /// factor 2 applied after the division (the same bits, as doubling is exact) so 2(c − p₀) cannot
  /// overflow where the control point does not; when c − p₀ itself overflows (ends of opposite
  /// sign near ±1.8e308), as (p₀ + 2c)/3 = p₀/3 + 2(c/3).
  static func quadratic(_ p0: SIMD2<Double>, _ c: SIMD2<Double>, _ p2: SIMD2<Double>) -> _PathSegment {
    func elevated(_ end: SIMD2<Double>) -> SIMD2<Double> {
      let point = end + 2 * ((c - end) / 3)
      return point.x.isFinite && point.y.isFinite ? point : end / 3 + 2 * (c / 3)
    }
    return .cubic(p0, elevated(p0), elevated(p2), p2)
  }

  /// The point at parameter t in [0, 1] (Bernstein form for cubics: exact end points).
  @inlinable
  func point(at t: Double) -> SIMD2<Double> {
    switch self {
    case .cubic(let p0, let p1, let p2, let p3):
      let s = 1 - t
      let a = s * s * s
      let b = 3 * s * s * t
      let c = 3 * s * t * t
      let d = t * t * t
      let head: SIMD2<Double> = a * p0 + b * p1
      let tail: SIMD2<Double> = c * p2 + d * p3
      return head + tail
    case .arc(let arc):
      return arc.point(atAngle: arc.startAngle + t * arc.sweepAngle)
    }
  }

  /// The derivative of order 1, 2 or 3 with respect to t.
  @inlinable
  func derivative(_ order: Int, at t: Double) -> SIMD2<Double> {
    switch self {
    case .cubic(let p0, let p1, let p2, let p3):
      let s = 1 - t
      switch order {
      case 1:
        let first: SIMD2<Double> = (s * s) * (p1 - p0)
        let second: SIMD2<Double> = (2 * s * t) * (p2 - p1)
        let third: SIMD2<Double> = (t * t) * (p3 - p2)
        return 3 * (first + second + third)
      case 2:
        let first: SIMD2<Double> = s * (p2 - 2 * p1 + p0)
        let second: SIMD2<Double> = t * (p3 - 2 * p2 + p1)
        return 6 * (first + second)
      default: return 6 * (p3 - 3 * p2 + 3 * p1 - p0)
      }
    case .arc(let arc):
      // d^k/dt^k (rx cos θ, ry sin θ) = Δθ^k (rx cos(θ + kπ/2), ry sin(θ + kπ/2)), then rotated.
      let theta = arc.startAngle + t * arc.sweepAngle
      let (c, s) = (Double.cos(theta), Double.sin(theta))
      let local: SIMD2<Double>
      switch order {
      case 1: local = SIMD2(-arc.radii.x * s, arc.radii.y * c) * arc.sweepAngle
      case 2: local = SIMD2(-arc.radii.x * c, -arc.radii.y * s) * (arc.sweepAngle * arc.sweepAngle)
      default: local = SIMD2(arc.radii.x * s, -arc.radii.y * c) * (arc.sweepAngle * arc.sweepAngle * arc.sweepAngle)
      }
      let (cr, sr) = (Double.cos(arc.rotation), Double.sin(arc.rotation))
      return SIMD2(cr * local.x - sr * local.y, sr * local.x + cr * local.y)
    }
  }

  /// |dB/dt| as √(dx² + dy²), scaled by the larger component where a square would overflow
  /// (components above 1e150: a fuzz finding, where `curves path` with coordinates near 1e200 made
  /// every speed +∞ and the arc-length refinement split without end) or underflow (below 1e-150:
  /// segments of size 1e-300 measured 0); between them no scaling (hypot's was measured slower).
  @inlinable
  func speed(at t: Double) -> Double {
    let d = derivative(1, at: t)
    let largest = Swift.max(d.x.magnitude, d.y.magnitude)
    guard largest > 1e150 || largest < 1e-150, largest.isFinite, largest > 0 else {
      return (d.x * d.x + d.y * d.y).squareRoot()
    }
    return Self.norm(d, largest: largest)
  }

  /// |v| as largest·|v/largest| (`largest` = the larger component magnitude, positive and finite).
  @inlinable
  static func norm(_ v: SIMD2<Double>, largest: Double) -> Double {
    let (x, y) = (v.x / largest, v.y / largest)
    return largest * (x * x + y * y).squareRoot()
  }

  /// dB/dt divided by 4, formed without the factor 3 of a cubic's derivative (or the sweep of an
  /// arc's) at full size: finite wherever a quarter of the derivative is, for segments whose speed
  /// passes the largest Double although their length does not (`M 0 0 L 1e308 0`: the 8-point
  /// rule's weighted sum is twice the speed). The arc length and the tangent direction fall back
  /// to it where `derivative(1, at:)` is not finite.
  @inlinable
  func quarterDerivative(at t: Double) -> SIMD2<Double> {
    switch self {
    case .cubic(let p0, let p1, let p2, let p3):
      let s = 1 - t
      let first: SIMD2<Double> = (s * s) * (p1 - p0)
      let second: SIMD2<Double> = (2 * s * t) * (p2 - p1)
      let third: SIMD2<Double> = (t * t) * (p3 - p2)
      return 0.75 * first + 0.75 * second + 0.75 * third
    case .arc(let arc):
      let theta = arc.startAngle + t * arc.sweepAngle
      let local = SIMD2(-arc.radii.x * Double.sin(theta), arc.radii.y * Double.cos(theta)) * (arc.sweepAngle / 4)
      let (cr, sr) = (Double.cos(arc.rotation), Double.sin(arc.rotation))
      return SIMD2(cr * local.x - sr * local.y, sr * local.x + cr * local.y)
    }
  }

  /// |dB/dt|/4 from `quarterDerivative(at:)`, scaled as `speed(at:)` is.
  @inlinable
  func quarterSpeed(at t: Double) -> Double {
    let d = quarterDerivative(at: t)
    let largest = Swift.max(d.x.magnitude, d.y.magnitude)
    guard largest.isFinite, largest > 0 else { return (d.x * d.x + d.y * d.y).squareRoot() }
    return Self.norm(d, largest: largest)
  }

  var startPoint: SIMD2<Double> { point(at: 0) }
  var endPoint: SIMD2<Double> { point(at: 1) }

  /// The size of the geometry, to judge when a derivative is zero up to rounding.
  var scale: Double {
    switch self {
    case .cubic(let p0, let p1, let p2, let p3):
      let spans = [p1 - p0, p2 - p0, p3 - p0].map { max(abs($0.x), abs($0.y)) }
      return spans.max()!
    case .arc(let arc):
      return max(arc.radii.x, arc.radii.y) * max(1, abs(arc.sweepAngle))
    }
  }

  /// The size of the speed's rounding error, in units of ε, for the arc-length rounding floor
  /// (`appendArcLengthPanels`). A cubic's derivative is formed from differences of its control points,
  /// so its error scales with `scale`. An arc's speed is |Δθ|·|(−rx sin θ, ry cos θ)|: its error is
  /// about ε·max(rx, ry)·|Δθ| from cosine and sine, plus the rounding of θ = θ₁ + tΔθ (ε·|θ|
  /// absolute, capped at 2⁵² where it covers a whole turn) times the same factor. Using `scale`
  /// there instead (max(rx, ry)·max(1, |Δθ|), the size of the geometry, not of its speed) made the
  /// floor 1/|Δθ| times too large for short arcs of big ellipses: on the arc of
  /// `M0 0a1000000 5000000000000 12 0 1120 0` (Δθ ≈ 1.2e-4, ry = 5e12) it accepted panels 0.16
  /// off, a relative error of 9.5e-6 in the length (docs/paths.md, Arcs).
  var speedRoundingScale: Double {
    switch self {
    case .cubic: return scale
    case .arc(let arc):
      let largestAngle = max(abs(arc.startAngle), abs(arc.startAngle + arc.sweepAngle))
      return max(arc.radii.x, arc.radii.y) * abs(arc.sweepAngle) * max(1, min(largestAngle, 0x1p52))
    }
  }
}
