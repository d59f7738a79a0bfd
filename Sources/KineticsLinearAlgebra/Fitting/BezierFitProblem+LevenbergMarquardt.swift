extension BezierFitProblem {
  /// The iteration limit: far beyond the 5–50 iterations that converged fits take.
  static let maximumIterations = 200

  /// Levenberg–Marquardt from `start`, projected onto x1, x2 ∈ [0, 1] (see `fittedCubicBezier`).
  ///
  /// λ starts at 1e-3 and is divided by 3 after an accepted step and multiplied by 4 after a
  /// rejected one (a fixed Marquardt-style schedule); D² is the running maximum of diag(JᵀJ), floored at
  /// 1e-12 so that the damped problem always has full rank. Stops when an accepted step changes no
  /// coordinate by more than 1e-13 or lowers the cost by less than 1e-15 of itself, when the cost
  /// is zero, or when λ exceeds 1e16 (no direction reduces the cost at this precision).
  func levenbergMarquardt(from start: BezierParameters) throws(FitError) -> BezierFitCandidate {
    let n = inputs.count
    var parameters = start
    parameters.project()
    var (residual, curveParameters) = evaluate(parameters)
    var currentCost = cost(residual)
    var damping = 1e-3
    var scale = [Double](repeating: 1e-12, count: 4)
    var iterations = 0
    iterate: while iterations < Self.maximumIterations && currentCost > 0 {
      iterations += 1
      let jacobian = jacobian(parameters, parameters: curveParameters)
      var gradient = [Double](repeating: 0, count: 4)
      for column in 0..<4 {
        var squares = 0.0
        for row in 0..<n {
          let entry = jacobian[column * n + row]
          squares += entry * entry
          gradient[column] += entry * residual[row]
        }
        scale[column] = max(scale[column], squares)
      }
      // Hold a bounded coordinate on its bound when the descent direction −g points out of the box.
      let free = (0..<4).filter { column in
        guard BezierParameters.boundedIndices.contains(column) else { return true }
        let value = parameters.values[column]
        return !((value <= 0 && gradient[column] > 0) || (value >= 1 && gradient[column] < 0))
      }
      while true {
        let step = try dampedStep(jacobian, residual, free: free, damping: damping, scale: scale)
        var trial = parameters
        for (index, column) in free.enumerated() { trial.values[column] += step[index] }
        trial.project()
        let (trialResidual, trialCurveParameters) = evaluate(trial, guesses: curveParameters)
        let trialCost = cost(trialResidual)
        if trialCost < currentCost {
          var change = 0.0
          for index in 0..<4 { change = max(change, abs(trial.values[index] - parameters.values[index])) }
          let decrease = currentCost - trialCost
          parameters = trial
          residual = trialResidual
          curveParameters = trialCurveParameters
          currentCost = trialCost
          damping = max(damping / 3, 1e-15)
          if change <= 1e-13 || decrease <= 1e-15 * currentCost { break iterate }
          break
        }
        damping *= 4
        if damping > 1e16 { break iterate }
      }
    }
    return BezierFitCandidate(parameters: parameters, cost: currentCost, iterations: iterations)
  }

  /// The δ over the `free` columns minimising ‖J·δ + r‖² + λ‖D·δ‖².
  private func dampedStep(
    _ jacobian: [Double], _ residual: [Double], free: [Int], damping: Double, scale: [Double]
  ) throws(FitError) -> [Double] {
    let n = inputs.count
    let m = free.count
    do {
      switch method {
      case .qr:
        // [J_free; √λ·D] stacked: (n + m) × m, column-major, right-hand side [−r; 0].
        let rows = n + m
        var matrix = [Double](repeating: 0, count: rows * m)
        for (index, column) in free.enumerated() {
          for row in 0..<n { matrix[index * rows + row] = jacobian[column * n + row] }
          matrix[index * rows + n + index] = (damping * scale[column]).squareRoot()
        }
        let rightHandSide = residual.map { -$0 } + [Double](repeating: 0, count: m)
        return try LinearLeastSquares.solve(
          matrix: matrix, rows: rows, columns: m, rightHandSide: rightHandSide, method: .qr)
      case .normalEquations:
        var gram = [Double](repeating: 0, count: m * m)
        var projected = [Double](repeating: 0, count: m)
        for (i, columnI) in free.enumerated() {
          for (j, columnJ) in free.enumerated() where j <= i {
            var sum = 0.0
            for row in 0..<n { sum += jacobian[columnI * n + row] * jacobian[columnJ * n + row] }
            gram[i * m + j] = sum
            gram[j * m + i] = sum
          }
          gram[i * m + i] += damping * scale[columnI]
          var sum = 0.0
          for row in 0..<n { sum -= jacobian[columnI * n + row] * residual[row] }
          projected[i] = sum
        }
        return try solveSymmetricPositiveDefinite(gram, projected, order: m)
      }
    } catch {
      throw .linearAlgebra(error)
    }
  }
}
