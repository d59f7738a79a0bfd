import ArgumentParser

/// The subcommands of `curves`, one per curve family (docs/curves.md). Each part of Kinetics adds its own.
enum CurvesSubcommands {
  static let all: [any ParsableCommand.Type] = [
    BezierCommand.self,
    EasingCommand.self,
    SpringCommand.self,
    PathCommand.self,
    KeyframesCommand.self,
    TimingCommand.self,
    AnimatorCommand.self,
    InterpolateCommand.self,
    SplineCommand.self,
    CoupledSpringsCommand.self,
    FitCommand.self,
    TransitionCommand.self,
    ReplicatorCommand.self,
    GradientCommand.self,
    TransactionCommand.self,
    InteractiveTransitionCommand.self,
    ParticlesCommand.self,
    ViewTransitionCommand.self,
  ]
}
