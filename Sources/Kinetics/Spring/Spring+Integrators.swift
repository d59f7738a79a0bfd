/// Fixed-step integrators of m·x″ + c·x′ + k·(x − target) = 0, for comparison with the exact
/// solution and for engines that advance their own state frame by frame. Each is a pure function
/// of the spring, the state, the target and the step h (seconds). With α = c/2m, ω₀² = k/m the
/// acceleration is a(u, v) = −ω₀²u − 2αv, u = x − target.
extension Spring {
  /// The acceleration −(k·(x − target) + c·v)/m, evaluated as −ω₀²u − 2αv.
  @inlinable
  public func acceleration(position: Double, velocity: Double, target: Double) -> Double {
    -naturalFrequencySquared * (position - target) - 2 * decayRate * velocity
  }

  /// Explicit (forward) Euler: x ← x + h·v, v ← v + h·a(x, v). First order; global error O(h).
  /// Stable for h < `stabilityLimit(of: .explicitEuler)` = 2ζ/ω₀ (never when ζ = 0).
  /// - Complexity: O(1).
  @inlinable
  public func explicitEulerStep(_ state: SpringState, target: Double, step h: Double) -> SpringState
  {
    let a = acceleration(position: state.position, velocity: state.velocity, target: target)
    return SpringState(
      position: state.position + h * state.velocity, velocity: state.velocity + h * a)
  }

  /// Semi-implicit (symplectic) Euler: v ← v + h·a(x, v), then x ← x + h·v with the new v. First
  /// order, but it keeps the energy of an undamped spring bounded. Stable for
  /// h < 2/(α + √(α² + ω₀²)) (2/ω₀ when ζ = 0).
  /// - Complexity: O(1).
  @inlinable
  public func semiImplicitEulerStep(_ state: SpringState, target: Double, step h: Double)
    -> SpringState
  {
    let velocity =
      state.velocity + h
      * acceleration(position: state.position, velocity: state.velocity, target: target)
    return SpringState(position: state.position + h * velocity, velocity: velocity)
  }

  /// Velocity Verlet: x₁ = x + h·v + ½h²·a₀, v₁ = v + ½h·(a₀ + a₁). Because the damping force depends
  /// on v₁, a₁ = −ω₀²u₁ − 2αv₁ is solved for v₁ exactly (the equation is linear):
  /// v₁ = (v + ½h·(a₀ − ω₀²u₁))/(1 + αh). Second order. Stable for h < 2/ω₀ at every ζ.
  /// - Complexity: O(1).
  @inlinable
  public func velocityVerletStep(_ state: SpringState, target: Double, step h: Double)
    -> SpringState
  {
    let u = state.position - target
    let a0 = -naturalFrequencySquared * u - 2 * decayRate * state.velocity
    let u1 = u + h * state.velocity + 0.5 * h * h * a0
    let v1 = (state.velocity + 0.5 * h * (a0 - naturalFrequencySquared * u1)) / (1 + decayRate * h)
    return SpringState(position: target + u1, velocity: v1)
  }

  /// The classical fourth-order Runge–Kutta step. Global error O(h⁴). Stable while every
  /// eigenvalue λ = −α ± iω_d (or −λ_s, −λ_f) keeps hλ inside |1 + z + z²/2 + z³/6 + z⁴/24| ≤ 1
  /// (2√2/ω₀ when ζ = 0, 2.785/λ_f on the real axis).
  /// - Complexity: O(1): four evaluations of the acceleration.
  @inlinable
  public func rungeKutta4Step(_ state: SpringState, target: Double, step h: Double) -> SpringState {
    let u = state.position - target
    let v = state.velocity
    let k1u = v
    let k1v = -naturalFrequencySquared * u - 2 * decayRate * v
    let k2u = v + 0.5 * h * k1v
    let k2v = -naturalFrequencySquared * (u + 0.5 * h * k1u) - 2 * decayRate * k2u
    let k3u = v + 0.5 * h * k2v
    let k3v = -naturalFrequencySquared * (u + 0.5 * h * k2u) - 2 * decayRate * k3u
    let k4u = v + h * k3v
    let k4v = -naturalFrequencySquared * (u + h * k3u) - 2 * decayRate * k4u
    return SpringState(
      position: target + (u + h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)),
      velocity: v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
  }

  /// The exact discrete step: the state-transition matrix Φ(h) of `transition(over:)` applied to
  /// (x − target, v). No truncation error (only rounding, a few ulps per step) and stable for every
  /// h > 0, because Φ(h)'s eigenvalues are e^(λh) with Re λ ≤ 0.
  /// - Complexity: O(1); with a fixed h, compute `transition(over: h)` once and reuse it.
  @inlinable
  public func exactStep(_ state: SpringState, target: Double, step h: Double) -> SpringState {
    let moved = transition(over: h).applied(
      displacement: state.position - target, velocity: state.velocity)
    return SpringState(position: target + moved.displacement, velocity: moved.velocity)
  }
}
