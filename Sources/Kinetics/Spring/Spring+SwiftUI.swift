extension Spring {
  /// Creates the spring SwiftUI describes by a response and a damping ratio
  /// (`Spring(response:dampingRatio:)`, `Animation.spring(response:dampingFraction:)`).
  ///
  /// Formulas (SwiftUI's documented conversion, mass m): ω₀ = 2π/response, so
  /// stiffness = (2π/response)²·m and damping = 2ζ√(km) = 4π·ζ·m/response. The response is the
  /// period of the undamped oscillation, in seconds.
  /// - Throws: `SpringError.parameter`: NaN or ±∞ (`finite`), response ≤ 0 (`positive`) or
  ///   dampingRatio < 0 (`nonNegative`); the
  ///   errors of `init(mass:stiffness:damping:)`.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    if !(response.isFinite && dampingRatio.isFinite) {  // names on the error path only
      for (name, value) in [("response", response), ("dampingRatio", dampingRatio)]
      where !value.isFinite {
        throw .nonFinite(name: name, value: value)
      }
    }
    try SpringError.require(response, .positive, name: "response")
    try SpringError.require(dampingRatio, .nonNegative, name: "dampingRatio")
    let angularFrequency = 2 * Double.pi / response
    try self.init(
      mass: mass, stiffness: angularFrequency * angularFrequency * mass,
      damping: 2 * dampingRatio * angularFrequency * mass)
  }

  /// SwiftUI's response: the period 2π/ω₀ of the undamped oscillation, in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// Creates the spring SwiftUI describes by a duration and a bounce (`Spring(duration:bounce:)`).
  ///
  /// SwiftUI documents duration as the perceptual duration (its response) and bounce in [−1, 1]:
  /// 0 no bounce (critically damped), 1 undamped, negative overdamped. The mapping used here,
  /// with mass 1: response = duration; dampingRatio = 1 − bounce for bounce ≥ 0 and
  /// 1/(1 + bounce) for bounce < 0. The first is the documented linear relation; the second is not
  /// documented by Apple and is the commonly reverse-engineered one — it is continuous at 0, gives
  /// ζ → ∞ as bounce → −1, and makes `bounce` below its exact inverse.
  /// - Throws: `SpringError.parameter`: NaN or ±∞ (`finite`), duration ≤ 0 (`positive`) or
  ///   bounce ∉ (−1, 1] (`withinLeftOpen`).
  public init(duration: Double, bounce: Double) throws(SpringError) {
    if !(duration.isFinite && bounce.isFinite) {  // names on the error path only
      for (name, value) in [("duration", duration), ("bounce", bounce)] where !value.isFinite {
        throw .nonFinite(name: name, value: value)
      }
    }
    try SpringError.require(duration, .positive, name: "duration")
    try SpringError.require(bounce, .withinLeftOpen(lower: -1, upper: 1), name: "bounce")
    try self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1 and 1/ζ − 1 for ζ > 1 (the inverse of
  /// `init(duration:bounce:)`), in (−1, 1].
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// Creates the spring of `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17, macOS 14).
  ///
  /// Apple documents these parameters as SwiftUI's duration and bounce, so this is
  /// `init(duration:bounce:)` with duration = perceptualDuration (mass 1).
  /// - Throws: as `init(duration:bounce:)`, naming the duration `perceptualDuration`.
  public init(perceptualDuration: Double, bounce: Double) throws(SpringError) {
    do {
      try self.init(duration: perceptualDuration, bounce: bounce)
    } catch .parameter(let violation) where violation.name == "duration" {
      throw .parameter(ParameterViolation(name: "perceptualDuration", value: violation.value, rule: violation.rule))
    }
  }

  /// CASpringAnimation's perceptual duration: the response 2π/ω₀, in seconds.
  public var perceptualDuration: Double { response }
}
