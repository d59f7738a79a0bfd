/// An `AnimationPath` with its arc length measured: the total length, the length of every element,
/// and the tables that map arc length back to a place on the path (pacing).
///
/// Arc length is ∫|B′(t)| dt per element, integrated with 8-point Gauss–Legendre on panels split
/// first where the speed has a local minimum or maximum (so cusps and near-cusps sit on panel
/// ends), then bisected adaptively until each panel's value agrees with the sum of its halves to
/// `tolerance` relative (short panels near a cusp get a share of the element's budget in
/// proportion to their width instead). Measured against 50-digit mpmath references (Tests/Fixtures/path), the
/// default tolerance 1e-13 gives ≤ 1e-12 relative error per element and ≤ 1e-12 for the path,
/// cusps included.
///
/// Create one with `AnimationPath.measured(tolerance:)`.
public struct MeasuredPath: Sendable {
  /// The path that was measured.
  public let path: AnimationPath
  /// The relative tolerance the adaptive quadrature was asked for.
  public let tolerance: Double
  /// One geometric segment per keyframe element.
  @usableFromInline let segments: [_PathSegment]
  /// The element index (in `path.elements`) of each keyframe.
  @usableFromInline let keyframeElements: [Int]
  /// The quadrature panels of all segments, in path order.
  @usableFromInline let panels: [_ArcLengthPanel]
  /// The arc length from the path's start to the start of each panel; one more entry, the total.
  @usableFromInline let panelStartLengths: [Double]
  /// The arc length of each keyframe element.
  public let keyframeLengths: [Double]
  /// The total arc length (moves add nothing).
  public let length: Double
  /// Where a path without any segment rests: its last move, or the origin.
  @usableFromInline let restingPoint: SIMD2<Double>

  /// The number of keyframe elements (every element but moves).
  public var keyframeCount: Int { segments.count }

  init(path: AnimationPath, tolerance: Double) {
    self.path = path
    self.tolerance = tolerance
    // Capacities reserved once: each array grown by appending would be reallocated as it doubles.
    var segments: [_PathSegment] = []
    segments.reserveCapacity(path.elements.count)
    var keyframeElements: [Int] = []
    keyframeElements.reserveCapacity(path.elements.count)
    var current = SIMD2<Double>.zero
    var subpathStart = SIMD2<Double>.zero
    for (index, element) in path.elements.enumerated() {
      let segment: _PathSegment
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        continue
      case .line(let point): segment = .line(current, point)
      case .quadCurve(let point, let control): segment = .quadratic(current, control, point)
      case .curve(let point, let control1, let control2): segment = .cubic(current, control1, control2, point)
      case .arc(let arc): segment = .arc(arc)
      case .closeSubpath: segment = .line(current, subpathStart)
      }
      current = segment.endPoint
      segments.append(segment)
      keyframeElements.append(index)
    }
    restingPoint = current
    self.segments = segments
    self.keyframeElements = keyframeElements
    // A smooth segment takes 2–8 panels; a cusp or a long arc more (the array then grows).
    var panels: [_ArcLengthPanel] = []
    panels.reserveCapacity(4 * segments.count)
    var keyframeLengths: [Double] = []
    keyframeLengths.reserveCapacity(segments.count)
    for (index, segment) in segments.enumerated() {
      keyframeLengths.append(segment.appendArcLengthPanels(segment: index, tolerance: tolerance, to: &panels))
    }
    var starts: [Double] = [0]
    starts.reserveCapacity(panels.count + 1)
    for panel in panels { starts.append(starts.last! + panel.length) }
    self.panels = panels
    panelStartLengths = starts
    self.keyframeLengths = keyframeLengths
    length = starts.last!
  }

  /// The arc length of every element of `path.elements` (0 for moves).
  public var elementLengths: [Double] {
    var result = Array(repeating: 0.0, count: path.elements.count)
    for (keyframe, element) in keyframeElements.enumerated() { result[element] = keyframeLengths[keyframe] }
    return result
  }

  /// The number of quadrature panels: the cost of measuring is 24 speed evaluations per panel
  /// pair (8 for a panel, 8 for each half), and the cost of an exact inverse is one binary search
  /// over them plus 8 speed evaluations per Newton step.
  public var panelCount: Int { panels.count }
}

extension AnimationPath {
  /// Measures the path's arc length (see `MeasuredPath`).
  ///
  /// - Parameter tolerance: the relative agreement asked of each quadrature panel, in
  ///   [1e-15, 1e-3]; the default 1e-13 is what the accuracy figures in `MeasuredPath` assume.
  /// - Throws: `PathError.parameter` (rule `within(1e-15...1e-3)`) outside that range (or for NaN);
  ///   `PathError.arcLengthOverflow` when the arc length overflows although every coordinate is
  ///   finite (a segment whose derivative exceeds the largest Double, as from 1.7e308 to −1.7e308).
  /// - Complexity: O(p) speed evaluations for p panels; a smooth cubic takes 2–8 panels, a cusp
  ///   or near-cusp of minimum speed ε adds O(log(1/ε)) (bench row `measured-path-construct-mixed`
  ///   in docs/benchmarks.md for a six-element path); no paced table is built (`MeasuredPath.pacedTable()` is the explicit, costlier prepared form).
  public func measured(tolerance: Double = 1e-13) throws(PathError) -> MeasuredPath {
    try PathError.require(tolerance, .within(1e-15...1e-3), name: "tolerance")
    let measured = MeasuredPath(path: self, tolerance: tolerance)
    guard measured.length.isFinite else { throw .arcLengthOverflow }
    return measured
  }
}
