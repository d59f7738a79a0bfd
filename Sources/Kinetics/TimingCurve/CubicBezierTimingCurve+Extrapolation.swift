extension CubicBezierTimingCurve {
  /// The slope of the line the curve follows before x = 0, as CSS Easing Functions Level 1 (§2.3,
  /// "cubic Bézier easing functions") defines it: through P0 and P1 if x1 > 0, else through P0 and
  /// P2 if x2 > 0, else 0 (the curve is then vertical at both control points and progress stays 0).
  ///
  /// With x1 = 0 and y1 ≠ 0 the true tangent at the start is vertical; CSS, and Kinetics with it,
  /// then uses the chord to P2 instead, so the extension stays a function of x.
  public var startTangentSlope: Double { Self.startSlope(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// The slope of the line the curve follows after x = 1 (CSS Easing Functions Level 1, §2.3):
  /// through P2 and P3 if x2 < 1, else through P1 and P3 if x1 < 1, else 0. With x2 = 1 and y2 ≠ 1
  /// the true end tangent is vertical and the chord from P1 is used instead, as in CSS.
  public var endTangentSlope: Double { Self.endSlope(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// progress(x) for x outside [0, 1]: `startTangentSlope · x` before 0 and
  /// `1 + endTangentSlope · (x − 1)` after 1, as CSS easing extends a curve whose input leaves
  /// [0, 1] (for example under a `cubic-bezier()` keyframe overshoot). Computed from the control
  /// points alone, so the inlined `progress(at:)` passes four numbers, not the whole curve, to this
  /// call.
  ///
  /// Edge cases: ±∞ only if the line itself overflows (|x| near `Double.greatestFiniteMagnitude`).
  @usableFromInline
  internal static func extrapolatedProgress(
    at x: Double, x1: Double, y1: Double, x2: Double, y2: Double
  ) -> Double {
    // + 0 turns the −0 of a flat start line into +0, so a flat line prints as 0, not −0.
    if x < 0 { return startSlope(x1: x1, y1: y1, x2: x2, y2: y2) * x + 0 }
    return 1 + endSlope(x1: x1, y1: y1, x2: x2, y2: y2) * (x - 1)
  }

  /// `startTangentSlope` of the curve with these control points.
  static func startSlope(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 > 0 { return y1 / x1 }
    if x2 > 0 { return y2 / x2 }
    return 0
  }

  /// `endTangentSlope` of the curve with these control points.
  static func endSlope(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x2 < 1 { return (1 - y2) / (1 - x2) }
    if x1 < 1 { return (1 - y1) / (1 - x1) }
    return 0
  }
}
