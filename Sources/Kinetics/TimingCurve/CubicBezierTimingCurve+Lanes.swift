extension CubicBezierTimingCurve {
  /// `progress(at:)` for four inputs at once: the scalar algorithm with masks instead of per-lane
  /// branches (see `_BezierHalf.parameter(_:)`), then the scalar function for any lane that needs
  /// more. The only branches ask whether any lane is in a first interval (then the square root of
  /// the quadratic-model guess is computed) and whether any lane needs the scalar finish.
  @inlinable @inline(__always)
  internal func progressLanes(_ x: SIMD4<Double>) -> SIMD4<Double> {
    typealias Lanes = SIMD4<Double>
    let lower = lowerHalf
    let upper = upperHalf
    let isUpper = x .> 0.5
    let inside = (x .> 0) .& (x .< 1)
    let pick = { (a: Double, b: Double) in Lanes(repeating: a).replacing(with: b, where: isUpper) }
    var v = x.replacing(with: 1 - x, where: isUpper)
    v.replace(with: 0.25, where: .!inside)

    // Interval k: the number of table entries below v (the table is sorted).
    var k = Lanes()
    var tableBelow = Lanes()
    var inverseSlope = pick(lower.inverseSlopes[0], upper.inverseSlopes[0])
    for j in 0..<8 {
      let entry = pick(lower.table[j], upper.table[j])
      let below = entry .< v
      k.replace(with: k + 1, where: below)
      tableBelow.replace(with: entry, where: below)
      if j < 7 {
        inverseSlope.replace(
          with: pick(lower.inverseSlopes[j + 1], upper.inverseSlopes[j + 1]), where: below)
      }
    }
    let low = k * 0.1
    let high = low + 0.1
    let ax = Lanes(repeating: lower.ax)
    let bx = pick(lower.bx, upper.bx)
    let cx = pick(lower.cx, upper.cx)

    // First guess: linear in the interval, the local quadratic model in the first one.
    var t = low + (v - tableBelow) * inverseSlope
    t = t.replacing(with: low, where: .!(t .> low)).replacing(with: high, where: .!(t .< high))
    let first = k .== 0
    let pureCubic = (cx .== 0) .& (bx .== 0)
    if any(first) {
      // Rare (inputs within the first tenth of t of either end): the square root is paid only then.
      let discriminant = cx * cx + 4 * bx * v
      let denominator = cx + discriminant.squareRoot()
      var quadratic = 2 * v / denominator
      let modelHasRoot = (discriminant .>= 0) .& (denominator .> 0)
      quadratic.replace(with: v * inverseSlope, where: .!modelHasRoot)
      quadratic.replace(with: 0.1, where: .!(quadratic .< 0.1))
      t.replace(with: quadratic, where: first)
    }

    for _ in 0..<_BezierHalf.fixedSteps {
      let r = ((ax * t + bx) * t + cx) * t - v
      let slope = (3 * ax * t + 2 * bx) * t + cx
      let curvature = 6 * ax * t + 2 * bx
      let next = t - r * slope / (slope * slope - 0.5 * r * curvature)
      t = high.replacing(with: next, where: next .< high).replacing(
        with: low, where: .!(next .> low))
    }
    let r = ((ax * t + bx) * t + cx) * t - v
    let slope = (3 * ax * t + 2 * bx) * t + cx
    let tolerance =
      0x1p-50
      * (((Lanes(repeating: lower.axMagnitude) * t + pick(lower.bxMagnitude, upper.bxMagnitude)) * t
        + pick(lower.cxMagnitude, upper.cxMagnitude)) * t + v)
    let corrected = t - r / slope
    let ay = Lanes(repeating: lower.ay)
    let by = pick(lower.by, upper.by)
    let cy = pick(lower.cy, upper.cy)
    let yDerivative = (3 * ay * corrected + 2 * by) * corrected + cy
    let converged =
      (_magnitude(r) .<= tolerance) .& ((_magnitude(yDerivative) * tolerance) .<= 0x1p-44 * slope)
      .& (corrected .>= 0)
    var y = ((ay * corrected + by) * corrected + cy) * corrected
    y.replace(with: 1 - y, where: isUpper)
    let needsScalar = .!(inside .& converged) .| (first .& pureCubic)
    if any(needsScalar) {
      for lane in 0..<4 where needsScalar[lane] { y[lane] = progress(at: x[lane]) }
    }
    return y
  }
}

/// |v| lane by lane; NaN stays NaN, so comparisons with it fail as in the scalar code.
@inlinable @inline(__always)
internal func _magnitude(_ v: SIMD4<Double>) -> SIMD4<Double> {
  v.replacing(with: -v, where: v .< 0)
}
