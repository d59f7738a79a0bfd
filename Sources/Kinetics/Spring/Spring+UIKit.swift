import RealModule

extension Spring {
  /// The displacement threshold of UIKit's duration equation: the animation is taken to end when
  /// the sine term of a unit displacement has decayed to 0.001.
  @usableFromInline internal static let uikitThreshold = 0.001

  /// Creates the spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)`: mass 1, stiffness ω₀², damping 2ζω₀, where ω₀ solves
  ///
  ///   g(ω₀) = ((ζω₀ − v)/ω_d)·e^(−ζω₀T) = 0.001,  ω_d = ω₀√(1 − ζ²),
  ///
  /// the mapping UIKit is believed to use (it is not documented); T = duration, ζ = dampingRatio,
  /// v = initialSpringVelocity in fractions of the distance per second (positive toward the target,
  /// as UIKit documents: 1 means the whole distance in one second).
  ///
  /// Method: g is unimodal in ω₀ (decreasing when v ≤ 0; rising from negative values to a peak at
  /// ω* = (ζTv + √(ζ²T²v² + 4ζ²Tv))/(2ζ²T) when v > 0) and tends to 0, so the largest root is
  /// bracketed between the peak (or a point found by halving) and a point found by doubling, then
  /// refined by bracketed Newton with the exact g′.
  ///
  /// At ζ = 1 the equation divides by ω_d = 0. There we solve its ζ → 1 limit with sin(ω_d T)/ω_d →
  /// T, i.e. (ω₀ − v)·T·e^(−ω₀T) = 0.001 (the sine term of a critically damped spring at T), a
  /// documented choice of Kinetics, not a UIKit fact.
  /// - Throws: `.parameter`: NaN or ±∞ (`finite`), duration ≤ 0 (`positive`) or
  ///   dampingRatio ∉ [0, 1] (`within`);
  ///   `.noSolution` where g never reaches 0.001: ζ = 0 with v ≥ 0; v ≤ 0 with
  ///   sup g = ζ/√(1 − ζ²) ≤ 0.001 (v = 0, ζ ≤ ~0.001); v > 0 with g(ω*) ≤ 0.001 (a velocity
  ///   so large that the sine term never decays to the threshold after the overshoot).
  public init(
    uikitDuration duration: Double, dampingRatio: Double, initialSpringVelocity velocity: Double = 0
  )
    throws(SpringError)
  {
    if !(duration.isFinite && dampingRatio.isFinite && velocity.isFinite) {  // names on the error path only
      for (name, value) in [
        ("duration", duration), ("dampingRatio", dampingRatio), ("initialSpringVelocity", velocity),
      ]
      where !value.isFinite {
        throw .nonFinite(name: name, value: value)
      }
    }
    try SpringError.require(duration, .positive, name: "duration")
    try SpringError.require(dampingRatio, .within(0...1), name: "dampingRatio")
    let zeta = dampingRatio
    let threshold = Self.uikitThreshold
    let excess = { (omega: Double) -> (value: Double, derivative: Double) in
      Self.uikitSineTerm(omega: omega, zeta: zeta, duration: duration, velocity: velocity)
    }
    var low: Double
    if zeta == 1 {
      low = max(velocity + 1 / duration, 0)
    } else if velocity > 0 {
      guard zeta > 0 else {
        throw .noSolution(reason: "dampingRatio 0 with initialSpringVelocity >= 0")
      }
      let a = zeta * zeta * duration
      low =
        (zeta * duration * velocity
          + (a * duration * velocity * velocity + 4 * a * velocity).squareRoot()) / (2 * a)
    } else {
      low = 1 / duration
      var halvings = 0
      while !(excess(low).value > threshold) && halvings < 1100 {
        low /= 2
        halvings += 1
      }
    }
    guard low > 0, excess(low).value > threshold else {
      throw .noSolution(
        reason:
          "((ζω₀ − v)/ω_d)·e^(−ζω₀T) never exceeds 0.001 for ζ = \(zeta), v = \(velocity), T = \(duration)"
      )
    }
    var high = 2 * low
    while excess(high).value > threshold && high.isFinite { high *= 2 }
    guard high.isFinite else {
      throw .noSolution(reason: "the root ω₀ overflows for T = \(duration)")
    }
    // g − 0.001 > 0 at `low` and ≤ 0 at `high`: decreasing through the root.
    let omega = _safeguardedRoot(
      between: low, and: high, from: low + (high - low) / 2, increasing: false,
      stopping: _RootStopping(bracketUlps: 2)
    ) { omega in
      let term = excess(omega)
      return _newtonStep(value: term.value - threshold, derivative: term.derivative)
    }.root
    try self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  /// g(ω₀) and g′(ω₀) of the UIKit duration equation (ζ < 1), or of its ζ = 1 limit.
  @usableFromInline
  internal static func uikitSineTerm(
    omega: Double, zeta: Double, duration: Double, velocity: Double
  )
    -> (value: Double, derivative: Double)
  {
    if zeta == 1 {
      let decay = Double.exp(-omega * duration)
      return (
        (omega - velocity) * duration * decay,
        duration * decay * (1 - duration * (omega - velocity))
      )
    }
    let k = 1 / (1 - zeta * zeta).squareRoot()
    let decay = Double.exp(-zeta * omega * duration)
    let coefficient = zeta - velocity / omega
    return (
      k * coefficient * decay,
      k * decay * (velocity / (omega * omega) - zeta * duration * coefficient)
    )
  }

  /// The UIKit duration T for which `init(uikitDuration:dampingRatio:initialSpringVelocity:)` gives
  /// this spring back (ζ ≤ 1): T = ln(((ζω₀ − v)/ω_d)/0.001)/(ζω₀) for ζ < 1, and at ζ = 1 the
  /// larger root of (ω₀ − v)·T·e^(−ω₀T) = 0.001 by bracketed Newton (|ζ − 1| ≤ 4 ulps counts as
  /// ζ = 1, because the forward map rounds ω₀²). nil when ζ = 0, ζ > 1, or
  /// g ≤ 0.001 already at T = 0 (then no positive duration maps to this spring).
  /// Where (ζω₀ − v)/ω_d or ω₀ − v overflow Double, the equations are solved in logarithms
  /// (ln((ζω₀ − v)/ω_d) − ln 0.001, and ln(ω₀ − v) + ln T − ω₀T = ln 0.001), so a finite T is
  /// returned for every finite input whose exact T is finite.
  /// - Throws: `.unrepresentable` when the exact T is beyond the range of Double (a decay rate
  ///   ζω₀ near the smallest doubles, for example).
  /// - Complexity: O(1).
  public func uikitDuration(initialSpringVelocity velocity: Double = 0) throws(SpringError) -> Double? {
    guard velocity.isFinite, decayRate > 0 else { return nil }
    let threshold = Self.uikitThreshold
    let omega = naturalFrequency
    // The forward map at ζ = 1 stores k = ω₀² rounded, which leaves ζ within an ulp or two of 1 on
    // either side: treat that as the ζ = 1 equation, as the forward map did.
    let nearlyCritical = abs(dampingRatio - 1) <= 4 * Double.ulpOfOne
    switch nearlyCritical ? .critical : regime {
    case .underdamped:
      let coefficient = (decayRate - velocity) / oscillationRate
      guard (coefficient / threshold).isFinite else {
        // (ζω₀ − v)/ω_d overflows: its logarithm from halves (ζω₀/2 − v/2 cannot overflow).
        let halfGap = decayRate / 2 - velocity / 2
        guard halfGap > 0 else { return nil }
        let logRatio = Double.log(halfGap) + Double.log(2) - Double.log(oscillationRate) - Double.log(threshold)
        guard logRatio > 0 else { return nil }
        return try Self.finiteUIKitDuration(logRatio / decayRate)
      }
      guard coefficient > threshold else { return nil }
      return try Self.finiteUIKitDuration(Double.log(coefficient / threshold) / decayRate)
    case .critical:
      let gap = omega - velocity
      // T·e^(−ω₀T) peaks at T = 1/ω₀; the root beyond it is the one the forward map produces.
      let peak = 1 / omega
      guard gap > 0, gap * peak * Double.exp(-1) > threshold else { return nil }
      var high = 2 * peak
      while gap * high * Double.exp(-omega * high) > threshold { high *= 2 }
      guard gap.isFinite, (gap * high).isFinite else {
        return try Self.criticalUIKitDurationInLogarithms(omega: omega, velocity: velocity)
      }
      return _safeguardedRoot(
        between: peak, and: high, from: peak + (high - peak) / 2, increasing: false,
        stopping: _RootStopping(bracketUlps: 2)
      ) { t in
        let decay = Double.exp(-omega * t)
        return _newtonStep(value: gap * t * decay - threshold, derivative: gap * decay * (1 - omega * t))
      }.root
    case .overdamped:
      return nil
    }
  }

  /// `duration`, or `.unrepresentable` when it is beyond the range of Double.
  private static func finiteUIKitDuration(_ duration: Double) throws(SpringError) -> Double {
    guard duration.isFinite else {
      throw .unrepresentable("the UIKit duration of this spring is beyond the range of Double")
    }
    return duration
  }

  /// The ζ = 1 UIKit duration where (ω₀ − v)·T overflows: the larger root of
  /// ln(ω₀ − v) + ln T − ω₀T = ln 0.001 (decreasing beyond the peak T = 1/ω₀), bracketed by
  /// doubling and refined by bracketed Newton with the derivative 1/T − ω₀; nil where the peak
  /// stays at or below the threshold, `.unrepresentable` where the root is beyond Double.
  private static func criticalUIKitDurationInLogarithms(omega: Double, velocity: Double) throws(SpringError) -> Double? {
    let halfGap = omega / 2 - velocity / 2
    guard halfGap > 0 else { return nil }
    let logGap = Double.log(halfGap) + Double.log(2)
    let logThreshold = Double.log(uikitThreshold)
    let excess = { (t: Double) -> Double in logGap + Double.log(t) - omega * t - logThreshold }
    let peak = 1 / omega
    guard peak.isFinite else { return try finiteUIKitDuration(peak) }
    guard excess(peak) > 0 else { return nil }
    var high = 2 * peak
    while excess(high) > 0 && high.isFinite { high *= 2 }
    guard high.isFinite else { return try finiteUIKitDuration(high) }
    return _safeguardedRoot(
      between: peak, and: high, from: peak + (high - peak) / 2, increasing: false,
      stopping: _RootStopping(bracketUlps: 2)
    ) { t in
      _newtonStep(value: excess(t), derivative: 1 / t - omega)
    }.root
  }
}
