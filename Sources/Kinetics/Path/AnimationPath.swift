/// A path for an animation to follow: a sequence of moves, lines, quadratic and cubic Bézier
/// curves, exact elliptical arcs and closes — what `CAKeyframeAnimation.path` holds.
///
/// Build one with the `CGPath`-style methods (`move(to:)`, `addLine(to:)`, …), with the
/// `UIBezierPath`-style shapes (`init(rectangle:)`, `init(ovalIn:)`, …) or from SVG path data
/// (`init(svgPathData:)`). Every coordinate is validated (finite) when it is added, so measuring and
/// sampling a path never traps. Measure it with `measured()` for arc length and pacing.
public struct AnimationPath: Sendable, Equatable {
  /// The elements in drawing order.
  public internal(set) var elements: [PathElement] = []
  /// The end of the last element, nil before the first move.
  public internal(set) var currentPoint: SIMD2<Double>?
  /// The start of the current subpath (where `closeSubpath` returns to).
  @usableFromInline internal var subpathStart: SIMD2<Double>?

  /// An empty path.
  public init() {}

  /// Starts a new subpath at `point`.
  public mutating func move(to point: SIMD2<Double>) throws(PathError) {
    try PathError.requireFinite(point, name: "move point")
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: SIMD2<Double>) throws(PathError) {
    guard currentPoint != nil else { throw .noCurrentPoint }
    try PathError.requireFinite(point, name: "line end point")
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: SIMD2<Double>, control: SIMD2<Double>) throws(PathError) {
    guard currentPoint != nil else { throw .noCurrentPoint }
    try PathError.requireFinite(point, name: "curve end point")
    try PathError.requireFinite(control, name: "curve control point")
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(
    to point: SIMD2<Double>, control1: SIMD2<Double>, control2: SIMD2<Double>
  ) throws(PathError) {
    guard currentPoint != nil else { throw .noCurrentPoint }
    try PathError.requireFinite(point, name: "curve end point")
    try PathError.requireFinite(control1, name: "curve control point")
    try PathError.requireFinite(control2, name: "curve control point")
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Adds an elliptical arc. As `CGPathAddArc` does, a line joins the current point to the arc's
  /// start when they differ; with no current point the arc's start becomes a move.
  public mutating func addArc(_ arc: EllipticalArc) {
    let start = arc.startPoint
    if let currentPoint {
      if currentPoint != start { elements.append(.line(to: start)) }
    } else {
      elements.append(.move(to: start))
      subpathStart = start
    }
    elements.append(.arc(arc))
    currentPoint = arc.endPoint
  }

  /// Closes the current subpath with a straight line back to its start, which becomes the current
  /// point (a following segment starts a new subpath there, as in SVG and `CGPath`).
  public mutating func closeSubpath() throws(PathError) {
    guard currentPoint != nil, let subpathStart else { throw .noCurrentPoint }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// The number of keyframes Core Animation would give this path: one per line, quadratic, cubic,
  /// close and (in Kinetics) arc element; moves take no time.
  public var keyframeCount: Int {
    elements.reduce(0) { count, element in
      if case .move = element { return count }
      return count + 1
    }
  }
}
