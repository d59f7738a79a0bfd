import RealModule

/// The result of one embedded Dormand–Prince step.
public struct DormandPrinceStep: Sendable, Hashable {
  /// The fifth-order solution after the step (the one propagated: local extrapolation).
  public let state: SpringState
  /// The difference between the fifth- and fourth-order solutions, (position, velocity): an
  /// estimate of the fourth-order local error, used to choose the next step.
  public let positionError: Double
  /// The velocity component of the error estimate.
  public let velocityError: Double
}

extension Spring {
  /// One step of the Dormand–Prince 5(4) pair (Dormand & Prince, J. Comput. Appl. Math. 6 (1980),
  /// coefficients from Table 2 of that paper / Hairer, Nørsett & Wanner, Solving ODEs I, §II.5).
  /// - Complexity: O(1): six evaluations of the acceleration (the seventh stage is only needed for
  ///   the error estimate and is computed from the new state).
  public func dormandPrinceStep(_ state: SpringState, target: Double, step h: Double)
    -> DormandPrinceStep
  {
    let u = state.position - target
    let v = state.velocity
    func derivative(_ u: Double, _ v: Double) -> (Double, Double) {
      (v, -naturalFrequencySquared * u - 2 * decayRate * v)
    }
    let k1 = derivative(u, v)
    let k2 = derivative(u + h * (k1.0 / 5), v + h * (k1.1 / 5))
    let k3 = derivative(
      u + h * (3.0 / 40 * k1.0 + 9.0 / 40 * k2.0), v + h * (3.0 / 40 * k1.1 + 9.0 / 40 * k2.1))
    let k4 = derivative(
      u + h * (44.0 / 45 * k1.0 - 56.0 / 15 * k2.0 + 32.0 / 9 * k3.0),
      v + h * (44.0 / 45 * k1.1 - 56.0 / 15 * k2.1 + 32.0 / 9 * k3.1))
    let k5 = derivative(
      u + h
        * (19372.0 / 6561 * k1.0 - 25360.0 / 2187 * k2.0 + 64448.0 / 6561 * k3.0 - 212.0 / 729
          * k4.0),
      v + h
        * (19372.0 / 6561 * k1.1 - 25360.0 / 2187 * k2.1 + 64448.0 / 6561 * k3.1 - 212.0 / 729
          * k4.1))
    let k6 = derivative(
      u + h
        * (9017.0 / 3168 * k1.0 - 355.0 / 33 * k2.0 + 46732.0 / 5247 * k3.0 + 49.0 / 176 * k4.0
          - 5103.0 / 18656 * k5.0),
      v + h
        * (9017.0 / 3168 * k1.1 - 355.0 / 33 * k2.1 + 46732.0 / 5247 * k3.1 + 49.0 / 176 * k4.1
          - 5103.0 / 18656 * k5.1))
    let newU =
      u + h
      * (35.0 / 384 * k1.0 + 500.0 / 1113 * k3.0 + 125.0 / 192 * k4.0
        - 2187.0 / 6784 * k5.0 + 11.0 / 84 * k6.0)
    let newV =
      v + h
      * (35.0 / 384 * k1.1 + 500.0 / 1113 * k3.1 + 125.0 / 192 * k4.1
        - 2187.0 / 6784 * k5.1 + 11.0 / 84 * k6.1)
    let k7 = derivative(newU, newV)
    // e = b − b̂ (fifth minus fourth-order weights).
    let e1 = 71.0 / 57600
    let e3 = -71.0 / 16695
    let e4 = 71.0 / 1920
    let e5 = -17253.0 / 339200
    let e6 = 22.0 / 525
    let e7 = -1.0 / 40
    let errorU = h * (e1 * k1.0 + e3 * k3.0 + e4 * k4.0 + e5 * k5.0 + e6 * k6.0 + e7 * k7.0)
    let errorV = h * (e1 * k1.1 + e3 * k3.1 + e4 * k4.1 + e5 * k5.1 + e6 * k6.1 + e7 * k7.1)
    return DormandPrinceStep(
      state: SpringState(position: target + newU, velocity: newV), positionError: errorU,
      velocityError: errorV)
  }

  /// Advances `state` by `duration` seconds with adaptive Dormand–Prince 5(4) steps.
  ///
  /// Error control: a step is accepted when max(|e_x|/(τ·S), |e_v|/(τ·S·ω₀)) ≤ 1, where τ is
  /// `tolerance` and S = max(|x − target|, |v|/ω₀) at the start (so τ is relative to the motion's
  /// scale); the next step is h·min(5, max(0.2, 0.9·err^(−1/5))) (Hairer–Nørsett–Wanner II.4). The
  /// first step is 0.1/(ω₀ + α); the last one is cut to land exactly on `duration`.
  /// - Parameter maximumSteps: the budget of accepted plus rejected steps (default 10⁷, about a
  ///   second of CPU time), so that a long `duration` on a stiff spring cannot run for hours.
  /// - Returns: the state at `duration` and the number of accepted and rejected steps.
  /// - Throws: `SpringIntegrationError.stepLimitReached` when the budget runs out before
  ///   `duration`: the integration never returns a state short of the time asked for.
  /// - Complexity: O(steps); about ω₀·duration·τ^(−1/5) steps, at most `maximumSteps`.
  public func dormandPrinceAdvance(
    _ state: SpringState, target: Double, by duration: Double, tolerance: Double = 1e-9,
    maximumSteps: Int = 10_000_000
  ) throws(SpringIntegrationError) -> (state: SpringState, acceptedSteps: Int, rejectedSteps: Int) {
    let omega = naturalFrequency
    let scale = max(abs(state.position - target), abs(state.velocity) / omega)
    guard duration > 0, scale > 0, tolerance > 0, tolerance.isFinite else { return (state, 0, 0) }
    var current = state
    var elapsed = 0.0
    var h = min(duration, 0.1 / (omega + decayRate))
    var accepted = 0
    var rejected = 0
    while elapsed < duration {
      guard accepted + rejected < maximumSteps else {
        throw .stepLimitReached(maximumSteps: maximumSteps, reached: elapsed, duration: duration)
      }
      let last = elapsed + h >= duration
      let stepLength = last ? duration - elapsed : h
      let trial = dormandPrinceStep(current, target: target, step: stepLength)
      let allowed = tolerance * scale
      let error = max(
        abs(trial.positionError) / allowed, abs(trial.velocityError) / (allowed * omega))
      if error <= 1 {
        current = trial.state
        elapsed = last ? duration : elapsed + stepLength
        accepted += 1
      } else {
        rejected += 1
      }
      let factor = error == 0 ? 5 : min(5, max(0.2, 0.9 * Double.pow(error, -0.2)))
      h = stepLength * factor
    }
    return (current, accepted, rejected)
  }
}
