import Kinetics
import Testing

@Suite struct LinearTimingFunctionTests {
  typealias Stop = LinearTimingFunction.Stop

  func inputs(_ function: LinearTimingFunction) -> [Double] { function.points.map(\.input) }

  @Test func stopsWithoutInputsAreSpreadEvenly() throws {
    // linear(0, 0.25, 1) has inputs 0, 0.5, 1 (CSS Easing Level 2 example).
    let function = try LinearTimingFunction([Stop(0), Stop(0.25), Stop(1)])
    #expect(inputs(function) == [0, 0.5, 1])
    #expect(function.progress(at: 0.25) == 0.125)
    #expect(function.progress(at: 0.75) == 0.625)
  }

  @Test func runsWithoutInputsFillTheGapBetweenPlacedStops() throws {
    // linear(0, 0.1 20%, 0.5, 0.7, 1 80%, 1): the run 0.5, 0.7 splits 20%…80% in thirds.
    let function = try LinearTimingFunction([
      Stop(0), Stop(0.1, input: 0.2), Stop(0.5), Stop(0.7), Stop(1, input: 0.8), Stop(1),
    ])
    let placed = inputs(function)
    #expect(placed.count == 6)
    #expect(placed[0] == 0 && placed[1] == 0.2 && placed[4] == 0.8 && placed[5] == 1)
    #expect((placed[2] - 0.4).magnitude < 1e-15 && (placed[3] - 0.6).magnitude < 1e-15)
  }

  @Test func decreasingInputsAreRaisedToTheLargestSoFar() throws {
    // linear(0, 0.5 60%, 0.7 40%, 1): the 40% becomes 60%, a jump at 60% to the later output.
    let function = try LinearTimingFunction([
      Stop(0), Stop(0.5, input: 0.6), Stop(0.7, input: 0.4), Stop(1),
    ])
    #expect(inputs(function) == [0, 0.6, 0.6, 1])
    #expect(function.progress(at: 0.6) == 0.7)
    #expect(function.progress(at: 0.3) == 0.25)
  }

  @Test func twoInputsHoldTheOutputBetweenThem() throws {
    // linear(0, 0.5 25% 75%, 1): flat at 0.5 from 25% to 75%.
    let function = try LinearTimingFunction([
      Stop(0), Stop(0.5, input: 0.25, secondInput: 0.75), Stop(1),
    ])
    #expect(inputs(function) == [0, 0.25, 0.75, 1])
    #expect(function.progress(at: 0.5) == 0.5)
    #expect(function.progress(at: 0.875) == 0.75)
  }

  @Test func lastStopWithoutInputSitsAtOneOrTheLargestInput() throws {
    let function = try LinearTimingFunction([Stop(0), Stop(0.5, input: 1.2), Stop(1)])
    #expect(inputs(function) == [0, 1.2, 1.2])
  }

  @Test func outsideTheInputsTheEndSegmentsContinue() throws {
    let function = try LinearTimingFunction([Stop(0), Stop(1, input: 0.5), Stop(1)])
    #expect(function.progress(at: -0.5) == -1)
    #expect(function.progress(at: 2) == 1)
  }

  @Test func invalidStopListsAreRejected() {
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 1)) {
      try LinearTimingFunction([Stop(0)])
    }
    #expect(throws: TimingCurveError.self) { try LinearTimingFunction([Stop(0), Stop(.nan)]) }
    #expect(throws: TimingCurveError.self) {
      try LinearTimingFunction([Stop(0, input: .infinity), Stop(1)])
    }
  }
}
