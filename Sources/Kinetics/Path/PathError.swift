/// Why a path, an element or a piece of SVG path data was rejected.
///
/// Every case names what was wrong; malformed SVG path data names the character offset (0-based,
/// counted in Unicode scalars of the data string) where parsing stopped.
public enum PathError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A coordinate, radius, angle or tolerance was NaN or infinite.
  case nonFiniteValue(String)
  /// A line, curve, arc or close was added before any move: there is no current point.
  case noCurrentPoint
  /// An ellipse radius was negative (`EllipticalArc` wants radii ≥ 0).
  case negativeRadius(Double)
  /// A tolerance outside the range the method supports (`allowed`).
  case invalidTolerance(Double, allowed: ClosedRange<Double>)
  /// SVG path data that does not follow the grammar of SVG 1.1 §8.3.9, at `offset`.
  case malformedPathData(offset: Int, reason: String)

  /// A one-line message naming what was wrong (and, for path data, the character offset).
  public var description: String {
    switch self {
    case .nonFiniteValue(let what):
      return "path: \(what) is not a finite number"
    case .noCurrentPoint:
      return "path: a segment needs a current point; start the path with a move"
    case .negativeRadius(let radius):
      return "path: radius \(radius) is negative"
    case .invalidTolerance(let tolerance, let allowed):
      return "path: tolerance \(tolerance) is outside [\(allowed.lowerBound), \(allowed.upperBound)]"
    case .malformedPathData(let offset, let reason):
      return "path data: \(reason) at character \(offset)"
    }
  }
}
