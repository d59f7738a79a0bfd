import ArgumentParser
import Kinetics

/// The five ways `curves spring` accepts a spring (docs/curves.md). Exactly one set must be given.
struct SpringParameterOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Mass (with --stiffness and --damping; default 1).")
  var mass: Double?
  @Option(parsing: .unconditional, help: "Stiffness k > 0.")
  var stiffness: Double?
  @Option(parsing: .unconditional, help: "Damping coefficient c >= 0.")
  var damping: Double?

  @Option(
    name: .customLong("damping-ratio"), parsing: .unconditional,
    help: "Damping ratio ζ (with --response, or with --uikit-duration).")
  var dampingRatio: Double?
  @Option(parsing: .unconditional, help: "SwiftUI response in seconds (with --damping-ratio).")
  var response: Double?

  @Option(
    name: .customLong("duration-bounce"), parsing: .unconditional,
    help: ArgumentHelp(
      "SwiftUI duration and bounce, e.g. 0.5,0.3 or 0.5,-0.2 (bounce < 0: overdamped).",
      valueName: "D,B"))
  var durationBounce: String?

  @Option(
    name: .customLong("perceptual-duration"), parsing: .unconditional,
    help: "CASpringAnimation perceptualDuration (with --bounce).")
  var perceptualDuration: Double?
  @Option(
    parsing: .unconditional,
    help: "CASpringAnimation bounce in (-1, 1] (with --perceptual-duration).")
  var bounce: Double?

  @Option(
    name: .customLong("uikit-duration"), parsing: .unconditional,
    help: "UIView spring duration (with --damping-ratio).")
  var uikitDuration: Double?
  @Option(
    name: .customLong("uikit-velocity"), parsing: .unconditional,
    help:
      "UIView initialSpringVelocity, in distances per second toward the target (default 0). Also the motion's initial velocity unless --initial-velocity is given."
  )
  var uikitVelocity: Double?

  /// The spring the options describe; throws for a missing, mixed or invalid set.
  func spring() throws -> Spring {
    let physical = stiffness != nil || damping != nil || mass != nil
    let swiftUI = response != nil
    let durationAndBounce = durationBounce != nil
    let coreAnimation = perceptualDuration != nil || bounce != nil
    let uikit = uikitDuration != nil || uikitVelocity != nil
    let chosen = [physical, swiftUI, durationAndBounce, coreAnimation, uikit].filter { $0 }.count
    guard chosen == 1 else {
      throw InputError(
        chosen == 0
          ? "give one parameter set: --mass/--stiffness/--damping, --damping-ratio/--response, --duration-bounce D,B, --perceptual-duration/--bounce or --uikit-duration/--damping-ratio"
          : "give only one parameter set (found \(chosen))")
    }
    if physical {
      guard let stiffness, let damping else {
        throw InputError("--stiffness and --damping are both required")
      }
      guard dampingRatio == nil else {
        throw InputError("--damping-ratio cannot be combined with --damping")
      }
      return try Spring(mass: mass ?? 1, stiffness: stiffness, damping: damping)
    }
    if swiftUI {
      guard let response, let dampingRatio else {
        throw InputError("--response needs --damping-ratio")
      }
      return try Spring(response: response, dampingRatio: dampingRatio)
    }
    if let durationBounce {
      let values = try parseNumberList(durationBounce, what: "--duration-bounce")
      guard values.count == 2 else {
        throw InputError("--duration-bounce: expected two numbers D,B, got \(values.count)")
      }
      guard dampingRatio == nil else {
        throw InputError("--damping-ratio cannot be combined with --duration-bounce")
      }
      return try Spring(duration: values[0], bounce: values[1])
    }
    if coreAnimation {
      guard let perceptualDuration, let bounce else {
        throw InputError("--perceptual-duration and --bounce are both required")
      }
      return try Spring(perceptualDuration: perceptualDuration, bounce: bounce)
    }
    guard let uikitDuration, let dampingRatio else {
      throw InputError("--uikit-duration needs --damping-ratio")
    }
    return try Spring(
      uikitDuration: uikitDuration, dampingRatio: dampingRatio,
      initialSpringVelocity: uikitVelocity ?? 0)
  }
}
