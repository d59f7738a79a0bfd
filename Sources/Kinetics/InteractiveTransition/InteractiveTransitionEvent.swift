extension InteractiveTransition {
  /// One call a gesture (or the app) makes on the transition, at a time on the caller's clock.
  public struct Event: Sendable, Hashable {
    /// What is called.
    public enum Action: Sendable, Hashable {
      /// `update(_:)` (`updateInteractiveTransition:`): the transition shows `percentComplete`
      /// (finite; values outside [0, 1] are clamped to it).
      case update(Double)
      /// `pause()` (`pauseInteractiveTransition`): holds the progress. While the completion runs
      /// it stops it there and the transition is interactive again (the re-grab).
      case pause
      /// `finish()` (`finishInteractiveTransition`): the rest runs to progress 1.
      case finish
      /// `cancel()` (`cancelInteractiveTransition`): the rest runs back to progress 0.
      case cancel

      /// The action's name as UIKit spells the call's verb: "update", "pause", "finish", "cancel".
      public var name: String {
        switch self {
        case .update: return "update"
        case .pause: return "pause"
        case .finish: return "finish"
        case .cancel: return "cancel"
        }
      }
    }

    /// The time of the call, in seconds.
    public var time: Double
    /// The call.
    public var action: Action

    /// An event: `action` called at `time`.
    public init(time: Double, action: Action) {
      self.time = time
      self.action = action
    }
  }

  /// `UIView.AnimationCurve`, the values `completionCurve` takes. UIKit's default is
  /// `.easeInOut`.
  public enum CompletionCurve: String, Sendable, Hashable, CaseIterable {
    /// `.easeInOut`: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// `.easeIn`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// `.easeOut`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// `.linear`.
    case linear

    /// The cubic-Bézier timing curve of this named curve (Core Animation's named timing
    /// functions, docs/timing-curves.md).
    public var timingCurve: CubicBezierTimingCurve {
      switch self {
      case .easeInOut: return .easeInEaseOut
      case .easeIn: return .easeIn
      case .easeOut: return .easeOut
      case .linear: return .linear
      }
    }
  }

  /// Where the transition is at a time.
  public enum Phase: String, Sendable, Hashable {
    /// Driven by updates (or not touched yet): the progress is the last percent set.
    case interactive
    /// After `finish()`: the completion runs toward 1.
    case finishing
    /// After `cancel()`: the completion runs back toward 0.
    case cancelling
    /// The completion reached 1: the transition is over, at its end.
    case finished
    /// The completion reached 0: the transition is over, at its start.
    case cancelled
  }

  /// One run of the completion: from `finish()` or `cancel()` at `startTime` until `endTime`.
  public struct Completion: Sendable, Hashable {
    /// The time of the `finish()` or `cancel()` call.
    public let startTime: Double
    /// When the completion reaches its target, if nothing interrupts it:
    /// startTime + remaining · duration / completionSpeed.
    public let endTime: Double
    /// The progress at `startTime`.
    public let startProgress: Double
    /// True after `finish()` (target 1), false after `cancel()` (target 0).
    public let finishes: Bool
    /// The time of the `pause()` that stopped it before its end, or nil if it ran to its end.
    public let interruptedAt: Double?

    /// The progress the completion runs to: 1 after `finish()`, 0 after `cancel()`.
    public var target: Double { finishes ? 1 : 0 }
  }
}
