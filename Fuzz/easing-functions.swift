import Kinetics

/// The CSS `<easing-function>` parser (`EasingFunction(css:)`) fed arbitrary text.
///
/// Input layout: the whole input is the CSS text (UTF-8; invalid sequences become U+FFFD, which
/// the grammar refuses). Properties (issue 18, docs/reliability.md):
/// - parsing never traps, and parsing the same text twice gives the same function or error;
/// - a refusal names a position within the text or just past its end (1 … scalars + 1) and is a
///   one-line message that starts with "easing function: at character";
/// - an accepted function is one the Swift types accept: a Bézier with x1, x2 in [0, 1] and
///   finite y, steps() with a valid count, linear() with ≥ 2 points whose inputs never decrease;
/// - its progress at x in [0, 1] is never NaN, and steps() stay within [0, 1] there.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.remainingText()
  let function: EasingFunction
  do {
    function = try EasingFunction(css: text)
  } catch {
    let scalars = text.unicodeScalars.count
    if !(1...(scalars + 1)).contains(error.position) {
      fuzzFailure("error position \(error.position) outside 1…\(scalars + 1): \(error)")
    }
    if !error.description.hasPrefix("easing function: at character \(error.position): expected ")
      || error.description.contains("\n") || error.description.contains("\r")
    {
      fuzzFailure("error message is not one line of the documented form: \(error.description)")
    }
    do {
      _ = try EasingFunction(css: text)
      fuzzFailure("the second parse accepted what the first refused")
    } catch let second {
      if second != error { fuzzFailure("two parses gave \(error) and \(second)") }
    }
    return 0
  }
  guard (try? EasingFunction(css: text)) == function else {
    fuzzFailure("two parses gave different functions")
  }
  switch function {
  case .cubicBezier(let curve):
    if !(0...1).contains(curve.x1) || !(0...1).contains(curve.x2) || !curve.y1.isFinite
      || !curve.y2.isFinite
    {
      fuzzFailure("accepted an invalid curve \(curve)")
    }
  case .steps(let steps):
    if steps.count < (steps.position == .jumpNone ? 2 : 1) { fuzzFailure("accepted \(steps)") }
  case .linear(let linear):
    if linear.points.count < 2 { fuzzFailure("linear() with \(linear.points.count) points") }
    for (a, b) in zip(linear.points, linear.points.dropFirst()) where !(a.input <= b.input) {
      fuzzFailure("linear() inputs decrease: \(a.input) then \(b.input)")
    }
  }
  for x in [0, 0.25, 0.5, 0.75, 1] {
    let y = function.progress(at: x)
    if y.isNaN { fuzzFailure("\(text) at \(x) is NaN") }
    if case .steps = function, !(0...1).contains(y) { fuzzFailure("\(text) at \(x) = \(y)") }
  }
  return 0
}
