/// The progress curve of a `CASpringAnimation`: a ``Spring`` released at 0 toward 1, sampled over
/// the animation's duration, so that a ``BasicAnimation`` with this timing function is a spring
/// animation of its value.
///
/// progress(x) = x(x·duration) where x(t) is the spring's position from 0 to 1 with
/// `initialVelocity` (in units of the whole change per second, positive toward the target, as
/// `CASpringAnimation.initialVelocity`), exactly as ``Spring/position(at:from:to:initialVelocity:)``
/// computes it. The animation's `MediaTiming` duration should be ``duration``; by default it is
/// Core Animation's `settlingDuration` (``Spring/coreAnimationSettlingDuration(relativeInitialVelocity:)``).
public struct SpringTimingFunction: TimingFunction {
  /// The spring.
  public let spring: Spring
  /// The seconds that progress 0…1 spans.
  public let duration: Double
  /// The initial velocity in units of the whole change per second.
  public let initialVelocity: Double

  /// Creates the curve.
  /// - Parameters:
  ///   - duration: nil: the spring's Core Animation settling duration.
  /// - Throws: `MediaTimingError.nonFinite` for a NaN or infinite velocity or duration;
  ///   `.nonPositiveDuration` for a duration ≤ 0, or when `duration` is nil and the spring never
  ///   settles (no damping).
  public init(spring: Spring, duration: Double? = nil, initialVelocity: Double = 0) throws(MediaTimingError) {
    guard initialVelocity.isFinite else { throw .nonFinite(name: "initialVelocity", value: initialVelocity) }
    let span = duration ?? spring.coreAnimationSettlingDuration(relativeInitialVelocity: initialVelocity) ?? .infinity
    guard span.isFinite else { throw .nonFinite(name: "duration", value: span) }
    guard span > 0 else { throw .nonPositiveDuration(span) }
    self.spring = spring
    self.duration = span
    self.initialVelocity = initialVelocity
  }

  /// The spring's position at time x·``duration``: 0 at x ≤ 0, overshooting past 1 for an
  /// underdamped spring, close to 1 (within the settling tolerance) at x = 1.
  /// - Complexity: O(1).
  @inlinable
  public func progress(at x: Double) -> Double {
    spring.position(at: x * duration, from: 0, to: 1, initialVelocity: initialVelocity)
  }
}
