/// One keyframe of `UIView.animateKeyframes(withDuration:delay:options:animations:)`: the
/// `addKeyframe(withRelativeStartTime:relativeDuration:)` call's two fractions of the overall duration.
public struct RelativeKeyframe: Sendable, Hashable {
  /// When the keyframe starts, as a fraction of the overall duration, in [0, 1].
  public let relativeStartTime: Double
  /// How long it lasts, as a fraction of the overall duration, in [0, 1 − relativeStartTime].
  public let relativeDuration: Double

  /// Creates a keyframe after validating it. The end may pass 1 by at most 4·ε (so that 0.7 + 0.3
  /// style sums that round above 1 are accepted).
  /// - Throws: `MediaTimingError.parameter`: a fraction that is not finite (rule `finite`) or
  ///   outside [0, 1], or an end after 1 (rule `within(0...1)`).
  public init(relativeStartTime: Double, relativeDuration: Double) throws(MediaTimingError) {
    for (name, value) in [("relativeStartTime", relativeStartTime), ("relativeDuration", relativeDuration)] {
      try MediaTimingError.require(value, .finite, name: name)
      try MediaTimingError.require(value, .within(0...1), name: name)
    }
    let end = relativeStartTime + relativeDuration
    guard end <= 1 + 4 * Double.ulpOfOne else {
      throw .parameter(ParameterViolation(name: "relativeStartTime + relativeDuration", value: end, rule: .within(0...1)))
    }
    self.relativeStartTime = relativeStartTime
    self.relativeDuration = relativeDuration
  }

  /// The keyframe's own progress at overall fraction `x` of the keyframe animation: 0 before its
  /// start, (x − start)/duration inside, 1 after its end (UIKit holds the previous state before a
  /// keyframe and its end state after it). A zero-length keyframe jumps from 0 to 1 at its start.
  /// - Complexity: O(1).
  public func progress(atOverallFraction x: Double) -> Double {
    if !(x >= relativeStartTime) { return 0 }
    guard relativeDuration > 0 else { return 1 }
    return min((x - relativeStartTime) / relativeDuration, 1)
  }

  /// The keyframe's interval in seconds, for an overall animation of `duration` seconds starting
  /// `delay` seconds from now.
  public func interval(duration: Double, delay: Double = 0) -> (start: Double, end: Double) {
    (delay + relativeStartTime * duration, delay + (relativeStartTime + relativeDuration) * duration)
  }
}
