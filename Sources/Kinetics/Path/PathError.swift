/// Why a path, an element or a piece of SVG path data was rejected.
///
/// Every case names what was wrong; malformed SVG path data names the character offset (0-based,
/// counted in Unicode scalars of the data string) where parsing stopped.
public enum PathError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A coordinate, radius, angle or tolerance broke its rule: NaN or infinite (`finite`; a point's
  /// coordinate is named `move point x`, `arc center y`, …), a negative radius (`nonNegative`:
  /// `EllipticalArc` wants radii ≥ 0), a tolerance outside the range the method supports
  /// (`within`).
  ///
  /// Indirect (boxed when thrown): inline, its 41-byte payload made `PathError` too large to be
  /// returned in registers, so every throwing call of the SVG parser and the path builders passed
  /// and copied an error buffer (`AnimationPath(svgPathData:)` about 5 % slower;
  /// docs/performance-notes.md).
  indirect case parameter(ParameterViolation)
  /// A line, curve, arc or close was added before any move: there is no current point.
  case noCurrentPoint
  /// Every coordinate is finite but the arc length is beyond the range of `Double` (a segment whose
  /// derivative exceeds the largest Double, as from 1.7e308 to −1.7e308).
  case arcLengthOverflow
  /// A trim window whose start fraction lies after its end fraction (`strokeStart` > `strokeEnd`).
  case trimStartAfterEnd(start: Double, end: Double)
  /// A trim of a path with no segment to trim (no element other than moves).
  case nothingToTrim
  /// SVG path data that does not follow the grammar of SVG 1.1 §8.3.9, at `offset`.
  case malformedPathData(offset: Int, reason: String)
  /// A keyframe track animating a trim fraction (`AnimatedTrimFraction`) whose values are not
  /// scalars (dimension ≠ 1).
  case trimTrackNotScalar(dimension: Int)

  /// A one-line message naming what was wrong (and, for path data, the character offset).
  public var description: String {
    switch self {
    case .parameter(let violation): "path: \(violation)"
    case .noCurrentPoint: "path: a segment needs a current point; start the path with a move"
    case .arcLengthOverflow: "path: the arc length is beyond the range of Double (a segment longer than the largest Double)"
    case .trimStartAfterEnd(let start, let end): "path: the trim start \(start) lies after the trim end \(end)"
    case .nothingToTrim: "path: the path has no segment to trim"
    case .malformedPathData(let offset, let reason): "path data: \(reason) at character \(offset)"
    case .trimTrackNotScalar(let dimension): "path: a trim fraction's keyframe track must hold scalars, got dimension \(dimension)"
    }
  }

  /// Throws `.parameter` (rule `finite`) naming the first NaN or infinite coordinate of `point`
  /// (`name x` or `name y`).
  ///
  /// Always inlined, with the error built out of line (`nonFiniteCoordinate`): the common case is
  /// the two `isFinite` tests, not a call (two or three per path element of the SVG parser).
  @inline(__always)
  static func requireFinite(_ point: SIMD2<Double>, name: String) throws(PathError) {
    if _fastPath(point.x.isFinite && point.y.isFinite) { return }
    throw nonFiniteCoordinate(point, name: name)
  }

  /// The error `requireFinite` throws for `point`, one of whose coordinates is NaN or infinite:
  /// the x coordinate's violation when x is not finite, else the y coordinate's.
  @inline(never)
  static func nonFiniteCoordinate(_ point: SIMD2<Double>, name: String) -> PathError {
    point.x.isFinite
      ? .nonFinite(name: "\(name) y", value: point.y) : .nonFinite(name: "\(name) x", value: point.x)
  }
}
