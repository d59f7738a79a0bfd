import Kinetics
import KineticsTestSupport
import Testing

/// Control values y1, y2 of any finite size: beyond `bernsteinLimit` (128) y(t) is evaluated in
/// Bernstein form, so the error is a few units of the terms' magnitudes and terms that cancel
/// leave the rest exact (issue 19: cubic-bezier(0.3, 1e308, 0.7, −1e308) gave 0 at x = ½, whose
/// exact progress is 0.125). docs/timing-curves.md, "Large control y".
@Suite struct CubicBezierLargeControlTests {
  static let largest = Double.greatestFiniteMagnitude

  @Test(arguments: TimingCurveSolver.allCases)
  func cancellingHugeControlValuesLeaveTheCubicTermExact(solver: TimingCurveSolver) throws {
    // x(½) = ½ for x2 = 1 − x1, so t* = ½ and y(½) = 3/8·(y1 + y2) + 1/8 = 1/8.
    for (y1, y2) in [(1e308, -1e308), (-1e308, 1e308), (Self.largest, -Self.largest), (1e200, -1e200), (300.0, -300.0)] {
      let curve = try CubicBezierTimingCurve(x1: 0.3, y1: y1, x2: 0.7, y2: y2)
      #expect(solver.evaluator(curve)(0.5) == 0.125, "cubic-bezier(0.3, \(y1), 0.7, \(y2))")
      #expect(solver.batch(curve, [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]) == Array(repeating: 0.125, count: 9))
      #expect(solver.batch(curve, [Float](repeating: 0.5, count: 9)) == Array(repeating: 0.125, count: 9))
    }
  }

  @Test func theSlopeOfCancellingHugeControlValuesIsFinite() throws {
    // y′(½) = ¾·(y2 − y1 + 1) and x′(½) = ¾·(x2 − x1 + 1): the slope is (y2 − y1 + 1) / 1.4.
    let curve = try CubicBezierTimingCurve(x1: 0.3, y1: 1e308, x2: 0.7, y2: -1e308)
    let exact = Double((-2e308 as Float80 + 1) / (Float80(0.7) - Float80(0.3) + 1))
    let slope = curve.slope(at: 0.5)
    #expect(slope.isFinite)
    #expect(abs(slope - exact) <= 1e-14 * abs(exact))
  }

  #if arch(x86_64) || arch(i386)
    /// The exact y of the half that serves x, from an independent solve: bisection, then Newton
    /// steps, on the Bernstein form of x(t) in Float80, and y(t*) in Float80 (no power form, no
    /// table). Also returns what the bound is made of: t* in the half's parameter, y′(t*) and the
    /// sum T of the magnitudes of y's Bernstein terms in that half.
    static func reference(
      _ curve: CubicBezierTimingCurve, _ x: Double
    ) -> (y: Float80, t: Float80, slope: Float80, terms: Float80) {
      func derivative(_ t: Float80, _ p: Float80, _ q: Float80) -> Float80 {
        let s = 1 - t
        return 3 * (s * s * p + 2 * s * t * (q - p) + t * t * (1 - q))
      }
      let half = Float80BezierHalf(curve, x)
      let (x1, x2, p, q) = (half.x1, half.x2, half.y1, half.y2)
      let (low, high) = half.bracket()
      var t = (low + high) / 2
      for _ in 0..<3 {
        let slope = derivative(t, x1, x2)
        if slope > 0 { t = min(max(t - (Float80BezierHalf.bezier(t, x1, x2) - half.v) / slope, low), high) }
      }
      let y = Float80BezierHalf.bezier(t, p, q)
      let s = 1 - t
      let terms = 3 * s * s * t * abs(p) + 3 * s * t * t * abs(q) + t * t * t
      return (half.isTurned ? 1 - y : y, t, derivative(t, p, q), terms)
    }

    /// Control values of every size: moderate, around the power form's limit (128), large, near
    /// the largest Double, tiny and subnormal, either sign, and pairs that nearly or exactly
    /// cancel.
    static func controlValues(_ random: inout SplitMix64) -> (Double, Double) {
      let magnitudes: [Double] = [
        3, 100, 128, 129, 1e4, 1e10, 1e100, 1e300, 1e307, 3e307, 1e308, largest, 1e-10, 1e-300, subnormal("4e-320"),
      ]
      func value() -> Double {
        let size = magnitudes[Int(random.next() % UInt64(magnitudes.count))]
        let sign: Double = random.next() % 2 == 0 ? 1 : -1
        return sign * min(size * random.uniform(in: 0.5...1), largest)
      }
      let y1 = value()
      switch random.next() % 4 {
      case 0: return (y1, -y1)
      case 1: return (y1, -y1 * (1 + random.uniform(in: -1e-6...1e-6)))
      default: return (y1, value())
      }
    }

