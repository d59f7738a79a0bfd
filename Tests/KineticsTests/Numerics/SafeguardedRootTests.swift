import Kinetics
import RealModule
import Testing

/// The package's one root finder (`_safeguardedRoot`, docs/architecture.md, Numerics).
@Suite struct SafeguardedRootTests {
  /// The distance from a to b in units in the last place of b.
  func ulps(_ a: Double, _ b: Double) -> Double { abs(a - b) / b.ulp }

  @Test func newtonConvergesToTheLastBitOfASmoothRoot() {
    // x³ − 2 on [0, 2]: the root ∛2, to one ulp when the search runs until the bracket is closed.
    let found = _safeguardedRoot(between: 0, and: 2, from: 1.5, increasing: true) { x in
      _newtonStep(value: x * x * x - 2, derivative: 3 * x * x)
    }
    #expect(ulps(found.root, Double.root(2, 3)) <= 1)
    #expect(found.low <= Double.root(2, 3) && Double.root(2, 3) <= found.high)
  }

  @Test func halleyConvergesInFewerEvaluationsThanNewton() {
    // eˣ − 2 from the far end of [0, 4]: both reach ln 2; Halley's cubic steps need fewer tries.
    var newtonEvaluations = 0
    var halleyEvaluations = 0
    let newton = _safeguardedRoot(
      between: 0, and: 4, from: 3, increasing: true, stopping: _RootStopping(residual: 1e-15)
    ) { x in
      newtonEvaluations += 1
      return _newtonStep(value: Double.exp(x) - 2, derivative: Double.exp(x))
    }
    let halley = _safeguardedRoot(
      between: 0, and: 4, from: 3, increasing: true, stopping: _RootStopping(residual: 1e-15)
    ) { x in
      halleyEvaluations += 1
      return _halleyStep(value: Double.exp(x) - 2, derivative: Double.exp(x), secondDerivative: Double.exp(x))
    }
    #expect(abs(newton.root - Double.log(2)) <= 1e-15)
    #expect(abs(halley.root - Double.log(2)) <= 1e-15)
    #expect(halleyEvaluations < newtonEvaluations, "Halley \(halleyEvaluations), Newton \(newtonEvaluations)")
  }

