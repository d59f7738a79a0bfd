extension _GaussLegendre {
  /// Splits [a, b] into panels by bisection and integrates f on each with the 8-point rule, handing
  /// each accepted panel (start, end, integral) to `panel` in order from a to b.
  ///
  /// A panel [p, q] with 8-point value C is split at its midpoint m; the halves' values L and R are
  /// kept when |L + R − C| ≤ max(`tolerance`·max(|L + R|, `scale`·(q − p)), `floor`·(q − p)), and
  /// each half is refined in turn otherwise. The first term asks for relative accuracy on panels
  /// that carry much of the integral; `scale` (the integral's size per unit of width, say the
  /// coarse integral over [a, b] divided by b − a) gives every panel a share of the budget
  /// proportional to its width, which stops needless refinement where the integrand is small; the
  /// `floor` term accepts panels whose difference is at the rounding level of f (an absolute error
  /// per unit width that no bisection removes). The kept halves are more accurate than the test:
  /// for smooth f the error of the halves is about 2⁻¹⁶ of the difference. Splitting also stops at
  /// `maximumDepth`, when the midpoint cannot be represented, when the halves' sum is not
  /// finite (a non-convergent integrand: the caller sees a non-finite panel), and once
  /// `maximumSplits` splits have been made: an integrand whose rounding noise stays above the
  /// budget (coordinates near the largest Double) would otherwise split every panel down to
  /// `maximumDepth`, 2⁶⁰ panels; past the limit each remaining panel is kept as it is, so the work
  /// and the number of panels stay bounded (2·`maximumSplits` + 1 panels at most).
  ///
  /// - Parameter coarse: the 8-point value on [a, b], when the caller has it (else computed).
  /// - Complexity: 16 evaluations of f per split; the number of splits depends on f (for smooth f
  ///   the error falls by 2⁻¹⁶ per halving, so a few levels suffice).
  package static func adaptivePanels(
    from a: Double, to b: Double, coarse: Double? = nil, tolerance: Double, scale: Double = 0,
    floor: Double = 0, maximumDepth: Int = 60, maximumSplits: Int = 1 << 16,
    _ f: (Double) -> Double, panel: (_ start: Double, _ end: Double, _ integral: Double) -> Void
  ) {
    var splits = 0
    func refine(_ a: Double, _ b: Double, _ coarse: Double, depth: Int) {
      splits += 1
      let m = a + (b - a) / 2
      let left = integrate(from: a, to: m, f)
      let right = integrate(from: m, to: b, f)
      let fine = left + right
      let difference = abs(fine - coarse)
      let budget = max(tolerance * max(fine.magnitude, scale * (b - a)), floor * (b - a))
      if difference <= budget || !fine.isFinite || depth >= maximumDepth || splits >= maximumSplits
        || m <= a || m >= b
      {
        panel(a, m, left)
        panel(m, b, right)
      } else {
        refine(a, m, left, depth: depth + 1)
        refine(m, b, right, depth: depth + 1)
      }
    }
    guard b > a else { return }
    refine(a, b, coarse ?? integrate(from: a, to: b, f), depth: 0)
  }
}
