import Kinetics
import Testing

/// The README's tour, compiled and checked, so the first code a newcomer reads keeps working.
@Suite struct ReadmeTourTests {
  @Test func theTourRunsAndGivesTheValuesItPromises() throws {
    let curve = try CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let y = curve.progress(at: 0.25)
    #expect(abs(y - 0.1292) < 5e-5)  // the README rounds to four digits
    let ys = CubicBezierTimingCurve.easeInEaseOut.progress(at: [0, 0.25, 0.5] as [Float])
    #expect(ys.count == 3 && ys[0] == 0 && ys[2] == 0.5)
    let table = curve.prepared()
    #expect(abs(table.progress(at: 0.25) - y) <= 2e-12)  // both solvers are exact to 1e-12

    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    let x = spring.position(at: 0.2, from: 0, to: 100)
    #expect(x > 0 && x < 100)
    let settles = try #require(spring.settlingTime(tolerance: 0.001, from: 0, to: 100))
    #expect(abs(spring.position(at: settles, from: 0, to: 100) - 100) <= 0.1 * (1 + 1e-9))

    let path = try AnimationPath(svgPathData: "M 0 0 C 50 -40 100 40 150 0 A 40 40 0 0 1 150 80")
    let measured = try path.measured()
    let length = measured.length
    let halfway = measured.point(atPacedFraction: 0.5)
    #expect(length > 150 + .pi * 40 - 1e-9)  // the cubic is longer than its chord; the arc is a half circle
    let toHalfway = measured.location(atArcLength: length / 2)
    #expect(measured.point(at: toHalfway) == halfway)

    let track = try KeyframeTrack(values: [[0, 0], [100, 0], [100, 100]], calculationMode: .cubic)
    let point = track.value(at: 0.5)
    #expect(point == [100, 0])  // the middle key, reached exactly at u = 0.5

    let timing = try MediaTiming(
      beginTime: 0.5, duration: 1, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
    let state = timing.state(atParentTime: 2.2)
    #expect(state.isActive && state.iteration == 0)
  }
}
