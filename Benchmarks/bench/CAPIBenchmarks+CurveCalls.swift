import CKinetics
import Kinetics

/// The per-call cost of the timing-curve entry points of the C API against the Swift calls they
/// wrap:
///
/// - `c-api-call-bezier`: 4,096 random inputs in [0, 1] on each of the four named curves that are
///   not linear (count 16,384), one call per input; the baseline is Swift's
///   `CubicBezierTimingCurve.progress(at:)` (`swift-scalar`). `c-api-scalar` evaluates a
///   `kn_bezier_curve` initialized once, `c-api-by-value-scalar` passes the control points to
///   `kn_bezier_progress` (which builds the curve every call), `c-api-timing-function-scalar` does
///   the same through `kn_timing_progress`, and the `prepared` rows evaluate the prepared curve (its
///   table built once, outside the timed region). The `array` rows make one call per curve over
///   the 4,096 inputs. maxError is the largest difference from `swift-scalar` (0: the same bits).
/// - `c-api-bezier-construct`: the constructors alone over the 1,000 random curves of
///   `timing-curve-lifecycle` (count 1,000): Swift's `init` (baseline), `kn_bezier_curve_init`,
///   Swift's `prepared()`, and `kn_bezier_prepared_create` with `_destroy`.
/// - `timing-curve-lifecycle` (the kernel of TimingCurveLifecycleBenchmarks.swift, whose baseline
///   is the Chromium-style row): the same 1,000 curves, each created and evaluated at 16 inputs,
///   through the C API: `kn_bezier_curve_init` and 16 `kn_bezier_curve_progress` calls, one
///   `kn_bezier_progress_array` call by value, or create, array and destroy of a prepared curve.
func bezierCallRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  callBezierRows(configuration) + constructBezierRows(configuration)
    + lifecycleBezierRows(configuration)
}

/// The random curves and inputs of kernel `timing-curve-lifecycle`: the seeded generator and the
/// order of draws of TimingCurveLifecycleBenchmarks.swift (x1, y1, x2, y2 of every curve, then 16
/// inputs per curve), so the C rows run on the same curves as the Swift and Chromium-style rows.
func timingCurveLifecycleWorkload(
  _ configuration: BenchConfiguration
) -> (parameters: [CubicBezierTimingCurveParameters], inputs: [Double]) {
  var state: UInt64 = 0x11FE
  func uniform() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) * 0x1p-53
  }
  let curveCount = configuration.size(1000, quick: 100)
  let parameters: [CubicBezierTimingCurveParameters] = (0..<curveCount).map { _ in
    CubicBezierTimingCurveParameters(
      x1: uniform(), y1: 3 * uniform() - 1, x2: uniform(), y2: 3 * uniform() - 1)
  }
  return (parameters, (0..<curveCount * 16).map { _ in uniform() })
}

/// The C struct of the control points.
func cBezier(_ parameters: CubicBezierTimingCurveParameters) -> kn_cubic_bezier {
  kn_cubic_bezier(x1: parameters.x1, y1: parameters.y1, x2: parameters.x2, y2: parameters.y2)
}

