/// A `CAKeyframeAnimation`: a keyframe track played by a media timing, with the additive and
/// cumulative behaviour every `CAPropertyAnimation` has.
///
/// At parent time t the timing gives the iteration and its progress; the track maps the progress to
/// a value v. Cumulative: each iteration adds iteration·(v_end − v_start), where v_start and v_end are
/// the track's values at progress 0 and at the iteration's end (progress 1, or 0 when autoreversing).
/// Additive: the value underneath is added.
public struct KeyframeAnimation: PropertyAnimation {
  /// The values over progress.
  public let track: KeyframeTrack
  /// When and how often it runs.
  public let timing: MediaTiming
  /// `isAdditive`: the value is added to the value underneath instead of replacing it.
  public let isAdditive: Bool
  /// `isCumulative`: each iteration starts from the value the previous one ended at.
  public let isCumulative: Bool

  /// Creates an animation (both parts are already validated).
  public init(track: KeyframeTrack, timing: MediaTiming, isAdditive: Bool = false, isCumulative: Bool = false) {
    self.track = track
    self.timing = timing
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }

  /// The track's dimension.
  public var dimension: Int? { track.dimension }

  /// The value over `underlying` at parent time `t`, nil where nothing shows (see the type's
  /// description). `previous` is not used: a keyframe animation always has its own values.
  /// Precondition: `underlying` has the track's dimension (`AnimatedProperty` validates it).
  /// A component whose sums overflow although it is in range is recomputed from every value
  /// divided by 4, as in `BasicAnimation`.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double`.
  /// - Complexity: O(log n + dimension).
  public func value(atParentTime t: Double, underlying: [Double], previous: [Double]? = nil)
    throws(BasicAnimationError) -> [Double]?
  {
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    func values(scale: Double) -> [Double] {
      func scaled(_ values: [Double]) -> [Double] { scale == 1 ? values : values.map { $0 * scale } }
      var result = scaled(track.value(at: progress))
      if isCumulative && iteration != 0 {
        let start = scaled(track.value(at: 0))
        let end = scaled(track.value(at: timing.autoreverses ? 0 : 1))
        for index in result.indices { result[index] += Double(iteration) * (end[index] - start[index]) }
      }
      if isAdditive {
        for index in result.indices { result[index] += underlying[index] * scale }
      }
      return result
    }
    return try _finiteValues(values)
  }
}
