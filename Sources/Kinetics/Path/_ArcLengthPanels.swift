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
  ///
  /// The panels are appended to `panels` (the measured path's own array: no array per segment);
  /// returns the segment's length, their sum in order.
  func appendArcLengthPanels(segment index: Int, tolerance: Double, to panels: inout [_ArcLengthPanel])
    -> Double
  {
    let cuts = panelCuts()
    let first = panels.count
    let roundingFloor = 128 * Double.ulpOfOne * 3 * speedRoundingScale
    Self.appendPanels(segment: index, tolerance: tolerance, cuts: cuts, floor: roundingFloor, to: &panels) {
      speed(at: $0)
    }
    if panels[first...].allSatisfy({ $0.length.isFinite }) {
      return panels[first...].reduce(0) { $0 + $1.length }
    }
    panels.removeSubrange(first...)
    Self.appendPanels(segment: index, tolerance: tolerance, cuts: cuts, floor: roundingFloor / 4, to: &panels) {
      quarterSpeed(at: $0)
    }
    for panel in first..<panels.count { panels[panel].length *= 4 }
    return panels[first...].reduce(0) { $0 + $1.length }
  }

  /// Appends the adaptive panels of `speed` over each piece between consecutive `cuts`. `speed` is
  /// handed on as it is, not wrapped in a closure of its own: each wrapper is one more indirect
  /// call per evaluation (bench rows `arc-length-adaptive-gauss-legendre-scalar` and
  /// `measured-path-construct-mixed`).
  @inline(__always)
  private static func appendPanels(
    segment index: Int, tolerance: Double, cuts: [Double], floor: Double,
    to panels: inout [_ArcLengthPanel], _ speed: (Double) -> Double
  ) {
    let coarsePieces = (0..<(cuts.count - 1)).map { piece in
      _GaussLegendre.integrate(from: cuts[piece], to: cuts[piece + 1], speed)
    }
    let estimate = coarsePieces.reduce(0, +)
    for piece in 0..<(cuts.count - 1) where cuts[piece + 1] > cuts[piece] {
      _GaussLegendre.adaptivePanels(
        from: cuts[piece], to: cuts[piece + 1], coarse: coarsePieces[piece], tolerance: tolerance,
        scale: estimate, floor: floor, speed
      ) { a, b, length in
        panels.append(_ArcLengthPanel(segment: index, t0: a, t1: b, length: length))
      }
    }
  }
}
