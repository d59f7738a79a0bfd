/// The ways Kinetics can advance a spring in time: the exact solution and the integrators of
/// `Spring+Integrators.swift` / `Spring+DormandPrince.swift`.
public enum SpringIntegrationMethod: String, Sendable, Hashable, CaseIterable {
  /// The closed-form solution, `position(at:from:to:initialVelocity:)`.
  case analytic
  /// `explicitEulerStep`.
  case explicitEuler = "euler"
  /// `semiImplicitEulerStep`.
  case semiImplicitEuler = "semi-implicit-euler"
  /// `velocityVerletStep`.
  case velocityVerlet = "verlet"
  /// `rungeKutta4Step`.
  case rungeKutta4 = "rk4"
  /// `dormandPrinceAdvance` (adaptive Dormand–Prince 5(4)).
  case dormandPrince45 = "rk45"
  /// `exactStep` (the state-transition matrix).
  case exactStep = "exact-step"
}

extension Spring {
  /// Advances `state` by one step of `h` seconds with `method`: the matching step function, the
  /// exact step for `.analytic` and `.exactStep`, and an adaptive Dormand–Prince advance over h
  /// (tolerance 1e-9 of the motion's scale) for `.dormandPrince45`.
  /// - Throws: only for `.dormandPrince45`, `SpringIntegrationError.stepLimitReached` when its
  ///   adaptive steps inside h exceed the default budget of `dormandPrinceAdvance` (10⁷).
  /// - Complexity: O(1), except `.dormandPrince45`: O(adaptive steps inside h).
  @inlinable
  public func advance(
    _ state: SpringState, target: Double, by h: Double, using method: SpringIntegrationMethod
  ) throws(SpringIntegrationError) -> SpringState {
    switch method {
    case .analytic, .exactStep: return exactStep(state, target: target, step: h)
    case .explicitEuler: return explicitEulerStep(state, target: target, step: h)
    case .semiImplicitEuler: return semiImplicitEulerStep(state, target: target, step: h)
    case .velocityVerlet: return velocityVerletStep(state, target: target, step: h)
    case .rungeKutta4: return rungeKutta4Step(state, target: target, step: h)
    case .dormandPrince45: return try dormandPrinceAdvance(state, target: target, by: h).state
    }
  }
}
