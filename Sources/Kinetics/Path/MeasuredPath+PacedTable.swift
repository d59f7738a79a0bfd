extension MeasuredPath {
  /// Builds the fast paced-sampling table (see `PacedPathTable`): the explicit prepared form of
  /// paced sampling, never built unless asked for.
  ///
  /// When it pays: the build costs as much as a few thousand exact samples
  /// (`point(atPacedFraction:)`; bench rows `paced-table-construct-mixed` and
  /// `paced-exact-newton-scalar` in docs/benchmarks.md), after which a sample is a table lookup
  /// (`paced-table-scalar`, about fifty times cheaper than an exact sample). An engine animating along a fresh path for a few dozen frames should sample exactly; build the
  /// table for a path sampled thousands of times (docs/paths.md, "Exact sampler or table").
  ///
  /// - Parameters:
  ///   - tolerance: the position error, relative to L, allowed at each interval's midpoint, in
  ///     [1e-11, 1e-3]; default 1e-9 (the exact sampler it is checked against is good to
  ///     about 1e-13·L, so tighter tolerances cannot be verified).
  ///   - initialIntervals: the table starts with intervals no longer than L/initialIntervals
  ///     (1…1_000_000), default 256, before adaptive bisection.
  /// - Throws: `PathError.parameter` (rule `within(1e-11...1e-3)`) outside the tolerance range; an interval count out of
  ///   range is clamped.
  /// - Complexity: one exact inverse (a few Gauss–Legendre evaluations) per node and per midpoint
  ///   check: O(m) for m intervals.
  public func pacedTable(tolerance: Double = 1e-9, initialIntervals: Int = 256) throws(PathError)
    -> PacedPathTable
  {
    try PathError.require(tolerance, .within(1e-11...1e-3), name: "tolerance")
    let target = max(1, min(initialIntervals, 1_000_000))
    var builder = _PacedTableBuilder(path: self, absoluteTolerance: tolerance * length)
    if length > 0 {
      let step = length / Double(target)
      for (index, panel) in panels.enumerated() where panel.length > 0 {
        let pieces = max(1, Int((panel.length / step).rounded(.up)))
        var previous = builder.node(panel: index, arcLength: 0)
        for piece in 1...pieces {
          // length·piece overflows for panels longer than max/pieces (coordinates near 1e308: every
          // node past it sat at +∞ and the last interval was NaN); then the fraction goes first.
          let product = panel.length * Double(piece) / Double(pieces)
          let arcLength = product.isFinite ? product : panel.length * (Double(piece) / Double(pieces))
          let next = builder.node(panel: index, arcLength: arcLength)
          builder.add(from: previous, to: next, depth: 0)
          previous = next
        }
      }
    }
    return PacedPathTable(
      starts: builder.starts, inverseWidths: builder.inverseWidths,
      xCoefficients: builder.xCoefficients, yCoefficients: builder.yCoefficients, length: length,
      tolerance: tolerance, restingPoint: point(atPacedFraction: 1))
  }
}

/// Collects the Hermite intervals of a `PacedPathTable`.
struct _PacedTableBuilder {
  struct Node {
    var panel: Int
    var arcLength: Double  // from the panel's start
    var parameter: Double
    var point: SIMD2<Double>
  }

  let path: MeasuredPath
  let absoluteTolerance: Double
  var starts: [Double] = []
  var inverseWidths: [Double] = []
  var xCoefficients: [SIMD4<Double>] = []
  var yCoefficients: [SIMD4<Double>] = []

  init(path: MeasuredPath, absoluteTolerance: Double) {
    self.path = path
    self.absoluteTolerance = absoluteTolerance
  }

  func node(panel index: Int, arcLength r: Double) -> Node {
    let panel = path.panels[index]
    let t = path.solveWithin(panel, arcLength: r)
    return Node(panel: index, arcLength: r, parameter: t, point: path.segments[panel.segment].point(at: t))
  }

  func unitTangent(_ node: Node, fromBefore: Bool) -> SIMD2<Double> {
    let location = PathLocation(keyframe: path.panels[node.panel].segment, parameter: node.parameter)
    guard let direction = path.tangentDirection(at: location, fromBefore: fromBefore) else { return .zero }
    // Scaled first, so that components near 1e200 do not overflow the squares.
    let largest = max(direction.x.magnitude, direction.y.magnitude)
    guard largest > 0 && largest.isFinite else { return .zero }
    let scaled = direction / largest
    return scaled / (scaled.x * scaled.x + scaled.y * scaled.y).squareRoot()
  }

  mutating func add(from a: Node, to b: Node, depth: Int) {
    let width = b.arcLength - a.arcLength
    guard width > 0 else { return }
    let m0 = unitTangent(a, fromBefore: false) * width
    let m1 = unitTangent(b, fromBefore: true) * width
    let c2 = 3 * (b.point - a.point) - 2 * m0 - m1
    let c3 = 2 * (a.point - b.point) + m0 + m1
    if depth < 30 {
      let middle = node(panel: a.panel, arcLength: a.arcLength + width / 2)
      let estimate = a.point + 0.5 * (m0 + 0.5 * (c2 + 0.5 * c3))
      let error = estimate - middle.point
      // Scaled by the larger component: the plain squares overflowed at coordinates near 1e200,
      // and every interval then split to depth 30 (found in review: a hang of minutes).
      let largestError = max(error.x.magnitude, error.y.magnitude)
      let scaledError = largestError > 0 ? error / largestError : .zero
      if largestError * (scaledError.x * scaledError.x + scaledError.y * scaledError.y).squareRoot() > absoluteTolerance {
        add(from: a, to: middle, depth: depth + 1)
        add(from: middle, to: b, depth: depth + 1)
        return
      }
    }
    starts.append(path.panelStartLengths[a.panel] + a.arcLength)
    inverseWidths.append(1 / width)
    xCoefficients.append(SIMD4(a.point.x, m0.x, c2.x, c3.x))
    yCoefficients.append(SIMD4(a.point.y, m0.y, c2.y, c3.y))
  }
}
