// Ported from web-platform-tests/wpt, css/css-easing/linear-timing-functions-output.html, as
// vendored in Chromium (third_party/blink/web_tests/external/wpt/…) in the snapshot
// benji-cannot-code/fast-vc-chromium-benchmark-run-4 at commit
// fb0821b60778df37461809292123c80cdfcb0b30 (the cases and their expected values; the Swift is
// Kinetics' own).
import Kinetics
import Testing

/// The WPT cases for CSS `linear()`: the effect easing of a 1000 ms animation of `left` from 0 to
/// 100 px with `fill: forwards`, compared within 0.01 px (so progress within 1e-4). Percentages are
/// written as fractions (`110%` is 1.1).
@Suite struct WPTLinearOutputTests {
  typealias Stop = LinearTimingFunction.Stop

  func left(_ function: some TimingFunction, at time: Double) -> Double {
    function.progress(at: time / 1000) * 100
  }

  @Test func outputGreaterThanOne() throws {
    let function = try LinearTimingFunction([Stop(0), Stop(1.5), Stop(1)])
    for (time, expected) in [(0.0, 0.0), (250, 0.75), (500, 1.5), (750, 1.25), (1000, 1)] {
      #expect(abs(left(function, at: time) - expected * 100) <= 0.01, "at \(time) ms")
    }
  }

  @Test func outputLessThanZero() throws {
    let function = try LinearTimingFunction([Stop(1), Stop(-0.5), Stop(0)])
    for (time, expected) in [(0.0, 1.0), (250, 0.25), (500, -0.5), (750, -0.25), (1000, 0)] {
      #expect(abs(left(function, at: time) - expected * 100) <= 0.01, "at \(time) ms")
    }
  }

  @Test func holdsWithTwoInputsAreSteps() throws {
    let function = try LinearTimingFunction([
      Stop(0.2, input: 0, secondInput: 0.2), Stop(0.4, input: 0.2, secondInput: 0.4),
      Stop(0.6, input: 0.4, secondInput: 0.6), Stop(0.8, input: 0.6, secondInput: 0.8),
      Stop(1.0, input: 0.8, secondInput: 1),
    ])
    let steps = try StepsTimingFunction(count: 5, position: .jumpStart)
    for time in [0.0, 200, 400, 600, 800, 1000] {
      #expect(abs(left(function, at: time) - left(steps, at: time)) <= 0.01, "at \(time) ms")
    }
  }

  @Test func anInputBelowAnEarlierOneIsRaisedToIt() throws {
    // linear(0, 0.1 -10%, 1) is linear(0, 0.1 0%, 1): the first stop sits at 0.
    let function = try LinearTimingFunction([Stop(0), Stop(0.1, input: -0.1), Stop(1)])
    let equivalent = try LinearTimingFunction([Stop(0), Stop(0.1, input: 0), Stop(1)])
    for time in [0.0, 100, 550, 1000] {
      #expect(abs(left(function, at: time) - left(equivalent, at: time)) <= 0.01, "at \(time) ms")
    }
  }

  @Test func aLastStopWithoutInputSitsAtTheLargestInput() throws {
    // linear(0, 0.9 110%, 1) is linear(0, 0.9 110%, 1 110%).
    let function = try LinearTimingFunction([Stop(0), Stop(0.9, input: 1.1), Stop(1)])
    let equivalent = try LinearTimingFunction([Stop(0), Stop(0.9, input: 1.1), Stop(1, input: 1.1)])
    for time in [0.0, 450, 900, 950, 1000] {
      #expect(abs(left(function, at: time) - left(equivalent, at: time)) <= 0.01, "at \(time) ms")
    }
  }
}
