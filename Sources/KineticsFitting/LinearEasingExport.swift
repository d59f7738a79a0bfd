import Kinetics

/// A curve exported as a CSS `linear()` easing function (CSS Easing Functions Level 2, §3): a
/// polyline through (input, output) points, with the fewest points the method can prove enough for a
/// stated maximum error.
///
/// Made by `SampledCurve.linearEasing(maximumError:)` or `init(approximating:maximumError:gridCount:)`.
/// `points` and `cssText` describe the same polyline: outputs are already rounded to
/// `outputDecimals` decimals, the precision the CSS text prints.
public struct LinearEasingExport: Sendable {
  /// The polyline's vertices, inputs strictly increasing.
  public let points: [(input: Double, output: Double)]
  /// The largest |polyline(x) − curve(x)| found where it was checked: at every sample for a sampled
  /// curve, on the verification grid (16× finer than the candidate grid) for a function. Always
  /// ≤ the requested maximum error.
  public let maxError: Double
  /// The decimals printed for outputs: the fewest d (1…15) with ½·10⁻ᵈ ≤ bound/20 for the requested
  /// bound, so rounding spends at most a twentieth of the error budget.
  public let outputDecimals: Int

  init(points: [(input: Double, output: Double)], maxError: Double, outputDecimals: Int) {
    self.points = points
    self.maxError = maxError
    self.outputDecimals = outputDecimals
  }

  /// The CSS text in its shortest form, e.g. `linear(0, 0.25 30%, 1)`.
  ///
  /// CSS infers an omitted input: 0% for the first stop, 100% for the last (when no input exceeds
  /// it), and evenly spaced inputs for a run of stops between two stops that have them (CSS Easing
  /// Level 2, "create a linear easing function", steps 2–4). A percentage is therefore printed only
  /// where the inference would not give the point's input (within 1e-12); among all such choices the
  /// one with the fewest characters is taken (a shortest path over the anchors). Percentages print
  /// with up to 6 decimals, outputs with `outputDecimals`, trailing zeros dropped.
  public var cssText: String {
    let anchors = Self.shortestAnchors(points.map(\.input))
    let stops = points.indices.map { index -> String in
      let output = decimalText(points[index].output, fractionDigits: outputDecimals)
      guard anchors[index] else { return output }
      return output + " " + decimalText(points[index].input * 100, fractionDigits: 6) + "%"
    }
    return "linear(" + stops.joined(separator: ", ") + ")"
  }

  /// Which inputs must be printed so that CSS infers the others exactly, minimising printed characters.
  static func shortestAnchors(_ inputs: [Double]) -> [Bool] {
    let n = inputs.count
    let length = inputs.map { decimalText($0 * 100, fractionDigits: 6).count + 2 }
    // The first stop defaults to 0% and the last to 100%: printing them costs nothing when they match.
    var cost = length
    if inputs[0] == 0 { cost[0] = 0 }
    if inputs[n - 1] == 1 { cost[n - 1] = 0 }
    // best[b]: the cheapest printing of stops 0…b with b an anchor; a run a → b may omit every stop
    // strictly between when the inputs a…b are evenly spaced.
    var best = [Int](repeating: .max, count: n)
    var previous = [Int](repeating: -1, count: n)
    best[0] = cost[0]
    for a in 0..<(n - 1) where best[a] != .max {
      let spacing = inputs[a + 1] - inputs[a]
      var b = a + 1
      while b < n {
        if best[a] + cost[b] < best[b] {
          best[b] = best[a] + cost[b]
          previous[b] = a
        }
        guard b + 1 < n, abs(inputs[b + 1] - inputs[b] - spacing) <= 1e-12 else { break }
        b += 1
      }
    }
    var anchors = [Bool](repeating: false, count: n)
    var index = n - 1
    while index >= 0 {
      anchors[index] = cost[index] > 0
      index = previous[index]
    }
    return anchors
  }
}

/// `value` rounded to `fractionDigits` decimals, without trailing zeros or a negative zero:
/// 0.25 → "0.25", 30.0 → "30", −0.00001 (3 digits) → "0".
func decimalText(_ value: Double, fractionDigits: Int) -> String {
  var scale = 1.0
  for _ in 0..<fractionDigits { scale *= 10 }
  let scaled = (value * scale).rounded()
  guard abs(scaled) < 9e15 else { return "\(value)" }
  let integer = Int64(scaled)
  if integer == 0 { return "0" }
  let magnitude = integer.magnitude
  let divisor = UInt64(scale)
  var text = String(magnitude / divisor)
  var fraction = String(magnitude % divisor)
  if fractionDigits > 0 {
    fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    if !fraction.isEmpty { text += "." + fraction }
  }
  return (integer < 0 ? "-" : "") + text
}
