import Kinetics
import Testing
import KineticsTestSupport

@Suite struct CubicBezierBatchTests {
  /// The curves of the fixture file plus random ones: every kind of guess and fallback is exercised.
  static func curves() throws -> [CubicBezierTimingCurve] {
    var generator = SplitMix64(seed: 7)
    var curves = Array(Set(try TimingCurveFixtureRow.all().map(\.curve)))
    for _ in 0..<40 {
      curves.append(
        try CubicBezierTimingCurve(
          x1: .random(in: 0...1, using: &generator), y1: .random(in: -3...4, using: &generator),
          x2: .random(in: 0...1, using: &generator), y2: .random(in: -3...4, using: &generator)))
    }
    return curves
  }

  /// Seeded inputs: mostly uniform in [0, 1], some outside, some at and next to 0, ½ and 1.
  static func inputs(count: Int, seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: seed)
    var inputs = [0, 1, 0.5, 0.5.nextDown, 0.5.nextUp, 1e-12, 1 - 1e-12, -0.25, 1.25, 1.nextDown]
    while inputs.count < count {
      inputs.append(
        Int.random(in: 0..<10, using: &generator) == 0
          ? .random(in: -0.5...1.5, using: &generator) : .random(in: 0...1, using: &generator))
    }
    return inputs
  }

  /// Distance in units in the last place of `b`.
  static func ulps<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T {
    a == b ? 0 : (a - b).magnitude / b.ulp
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func doubleBatchEqualsScalarWithinTwoUlp(solver: TimingCurveSolver) throws {
    let inputs = Self.inputs(count: 203, seed: 11)
    for curve in try Self.curves() {
      let (batch, scalar) = (solver.batch(curve, inputs), solver.evaluator(curve))
      for (x, y) in zip(inputs, batch) {
        #expect(Self.ulps(y, scalar(x)) <= 2, "\(curve) at \(x)")
      }
    }
  }

  /// The plain curve's scalar and lanes run one generic kernel: the same bits, not just 2 ulp.
  @Test func plainDoubleBatchHasTheScalarBits() throws {
    let inputs = Self.inputs(count: 1_037, seed: 14)
    for curve in try Self.curves() + [.easeIn, .easeOut, .easeInEaseOut, .default, .linear] {
      let batch = curve.progress(at: inputs)
      for (x, y) in zip(inputs, batch) {
        #expect(y.bitPattern == curve.progress(at: x).bitPattern, "\(curve) at \(x)")
      }
    }
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func floatBatchEqualsRoundedScalarWithinTwoUlp(solver: TimingCurveSolver) throws {
    let inputs = Self.inputs(count: 203, seed: 12).map(Float.init)
    for curve in try Self.curves() {
      let (batch, scalar) = (solver.batch(curve, inputs), solver.evaluator(curve))
      for (x, y) in zip(inputs, batch) {
        #expect(Self.ulps(y, Float(scalar(Double(x)))) <= 2, "\(curve) at \(x)")
      }
    }
  }

  /// Both solvers meet the same bound, so they agree to within twice it (in practice to about
  /// 1e-14: their first guesses differ, so their last bits may).
  @Test func plainAndPreparedAgreeWithinTheAccuracyBound() throws {
    let inputs = Self.inputs(count: 301, seed: 15)
    for curve in try Self.curves() {
      let prepared = curve.prepared()
      for x in inputs {
        #expect((curve.progress(at: x) - prepared.progress(at: x)).magnitude <= 2e-12)
      }
    }
  }

  /// The Float batch widens its inputs in blocks of 512: 1,300 inputs make two whole blocks and a
  /// last one of 276 (seventeen groups of sixteen and a four-lane tail), into a buffer whose
  /// elements past the inputs must stay untouched; every output is Float(scalar) exactly.
  @Test func floatBatchAcrossSeveralBlocksEqualsRoundedScalar() throws {
    let inputs = Self.inputs(count: 1_300, seed: 13).map(Float.init)
    for curve in try Self.curves().prefix(12) + [.easeIn, .easeOut, .linear] {
      var outputs = [Float](repeating: -7, count: inputs.count + 3)
      try inputs.withUnsafeBufferPointer { input in
        try outputs.withUnsafeMutableBufferPointer { try curve.progress(at: input, into: $0) }
      }
      for (index, x) in inputs.enumerated() {
        #expect(outputs[index] == Float(curve.progress(at: Double(x))), "\(curve) at \(x)")
      }
      #expect(outputs.suffix(3) == [-7, -7, -7])
    }
  }

  @Test func shortOutputBufferThrowsAndWritesNothing() {
    let inputs: [Double] = [0.1, 0.2, 0.3]
    var outputs: [Double] = [-1, -1]
    _ = inputs.withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer { output in
        #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try CubicBezierTimingCurve.easeIn.progress(at: input, into: output)
        }
      }
    }
    #expect(outputs == [-1, -1])
    let floats: [Float] = [0.5]
    var none: [Float] = []
    _ = floats.withUnsafeBufferPointer { input in
      none.withUnsafeMutableBufferPointer { output in
        #expect(throws: BatchError.outputTooShort(required: 1, actual: 0)) {
          try CubicBezierTimingCurve.easeIn.progress(at: input, into: output)
        }
      }
    }
  }

  @Test func emptyInputGivesEmptyOutput() {
    #expect(CubicBezierTimingCurve.default.progress(at: [Double]()).isEmpty)
    #expect(CubicBezierTimingCurve.default.progress(at: [Float]()).isEmpty)
  }
}
