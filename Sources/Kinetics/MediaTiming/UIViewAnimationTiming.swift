/// The timing of a UIView block animation, with the repetition that
/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` sets for the animations created
/// in its block.
///
/// UIKit sets the model value to the final value at once and adds an animation that begins after
/// `delay`, fills backwards (so the start value shows during the delay) and is removed when it
/// finishes, uncovering the model value. Each repetition lasts `duration`, an autoreversing one
/// 2·duration (forwards then backwards), as with `CAMediaTiming`. Hence the well-known jump: with
/// `autoreverses` and a whole repeat count the animation ends at its start value and then the
/// final model value shows; a count of n + 0.5 ends at the final value.
public struct UIViewAnimationTiming: Sendable, Hashable {
  /// The Core Animation timing UIKit creates.
  public let timing: MediaTiming

  /// Creates the timing of `UIView.animate(withDuration: duration, delay: delay)` whose block calls
  /// `modifyAnimations(withRepeatCount: repeatCount, autoreverses: autoreverses)`. A repeatCount of
  /// 0 means no repetition (a plain block animation).
  /// - Throws: `MediaTimingError` as `MediaTiming.init` does.
  public init(duration: Double, delay: Double = 0, repeatCount: Double = 0, autoreverses: Bool = false)
    throws(MediaTimingError)
  {
    timing = try MediaTiming(
      beginTime: delay, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
      fillMode: .backwards)
  }

  /// The fraction of the change (0 the start value, 1 the final value) shown `t` seconds after the
  /// block ran, before the timing curve: 0 during the delay, the animation's progress while it runs,
  /// and 1 (the model value) once it is removed.
  /// - Complexity: O(1).
  public func displayedProgress(at t: Double) -> Double {
    timing.state(atParentTime: t).progress ?? 1
  }
}
