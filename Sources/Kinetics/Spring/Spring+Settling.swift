import RealModule

extension Spring {
  /// The exact settling time: the last time t at which |x(t) − target| = ε·|target − from| (ε alone
  /// when from = target), or 0 when the displacement never exceeds that level; nil when it never
  /// settles (ζ = 0 with an amplitude above the level, or a non-positive or NaN ε), and nil when the
  /// settling time exceeds the largest Double (decay rates near 1e-308: found by fuzzing).
  ///
  /// Method. The crossing is bracketed between consecutive extrema of the displacement u, where u is
  /// monotone, and found by Newton's method safeguarded with bisection (u′ = v is exact).
  /// - ζ < 1: u = e^(−αt)·R·cos(ω_d t − φ). Its extrema are the zeros of v,
  ///   t_k = (θ + kπ)/ω_d with θ = atan2(v₀ω_d, αv₀ + ω₀²u₀), and |u(t_k)| = |u(t₀)|·e^(−αkπ/ω_d)
  ///   decreases geometrically, so the last extremum above the level is found in closed form
  ///   (k = ⌊ln(|u(t₀)|/level)·ω_d/(απ)⌋, corrected by one evaluation each way), and the crossing
  ///   lies between it and the next.
  /// - ζ ≥ 1: u is a sum of two exponentials (t·e^(−αt) at ζ = 1), with at most one extremum, at
  ///   t* = log1p(2γv₀/((v₀ + λ_f u₀)λ_s))/(2γ) (v₀/(α(v₀ + αu₀)) at γ = 0), and |u| is monotone on
  ///   either side of it; the upper end of the last bracket is found by doubling.
  /// Accuracy: the root is refined to a few ulps of t; against 40-digit mpmath roots within 1e-9
  /// relative (tested), limited by the conditioning of u near the level, not by the search.
  /// Huge motions are scaled first (`settlingStart`), so ends of opposite sign near
  /// ±Double.greatestFiniteMagnitude settle when the same motion scaled to ±1 does.
  /// - Complexity: O(1) evaluations of the solution (about 10–60).
  public func settlingTime(
    tolerance epsilon: Double = 0.001, from: Double, to target: Double, initialVelocity: Double = 0
  ) -> Double? {
    guard epsilon > 0, epsilon.isFinite else { return nil }
    let start = settlingStart(tolerance: epsilon, from: from, to: target, initialVelocity: initialVelocity)
    return settlingTime(level: start.level, displacement: start.displacement, velocity: start.velocity)
  }

  /// The level ε·|target − from| (ε when from = target), the displacement from − target and the
  /// velocity whose crossing the settling times look for. A crossing time is the same for all
  /// three multiplied by one power of two, so when the largest of from, target and
  /// initialVelocity is at least 2⁵¹² they are scaled by 2⁻ᵉ (e its exponent; exact): from − target
  /// and the products ω₀²u₀, αu₀ then stay finite. Without it, ends near ±1e308 gave an infinite
  /// level and a settling time of 0 (from −1e308 to 1e308 with k = 100, c = 10: 0 instead of
  /// 1.27 s), and v₀ = 1e308 at ζ ≥ 1 gave 0 (k = 100, c = 20: 0 instead of 70.87 s). The largest
  /// value is scaled into [1, 2), or into [2⁵⁰⁰, 2⁵⁰¹) when the level would fall below 2⁻¹⁰⁰⁰ (the
  /// search loses digits near subnormal levels); when even that leaves it below, nothing is scaled.
  internal func settlingStart(tolerance epsilon: Double, from: Double, to target: Double, initialVelocity: Double)
    -> (level: Double, displacement: Double, velocity: Double)
  {
    let largest = max(abs(from), abs(target), abs(initialVelocity))
    if largest >= 0x1p512, largest.isFinite {
      // Largest to [1, 2), or to [2⁵⁰⁰, 2⁵⁰¹) when that leaves the level subnormal.
      for headroom in [0, 500] {
        let down = Double(sign: .plus, exponent: headroom - largest.exponent, significand: 1)
        let (scaledFrom, scaledTarget) = (from * down, target * down)
        let distance = abs(scaledTarget - scaledFrom)
        let level = epsilon * (distance > 0 ? distance : down)
        if level >= 0x1p-1000 { return (level, scaledFrom - scaledTarget, initialVelocity * down) }
      }
    }
    let distance = abs(target - from)
    return (epsilon * (distance > 0 ? distance : 1), from - target, initialVelocity)
  }

