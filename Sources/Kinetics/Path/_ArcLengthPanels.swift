/// One piece of a segment's parameter range and its arc length: [t0, t1] ↦ ∫ |B′| dt.
@usableFromInline
struct _ArcLengthPanel: Sendable, Equatable {
  @usableFromInline var segment: Int
  @usableFromInline var t0: Double
  @usableFromInline var t1: Double
  @usableFromInline var length: Double
}

extension _PathSegment {
  /// Splits [0, 1] at the speed extrema, then bisects each piece adaptively
  /// (`_GaussLegendre.adaptivePanels`) until, on every panel [a, b], the 8-point Gauss–Legendre
  /// value and the sum over its two halves agree to `tolerance`·max(panel length, L₀·(b − a)),
  /// where L₀ is the unrefined estimate of the element's length: relative accuracy on long panels,
  /// and on the short panels near a cusp a share of the element's budget proportional to their
  /// width (the shares sum to `tolerance`·L₀), which stops needless refinement there. A panel is
  /// also accepted when the difference is at rounding level, 128·ε·3·`speedRoundingScale`·(panel width):
  /// near a cusp the computed speed carries an absolute rounding error of that size, which no
  /// bisection removes (these floors add up to ≤ 128·ε·scale, about 3e-14 of the element's size).
  /// A length that is not finite (a speed beyond the largest Double) stops the splitting there
  /// rather than at depth 60 (2⁶⁰ panels); `AnimationPath.measured` then throws.
  ///
  /// Where the speed or the rule's weighted sum (twice the mean speed) passes the largest Double
  /// although the length may not (`M 0 0 L 1e308 0`), the panels are found for a quarter of the
  /// speed (`quarterSpeed(at:)`) and their lengths multiplied by 4: exact scaling, so a length is
  /// +∞ only where it is beyond the range.
  func arcLengthPanels(segment index: Int, tolerance: Double) -> [_ArcLengthPanel] {
    let cuts = [0] + speedExtrema() + [1]
    let roundingFloor = 128 * Double.ulpOfOne * 3 * speedRoundingScale
    let panels = Self.panels(segment: index, tolerance: tolerance, cuts: cuts, floor: roundingFloor) { speed(at: $0) }
    if panels.allSatisfy({ $0.length.isFinite }) { return panels }
    return Self.panels(segment: index, tolerance: tolerance, cuts: cuts, floor: roundingFloor / 4) {
      quarterSpeed(at: $0)
    }.map { _ArcLengthPanel(segment: $0.segment, t0: $0.t0, t1: $0.t1, length: 4 * $0.length) }
  }

  /// The adaptive panels of `speed` over each piece between consecutive `cuts`.
  @inline(__always)
  private static func panels(
    segment index: Int, tolerance: Double, cuts: [Double], floor: Double, _ speed: (Double) -> Double
  ) -> [_ArcLengthPanel] {
    var result: [_ArcLengthPanel] = []
    let coarsePieces = (0..<(cuts.count - 1)).map { piece in
      _GaussLegendre.integrate(from: cuts[piece], to: cuts[piece + 1]) { speed($0) }
    }
    let estimate = coarsePieces.reduce(0, +)
    for piece in 0..<(cuts.count - 1) where cuts[piece + 1] > cuts[piece] {
      _GaussLegendre.adaptivePanels(
        from: cuts[piece], to: cuts[piece + 1], coarse: coarsePieces[piece], tolerance: tolerance,
        scale: estimate, floor: floor, { speed($0) }
      ) { a, b, length in
        result.append(_ArcLengthPanel(segment: index, t0: a, t1: b, length: length))
      }
    }
    return result
  }
}
