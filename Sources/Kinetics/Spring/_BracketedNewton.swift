/// The root of f on [low, high], where f(low) and f(high) have opposite signs (or one is zero):
/// Newton steps from the midpoint, each replaced by bisection when it would leave the shrinking
/// bracket. `f` returns the value and the derivative. Stops when the bracket is 2 ulps wide or after
/// 200 steps (bisection alone needs at most ~2100 halvings from the whole Double range, but Newton
/// converges quadratically once inside; 200 bounds the work for pathological f).
@usableFromInline
internal func bracketedNewtonRoot(
  between low: Double, and high: Double, _ f: (Double) -> (value: Double, derivative: Double)
) -> Double {
  var low = low
  var high = high
  let lowIsPositive = f(low).value > 0
  var x = low + (high - low) / 2
  for _ in 0..<200 {
    let (value, derivative) = f(x)
    if value == 0 { return x }
    if (value > 0) == lowIsPositive { low = x } else { high = x }
    if high - low <= 2 * x.ulp { break }
    let newton = x - value / derivative
    x = newton > low && newton < high ? newton : low + (high - low) / 2
  }
  return x
}
