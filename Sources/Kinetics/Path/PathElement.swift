/// One element of an `AnimationPath`, in the vocabulary of `CGPath` and SVG path data.
///
/// Points are `SIMD2<Double>` (x, y) in the path's own coordinates; nothing assumes which way y
/// points. Every element except `move` and `closeSubpath` starts at the current point (the end of
/// the previous element). Core Animation gives each `line`, `quadCurve`, `curve` and `closeSubpath`
/// one keyframe of a path animation; Kinetics gives an `arc` one keyframe too (see docs/paths.md).
public enum PathElement: Sendable, Equatable {
  /// Starts a new subpath at a point. Draws nothing and takes no animation time.
  case move(to: SIMD2<Double>)
  /// A straight line from the current point.
  case line(to: SIMD2<Double>)
  /// A quadratic Bézier curve from the current point: B(t) = (1−t)²P0 + 2t(1−t)C + t²P2.
  case quadCurve(to: SIMD2<Double>, control: SIMD2<Double>)
  /// A cubic Bézier curve from the current point with two control points.
  case curve(to: SIMD2<Double>, control1: SIMD2<Double>, control2: SIMD2<Double>)
  /// An elliptical arc in center form, kept exact (never approximated by cubics). It starts at
  /// `arc.startPoint`, which the builders make equal to the current point.
  case arc(EllipticalArc)
  /// A straight line back to the start of the current subpath, which ends it.
  case closeSubpath
}