private func callBezierRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  var state: UInt64 = 0xB_E21E
  let n = configuration.size(4096, quick: 1024)
  let inputs = (0..<n).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) * 0x1p-53
  }
  let curves: [CubicBezierTimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .default]
  let preparedCurves = curves.map { $0.prepared() }
  let holders = curves.map(StoredCurve.init)
  let params = curves.map { kn_cubic_bezier(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2) }
  let storage = UnsafeMutablePointer<kn_bezier_curve>.allocate(capacity: curves.count)
  var handles: [OpaquePointer?] = []
  for c in curves.indices {
    precondition(CKinetics.kn_bezier_curve_init(params[c], storage + c) == KN_OK)
    var handle: OpaquePointer?
    precondition(CKinetics.kn_bezier_prepared_create(params[c], &handle) == KN_OK)
    handles.append(handle)
  }
  let functions = params.map { curve in
    var function = kn_timing_function()
    function.kind = KN_TIMING_CUBIC_BEZIER
    function.bezier = curve
    return function
  }
  let (source, output) = benchBuffers(inputs)
  let out = output.baseAddress!
  let reference = curves.map { curve in inputs.map { curve.progress(at: $0) } }

  /// A row: `evaluate(c)` writes curve c's progress at every input into `output`.
  func row(
    _ variant: String, isBaseline: Bool = false, evaluate: @escaping (Int) -> Void
  ) -> BenchCase {
    BenchCase(
      kernel: "c-api-call-bezier", variant: variant, count: n * curves.count,
      isBaseline: isBaseline,
      maxError: {
        var worst = 0.0
        for c in curves.indices {
          evaluate(c)
          for i in 0..<n { worst = max(worst, (output[i] - reference[c][i]).magnitude) }
        }
        return worst
      },
      run: {
        var sum = 0.0
        for c in curves.indices {
          evaluate(c)
          sum += output[n / 2]
        }
        return sum
      })
  }

  return [
    row("swift-scalar", isBaseline: true) { c in
      let curve = curves[c]
      for i in 0..<n { output[i] = curve.progress(at: source[i]) }
    },
    // The curve read from memory at every call (a final class's `let`), as a Swift engine that
    // keeps its curves in objects or arrays evaluates them: Swift then copies the curve (about
    // 0.9 KB) to the stack per call, as the C entry points do.
    row("swift-scalar-stored") { c in
      let holder = holders[c]
      for i in 0..<n { output[i] = holder.evaluate(source[i]) }
    },
    row("c-api-scalar") { c in
      for i in 0..<n { _ = CKinetics.kn_bezier_curve_progress(storage + c, source[i], out + i) }
    },
    row("c-api-by-value-scalar") { c in
      let curve = params[c]
      for i in 0..<n { _ = CKinetics.kn_bezier_progress(curve, source[i], out + i) }
    },
    row("c-api-timing-function-scalar") { c in
      withUnsafePointer(to: functions[c]) { function in
        for i in 0..<n { _ = CKinetics.kn_timing_progress(function, source[i], out + i) }
      }
    },
    row("swift-prepared-scalar") { c in
      let prepared = preparedCurves[c]
      for i in 0..<n { output[i] = prepared.progress(at: source[i]) }
    },
    row("c-api-prepared-scalar") { c in
      let handle = handles[c]
      for i in 0..<n { _ = CKinetics.kn_bezier_prepared_progress(handle, source[i], out + i) }
    },
    row("swift-batch") { c in try! curves[c].progress(at: source, into: output) },
    row("c-api-array") { c in
      _ = CKinetics.kn_bezier_curve_progress_array(
        storage + c, source.baseAddress, output.baseAddress, n)
    },
    row("c-api-by-value-array") { c in
      _ = CKinetics.kn_bezier_progress_array(params[c], source.baseAddress, output.baseAddress, n)
    },
    row("swift-prepared-batch") { c in try! preparedCurves[c].progress(at: source, into: output) },
    row("c-api-prepared-array") { c in
      _ = CKinetics.kn_bezier_prepared_progress_array(
        handles[c], source.baseAddress, output.baseAddress, n)
    },
  ]
}

