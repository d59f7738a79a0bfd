import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

/// The CSS text of `linear()` exports: shortest form, and read back exactly as CSS reads it.
@Suite struct LinearEasingCSSTextTests {
  @Test func cssTextOmitsThePercentagesCSSInfers() throws {
    let exact = 1e-9
    let even = try SampledCurve(inputs: [0, 0.25, 0.5, 0.75, 1], outputs: [0, 0.5, 0.6, 0.9, 1])
    #expect(try even.linearEasing(maximumError: 1e-3).cssText == "linear(0, 0.5, 0.6, 0.9, 1)")
    let one = try SampledCurve(inputs: [0, 0.3, 1], outputs: [0, 0.25, 1])
    #expect(try one.linearEasing(maximumError: 1e-3).cssText == "linear(0, 0.25 30%, 1)")
    // 0.1 is inferred between 0% and 20%; 50% cannot be.
    let mixed = try SampledCurve(inputs: [0, 0.1, 0.2, 0.5, 1], outputs: [0, 0.3, 0.5, 0.75, 1])
    #expect(try mixed.linearEasing(maximumError: exact).cssText == "linear(0, 0.3, 0.5 20%, 0.75 50%, 1)")
    // Ends that are not 0% / 100%, and negative outputs.
    let shifted = try SampledCurve(inputs: [0.1, 0.6, 0.9], outputs: [-0.2, 1.1, 1])
    #expect(
      try shifted.linearEasing(maximumError: 1e-3).cssText == "linear(-0.2 10%, 1.1 60%, 1 90%)")
  }

  /// The stops of a CSS `linear()` text with their inputs filled in as CSS Easing Level 2 does: the
  /// first missing input is 0, the last max(1, inputs so far), and runs in between evenly spaced.
  private func parseLinear(_ text: String) -> [(input: Double, output: Double)] {
    let body = text.dropFirst("linear(".count).dropLast()
    var stops: [(input: Double?, output: Double)] = body.split(separator: ",").map { stop in
      let parts = stop.split(separator: " ")
      return (parts.count > 1 ? Double(parts[1].dropLast())! / 100 : nil, Double(parts[0])!)
    }
    if stops[0].input == nil { stops[0].input = 0 }
    if stops[stops.count - 1].input == nil {
      stops[stops.count - 1].input = max(1, stops.compactMap(\.input).max()!)
    }
    var anchor = 0
    for index in 1..<stops.count where stops[index].input != nil {
      let (start, end) = (stops[anchor].input!, stops[index].input!)
      for k in (anchor + 1)..<index {
        stops[k].input = start + (end - start) * Double(k - anchor) / Double(index - anchor)
      }
      anchor = index
    }
    return stops.map { ($0.input!, $0.output) }
  }

  @Test func cssTextDescribesExactlyThePoints() throws {
    var random = SplitMix64(seed: 0x11E)
    for _ in 0..<100 {
      // Inputs: a random subset of k/20 (so some runs are evenly spaced), sometimes not from 0 to 1.
      let grid = (0...20).filter { _ in random.nextUnit() < 0.6 }.map { Double($0) / 20 }
      guard grid.count >= 2 else { continue }
      let outputs = grid.map { _ in Double(Int(random.next() % 2001) - 500) / 1000 }
      let export = try SampledCurve(inputs: grid, outputs: outputs).linearEasing(maximumError: 1e-9)
      let parsed = parseLinear(export.cssText)
      #expect(parsed.count == export.points.count)
      for (read, point) in zip(parsed, export.points) {
        // Percentages print with 6 decimals: inputs come back to 1e-8; outputs exactly.
        #expect(abs(read.input - point.input) <= 1e-8)
        #expect(read.output == point.output)
      }
    }
  }
}
