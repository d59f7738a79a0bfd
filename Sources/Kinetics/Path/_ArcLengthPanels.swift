/// One piece of a segment's parameter range and its arc length: [t0, t1] ↦ ∫ |B′| dt.
@usableFromInline
struct _ArcLengthPanel: Sendable, Equatable {
  @usableFromInline var segment: Int
  @usableFromInline var t0: Double
  @usableFromInline var t1: Double
  @usableFromInline var length: Double
}

extension _PathSegment {
  /// Splits [0, 1] at the speed extrema, then bisects adaptively until, on every panel [a, b], the
  /// 8-point Gauss–Legendre value and the sum over its two halves agree to
  /// `tolerance`·max(panel length, L₀·(b − a)), where L₀ is the unrefined estimate of the element's
  /// length: relative accuracy on long panels, and on the short panels near a cusp a share of the
  /// element's budget proportional to their width (the shares sum to `tolerance`·L₀), which stops
  /// needless refinement there. The halves are kept (their error is far below the
  /// difference, 2⁻¹⁶ of it for smooth speed). A panel is also accepted when the difference is at rounding level,
  /// 128·ε·(speed scale)·(panel width): near a cusp the computed speed carries an absolute rounding
  /// error of that size, which no bisection removes (these floors add up to ≤ 128·ε·scale, about
  /// 3e-14 of the element's size). Bisection stops at depth 60 or when the midpoint cannot be
  /// represented.
  func arcLengthPanels(segment index: Int, tolerance: Double) -> [_ArcLengthPanel] {
    var result: [_ArcLengthPanel] = []
    let cuts = [0] + speedExtrema() + [1]
    let roundingFloor = 128 * Double.ulpOfOne * 3 * scale
    let coarsePieces = (0..<(cuts.count - 1)).map { piece in
      _GaussLegendre.integrate(from: cuts[piece], to: cuts[piece + 1]) { speed(at: $0) }
    }
    let estimate = coarsePieces.reduce(0, +)
    func refine(_ a: Double, _ b: Double, _ coarse: Double, depth: Int) {
      let m = a + (b - a) / 2
      let left = _GaussLegendre.integrate(from: a, to: m) { speed(at: $0) }
      let right = _GaussLegendre.integrate(from: m, to: b) { speed(at: $0) }
      let fine = left + right
      let difference = abs(fine - coarse)
      let budget = max(tolerance * max(fine, estimate * (b - a)), roundingFloor * (b - a))
      // A length that is not finite (a speed beyond the largest Double) cannot converge: stop
      // there rather than split to depth 60 (2⁶⁰ panels); `AnimationPath.measured` then throws.
      if difference <= budget || !fine.isFinite || depth >= 60 || m <= a || m >= b {
        result.append(_ArcLengthPanel(segment: index, t0: a, t1: m, length: left))
        result.append(_ArcLengthPanel(segment: index, t0: m, t1: b, length: right))
      } else {
        refine(a, m, left, depth: depth + 1)
        refine(m, b, right, depth: depth + 1)
      }
    }
    for piece in 0..<(cuts.count - 1) where cuts[piece + 1] > cuts[piece] {
      let (a, b) = (cuts[piece], cuts[piece + 1])
      refine(a, b, coarsePieces[piece], depth: 0)
    }
    return result
  }
}
