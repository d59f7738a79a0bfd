import Kinetics
import KineticsTestSupport
import Testing

/// For random finite inputs across the whole range of Double (issue 19), media timing, basic and
/// keyframe animations, keyframe tracks, colors and transforms either give finite values or throw
/// their typed error (the `Interpolatable` values, which cannot throw, are infinite only where the
/// exact value is beyond the range, and never NaN). Each test draws a bounded number of cases
/// from a seeded generator, so a failure repeats.
@Suite struct FullRangeAnimationTests {
  @Test func basicAndKeyframeAnimationsGiveFiniteValuesOrAnOverflowError() throws {
    var generator = SplitMix64(seed: 32)
    var values = 0
    var overflows = 0
    for round in 0..<3_000 {
      let dimension = 1 + Int(generator.next() % 3)
      func value() -> [Double] { (0..<dimension).map { _ in generator.fullRangeDouble() } }
      let timing = try MediaTiming(
        duration: FullRangeMediaTimingTests.positive(&generator), timeOffset: generator.fullRangeDouble(),
        repeatCount: .infinity, autoreverses: generator.next() & 1 == 0, fillMode: .both)
      let (from, to, by) = (value(), value(), value())
      let animation: any PropertyAnimation<[Double]>
      switch round % 4 {
      case 0:
        animation = try BasicAnimation(
          fromValue: from, byValue: by, timing: timing, isAdditive: generator.next() & 1 == 0, isCumulative: true)
      case 1:
        animation = try BasicAnimation(
          toValue: to, byValue: by, timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut,
          isAdditive: true, isCumulative: generator.next() & 1 == 0)
      case 2:
        animation = try BasicAnimation(fromValue: from, toValue: to, timing: timing, isCumulative: true)
      default:
        guard
          let track = try? KeyframeTrack(
            values: [from, to, by], calculationMode: [.linear, .cubic, .paced][Int(generator.next() % 3)])
        else { continue }
        animation = KeyframeAnimation(track: track, timing: timing, isAdditive: true, isCumulative: true)
      }
      let property = try AnimatedProperty(modelValue: value(), previousModelValue: value(), animations: [animation])
      let t = generator.fullRangeDouble()
      do {
        let presented = try property.presentationValue(at: t)
        values += 1
        #expect(presented.allSatisfy { $0.isFinite }, "round \(round) at \(t): \(presented)")
      } catch {
        overflows += 1
        guard case .valueOverflow = error else {
          Issue.record("round \(round): \(error)")
          continue
        }
      }
    }
    #expect(values > 1_000 && overflows > 10, "values \(values), overflows \(overflows)")
  }

