/// Fast paced sampling for many samples: a table built once from a `MeasuredPath` that maps arc
/// length straight to position, with no root finding and no search per sample.
///
/// Cost: building it takes O(m) exact inverses, as much as a few thousand exact samples (bench rows
/// `paced-table-construct-mixed` and `paced-exact-newton-scalar`, docs/benchmarks.md), so it pays only for a path sampled thousands of times; a fresh path
/// animated for a few dozen frames is cheaper with `MeasuredPath.point(atPacedFraction:)`
/// (docs/paths.md, "Exact sampler or table").
///
/// The path is cut at every quadrature panel boundary of the measurement (so at every element end,
/// cusp and speed extremum) and further into intervals of arc length at most L/`initialIntervals`.
/// On each interval the position as a function of arc length, P(s), is the cubic Hermite
/// interpolant of the exact end points and the exact one-sided unit tangents (times the interval's
/// length). Intervals are bisected until the interpolant's midpoint — where the Hermite error
/// σ²(1−σ)² is largest — lies within `tolerance`·L of the exact paced point.
///
/// Lookup, with no search: [0, L] is also cut into n = 8m uniform buckets (m intervals), and a
/// time fraction u lies at v = u·n bucket widths. Each interval's cubics are stored rescaled to
/// τ = v − (its start in bucket widths) — the same polynomials, changed by rounding only — and each
/// bucket stores the interval covering its start and the start of the next interval if that lies
/// inside the bucket. A sample costs the bucket (v − ½ rounded to an integer), one comparison and
/// the two cubics. A bucket that holds two or more interval starts (only where bisection made
/// intervals shorter than L/n, next to cusps and sharp turns) is marked, and its samples
/// binary-search the interval starts instead.
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
  /// n, the number of uniform buckets (8 per interval), as a Double (0 when the table is empty).
  @usableFromInline let bucketCount: Double
  /// n − 1, the last bucket's index.
  @usableFromInline let lastBucket: Int
  /// Per bucket: where the next interval starts if one starts inside the bucket (in bucket widths
  /// from 0, like v = u·n), +∞ if none does, −1 if two or more do (a crowded bucket).
  @usableFromInline let bucketSplits: [Double]
  /// Per bucket, the index of the interval covering its start.
  @usableFromInline let firstIntervals: [Int]
  /// Per interval, 8 Doubles: x₀, y₀, x₁, y₁, x₂, y₂, x₃, y₃ of its cubics in τ (lowest degree
  /// first, x and y paired so that one `SIMD2<Double>` Horner chain evaluates both).
  @usableFromInline let coefficients: [Double]
  /// Per interval, where it starts in bucket widths from 0.
  @usableFromInline let intervalStarts: [Double]
  @usableFromInline let restingPoint: SIMD2<Double>

  /// The number of Hermite intervals (memory: 200 bytes each: 72 for its cubics and start, 128
  /// for its 8 buckets).
  public var intervalCount: Int { intervalStarts.count }

  init(
    starts: [Double], inverseWidths: [Double], xCoefficients: [SIMD4<Double>],
    yCoefficients: [SIMD4<Double>], length: Double, tolerance: Double, restingPoint: SIMD2<Double>
  ) {
    self.length = length
    self.tolerance = tolerance
    self.restingPoint = restingPoint
    let buckets = _PacedTableBuckets(
      starts: starts, inverseWidths: inverseWidths, xCoefficients: xCoefficients,
      yCoefficients: yCoefficients, length: length, count: length > 0 ? 8 * starts.count : 0)
    bucketCount = Double(buckets.firstIntervals.count)
    lastBucket = buckets.firstIntervals.count - 1
    bucketSplits = buckets.splits
    firstIntervals = buckets.firstIntervals
    coefficients = buckets.coefficients
    intervalStarts = buckets.intervalStarts
  }

  /// The point at arc length u·L (u clamped to [0, 1], NaN as 0), from the table.
  /// - Complexity: O(1); O(log m) for m intervals in a crowded bucket.
  @inlinable @inline(__always)
  public func point(atPacedFraction u: Double) -> SIMD2<Double> {
    guard bucketCount > 0 else { return restingPoint }
    // The same comparisons as the batch kernel's lanes (NaN fails `u > 0`), so both agree bit for bit.
    let v = (u > 0 ? (u > 1 ? 1 : u) : 0) * bucketCount
    let bucket = min(Self.nearestInteger(v - 0.5), lastBucket)
    let split = bucketSplits.withUnsafeBufferPointer { $0[bucket] }
    guard split >= 0 else { return pointInCrowdedBucket(v) }
    let interval = firstIntervals.withUnsafeBufferPointer { $0[bucket] } &+ (v >= split ? 1 : 0)
    return point(interval: interval, at: v)
  }

  /// x rounded to the nearest integer (ties to even), for −1 < x < 2⁵¹: adding 1.5·2⁵² leaves the
  /// integer in the low mantissa bits. The bucket of v is this for v − ½: ⌊v⌋, except at an
  /// integer v, where it may be the bucket that ends there (which holds v too).
  @inlinable @inline(__always)
  static func nearestInteger(_ x: Double) -> Int {
    Int(truncatingIfNeeded: (x + 0x1.8p52).bitPattern & 0xF_FFFF_FFFF_FFFF) &- 1 &<< 51
  }

  /// The cubics of `interval` at v (bucket widths from 0), x and y side by side.
  @inlinable @inline(__always)
  func point(interval: Int, at v: Double) -> SIMD2<Double> {
    let tau = v - intervalStarts.withUnsafeBufferPointer { $0[interval] }
    return coefficients.withUnsafeBytes { Self.point($0.baseAddress! + 64 &* interval, tau: tau) }
  }

  /// The cubics whose (xₖ, yₖ) coefficient pairs start at `row`, at τ: Horner in `SIMD2<Double>`.
  @inlinable @inline(__always)
  static func point(_ row: UnsafeRawPointer, tau: Double) -> SIMD2<Double> {
    let tau = SIMD2(repeating: tau)
    let c0 = row.loadUnaligned(as: SIMD2<Double>.self)
    let c1 = row.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)
    let c2 = row.loadUnaligned(fromByteOffset: 32, as: SIMD2<Double>.self)
    let c3 = row.loadUnaligned(fromByteOffset: 48, as: SIMD2<Double>.self)
    return ((c3 * tau + c2) * tau + c1) * tau + c0
  }

  /// The point at v = u·n bucket widths from the intervals themselves: a binary search for the
  /// interval. Used for the rare buckets that hold two or more interval starts.
  @usableFromInline @inline(never)
  func pointInCrowdedBucket(_ v: Double) -> SIMD2<Double> {
    var low = 0
    var high = intervalStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if intervalStarts[middle] <= v { low = middle } else { high = middle - 1 }
    }
    return point(interval: low, at: v)
  }
}
