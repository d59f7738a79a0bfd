/// The uniform bucket index of a `PacedPathTable`: [0, L] cut into `count` buckets of equal arc
/// length w = L/count, and each Hermite interval's cubics rescaled from σ = (s − start)/(interval
/// length) to τ = (s − start)/w.
struct _PacedTableBuckets {
  /// Per bucket: the start of the interval after the first, if inside (see `PacedPathTable`).
  var splits: [Double] = []
  /// Per bucket: the interval covering its start.
  var firstIntervals: [Int] = []
  /// Per interval: x₀, y₀, x₁, y₁, x₂, y₂, x₃, y₃ in τ.
  var coefficients: [Double] = []
  /// Per interval: its start in bucket widths.
  var intervalStarts: [Double] = []

  init(
    starts: [Double], inverseWidths: [Double], xCoefficients: [SIMD4<Double>],
    yCoefficients: [SIMD4<Double>], length: Double, count: Int
  ) {
    guard count > 0 && !starts.isEmpty else { return }
    let perLength = Double(count) / length
    let width = length / Double(count)
    intervalStarts = starts.map { $0 * perLength }
    coefficients.reserveCapacity(8 * starts.count)
    for index in starts.indices {
      // σ = r·τ with r = w/(interval length), so cₖσᵏ = (cₖrᵏ)τᵏ.
      let r = width * inverseWidths[index]
      let (x, y) = (xCoefficients[index], yCoefficients[index])
      var scales = SIMD4(1, r, r * r, r * r * r)
      // An interval shorter than 2⁻⁴⁰ of a bucket (only next to a far shorter element) keeps its
      // linear part: its quadratic and cubic terms move the point by at most 10·2⁻⁴⁰·L/n, below
      // 1.2e-12·L as n ≥ 8 (|c₂| ≤ 6 and |c₃| ≤ 4 interval lengths), and no rᵏ can overflow.
      if r > 0x1p40 { scales = SIMD4(1, r, 0, 0) }
      let (sx, sy) = (x * scales, y * scales)
      coefficients += [sx[0], sy[0], sx[1], sy[1], sx[2], sy[2], sx[3], sy[3]]
    }
    splits.reserveCapacity(count)
    firstIntervals.reserveCapacity(count)
    var first = 0
    for bucket in 0..<count {
      let lower = Double(bucket)
      while first + 1 < intervalStarts.count && intervalStarts[first + 1] <= lower { first += 1 }
      var inside = 0
      while first + inside + 1 < intervalStarts.count && intervalStarts[first + inside + 1] < lower + 1 {
        inside += 1
      }
      let split: Double
      switch inside {
      case 0: split = .infinity
      case 1: split = intervalStarts[first + 1]
      default: split = -1
      }
      splits.append(split)
      firstIntervals.append(first)
    }
  }
}
