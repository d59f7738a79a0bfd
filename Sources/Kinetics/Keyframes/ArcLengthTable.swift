/// Arc-length reparameterization of a cubic keyframe spline: maps a fraction of the total arc
/// length to the segment and spline parameter that reach it, for cubic-paced tracks with
/// `KeyframeTrackOptions.CubicPacing.arcLength`.
///
/// Method: each segment's speed |P′(s)| (Euclidean over all channels) is integrated with the
/// package's 8-point Gauss–Legendre rule (`_GaussLegendre`) on 16 equal sub-intervals, giving a
/// table of cumulative lengths. A target length is found in the table by binary search, then within
/// its sub-interval by the package's safeguarded Newton (`_safeguardedRoot`) on ∫ |P′| = remaining
/// length, to |Δs| ≤ 4ε (docs/architecture.md, Numerics). The spline has any number of channels,
/// so it keeps this table rather than the two-dimensional `MeasuredPath`. Relative accuracy of the lengths: about 1e-12 for splines
/// whose speed stays away from zero; near a cusp (speed → 0) the quadrature converges more slowly.
@usableFromInline
internal struct ArcLengthTable: Sendable {
  /// Per segment and channel, segment-major: (d₀, d₁, d₂) of P′(s) = d₀ + d₁s + d₂s².
  @usableFromInline let derivative: [Double]
  /// Cumulative length at the start of each sub-interval, and the total at the end.
  @usableFromInline let cumulative: [Double]
  @usableFromInline let dimension: Int
  @usableFromInline static var subdivisions: Int { 16 }

  /// Builds the table from the Hermite data (channel-major (a, b, m₀, m₁) per interval); nil when
  /// the spline has zero length.
  init?(intervalData: [Double], dimension: Int, intervals: Int) {
    var derivative = [Double](repeating: 0, count: intervals * dimension * 3)
    for interval in 0..<intervals {
      for channel in 0..<dimension {
        let base = (channel * intervals + interval) * 4
        // The derivative of half the curve: the interval data holds half tangents
        // (KeyframeTrack.makeIntervalData), and half the difference cannot overflow. Every speed
        // and length is then exactly half the curve's, which pacing divides out (it uses ratios).
        let difference = KeyframeTrack.halfChord(intervalData[base + 1], intervalData[base])
        let m0 = intervalData[base + 2]
        let m1 = intervalData[base + 3]
        let target = (interval * dimension + channel) * 3
        derivative[target] = m0
        derivative[target + 1] = -6 * difference - 4 * m0 - 2 * m1
        derivative[target + 2] = 6 * difference + 3 * m0 + 3 * m1
      }
    }
    self.derivative = derivative
    self.dimension = dimension
    var cumulative = [0.0]
    cumulative.reserveCapacity(intervals * Self.subdivisions + 1)
    var total = 0.0
    let step = 1 / Double(Self.subdivisions)
    for interval in 0..<intervals {
      for sub in 0..<Self.subdivisions {
        total += Self.length(derivative, dimension: dimension, interval: interval, from: Double(sub) * step, to: Double(sub + 1) * step)
        cumulative.append(total)
      }
    }
    guard total > 0, total.isFinite else { return nil }
    self.cumulative = cumulative
  }

  /// |P′(s)| of one interval.
  @inlinable
  static func speed(_ derivative: UnsafeBufferPointer<Double>, dimension: Int, interval: Int, at s: Double) -> Double {
    var sum = 0.0
    for channel in 0..<dimension {
      let base = (interval * dimension + channel) * 3
      let value = derivative[base] + s * (derivative[base + 1] + s * derivative[base + 2])
      sum += value * value
    }
    return sum.squareRoot()
  }

  /// ∫ from `from` to `to` of |P′| by 8-point Gauss–Legendre.
  @inlinable
  static func length(_ derivative: UnsafeBufferPointer<Double>, dimension: Int, interval: Int, from: Double, to: Double) -> Double {
    _GaussLegendre.integrate(from: from, to: to) {
      speed(derivative, dimension: dimension, interval: interval, at: $0)
    }
  }

  static func length(_ derivative: [Double], dimension: Int, interval: Int, from: Double, to: Double) -> Double {
    derivative.withUnsafeBufferPointer { length($0, dimension: dimension, interval: interval, from: from, to: to) }
  }

  /// The interval and spline parameter at fraction p ∈ [0, 1] (clamped: no extrapolation) of the
  /// total length; exactly (0, 0) and (last, 1) at the ends.
  @inlinable
  func locate(_ p: Double) -> (interval: Int, fraction: Double) {
    derivative.withUnsafeBufferPointer { derivative in
      cumulative.withUnsafeBufferPointer { cumulative in
        let pieces = cumulative.count - 1
        // The ends are exact, so the first and last values show bit for bit.
        if !(p > 0) { return (0, 0) }
        if p >= 1 { return (pieces / Self.subdivisions - 1, 1) }
        let target = p * cumulative[pieces]
        var low = 0
        var size = pieces
        while size > 1 {
          let half = size / 2
          let middle = low + half
          low = cumulative[middle] <= target ? middle : low
          size -= half
        }
        let interval = low / Self.subdivisions
        let step = 1 / Double(Self.subdivisions)
        let start = Double(low % Self.subdivisions) * step
        let end = start + step
        let remaining = target - cumulative[low]
        let piece = cumulative[low + 1] - cumulative[low]
        guard piece > 0 else { return (interval, start) }
        // The excess length ∫ from start to s of |P′| − remaining rises through 0 in [start, end].
        let s = _safeguardedRoot(
          between: start, and: end, from: start + step * min(max(remaining / piece, 0), 1),
          increasing: true, stopping: _RootStopping(step: 4 * Double.ulpOfOne, iterations: 16)
        ) { s in
          _newtonStep(
            value: Self.length(derivative, dimension: dimension, interval: interval, from: start, to: s)
              - remaining,
            derivative: Self.speed(derivative, dimension: dimension, interval: interval, at: s))
        }.root
        return (interval, s)
      }
    }
  }
}
