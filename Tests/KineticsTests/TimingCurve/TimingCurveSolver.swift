import Kinetics
import Testing

/// The two ways to evaluate a cubic-Bézier timing curve, so that every accuracy test runs on both:
/// the plain curve (an inline table of eight cells per half, built for free) and the prepared one
/// (the 6 KB inverse table). Both promise the same 1e-12.
enum TimingCurveSolver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case plain
  case prepared

  var testDescription: String { rawValue }

  /// An evaluator of `curve` by this solver (the prepared table is built once per call to this).
  func evaluator(_ curve: CubicBezierTimingCurve) -> @Sendable (Double) -> Double {
    switch self {
    case .plain: return { curve.progress(at: $0) }
    case .prepared:
      let prepared = curve.prepared()
      return { prepared.progress(at: $0) }
    }
  }

  /// The batch of `inputs` by this solver.
  func batch(_ curve: CubicBezierTimingCurve, _ inputs: [Double]) -> [Double] {
    switch self {
    case .plain: return curve.progress(at: inputs)
    case .prepared: return curve.prepared().progress(at: inputs)
    }
  }

  /// The Float batch of `inputs` by this solver.
  func batch(_ curve: CubicBezierTimingCurve, _ inputs: [Float]) -> [Float] {
    switch self {
    case .plain: return curve.progress(at: inputs)
    case .prepared: return curve.prepared().progress(at: inputs)
    }
  }
}