private func constructBezierRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  let parameters = timingCurveLifecycleWorkload(configuration).parameters
  let params = parameters.map(cBezier)
  let storage = UnsafeMutablePointer<kn_bezier_curve>.allocate(capacity: 1)
  let swiftStorage = UnsafeMutablePointer<CubicBezierTimingCurve>.allocate(capacity: 1)
  swiftStorage.initialize(to: .easeIn)
  func row(
    _ variant: String, isBaseline: Bool = false, construct: @escaping (Int) -> Double
  ) -> BenchCase {
    BenchCase(
      kernel: "c-api-bezier-construct", variant: variant, count: params.count,
      isBaseline: isBaseline,
      run: {
        var sum = 0.0
        for c in params.indices { sum += construct(c) }
        return sum
      })
  }
  return [
    // Both rows write the curve into memory the caller owns and read one number back, so neither
    // construction can be optimized away.
    row("swift-init", isBaseline: true) { c in
      let p = parameters[c]
      swiftStorage.pointee = try! CubicBezierTimingCurve(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
      return UnsafeRawPointer(swiftStorage).load(fromByteOffset: 8, as: Double.self)
    },
    row("c-api-init") { c in
      _ = CKinetics.kn_bezier_curve_init(params[c], storage)
      return UnsafeRawPointer(storage).load(fromByteOffset: 8, as: Double.self)
    },
    row("swift-prepared") { c in
      let p = parameters[c]
      return try! CubicBezierTimingCurve(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2).prepared()
        .progress(at: 0.5)
    },
    row("c-api-prepared-create-destroy") { c in
      var handle: OpaquePointer?
      _ = CKinetics.kn_bezier_prepared_create(params[c], &handle)
      CKinetics.kn_bezier_prepared_destroy(handle)
      return handle == nil ? 0 : 1
    },
  ]
}

private func lifecycleBezierRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  let (parameters, lifecycleInputs) = timingCurveLifecycleWorkload(configuration)
  let curveCount = parameters.count
  let params = parameters.map(cBezier)
  let reference = (0..<curveCount * 16).map {
    referenceBezierProgress(parameters[$0 / 16], lifecycleInputs[$0])
  }
  // One storage reused by every curve, as an engine reuses a stack slot or a field.
  let storage = UnsafeMutablePointer<kn_bezier_curve>.allocate(capacity: 1)

  /// A row: `life(c, inputs, outputs)` creates curve c and evaluates it at its 16 inputs.
  func lifecycle(
    _ variant: String,
    life: @escaping (Int, UnsafePointer<Double>, UnsafeMutablePointer<Double>) -> Void
  ) -> BenchCase {
    let outputs = UnsafeMutablePointer<Double>.allocate(capacity: 16)
    outputs.initialize(repeating: 0, count: 16)
    func runAll(_ record: ((Int, Double) -> Void)?) -> Double {
      var sum = 0.0
      lifecycleInputs.withUnsafeBufferPointer { all in
        for c in 0..<curveCount {
          life(c, all.baseAddress! + c * 16, outputs)
          sum += outputs[c & 15]
          if let record { for i in 0..<16 { record(c * 16 + i, outputs[i]) } }
        }
      }
      return sum
    }
    return BenchCase(
      kernel: "timing-curve-lifecycle", variant: "lifecycle-construct-plus-16-\(variant)",
      count: curveCount,
      maxError: {
        var worst = 0.0
        _ = runAll { index, y in worst = max(worst, (y - reference[index]).magnitude) }
        return worst
      },
      run: { runAll(nil) })
  }

  return [
    lifecycle("c-api-scalar") { c, input, output in
      _ = CKinetics.kn_bezier_curve_init(params[c], storage)
      for i in 0..<16 { _ = CKinetics.kn_bezier_curve_progress(storage, input[i], output + i) }
    },
    lifecycle("c-api-array") { c, input, output in
      _ = CKinetics.kn_bezier_progress_array(params[c], input, output, 16)
    },
    lifecycle("c-api-prepared-array") { c, input, output in
      var handle: OpaquePointer?
      _ = CKinetics.kn_bezier_prepared_create(params[c], &handle)
      _ = CKinetics.kn_bezier_prepared_progress_array(handle, input, output, 16)
      CKinetics.kn_bezier_prepared_destroy(handle)
    },
  ]
}

/// A curve kept in an object, evaluated through it by a call the optimizer cannot hoist the curve
/// out of.
private final class StoredCurve {
  let curve: CubicBezierTimingCurve
  init(_ curve: CubicBezierTimingCurve) { self.curve = curve }
  @inline(never) func evaluate(_ x: Double) -> Double { curve.progress(at: x) }
}
