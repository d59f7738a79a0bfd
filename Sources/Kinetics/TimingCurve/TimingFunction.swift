/// A mapping from the elapsed fraction of an animation (x, 0 at the start, 1 at the end) to the
/// fraction of the change to show (progress). Cubic-Bézier curves, CSS `steps()` and CSS `linear()`
/// conform, and keyframe tracks accept any of them per segment.
public protocol TimingFunction: Sendable {
  /// The progress at input fraction `x`. Conforming types define the value for every finite x
  /// (outside [0, 1] as well) and never trap.
  func progress(at x: Double) -> Double
}
