/// What a trim shows when its animated start passes its end.
public enum TrimCrossing: Sendable, Equatable, CaseIterable {
  /// Nothing is stroked while strokeStart > strokeEnd: `CAShapeLayer`'s behaviour.
  case drawsNothing
  /// The two fractions are swapped, so the part between them is stroked: Lottie's trim path
  /// (its players order start and end before trimming).
  case swaps
}

/// The fractions a trim uses at one time: the window [start, end] (clamped to [0, 1], and ordered or
/// emptied as the `TrimCrossing` rule says) and the offset.
public struct StrokeTrimWindow: Sendable, Equatable {
  /// The fraction where the stroke begins, in [0, 1].
  public let start: Double
  /// The fraction where it ends, in [start, 1]; equal to `start` when nothing is stroked.
  public let end: Double
  /// The offset in turns (any finite value; wraps modulo 1).
  public let offset: Double

  /// A window as given (`StrokeTrimAnimation.window(atParentTime:)` makes the valid ones).
  public init(start: Double, end: Double, offset: Double) {
    self.start = start
    self.end = end
    self.offset = offset
  }
}

/// Stroke trimming over time: a measured path with animated `strokeStart`, `strokeEnd` and trim
/// offset (Lottie's trim path, the offset in turns = degrees/360), giving the trimmed path at any
/// parent time.
///
/// At parent time t each fraction takes its value (`AnimatedTrimFraction.value(atParentTime:)`: the
/// animation's where its timing shows it, else the model value); start and end are clamped to
/// [0, 1] (a timing function that overshoots cannot stroke past the path's ends, and Core
/// Animation documents both properties as fractions in [0, 1]); where start > end the `crossing`
/// rule applies; then the path is `MeasuredPath.trimmed(from:to:offset:mode:)` of that window. So at
/// every t the result is the static trim of `window(atParentTime:)` bit for bit, and its length is
/// (end − start)·L to the static trim's accuracy.
public struct StrokeTrimAnimation: Sendable {
  /// The path being stroked, measured once.
  public let path: MeasuredPath
  /// `strokeStart` (model value 0 when not animated).
  public let strokeStart: AnimatedTrimFraction
  /// `strokeEnd` (model value 1 when not animated).
  public let strokeEnd: AnimatedTrimFraction
  /// The trim offset in turns (0 when not animated).
  public let offset: AnimatedTrimFraction
  /// How the fractions apply to several subpaths.
  public let mode: PathTrimMode
  /// What shows when start passes end.
  public let crossing: TrimCrossing

  /// Creates the animated trim of `path`.
  /// - Throws: `PathError.nothingToTrim` when the path has no segment.
  public init(
    path: MeasuredPath, strokeStart: AnimatedTrimFraction? = nil, strokeEnd: AnimatedTrimFraction? = nil,
    offset: AnimatedTrimFraction? = nil, mode: PathTrimMode = .wholeLength, crossing: TrimCrossing = .drawsNothing
  ) throws(PathError) {
    guard path.keyframeCount > 0 else { throw .nothingToTrim }
    self.path = path
    self.strokeStart = try Self.fraction(strokeStart, default: 0)
    self.strokeEnd = try Self.fraction(strokeEnd, default: 1)
    self.offset = try Self.fraction(offset, default: 0)
    self.mode = mode
    self.crossing = crossing
  }

  /// `fraction`, or the constant `value` when it is nil.
  private static func fraction(_ fraction: AnimatedTrimFraction?, default value: Double) throws(PathError) -> AnimatedTrimFraction {
    if let fraction { return fraction }
    return try AnimatedTrimFraction(value)
  }

  /// The window and offset shown at parent time `t` (see the type's description).
  /// - Throws: `PathError.parameter` when an animated value is beyond the range of `Double`.
  public func window(atParentTime t: Double) throws(PathError) -> StrokeTrimWindow {
    var start = try strokeStart.value(atParentTime: t).clamped(to: 0...1)
    var end = try strokeEnd.value(atParentTime: t).clamped(to: 0...1)
    if start > end {
      switch crossing {
      case .drawsNothing: end = start
      case .swaps: swap(&start, &end)
      }
    }
    return StrokeTrimWindow(start: start, end: end, offset: try offset.value(atParentTime: t))
  }

  /// The trimmed path at parent time `t`: `path.trimmed` of `window(atParentTime: t)` (an empty
  /// path when the window is empty).
  /// - Throws: `PathError.parameter` when an animated value is beyond the range of `Double`.
  /// - Complexity: O(log n) per animated keyframe track, then the static trim's cost.
  public func trimmed(atParentTime t: Double) throws(PathError) -> AnimationPath {
    let window = try window(atParentTime: t)
    return try path.trimmed(from: window.start, to: window.end, offset: window.offset, mode: mode)
  }
}

extension Double {
  /// The value limited to `range` (NaN stays NaN).
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
