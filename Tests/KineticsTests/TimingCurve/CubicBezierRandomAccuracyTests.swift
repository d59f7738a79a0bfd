import Kinetics
import KineticsTestSupport
import Testing

/// `progress(at:)` against an independent reference on many seeded curves and inputs: the fast
/// path's convergence test must never accept a step that misses the accuracy promised.
@Suite struct CubicBezierRandomAccuracyTests {
  #if arch(x86_64) || arch(i386)
    /// The exact progress to about 1e-18: bisection on the Bernstein form of x(t) in Float80 (64
    /// iterations of [0, 1] leave t within 2⁻⁶⁴), then y(t) in Float80, on the half that serves x
    /// (`Float80BezierHalf`). Shares nothing with the solver (no table, no power form, no Newton
    /// step).
    static func reference(_ curve: CubicBezierTimingCurve, _ x: Double) -> Double {
      let half = Float80BezierHalf(curve, x)
      let (low, high) = half.bracket()
      let y = Float80BezierHalf.bezier((low + high) / 2, half.y1, half.y2)
      return Double(half.isTurned ? 1 - y : y)
    }

    /// 160 curves: random ones (control y in [−3, 4]), ones with an end where x′ vanishes
    /// (x1 = 0 or x2 = 1), with a nearly vanishing cubic term, and steep ones (control y ±20); 1,000
    /// inputs each, mostly uniform, some within 1e-9 of 0, ½ and 1. Tolerance 1e-12 absolute (the
    /// promise), and the largest error must stay near the rounding level (2e-13).
    @Test(arguments: TimingCurveSolver.allCases)
    func progressIsWithinOneTrillionthOfAFloat80ReferenceOnRandomCurves(
      solver: TimingCurveSolver
    ) throws {
      var random = SplitMix64(seed: 0xACC)
      var worst = 0.0
      for index in 0..<160 {
        var (x1, x2) = (random.uniform(in: 0...1), random.uniform(in: 0...1))
        let yScale = index % 8 == 7 ? 20.0 : 3.5
        let (y1, y2) = (random.uniform(in: -yScale...yScale + 0.5), random.uniform(in: -yScale...yScale + 0.5))
        switch index % 8 {
        case 1: x1 = 0
        case 2: x2 = 1
        case 3: x2 = min(1, x1 + 1 / 3 + random.uniform(in: -1e-9...1e-9))
        default: break
        }
        let curve = try CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        let progress = solver.evaluator(curve)
        for k in 0..<1000 {
          let x: Double
          switch k % 10 {
          case 0: x = random.uniform(in: 0...1e-9)
          case 1: x = 1 - random.uniform(in: 0...1e-9)
          case 2: x = 0.5 + random.uniform(in: -1e-9...1e-9)
          default: x = random.uniform(in: 0...1)
          }
          let error = (progress(x) - Self.reference(curve, x)).magnitude
          worst = max(worst, error)
          #expect(error <= 1e-12, "\(curve) at \(x)")
        }
      }
      #expect(worst <= 2e-13, "largest error \(worst)")
    }
  #endif
}
