extension KeyframeTrack {
  /// What locating an input needs, gathered once per call so that loops touch no reference-counted
  /// storage of the track.
  @usableFromInline
  internal struct Locator {
    @usableFromInline let bounds: UnsafeBufferPointer<Double>
    @usableFromInline let isDiscrete: Bool
    @usableFromInline let animationTimingFunction: (any TimingFunction)?
    @usableFromInline let segmentTimingFunctions: [any TimingFunction]?
    @usableFromInline let arcLengthTable: ArcLengthTable?

    @inlinable
    init(
      bounds: UnsafeBufferPointer<Double>, isDiscrete: Bool, animationTimingFunction: (any TimingFunction)?,
      segmentTimingFunctions: [any TimingFunction]?, arcLengthTable: ArcLengthTable?
    ) {
      self.bounds = bounds
      self.isDiscrete = isDiscrete
      self.animationTimingFunction = animationTimingFunction
      self.segmentTimingFunctions = segmentTimingFunctions
      self.arcLengthTable = arcLengthTable
    }

    /// The interval that progress `u` falls in and the eased fraction within it (steps 1–3 of the
    /// type's description). Shared by the scalar and batch paths so both see the same fraction.
    @inlinable
    func locate(_ u: Double, hint: Int) -> (interval: Int, fraction: Double) {
      let clamped = u >= 0 ? min(u, 1) : 0
      var p = clamped
      if let animationTimingFunction {
        let eased = animationTimingFunction.progress(at: clamped)
        p = eased.isFinite ? eased : clamped
      }
      if isDiscrete { p = p >= 0 ? min(p, 1) : 0 }
      if let arcLengthTable { return arcLengthTable.locate(p) }
      let interval = intervalIndex(containing: p, hint: hint)
      if isDiscrete { return (interval, 0) }
      let start = bounds[interval]
      let width = bounds[interval + 1] - start
      var fraction = width > 0 ? (p - start) / width : (p < start ? 0 : 1)
      if let segmentTimingFunctions {
        let eased = segmentTimingFunctions[interval].progress(at: fraction)
        fraction = eased.isFinite ? eased : fraction
      }
      // Extrapolation reaches at most one segment beyond either end, so an overshooting curve over
      // a very short end segment cannot overflow the cubic.
      return (interval, min(max(fraction, -1), 2))
    }

    /// The last interval i < bounds.count − 1 with bounds[i] ≤ p (0 when p is below every boundary).
    /// Checks `hint` and its successor first, so sorted inputs cost O(1) each; else a binary search.
    @inlinable
    func intervalIndex(containing p: Double, hint: Int) -> Int {
      let last = bounds.count - 2
      if hint <= last, bounds[hint] <= p {
        if hint == last || p < bounds[hint + 1] { return hint }
        if hint + 1 == last || p < bounds[hint + 2] { return hint + 1 }
      }
      // Branch-free binary search: the answer stays in [low, low + size); random inputs would
      // mispredict a branch at every step.
      var low = 0
      var size = last + 1
      while size > 1 {
        let half = size / 2
        let middle = low + half
        low = bounds[middle] <= p ? middle : low
        size -= half
      }
      return low
    }
  }

  /// A locator over `bounds`, the storage of `boundaries`.
  @inlinable
  internal func locator(_ bounds: UnsafeBufferPointer<Double>) -> Locator {
    Locator(
      bounds: bounds, isDiscrete: isDiscrete, animationTimingFunction: animationTimingFunction,
      segmentTimingFunctions: segmentTimingFunctions, arcLengthTable: arcLengthTable)
  }

  /// Component `channel` of interval `interval` at fraction `s`.
  ///
  /// Linear: a + s·(b − a) for s < ½, b − (1 − s)·(b − a) otherwise. Cubic: the same with the Hermite
  /// weight h₀₁ = s²(3 − 2s) (and h₀₀ = 1 − h₀₁ computed as (1 + 2s)(1 − s)²) plus the tangent terms
  /// h₁₀·m₀ + h₁₁·m₁, formed as (2h₁₀)·(m₀/2) + (2h₁₁)·(m₁/2) from the stored half tangents. Both halves are exact at their own end and a constant interval stays exactly
  /// constant. When b − a overflows (finite values of opposite sign near the largest Double), the
  /// weighted sum (1 − w)·a + w·b is used instead.
  @inlinable
  internal func interpolate(
    channel: Int, interval: Int, fraction s: Double, in data: UnsafeBufferPointer<Double>
  ) -> Double {
    let base = (channel * intervalCount + interval) * 4
    let a = data[base]
    if isDiscrete { return a }
    let b = data[base + 1]
    let difference = b - a
    if !isCubic {
      guard difference.isFinite else { return (1 - s) * a + s * b }
      return s < 0.5 ? a + s * difference : b - (1 - s) * difference
    }
    let r = 1 - s
    let twoS = 2 * s
    let h00 = (1 + twoS) * (r * r)
    let h01 = (s * s) * (3 - twoS)
    // The tangents are stored halved (their chords overflow for values near ±1.7e308), so their
    // weights are doubled: 2·h₁₀ = 2s·(1 − s)² and 2·h₁₁ = s²·(2s − 2), each the bits of the doubled
    // weight (doubling is exact), at the cost of h₁₀ and h₁₁ (2s is h₀₀'s), so the terms are the
    // full tangents' bits with no operation added.
    let tangentTerms = (twoS * (r * r)) * data[base + 2] + ((s * s) * (twoS - 2)) * data[base + 3]
    guard difference.isFinite else { return h00 * a + h01 * b + tangentTerms }
    return (s < 0.5 ? a + h01 * difference : b - h00 * difference) + tangentTerms
  }

  /// Locates progress `u` and calls `body` with a function from a channel (0 ≤ channel <
  /// dimension) to that component of the value at `u`: the one place the per-value entry points
  /// (`value(at:)`, `value(at:into:)`, ``TypedKeyframeTrack``) locate and interpolate.
  @inlinable
  internal func withLocatedComponents<Result>(
    at u: Double, _ body: (_ component: (Int) -> Double) -> Result
  ) -> Result {
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let (interval, fraction) = locator(bounds).locate(u, hint: 0)
        return body { interpolate(channel: $0, interval: interval, fraction: fraction, in: data) }
      }
    }
  }

  /// The value at progress `u` ∈ [0, 1], all components.
  ///
  /// Edge cases: u < 0 or NaN evaluates at 0, u > 1 at 1; at a key time shared by two keys the later
  /// value shows; at u = 1 the last value shows (in discrete mode too).
  /// - Complexity: O(log n + dimension).
  @inlinable
  public func value(at u: Double) -> [Double] {
    withLocatedComponents(at: u) { component in (0..<dimension).map(component) }
  }

  /// Component `channel` (0 ≤ channel < dimension, a precondition) of the value at progress `u`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  public func value(at u: Double, channel: Int) -> Double {
    precondition(channel >= 0 && channel < dimension, "channel \(channel) outside 0..<\(dimension)")
    return boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let (interval, fraction) = locator(bounds).locate(u, hint: 0)
        return interpolate(channel: channel, interval: interval, fraction: fraction, in: data)
      }
    }
  }
}
