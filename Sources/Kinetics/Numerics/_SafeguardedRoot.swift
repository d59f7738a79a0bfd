/// When `_safeguardedRoot` stops, besides running out of iterations or of doubles inside the
/// bracket. At their defaults (0) the rules fire only in the exact case (a zero residual) or not at
/// all (step, bracket width), so each caller turns on the rules its accuracy statement needs.
@usableFromInline
package struct _RootStopping: Sendable {
  /// Stop at x when |f(x)| ≤ `residual` (with 0: when f(x) is exactly 0).
  @usableFromInline package var residual: Double
  /// Stop when the proposed Newton (or Halley) step Δ has |Δ| ≤ `step`, at x − Δ clamped to the
  /// bracket: the error left in x is then about the size of the next step, far below |Δ|. Off at 0.
  @usableFromInline package var step: Double
  /// Stop at x when the bracket is at most `bracketUlps` units in the last place of x wide. Off at 0.
  @usableFromInline package var bracketUlps: Double
  /// The most evaluations of f.
  @usableFromInline package var iterations: Int

  /// The rules above; each defaults to off (or to 200 iterations).
  @inlinable
  package init(residual: Double = 0, step: Double = 0, bracketUlps: Double = 0, iterations: Int = 200) {
    self.residual = residual
    self.step = step
    self.bracketUlps = bracketUlps
    self.iterations = iterations
  }
}

/// What `_safeguardedRoot` found: the last iterate and the bracket around the root when it stopped.
@usableFromInline
package struct _RootBracket: Sendable, Equatable {
  /// The last point evaluated (or the Newton point when the step rule stopped the search).
  @usableFromInline package var root: Double
  /// The bracket's lower end: f changes sign between it and `high` (up to the rounding of f).
  @usableFromInline package var low: Double
  /// The bracket's upper end.
  @usableFromInline package var high: Double

  /// A result with the last iterate `root` inside [low, high].
  @inlinable
  package init(root: Double, low: Double, high: Double) {
    self.root = root
    self.low = low
    self.high = high
  }

  /// The best double for the root once the search has closed the bracket: `root` where `f` is
  /// exactly 0 there, else whichever end has the smaller |f| (ties go to `low`). With the default
  /// stopping rules the ends are then neighbouring doubles, so this is the root correctly rounded
  /// whenever f's rounding is below the difference of its values there.
  @inlinable
  package func nearestEnd(_ f: (Double) -> Double) -> Double {
    if f(root) == 0 { return root }
    return f(low).magnitude <= f(high).magnitude ? low : high
  }
}

/// The root of a monotone-in-sign f on [low, high]: Newton's (or Halley's) method kept inside a
/// bracket by bisection. The one root finder of the package (docs/architecture.md, Numerics).
///
/// Method (rtsafe, Press et al., *Numerical Recipes*, 3rd ed., §9.4). Each step evaluates f at x;
/// the sign of f(x) moves one end of the bracket to x (`increasing`: f ≤ 0 below the root, f > 0
/// above it, so f(x) > 0 moves `high`). The step x − Δ that `evaluate` proposes is taken only when
/// it lies strictly inside the new bracket and |Δ| is at most half the step before last, so the
/// bracket shrinks at least as fast as bisection every two steps; otherwise x moves to the bracket's
/// midpoint. Termination, in the order tested: |f(x)| ≤ `stopping.residual` (returns x); the bracket
/// at most `stopping.bracketUlps` ulps of x wide (returns x); |Δ| ≤ `stopping.step` (returns x − Δ
/// clamped to the bracket); no double strictly inside the bracket (returns x); `stopping.iterations`
/// evaluations (returns x). The returned bracket always contains the root, up to the rounding of f.
///
/// Hostile f: a NaN value counts as "not positive" and moves one end, a NaN or infinite step fails
/// the bracket test and bisects, so the search never traps, always stays in [low, high], and ends
/// in at most `stopping.iterations` evaluations (about 2100 halvings exhaust any Double bracket).
/// A start outside [low, high] (or NaN) is replaced by the midpoint.
///
/// - Parameters:
///   - low, high: the bracket, low ≤ high, with the root between them.
///   - start: the first point evaluated.
///   - increasing: whether f goes from non-positive at `low` to positive at `high`.
///   - evaluate: f(x) and the step Δ to x − Δ (`_newtonStep` or `_halleyStep`).
/// - Complexity: at most `stopping.iterations` evaluations; quadratic (Newton) or cubic (Halley)
///   convergence near a simple root, linear (bisection) at worst. Always inlined, so `evaluate` is
///   inlined into the loop at every call site, in other modules too (the Bézier fit, which solves
///   for t at every sample and step, was measurably slower through an indirect call).
@inlinable @inline(__always)
package func _safeguardedRoot(
  between low: Double, and high: Double, from start: Double, increasing: Bool,
  stopping: _RootStopping = _RootStopping(),
  _ evaluate: (Double) -> (value: Double, step: Double)
) -> _RootBracket {
  var low = low
  var high = high
  var x = start >= low && start <= high ? start : low + (high - low) / 2
  var stepBeforeLast = high - low
  var lastStep = stepBeforeLast
  for _ in 0..<stopping.iterations {
    let (value, step) = evaluate(x)
    if value.magnitude <= stopping.residual { break }
    if (value > 0) == increasing { high = x } else { low = x }
    if high - low <= stopping.bracketUlps * x.ulp { break }
    let proposed = x - step
    if stopping.step > 0 && step.magnitude <= stopping.step {
      return _RootBracket(root: Swift.min(Swift.max(proposed, low), high), low: low, high: high)
    }
    let isSafe = proposed > low && proposed < high && step.magnitude * 2 <= stepBeforeLast.magnitude
    let next = isSafe ? proposed : low + (high - low) / 2
    if next <= low || next >= high { break }
    stepBeforeLast = lastStep
    lastStep = next - x
    x = next
  }
  return _RootBracket(root: x, low: low, high: high)
}

/// Newton's step f/f′ for `_safeguardedRoot` (infinite or NaN when f′ = 0, which the finder
/// replaces by bisection).
@inlinable @inline(__always)
package func _newtonStep(value: Double, derivative: Double) -> (value: Double, step: Double) {
  (value, value / derivative)
}

/// Halley's step for `_safeguardedRoot`: (f/f′)/(1 − (f/f′)·f″/(2f′)), the Newton step corrected by
/// the curvature (cubic convergence at a simple root; Householder's method of order 2). It equals
/// Newton's step when f″ = 0.
@inlinable @inline(__always)
package func _halleyStep(
  value: Double, derivative: Double, secondDerivative: Double
) -> (value: Double, step: Double) {
  let newton = value / derivative
  return (value, newton / (1 - newton * secondDerivative / (2 * derivative)))
}
