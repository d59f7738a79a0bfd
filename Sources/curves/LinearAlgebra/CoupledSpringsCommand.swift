import ArgumentParser
import KineticsLinearAlgebra

/// `curves coupled-springs`: the exact motion of a chain of masses and springs (KineticsLinearAlgebra).
struct CoupledSpringsCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "coupled-springs",
    abstract: "Sample the exact motion of a chain of masses joined by springs and dampers.",
    discussion: """
      Chain: wall – m0 – m1 – … – wall. --stiffnesses and --dampings have one entry more than \
      --masses (the first and last join the walls; 0 means no element). Positions are \
      displacements from rest. Columns: t, position0, …, velocity0, … over [0, --duration].
      """)

  @Option(parsing: .unconditional, help: ArgumentHelp("The masses, each > 0.", valueName: "list"))
  var masses: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("n + 1 spring stiffnesses (≥ 0), walls included.", valueName: "list"))
  var stiffnesses: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("n + 1 damping coefficients (≥ 0); default all 0.", valueName: "list"))
  var dampings: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Initial displacement of each mass.", valueName: "list"))
  var position: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Initial velocity of each mass; default all 0.", valueName: "list"))
  var velocity: String?

  @Option(help: "The sampled time span [0, duration] in seconds (> 0).")
  var duration: Double = 5

  @Option(help: "automatic (default), eigen (dgeev) or expm (matrix exponential).")
  var method: MethodName = .automatic

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  enum MethodName: String, ExpressibleByArgument, CaseIterable {
    case automatic, eigen, expm
  }

  func validate() throws {
    guard duration.isFinite, duration > 0 else {
      throw ValidationError("--duration must be a finite number > 0")
    }
  }

  func makeOutput() throws -> CurveOutput {
    let massList = try parseNumberList(masses, what: "--masses")
    let n = massList.count
    let springList = try parseNumberList(stiffnesses, what: "--stiffnesses")
    let damperList =
      try dampings.map { try parseNumberList($0, what: "--dampings") }
      ?? Array(repeating: 0, count: n + 1)
    let x0 = try parseNumberList(position, what: "--position")
    let v0 = try velocity.map { try parseNumberList($0, what: "--velocity") } ?? Array(repeating: 0, count: n)
    let times = try sampling.points(over: 0...duration)
    // The output's size is masses × samples: refused before the system is solved.
    try Table.checkSize(rowCount: times.count, columnCount: 1 + 2 * n)
    let system = try CoupledSpringSystem.chain(
      masses: massList, stiffnesses: springList, dampings: damperList)
    let chosen: CoupledSpringMethod =
      switch method {
      case .automatic: .automatic
      case .eigen: .eigenDecomposition
      case .expm: .matrixExponential
      }
    let motion = try system.motion(position: x0, velocity: v0, method: chosen)
    let table = try Table(
      columns: ["t"] + (0..<n).map { "position\($0)" } + (0..<n).map { "velocity\($0)" },
      rowCount: times.count
    ) { emit in
      for t in times {
        let state = try motion.state(at: t)
        try emit([t] + state.position + state.velocity)
      }
    }
    return .table(table) {
      Plot.columns(of: table, x: 0, y: Array(1...n), title: "coupled springs (\(n) masses)", yLabel: "position")
    }
  }
}
