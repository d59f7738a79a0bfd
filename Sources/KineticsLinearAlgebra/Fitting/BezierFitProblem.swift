import Kinetics

/// Control points (x1, y1, x2, y2) as the vector the fit iterates on.
struct BezierParameters {
  var values: [Double]
  var x1: Double { values[0] }
  var y1: Double { values[1] }
  var x2: Double { values[2] }
  var y2: Double { values[3] }

  init(x1: Double, y1: Double, x2: Double, y2: Double) { values = [x1, y1, x2, y2] }

  /// The indices of x1 and x2, the coordinates bounded to [0, 1].
  static let boundedIndices = [0, 2]

  /// Clips x1 and x2 onto [0, 1].
  mutating func project() {
    for index in Self.boundedIndices { values[index] = min(1, max(0, values[index])) }
  }
}

/// A point of the parameter space with its cost ½‖r‖² and the iterations that led to it.
struct BezierFitCandidate {
  var parameters: BezierParameters
  var cost: Double
  var iterations: Int
}

/// The least-squares problem of `fittedCubicBezier`: residuals, the analytic Jacobian, the
/// starting points and the Levenberg–Marquardt iteration.
///
/// Residuals and Jacobian are in units of `outputScale`, a power of two: 1 for outputs up to 2⁶⁴
/// (every fit of ordinary samples keeps its exact bits), else the power of two of the largest
/// |output|. Dividing the objective by a constant does not move its minimum, and the scaling is
/// exact, but the cost ½‖r‖², the column norms of Moré's scaling and JᵀJ overflowed beyond about
/// 1e154 in unscaled units: every cost was +∞ and the iteration stopped where it started
/// (issue 19).
struct BezierFitProblem {
  let inputs: [Double]
  let outputs: [Double]
  let method: LeastSquaresMethod
  /// The unit of residuals and Jacobian entries (a power of two, see above).
  let outputScale: Double
  /// 1 / `outputScale`, exact.
  private let inverseScale: Double

  init(inputs: [Double], outputs: [Double], method: LeastSquaresMethod) {
    self.inputs = inputs
    self.outputs = outputs
    self.method = method
    let largest = outputs.reduce(0) { max($0, $1.magnitude) }
    outputScale = largest <= 0x1p64 ? 1 : Double(sign: .plus, exponent: largest.exponent, significand: 1)
    inverseScale = 1 / outputScale
  }

  /// rᵢ = (y(tᵢ) − yᵢ)/`outputScale` with x(tᵢ) = xᵢ.
  func residuals(_ p: BezierParameters) -> [Double] { evaluate(p).residuals }

  /// The residuals and the parameters tᵢ at `p`; `guesses` (the tᵢ of a nearby iterate) start the
  /// Newton solves closer to their roots.
  func evaluate(_ p: BezierParameters, guesses: [Double]? = nil) -> (
    residuals: [Double], parameters: [Double]
  ) {
    let x = BezierCoordinate(p.x1, p.x2)
    let y = BezierCoordinate(p.y1, p.y2)
    var residuals = [Double](repeating: 0, count: inputs.count)
    var parameters = [Double](repeating: 0, count: inputs.count)
    for index in inputs.indices {
      let t = x.parameter(for: inputs[index], guess: guesses?[index])
      parameters[index] = t
      // Each term scaled before the difference, which overflows for outputs of both signs near the
      // largest value; with `outputScale` 1 the same bits as y(t) − yᵢ.
      residuals[index] = y.value(at: t) * inverseScale - outputs[index] * inverseScale
    }
    return (residuals, parameters)
  }

  /// ½‖r‖².
  func cost(_ residuals: [Double]) -> Double {
    var sum = 0.0
    for value in residuals { sum += value * value }
    return sum / 2
  }

  /// The n × 4 Jacobian ∂rᵢ/∂(x1, y1, x2, y2) in units of `outputScale`, column-major. Rows where x′(t) = 0 (the ends of
  /// the curve, where t is pinned at 0 or 1 whatever x1, x2 are) get ∂/∂x = 0.
  /// `parameters` are the tᵢ at `p`, as `evaluate` returns them.
  func jacobian(_ p: BezierParameters, parameters: [Double]) -> [Double] {
    let n = inputs.count
    let x = BezierCoordinate(p.x1, p.x2)
    let y = BezierCoordinate(p.y1, p.y2)
    var matrix = [Double](repeating: 0, count: 4 * n)
    for row in 0..<n {
      let t = parameters[row]
      let (w1, w2) = BezierCoordinate.weights(at: t)
      let xSlope = x.derivative(at: t)
      let ratio = xSlope > 0 ? -(y.derivative(at: t) * inverseScale) / xSlope : 0
      matrix[row] = ratio.isFinite ? ratio * w1 : 0
      matrix[n + row] = w1 * inverseScale
      matrix[2 * n + row] = ratio.isFinite ? ratio * w2 : 0
      matrix[3 * n + row] = w2 * inverseScale
    }
    return matrix
  }

  /// The named curves, and the linear least-squares y1, y2 for each (x1, x2) on a 5 × 5 grid, each
  /// with its cost.
  func startingPoints() throws(FitError) -> [BezierFitCandidate] {
    let named: [CubicBezierTimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    var starts = named.map { BezierParameters(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2) }
    let grid = [0.1, 0.3, 0.5, 0.7, 0.9]
    for x1 in grid {
      for x2 in grid {
        if let start = try linearGuess(x1: x1, x2: x2) { starts.append(start) }
      }
    }
    return starts.map { BezierFitCandidate(parameters: $0, cost: cost(residuals($0)), iterations: 0) }
  }

  /// With x1, x2 fixed every tᵢ is fixed, and yᵢ − tᵢ³ = 3(1−t)²t·y1 + 3(1−t)t²·y2 is linear in
  /// (y1, y2): one n × 2 `dgels`. nil when fewer than two samples lie strictly inside (0, 1).
  private func linearGuess(x1: Double, x2: Double) throws(FitError) -> BezierParameters? {
    let n = inputs.count
    let x = BezierCoordinate(x1, x2)
    var matrix = [Double](repeating: 0, count: 2 * n)
    var rightHandSide = [Double](repeating: 0, count: n)
    var interior = 0
    for row in 0..<n {
      let t = x.parameter(for: inputs[row])
      let (w1, w2) = BezierCoordinate.weights(at: t)
      matrix[row] = w1
      matrix[n + row] = w2
      rightHandSide[row] = outputs[row] - t * t * t
      if t > 0 && t < 1 { interior += 1 }
    }
    guard interior >= 2 else { return nil }
    do {
      let solution = try LinearLeastSquares.solve(
        matrix: matrix, rows: n, columns: 2, rightHandSide: rightHandSide, method: method)
      return BezierParameters(x1: x1, y1: solution[0], x2: x2, y2: solution[1])
    } catch {
      throw .linearAlgebra(error)
    }
  }
}
