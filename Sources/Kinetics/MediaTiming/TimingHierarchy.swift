/// One level of a timing hierarchy: a layer's time space, or an animation group with a duration.
public enum TimingLevel: Sendable, Hashable {
  /// A layer (or any time space without a duration): a linear map of time.
  case layer(TimeSpace)
  /// A `CAAnimationGroup`: its children see its simple time as their parent time.
  case group(MediaTiming)
}

/// One animation and the chain of timings above it, from the root (outermost first): layers inside
/// layers, groups inside groups (`CAAnimationGroup`), to any depth.
///
/// Each level maps its parent's time to its own. A layer maps linearly. A group maps parent time to
/// its state (`MediaTiming.state(atParentTime:)`); its children see the group's simple time (time
/// within the current iteration, running backwards in an autoreversed half) as their parent time, so
/// a child never runs past its group's duration. Where a group shows nothing, nothing below shows;
/// where a group fills, its children are held at the group's filled time.
public struct TimingHierarchy: Sendable, Hashable {
  /// The levels above the animation, outermost first.
  public let ancestors: [TimingLevel]
  /// The animation whose state is asked for.
  public let animation: MediaTiming

  /// Creates a hierarchy.
  public init(ancestors: [TimingLevel], animation: MediaTiming) {
    self.ancestors = ancestors
    self.animation = animation
  }

  /// The animation's state at root time `t`. The phase is the phase of the outermost group that is
  /// not active (a fill or nothing, decided down the chain), else the animation's own phase.
  /// - Complexity: O(depth).
  public func state(atRootTime t: Double) -> MediaTimingState {
    var time = t
    var heldPhase: MediaTimingState.Phase?
    for level in ancestors {
      switch level {
      case .layer(let space):
        // Beyond the range of Double the time is ±∞: the levels below are then in their
        // limiting phase (long after or before), which is what the state reports.
        time = _linearMap(time, minus: space.beginTime, times: space.speed, plus: space.timeOffset)
      case .group(let timing):
        let state = timing.state(atParentTime: time)
        if heldPhase == nil && !state.isActive { heldPhase = state.phase }
        guard let simpleTime = state.simpleTime else { return .hidden(heldPhase ?? state.phase) }
        time = simpleTime
      }
    }
    let own = animation.state(atParentTime: time)
    guard let heldPhase, own.isVisible else { return own }
    return MediaTimingState(
      phase: heldPhase, iteration: own.iteration, simpleTime: own.simpleTime, progress: own.progress,
      isReversing: own.isReversing)
  }
}
