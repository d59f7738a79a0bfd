import Foundation
import Kinetics

#if canImport(Glibc)
  import Glibc
#endif

/// `interpolation` rows: one pair of values evaluated at many fractions, scalar calls (one call per
/// fraction, written through the same kind of buffer as the batch) against the batch kernels for
/// 4-vectors and colors, and transforms decomposed per evaluation against
/// decomposed once. Errors are measured against references computed in WideReal (Float80 on
/// x86-64: 64-bit significand) from the same inputs.
func interpolationBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(4096)
  let transformCount = configuration.size(1024)
  var generator = BenchRandom(state: 2026)
  let fractions = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
  let floatFractions = fractions.map(Float.init)
  return vectorCases(fractions, floatFractions) + colorCases(fractions, floatFractions)
    + transformCases(Array(fractions.prefix(transformCount)))
}

/// A tiny seeded generator (SplitMix64) so every run measures the same inputs.
private struct BenchRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Output storage shared by a case's timed closure (a class, so the closure can write into it).
final class Outputs<Element> {
  var values: [Element]
  init(_ count: Int, _ zero: Element) { values = Array(repeating: zero, count: count) }
}

private func vectorCases(_ fractions: [Double], _ floatFractions: [Float]) -> [BenchCase] {
  let a = SIMD4<Double>(0.25, -3, 120, 1e-3)
  let b = SIMD4<Double>(-7.5, 2, -40, 1)
  let (fa, fb) = (SIMD4<Float>(a), SIMD4<Float>(b))
  let doubles = Outputs(fractions.count, SIMD4<Double>.zero)
  let floats = Outputs(fractions.count, SIMD4<Float>.zero)
  func reference(_ u: Double, _ lane: Int, _ x: SIMD4<Double>, _ y: SIMD4<Double>) -> WideReal {
    (1 - WideReal(u)) * WideReal(x[lane]) + WideReal(u) * WideReal(y[lane])
  }
  let doubleError = { (values: [SIMD4<Double>]) -> Double in
    zip(fractions, values).map { u, v in
      (0..<4).map { Double(abs(WideReal(v[$0]) - reference(u, $0, a, b))) }.max()!
    }.max()!
  }
  let floatError = { (values: [SIMD4<Float>]) -> Double in
    zip(floatFractions, values).map { u, v in
      (0..<4).map {
        Double(abs(WideReal(v[$0]) - reference(Double(u), $0, SIMD4<Double>(fa), SIMD4<Double>(fb))))
      }.max()!
    }.max()!
  }
  return [
    BenchCase(
      kernel: "interpolation", variant: "vector4-lerp-scalar-double", count: fractions.count,
      isBaseline: true,
      maxError: { doubleError(fractions.map { a.interpolated(to: b, fraction: $0) }) },
      run: {
        doubles.values.withUnsafeMutableBufferPointer { output in
          for index in fractions.indices { output[index] = a.interpolated(to: b, fraction: fractions[index]) }
        }
        return doubles.values[fractions.count / 2].x
      }),
    BenchCase(
      kernel: "interpolation", variant: "vector4-lerp-batch-double", count: fractions.count,
      maxError: { doubleError(a.interpolated(to: b, at: fractions)) },
      run: {
        fractions.withUnsafeBufferPointer { input in
          doubles.values.withUnsafeMutableBufferPointer { output in
            try? a.interpolated(to: b, at: input, into: output)
          }
        }
        return doubles.values[fractions.count / 2].x
      }),
    BenchCase(
      kernel: "interpolation", variant: "vector4-lerp-scalar-float", count: fractions.count,
      maxError: { floatError(floatFractions.map { fa.interpolated(to: fb, fraction: Double($0)) }) },
      run: {
        floats.values.withUnsafeMutableBufferPointer { output in
          for index in floatFractions.indices {
            output[index] = fa.interpolated(to: fb, fraction: Double(floatFractions[index]))
          }
        }
        return Double(floats.values[fractions.count / 2].x)
      }),
    BenchCase(
      kernel: "interpolation", variant: "vector4-lerp-batch-float", count: fractions.count,
      maxError: { floatError(fa.interpolated(to: fb, at: floatFractions)) },
      run: {
        floatFractions.withUnsafeBufferPointer { input in
          floats.values.withUnsafeMutableBufferPointer { output in
            try? fa.interpolated(to: fb, at: input, into: output)
          }
        }
        return Double(floats.values[fractions.count / 2].x)
      }),
  ]
}
