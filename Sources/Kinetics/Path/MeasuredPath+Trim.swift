/// How a trim's fractions apply to a path of several subpaths.
public enum PathTrimMode: Sendable, Equatable, CaseIterable {
  /// The fractions are of the whole path's length, the subpaths laid end to end in drawing order:
  /// `CAShapeLayer.strokeStart`/`strokeEnd`, and Lottie's "individually" trim across shapes.
  case wholeLength
  /// Every subpath is trimmed with the same fractions of its own length: Lottie's
  /// "simultaneously" trim applied to each subpath.
  case eachSubpath
}

extension MeasuredPath {
  /// The part of the path between the arc-length fractions `start` and `end`, moved along by
  /// `offset`: what `CAShapeLayer` strokes for `strokeStart`/`strokeEnd`, and Lottie's trim path
  /// (with its offset as a fraction of a turn, o/360).
  ///
  /// Method: the window [start + offset, end + offset] is taken modulo 1 (offset 0.25 turns
  /// [0.9, 1] into [0.15, 0.25]); a window that runs past 1 becomes [s, 1] and [0, e − 1]. Each end
  /// is the place `location(atArcLength:)` gives (the exact inverse of arc length, within
  /// 1e-12·L), and its element is split there: lines at the fraction, quadratic and cubic Bézier
  /// curves by de Casteljau's construction (the sub-curve over [t₀, t₁] is again a curve of the same
  /// degree, exact up to rounding), arcs by angle (θ₁ + t₀Δθ, sweep (t₁ − t₀)Δθ). Elements wholly
  /// inside the window are kept as they are; a close wholly inside stays a close when its piece
  /// starts at its subpath's start, else it becomes the line it draws. Where the window wraps on a
  /// closed ring (a closed subpath in `.eachSubpath`, or a path of one closed subpath), the two parts
  /// join into one subpath through the ring's start; otherwise each part starts with a move.
  /// Subpaths of zero length are left out. So the trimmed length is (end − start)·L (per subpath in
  /// `.eachSubpath`) to the accuracy of the inverse, and `start` 0, `end` 1, `offset` 0 give the
  /// path back (less moves that start no segment).
  ///
  /// - Parameters:
  ///   - start: the fraction where the stroke begins, in [0, 1] (`strokeStart`).
  ///   - end: the fraction where it ends, in [start, 1] (`strokeEnd`); `end == start` draws nothing.
  ///   - offset: any finite fraction by which the window moves along the path (wraps modulo 1).
  ///   - mode: whole length (Core Animation) or each subpath on its own (see `PathTrimMode`).
  /// - Throws: `PathError.parameter` for a NaN or out-of-range fraction (rule `within(0...1)`) or a
  ///   non-finite offset; `PathError.trimStartAfterEnd` when `start > end`;
  ///   `PathError.nothingToTrim` when the path has no segment.
  /// - Complexity: two inverse-arc-length searches per window and subpath, plus O(n) for the n
  ///   elements copied.
  public func trimmed(
    from start: Double, to end: Double, offset: Double = 0, mode: PathTrimMode = .wholeLength
  ) throws(PathError) -> AnimationPath {
    try PathError.require(start, .within(0...1), name: "trim start")
    try PathError.require(end, .within(0...1), name: "trim end")
    try PathError.require(offset, .finite, name: "trim offset")
    guard start <= end else { throw .trimStartAfterEnd(start: start, end: end) }
    guard !segments.isEmpty else { throw .nothingToTrim }
    var builder = _TrimmedPathBuilder(measured: self)
    let rings = mode == .wholeLength ? [0..<segments.count] : subpathKeyframeRanges()
    var shifted = (start + offset).truncatingRemainder(dividingBy: 1)
    if shifted < 0 { shifted += 1 }
    let windows: [(Double, Double)] =
      shifted + (end - start) <= 1
      ? [(shifted, shifted + (end - start))] : [(shifted, 1), (0, shifted + (end - start) - 1)]
    guard end > start else { return builder.path }
    for ring in rings {
      let ringStart = keyframeStartLength(ring.lowerBound)
      let ringLength = keyframeStartLength(ring.upperBound) - ringStart
      guard ringLength > 0 else { continue }
      let joins = isClosedSubpath(ring)
      builder.breakPiece()
      for (index, window) in windows.enumerated() {
        if index > 0 && !joins { builder.breakPiece() }
        builder.append(
          from: place(atFraction: window.0, of: ring, starting: ringStart, length: ringLength),
          to: place(atFraction: window.1, of: ring, starting: ringStart, length: ringLength))
      }
    }
    return builder.path
  }

  /// The arc length from the path's start to the start of keyframe `k` (the total for k = count).
  func keyframeStartLength(_ k: Int) -> Double {
    keyframeLengths[..<k].reduce(0, +)
  }

  /// The keyframes of each subpath (a move starts a new one), in drawing order.
  func subpathKeyframeRanges() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var first = 0
    for k in 1..<max(segments.count, 1) where startsSubpath(k) {
      ranges.append(first..<k)
      first = k
    }
    ranges.append(first..<segments.count)
    return ranges
  }

  /// Whether keyframe k starts a subpath: the first, one after a move, or one after a close (a
  /// segment after Z starts a new subpath at the closed one's start, SVG 1.1 §8.3.3).
  func startsSubpath(_ k: Int) -> Bool {
    guard k > 0 else { return true }
    if case .closeSubpath = path.elements[keyframeElements[k - 1]] { return true }
    return path.elements[(keyframeElements[k - 1] + 1)..<keyframeElements[k]].contains {
      if case .move = $0 { return true }
      return false
    }
  }

  /// Whether `ring` is exactly one subpath and that subpath ends with a close.
  func isClosedSubpath(_ ring: Range<Int>) -> Bool {
    guard !ring.isEmpty, !(ring.lowerBound + 1..<ring.upperBound).contains(where: startsSubpath) else { return false }
    if case .closeSubpath = path.elements[keyframeElements[ring.upperBound - 1]] { return true }
    return false
  }

  /// The place at `fraction` of the length of `ring` (which starts at arc length `start`), kept
  /// inside the ring's keyframes: fractions 0 and 1 are its ends exactly, and where the global
  /// inverse names the next ring's first keyframe at parameter 0 it is this ring's last at 1.
  func place(atFraction fraction: Double, of ring: Range<Int>, starting start: Double, length: Double) -> PathLocation {
    if fraction <= 0 { return PathLocation(keyframe: ring.lowerBound, parameter: 0) }
    if fraction >= 1 { return PathLocation(keyframe: ring.upperBound - 1, parameter: 1) }
    let location = self.location(atArcLength: start + fraction * length)
    if location.keyframe < ring.lowerBound { return PathLocation(keyframe: ring.lowerBound, parameter: 0) }
    if location.keyframe >= ring.upperBound { return PathLocation(keyframe: ring.upperBound - 1, parameter: 1) }
    return location
  }
}
