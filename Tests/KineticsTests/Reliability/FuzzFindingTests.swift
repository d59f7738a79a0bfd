import Kinetics
import KineticsTestSupport
import Testing

/// Regression tests for what fuzzing and the hostile-input tests found (docs/reliability.md lists
/// each finding with the target and input that found it). Each failed before its fix.
@Suite struct FuzzFindingTests {
  /// keyframe-tracks: repeatCount × iterationDuration underflowed to an active duration of 0, and
  /// `state(atParentTime:)` divided by it (NaN), then trapped converting the NaN iteration to Int.
  @Test func anActiveDurationThatUnderflowsGivesProgressZero() throws {
    let timing = try MediaTiming(
      duration: subnormal("1.3e-312"), speed: subnormal("1.4e-312"), timeOffset: subnormal("4e-312"),
      repeatCount: subnormal("1.4e-312"),
      autoreverses: true, fillMode: .both)
    #expect(timing.activeDuration == 0)
    for t in [-1.0, 0, subnormal("1.4e-312"), 0.5, 1, 1e300] {
      let state = timing.state(atParentTime: t)
      #expect(state.progress == 0, "t = \(t)")
      #expect(state.iteration == 0, "t = \(t)")
    }
    let tiny = try MediaTiming(duration: 1e-300, repeatCount: 1e-30, fillMode: .forwards)
    #expect(tiny.state(atParentTime: 1).progress == 0)
  }

