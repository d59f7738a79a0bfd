import Foundation
import Kinetics

extension SpringCommand {
  /// The state at each time: the exact solution, or an integrator run forward from t = 0 through
  /// the (ascending) sample times, with whole steps of h and one shorter step onto each sample.
  func sample(
    _ spring: Spring, times: [Double], method: SpringIntegrationMethod, step h: Double,
    initialVelocity v0: Double
  ) throws -> [SpringState] {
    if method == .analytic {
      return times.map { spring.state(at: $0, from: from, to: to, initialVelocity: v0) }
    }
    guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), (times.first ?? 0) >= 0 else {
      throw InputError(
        "--method \(method.rawValue) steps forward in time: --at must be ascending and >= 0")
    }
    // 10⁷ steps take well under a second in a release build and a few seconds in a debug one;
    // more is refused before any work starts.
    guard (times.last ?? 0) / h <= 1e7 else {
      throw InputError("--step \(h) would take more than 1e7 steps")
    }
    var state = SpringState(position: from, velocity: v0)
    var now = 0.0
    var result: [SpringState] = []
    result.reserveCapacity(times.count)
    for t in times {
      if method == .dormandPrince45 {
        state = spring.dormandPrinceAdvance(state, target: to, by: t - now, tolerance: 1e-9).state
        now = t
      } else {
        while now + h <= t {
          state = spring.advance(state, target: to, by: h, using: method)
          now += h
        }
        if t > now {
          result.append(spring.advance(state, target: to, by: t - now, using: method))
        } else {
          result.append(state)
        }
        continue
      }
      result.append(state)
    }
    return result
  }

  /// log10 of each fixed-step integrator's largest position error over [0, duration], relative to
  /// max(|to − from|, |v0|·1 s), for steps period·2^−k, k = 1…14 (period = 2π/ω₀).
  /// Sweeps of more than 1e7 steps in all (the budget of `sample`) are refused before any work.
  func errorSweepOutput(_ spring: Spring, initialVelocity v0: Double, duration: Double) throws
    -> CurveOutput
  {
    let methods: [SpringIntegrationMethod] = [
      .explicitEuler, .semiImplicitEuler, .velocityVerlet, .rungeKutta4, .exactStep,
    ]
    let scale = max(abs(to - from), abs(v0), .leastNormalMagnitude)
    let period = 2 * Double.pi / spring.naturalFrequency
    // Each integrator takes ⌈duration/h⌉ steps at each h: a lightly damped spring's settling time
    // or a long --duration asked for 1.4e8 steps (minutes) before this check.
    let steps = (1...14).map { (duration / (period / Double(1 << $0))).rounded(.up) }
    guard Double(methods.count) * steps.reduce(0, +) <= 1e7 else {
      throw InputError(
        "--error-sweep over \(duration) s would take more than 1e7 steps: give a shorter --duration")
    }
    var table = Table(
      columns: ["log10_step"]
        + methods.map {
          $0 == .semiImplicitEuler
            ? "semi_implicit" : $0.rawValue.replacingOccurrences(of: "-", with: "_")
        })
    for k in 1...14 {
      let h = period / Double(1 << k)
      var row = [log10(h)]
      for method in methods {
        var state = SpringState(position: from, velocity: v0)
        var worst = 0.0
        var index = 0
        while Double(index) * h < duration {
          state = spring.advance(state, target: to, by: h, using: method)
          index += 1
          let exact = spring.position(
            at: Double(index) * h, from: from, to: to, initialVelocity: v0)
          let error = abs(state.position - exact)
          worst = error.isFinite ? max(worst, error) : .infinity
        }
        // An unstable run grows past any scale; clip at 1e3 so the plot stays readable.
        row.append(log10(max(min(worst / scale, 1e3), 1e-17)))
      }
      table.append(numbers: row)
    }
    return .table(
      table,
      plot: .columns(
        of: table, x: 0, y: Array(1...methods.count),
        title: "integrator error vs step (log10, relative)",
        yLabel: "log10 max error", style: .lineAndMarkers))
  }
}
