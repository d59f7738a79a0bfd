import Kinetics

/// The `timing-curve` kernel (docs/benchmarks.md): Kinetics' solver scalar (the baseline) and in
/// SIMD batches for Double and Float, beside the classic strategies, all over the same inputs: the
/// four named curves that are not linear, each at the same seeded uniform inputs in [0, 1].
let timingCurveBenchmarks: BenchSuite = { configuration in
  let curves: [CubicBezierTimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .default]
  let parameters = curves.map {
    CubicBezierTimingCurveParameters(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2)
  }
  let classic = parameters.map(ClassicBezierSolver.init)
  let perCurve = configuration.size(4096, quick: 1024)
  var state: UInt64 = 0x5EED
  let inputs: [Double] = (0..<perCurve).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) * 0x1p-53
  }
  let floatInputs = inputs.map(Float.init)
  let count = perCurve * curves.count
  let reference: [[Double]] = parameters.map { curve in
    inputs.map { referenceBezierProgress(curve, $0) }
  }
  let floatReference: [[Double]] = parameters.map { curve in
    floatInputs.map { referenceBezierProgress(curve, Double($0)) }
  }

  /// The largest |f(curve, i) − reference| over all curves and inputs.
  func maxError(_ value: (Int, Int) -> Double, against reference: [[Double]] = reference) -> Double
  {
    var worst = 0.0
    for c in 0..<curves.count {
      for i in 0..<perCurve { worst = max(worst, (value(c, i) - reference[c][i]).magnitude) }
    }
    return worst
  }

  /// A scalar row: `evaluate` runs one curve's whole input list, so each variant's loop is
  /// specialized for it (no indirect call per evaluation).
  func scalarCase(
    _ variant: String, isBaseline: Bool = false, error: @escaping (Int, Double) -> Double,
    evaluate: @escaping (Int, [Double]) -> Double
  ) -> BenchCase {
    BenchCase(
      kernel: "timing-curve", variant: variant, count: count, isBaseline: isBaseline,
      maxError: { maxError { c, i in error(c, inputs[i]) } },
      run: {
        var sum = 0.0
        for c in 0..<curves.count { sum += evaluate(c, inputs) }
        return sum
      })
  }

  var doubleOutput = [Double](repeating: 0, count: perCurve)
  var floatOutput = [Float](repeating: 0, count: perCurve)
  let prepared = curves.map { $0.prepared() }
  let batchDouble = BenchCase(
    kernel: "timing-curve", variant: "kinetics-newton-batch-double", count: count,
    maxError: {
      let outputs = prepared.map { $0.progress(at: inputs) }
      return maxError { c, i in outputs[c][i] }
    },
    run: {
      var sum = 0.0
      inputs.withUnsafeBufferPointer { input in
        doubleOutput.withUnsafeMutableBufferPointer { output in
          for curve in prepared {
            try! curve.progress(at: input, into: output)
            sum += output[0]
          }
        }
      }
      return sum
    })
  let batchFloat = BenchCase(
    kernel: "timing-curve", variant: "kinetics-newton-batch-float", count: count,
    maxError: {
      let outputs = prepared.map { $0.progress(at: floatInputs) }
      return maxError({ c, i in Double(outputs[c][i]) }, against: floatReference)
    },
    run: {
      var sum = 0.0
      floatInputs.withUnsafeBufferPointer { input in
        floatOutput.withUnsafeMutableBufferPointer { output in
          for curve in prepared {
            try! curve.progress(at: input, into: output)
            sum += Double(output[0])
          }
        }
      }
      return sum
    })

  // The plain (unprepared) curve's batch: the cheap solver in eight-lane vectors, nothing built.
  let sampledBatchDouble = BenchCase(
    kernel: "timing-curve", variant: "kinetics-sampled-batch-double", count: count,
    maxError: {
      let outputs = curves.map { $0.progress(at: inputs) }
      return maxError { c, i in outputs[c][i] }
    },
    run: {
      var sum = 0.0
      inputs.withUnsafeBufferPointer { input in
        doubleOutput.withUnsafeMutableBufferPointer { output in
          for curve in curves {
            try! curve.progress(at: input, into: output)
            sum += output[0]
          }
        }
      }
      return sum
    })
  let sampledBatchFloat = BenchCase(
    kernel: "timing-curve", variant: "kinetics-sampled-batch-float", count: count,
    maxError: {
      let outputs = curves.map { $0.progress(at: floatInputs) }
      return maxError({ c, i in Double(outputs[c][i]) }, against: floatReference)
    },
    run: {
      var sum = 0.0
      floatInputs.withUnsafeBufferPointer { input in
        floatOutput.withUnsafeMutableBufferPointer { output in
          for curve in curves {
            try! curve.progress(at: input, into: output)
            sum += Double(output[0])
          }
        }
      }
      return sum
    })

  // The divider's floor: one square root and one division per input, in eight-lane vectors, over
  // the same inputs and output as the batch rows (no error: it computes no progress).
  let dividerFloor = BenchCase(
    kernel: "timing-curve", variant: "divider-floor-sqrt-and-division-batch-double", count: count,
    run: {
      inputs.withUnsafeBufferPointer { input in
        doubleOutput.withUnsafeMutableBufferPointer { output in
          for _ in curves { timingCurveDividerFloor(input, output) }
        }
      }
      return doubleOutput[0]
    })

  // Preparing a curve solves its inverse table once; this row is the cost per table built (maxError
  // does not apply: the curves' accuracy is what the other rows measure).
  var initState: UInt64 = 0x1417
  let initParameters: [(Double, Double, Double, Double)] = (0..<64).map { _ in
    let next = { () -> Double in
      initState = initState &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(initState >> 11) * 0x1p-53
    }
    return (next(), 3 * next() - 1, next(), 3 * next() - 1)
  }
  let initCurves = initParameters.map {
    try! CubicBezierTimingCurve(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3)
  }
  let initialization = BenchCase(
    kernel: "timing-curve", variant: "kinetics-table-build-per-curve-scalar",
    count: initParameters.count,
    run: {
      var sum = 0.0
      for curve in initCurves { sum += curve.prepared().progress(at: 0.5) }
      return sum
    })
  // Creating a plain curve: validation, coefficients, the acceptance constants and the inline
  // samples, stored where an engine would keep it (a slot of its own storage); ns per construction.
  // The slots are then handed to a function the optimizer cannot see into, so no part of the work
  // can be dropped.
  let slots = UnsafeMutablePointer<CubicBezierTimingCurve>.allocate(capacity: initParameters.count)
  slots.initialize(repeating: .linear, count: initParameters.count)
  let construction = BenchCase(
    kernel: "timing-curve", variant: "kinetics-construct-per-curve-scalar",
    count: initParameters.count,
    run: {
      for (index, (x1, y1, x2, y2)) in initParameters.enumerated() {
        slots[index] = try! CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      }
      return blackHoleBytes(
        of: UnsafeRawBufferPointer(
          start: slots, count: initParameters.count * MemoryLayout<CubicBezierTimingCurve>.stride))
    })

  return [
    scalarCase(
      "kinetics-newton-scalar", isBaseline: true, error: { c, x in curves[c].progress(at: x) },
      evaluate: { c, xs in
        let curve = curves[c]
        var sum = 0.0
        for x in xs { sum += curve.progress(at: x) }
        return sum
      }),
    scalarCase(
      "kinetics-prepared-newton-scalar", error: { c, x in prepared[c].progress(at: x) },
      evaluate: { c, xs in
        let curve = prepared[c]
        var sum = 0.0
        for x in xs { sum += curve.progress(at: x) }
        return sum
      }),
    batchDouble,
    batchFloat,
    sampledBatchDouble,
    sampledBatchFloat,
    scalarCase(
      "sample-table-newton-1e-7-scalar", error: { c, x in classic[c].sampleTableNewton(x) },
      evaluate: { c, xs in
        let solver = classic[c]
        var sum = 0.0
        for x in xs { sum += solver.sampleTableNewton(x) }
        return sum
      }),
    // The floor of the scalar target: the same Chromium-style strategy asked for Kinetics'
    // accuracy (|x(t) − x| < 1e-13, which keeps y within about 1e-12 on these curves): what the
    // browsers' method costs once it must be as exact as Kinetics (docs/benchmarks.md).
    scalarCase(
      "floor-sample-table-newton-1e-13-scalar",
      error: { c, x in classic[c].sampleTableNewton(x, epsilon: 1e-13) },
      evaluate: { c, xs in
        let solver = classic[c]
        var sum = 0.0
        for x in xs { sum += solver.sampleTableNewton(x, epsilon: 1e-13) }
        return sum
      }),
    scalarCase(
      "newton-from-x-1e-7-scalar", error: { c, x in classic[c].newtonFromX(x) },
      evaluate: { c, xs in
        let solver = classic[c]
        var sum = 0.0
        for x in xs { sum += solver.newtonFromX(x) }
        return sum
      }),
    scalarCase(
      "closed-form-cubic-scalar", error: { c, x in classic[c].closedForm(x) },
      evaluate: { c, xs in
        let solver = classic[c]
        var sum = 0.0
        for x in xs { sum += solver.closedForm(x) }
        return sum
      }),
    scalarCase(
      "bisection-scalar", error: { c, x in classic[c].bisection(x) },
      evaluate: { c, xs in
        let solver = classic[c]
        var sum = 0.0
        for x in xs { sum += solver.bisection(x) }
        return sum
      }),
    dividerFloor,
    initialization,
    construction,
  ]
}
