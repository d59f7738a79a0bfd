import Kinetics

/// `media-timing` rows `presentation-value-3-animations-*`: the presentation value of one property
/// with three animations stacked on it, as an engine computes it for each layer every frame — a basic
/// animation from → to with ease-in-ease-out, an additive basic animation by an offset, and a linear
/// keyframe animation of four keys that repeats and autoreverses, at parent times spread over
/// [0, 1.2). `arrayN` is a property of N Doubles (`[Double]`, the run-time dimension of the C API):
/// 1 a scalar, 4 a SIMD4-sized value, 16 a 4×4 transform's elements. The `allocations_per_eval`
/// column counts the heap allocations of one evaluation.
func presentationValueBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(10_000)
  let times = (0..<count).map { 1.2 * Double($0) / Double(count) }
  return [1, 4, 16].map { dimension in
    let property = threeAnimationProperty(dimension: dimension)
    return BenchCase(
      kernel: "media-timing", variant: "presentation-value-3-animations-array\(dimension)", count: count,
      run: {
        var sum = 0.0
        for t in times { sum += try! property.presentationValue(at: t)[dimension - 1] }
        return sum
      })
  }
}

/// The property of the `presentation-value-3-animations` rows (see above), of `dimension` Doubles.
private func threeAnimationProperty(dimension: Int) -> AnimatedProperty<[Double]> {
  let ramp = { (scale: Double) in (0..<dimension).map { scale * Double($0 + 1) } }
  let timing = try! MediaTiming(duration: 1, fillMode: .forwards)
  let base = try! BasicAnimation(
    fromValue: ramp(0), toValue: ramp(10), timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut)
  let offset = try! BasicAnimation(byValue: ramp(0.5), timing: timing, isAdditive: true)
  let keys = try! KeyframeTrack(values: [ramp(1), ramp(3), ramp(2), ramp(4)])
  let wobble = KeyframeAnimation(
    track: keys, timing: try! MediaTiming(duration: 0.25, repeatCount: 4, autoreverses: true), isAdditive: true)
  return try! AnimatedProperty(modelValue: ramp(1), animations: [base, offset, wobble])
}
