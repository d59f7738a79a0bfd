extension PacedPathTable {
  /// Paced points for a buffer of time fractions, x and y into two buffers: the batch form of
  /// `point(atPacedFraction:)`, four samples per `SIMD4<Double>` step (the interval lookup is per
  /// lane, the two cubic polynomials run in SIMD). Results equal the scalar ones within 2 ulp (the
  /// operation order is the same, so in practice bit for bit).
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

  /// Four samples: per-lane lookups, the coefficients transposed into SIMD4 vectors, then Horner in
  /// SIMD in the same operation order as the scalar path.
  @inlinable
  func fourPoints(_ fraction: (Int) -> Double) -> (SIMD4<Double>, SIMD4<Double>) {
    guard !starts.isEmpty else {
      return (SIMD4(repeating: restingPoint.x), SIMD4(repeating: restingPoint.y))
    }
    func lookup(_ lane: Int) -> (Int, Double) {
      let u = fraction(lane)
      return interval(atArcLength: (u.isNaN ? 0 : min(max(u, 0), 1)) * length)
    }
    let (i0, s0) = lookup(0)
    let (i1, s1) = lookup(1)
    let (i2, s2) = lookup(2)
    let (i3, s3) = lookup(3)
    let sigma = SIMD4(s0, s1, s2, s3)
    let (a, b, c, d) = (xCoefficients[i0], xCoefficients[i1], xCoefficients[i2], xCoefficients[i3])
    let (e, f, g, h) = (yCoefficients[i0], yCoefficients[i1], yCoefficients[i2], yCoefficients[i3])
    let x = ((SIMD4(a[3], b[3], c[3], d[3]) * sigma + SIMD4(a[2], b[2], c[2], d[2])) * sigma
      + SIMD4(a[1], b[1], c[1], d[1])) * sigma + SIMD4(a[0], b[0], c[0], d[0])
    let y = ((SIMD4(e[3], f[3], g[3], h[3]) * sigma + SIMD4(e[2], f[2], g[2], h[2])) * sigma
      + SIMD4(e[1], f[1], g[1], h[1])) * sigma + SIMD4(e[0], f[0], g[0], h[0])
    return (x, y)
  }
}
