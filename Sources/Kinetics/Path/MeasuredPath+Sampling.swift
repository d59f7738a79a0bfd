extension MeasuredPath {
  /// The point at a location; the keyframe index and parameter are clamped into range.
  @inlinable
  public func point(at location: PathLocation) -> SIMD2<Double> {
    guard !segments.isEmpty else { return restingPoint }
    let keyframe = min(max(location.keyframe, 0), segments.count - 1)
    let t = location.parameter.isNaN ? 0 : min(max(location.parameter, 0), 1)
    return segments[keyframe].point(at: t)
  }

  /// Where Core Animation's path keyframes put time fraction `u` without pacing: each of the n
  /// keyframe elements gets 1/n of the time (a move gets none) and its own parameter runs linearly
  /// over it, so element k = ⌊u·n⌋ at parameter u·n − k (u = 1 is the end of the last element).
  /// `u` outside [0, 1] is clamped; NaN counts as 0.
  public func location(atKeyframeFraction u: Double) -> PathLocation {
    guard !segments.isEmpty else { return PathLocation(keyframe: 0, parameter: 0) }
    let clamped = u.isNaN ? 0 : min(max(u, 0), 1)
    let scaled = clamped * Double(segments.count)
    let keyframe = min(Int(scaled), segments.count - 1)
    return PathLocation(keyframe: keyframe, parameter: min(scaled - Double(keyframe), 1))
  }

  /// Paced sampling (`calculationMode = .paced`): the place at arc length u·L.
  public func location(atPacedFraction u: Double) -> PathLocation {
    location(atArcLength: (u.isNaN ? 0 : min(max(u, 0), 1)) * length)
  }

  /// The point at arc length u·L from the start: constant-speed motion along the path, the exact
  /// (Newton) method. Accuracy ≤ 1e-12·L along the path, so well inside 1e-9·L in position.
  /// - Complexity: O(log p) plus a few Newton steps (bench row `paced-exact-newton-scalar` in
  ///   docs/benchmarks.md); see `location(atArcLength:)`.
  ///   This is the default for an engine animating along a fresh path; a `PacedPathTable` pays only
  ///   from a few thousand samples of one path (docs/paths.md, "Exact sampler or table").
  public func point(atPacedFraction u: Double) -> SIMD2<Double> {
    point(at: location(atPacedFraction: u))
  }

  /// The point at time fraction u with Core Animation's unpaced path timing
  /// (`location(atKeyframeFraction:)`).
  public func point(atKeyframeFraction u: Double) -> SIMD2<Double> {
    point(at: location(atKeyframeFraction: u))
  }
}
