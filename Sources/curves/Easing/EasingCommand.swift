import ArgumentParser
import Kinetics

/// `curves easing`: samples any CSS `<easing-function>` (docs/curves.md), columns x,progress.
struct EasingCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "easing",
    abstract: "Sample a CSS <easing-function>: columns x,progress over [0, 1].",
    discussion: """
      The argument is one CSS easing function, quoted for the shell: a keyword (linear, ease, \
      ease-in, ease-out, ease-in-out, step-start, step-end), cubic-bezier(X1, Y1, X2, Y2), \
      steps(N[, jump-start|jump-end|jump-none|jump-both|start|end]) or linear(...) with optional \
      percentages, e.g. `curves easing 'steps(4, jump-end)'` or `curves easing 'linear(0, 0.8 \
      40%, 1)'`. Read by the grammar of CSS Easing Functions Level 1 and 2 (keywords are \
      case-insensitive); an invalid string is reported with the character position and what was \
      expected there. steps() are sampled outside CSS's before phase.
      """)

  @Argument(help: ArgumentHelp("The CSS easing function.", valueName: "easing-function"))
  var css: String

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeOutput() throws -> CurveOutput {
    let function = try EasingFunction(css: css)
    let xs = try sampling.points(over: 0...1)
    return try .timingFunctions(["progress"], at: xs, title: css, yLabel: "progress") { [$0, function.progress(at: $0)] }
  }
}
