import Kinetics
import KineticsLinearAlgebra
import PropertyBased
import Testing

/// Every batch API equals its scalar counterpart (GUIDE standard: within 2 ulp), for Double and
/// Float, over random valid values and random inputs that include points outside the natural
/// domain. Written against main's batch API; the Float reference is Float(scalar Double result).
@Suite struct BatchEqualsScalarProperties {
  /// |a − b| in units in the last place of b (0 when equal).
  static func ulps<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { a == b ? 0 : (a - b).magnitude / b.ulp }

  /// 37 inputs: a length that is not a multiple of any SIMD width, so every tail path runs.
  static let inputs = Gen<Double>.double(in: -0.5...1.5).array(of: 37)

  @Test func timingCurveBatchEqualsScalar() {
    reproducibleCheck(count: 200, input: Gen.cubicBezier(y: -2...3), Self.inputs) { curve, xs in
      for (x, y) in zip(xs, curve.progress(at: xs)) {
        #expect(Self.ulps(y, curve.progress(at: x)) <= 2, "\(curve) at \(x)")
      }
      let floats = xs.map(Float.init)
      for (x, y) in zip(floats, curve.progress(at: floats)) {
        #expect(Self.ulps(y, Float(curve.progress(at: Double(x)))) <= 2, "\(curve) at Float \(x)")
      }
    }
  }

  /// The spring batches run the scalar path's own exp, sin and cos (`_SpringScalarMath`) on lanes,
  /// the same operations in the same order: positions and velocities equal the scalar state bit for
  /// bit (stricter than the package's 2 ulp), and the Float batch equals Float(scalar).
  @Test func springBatchEqualsScalar() {
    reproducibleCheck(
      count: 200, input: Gen.spring(dampingRatio: 0.02...4), Gen<Double>.double(in: -10...10),
      Gen<Double>.double(in: -10...10), Gen<Double>.double(in: -50...50),
      Gen<Double>.double(in: 0...3).array(of: 37)
    ) { spring, from, target, velocity, times in
      Self.expectSpringBatchesEqualScalar(spring, from, target, velocity, times)
    }
  }

  /// The same within 16 ulps of critical damping (ζ = 1 ± 1e-16, where the fuzz run once found the
  /// batch 3 ulp of scale away from the scalar path at ζ = 1 − 1e-17), for motions of any magnitude
  /// (scales 2^−660 … 2^660, about 10^±200).
  @Test func springBatchEqualsScalarNearCriticalDamping() {
    reproducibleCheck(
      count: 200, input: Gen.nearlyCriticalSpring, Gen<Double>.double(in: -10...10).array(of: 3),
      Gen<Int>.int(in: -660...660), Gen<Double>.double(in: 0...3).array(of: 37)
    ) { spring, motion, exponent, times in
      let magnitude = Double(sign: .plus, exponent: exponent, significand: 1)
      Self.expectSpringBatchesEqualScalar(
        spring, motion[0] * magnitude, motion[1] * magnitude, motion[2] * magnitude, times)
    }
  }

  static func expectSpringBatchesEqualScalar(
    _ spring: Spring, _ from: Double, _ target: Double, _ velocity: Double, _ times: [Double]
  ) {
    let positions = spring.positions(at: times, from: from, to: target, initialVelocity: velocity)
    let velocities = spring.velocities(at: times, from: from, to: target, initialVelocity: velocity)
    for (index, t) in times.enumerated() {
      let position = spring.position(at: t, from: from, to: target, initialVelocity: velocity)
      let speed = spring.velocity(at: t, from: from, to: target, initialVelocity: velocity)
      #expect(positions[index] == position, "\(spring) from \(from) to \(target) v0 \(velocity) at \(t)")
      #expect(velocities[index] == speed, "\(spring) from \(from) to \(target) v0 \(velocity) at \(t)")
    }
    let floatTimes = times.map(Float.init)
    let floatPositions = spring.positions(at: floatTimes, from: from, to: target, initialVelocity: velocity)
    let floatVelocities = spring.velocities(at: floatTimes, from: from, to: target, initialVelocity: velocity)
    for (index, t) in floatTimes.enumerated() {
      let position = spring.position(at: Double(t), from: from, to: target, initialVelocity: velocity)
      let speed = spring.velocity(at: Double(t), from: from, to: target, initialVelocity: velocity)
      #expect(floatPositions[index] == Float(position), "\(spring) at Float \(t)")
      #expect(floatVelocities[index] == Float(speed), "\(spring) at Float \(t)")
    }
  }

