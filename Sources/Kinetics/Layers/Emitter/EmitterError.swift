/// Why an emitter layer or cell was rejected, or its particles could not be given.
public enum EmitterError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A number broke its rule: NaN or infinite, a negative rate, lifetime, range, size or duration
  /// (the name says which cell: "cell 0.2 lifetimeRange" is the third child of the first cell).
  case parameter(ParameterViolation)
  /// Cells were nested more than ``EmitterLayer/maximumNestingDepth`` levels deep (`path` names
  /// the first cell too deep).
  case nestingTooDeep(path: String, limit: Int)
  /// The layer holds more than ``EmitterLayer/maximumCellCount`` cells, nested ones included.
  case tooManyCells(count: Int, limit: Int)
  /// The time asked for was NaN or infinite.
  case nonFiniteTime(Double)
  /// At the time asked for, more than ``EmitterLayer/maximumCandidates`` particles (or a birth
  /// index beyond 2⁵², where k/r stops being exact) would have to be visited: a rate and a
  /// lifetime, or a time, too large to list.
  case tooManyParticles(time: Double)
  /// A batch buffer held fewer elements than the live particles need.
  case bufferTooShort(required: Int, actual: Int)
  /// At the time asked for, a live particle's value in `column` is beyond the range of the output
  /// type (`Double`, or `Float` for a `Float` batch) although every parameter is finite: a speed,
  /// acceleration, scale speed or spin too large for the time, or a drawn value (base ± range)
  /// beyond the range. `cell` is the particle's cell path ("0.1"); the particle named is the first
  /// in the output's order, its first such column, so every thread count names the same one.
  case outputOverflow(column: EmitterParticleColumn, cell: String, time: Double)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .parameter(let violation): return "emitter: \(violation)"
    case .nestingTooDeep(let path, let limit):
      return "emitter: cell \(path) is nested deeper than \(limit) levels"
    case .tooManyCells(let count, let limit): return "emitter: \(count) cells, at most \(limit) are allowed"
    case .nonFiniteTime(let time): return "emitter: time must be finite, got \(time)"
    case .tooManyParticles(let time):
      return "emitter: at time \(time) the rates and lifetimes give too many particles to list"
    case .bufferTooShort(let required, let actual):
      return "emitter: the buffers hold \(actual) particles, \(required) are live"
    case .outputOverflow(let column, let cell, let time):
      return "emitter: at time \(time) a particle of cell \(cell) has a \(column.name) beyond the range of the output type"
    }
  }
}

extension EmitterError {
  /// Checks a layer's or a cell's numbers in order: each of `finite` finite, each of `nonNegative`
  /// finite and ≥ 0; throws the first rule broken (``parameter(_:)``, named by its pair).
  static func require(finite: [(String, Double)], nonNegative: [(String, Double)]) throws(EmitterError) {
    for (name, value) in finite { try require(value, .finite, name: name) }
    for (name, value) in nonNegative {
      try require(value, .finite, name: name)
      try require(value, .nonNegative, name: name)
    }
  }
}
