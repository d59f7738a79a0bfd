import ArgumentParser
import Foundation
import Kinetics

/// `curves spring`: samples a damped spring, prints its settling time, or describes it (docs/curves.md).
struct SpringCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Sample a damped spring (t,position,velocity), its settling time, or its parameters.",
    discussion: """
      Without --duration the samples cover [0, exact settling time for --epsilon]. --method picks \
      the exact solution or an integrator stepping with --step (rk45 adapts its own steps between \
      samples, tolerance 1e-9 of the motion's scale). --error-sweep prints, for steps 2^-1 … 2^-14 \
      of the natural period, log10 of each integrator's largest position error over the domain \
      relative to max(|to − from|, |v0|·1 s), in columns       log10_step,euler,semi_implicit,verlet,rk4,exact_step.
      """)

  @OptionGroup var parameters: SpringParameterOptions

  @Option(
    name: .customLong("initial-velocity"), parsing: .unconditional,
    help: "Initial velocity in value units per second (default 0).")
  var initialVelocity: Double?
  @Option(parsing: .unconditional, help: "Start value (default 0).")
  var from: Double = 0
  @Option(parsing: .unconditional, help: "Target value (default 1).")
  var to: Double = 1
  @Option(
    parsing: .unconditional,
    help: "Sampled duration T in seconds (default: the exact settling time).")
  var duration: Double?
  @Option(help: "analytic | euler | semi-implicit-euler | verlet | rk4 | rk45 | exact-step")
  var method: String = "analytic"
  @Option(parsing: .unconditional, help: "Integrator step in seconds (default 1/60).")
  var step: Double?

  @Flag(help: "Print the settling time in seconds instead of samples.")
  var settling = false
  @Option(
    parsing: .unconditional,
    help: "Settling tolerance ε, a fraction of |to − from| (default 0.001).")
  var epsilon: Double = 0.001
  @Option(help: "Settling model: exact | envelope | core-animation.")
  var model: String = "exact"
  @Flag(help: "Print mass,stiffness,damping,damping_ratio,response,bounce.")
  var describe = false
  @Flag(
    name: .customLong("error-sweep"), help: "Print each integrator's error against the step size.")
  var errorSweep = false

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeOutput() throws -> CurveOutput {
    let spring = try parameters.spring()
    for (name, value) in [("--from", from), ("--to", to), ("--epsilon", epsilon)]
    where !value.isFinite {
      throw InputError("\(name) must be finite")
    }
    // UIKit's velocity is in distances per second: scaled by to − from, formed on halves so that
    // the distance itself may exceed the Double range.
    let v0 = try initialVelocity ?? parameters.uikitVelocity.map { velocity in
      let scaled = 2 * (velocity * (to / 2 - from / 2))
      guard scaled.isFinite else {
        throw InputError("--uikit-velocity \(velocity) × (--to − --from) overflows the Double range")
      }
      return scaled
    } ?? 0
    if [settling, describe, errorSweep].filter({ $0 }).count > 1 {
      throw InputError("--settling, --describe and --error-sweep are exclusive")
    }
    if settling {
      return .number(
        name: "settling_time", value: try settlingTime(of: spring, initialVelocity: v0))
    }
    if describe { return try describeOutput(spring) }
    let domainEnd = try sampledDuration(of: spring, initialVelocity: v0)
    if errorSweep { return try errorSweepOutput(spring, initialVelocity: v0, duration: domainEnd) }
    guard let chosen = SpringIntegrationMethod(rawValue: method) else {
      throw InputError(
        "--method must be one of \(SpringIntegrationMethod.allCases.map(\.rawValue).joined(separator: ", ")), got '\(method)'"
      )
    }
    let h = step ?? 1.0 / 60
    guard h > 0, h.isFinite else { throw InputError("--step must be a positive number, got \(h)") }
    let times = try sampling.points(over: 0...domainEnd)
    try checkSampling(spring, times: times, method: chosen, step: h)
    let table = try Table(columns: ["t", "position", "velocity"], rowCount: times.count) { emit in
      try sample(spring, times: times, method: chosen, step: h, initialVelocity: v0) { t, state in
        try emit([t, state.position, state.velocity])
      }
    }
    let title = String(
      format: "spring k=%.4g c=%.4g m=%.4g (ζ=%.4g), %@", spring.stiffness, spring.damping,
      spring.mass,
      spring.dampingRatio, chosen.rawValue)
    return .table(table) { .columns(of: table, x: 0, y: [1], title: title) }
  }

  /// The settling time under the chosen model; never-settling springs are an error.
  func settlingTime(of spring: Spring, initialVelocity v0: Double) throws -> Double {
    guard epsilon > 0 else { throw InputError("--epsilon must be > 0, got \(epsilon)") }
    let result: Double?
    switch model {
    case "exact":
      result = spring.settlingTime(tolerance: epsilon, from: from, to: to, initialVelocity: v0)
    case "envelope":
      result = spring.envelopeSettlingTime(
        tolerance: epsilon, from: from, to: to, initialVelocity: v0)
    case "core-animation":
      guard epsilon == 0.001 else {
        throw InputError("--model core-animation uses ε = 0.001; drop --epsilon")
      }
      let distance = to - from
      result = spring.coreAnimationSettlingDuration(
        relativeInitialVelocity: distance == 0 ? 0 : v0 / distance)
    default: throw InputError("--model must be exact, envelope or core-animation, got '\(model)'")
    }
    guard let result, result.isFinite else {
      throw InputError("this spring has no settling time for ε = \(epsilon) (damping 0, or later than the largest Double)")
    }
    return result
  }

  /// The end of the sampled domain: --duration, else the exact settling time (1 s if that is 0).
  func sampledDuration(of spring: Spring, initialVelocity v0: Double) throws -> Double {
    if let duration {
      guard duration > 0, duration.isFinite else {
        throw InputError("--duration must be a positive number, got \(duration)")
      }
      return duration
    }
    guard
      let time = spring.settlingTime(tolerance: epsilon, from: from, to: to, initialVelocity: v0)
    else {
      throw InputError("this spring never settles (damping 0): give --duration")
    }
    return time > 0 ? time : 1
  }

  func describeOutput(_ spring: Spring) throws -> CurveOutput {
    let table = try Table(
      columns: ["mass", "stiffness", "damping", "damping_ratio", "response", "bounce"], rowCount: 1
    ) { emit in
      try emit([
        spring.mass, spring.stiffness, spring.damping, spring.dampingRatio, spring.response,
        spring.bounce,
      ])
    }
    return .table(table) {
      .columns(of: table, x: 0, y: [1], title: "spring parameters", style: .markers)
    }
  }
}
