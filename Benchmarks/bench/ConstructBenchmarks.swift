import Kinetics

/// `construct` rows: the cost of creating each value an engine creates per animation (issue #16),
/// in ns per construction. Each pass constructs `count` values from slightly different parameters
/// (so that nothing is hoisted out of the loop) and sums one derived number. No maxError: a
/// constructor has no reference to be wrong against. The cubic-Bézier curve's row is in the
/// timing-curve suite; paths are in `pathConstructBenchmarks`.
let constructBenchmarks: BenchSuite = { configuration in
  let count = configuration.size(1024, quick: 128)
  // Parameters in [0.9, 1.1): close to the nominal ones, different in every construction.
  let jitter = (0..<count).map { 0.9 + 0.2 * Double($0) / Double(count) }
  func row(_ kernel: String, _ variant: String, _ construct: @escaping (Double) -> Double) -> BenchCase {
    BenchCase(
      kernel: kernel, variant: variant, count: count,
      run: {
        var sum = 0.0
        for j in jitter { sum += construct(j) }
        return sum
      })
  }
  return springConstructRows(row) + timingFunctionConstructRows(row) + keyframeConstructRows(row)
    + mediaTimingConstructRows(row) + propertyAnimatorConstructRows(row)
}

/// One construct row: kernel, variant, and a construction from a parameter near 1.
typealias ConstructRow = (String, String, @escaping (Double) -> Double) -> BenchCase

/// `spring` kernel: every public parameterization.
func springConstructRows(_ row: ConstructRow) -> [BenchCase] {
  [
    row("spring", "spring-construct-mass-stiffness-damping") {
      try! Spring(mass: 1, stiffness: 170 * $0, damping: 10).dampedFrequency
    },
    row("spring", "spring-construct-response-damping") {
      try! Spring(response: 0.5 * $0, dampingRatio: 0.7).dampedFrequency
    },
    row("spring", "spring-construct-duration-bounce") {
      try! Spring(duration: 0.5 * $0, bounce: 0.2).dampedFrequency
    },
    row("spring", "spring-construct-perceptual-duration-bounce") {
      try! Spring(perceptualDuration: 0.5 * $0, bounce: 0.2).dampedFrequency
    },
    row("spring", "spring-construct-uikit-duration") {
      try! Spring(uikitDuration: 0.5 * $0, dampingRatio: 0.7, initialSpringVelocity: 0).dampedFrequency
    },
  ]
}

/// `timing-curve` kernel: CSS `steps()` and `linear()` (the cubic Bézier's row is the timing-curve
/// suite's own).
func timingFunctionConstructRows(_ row: ConstructRow) -> [BenchCase] {
  [
    row("timing-curve", "steps-construct") {
      Double(try! StepsTimingFunction(count: Int(4 * $0), position: .jumpEnd).jumps)
    },
    // A spring-like linear() of 5 stops, two with inputs and three placed by the CSS rules.
    row("timing-curve", "linear-easing-construct-5-stops") { j in
      let stops: [LinearTimingFunction.Stop] = [
        .init(0), .init(0.6 * j), .init(1.1, input: 0.4), .init(0.95), .init(1, input: 1),
      ]
      return try! LinearTimingFunction(stops).points[2].input
    },
  ]
}

/// `keyframes` kernel: a 4-key track of 2-D values in every calculation mode (cubic-paced in both
/// pacings), built from flat values as the C API does.
func keyframeConstructRows(_ row: ConstructRow) -> [BenchCase] {
  let modes: [(String, KeyframeCalculationMode, KeyframeTrackOptions.CubicPacing)] = [
    ("linear", .linear, .chordLength), ("discrete", .discrete, .chordLength),
    ("paced", .paced, .chordLength), ("cubic", .cubic, .chordLength),
    ("cubic-paced", .cubicPaced, .chordLength), ("cubic-paced-arc-length", .cubicPaced, .arcLength),
  ]
  return modes.map { name, mode, pacing in
    row("keyframes", "keyframe-track-construct-\(name)-4-keys") { j in
      let values = [0, 0, 100 * j, 0, 100, 100, 0, 100]
      var options = KeyframeTrackOptions()
      options.cubicPacing = pacing
      return try! KeyframeTrack(
        flatValues: values, dimension: 2, calculationMode: mode, options: options
      ).keyTimes[1]
    }
  }
}

/// `media-timing` kernel: `MediaTiming`, `BasicAnimation` and an `AnimatedProperty` over it.
func mediaTimingConstructRows(_ row: ConstructRow) -> [BenchCase] {
  [
    row("media-timing", "media-timing-construct") {
      try! MediaTiming(beginTime: 0, duration: 0.3 * $0, fillMode: .forwards).activeDuration
    },
    row("media-timing", "basic-animation-construct") { j in
      let timing = try! MediaTiming(duration: 0.3 * j, fillMode: .forwards)
      return try! BasicAnimation(fromValue: [0, 0], toValue: [100 * j, 50], timing: timing)
        .timing.duration
    },
    row("media-timing", "animated-property-construct") { j in
      let timing = try! MediaTiming(duration: 0.3 * j, fillMode: .forwards)
      let animation = try! BasicAnimation(toValue: [100 * j, 50], timing: timing)
      return try! AnimatedProperty(modelValue: [0, 0], animations: [animation]).modelValue[0]
    },
  ]
}

/// `property-animator` kernel: an animator with each kind of timing parameters.
func propertyAnimatorConstructRows(_ row: ConstructRow) -> [BenchCase] {
  [
    row("property-animator", "property-animator-construct-cubic") {
      try! PropertyAnimator(duration: 0.3 * $0, timingParameters: .cubic(.easeInEaseOut))
        .effectiveDuration
    },
    row("property-animator", "property-animator-construct-spring-damping-ratio") {
      try! PropertyAnimator(
        duration: 0.3 * $0, timingParameters: .spring(.dampingRatio(0.7, initialVelocity: 0))
      ).effectiveDuration
    },
    row("property-animator", "property-animator-construct-spring-physical") {
      try! PropertyAnimator(
        duration: 0.3,
        timingParameters: .spring(
          .physical(mass: 1, stiffness: 170 * $0, damping: 10, initialVelocity: 0))
      ).effectiveDuration
    },
  ]
}
