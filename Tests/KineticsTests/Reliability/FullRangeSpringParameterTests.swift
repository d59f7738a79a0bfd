import Foundation
import Kinetics
import KineticsTestSupport
import Testing

/// For random finite inputs across the whole range of Double (issue 19), every parameterization of
/// a spring (SwiftUI's response and duration-bounce, CASpringAnimation's perceptual duration,
/// UIKit's duration) gives a finite spring or throws ``SpringError``, and a spring's derived
/// quantities (damping ratio, response, bounce, frequencies) and its UIKit duration are finite or
/// a ``SpringError``: never ±∞ or NaN with success.
@Suite struct FullRangeSpringParameterTests {
  static func isFinite(_ spring: Spring) -> Bool {
    spring.mass.isFinite && spring.stiffness.isFinite && spring.damping.isFinite && spring.dampingRatio.isFinite
      && spring.response.isFinite && spring.bounce.isFinite && spring.naturalFrequency.isFinite
      && spring.dampedFrequency.isFinite
  }

  @Test func parameterizationsGiveFiniteSpringsOrASpringError() throws {
    var generator = SplitMix64(seed: 91)
    var springs = 0
    var durations = 0
    for _ in 0..<20_000 {
      let (a, b, c, v) = (
        abs(generator.fullRangeDouble()), generator.fullRangeDouble(), abs(generator.fullRangeDouble()),
        generator.fullRangeDouble()
      )
      let made: [Spring?] = [
        try? Spring(response: a, dampingRatio: abs(b), mass: c),
        try? Spring(duration: a, bounce: b.truncatingRemainder(dividingBy: 1)),
        try? Spring(perceptualDuration: a, bounce: b.truncatingRemainder(dividingBy: 1)),
        try? Spring(uikitDuration: a, dampingRatio: abs(b).truncatingRemainder(dividingBy: 1), initialSpringVelocity: v),
        try? Spring(mass: a, stiffness: c, damping: abs(b)),
      ]
      for spring in made.compactMap({ $0 }) {
        springs += 1
        #expect(Self.isFinite(spring), "\(a) \(b) \(c) \(v): \(spring)")
        do {
          if let duration = try spring.uikitDuration(initialSpringVelocity: v) {
            durations += 1
            #expect(duration.isFinite && duration > 0, "\(spring) at velocity \(v): \(duration)")
          }
        } catch {
          guard case .unrepresentable = error else {
            Issue.record("\(spring) at velocity \(v): \(error)")
            continue
          }
        }
      }
    }
    #expect(springs > 20_000 && durations > 2_000, "springs \(springs), UIKit durations \(durations)")
  }

  /// (ζω₀ − v)/ω_d beyond Double (a velocity of −1e275 against a decay rate of 1e-75) gave +∞ on
  /// main; the duration is finite: ln((ζω₀ − v)/ω_d / 0.001)/(ζω₀), taken in logarithms.
  @Test func uikitDurationOfAnOverflowingCoefficientIsFinite() throws {
    let spring = try Spring(mass: 0x1.3e8ba1c85a8bep+250, stiffness: 0x1.9fad5820343e8p+0, damping: 0x1.5362259dd396p+1)
    let velocity = -0x1.31ea757d2c0dap+916
    let duration = try #require(try spring.uikitDuration(initialSpringVelocity: velocity))
    let decayRate = spring.damping / (2 * spring.mass)
    let expected = (log(-velocity) - log(spring.dampedFrequency) - log(0.001)) / decayRate
    #expect(abs(duration - expected) <= 1e-12 * expected, "\(duration) against \(expected)")
  }

  /// A decay rate near the smallest doubles (damping 1e-307) gave +∞ on main: the exact duration
  /// ln(…)/ζω₀ is beyond Double, so it is `.unrepresentable`.
  @Test func uikitDurationBeyondDoubleThrows() throws {
    let spring = try Spring(mass: 0x1.df2949dede926p+1, stiffness: 0x1.79f2c6dc89beap+1, damping: 0x1.0af670cb80d12p-1019)
    #expect {
      try spring.uikitDuration(initialSpringVelocity: -0x1.03f6baf955acp-1)
    } throws: { error in
      guard case SpringError.unrepresentable = error else { return false }
      return true
    }
  }

  /// A critically damped spring of ω₀ = 2^-300 with velocity −1e300: (ω₀ − v)·T overflows while
  /// bracketing, and main returned 2^309·1.45 (a root of no equation); the root of
  /// ln(ω₀ − v) + ln T − ω₀T = ln 0.001 is 2^309·1.78.
  @Test func criticalUIKitDurationWhereTheProductOverflowsSolvesTheEquation() throws {
    let omega = 0x1p-300
    let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    let velocity = -1e300
    let duration = try #require(try spring.uikitDuration(initialSpringVelocity: velocity))
    let residual = log(omega - velocity) + log(duration) - omega * duration - log(0.001)
    #expect(duration.isFinite && abs(residual) <= 1e-12 * omega * duration, "\(duration): residual \(residual)")
  }

  /// An overdamped spring whose slow rate is 1e-136/s settles after about 1e136 s, where 0.1 s is
  /// far below the spacing of doubles: the grid scan of Core Animation's model never ended on main
  /// (candidate + 0.1 rounded back to candidate). It gives the exact settling time's grid point.
  @Test func coreAnimationSettlingBeyondTheGridsResolutionEnds() throws {
    let spring = try Spring(mass: 0x1.308a922a77b8ep+1, stiffness: 0x1.8dfdd1db57ffp-451, damping: 0x1.65dec54e94974p+1)
    let (from, to, velocity) = (-0x1.82f9bb42e37d4p+171, -0x1.2afede2ae5408p+0, -0x1.d917809e447fp-206)
    let duration = try #require(spring.coreAnimationSettlingDuration(relativeInitialVelocity: velocity / (to - from)))
    let exact = try #require(spring.settlingTime(tolerance: 0.001, from: 1, to: 0, initialVelocity: -velocity / (to - from)))
    #expect(duration.isFinite && abs(duration - exact) <= 4 * exact.ulp, "\(duration) against \(exact)")
  }

  @Test func coreAnimationSettlingOfRandomSpringsIsFiniteOrNil() throws {
    var generator = SplitMix64(seed: 95)
    var durations = 0
    for _ in 0..<20_000 {
      let velocity = generator.fullRangeDouble()
      let (mass, stiffness, damping) = (
        abs(generator.fullRangeDouble()), abs(generator.fullRangeDouble()), abs(generator.fullRangeDouble())
      )
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else { continue }
      guard let duration = spring.coreAnimationSettlingDuration(relativeInitialVelocity: velocity) else { continue }
      durations += 1
      // +∞ is this model's "settles later than the largest double" (kn_spring_settling_time's
      // KN_ERROR_NO_SOLUTION); never NaN.
      #expect(!duration.isNaN && duration >= 0, "\(spring) at velocity \(velocity): \(duration)")
    }
    #expect(durations > 5_000, "durations \(durations)")
  }
}