  /// Within 2 ulp of the scalar value (KeyframeTrackBatchTests' tolerance), every channel.
  @Test func keyframeBatchEqualsScalar() {
    reproducibleCheck(
      count: 200, input: Gen.keyframeTrack(modes: KeyframeCalculationMode.allCases), Self.inputs
    ) { track, us in
      let largest = track.flatValues.map(abs).max()!
      for channel in 0..<track.dimension {
        for (u, value) in zip(us, track.values(at: us, channel: channel)) {
          let scalar = track.value(at: u, channel: channel)
          #expect(abs(value - scalar) <= 2 * max(abs(scalar), largest * 1e-3).ulp, "\(track.calculationMode) at \(u)")
        }
        let floats = us.map(Float.init)
        for (u, value) in zip(floats, track.values(at: floats, channel: channel)) {
          let scalar = Float(track.value(at: Double(u), channel: channel))
          #expect(abs(value - scalar) <= 2 * max(abs(scalar), Float(largest) * 1e-3).ulp, "\(track.calculationMode) at Float \(u)")
        }
      }
    }
  }

  /// SIMD4 and color batch interpolation are the scalar formula, operation for operation: equal.
  @Test func interpolationBatchEqualsScalar() {
    reproducibleCheck(
      count: 200, input: Gen<Double>.double(in: -100...100).array(of: 8), Gen.color, Gen.color, Self.inputs
    ) { numbers, startColor, endColor, fractions in
      let start = SIMD4(numbers[0], numbers[1], numbers[2], numbers[3])
      let end = SIMD4(numbers[4], numbers[5], numbers[6], numbers[7])
      for (u, value) in zip(fractions, start.interpolated(to: end, at: fractions)) {
        #expect(value == start.interpolated(to: end, fraction: u), "at \(u)")
      }
      let floatStart = SIMD4<Float>(Float(numbers[0]), Float(numbers[1]), Float(numbers[2]), Float(numbers[3]))
      let floatEnd = SIMD4<Float>(Float(numbers[4]), Float(numbers[5]), Float(numbers[6]), Float(numbers[7]))
      let floatFractions = fractions.map(Float.init)
      for (u, value) in zip(floatFractions, floatStart.interpolated(to: floatEnd, at: floatFractions)) {
        #expect(value == floatStart.interpolated(to: floatEnd, fraction: Double(u)), "at Float \(u)")
      }
      let blend = ColorInterpolation(from: startColor, to: endColor)
      for (u, value) in zip(fractions, blend.colors(at: fractions)) {
        #expect(value == blend.color(at: u).components, "\(startColor) → \(endColor) at \(u)")
      }
    }
  }

  /// The SIMD spline batch within 2 ulp of `value(at:channel:)` (of the largest key value, since
  /// the power form cancels near zero crossings); the Float batch is Float of the Double result.
  @Test func splineBatchEqualsScalar() {
    reproducibleCheck(
      count: 200, input: Gen.cubicSpline, Gen<Double>.double(in: -0.5...8).array(of: 37)
    ) { spline, times in
      let rows = spline.values(at: times)
      var floats = [Float](repeating: .nan, count: times.count * spline.channelCount)
      let floatTimes = times.map(Float.init)
      floatTimes.withUnsafeBufferPointer { input in
        floats.withUnsafeMutableBufferPointer { output in
          #expect(throws: Never.self) { try spline.values(at: input, into: output) }
        }
      }
      for channel in 0..<spline.channelCount {
        for (index, t) in times.enumerated() {
          let scalar = spline.value(at: t, channel: channel)
          #expect(Self.ulps(rows[channel][index], scalar) <= 2, "channel \(channel) at \(t)")
          let floatScalar = Float(spline.value(at: Double(floatTimes[index]), channel: channel))
          #expect(floats[channel * times.count + index] == floatScalar, "channel \(channel) at Float \(t)")
        }
      }
    }
  }
}
