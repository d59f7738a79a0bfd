extension MeasuredPath {
  /// The place at arc length `s` from the start of the path: the inverse of arc length.
  ///
  /// Method: a binary search over the cumulative panel lengths finds the panel (zero-length panels
  /// are skipped, so a place is never inside an element of no length unless the whole path has
  /// none), then Newton's method on F(t) = ∫ₐᵗ|B′| − r inside the panel [a, b], with F evaluated by
  /// the same 8-point Gauss–Legendre rule, safeguarded by bisection whenever a step leaves the
  /// bracket or the speed is zero (`_safeguardedRoot`, docs/architecture.md). It stops when
  /// |F(t) − r| ≤ 1e-14·L or the bracket cannot shrink.
  ///
  /// Accuracy: the point found lies within 1e-12·L (along the path) of the exact place, checked
  /// against mpmath `findroot` references. `s` outside [0, L] is clamped; NaN counts as 0.
  /// - Complexity: O(log p) for p panels, then typically 2–4 Newton steps of 8 speed evaluations.
  public func location(atArcLength s: Double) -> PathLocation {
    guard !segments.isEmpty else { return PathLocation(keyframe: 0, parameter: 0) }
    let target = s.isNaN ? 0 : min(max(s, 0), length)
    guard length > 0 else { return PathLocation(keyframe: 0, parameter: 0) }
    // The first panel that ends beyond the target, or the last panel of positive length.
    var low = 0
    var high = panels.count
    while low < high {
      let middle = (low + high) / 2
      if panelStartLengths[middle + 1] > target { high = middle } else { low = middle + 1 }
    }
    var index = low
    if index == panels.count {
      index = panels.count - 1
      while panels[index].length == 0 { index -= 1 }
      return PathLocation(keyframe: panels[index].segment, parameter: panels[index].t1)
    }
    let panel = panels[index]
    let remainder = min(max(target - panelStartLengths[index], 0), panel.length)
    return PathLocation(keyframe: panel.segment, parameter: solveWithin(panel, arcLength: remainder))
  }

  /// The parameter t in the panel where the arc length from the panel start is `r`.
  @usableFromInline
  func solveWithin(_ panel: _ArcLengthPanel, arcLength r: Double) -> Double {
    let segment = segments[panel.segment]
    let (a, b) = (panel.t0, panel.t1)
    if r <= 0 { return a }
    if r >= panel.length { return b }
    // F(t) = ∫ₐᵗ|B′| − r rises from −r at a to (panel length − r) at b; F′ = |B′| (docs/paths.md).
    // Paths longer than a quarter of the largest Double solve for a quarter of F (the rule's sum and
    // the speed itself can overflow there; see `appendArcLengthPanels`).
    if !(4 * length).isFinite {
      return _safeguardedRoot(
        between: a, and: b, from: a + (b - a) * (r / panel.length), increasing: true,
        stopping: _RootStopping(residual: 0.25e-14 * length, iterations: 100)
      ) { t in
        let residual = _GaussLegendre.integrate(from: a, to: t) { segment.quarterSpeed(at: $0) } - r / 4
        return _newtonStep(value: residual, derivative: segment.quarterSpeed(at: t))
      }.root
    }
    let threshold = 1e-14 * length
    return _safeguardedRoot(
      between: a, and: b, from: a + (b - a) * (r / panel.length), increasing: true,
      stopping: _RootStopping(residual: threshold, iterations: 100)
    ) { t in
      let residual = _GaussLegendre.integrate(from: a, to: t) { segment.speed(at: $0) } - r
      return _newtonStep(value: residual, derivative: segment.speed(at: t))
    }.root
  }
}
