/// What an animation shows at one parent time: the answer of `MediaTiming.state(atParentTime:)`.
public struct MediaTimingState: Sendable, Hashable {
  /// Where a time lies relative to the active interval.
  public enum Phase: String, Sendable, Hashable {
    /// Local time has not reached the start of the active interval.
    case before
    /// Inside the active interval [0, activeDuration) of local time.
    case active
    /// At or past the end of the active interval.
    case after
  }

  /// Where the time lies relative to the active interval.
  public let phase: Phase
  /// The iteration (0-based; an autoreversing iteration counts forwards and backwards as one), nil
  /// where nothing shows.
  public let iteration: Int?
  /// The time within the iteration's simple duration, in [0, duration], after autoreversing; nil
  /// where nothing shows. This is the time a group's children see as their parent time.
  public let simpleTime: Double?
  /// simpleTime / duration, in [0, 1]: the fraction a timing function receives; nil where nothing shows.
  public let progress: Double?
  /// Whether the iteration is in its backward (autoreversed) half.
  public let isReversing: Bool

  /// Whether the time lies inside the active interval.
  public var isActive: Bool { phase == .active }
  /// Whether the animation contributes a value (active, or filled outside the active interval).
  public var isVisible: Bool { progress != nil }
  /// Whether what shows is a fill (outside the active interval).
  public var isFilling: Bool { phase != .active && progress != nil }

  /// A state that contributes nothing.
  static func hidden(_ phase: Phase) -> MediaTimingState {
    MediaTimingState(phase: phase, iteration: nil, simpleTime: nil, progress: nil, isReversing: false)
  }
}
