import KineticsLinearAlgebra
import Testing

@Suite struct CubicSplinePeriodicTests {
  @Test(arguments: [3, 4, 9])
  func endsJoinWithMatchingFirstAndSecondDerivatives(keys: Int) throws {
    var (times, values) = CubicSplineTests.randomKeys(keys: keys, channels: 2, seed: UInt64(keys))
    values[keys - 1] = values[0]
    for solver in [SplineSolver.automatic, .dgtsv, .thomas] {
      let spline = try CubicSpline(keyTimes: times, values: values, boundary: .periodic, solver: solver)
      let (first, last) = (times.first!, times.last!.nextDown)
      for channel in 0..<2 {
        // Derivatives are O(100), second derivatives O(10⁴) for these keys: 1e-9 and 1e-7 absolute
        // (the last one evaluated an ulp before the end, where u is 1 − 1e-16).
        #expect(
          abs(spline.derivative(at: first, channel: channel) - spline.derivative(at: last, channel: channel))
            < 1e-9)
        #expect(
          abs(
            spline.secondDerivative(at: first, channel: channel)
              - spline.secondDerivative(at: last, channel: channel))
            < 1e-7)
      }
    }
  }

  @Test func timesOutsideTheKeysWrapAround() throws {
    let spline = try CubicSpline(
      keyTimes: [1, 1.5, 2.25, 3], values: [[0], [1], [-2], [0]], boundary: .periodic)
    for t in [1.1, 1.7, 2.9] {
      // Wrapping subtracts whole periods (2) exactly; re-adding t₀ rounds once: 1e-14.
      #expect(abs(spline.value(at: t + 2, channel: 0) - spline.value(at: t, channel: 0)) < 1e-14)
      #expect(abs(spline.value(at: t - 4, channel: 0) - spline.value(at: t, channel: 0)) < 1e-14)
    }
    let batch = spline.values(at: [-0.9, 5.1])
    #expect(batch[0][0] == spline.value(at: -0.9, channel: 0))
    #expect(batch[0][1] == spline.value(at: 5.1, channel: 0))
  }

  @Test func unequalEndValuesAreRejected() {
    #expect(throws: LinearAlgebraError.self) {
      try CubicSpline(keyTimes: [0, 1, 2], values: [[0, 1], [1, 1], [0, 2]], boundary: .periodic)
    }
    #expect(throws: LinearAlgebraError.self) {
      try CubicSpline(keyTimes: [0, 1], values: [[0], [0]], boundary: .periodic)
    }
  }
}
