extension _PathSegment {
  /// 0, the parameters in (0, 1) where the speed |B′(t)| has a local minimum or maximum
  /// (ascending), and 1: the cuts `appendArcLengthPanels` splits the segment at, so that each
  /// panel is smooth (at a cusp the speed behaves like |t − t₀|, which Gauss–Legendre integrates
  /// exactly on either side but poorly across). One array, built in place.
  ///
  /// Cubic: the roots of d/dt |B′|²/2 = B′·B″, a cubic polynomial, bracketed between the roots of
  /// its derivative and found to full precision by the package's safeguarded Newton
  /// (`_safeguardedRoot`). Arc: |dB/dt|² =
  /// Δθ²(rx² sin²θ + ry² cos²θ) is extreme where θ is a multiple of π/2.
  func panelCuts() -> [Double] {
    var cuts: [Double] = []
    // A cubic has at most three extrema; an arc one per quarter turn (the array grows past five).
    cuts.reserveCapacity(5)
    cuts.append(0)
    switch self {
    case .cubic(let p0, let p1, let p2, let p3):
      let a = 3 * (p1 - p0)
      let b = 6 * (p2 - 2 * p1 + p0)
      let c = 3 * (p3 - 3 * p2 + 3 * p1 - p0)
      func dot(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double { u.x * v.x + u.y * v.y }
      let coefficients = SIMD4(dot(a, b), 2 * dot(a, c) + dot(b, b), 3 * dot(b, c), 2 * dot(c, c))
      Self.appendRootsInUnitInterval(of: coefficients, to: &cuts)
    case .arc(let arc):
      guard arc.sweepAngle != 0, arc.radii.x != arc.radii.y else { break }
      let quarter = Double.pi / 2
      let low = min(arc.startAngle, arc.startAngle + arc.sweepAngle)
      let high = max(arc.startAngle, arc.startAngle + arc.sweepAngle)
      var k = (low / quarter).rounded(.down) + 1
      while k * quarter < high {
        let t = (k * quarter - arc.startAngle) / arc.sweepAngle
        if t > 0 && t < 1 { cuts.append(t) }
        k += 1
      }
      cuts[1...].sort()
    }
    cuts.append(1)
    return cuts
  }

  /// Appends to `roots`, ascending, the sign-changing roots in (0, 1) of c₀ + c₁t + c₂t² + c₃t³,
  /// c = (c₀, c₁, c₂, c₃).
  static func appendRootsInUnitInterval(of c: SIMD4<Double>, to roots: inout [Double]) {
    func value(_ t: Double) -> Double { ((c[3] * t + c[2]) * t + c[1]) * t + c[0] }
    // Monotone pieces: split at the roots of the derivative c₁ + 2c₂t + 3c₃t² that lie in (0, 1),
    // ascending (at most two; no array).
    var inner = (first: Double.nan, second: Double.nan)
    let (qa, qb, qc) = (3 * c[3], 2 * c[2], c[1])
    if qa != 0 {
      let discriminant = qb * qb - 4 * qa * qc
      if discriminant > 0 {
        let root = discriminant.squareRoot()
        let q = -0.5 * (qb + (qb >= 0 ? root : -root))
        let (r1, r2) = (q / qa, q != 0 ? qc / q : 0)
        switch (r1 > 0 && r1 < 1, r2 > 0 && r2 < 1) {
        case (true, true): inner = r2 < r1 ? (r2, r1) : (r1, r2)
        case (true, false): inner.first = r1
        case (false, true): inner.first = r2
        case (false, false): break
        }
      }
    } else if qb != 0 {
      let t = -qc / qb
      if t > 0 && t < 1 { inner.first = t }
    }
    var low = 0.0
    func piece(to high: Double) {
      defer { low = high }
      let (valueLow, valueHigh) = (value(low), value(high))
      guard valueLow * valueHigh < 0 else { return }
      // Run until no double lies strictly inside the bracket, then keep the end nearer the root.
      let found = _safeguardedRoot(
        between: low, and: high, from: low + (high - low) / 2, increasing: valueLow < 0
      ) { t in
        _newtonStep(value: value(t), derivative: (3 * c[3] * t + 2 * c[2]) * t + c[1])
      }
      let root = found.nearestEnd(value)
      if root > 0 && root < 1 { roots.append(root) }
    }
    if !inner.first.isNaN { piece(to: inner.first) }
    if !inner.second.isNaN { piece(to: inner.second) }
    piece(to: 1)
  }
}
