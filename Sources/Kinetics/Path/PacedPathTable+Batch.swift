extension PacedPathTable {
  /// Paced points for a buffer of time fractions, x and y into two buffers: the batch form of
  /// `point(atPacedFraction:)`, four samples per `SIMD4<Double>` step (the interval lookup is per
  /// lane, the two cubic polynomials run in SIMD). Results equal the scalar ones bit for bit.
  ///
  /// - Throws: `BatchError.outputTooShort` if `x` or `y` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Double>, x: UnsafeMutableBufferPointer<Double>,
    y: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    let count = fractions.count
    guard x.count >= count else { throw .outputTooShort(required: count, actual: x.count) }
    guard y.count >= count else { throw .outputTooShort(required: count, actual: y.count) }
    var start = 0
    while start < count {
      let lanes = min(4, count - start)
      let (px, py) = fourPoints { lane in lane < lanes ? fractions[start + lane] : 0 }
      for lane in 0..<lanes {
        x[start + lane] = px[lane]
        y[start + lane] = py[lane]
      }
      start += 4
    }
  }

  /// The Float form: fractions and outputs in Float, evaluation in Double (the table is Double),
  /// each result rounded once, so it equals `Float` of the Double scalar result.
  ///
  /// - Throws: `BatchError.outputTooShort` if `x` or `y` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Float>, x: UnsafeMutableBufferPointer<Float>,
    y: UnsafeMutableBufferPointer<Float>
  ) throws(BatchError) {
    let count = fractions.count
    guard x.count >= count else { throw .outputTooShort(required: count, actual: x.count) }
    guard y.count >= count else { throw .outputTooShort(required: count, actual: y.count) }
    var start = 0
    while start < count {
      let lanes = min(4, count - start)
      let (px, py) = fourPoints { lane in lane < lanes ? Double(fractions[start + lane]) : 0 }
      for lane in 0..<lanes {
        x[start + lane] = Float(px[lane])
        y[start + lane] = Float(py[lane])
      }
      start += 4
    }
  }

  /// Paced points for an array of time fractions, as two arrays.
  public func points(atPacedFractions fractions: [Double]) -> (x: [Double], y: [Double]) {
    var x = [Double](repeating: 0, count: fractions.count)
    var y = [Double](repeating: 0, count: fractions.count)
    fractions.withUnsafeBufferPointer { input in
      x.withUnsafeMutableBufferPointer { xs in
        y.withUnsafeMutableBufferPointer { ys in try! points(atPacedFractions: input, x: xs, y: ys) }
      }
    }
    return (x, y)
  }

  /// Paced points for an array of Float time fractions, as two Float arrays.
  public func points(atPacedFractions fractions: [Float]) -> (x: [Float], y: [Float]) {
    var x = [Float](repeating: 0, count: fractions.count)
    var y = [Float](repeating: 0, count: fractions.count)
    fractions.withUnsafeBufferPointer { input in
      x.withUnsafeMutableBufferPointer { xs in
        y.withUnsafeMutableBufferPointer { ys in try! points(atPacedFractions: input, x: xs, y: ys) }
      }
    }
    return (x, y)
  }

  /// Four samples: per-lane lookups gathered into SIMD4 coefficients, then Horner in SIMD, in the
  /// same operation order as the scalar path.
  @inlinable
  func fourPoints(_ fraction: (Int) -> Double) -> (SIMD4<Double>, SIMD4<Double>) {
    guard !starts.isEmpty else {
      return (SIMD4(repeating: restingPoint.x), SIMD4(repeating: restingPoint.y))
    }
    var sigma = SIMD4<Double>()
    var x0 = SIMD4<Double>(), x1 = SIMD4<Double>(), x2 = SIMD4<Double>(), x3 = SIMD4<Double>()
    var y0 = SIMD4<Double>(), y1 = SIMD4<Double>(), y2 = SIMD4<Double>(), y3 = SIMD4<Double>()
    for lane in 0..<4 {
      let u = fraction(lane)
      let s = (u.isNaN ? 0 : min(max(u, 0), 1)) * length
      let (index, laneSigma) = interval(atArcLength: s)
      sigma[lane] = laneSigma
      let cx = xCoefficients[index]
      let cy = yCoefficients[index]
      (x0[lane], x1[lane], x2[lane], x3[lane]) = (cx[0], cx[1], cx[2], cx[3])
      (y0[lane], y1[lane], y2[lane], y3[lane]) = (cy[0], cy[1], cy[2], cy[3])
    }
    let x = ((x3 * sigma + x2) * sigma + x1) * sigma + x0
    let y = ((y3 * sigma + y2) * sigma + y1) * sigma + y0
    return (x, y)
  }
}
