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
