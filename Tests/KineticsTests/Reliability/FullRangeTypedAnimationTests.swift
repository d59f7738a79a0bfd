import Kinetics
import KineticsTestSupport
import Testing

/// For random finite inputs across the whole range of Double (issue 19), the typed animations
/// (basic, keyframe, value-function, and the presentation value that stacks them) either give
/// finite values or throw ``BasicAnimationError/valueOverflow(index:)``: never ±∞ or NaN with
/// success. Numbers and vectors are checked against the `[Double]` animations, which recover the
/// same overflows; colors and transforms under a timing curve that extrapolates far beyond [0, 1].
/// Each test draws a bounded number of cases from a seeded generator, so a failure repeats.
@Suite struct FullRangeTypedAnimationTests {
  /// A timing curve whose progress leaves [0, 1] by up to |y|, with |y| up to the largest Double.
  static func overshootingCurve(_ generator: inout SplitMix64) throws -> CubicBezierTimingCurve {
    try CubicBezierTimingCurve(
      x1: 0.3, y1: -abs(generator.fullRangeDouble()), x2: 0.7, y2: 1 + abs(generator.fullRangeDouble()))
  }

  @Test func vectorAnimationsGiveTheArrayAnimationsValuesOrTheirOverflowError() throws {
    var generator = SplitMix64(seed: 36)
    var values = 0
    var overflows = 0
    for round in 0..<3_000 {
      func value() -> SIMD3<Double> {
        SIMD3(generator.fullRangeDouble(), generator.fullRangeDouble(), generator.fullRangeDouble())
      }
      func array(_ vector: SIMD3<Double>) -> [Double] { [vector.x, vector.y, vector.z] }
      let timing = try MediaTiming(
        duration: FullRangeMediaTimingTests.positive(&generator), timeOffset: generator.fullRangeDouble(),
        repeatCount: .infinity, autoreverses: generator.next() & 1 == 0, fillMode: .both)
      let (from, to, by) = (value(), value(), value())
      let additive = generator.next() & 1 == 0
      let curve: CubicBezierTimingCurve? = generator.next() & 3 == 0 ? try Self.overshootingCurve(&generator) : nil
      let typed: any PropertyAnimation<SIMD3<Double>>
      let reference: any PropertyAnimation<[Double]>
      switch round % 4 {
      case 0:
        typed = try BasicAnimation(
          fromValue: from, byValue: by, timing: timing, timingFunction: curve, isAdditive: additive, isCumulative: true)
        reference = try BasicAnimation(
          fromValue: array(from), byValue: array(by), timing: timing, timingFunction: curve, isAdditive: additive,
          isCumulative: true)
      case 1:
        typed = try BasicAnimation(toValue: to, byValue: by, timing: timing, isAdditive: true, isCumulative: additive)
        reference = try BasicAnimation(
          toValue: array(to), byValue: array(by), timing: timing, isAdditive: true, isCumulative: additive)
      case 2:
        typed = try BasicAnimation(byValue: by, timing: timing, timingFunction: curve, isCumulative: true)
        reference = try BasicAnimation(byValue: array(by), timing: timing, timingFunction: curve, isCumulative: true)
      default:
        let mode = [KeyframeCalculationMode.linear, .cubic, .paced][Int(generator.next() % 3)]
        guard let track = try? TypedKeyframeTrack(values: [from, to, by], calculationMode: mode) else { continue }
        typed = KeyframeAnimation(track: track, timing: timing, isAdditive: true, isCumulative: true)
        reference = KeyframeAnimation(
          track: try KeyframeTrack(values: [array(from), array(to), array(by)], calculationMode: mode), timing: timing,
          isAdditive: true, isCumulative: true)
      }
      let (model, previous) = (value(), value())
      let property = try AnimatedProperty(modelValue: model, previousModelValue: previous, animations: [typed])
      let arrays = try AnimatedProperty(modelValue: array(model), previousModelValue: array(previous), animations: [reference])
      let t = generator.fullRangeDouble()
      let expected = Result { () throws(BasicAnimationError) in try arrays.presentationValue(at: t) }
      do {
        let presented = try property.presentationValue(at: t)
        values += 1
        #expect(presented.isFiniteValue, "round \(round) at \(t): \(presented)")
        #expect(try expected.get() == array(presented), "round \(round) at \(t)")
      } catch {
        overflows += 1
        #expect(expectedError(expected) == error, "round \(round) at \(t): \(error), arrays \(expected)")
        guard case .valueOverflow = error else {
          Issue.record("round \(round): \(error)")
          continue
        }
      }
    }
    #expect(values > 1_000 && overflows > 10, "values \(values), overflows \(overflows)")
  }

