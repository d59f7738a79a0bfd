extension CubicBezierTimingCurve {
  /// The slope of the line the curve follows before x = 0: the slope of the curve's own tangent at
  /// P0 = (0, 0), as the browsers and the web-platform-tests css-easing suite take it
  /// (docs/timing-curves.md, "Outside [0, 1]").
  ///
  /// The tangent at P0 points at the first control point that is not P0 itself:
  /// - x1 > 0: the line through P0 and P1, slope y1 / x1 (as CSS Easing 1 says);
  /// - x1 = 0, y1 ≠ 0: the curve leaves P0 vertically; such a line is no function of x, so the
  ///   output stays at 0 before the start (slope 0). CSS Easing 1's text would take the chord to
  ///   P2 here; Chromium, WebKit and Firefox, and WPT's `cubic-bezier(0, -0.5, 1, -0.5)` case,
  ///   hold 0;
  /// - P1 = P0: the same rule with P2 (y2 / x2 if x2 > 0, else 0 if y2 ≠ 0);
  /// - P1 = P2 = P0: x(t) = y(t) = t³, the curve is the line y = x, slope 1 (CSS Easing 1's text
  ///   would give 0; the engines give 1).
  ///
  /// Accuracy: one correctly rounded division; ±∞ only when the exact slope is beyond the largest
  /// Double (x1 near the smallest subnormal with y1 of order 1, for example).
  public var startTangentSlope: Double {
    let tangent = Self.startTangent(x1: x1, y1: y1, x2: x2, y2: y2)
    return tangent.rise / tangent.run
  }

  /// The slope of the line the curve follows after x = 1: the slope of the curve's own tangent at
  /// P3 = (1, 1), the mirror image of `startTangentSlope`'s rule: (1 − y2) / (1 − x2) if x2 < 1;
  /// 0 (the output stays at 1) if x2 = 1 and y2 ≠ 1, where the curve arrives vertically; the same
  /// with P1 if P2 = P3; 1 if P1 = P2 = P3.
  ///
  /// Accuracy: as `startTangentSlope`.
  public var endTangentSlope: Double {
    let tangent = Self.endTangent(x1: x1, y1: y1, x2: x2, y2: y2)
    return tangent.rise / tangent.run
  }

  /// progress(x) for x outside [0, 1]: `startTangentSlope · x` before 0 and
  /// `1 + endTangentSlope · (x − 1)` after 1 (the rule and its sources: `startTangentSlope`).
  /// Computed from the control points alone, so the inlined `progress(at:)` passes four numbers,
  /// not the whole curve, to this call.
  ///
  /// Method: rise · (x − end) / run with the exponents of the three factors set aside and added
  /// back once (`_ratioTimes`), so no intermediate overflows: with y1 = 1.8e308 and x1 = 0.5 the
  /// slope alone is beyond the largest Double, yet at x = −2⁻⁵² the value is about −8e292.
  ///
  /// Accuracy: two roundings (the ratio of the significands, then the product), so within 1 ulp;
  /// the same bits as `slope · (x − end)` wherever that slope and product are normal numbers.
  /// Edge cases: ±∞ only when the exact value is beyond the largest Double.
  @usableFromInline
  internal static func extrapolatedProgress(
    at x: Double, x1: Double, y1: Double, x2: Double, y2: Double
  ) -> Double {
    if x < 0 {
      let tangent = startTangent(x1: x1, y1: y1, x2: x2, y2: y2)
      // + 0 turns the −0 of a flat start line into +0, so a flat line prints as 0, not −0.
      return _ratioTimes(tangent.rise, over: tangent.run, times: x) + 0
    }
    let tangent = endTangent(x1: x1, y1: y1, x2: x2, y2: y2)
    return 1 + _ratioTimes(tangent.rise, over: tangent.run, times: x - 1)
  }

  /// The direction (run > 0, rise) of the curve's tangent at P0: towards the first control point
  /// that differs from P0, flat where that point is straight above or below P0 (see
  /// `startTangentSlope`). The same decisions as Chromium's `gfx::CubicBezier` end gradients.
  static func startTangent(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) -> (rise: Double, run: Double) {
    if x1 > 0 { return (y1, x1) }
    if y1 != 0 { return (0, 1) }
    if x2 > 0 { return (y2, x2) }
    if y2 != 0 { return (0, 1) }
    return (1, 1)
  }

  /// The direction (run > 0, rise) of the curve's tangent at P3, mirrored from `startTangent`:
  /// from the last control point that differs from P3 (see `endTangentSlope`). 1 − y is exact or
  /// correctly rounded and never overflows for a finite y (|1 − y| ≤ |y| + 1 rounds to at most the
  /// largest Double).
  static func endTangent(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) -> (rise: Double, run: Double) {
    if x2 < 1 { return (1 - y2, 1 - x2) }
    if y2 != 1 { return (0, 1) }
    if x1 < 1 { return (1 - y1, 1 - x1) }
    if y1 != 1 { return (0, 1) }
    return (1, 1)
  }
}
