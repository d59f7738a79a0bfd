import Foundation
import Kinetics
import KineticsTestSupport
import Testing

@Suite struct ViewTransitionTests {
  private let flips: [ViewTransitionKind] = [.flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom]

  /// R(φ)·P built independently: the rotation about the axis from cos/sin written out for row
  /// vectors (a point x·R; y down, z toward the viewer), then multiplied by the perspective
  /// identity-with-m34 = −1/d as a plain 4×4 product.
  private func expectedMatrix(aboutY: Bool, angle phi: Double, eyeDistance d: Double) -> [Double] {
    let (c, s) = (cos(phi), sin(phi))
    let rotation: [[Double]] =
      aboutY
      ? [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
      : [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]
    var perspective: [[Double]] = (0..<4).map { i in (0..<4).map { j in i == j ? 1 : 0 } }
    perspective[2][3] = -1 / d
    return (0..<4).flatMap { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + rotation[i][$1] * perspective[$1][j] } } }
  }

  private func elements(_ t: Transform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
  }

  @Test func flipsShowTheFrontBeforeHalfwayAndTheBackAfter() throws {
    for kind in flips {
      for step in 0...200 {
        let p = Double(step) / 200
        let frame = try ViewTransitionFrame(kind: kind, progress: p)
        #expect(frame.fromIsVisible == (p < 0.5) && frame.toIsVisible == (p >= 0.5), "\(kind) \(p)")
        #expect(frame.fromOpacity == (p < 0.5 ? 1 : 0) && frame.toOpacity == (p < 0.5 ? 0 : 1))
      }
    }
  }

  @Test func flipAngleIsPiTimesProgressAndContinuous() throws {
    for kind in flips {
      let sign: Double = kind == .flipFromLeft || kind == .flipFromBottom ? 1 : -1
      var previous = 0.0
      for step in 0...1000 {
        let p = Double(step) / 1000
        let angle = try #require(try ViewTransitionFrame(kind: kind, progress: p).angle)
        #expect(abs(angle - sign * Double.pi * p) <= 1e-15)
        #expect(abs(angle - previous) <= Double.pi / 1000 + 1e-12, "\(kind) jumps at \(p)")
        previous = angle
      }
    }
  }

  @Test func flipTransformIsTheRotationWithPerspectiveOfTheVisibleSide() throws {
    for kind in flips {
      let aboutY = kind == .flipFromLeft || kind == .flipFromRight
      let sign: Double = kind == .flipFromLeft || kind == .flipFromBottom ? 1 : -1
      for p in [0, 0.1, 0.25, 0.49, 0.5, 0.75, 0.9, 1] {
        for d in [1000.0, 250] {
          let frame = try ViewTransitionFrame(kind: kind, progress: p, eyeDistance: d)
          // The back side is the card turned by a further half turn: at rest at p = 1.
          let phi = p < 0.5 ? sign * Double.pi * p : sign * Double.pi * p - sign * Double.pi
          let expected = expectedMatrix(aboutY: aboutY, angle: phi, eyeDistance: d)
          let actual = elements(try #require(frame.transform))
          for (a, b) in zip(actual, expected) { #expect(abs(a - b) <= 1e-15, "\(kind) p \(p) d \(d)") }
          // And the library's own rotation and perspective, concatenated, within rounding.
          let library = try Transform3D(rotationAngle: phi, x: aboutY ? 0 : 1, y: aboutY ? 1 : 0, z: 0)
            .concatenating(Transform3D(perspectiveDistance: d))
          for (a, b) in zip(actual, elements(library)) { #expect(abs(a - b) <= 1e-15) }
        }
      }
      // The named side comes toward the viewer (z > 0) in the first half: the left edge (−1, 0) of
      // flipFromLeft, the right edge of flipFromRight, the top (0, −1) of flipFromTop (y down).
      let quarter = try #require(try ViewTransitionFrame(kind: kind, progress: 0.25).transform)
      let named: (x: Double, y: Double) = [
        .flipFromLeft: (-1, 0), .flipFromRight: (1, 0), .flipFromTop: (0, -1), .flipFromBottom: (0, 1),
      ][kind]!
      #expect(named.x * quarter.m13 + named.y * quarter.m23 > 0, "\(kind)")
      #expect(elements(try #require(try ViewTransitionFrame(kind: kind, progress: 1).transform)).enumerated().allSatisfy { index, value in
        index == 11 ? value == -1 / ViewTransition.defaultEyeDistance : value == (index % 5 == 0 ? 1 : 0)
      })
    }
  }

  @Test func crossDissolveOpacitiesSumToOneAndCurlLinesMove() throws {
    for step in 0...100 {
      let p = Double(step) / 100
      let dissolve = try ViewTransitionFrame(kind: .crossDissolve, progress: p)
      #expect(abs(dissolve.fromOpacity + dissolve.toOpacity - 1) <= Double.ulpOfOne)
      #expect(dissolve.toOpacity == p && dissolve.angle == nil && dissolve.transform == nil)
      let up = try ViewTransitionFrame(kind: .curlUp, progress: p)
      let down = try ViewTransitionFrame(kind: .curlDown, progress: p)
      #expect(up.curlLine == 1 - p && down.curlLine == p)
      #expect(up.fromOpacity == 1 && up.toOpacity == 1 && up.transform == nil)
    }
  }

  @Test func timingFollowsTheViewAnimationOptions() throws {
    let timing = try UIViewAnimationTiming(duration: 2, delay: 0.5, repeatCount: 1.5, autoreverses: true)
    let transition = try ViewTransition(kind: .flipFromRight, timing: timing, curve: .linear)
    // Delay: nothing has moved; linear: half a second into the run p = 0.25.
    #expect(transition.progress(at: 0.25) == 0)
    #expect(abs(transition.progress(at: 1) - 0.25) <= 1e-15)
    // Autoreversing: at 3.5 s the first iteration is back at 0.5, coming back.
    #expect(abs(transition.progress(at: 3.5) - 0.5) <= 1e-15)
    // 1.5 repeats of 4 s end at 6.5 s on the final value; then the model value (1) shows.
    #expect(transition.progress(at: 7) == 1)
    #expect(transition.frame(at: 7) == (try ViewTransitionFrame(kind: .flipFromRight, progress: 1)))
    // The default curve is ease-in-ease-out: slower than linear in the first quarter.
    let eased = try ViewTransition(kind: .crossDissolve, timing: UIViewAnimationTiming(duration: 1))
    #expect(eased.progress(at: 0.2) < 0.2)
    #expect(abs(eased.progress(at: 0.5) - 0.5) <= 1e-12)
  }

  @Test func batchTransformsEqualTheScalarFramesBitForBit() throws {
    let progress = (0...300).map { Double($0) / 300 } + [0x1p-60, 0.5.nextDown, 1.0.nextDown]
    for kind in ViewTransitionKind.allCases {
      var output = [Double](repeating: .nan, count: 16 * progress.count)
      try progress.withUnsafeBufferPointer { p throws(TransitionError) in
        try output.withUnsafeMutableBufferPointer { o throws(TransitionError) in
          try ViewTransitionFrame.flipTransforms(kind: kind, progress: p, into: o, eyeDistance: 640)
        }
      }
      for (index, p) in progress.enumerated() {
        let scalar = try ViewTransitionFrame(kind: kind, progress: p, eyeDistance: 640).transform.map(elements)
          ?? elements(.identity)
        #expect(Array(output[(16 * index)..<(16 * index + 16)]).map(\.bitPattern) == scalar.map(\.bitPattern), "\(kind) \(p)")
      }
    }
  }

  @Test func hostileInputIsATypedError() throws {
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "progress", value: .nan, rule: .within(0...1)))) {
      try ViewTransitionFrame(kind: .flipFromLeft, progress: .nan)
    }
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "eyeDistance", value: 0, rule: .positive))) {
      try ViewTransitionFrame(kind: .flipFromLeft, progress: 0.5, eyeDistance: 0)
    }
    // A subnormal distance would make m34 = −1/d infinite (a fuzz finding).
    let distance = subnormal("2.53e-321")
    #expect(
      throws: TransitionError.parameter(
        ParameterViolation(name: "eyeDistance", value: distance, rule: .within(Double.leastNormalMagnitude...Double.greatestFiniteMagnitude)))
    ) {
      try ViewTransitionFrame(kind: .flipFromLeft, progress: 0.5, eyeDistance: distance)
    }
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "eyeDistance", value: .infinity, rule: .finite))) {
      try ViewTransition(kind: .curlUp, timing: UIViewAnimationTiming(duration: 1), eyeDistance: .infinity)
    }
    var output = [Double](repeating: 7, count: 32)
    let progress = [0.5, 1.5]
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "progress[1]", value: 1.5, rule: .within(0...1)))) {
      try progress.withUnsafeBufferPointer { p throws(TransitionError) in
        try output.withUnsafeMutableBufferPointer { o throws(TransitionError) in try ViewTransitionFrame.flipTransforms(kind: .flipFromTop, progress: p, into: o) }
      }
    }
    #expect(output.allSatisfy { $0 == 7 })
    #expect(throws: TransitionError.outputTooShort(required: 32, actual: 31)) {
      try progress.withUnsafeBufferPointer { p throws(TransitionError) in
        try output.withUnsafeMutableBufferPointer { o throws(TransitionError) in
          try ViewTransitionFrame.flipTransforms(kind: .flipFromTop, progress: p, into: UnsafeMutableBufferPointer(rebasing: o[0..<31]))
        }
      }
    }
  }
}
