/// A `CATransition`: an animated change of a layer's content, from the old content to the new.
///
/// Progress at parent time t (docs/transitions.md): the media timing gives the iteration's
/// fraction f (`MediaTiming.state(atParentTime:)`: begin, speed, offset, repeat, autoreverse and
/// fill all apply), the timing function eases it (linear when none, as Core Animation does), and
/// p = startProgress + (endProgress − startProgress)·timing(f), computed with the shared linear
/// blend, so p is exactly startProgress at f = 0 and exactly endProgress at f = 1. The content's
/// offsets and opacities at p are `TransitionFrame(type:subtype:progress:width:height:)`.
///
/// What Apple documents: the four types and subtypes, startProgress and endProgress (defaults 0
/// and 1, each in [0, 1], end ≥ start), the default type `fade`, and that an animation without a
/// timing function is linear. What it leaves open, and the model decides: the exact geometry of
/// each type (docs/transitions.md, "Geometry"), the subtype when none is set (`fromLeft` here,
/// what a nil subtype shows in practice), and a y-down coordinate system.
public struct Transition: Sendable {
  /// The kind of transition (Core Animation's default: `fade`).
  public let type: TransitionType
  /// The direction it comes from (`fade` ignores it).
  public let subtype: TransitionSubtype
  /// The progress at the start of the transition, in [0, 1].
  public let startProgress: Double
  /// The progress at its end, in [startProgress, 1].
  public let endProgress: Double
  /// When and how often it runs (duration, begin, speed, repeat, fill).
  public let timing: MediaTiming
  /// Eases the iteration's fraction before it is mapped onto [startProgress, endProgress]; nil is
  /// linear.
  public let timingFunction: (any TimingFunction)?

  /// Creates a transition after validating its progress range.
  /// - Throws: ``TransitionError/parameter(_:)`` for a progress outside [0, 1] or NaN; ``TransitionError/endBeforeStart(start:end:)`` when endProgress < startProgress.
  public init(
    type: TransitionType = .fade, subtype: TransitionSubtype = .fromLeft, startProgress: Double = 0,
    endProgress: Double = 1, timing: MediaTiming, timingFunction: (any TimingFunction)? = nil
  ) throws(TransitionError) {
    try TransitionError.require(startProgress, .within(0...1), name: "startProgress")
    try TransitionError.require(endProgress, .within(0...1), name: "endProgress")
    guard endProgress >= startProgress else { throw .endBeforeStart(start: startProgress, end: endProgress) }
    self.type = type
    self.subtype = subtype
    self.startProgress = startProgress
    self.endProgress = endProgress
    self.timing = timing
    self.timingFunction = timingFunction
  }

  /// The transition's progress at parent time `t`, nil where it shows nothing (outside the active
  /// interval without a fill: the layer then shows its new content alone, at rest).
  ///
  /// Method: p = startProgress.interpolated(to: endProgress, fraction: timing(f)), the shared
  /// linear blend (exact at fractions 0 and 1), kept within [startProgress, endProgress] for an
  /// eased fraction in [0, 1]. A timing function that overshoots [0, 1] moves p past the range as
  /// it moves any animated value.
  /// - Complexity: O(1) plus one timing-function evaluation.
  public func progress(atParentTime t: Double) -> Double? {
    guard let fraction = timing.state(atParentTime: t).progress else { return nil }
    let eased = timingFunction?.progress(at: fraction) ?? fraction
    let p = startProgress.interpolated(to: endProgress, fraction: eased)
    // The blend (1 − u)·a + u·b can round one unit below a or above b; for u in [0, 1] the exact
    // value is within [a, b], so it is kept there (found by the layer-constructors fuzz target).
    guard eased >= 0 && eased <= 1 else { return p }
    return min(max(p, startProgress), endProgress)
  }

  /// The old and new content's offsets and opacities at parent time `t` for a layer of the given
  /// bounds, nil where the transition shows nothing.
  /// - Throws: ``TransitionError/parameter(_:)`` for a negative or non-finite size.
  /// - Complexity: O(1).
  public func frame(atParentTime t: Double, width: Double, height: Double) throws(TransitionError) -> TransitionFrame? {
    let bounds = try TransitionFrame.validatedBounds(width: width, height: height)
    guard let progress = progress(atParentTime: t) else { return nil }
    return TransitionFrame(type: type, subtype: subtype, progress: progress, validWidth: bounds.width, validHeight: bounds.height)
  }
}
