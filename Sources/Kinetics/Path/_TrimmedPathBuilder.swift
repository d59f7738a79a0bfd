/// Builds a trimmed path piece by piece from a measured path (`MeasuredPath.trimmed`): walks the
/// keyframes between two places, splits the end elements and starts a new subpath with a move
/// where a piece begins or the walk crosses into another subpath.
struct _TrimmedPathBuilder {
  let measured: MeasuredPath
  /// The subpath (index into `subpaths`) of every keyframe.
  let subpathOfKeyframe: [Int]
  /// The keyframes of every subpath.
  let subpaths: [Range<Int>]
  /// The result so far.
  var path = AnimationPath()
  /// The subpath the last appended element came from; nil when the next element starts a piece.
  var currentSubpath: Int?
  /// Whether the piece being built began at its subpath's start (so a close may stay a close).
  var pieceStartsAtSubpathStart = false

  init(measured: MeasuredPath) {
    self.measured = measured
    subpaths = measured.subpathKeyframeRanges()
    var owners = Array(repeating: 0, count: measured.keyframeCount)
    for (index, range) in subpaths.enumerated() {
      for k in range { owners[k] = index }
    }
    subpathOfKeyframe = owners
  }

  /// Makes the next element start a new subpath (with a move).
  mutating func breakPiece() { currentSubpath = nil }

  /// Appends the path from place `from` to place `to` (in path order; nothing when `to` is not
  /// after `from`).
  mutating func append(from: PathLocation, to: PathLocation) {
    guard from.keyframe < to.keyframe || (from.keyframe == to.keyframe && from.parameter < to.parameter) else {
      return
    }
    for k in from.keyframe...to.keyframe {
      let t0 = k == from.keyframe ? from.parameter : 0
      let t1 = k == to.keyframe ? to.parameter : 1
      guard t1 > t0 else { continue }
      appendPiece(of: k, from: t0, to: t1)
    }
  }

  /// Appends keyframe `k` over [t0, t1], with a move first when a new piece starts.
  private mutating func appendPiece(of k: Int, from t0: Double, to t1: Double) {
    let (start, element) = piece(of: k, from: t0, to: t1)
    let subpath = subpathOfKeyframe[k]
    if currentSubpath != subpath {
      path.elements.append(.move(to: start))
      path.subpathStart = start
      currentSubpath = subpath
      pieceStartsAtSubpathStart = t0 == 0 && k == subpaths[subpath].lowerBound
    }
    path.elements.append(element)
    switch element {
    case .closeSubpath: path.currentPoint = path.subpathStart
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      path.currentPoint = point
    case .arc(let arc): path.currentPoint = arc.endPoint
    }
  }

  /// Keyframe `k` over [t0, t1]: its start point and the element that draws it (the original
  /// element when the range is [0, 1]).
  private func piece(of k: Int, from t0: Double, to t1: Double) -> (SIMD2<Double>, PathElement) {
    let element = measured.path.elements[measured.keyframeElements[k]]
    let segment = measured.segments[k]
    let whole = t0 == 0 && t1 == 1
    switch element {
    case .arc(let arc):
      if whole { return (arc.startPoint, element) }
      // The sub-arc runs over [θ₁ + t₀Δθ, θ₁ + t₁Δθ]. θ₁ + t₀Δθ can only overflow for angles near
      // the largest Double; θ₁ reduced modulo 2π (the same points) then keeps it finite.
      var subStart = arc.startAngle + t0 * arc.sweepAngle
      if !subStart.isFinite { subStart = arc.startAngle.remainder(dividingBy: 2 * Double.pi) + t0 * arc.sweepAngle }
      guard
        let sub = try? EllipticalArc(
          center: arc.center, radii: arc.radii, rotation: arc.rotation, startAngle: subStart,
          sweepAngle: (t1 - t0) * arc.sweepAngle)
      else { return (segment.point(at: t0), .line(to: segment.point(at: t1))) }
      return (sub.startPoint, .arc(sub))
    case .quadCurve(let end, let control):
      let p0 = segment.startPoint
      if whole { return (p0, element) }
      let points = _bezierSubcurve([p0, control, end], from: t0, to: t1)
      return (points[0], .quadCurve(to: points[2], control: points[1]))
    case .curve(let end, let control1, let control2):
      let p0 = segment.startPoint
      if whole { return (p0, element) }
      let points = _bezierSubcurve([p0, control1, control2, end], from: t0, to: t1)
      return (points[0], .curve(to: points[3], control1: points[1], control2: points[2]))
    case .line, .closeSubpath, .move:
      // Lines and closes are stored as cubics from p0 to p3.
      guard case .cubic(let p0, _, _, let p3) = segment else { return (segment.startPoint, element) }
      let a = t0 == 0 ? p0 : p0 + t0 * (p3 - p0)
      let b = t1 == 1 ? p3 : p0 + t1 * (p3 - p0)
      if whole, case .line = element { return (a, element) }
      if whole && pieceStartsAtSubpathStart && currentSubpath == subpathOfKeyframe[k] { return (a, element) }
      return (a, .line(to: b))
    }
  }
}

/// The control points of the Bézier curve `points` (any degree) restricted to [t0, t1] ⊆ [0, 1],
/// by de Casteljau's construction: split at t1 and keep the left part, then split that at t0/t1 and
/// keep the right part. End points at t = 0 or 1 are the original ones exactly.
func _bezierSubcurve(_ points: [SIMD2<Double>], from t0: Double, to t1: Double) -> [SIMD2<Double>] {
  var result = points
  if t1 < 1 { result = _deCasteljauSplit(result, at: t1).left }
  if t0 > 0 { result = _deCasteljauSplit(result, at: t0 / t1).right }
  return result
}

/// De Casteljau's construction at t: the control points of the curve over [0, t] and over [t, 1].
func _deCasteljauSplit(_ points: [SIMD2<Double>], at t: Double) -> (left: [SIMD2<Double>], right: [SIMD2<Double>]) {
  var row = points
  var left = [row[0]]
  var right = [row[row.count - 1]]
  while row.count > 1 {
    row = (0..<(row.count - 1)).map { row[$0] + t * (row[$0 + 1] - row[$0]) }
    left.append(row[0])
    right.append(row[row.count - 1])
  }
  return (left, right.reversed())
}