  @Test func colorAndTransformAnimationsGiveFiniteValuesOrAnOverflowError() throws {
    var generator = SplitMix64(seed: 37)
    var counts = (values: 0, overflows: 0)
    for round in 0..<1_500 {
      let timing = try MediaTiming(
        duration: FullRangeMediaTimingTests.positive(&generator), timeOffset: generator.fullRangeDouble(),
        repeatCount: 3, autoreverses: generator.next() & 1 == 0, fillMode: .both)
      let curve = try Self.overshootingCurve(&generator)
      let t = generator.fullRangeDouble()
      func record<Value: AnimatableValue>(_ property: AnimatedProperty<Value>) {
        do {
          let value = try property.presentationValue(at: t)
          counts.values += 1
          #expect(value.isFiniteValue, "round \(round) at \(t): \(value)")
        } catch {
          counts.overflows += 1
          guard case .valueOverflow = error else {
            Issue.record("round \(round): \(error)")
            return
          }
        }
      }
      func component() -> Double {
        let value = generator.fullRangeDouble()
        return abs(value) <= RGBAColor.maximumComponentMagnitude ? value : value.truncatingRemainder(dividingBy: 1e100)
      }
      func color() throws -> RGBAColor {
        try RGBAColor(red: component(), green: component(), blue: component(), alpha: generator.nextUnit())
      }
      let space = [ColorInterpolationOptions.Space.sRGB, .linearSRGB, .oklab][round % 3]
      let tint = try BasicAnimation(
        fromValue: try color(), toValue: try color(), timing: timing, timingFunction: curve,
        isAdditive: generator.next() & 1 == 0, isCumulative: true,
        interpolation: ColorInterpolationOptions(space: space, alphaMode: .premultiplied))
      let keys = try TypedKeyframeTrack(values: [try color(), try color(), try color()], timingFunction: curve)
      record(
        try AnimatedProperty(
          modelValue: try color(), animations: [tint, KeyframeAnimation(track: keys, timing: timing, isAdditive: true)]))

      func transform() throws -> Transform3D {
        try Transform3D(translationX: generator.fullRangeDouble(), y: component(), z: 0).concatenating(
          try Transform3D(rotationAngle: generator.uniform(in: -4...4), x: 0, y: 0, z: 1))
      }
      guard let from = try? transform(), let to = try? transform() else { continue }
      let move = try BasicAnimation(
        fromValue: from, toValue: to, timing: timing, timingFunction: curve, isAdditive: generator.next() & 1 == 0)
      let angle = try BasicAnimation(
        fromValue: generator.fullRangeDouble(), byValue: generator.fullRangeDouble(), timing: timing,
        timingFunction: curve, isCumulative: true)
      record(
        try AnimatedProperty(
          modelValue: Transform3D.identity,
          animations: [move, try ValueFunctionAnimation(angle, function: .translateX, isAdditive: true)]))
    }
    #expect(counts.values > 1_000 && counts.overflows > 10, "\(counts)")
  }

  /// Sums that overflow while the values are in range: right values, not an error, as in the
  /// `[Double]` animations.
  @Test func typedAnimationsRecoverSumsThatOverflowInRange() throws {
    let timing = try MediaTiming(duration: 1, repeatCount: 3, fillMode: .both)
    let animation = try BasicAnimation(fromValue: 1e308, byValue: -1.5e308, timing: timing)
    // to = from + by = −0.5e308; halfway: 0.25e308.
    let halfway = try #require(try animation.value(atParentTime: 0.5, underlying: 0))
    #expect(abs(halfway - 0.25e308) <= 1e293)
    let reversed = try BasicAnimation(toValue: SIMD2(-1e308, 1), byValue: SIMD2(-1.5e308, 1), timing: timing)
    // from = to − by = (0.5e308, 0).
    #expect(try reversed.value(atParentTime: 0, underlying: .zero) == SIMD2(0.5e308, 0))
    let additive = try BasicAnimation(fromValue: 1.5e308, toValue: 0.0, timing: timing, isAdditive: true)
    #expect(try additive.value(atParentTime: 0.5, underlying: 1e308).map { abs($0 - 1.75e308) <= 1e293 } == true)
    let beyond = try BasicAnimation(fromValue: SIMD2(0, 1e308), toValue: SIMD2(0, 1.5e308), timing: timing, isAdditive: true)
    #expect(throws: BasicAnimationError.valueOverflow(index: 1)) {
      try beyond.value(atParentTime: 0.5, underlying: SIMD2(0, 1e308))
    }
    let keys = try TypedKeyframeTrack(values: [-1e308, 1e308])
    let cumulative = KeyframeAnimation(track: keys, timing: timing, isCumulative: true)
    // Second iteration, a quarter in: −0.5e308 + 1·(1e308 − (−1e308)), the change itself beyond.
    #expect(try cumulative.value(atParentTime: 1.25, underlying: 0).map { abs($0 - 1.5e308) <= 1e293 } == true)
    #expect(throws: BasicAnimationError.valueOverflow(index: 0)) {
      try cumulative.value(atParentTime: 2.5, underlying: 0)
    }
  }
}

/// The error of a failed result, nil for a success.
private func expectedError(_ result: Result<[Double], BasicAnimationError>) -> BasicAnimationError? {
  if case .failure(let error) = result { return error }
  return nil
}
