extension CubicSpline {
  /// The segment whose cubic is used at `time`: the last i with tᵢ ≤ time, clamped to the first
  /// and last segment (so times outside the keys extrapolate the end cubics).
  /// - Complexity: O(log keys), a binary search.
  @inlinable
  internal func segment(containing time: Double) -> Int {
    var low = 0
    var high = keyTimes.count - 2
    while low < high {
      let middle = (low + high + 1) >> 1
      if keyTimes[middle] <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The time at which the cubics are evaluated: `time` itself, or for a periodic spline `time`
  /// wrapped into [t₀, tₙ) (the remainder is exact; adding t₀ back rounds once).
  @inlinable
  internal func evaluationTime(_ time: Double) -> Double {
    guard wrapsAround else { return time }
    let first = keyTimes[0]
    let period = keyTimes[keyTimes.count - 1] - first
    var offset = (time - first).truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    return first + offset
  }

  /// The local variable u = (time − tᵢ)/hᵢ on `segment` (in [0, 1] inside it).
  @inlinable
  internal func localParameter(_ time: Double, segment: Int) -> Double {
    (time - keyTimes[segment]) * inverseWidths[segment]
  }

  /// Where `time` falls: its segment, u on that segment, and the index of `channel`'s constant
  /// coefficient c₀ in `coefficients` (c₁, c₂, c₃ follow at strides of `channelCount`).
  @inlinable
  internal func location(of time: Double, channel: Int) -> (segment: Int, u: Double, base: Int) {
    let time = evaluationTime(time)
    let segment = segment(containing: time)
    return (segment, localParameter(time, segment: segment), segment * 4 * channelCount + channel)
  }

  /// The value of `channel` at `time`.
  ///
  /// Method: binary search for the segment, then Horner's rule in u = (t − tᵢ)/hᵢ.
  /// `channel` must be in `0..<channelCount`, as an array index must be in range.
  /// Edge cases: inside the keys the result is finite; far outside them the extrapolated cubic
  /// grows like u³ and overflows to ±∞ (not NaN) once that exceeds the Double range. A periodic
  /// spline wraps every finite time into the keys.
  /// - Complexity: O(log keys).
  @inlinable
  public func value(at time: Double, channel: Int) -> Double {
    let (_, u, base) = location(of: time, channel: channel)
    let c0 = coefficients[base]
    let c1 = coefficients[base + channelCount]
    let c2 = coefficients[base + 2 * channelCount]
    let c3 = coefficients[base + 3 * channelCount]
    return c0 + u * (c1 + u * (c2 + u * c3))
  }

  /// The values of every channel at `time`, in channel order.
  /// - Complexity: O(log keys + channels).
  public func values(at time: Double) -> [Double] {
    (0..<channelCount).map { value(at: time, channel: $0) }
  }

  /// The first derivative of `channel` with respect to time at `time` (value units per time unit).
  /// Continuous at the keys (C²), so either side's cubic gives the same number up to rounding.
  /// - Complexity: O(log keys).
  @inlinable
  public func derivative(at time: Double, channel: Int) -> Double {
    let (segment, u, base) = location(of: time, channel: channel)
    let c1 = coefficients[base + channelCount]
    let c2 = coefficients[base + 2 * channelCount]
    let c3 = coefficients[base + 3 * channelCount]
    return (c1 + u * (2 * c2 + u * (3 * c3))) * inverseWidths[segment]
  }

  /// The second derivative of `channel` at `time`: piecewise linear, continuous at the keys, and
  /// equal to the boundary's value at the ends (0 for natural).
  /// - Complexity: O(log keys).
  @inlinable
  public func secondDerivative(at time: Double, channel: Int) -> Double {
    let (segment, u, base) = location(of: time, channel: channel)
    let c2 = coefficients[base + 2 * channelCount]
    let c3 = coefficients[base + 3 * channelCount]
    let inverseWidth = inverseWidths[segment]
    return (2 * c2 + 6 * c3 * u) * (inverseWidth * inverseWidth)
  }
}