  /// A cumulative animation whose sums overflow while its values are in range: right values, not
  /// an error.
  @Test func basicAnimationRecoversSumsThatOverflowInRange() throws {
    let timing = try MediaTiming(duration: 1, repeatCount: 3, fillMode: .both)
    let animation = try BasicAnimation(fromValue: [1e308], byValue: [-1.5e308], timing: timing)
    // to = from + by = −0.5e308; halfway: 0.25e308.
    let halfway = try #require(try animation.value(atParentTime: 0.5, underlying: [0]))
    #expect(abs(halfway[0] - 0.25e308) <= 1e293)
    let reversed = try BasicAnimation(toValue: [-1e308], byValue: [-1.5e308], timing: timing)
    // from = to − by = 0.5e308.
    #expect(try reversed.value(atParentTime: 0, underlying: [0]) == [0.5e308])
    let additive = try BasicAnimation(fromValue: [1.5e308], toValue: [0], timing: timing, isAdditive: true)
    #expect(try additive.value(atParentTime: 0.5, underlying: [1e308]).map { abs($0[0] - 1.75e308) <= 1e293 } == true)
    let beyond = try BasicAnimation(fromValue: [1e308], toValue: [1.5e308], timing: timing, isAdditive: true)
    #expect(throws: BasicAnimationError.valueOverflow(index: 0)) {
      try beyond.value(atParentTime: 0.5, underlying: [1e308])
    }
  }

  @Test func keyframeTracksGiveFiniteValuesOrThrow() {
    var generator = SplitMix64(seed: 33)
    var built = 0
    for _ in 0..<2_000 {
      let count = 2 + Int(generator.next() % 4)
      let values = (0..<count).map { _ in [generator.fullRangeDouble(), generator.fullRangeDouble()] }
      let mode = [KeyframeCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced][Int(generator.next() % 5)]
      guard let track = try? KeyframeTrack(values: values, calculationMode: mode) else { continue }
      built += 1
      for _ in 0..<8 {
        let u = generator.nextUnit()
        let value = track.value(at: u)
        #expect(value.allSatisfy { $0.isFinite }, "\(values) \(mode) at \(u): \(value)")
      }
      for channel in 0..<2 {
        let batch = track.values(at: (0..<16).map { Double($0) / 15 }, channel: channel)
        #expect(batch.allSatisfy { $0.isFinite }, "\(values) \(mode) batch")
      }
    }
    #expect(built > 500)
  }

  @Test func colorsAreNeverNaNAndFiniteWhereTheBlendIsInRange() throws {
    var generator = SplitMix64(seed: 34)
    for round in 0..<6_000 {
      func component() -> Double {
        let value = generator.fullRangeDouble()
        return abs(value) <= RGBAColor.maximumComponentMagnitude ? value : value.truncatingRemainder(dividingBy: 1e100)
      }
      let start = try RGBAColor(red: component(), green: component(), blue: component(), alpha: generator.nextUnit())
      let end = try RGBAColor(red: component(), green: component(), blue: component(), alpha: generator.nextUnit())
      let space = [ColorInterpolationOptions.Space.sRGB, .linearSRGB, .oklab][round % 3]
      let alphaMode = round % 6 < 3 ? ColorInterpolationOptions.AlphaMode.premultiplied : .straight
      let options = ColorInterpolationOptions(space: space, alphaMode: alphaMode)
      let u = round % 2 == 0 ? generator.fullRangeDouble() : generator.uniform(in: -1e6...1e6)
      let color = start.interpolated(to: end, fraction: u, options: options).components
      let context = "\(start) → \(end) at \(u), \(options)"
      #expect(!color.x.isNaN && !color.y.isNaN && !color.z.isNaN && !color.w.isNaN, "\(context): \(color)")
      #expect(color.w >= 0 && color.w <= 1, "\(context): \(color)")
      if abs(u) <= 1e6 {
        // |u| ≤ 1e6 between components ≤ 1e100: every value is far inside the range.
        #expect(color.x.isFinite && color.y.isFinite && color.z.isFinite, "\(context): \(color)")
      }
      let batch = ColorInterpolation(from: start, to: end, options: options).colors(at: [u])[0]
      for lane in 0..<4 { #expect(batch[lane].bitPattern == color[lane].bitPattern, "\(context): batch") }
    }
  }

  @Test func transformsStayFinite() throws {
    var generator = SplitMix64(seed: 35)
    for _ in 0..<2_000 {
      func affine() throws -> AffineTransform {
        try AffineTransform(
          a: generator.fullRangeDouble(), b: generator.fullRangeDouble(), c: generator.fullRangeDouble(),
          d: generator.fullRangeDouble(), tx: generator.fullRangeDouble(), ty: generator.fullRangeDouble())
      }
      let (first, second) = (try affine(), try affine())
      let u = generator.next() & 1 == 0 ? generator.fullRangeDouble() : generator.nextUnit()
      let blended = first.interpolated(to: second, fraction: u)
      #expect(blended.elements.allSatisfy { $0.isFinite }, "\(first) → \(second) at \(u): \(blended)")
      let spatial = Transform3D(first).interpolated(to: Transform3D(second), fraction: u)
      #expect(spatial.elements.allSatisfy { $0.isFinite }, "\(first) → \(second) at \(u) in 3-D: \(spatial)")
    }
  }
}
