extension CubicBezierTimingCurve {
  /// `progress(at:)` for four inputs at once: `_tableParameter` with masks instead of per-lane
  /// branches, then the scalar function for any lane that needs more. Each lane fetches its own
  /// table cell (the cell depends on the input); the arithmetic after that is the scalar one, in the
  /// same order, on whole vectors. The only branch asks whether any lane needs the scalar finish.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x: SIMD4<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD4<Double> {
    typealias Lanes = SIMD4<Double>
    let isUpper = x .> 0.5
    let inside = (x .> 0) .& (x .< 1)
    let v = x.replacing(with: 1 - x, where: isUpper).replacing(with: 0.25, where: .!inside)
    let lower = rows.baseAddress!
    let upper = lower + _InverseTable.halfStride
    let pick = { (row: Int, column: Int) in
      Lanes(repeating: lower[row][column]).replacing(with: upper[row][column], where: isUpper)
    }
    let (ax, bx, cx) = (Lanes(repeating: lower[0][0]), pick(0, 1), pick(0, 2))
    let (ay, by, cy) = (Lanes(repeating: lower[1][0]), pick(1, 1), pick(1, 2))
    let magnitudes = (Lanes(repeating: lower[2][0]), pick(2, 1), pick(2, 2))

    /// `_halleyStepAndCorrection` lane by lane, in the same order of operations (a local function:
    /// a global one was left out of line, so compiled without the caller's CPU flags).
    @inline(__always) func halleyStepAndCorrection(_ guess: Lanes, low: Lanes, high: Lanes)
      -> (corrected: Lanes, t: Lanes, converged: SIMDMask<SIMD4<Int64>>)
    {
      let r0 = (cx * guess - v) + (bx + ax * guess) * (guess * guess)
      let slope0 = (3 * ax * guess + 2 * bx) * guess + cx
      let curvature0 = 6 * ax * guess + 2 * bx
      let quotient = slope0 / (slope0 * slope0 - 0.5 * r0 * curvature0)
      let next = guess - r0 * quotient
      let t = high.replacing(with: next, where: next .< high).replacing(
        with: low, where: .!(next .> low))
      let r = (cx * t - v) + (bx + ax * t) * (t * t)
      let slope = (3 * ax * t + 2 * bx) * t + cx
      let tolerance = 0x1p-50 * (((magnitudes.0 * t + magnitudes.1) * t + magnitudes.2) * t + v)
      let corrected = t - r * quotient
      let yDerivative = (3 * ay * t + 2 * by) * t + cy
      let converged =
        (_magnitude(r) .<= tolerance) .& ((_magnitude(yDerivative) * tolerance) .<= 0x1p-44 * slope)
        .& (_magnitude(1 - quotient * slope) .<= 0.0625) .& (corrected .>= 0)
      return (corrected, t, converged)
    }

    let scaled = v * _InverseTable.cellScale
    let cells = scaled.rounded(.towardZero).replacing(
      with: Double(_InverseTable.cellsPerHalf - 1),
      where: scaled .>= Double(_InverseTable.cellsPerHalf))
    let u = scaled - cells
    var c0 = Lanes()
    var c1 = Lanes()
    var c2 = Lanes()
    var c3 = Lanes()
    var high = Lanes()
    for lane in 0..<4 {
      let half = isUpper[lane] ? upper : lower
      let row = half + _InverseTable.headerRows + Int(cells[lane])
      let coefficients = row[0]
      c0[lane] = coefficients[0]
      c1[lane] = coefficients[1]
      c2[lane] = coefficients[2]
      c3[lane] = coefficients[3]
      high[lane] = row[1][0]
    }
    let low = c0
    let guess = (c0 + c1 * u) + (c2 + c3 * u) * (u * u)
    let first = halleyStepAndCorrection(guess, low: low, high: high)
    var (corrected, converged) = (first.corrected, first.converged)
    if !all(converged) {
      var start = first.t
      let inFirstCell = low .== 0
      if any(inFirstCell .& .!converged) {
        // The scalar `_firstCellGuess`, lane by lane.
        let rootScaled = v.squareRoot() * _InverseTable.cellScale
        let rootCells = rootScaled.rounded(.towardZero).replacing(
          with: Double(_InverseTable.rootCells - 1),
          where: rootScaled .>= Double(_InverseTable.rootCells))
        let rootU = rootScaled - rootCells
        var (d0, d1, d2, d3) = (Lanes(), Lanes(), Lanes(), Lanes())
        for lane in 0..<4 {
          let half = isUpper[lane] ? upper : lower
          let coefficients = half[_InverseTable.firstCellRows + Int(rootCells[lane])]
          (d0[lane], d1[lane], d2[lane], d3[lane]) =
            (coefficients[0], coefficients[1], coefficients[2], coefficients[3])
        }
        let model = ((d3 * rootU + d2) * rootU + d1) * rootU + d0
        start.replace(with: model, where: inFirstCell)
      }
      let second = halleyStepAndCorrection(start, low: low, high: high)
      corrected.replace(with: second.corrected, where: .!converged)
      converged .|= second.converged
    }
    var y = cy * corrected + (by + ay * corrected) * (corrected * corrected)
    y.replace(with: 1 - y, where: isUpper)
    let needsScalar = .!(inside .& converged)
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
