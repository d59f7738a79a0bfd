/// A UIView transition (`UIView.transition(with:duration:options:animations:)` and
/// `transition(from:to:duration:options:)`) as a pure function of time: the progress and the
/// `ViewTransitionFrame` at any time after the call.
///
/// Timing (docs/transitions.md, "UIView transitions"): the options' delay, repeat and autoreverse
/// give the displayed fraction f through `UIViewAnimationTiming` (0 during the delay, the
/// animation's progress while it runs, 1 once it is removed), and the options' curve eases it:
/// p = curve(f). `curveEaseInOut` (UIKit's default) is `CubicBezierTimingCurve.easeInEaseOut`,
/// `curveEaseIn` `.easeIn`, `curveEaseOut` `.easeOut`, `curveLinear` `.linear`.
///
/// What Apple documents: the seven transition options and one sentence on what each does, that the
/// flips turn the view about its vertical or horizontal axis with the named side moving toward the
/// front, and that the curls curl the view up from the bottom or down from the top. What it leaves
/// open, and the model decides: the perspective (m34 = −1/eyeDistance, `defaultEyeDistance`
/// points), that the angle runs as π·p and the sides swap at p = 0.5, the cross-dissolve's
/// opacities 1 − p and p, and the curl line moving linearly in p.
public struct ViewTransition: Sendable {
  /// The eye distance of the flips' perspective when none is given: 1000 points (m34 = −0.001),
  /// the model's choice (UIKit does not document its own), a moderate perspective for views of
  /// phone size, as CSS authors use `perspective: 1000px`.
  public static let defaultEyeDistance = 1000.0

  /// The transition option.
  public let kind: ViewTransitionKind
  /// The delay, duration, repeat count and autoreverse of the call.
  public let timing: UIViewAnimationTiming
  /// The options' animation curve.
  public let curve: CubicBezierTimingCurve
  /// The flips' eye distance d > 0 in points (m34 = −1/d).
  public let eyeDistance: Double

  /// Creates the transition.
  /// - Throws: `TransitionError.parameter` for an eye distance that is not finite and positive.
  public init(
    kind: ViewTransitionKind, timing: UIViewAnimationTiming, curve: CubicBezierTimingCurve = .easeInEaseOut,
    eyeDistance: Double = defaultEyeDistance
  ) throws(TransitionError) {
    _ = try ViewTransitionFrame.perspectiveElement(eyeDistance)
    self.kind = kind
    self.timing = timing
    self.curve = curve
    self.eyeDistance = eyeDistance
  }

  /// The eased progress p = curve(f) at `t` seconds after the call, kept in [0, 1] (UIKit's four
  /// curves stay within it; the clamp only removes a rounding step outside).
  /// - Complexity: O(1): one media-timing state and one curve evaluation.
  public func progress(at t: Double) -> Double {
    let eased = curve.progress(at: timing.displayedProgress(at: t))
    return min(max(eased, 0), 1)
  }

  /// The frame at `t` seconds after the call (`ViewTransitionFrame` at `progress(at:)`).
  /// - Complexity: O(1).
  public func frame(at t: Double) -> ViewTransitionFrame {
    ViewTransitionFrame(kind: kind, validProgress: progress(at: t), m34: -1 / eyeDistance)
  }
}
