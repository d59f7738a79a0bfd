import Kinetics
import Testing
import KineticsTestSupport

@Suite struct KeyframeTimingTests {
  @Test func eachElementButMovesGetsEqualTime() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 100 0 M 0 10 L 0 20 L 0 120").measured()
    #expect(measured.keyframeCount == 3)
    #expect(measured.location(atKeyframeFraction: 0.5) == PathLocation(keyframe: 1, parameter: 0.5))
    #expect(measured.point(atKeyframeFraction: 0.5) == SIMD2(0, 15))
    #expect(measured.point(atKeyframeFraction: 1) == SIMD2(0, 120))
    #expect(measured.point(atKeyframeFraction: 1.0 / 3) == SIMD2(0, 10))
    #expect(measured.point(atKeyframeFraction: 0) == SIMD2(0, 0))
  }

  @Test func theBezierParameterRunsLinearlyWithinAnElement() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 C 0 100 100 100 100 0 Z").measured()
    // Keyframe 0 takes u in [0, ½): t = 2u. B(0.25) = 3·(¾)²·¼·(0,100) + 3·¾·(¼)²·(100,100) + (¼)³·(100,0).
    let expected = SIMD2(3 * 0.75 * 0.0625 * 100 + 0.015625 * 100, 3 * 0.5625 * 0.25 * 100 + 3 * 0.75 * 0.0625 * 100)
    #expect(PathFixtures.distance(measured.point(atKeyframeFraction: 0.125), expected) <= 1e-13)
    // The close is the second keyframe: a line back to the start.
    #expect(measured.point(atKeyframeFraction: 0.75) == SIMD2(50, 0))
  }

  @Test func outOfRangeFractionsClampAndNeverProduceNaN() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 10 0").measured()
    #expect(measured.point(atKeyframeFraction: -1) == SIMD2(0, 0))
    #expect(measured.point(atKeyframeFraction: 2) == SIMD2(10, 0))
    #expect(measured.point(atKeyframeFraction: .nan) == SIMD2(0, 0))
    #expect(measured.point(atPacedFraction: .nan) == SIMD2(0, 0))
  }

  @Test func pathsWithoutSegmentsRestAtTheirLastMove() throws {
    let measured = try AnimationPath(svgPathData: "M 5 6 M 7 8").measured()
    #expect(measured.length == 0)
    #expect(measured.point(atPacedFraction: 0.5) == SIMD2(7, 8))
    #expect(measured.point(atKeyframeFraction: 0.5) == SIMD2(7, 8))
    let empty = try AnimationPath().measured()
    #expect(empty.point(atPacedFraction: 0.5) == .zero)
    #expect(try empty.pacedTable().point(atPacedFraction: 0.5) == .zero)
  }

  @Test func pacedSamplingSkipsZeroLengthElements() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 0 0 L 10 0 L 10 0").measured()
    #expect(measured.location(atPacedFraction: 0).keyframe == 1)
    #expect(measured.location(atPacedFraction: 1) == PathLocation(keyframe: 1, parameter: 1))
    // Tolerance 1e-14 absolute: a line's parameter is found by Newton on its constant speed.
    #expect(PathFixtures.distance(measured.point(atPacedFraction: 0.3), SIMD2(3, 0)) <= 1e-14)
  }
}
