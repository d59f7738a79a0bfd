import CKinetics
@_spi(Testing) import Kinetics

/// Every-core rows (docs/batch.md, "Every core"): for each batch kernel at n = 10⁶, a one-core row
/// (`…-1e6`, parallelism `.singleThread`; for the C rows `kn_set_max_threads(1)`) and its
/// `…-1e6-parallel` row (`.automatic`, every processor). max_error on a `-parallel` row is the
/// largest difference from the one-core outputs (0: identical). `batch-threshold` rows time the
/// spring kernel forced onto two threads below the threshold, the measurement behind
/// `BatchParallelism.minimumParallelWork`.
let parallelBenchmarks: BenchSuite = { configuration in
  let count = configuration.size(1_000_000)
  let units = BatchFixtures.unitInputs(count)
  let (source, output) = BatchFixtures.buffers(units.map { 2 * $0 }, zero: 0.0)
  let (floatSource, floatOutput) = BatchFixtures.buffers(units.map { Float(2 * $0) }, zero: Float(0))
  let (unitSource, unitOutput) = BatchFixtures.buffers(units, zero: 0.0)
  let (_, pointOutput) = BatchFixtures.buffers(units, zero: SIMD2<Double>.zero)
  let (_, vectorOutput) = BatchFixtures.buffers(units, zero: SIMD4<Double>.zero)
  let spring = BatchFixtures.spring
  let steps = try! StepsTimingFunction(count: 12, position: .jumpEnd)
  let linear = try! LinearTimingFunction(BatchFixtures.linearStops.map { .init($0.output) })
  let doubles = { Array(output) }
  let units1 = { Array(unitOutput) }
  return parallelPair("spring", "analytic-batch-double", count, doubles) { parallelism in
    try! spring.positions(
      at: source, from: 10, to: -5, initialVelocity: 40, into: output, parallelism: parallelism)
    return output[count / 3]
  }
    + parallelPair("spring", "analytic-batch-float", count, { floatOutput.map(Double.init) }) {
      parallelism in
      try! spring.positions(
        at: floatSource, from: 10, to: -5, initialVelocity: 40, into: floatOutput,
        parallelism: parallelism)
      return Double(floatOutput[count / 3])
    }
    + parallelPair("path", "paced-table-batch-double", count, { pointOutput.map(\.x) }) {
      parallelism in
      try! BatchFixtures.table.points(
        atPacedFractions: unitSource, into: pointOutput, parallelism: parallelism)
      return pointOutput[count / 3].x
    }
    + parallelPair("keyframes", "cubic-batch-double", count, units1) { parallelism in
      try! BatchFixtures.track.values(
        at: unitSource, channel: 1, into: unitOutput, parallelism: parallelism)
      return unitOutput[count / 3]
    }
    + parallelPair("interpolation", "vector4-lerp-batch-double", count, { vectorOutput.map(\.y) }) {
      parallelism in
      try! BatchFixtures.vectorStart.interpolated(
        to: BatchFixtures.vectorEnd, at: unitSource, into: vectorOutput, parallelism: parallelism)
      return vectorOutput[count / 3].x
    }
    + parallelPair(
      "interpolation", "color-srgb-premultiplied-batch-double", count, { vectorOutput.map(\.y) }
    ) { parallelism in
      try! BatchFixtures.colors.colors(at: unitSource, into: vectorOutput, parallelism: parallelism)
      return vectorOutput[count / 3].x
    }
    + parallelPair("timing-curve", "kinetics-sampled-batch-double", count, units1) {
      parallelism in
      try! BatchFixtures.curve.progress(at: unitSource, into: unitOutput, parallelism: parallelism)
      return unitOutput[count / 3]
    }
    + parallelPair("timing-curve", "kinetics-newton-batch-double", count, units1) { parallelism in
      try! BatchFixtures.preparedCurve.progress(
        at: unitSource, into: unitOutput, parallelism: parallelism)
      return unitOutput[count / 3]
    }
    + parallelPair("c-api-timing-curve", "c-batch-double", count, units1) { parallelism in
      withProcessThreadLimit(parallelism) {
        _ = CKinetics.kn_bezier_progress_array(
          BatchFixtures.cCurve, unitSource.baseAddress, unitOutput.baseAddress, count)
      }
      return unitOutput[count / 3]
    }
    + parallelPair("timing-function", "steps-batch-double", count, units1) { parallelism in
      try! steps.progress(at: unitSource, into: unitOutput, parallelism: parallelism)
      return unitOutput[count / 3]
    }
    + parallelPair("timing-function", "linear-batch-double", count, units1) { parallelism in
      try! linear.progress(at: unitSource, into: unitOutput, parallelism: parallelism)
      return unitOutput[count / 3]
    }
    + parallelPair("c-api-spring", "c-batch-double", count, doubles) { parallelism in
      withProcessThreadLimit(parallelism) {
        _ = CKinetics.kn_spring_position_array(
          BatchFixtures.cSpring, BatchFixtures.motion, source.baseAddress, output.baseAddress, count)
      }
      return output[count / 3]
    }
    + parallelPair("c-api-keyframes", "c-batch-double", count, units1) { parallelism in
      withProcessThreadLimit(parallelism) {
        _ = CKinetics.kn_keyframe_track_channel_array(
          BatchFixtures.trackHandle, 1, unitSource.baseAddress, unitOutput.baseAddress, count)
      }
      return unitOutput[count / 3]
    }
    + floorRows(count: count, source: unitSource, output: unitOutput)
    + thresholdRows(source: source, output: output)
}

