import Kinetics
import Testing

@Suite struct CubicBezierValidationTests {
  @Test func acceptsControlPointXAtTheEndsOfTheUnitInterval() throws {
    let curve = try CubicBezierTimingCurve(x1: 0, y1: -3, x2: 1, y2: 7)
    #expect(curve.x1 == 0 && curve.y1 == -3 && curve.x2 == 1 && curve.y2 == 7)
  }

  @Test(arguments: [(-0.001, 0.5), (1.0000001, 0.5), (0.5, -1e-300), (0.5, 2)])
  func rejectsControlPointXOutsideTheUnitInterval(x1: Double, x2: Double) {
    #expect(throws: TimingCurveError.self) {
      try CubicBezierTimingCurve(x1: x1, y1: 0, x2: x2, y2: 1)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func rejectsNonFiniteParameters(bad: Double) {
    #expect(throws: TimingCurveError.self) {
      try CubicBezierTimingCurve(x1: 0.5, y1: bad, x2: 0.5, y2: 1)
    }
    #expect(throws: TimingCurveError.self) {
      try CubicBezierTimingCurve(x1: bad, y1: 0, x2: 0.5, y2: 1)
    }
  }

  @Test func namedCurvesHaveTheDocumentedControlPoints() {
    let expected: [(CubicBezierTimingCurve, [Double])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]
    for (curve, points) in expected {
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
    }
  }
}

@Suite struct CubicBezierDescriptionTests {
  @Test func descriptionIsTheCSSFunctionWithRoundTripNumbers() throws {
    #expect(CubicBezierTimingCurve.easeInEaseOut.description == "cubic-bezier(0.42, 0.0, 0.58, 1.0)")
    let curve = try CubicBezierTimingCurve(x1: 0.1, y1: -2.5, x2: 1, y2: 1e-7)
    #expect("\(curve)" == "cubic-bezier(0.1, -2.5, 1.0, 1e-07)")
  }
}