  /// The last time |u(t)| = `level` for the motion starting at displacement `u0` = from − target
  /// and velocity `v0` (`settlingTime(tolerance:from:to:initialVelocity:)`'s search).
  private func settlingTime(level: Double, displacement u0: Double, velocity v0: Double) -> Double? {
    let displacement = { (t: Double) in
      self.transition(over: t).applied(displacement: u0, velocity: v0)
    }
    var candidates: [Double] = [0]
    var upperEnd: Double?
    switch regime {
    case .underdamped:
      let k = decayRate * v0 + naturalFrequencySquared * u0
      if v0 == 0 && k == 0 { return 0 }
      var theta = Double.atan2(y: v0 * oscillationRate, x: k)
      if theta <= 0 { theta += .pi }
      let halfPeriod = Double.pi / oscillationRate
      let first = theta / oscillationRate
      let firstPeak = abs(displacement(first).displacement)
      if decayRate == 0 { return max(abs(u0), firstPeak) <= level ? 0 : nil }
      // Logarithms of differences, not of quotients: a subnormal level (ε = 1e-310) overflowed
      // amplitude/level to +∞ (found by the hostile CLI tests).
      // The last crossing lies within one half period before the time T at which the envelope
      // R·e^(−αt) reaches the level (|u| touches the envelope once per half period, and stays
      // below it). When a half period is below 8 ulps of T the phase cannot be resolved in Double
      // at all; T itself is then within that resolution.
      let sineCoefficient = (v0 + decayRate * u0) / oscillationRate
      let envelopeTime =
        (Double.log(Double.hypot(u0, sineCoefficient)) - Double.log(level)) / decayRate
      if envelopeTime > 0 && halfPeriod < 8 * envelopeTime.ulp {
        return envelopeTime.isFinite ? envelopeTime : nil
      }
      if firstPeak > level {
        let decrement = decayRate * halfPeriod
        var index = ((Double.log(firstPeak) - Double.log(level)) / decrement).rounded(.down)
        let peak = { (index: Double) in abs(displacement(first + index * halfPeriod).displacement) }
        // The estimate is exact up to rounding; a few corrections each way suffice, and the bound
        // keeps indices beyond 2⁵³ (where index + 1 == index) from looping.
        var corrections = 0
        while corrections < 4 && peak(index + 1) > level {
          index += 1
          corrections += 1
        }
        while corrections < 8 && index > 0 && peak(index) <= level {
          index -= 1
          corrections += 1
        }
        candidates.append(first + index * halfPeriod)
        upperEnd = first + (index + 1) * halfPeriod
      } else {
        upperEnd = first
      }
    case .critical, .overdamped:
      let slowMode = v0 + slowRate * u0
      let peakTime: Double
      if oscillationRate == 0 {
        peakTime = v0 / (decayRate * slowMode)
      } else {
        let fastMode = v0 + (decayRate + oscillationRate) * u0
        peakTime =
          Double.log(onePlus: 2 * oscillationRate * v0 / (fastMode * slowRate))
          / (2 * oscillationRate)
      }
      if peakTime > 0 && peakTime.isFinite { candidates.append(peakTime) }
    }
    guard let last = candidates.last(where: { abs(displacement($0).displacement) > level }) else {
      return 0
    }
    var high: Double
    if let next = candidates.first(where: { $0 > last }) {
      high = next
    } else if let upperEnd, last < upperEnd {
      high = upperEnd
    } else {
      var step = 1 / slowRate
      high = last + step
      while abs(displacement(high).displacement) > level && high.isFinite {
        step *= 2
        high = last + step
      }
    }
    let side: Double = displacement(last).displacement > 0 ? 1 : -1
    // Decay rates near the underflow threshold put the crossing beyond the largest Double.
    // |u| exceeds the level at `last` and not at `high`, on the side of u(last): u − side·level
    // rises through the root when that side is negative.
    let time = _safeguardedRoot(
      between: last, and: high, from: last + (high - last) / 2, increasing: side < 0,
      stopping: _RootStopping(bracketUlps: 2)
    ) { t in
      let state = displacement(t)
      return _newtonStep(value: state.displacement - side * level, derivative: state.velocity)
    }.root
    return time.isFinite ? time : nil
  }
}