  @Test func halleyStepEqualsNewtonStepWithoutCurvature() {
    for (value, derivative) in [(0.3, 1.7), (-2.5, 0.125), (1e-300, 3.0)] {
      #expect(
        _halleyStep(value: value, derivative: derivative, secondDerivative: 0).step
          == _newtonStep(value: value, derivative: derivative).step)
    }
  }

  @Test func fallsBackToBisectionWhenNewtonLeavesTheBracket() {
    // atan(x − 0.3) from x = 9: Newton's first step lands near −1000, far outside [−10, 10].
    var evaluated: [Double] = []
    let found = _safeguardedRoot(between: -10, and: 10, from: 9, increasing: true) { x in
      evaluated.append(x)
      return _newtonStep(value: Double.atan(x - 0.3), derivative: 1 / (1 + (x - 0.3) * (x - 0.3)))
    }
    #expect(9 - Double.atan(9 - 0.3) * (1 + 8.7 * 8.7) < -10)
    #expect(evaluated.allSatisfy { $0 >= -10 && $0 <= 10 })
    #expect(ulps(found.root, 0.3) <= 2)
  }

  @Test func bracketsTheRootWhenTheDerivativeLies() {
    // The derivative's sign is wrong everywhere, so every Newton step points away from the root:
    // the bracket alone must carry the search to x = 0.7.
    var count = 0
    let found = _safeguardedRoot(between: 0, and: 1, from: 0.1, increasing: true) { x in
      count += 1
      return _newtonStep(value: x - 0.7, derivative: -1)
    }
    #expect(found.low <= 0.7 && 0.7 <= found.high)
    #expect(ulps(found.root, 0.7) <= 1)
    #expect(count <= 200)
  }

  @Test func bracketsTheJumpOfADiscontinuousFunction() {
    // A step function with zero derivative has no root, only a sign change at 0.25: the bracket
    // closes on it, to neighbouring doubles.
    let found = _safeguardedRoot(between: 0, and: 1, from: 0.9, increasing: true) { x in
      _newtonStep(value: x < 0.25 ? -1 : 1, derivative: 0)
    }
    #expect(found.low < 0.25 && 0.25 <= found.high)
    #expect(found.high.nextDown <= found.low)
  }

  @Test func neverTrapsWhenTheFunctionReturnsNaN() {
    // NaN everywhere: the search ends inside the bracket within its iteration budget.
    var count = 0
    let found = _safeguardedRoot(
      between: -1, and: 3, from: 2, increasing: true, stopping: _RootStopping(iterations: 50)
    ) { _ in
      count += 1
      return _newtonStep(value: .nan, derivative: .nan)
    }
    #expect(count <= 50)
    #expect(found.root >= -1 && found.root <= 3)
    #expect(found.low >= -1 && found.high <= 3 && found.low <= found.high)
    // A NaN value counts as "not positive" (documented): NaN below the root, from x = 0.5 up to 1,
    // moves the lower end as the true negative values would, and the root 1.5 is found.
    let partial = _safeguardedRoot(between: 0, and: 4, from: 0.5, increasing: true) { x in
      x < 1 ? _newtonStep(value: .nan, derivative: .nan) : _newtonStep(value: x - 1.5, derivative: 1)
    }
    #expect(partial.root == 1.5)
  }

  @Test func aStartOutsideTheBracketIsReplacedByTheMidpoint() {
    for start in [Double.nan, -5, 7, .infinity] {
      var first: Double?
      _ = _safeguardedRoot(
        between: 1, and: 3, from: start, increasing: true, stopping: _RootStopping(iterations: 1)
      ) { x in
        first = first ?? x
        return _newtonStep(value: x - 2.5, derivative: 1)
      }
      #expect(first == 2)
    }
  }

  @Test func stopsAtTheResidualTolerance() {
    let tolerance = 1e-6
    var lastValue = Double.nan
    let found = _safeguardedRoot(
      between: 0, and: 1, from: 0.9, increasing: false,
      stopping: _RootStopping(residual: tolerance)
    ) { x in
      lastValue = Double.cos(3 * x) - 0.5  // decreasing through its root π/9 on [0, 1]
      return _newtonStep(value: lastValue, derivative: -3 * Double.sin(3 * x))
    }
    #expect(abs(lastValue) <= tolerance)
    #expect(abs(found.root - Double.pi / 9) <= 1e-5)
  }

  @Test func stopsAtTheBracketWidthInUlps() {
    // Bisection alone (a zero derivative gives an infinite step): 8 ulps of bracket are enough.
    let found = _safeguardedRoot(
      between: 1, and: 2, from: 1.5, increasing: true, stopping: _RootStopping(bracketUlps: 8)
    ) { x in
      _newtonStep(value: x - 1.3, derivative: 0)
    }
    #expect(found.high - found.low <= 8 * found.root.ulp)
    #expect(found.high - found.low > 0)
    #expect(found.low <= 1.3 && 1.3 <= found.high)
  }

  @Test func stopsAtTheStepToleranceInsideTheBracket() {
    let found = _safeguardedRoot(
      between: 0, and: 1, from: 0.5, increasing: true, stopping: _RootStopping(step: 1e-9)
    ) { t in
      _newtonStep(value: t * t - 0.2, derivative: 2 * t)
    }
    #expect(abs(found.root - 0.2.squareRoot()) <= 1e-15)
    #expect(found.low <= found.root && found.root <= found.high)
  }

  @Test func respectsTheIterationBudget() {
    var count = 0
    _ = _safeguardedRoot(
      between: 0, and: 1, from: 0.5, increasing: true, stopping: _RootStopping(iterations: 7)
    ) { x in
      count += 1
      return _newtonStep(value: x - 1e-200, derivative: 0)
    }
    #expect(count == 7)
  }

  @Test func theNearestEndOfAClosedBracketIsTheCorrectlyRoundedRoot() {
    // x² − 2 on [1, 2], searched until no double is left inside: √2 rounded to nearest.
    let f = { (x: Double) in (-2.0).addingProduct(x, x) }
    let found = _safeguardedRoot(between: 1, and: 2, from: 1.9, increasing: true) { x in
      _newtonStep(value: f(x), derivative: 2 * x)
    }
    #expect(found.high.nextDown <= found.low || f(found.root) == 0)
    #expect(found.nearestEnd(f) == Double(2).squareRoot())
  }
}
