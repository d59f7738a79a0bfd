import CKinetics
import Kinetics

/// `…-n1024` rows: each batch kernel that splits large batches over threads, at n = 1,024 through
/// its default entry point (no parallelism argument), to show that small batches pay nothing for
/// the threshold check (docs/batch.md, "Every core"). The rows call only what the library had
/// before parallelism, so the same file builds against an older checkout for a before/after run.
let batchN1024Benchmarks: BenchSuite = { _ in
  let count = 1024
  let times = BatchFixtures.unitInputs(count).map { 2 * $0 }
  let (source, output) = BatchFixtures.buffers(times, zero: 0.0)
  let (floatSource, floatOutput) = BatchFixtures.buffers(times.map(Float.init), zero: Float(0))
  let (units, unitOutput) = BatchFixtures.buffers(BatchFixtures.unitInputs(count), zero: 0.0)
  let (_, pointOutput) = BatchFixtures.buffers(times, zero: SIMD2<Double>.zero)
  let (_, vectorOutput) = BatchFixtures.buffers(times, zero: SIMD4<Double>.zero)
  let spring = BatchFixtures.spring
  func row(_ kernel: String, _ variant: String, _ run: @escaping () -> Double) -> BenchCase {
    BenchCase(kernel: kernel, variant: "\(variant)-n1024", count: count, run: run)
  }
  var steps = BatchFixtures.steps
  var linear = BatchFixtures.linear
  return [
    row("timing-curve", "kinetics-sampled-batch-double") {
      try! BatchFixtures.curve.progress(at: units, into: unitOutput)
      return unitOutput[count / 3]
    },
    row("spring", "analytic-batch-double") {
      try! spring.positions(at: source, from: 10, to: -5, initialVelocity: 40, into: output)
      return output[count / 3]
    },
    row("spring", "analytic-batch-float") {
      try! spring.positions(
        at: floatSource, from: 10, to: -5, initialVelocity: 40, into: floatOutput)
      return Double(floatOutput[count / 3])
    },
    row("path", "paced-table-batch-double") {
      try! BatchFixtures.table.points(atPacedFractions: units, into: pointOutput)
      return pointOutput[count / 3].x
    },
    row("keyframes", "cubic-batch-double") {
      try! BatchFixtures.track.values(at: units, channel: 1, into: unitOutput)
      return unitOutput[count / 3]
    },
    row("interpolation", "vector4-lerp-batch-double") {
      try! BatchFixtures.vectorStart.interpolated(
        to: BatchFixtures.vectorEnd, at: units, into: vectorOutput)
      return vectorOutput[count / 3].x
    },
    row("interpolation", "color-srgb-premultiplied-batch-double") {
      try! BatchFixtures.colors.colors(at: units, into: vectorOutput)
      return vectorOutput[count / 3].x
    },
    row("timing-function", "c-steps-batch-double") {
      _ = CKinetics.kn_timing_progress_array(&steps, units.baseAddress, unitOutput.baseAddress, count)
      return unitOutput[count / 3]
    },
    row("timing-function", "c-linear-batch-double") {
      _ = CKinetics.kn_timing_progress_array(
        &linear, units.baseAddress, unitOutput.baseAddress, count)
      return unitOutput[count / 3]
    },
    row("c-api-spring", "c-batch-double") {
      _ = CKinetics.kn_spring_position_array(
        BatchFixtures.cSpring, BatchFixtures.motion, source.baseAddress, output.baseAddress, count)
      return output[count / 3]
    },
    row("c-api-keyframes", "c-batch-double") {
      _ = CKinetics.kn_keyframe_track_channel_array(
        BatchFixtures.trackHandle, 1, units.baseAddress, unitOutput.baseAddress, count)
      return unitOutput[count / 3]
    },
  ]
}
