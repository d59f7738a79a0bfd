import Foundation
import Kinetics

/// `property-animator` rows (docs/benchmarks.md): `PropertyAnimator.progress(at:)` at evenly spaced times,
/// scalar, in three situations: the animator's own easeInEaseOut timing (1 s, baseline); a
/// continuation with easeOut after a pause at 0.3 s (control point 1 moved to keep the velocity);
/// a continuation with a UIKit spring (ζ = 0.6) after a pause at 0.3 s and a linear scrub to 0.5;
/// and, for scale, the bare easeInEaseOut curve at the baseline's inputs.
/// maxError is the largest absolute progress error against WideReal references: the Bézier solved by
/// bisection on its parametric form, and the spring's closed form (`springReferencePosition`).
let propertyAnimatorBenchmarks: BenchSuite = { configuration in
  let count = configuration.size(4096, quick: 1024)
  let paused = try! PropertyAnimator(duration: 1, timingParameters: .cubic(.easeInEaseOut))
    .started(at: 0).paused(at: 0.3)
  let switchTime = 0.5

  func times(from start: Double, to end: Double) -> [Double] {
    (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
  }
  func row(
    _ variant: String, _ animator: PropertyAnimator, _ times: [Double], baseline: Bool = false,
    reference: @escaping (Double) -> WideReal
  ) -> BenchCase {
    BenchCase(
      kernel: "property-animator", variant: variant, count: count, isBaseline: baseline,
      maxError: {
        times.map { Double(abs(WideReal(animator.progress(at: $0)) - reference($0))) }.max()
      },
      run: {
        var sum = 0.0
        for t in times { sum += animator.progress(at: t) }
        return sum
      })
  }

  let own = try! PropertyAnimator(duration: 1, timingParameters: .cubic(.easeInEaseOut)).started(
    at: 0)
  let ownRow = row("cubic-own-timing-scalar", own, times(from: 0, to: 1), baseline: true) {
    bezierReferenceProgress(WideReal($0), x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  }

  let cubic = try! paused.continued(
    withTimingParameters: .cubic(.easeOut), durationFactor: 0.6, at: switchTime)
  let (p0, v0) = (cubic.progress(at: switchTime), cubic.velocity(at: switchTime))
  // The continuation's curve: easeOut with x1 = 1/3 and y1 = x1·v0·D/(1 − p0), D = 0.6 s.
  let x1 = 1.0 / 3
  let y1 = x1 * v0 * 0.6 / (1 - p0)
  let cubicRow = row(
    "cubic-continuation-scalar", cubic, times(from: switchTime, to: switchTime + 0.6)
  ) {
    let tau = ($0 - switchTime) / 0.6
    return WideReal(p0) + WideReal(1 - p0)
      * bezierReferenceProgress(WideReal(tau), x1: x1, y1: y1, x2: 0.58, y2: 1)
  }

  let scrubbed = try! paused.settingFractionComplete(0.5, at: 0.3)
  let springAnimator = try! scrubbed.continued(
    withTimingParameters: .spring(.dampingRatio(0.6, initialVelocity: 0)), durationFactor: 0.8,
    at: switchTime)
  let (q0, w0) = (springAnimator.progress(at: switchTime), springAnimator.velocity(at: switchTime))
  let spring = try! Spring(
    uikitDuration: 0.8, dampingRatio: 0.6, initialSpringVelocity: w0 / (1 - q0))
  let springRow = row(
    "spring-continuation-scalar", springAnimator,
    times(from: switchTime, to: switchTime + 0.8 - 1e-9)
  ) {
    springReferencePosition(
      spring, from: q0, to: 1, initialVelocity: w0, at: WideReal($0 - switchTime))
  }
  // The same curve evaluated directly at the same inputs: the floor the animator's own-timing row
  // adds its state machine to, measured in the same run.
  let curveTimes = times(from: 0, to: 1)
  let curveRow = BenchCase(
    kernel: "property-animator", variant: "curve-alone-scalar", count: count,
    maxError: {
      curveTimes.map {
        Double(
          abs(
            WideReal(CubicBezierTimingCurve.easeInEaseOut.progress(at: $0))
              - bezierReferenceProgress(WideReal($0), x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
      }.max()
    },
    run: {
      var sum = 0.0
      for t in curveTimes { sum += CubicBezierTimingCurve.easeInEaseOut.progress(at: t) }
      return sum
    })
  return [ownRow, curveRow, cubicRow, springRow]
}

/// progress(x) of a cubic-Bézier timing curve in WideReal: 80 bisection steps on x(t) = x, then y(t).
func bezierReferenceProgress(_ x: WideReal, x1: Double, y1: Double, x2: Double, y2: Double)
  -> WideReal
{
  func coordinate(_ t: WideReal, _ p1: Double, _ p2: Double) -> WideReal {
    let s = 1 - t
    return 3 * s * s * t * WideReal(p1) + 3 * s * t * t * WideReal(p2) + t * t * t
  }
  var (low, high): (WideReal, WideReal) = (0, 1)
  for _ in 0..<80 {
    let middle = (low + high) / 2
    if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
  }
  return coordinate((low + high) / 2, y1, y2)
}
