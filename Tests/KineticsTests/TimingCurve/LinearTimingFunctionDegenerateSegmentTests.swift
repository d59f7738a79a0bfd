import Kinetics
import KineticsTestSupport
import Testing

/// linear() segments that are flat, narrower than any normal Double, or span outputs whose
/// difference overflows: finite inputs give finite outputs (found by the easing-functions fuzz
/// target, issue 18).
@Suite struct LinearTimingFunctionDegenerateSegmentTests {
  @Test func aFlatSegmentOfSubnormalWidthGivesItsOutputNotNaN() throws {
    let linear = try LinearTimingFunction([.init(2, input: 0), .init(2, input: subnormal("2e-323"))])
    for x in [-1, 0, subnormal("1e-323"), 0.25, 1, 1e300] {
      #expect(linear.progress(at: x) == 2, "x=\(x)")
    }
  }

  @Test func outputsWhoseDifferenceOverflowsStayFiniteBetweenThem() throws {
    let linear = try LinearTimingFunction([.init(-1e308), .init(1e308)])
    #expect(linear.progress(at: 0) == -1e308)
    #expect(linear.progress(at: 1) == 1e308)
    #expect(linear.progress(at: 0.5) == 0)
    #expect(abs(linear.progress(at: 0.25) + 5e307) <= 1e293)
  }

  @Test func ordinarySegmentsKeepTheirBits() throws {
    let linear = try LinearTimingFunction([.init(0), .init(0.8, input: 0.2, secondInput: 0.4), .init(1)])
    for x in [-0.5, 0.1, 0.3, 0.5, 0.9, 1.5] {
      // The CSS formula, evaluated as before the degenerate cases were handled.
      let points = linear.points
      var a = (points.lastIndex { $0.input <= x } ?? 0)
      if a == points.count - 1 { a -= 1 }
      let fraction = (x - points[a].input) / (points[a + 1].input - points[a].input)
      let expected = points[a].input == points[a + 1].input
        ? points[a + 1].output : points[a].output + fraction * (points[a + 1].output - points[a].output)
      #expect(linear.progress(at: x) == expected, "x=\(x)")
    }
  }
}
