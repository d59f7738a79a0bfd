import Kinetics
import Testing

@Suite struct TypedKeyframeTrackTests {
  let keys: [Transform3D] = [
    .identity,
    try! Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1),
    try! Transform3D(translationX: 10, y: -4, z: 3).concatenating(try! Transform3D(scaleX: 2, y: 1, z: 0.5)),
    try! Transform3D(rotationAngle: 2.5, x: 1, y: 1, z: 0),
  ]

  @Test func transformTrackShowsEachKeyAtItsKeyTimeAndInterpolatesEachSegmentByDecomposition() throws {
    let track = try TypedKeyframeTrack(values: keys, keyTimes: [0, 0.2, 0.7, 1])
    for (index, time) in [0, 0.2, 0.7, 1].enumerated() { #expect(track.value(at: time) == keys[index]) }
    // Inside segment 1 ([0.2, 0.7]) at local fraction 0.3: the pair's CSS interpolation.
    let u = 0.2 + 0.3 * 0.5
    let s = (u - 0.2) / (0.7 - 0.2)  // as the segment search computes it
    #expect(track.value(at: u) == Transform3DInterpolation(from: keys[1], to: keys[2]).transform(at: s))
    // Clamped outside [0, 1].
    #expect(track.value(at: -3) == keys[0] && track.value(at: .nan) == keys[0] && track.value(at: 7) == keys[3])
  }

  @Test func discreteColorTrackHoldsEachValueOverItsInterval() throws {
    let colors = try [
      RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5),
      RGBAColor(red: 0, green: 0, blue: 1),
    ]
    let track = try TypedKeyframeTrack(values: colors, calculationMode: .discrete)
    #expect(track.value(at: 0.1) == colors[0])
    #expect(track.value(at: 0.5) == colors[1])
    #expect(track.value(at: 0.9) == colors[2] && track.value(at: 1) == colors[2])
    #expect(track.keyTimes.count == 4)
  }

  @Test func colorTrackBlendsWithItsInterpolationOptions() throws {
    let red = try RGBAColor(red: 1, green: 0, blue: 0)
    let blue = try RGBAColor(red: 0, green: 0, blue: 1)
    let options = ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied)
    let track = try TypedKeyframeTrack(values: [red, blue], interpolation: options)
    #expect(track.value(at: 0.4) == red.interpolated(to: blue, fraction: 0.4, options: options))
    #expect(track.value(at: 0.4) != red.interpolated(to: blue, fraction: 0.4))
  }

  @Test func pacedAndCubicModesAreRefusedForColorsAndTransforms() {
    for mode in [KeyframeCalculationMode.paced, .cubic, .cubicPaced] {
      #expect(throws: KeyframeTrackError.calculationModeNeedsVectorValues(mode)) {
        try TypedKeyframeTrack(values: keys, calculationMode: mode)
      }
      #expect(throws: KeyframeTrackError.calculationModeNeedsVectorValues(mode)) {
        try TypedKeyframeTrack(values: [RGBAColor.additiveIdentity], calculationMode: mode)
      }
    }
  }

  @Test func typedTracksCheckTheDoubleTracksRules() {
    #expect(throws: KeyframeTrackError.noValues) { try TypedKeyframeTrack<Transform3D>(values: []) }
    #expect(throws: KeyframeTrackError.keyTimeCount(expected: 4, actual: 2)) {
      try TypedKeyframeTrack(values: keys, keyTimes: [0, 1])
    }
    #expect(throws: KeyframeTrackError.timingFunctionCount(expected: 3, actual: 1)) {
      try TypedKeyframeTrack(values: keys, timingFunctions: [CubicBezierTimingCurve.easeIn])
    }
    #expect(throws: KeyframeTrackError.shapeParameterCount(name: "tension", expected: 4, actual: 1)) {
      try TypedKeyframeTrack(values: keys, tension: [0])
    }
    #expect(throws: KeyframeTrackError.nonFiniteValue(index: 1, component: 2)) {
      try TypedKeyframeTrack(values: [SIMD3<Double>(0, 0, 0), SIMD3(1, 1, .infinity)])
    }
  }

  @Test func segmentTimingFunctionsEaseTransformSegments() throws {
    let track = try TypedKeyframeTrack(
      values: Array(keys[0..<2]), timingFunctions: [CubicBezierTimingCurve.easeIn])
    let eased = CubicBezierTimingCurve.easeIn.progress(at: 0.5)
    #expect(track.value(at: 0.5) == Transform3DInterpolation(from: keys[0], to: keys[1]).transform(at: eased))
  }

  @Test func floatVectorTrackIsTheDoubleTrackRoundedOnce() throws {
    let values: [SIMD4<Float>] = [SIMD4(0, 1, 2, 3), SIMD4(4, -1, 0.5, 3), SIMD4(1, 1, 1, 1)]
    let typed = try TypedKeyframeTrack(values: values, calculationMode: .cubic)
    let reference = try KeyframeTrack(
      values: values.map { v in (0..<4).map { Double(v[$0]) } }, calculationMode: .cubic)
    for u in stride(from: 0.0, through: 1, by: 0.0625) {
      let expected = reference.value(at: u).map(Float.init)
      #expect((0..<4).map { typed.value(at: u)[$0] } == expected)
    }
  }

  @Test func batchFormWritesTheScalarValues() throws {
    let track = try TypedKeyframeTrack(values: keys)
    let inputs = [0.0, 0.1, 0.5, 0.33, 1, -1]
    var outputs = [Transform3D](repeating: .identity, count: inputs.count)
    try inputs.withUnsafeBufferPointer { source in
      try outputs.withUnsafeMutableBufferPointer { try track.values(at: source, into: $0) }
    }
    #expect(outputs == inputs.map(track.value(at:)))
    #expect(throws: BatchError.outputTooShort(required: 6, actual: 2)) {
      try inputs.withUnsafeBufferPointer { source in
        try Array(outputs[0..<2]).withUnsafeBufferPointer { _ in
          var short = [Transform3D](repeating: .identity, count: 2)
          try short.withUnsafeMutableBufferPointer { try track.values(at: source, into: $0) }
        }
      }
    }
  }
}
