/// Any CSS `<easing-function>` (CSS Easing Functions Level 1 and 2): a cubic Bézier (the keywords
/// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out` and `cubic-bezier()`), `steps()` (with
/// `step-start` and `step-end`) or `linear()`, usually read from CSS text with ``init(css:)``.
public enum EasingFunction: TimingFunction, Hashable {
  /// A cubic-Bézier curve: `cubic-bezier(x1, y1, x2, y2)` or one of the Bézier keywords.
  case cubicBezier(CubicBezierTimingCurve)
  /// `steps(n, position)`, `step-start` (= `steps(1, start)`) or `step-end` (= `steps(1, end)`).
  case steps(StepsTimingFunction)
  /// `linear(stops…)`, the piecewise-linear function.
  case linear(LinearTimingFunction)

  /// The progress at input fraction `x`, by the wrapped function (steps outside CSS's before
  /// phase).
  ///
  /// - Complexity: that of the wrapped function: O(1) for a Bézier curve and steps(), O(log n)
  ///   for linear() with n points.
  public func progress(at x: Double) -> Double {
    switch self {
    case .cubicBezier(let curve): return curve.progress(at: x)
    case .steps(let steps): return steps.progress(at: x)
    case .linear(let linear): return linear.progress(at: x)
    }
  }

  /// Parses a CSS `<easing-function>` by the grammar of CSS Easing Functions Level 1 (§2.1
  /// keywords, §3.1 `cubic-bezier()`, §4.1 `steps()`) and Level 2 (`linear()`):
  ///
  ///     linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
  ///     cubic-bezier(<number [0,1]>, <number>, <number [0,1]>, <number>)
  ///     steps(<integer>[, <step-position>])
  ///         <step-position> = jump-start | jump-end | jump-none | jump-both | start | end
  ///     linear([<number> && <percentage>{0,2}]#)
  ///
  /// As in CSS: keywords and function names are ASCII case-insensitive; white space (space, tab,
  /// line feed, carriage return, form feed) may surround the value, the commas and the
  /// arguments, but not come between a function name and its `(`; numbers are CSS number tokens
  /// (`+.5`, `1e-3`, `-0`; not `1.`, `inf` or `0x1`); a `steps()` count is an integer token (no
  /// `.` or exponent) and must be at least 1 (2 with `jump-none`); `linear()` needs at least two
  /// stops, and a stop's percentages are all before or all after its number (`50% 0.5` and
  /// `0.5 50% 80%`, not `50% 0.5 80%`). `calc()`, `var()` and the `spring()` drafts are not read.
  ///
  /// Percentages are divided by 100, so `linear(0, 1 50%)` is
  /// `LinearTimingFunction([.init(0), .init(1, input: 0.5)])`.
  ///
  /// - Throws: ``CSSParseError`` (grammar `.easingFunction`) naming the 1-based character position and what was
  ///   expected there (a number beyond the range of Double counts as not finite, and a Bézier x
  ///   outside [0, 1] as out of range).
  /// - Complexity: O(n) in the length of `css`, with a few small allocations (the text's Unicode
  ///   scalars, each identifier and number, the `linear()` stops and points). Meant to be called
  ///   once per function, not per frame: 0.3 µs for `ease` to 2.5 µs for a `cubic-bezier()`
  ///   (measured through `kn_easing_create`, release build).
  public init(css: String) throws(CSSParseError) {
    var scanner = _EasingFunctionScanner(css)
    self = try scanner.parseEasingFunction()
  }
}