    /// At x = ½ of a curve with x2 = 1 − x1 (both multiples of 2⁻²⁰, so 1 − x1 is exact), t* = ½
    /// exactly: the result is within the documented bound 2⁻⁴⁴ + 2⁻⁴⁸·T of 3/8·(y1 + y2) + 1/8,
    /// where T = 3/8·(|y1| + |y2|) + 1/8, for 4,000 curves with control values of every size.
    @Test(arguments: TimingCurveSolver.allCases)
    func progressAtOneHalfIsWithinTheTermBound(solver: TimingCurveSolver) throws {
      var random = SplitMix64(seed: 0xB19)
      var worst: Float80 = 0
      for _ in 0..<4000 {
        let x1 = (random.uniform(in: 0...1) * 0x1p20).rounded() * 0x1p-20
        let (y1, y2) = Self.controlValues(&random)
        let curve = try CubicBezierTimingCurve(x1: x1, y1: y1, x2: 1 - x1, y2: y2)
        let exact = 0.375 * (Float80(y1) + Float80(y2)) + 0.125
        let terms = 0.375 * (abs(Float80(y1)) + abs(Float80(y2))) + 0.125
        let progress = solver.evaluator(curve)(0.5)
        let error = abs(Float80(progress) - exact)
        #expect(error <= 0x1p-44 + 0x1p-48 * terms, "\(curve) at ½: \(progress), exact \(exact)")
        if terms > 0x1p40 { worst = max(worst, error / terms) }
      }
      // Where the terms are large (the solver's 2⁻⁴⁴ is then negligible), the error is at the
      // rounding level, far below the bound: a few units of 2⁻⁵³ of the terms.
      #expect(worst <= 0x1p-50)
    }

    /// Any input: within 2⁻⁴⁴ + |y′(t*)|·(2·ulp(t*) + 2⁻⁶²) + 2⁻⁴⁸·T(t*) of the Float80 reference,
    /// t* in the half's parameter (the solver leaves t* within the last bit it can tell, and the
    /// reference within 2⁻⁶⁴), for 400 curves of every size at 200 inputs each; the batches give
    /// the scalar's bits, and the result is finite.
    @Test(arguments: TimingCurveSolver.allCases)
    func progressIsWithinTheTermBoundOfAFloat80Reference(solver: TimingCurveSolver) throws {
      var random = SplitMix64(seed: 0x19B)
      for _ in 0..<400 {
        let (y1, y2) = Self.controlValues(&random)
        let curve = try CubicBezierTimingCurve(
          x1: random.uniform(in: 0...1), y1: y1, x2: random.uniform(in: 0...1), y2: y2)
        let evaluate = solver.evaluator(curve)
        let inputs = (0..<200).map { k in
          k % 4 == 0 ? random.uniform(in: 0...1e-6) : random.uniform(in: 0...1)
        }
        let batch = solver.batch(curve, inputs)
        for (x, batched) in zip(inputs, batch) {
          let progress = evaluate(x)
          #expect(progress.bitPattern == batched.bitPattern, "\(curve) at \(x): batch")
          let reference = Self.reference(curve, x)
          let ulp = Float80(Double(reference.t).ulp)
          let bound =
            0x1p-44 + abs(reference.slope) * (2 * ulp + 0x1p-62) + 0x1p-48 * reference.terms
          #expect(progress.isFinite && abs(Float80(progress) - reference.y) <= bound, "\(curve) at \(x): \(progress), reference \(reference.y)")
        }
      }
    }

    /// The range's ends are the extremes of y: every sampled progress lies inside it (up to the
    /// term bound), and both ends are finite.
    @Test func theProgressRangeHoldsEverySampleForControlValuesOfAnySize() throws {
      var random = SplitMix64(seed: 0x19C)
      for _ in 0..<200 {
        let (y1, y2) = Self.controlValues(&random)
        let curve = try CubicBezierTimingCurve(
          x1: random.uniform(in: 0...1), y1: y1, x2: random.uniform(in: 0...1), y2: y2)
        let range = curve.progressRange
        #expect(range.lowerBound.isFinite && range.upperBound.isFinite, "\(curve): \(range)")
        let margin = 0x1p-44 + 0x1p-44 * max(abs(y1), abs(y2))
        for k in 0...64 {
          let y = curve.progress(at: Double(k) / 64)
          #expect(y >= range.lowerBound - margin && y <= range.upperBound + margin, "\(curve) at \(k)/64: \(y) outside \(range)")
        }
        #expect(!curve.slope(at: random.uniform(in: 0...1)).isNaN, "\(curve)")
      }
    }
  #endif
}