/// `floor`: what two threads can gain at all on this machine, the physical floor under the
/// `-parallel` targets (docs/benchmarks.md, "Engine workload"). Both rows go through the same
/// splitter as the kernels (`_forEachChunk`) and run the same 10⁶-element pairs:
/// - `copy-batch-double`: outputs[i] = inputs[i], memory traffic only (16 bytes per element);
/// - `multiply-add-batch-double`: 32 dependent multiply-adds per element on independent elements
///   (the compiler vectorizes across elements): arithmetic only, no memory stalls, no branches,
///   the load that two hardware threads sharing one core's arithmetic units cannot split.
private func floorRows(
  count: Int, source: UnsafeBufferPointer<Double>, output: UnsafeMutableBufferPointer<Double>
) -> [BenchCase] {
  let snapshot = { Array(output) }
  let copy = parallelPair("floor", "copy-batch-double", count, snapshot) { parallelism in
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 1) { range in
      for i in range { output[i] = source[i] }
    }
    return output[count / 3]
  }
  let multiplyAdd = parallelPair("floor", "multiply-add-batch-double", count, snapshot) {
    parallelism in
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 2) { range in
      for i in range {
        var p = source[i]
        for _ in 0..<32 { p = p * 0.999_999 + 1e-7 }
        output[i] = p
      }
    }
    return output[count / 3]
  }
  return copy + multiplyAdd
}

/// `<variant>-1e6` on one thread and `<variant>-1e6-parallel` on every processor; `outputs`
/// snapshots what a pass wrote, for the `-parallel` row's max_error against the one-core row.
private func parallelPair(
  _ kernel: String, _ variant: String, _ count: Int, _ outputs: @escaping () -> [Double],
  _ run: @escaping (BatchParallelism) -> Double
) -> [BenchCase] {
  [
    BenchCase(
      kernel: kernel, variant: "\(variant)-1e6", count: count, run: { run(.singleThread) }),
    BenchCase(
      kernel: kernel, variant: "\(variant)-1e6-parallel", count: count,
      maxError: {
        _ = run(.singleThread)
        let oneCore = outputs()
        _ = run(.automatic)
        return zip(oneCore, outputs()).contains { $0.bitPattern != $1.bitPattern } ? .infinity : 0
      },
      run: { run(.automatic) }),
  ]
}

/// Runs `body` with the C API's process limit at 1 for `.singleThread`, unlimited otherwise.
private func withProcessThreadLimit(_ parallelism: BatchParallelism, _ body: () -> Void) {
  _ = CKinetics.kn_set_max_threads(parallelism == .singleThread ? 1 : Int64(KN_MAX_THREADS_UNLIMITED))
  body()
  _ = CKinetics.kn_set_max_threads(Int64(KN_MAX_THREADS_UNLIMITED))
}

/// `batch-threshold`: spring positions at n = 2¹³ … 2¹⁸ on one thread and forced onto every
/// processor whatever the work (`spring-n<count>` and `spring-n<count>-parallel`).
private func thresholdRows(
  source: UnsafeBufferPointer<Double>, output: UnsafeMutableBufferPointer<Double>
) -> [BenchCase] {
  let forced = BatchParallelism._testing(threadLimit: 0, minimumWork: 0)
  return [8192, 16384, 32768, 65536, 131_072, 262_144].filter { $0 <= source.count }.flatMap { n in
    let times = UnsafeBufferPointer(rebasing: source[0..<n])
    let outputs = UnsafeMutableBufferPointer(rebasing: output[0..<n])
    return [BatchParallelism.singleThread, forced].map { parallelism in
      BenchCase(
        kernel: "batch-threshold",
        variant: "spring-n\(n)" + (parallelism == forced ? "-parallel" : ""), count: n,
        run: {
          try! BatchFixtures.spring.positions(
            at: times, from: 10, to: -5, initialVelocity: 40, into: outputs,
            parallelism: parallelism)
          return outputs[n / 3]
        })
    }
  }
}
