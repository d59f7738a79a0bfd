import Kinetics
import KineticsTestSupport
import Testing

/// The package's one RMS (`rootMeanSquare`, docs/architecture.md, Numerics): finite for finite
/// values across the whole range of Double, exact under power-of-two scaling, accurate to a few ulps.
@Suite struct RootMeanSquareTests {
  /// √(Σ v²/n) in Float80 (64-bit significand), for values whose squares stay inside its range.
  func extendedReference(_ values: [Double]) -> Double {
    let sum = values.reduce(Float80(0)) { $0 + Float80($1) * Float80($1) }
    return Double((sum / Float80(values.count)).squareRoot())
  }

  @Test func agreesWithAnExtendedPrecisionSumToAFewUlps() {
    var generator = SplitMix64(seed: 7)
    for round in 0..<200 {
      let count = 1 + Int(generator.next() % (round < 100 ? 10 : 5000))
      let values = (0..<count).map { _ in generator.uniform(in: -3...3) * 0x1p-40 }
      let reference = extendedReference(values)
      #expect(abs(rootMeanSquare(values) - reference) <= 3 * reference.ulp, "\(count) values")
    }
  }

  @Test func hugeAndTinyResidualsGiveAFiniteRMSWhereTheSumOfSquaresOverflows() {
    // The plain formula √(Σ v²/n) gives +∞ for each of these.
    let cases: [(values: [Double], expected: Double)] = [
      ([1e300, -1e300], 1e300),
      ([.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude], .greatestFiniteMagnitude),
      ([1e300, 1e-300, 0, -1e-300], 5e299),
    ]
    for (values, expected) in cases {
      let rms = rootMeanSquare(values)
      #expect(rms.isFinite && abs(rms - expected) <= 2 * expected.ulp, "\(values): \(rms)")
      #expect(values.reduce(0) { $0 + $1 * $1 }.isInfinite)
    }
  }

  @Test func subnormalResidualsGiveTheirRMSWhereTheSumOfSquaresUnderflows() {
    // In units of the least subnormal the values are integers: the exact RMS, rounded once.
    let values = [subnormal("3e-320"), -subnormal("4e-320")]
    let units = values.map { $0 / .leastNonzeroMagnitude }
    let expected = (units.reduce(0) { $0 + $1 * $1 } / 2).squareRoot() * .leastNonzeroMagnitude
    #expect(abs(rootMeanSquare(values) - expected) <= .leastNonzeroMagnitude)
    #expect(values.reduce(0) { $0 + $1 * $1 } == 0)
  }

  @Test func scalingByAPowerOfTwoScalesTheResultExactly() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<100 {
      let values = (0..<(1 + Int(generator.next() % 50))).map { _ in generator.uniform(in: -1...1) }
      let rms = rootMeanSquare(values)
      for exponent in [-1000, -500, -1, 1, 200, 1000] {
        let scaled = values.map { Double(sign: .plus, exponent: exponent, significand: $0) }
        #expect(
          rootMeanSquare(scaled) == Double(sign: .plus, exponent: exponent, significand: rms), "2^\(exponent)")
      }
    }
  }

  @Test func neverExceedsTheLargestMagnitudeAndIsNeverBelowItsShare() {
    var generator = SplitMix64(seed: 13)
    for _ in 0..<500 {
      let values = (0..<(1 + Int(generator.next() % 20))).map { _ in generator.fullRangeDouble() }
      let largest = values.map(\.magnitude).max()!
      let rms = rootMeanSquare(values)
      #expect(rms.isFinite && rms <= largest, "\(values)")
      #expect(rms >= largest / Double(values.count).squareRoot() * (1 - 0x1p-50), "\(values)")
    }
  }

  @Test func emptyZeroAndNonFiniteValues() {
    #expect(rootMeanSquare([Double]()) == 0)
    #expect(rootMeanSquare([0.0, -0.0]) == 0)
    #expect(rootMeanSquare([1, .nan, .infinity]).isNaN)
    #expect(rootMeanSquare([1, -.infinity]) == .infinity)
  }
}