  /// spring-constructors: damping 5.6e-308 puts the settling time (≈ ln(1000)/α, α = 2.8e-308)
  /// beyond the largest Double; settlingTime returned +∞ instead of nil ("no settling time").
  @Test func aSettlingTimeBeyondTheLargestDoubleIsNil() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5.562684646268003e-308)
    #expect(spring.settlingTime(from: subnormal("3.16e-322"), to: 1, initialVelocity: subnormal("2.0237e-320")) == nil)
    #expect(spring.settlingTime(from: 0, to: 1) == nil)
    let slow = try Spring(mass: 1, stiffness: 100, damping: 1e-300)
    if let time = slow.settlingTime(from: 0, to: 1) { #expect(time.isFinite && time >= 0) }
  }

  /// spring-constructors, final run: near critical damping (m = 1, k = 157.9137, ζ = 1 − 1e-17,
  /// ω_d = 4.8e-8) the Double batch was 3 ulp of the motion's scale (2.4e-185) from
  /// `position(at:)` at t = 0.0244: the lanes had their own exp, sin and cos, the scalar path
  /// glibc's. Both now run the same functions in the same order, so they agree bit for bit; checked
  /// over the damping values within 8 ulps of critical, which include such a spring.
  @Test func nearlyCriticalBatchEqualsScalarBitForBit() throws {
    let critical = 2 * (157.9137).squareRoot()
    var damping = critical
    for _ in 0..<8 { damping = damping.nextDown }
    var springs: [Spring] = []
    for _ in 0..<17 {
      springs.append(try Spring(mass: 1, stiffness: 157.9137, damping: damping))
      damping = damping.nextUp
    }
    #expect(springs.contains { $0.dampedFrequency > 0 && $0.dampedFrequency < 1e-6 })
    let times = [0.0244] + (0..<63).map { Double($0) / 630 }
    for spring in springs {
      for (from, target, v0) in [(0, -2.4e-185, 1.3e-184), (1.7e-185, 0, -3.1e-185), (1.0, 0, 0)] {
        let positions = spring.positions(at: times, from: from, to: target, initialVelocity: v0)
        let velocities = spring.velocities(at: times, from: from, to: target, initialVelocity: v0)
        for (index, t) in times.enumerated() {
          #expect(
            positions[index] == spring.position(at: t, from: from, to: target, initialVelocity: v0),
            "c \(spring.damping) t \(t)")
          #expect(
            velocities[index] == spring.velocity(at: t, from: from, to: target, initialVelocity: v0),
            "c \(spring.damping) t \(t)")
        }
      }
    }
  }

  /// timing-functions: steps(845524441759745, jump-start) at x = −5.5e303 overflowed x·count to
  /// −∞; the value is ≈ x, finite.
  @Test func stepsFarOutsideTheUnitIntervalStayFinite() throws {
    for position in StepPosition.allCases {
      let steps = try StepsTimingFunction(count: 845_524_441_759_745, position: position)
      for x in [-5.486124073888071e303, 1e300, -1e300] {
        let y = steps.progress(at: x)
        #expect(y.isFinite, "\(position) at \(x)")
        #expect(abs(y / x - 1) <= 1e-12, "\(position) at \(x): \(y)")
      }
    }
  }

  /// Hostile CLI test (`curves spring … --settling --epsilon 1e-310`): with a subnormal level,
  /// amplitude/level overflowed to +∞, so the exact settling time came out +∞ (and the envelope
  /// estimate too). ζ = 0.5, α = 5: the crossing is near ln(1e310)/5 ≈ 142.8 s.
  @Test func aSubnormalToleranceGivesAFiniteSettlingTime() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let level = subnormal("1e-310")
    let time = try #require(spring.settlingTime(tolerance: level, from: 1, to: 0))
    #expect(time > 140 && time < 146, "\(time)")
    let x = spring.position(at: time, from: 1, to: 0)
    #expect(abs(abs(x) - level) <= 1e-6 * level, "x(\(time)) = \(x)")
    let estimate = try #require(spring.envelopeSettlingTime(tolerance: level, from: 1, to: 0))
    #expect(estimate.isFinite && estimate >= time, "\(estimate)")
  }

  /// keyframe-tracks: one value with `timingFunctions: []` (the right count, one per segment, for
  /// zero segments) trapped with "Index out of range" on evaluation: the value is held over [0, 1]
  /// as one interval, and the evaluation looked up that interval's timing function.
  @Test func aSingleValueWithAnEmptyTimingFunctionListIsHeld() throws {
    let track = try KeyframeTrack(scalars: [-3.1e231], timingFunctions: [])
    for u in [-1.0, 0, 0.5, 1, 2] {
      #expect(track.value(at: u, channel: 0) == -3.1e231, "u = \(u)")
    }
    #expect(track.values(at: [0, 0.25, 0.5, 0.75, 1], channel: 0) == Array(repeating: -3.1e231, count: 5))
  }

  /// keyframe-tracks: autoreverses with the largest duration makes the iteration +∞ long; wrapping
  /// a negative phase into it formed ∞ − ∞ (NaN) and trapped converting the iteration to Int.
  @Test func anInfinitelyLongAutoreversingIterationDoesNotTrap() throws {
    let timing = try MediaTiming(
      beginTime: -.greatestFiniteMagnitude, duration: .greatestFiniteMagnitude, speed: 0,
      timeOffset: -2.2181346976071018e130, repeatCount: subnormal("1.27118166146852e-309"), autoreverses: true,
      fillMode: .both)
    #expect(timing.iterationDuration == .infinity)
    for t in [-1e300, 0, 0.5, 1e300] {
      let state = timing.state(atParentTime: t)
      #expect(state.progress == 0, "t = \(t)")
      #expect(state.iteration == 0, "t = \(t)")
    }
    let forward = try MediaTiming(duration: .greatestFiniteMagnitude, timeOffset: 1e300, autoreverses: true)
    let progress = try #require(forward.state(atParentTime: 0).progress)
    #expect(progress.isFinite && (0...1).contains(progress))
  }

  /// timing-functions: five stops without inputs between 0 and 2e-323 got the spacing 2e-323/6,
  /// which rounds up to 5e-324, so the fifth input (2.5e-323) passed the next placed one.
  @Test func linearStopsWithoutInputsNeverPassTheNextPlacedInput() throws {
    let function = try LinearTimingFunction(
      [
        .init(0), .init(1), .init(2), .init(3), .init(4), .init(5), .init(6, input: subnormal("2e-323")),
        .init(7, input: 1),
      ])
    let inputs = function.points.map(\.input)
    #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0 <= $1 }, "\(inputs)")
  }
  /// timing-curve-constructors, final run (seed `huge-y`): with |y1|, |y2| ≳ 5e307 the power-form
  /// coefficients of y(t) (3·y1, 3·y2 − 6·y1, …) overflowed and progress, slope and range were NaN
  /// inside (0, 1); the halves now keep the coefficients of y/64 for such curves. Reference: a
  /// Float80 bisection (its range holds 3·y1); tolerance 1e-12 × max |y_i| (y itself has rounding
  /// error about 1e-16 × max |y_i|).
  @Test func extremeControlPointYGivesFiniteProgress() throws {
    let largest = Double.greatestFiniteMagnitude
    let curve = try CubicBezierTimingCurve(x1: 1e-300, y1: largest, x2: 1, y2: -largest)
    for x: Double in [1e-12, 0.1, 1 / 3, 0.5, 0.75, 0.9, 1 - 1e-12] {
      let y = curve.progress(at: x)
      #expect(y.isFinite, "x = \(x)")
      #if arch(x86_64) || arch(i386)
        let exact = CubicBezierRandomAccuracyTests.reference(curve, x)
        #expect((y - exact).magnitude <= 1e-12 * largest, "x = \(x): \(y) against \(exact)")
      #endif
      // Within 1e-12 of an end the tangent is vertical (x1 ≈ 0, x2 = 1): dy/dx beyond the range.
      let slope = curve.slope(at: x)
      #expect(x < 0.1 || x > 0.9 ? !slope.isNaN : slope.isFinite, "x = \(x): \(slope)")
    }
    let range = curve.progressRange
    #expect(range.lowerBound.isFinite && range.upperBound.isFinite)
    // y(t) = 3t(1 − t)(1 − 2t)·y1 + t³: extremes ±0.2887·y1 at t = (3 ∓ √3)/6.
    #expect(range.upperBound > 0.28 * largest && range.lowerBound < -0.28 * largest)
    let moderate = try CubicBezierTimingCurve(x1: 0.5, y1: 1e306, x2: 0.5, y2: -1e306)
    #expect(moderate.progress(at: 0.5).isFinite)
  }
}
