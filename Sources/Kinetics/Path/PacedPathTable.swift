/// Fast paced sampling for many samples: a table built once from a `MeasuredPath` that maps arc
/// length straight to position, with no root finding per sample.
///
/// The path is cut at every quadrature panel boundary of the measurement (so at every element end,
/// cusp and speed extremum) and further into intervals of arc length at most L/`initialIntervals`.
/// On each interval the position as a function of arc length, P(s), is the cubic Hermite
/// interpolant of the exact end points and the exact one-sided unit tangents (times the interval's
/// length). Intervals are bisected until the interpolant's midpoint — where the Hermite error
/// σ²(1−σ)² is largest — lies within `tolerance`·L of the exact paced point. A uniform guide table
/// over arc length finds the interval of a sample in O(1) on average.
///
/// Accuracy: for smooth pieces the error is ≤ h⁴/384·max|P⁗(s)|; the midpoint test makes the stated
/// bound `tolerance`·L, and Tests/KineticsTests/Path measure the maximum over random samples on the
/// fixture paths against the exact (Newton) sampler (see docs/paths.md for the figures).
///
/// Create one with `MeasuredPath.pacedTable(tolerance:initialIntervals:)`.
public struct PacedPathTable: Sendable {
  /// The total arc length L.
  public let length: Double
  /// The position tolerance relative to L that the build enforced at interval midpoints.
  public let tolerance: Double
  @usableFromInline let starts: [Double]
  @usableFromInline let inverseWidths: [Double]
  @usableFromInline let xCoefficients: [SIMD4<Double>]
  @usableFromInline let yCoefficients: [SIMD4<Double>]
  @usableFromInline let guide: [Int]
  @usableFromInline let bucketsPerLength: Double
  @usableFromInline let restingPoint: SIMD2<Double>

  /// The number of Hermite intervals (memory: 88 bytes each).
  public var intervalCount: Int { starts.count }

  init(
    starts: [Double], inverseWidths: [Double], xCoefficients: [SIMD4<Double>],
    yCoefficients: [SIMD4<Double>], length: Double, tolerance: Double, restingPoint: SIMD2<Double>
  ) {
    self.starts = starts
    self.inverseWidths = inverseWidths
    self.xCoefficients = xCoefficients
    self.yCoefficients = yCoefficients
    self.length = length
    self.tolerance = tolerance
    self.restingPoint = restingPoint
    let buckets = max(starts.count, 1)
    bucketsPerLength = length > 0 ? Double(buckets) / length : 0
    var guide: [Int] = []
    guide.reserveCapacity(buckets)
    var interval = 0
    for bucket in 0..<buckets {
      let s = Double(bucket) / Double(buckets) * length
      while interval + 1 < starts.count && starts[interval + 1] <= s { interval += 1 }
      guide.append(interval)
    }
    self.guide = guide
  }

  /// The interval holding arc length s (already clamped to [0, L]) and the local σ in [0, 1].
  @inlinable
  func interval(atArcLength s: Double) -> (index: Int, sigma: Double) {
    let bucket = min(Int(s * bucketsPerLength), guide.count - 1)
    var index = guide[bucket]
    while index + 1 < starts.count && starts[index + 1] <= s { index += 1 }
    let sigma = min(max((s - starts[index]) * inverseWidths[index], 0), 1)
    return (index, sigma)
  }

  /// The point at arc length u·L (u clamped to [0, 1], NaN as 0), from the table.
  /// - Complexity: O(1) on average: a guide-table lookup and two cubic polynomials.
  @inlinable
  public func point(atPacedFraction u: Double) -> SIMD2<Double> {
    guard !starts.isEmpty else { return restingPoint }
    let s = (u.isNaN ? 0 : min(max(u, 0), 1)) * length
    let (index, sigma) = interval(atArcLength: s)
    let cx = xCoefficients[index]
    let cy = yCoefficients[index]
    let x = ((cx[3] * sigma + cx[2]) * sigma + cx[1]) * sigma + cx[0]
    let y = ((cy[3] * sigma + cy[2]) * sigma + cy[1]) * sigma + cy[0]
    return SIMD2(x, y)
  }
}
