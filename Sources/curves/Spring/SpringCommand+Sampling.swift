import Foundation
import Kinetics

extension SpringCommand {
  /// Checks, before anything is computed, that an integrator can reach the last sample time within
  /// its step budget and that the times go forward.
  func checkSampling(_ spring: Spring, times: SamplePoints, method: SpringIntegrationMethod, step h: Double) throws {
    guard method != .analytic else { return }
    guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), (times.first ?? 0) >= 0 else {
      throw InputError(
        "--method \(method.rawValue) steps forward in time: --at must be ascending and >= 0")
    }
    // 10⁷ steps take well under a second in a release build and a few seconds in a debug one;
    // more is refused before any work starts. rk45 picks its own steps (--step is not used): with
    // tolerance 1e-9 each step has ω₀·h < 1 where the motion oscillates, and stays inside the
    // stability interval (|λ|·h ≲ 3.3, |λ| ≥ ω₀) where it is overdamped, so it needs at least
    // ω₀·T/4 steps; a budget shared by all samples catches whatever this estimate lets through.
    let end = times.last ?? 0
    if method == .dormandPrince45 {
      guard spring.naturalFrequency * end / 4 <= 1e7 else { throw Self.adaptiveStepsExceeded(end) }
    } else {
      guard end / h <= 1e7 else { throw InputError("--step \(h) would take more than 1e7 steps") }
    }
  }

  /// Hands `emit` the state at each time, as it is computed: the exact solution, or an integrator
  /// run forward from t = 0 through the (ascending, see `checkSampling`) sample times, with whole
  /// steps of h and one shorter step onto each sample.
  func sample(
    _ spring: Spring, times: SamplePoints, method: SpringIntegrationMethod, step h: Double,
    initialVelocity v0: Double, emit: (Double, SpringState) throws -> Void
  ) throws {
    if method == .analytic {
      for t in times { try emit(t, spring.state(at: t, from: from, to: to, initialVelocity: v0)) }
      return
    }
    var state = SpringState(position: from, velocity: v0)
    var now = 0.0
    // rk45 chooses its own steps: the same 10⁷ bound, shared by all samples, as its budget.
    var adaptiveBudget = 10_000_000
    for t in times {
      if method == .dormandPrince45 {
        do {
          let advanced = try spring.dormandPrinceAdvance(
            state, target: to, by: t - now, tolerance: 1e-9, maximumSteps: adaptiveBudget)
          adaptiveBudget -= advanced.acceptedSteps + advanced.rejectedSteps
          state = advanced.state
        } catch {
          throw Self.adaptiveStepsExceeded(t)
        }
        now = t
        try emit(t, state)
      } else {
        while now + h <= t {
          state = try spring.advance(state, target: to, by: h, using: method)
          now += h
        }
        try emit(t, t > now ? try spring.advance(state, target: to, by: t - now, using: method) : state)
      }
    }
  }

  /// The most integration steps one `--error-sweep` may take over all its step sizes and methods,
  /// the same bound as one `--step` integration (about a second in a release build).
  static let maximumErrorSweepSteps = 1e7

  /// The steps periods 2^−k, k = 1…14, of the error sweep.
  static let errorSweepRefinements = 1...14

  /// The refusal of an rk45 integration that needs more than 10⁷ adaptive steps to reach `time`.
  static func adaptiveStepsExceeded(_ time: Double) -> InputError {
    InputError(
      "--method rk45 would take more than 1e7 adaptive steps to reach \(time) s: give a shorter --duration")
  }

  /// log10 of each fixed-step integrator's largest position error over [0, duration], relative to
  /// max(|to − from|, |v0|·1 s), for steps period·2^−k, k = 1…14 (period = 2π/ω₀).
  ///
  /// - Throws: `InputError` when the sweep would take more than `maximumErrorSweepSteps` steps
  ///   (5 methods × Σₖ ⌈duration / hₖ⌉), before any is taken: every row covers the whole duration.
  func errorSweepOutput(_ spring: Spring, initialVelocity v0: Double, duration: Double) throws
    -> CurveOutput
  {
    let methods: [SpringIntegrationMethod] = [
      .explicitEuler, .semiImplicitEuler, .velocityVerlet, .rungeKutta4, .exactStep,
    ]
    let scale = max(abs(to - from), abs(v0), .leastNormalMagnitude)
    let period = 2 * Double.pi / spring.naturalFrequency
    let totalSteps = Self.errorSweepRefinements.reduce(0.0) { sum, k in
      sum + (duration / (period / Double(1 << k))).rounded(.up)
    } * Double(methods.count)
    guard totalSteps <= Self.maximumErrorSweepSteps else {
      throw InputError(
        "--error-sweep over \(duration) s would take \(totalSteps) integration steps (at most 1e7; give a shorter --duration)"
      )
    }
    let columns =
      ["log10_step"]
      + methods.map {
        $0 == .semiImplicitEuler
          ? "semi_implicit" : $0.rawValue.replacingOccurrences(of: "-", with: "_")
      }
    let (from, to) = (self.from, self.to)
    let table = try Table(columns: columns, rowCount: Self.errorSweepRefinements.count) { emit in
      for k in Self.errorSweepRefinements {
        let h = period / Double(1 << k)
        var row = [log10(h)]
        for method in methods {
          var state = SpringState(position: from, velocity: v0)
          var worst = 0.0
          var index = 0
          while Double(index) * h < duration {
            state = try spring.advance(state, target: to, by: h, using: method)
            index += 1
            let exact = spring.position(
              at: Double(index) * h, from: from, to: to, initialVelocity: v0)
            let error = abs(state.position - exact)
            worst = error.isFinite ? max(worst, error) : .infinity
          }
          // An unstable run grows past any scale; clip at 1e3 so the plot stays readable.
          row.append(log10(max(min(worst / scale, 1e3), 1e-17)))
        }
        try emit(row)
      }
    }
    return .table(table) {
      .columns(
        of: table, x: 0, y: Array(1...methods.count),
        title: "integrator error vs step (log10, relative)",
        yLabel: "log10 max error", style: .lineAndMarkers)
    }
  }
}
