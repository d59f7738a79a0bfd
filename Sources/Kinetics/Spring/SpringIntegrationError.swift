/// Why an adaptive integration of a spring stopped before the time it was asked to reach.
public enum SpringIntegrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The adaptive Dormand–Prince advance spent its whole step budget, `maximumSteps` accepted and
  /// rejected steps, and had reached only `reached` seconds of the `duration` asked for. No state
  /// short of the requested time is returned.
  case stepLimitReached(maximumSteps: Int, reached: Double, duration: Double)

  /// A one-line message with the budget and how far the integration got.
  public var description: String {
    switch self {
    case .stepLimitReached(let maximumSteps, let reached, let duration):
      return
        "spring: the adaptive integration used its \(maximumSteps) steps and reached \(reached) s of \(duration) s"
    }
  }
}
