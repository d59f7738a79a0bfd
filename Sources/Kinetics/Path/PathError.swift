/// Why a path, an element or a piece of SVG path data was rejected.
///
/// Every case names what was wrong; malformed SVG path data names the character offset (0-based,
/// counted in Unicode scalars of the data string) where parsing stopped.
public enum PathError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A coordinate, radius, angle or tolerance broke its rule: NaN or infinite (`finite`; a point's
  /// coordinate is named `move point x`, `arc center y`, …), a negative radius (`nonNegative`:
  /// `EllipticalArc` wants radii ≥ 0), a tolerance outside the range the method supports
  /// (`within`).
  case parameter(ParameterViolation)
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
  static func requireFinite(_ point: SIMD2<Double>, name: String) throws(PathError) {
    try require(point.x, .finite, name: "\(name) x")
    try require(point.y, .finite, name: "\(name) y")
  }
}
