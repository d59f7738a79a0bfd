import Kinetics

/// `view-transition` rows (docs/transitions.md, "UIView transitions"): the visible side's 4×4
/// transform of a flipFromLeft at 4,096 seeded random progress values, one frame at a time
/// (`ViewTransitionFrame(kind:progress:)`, the baseline) and as one batch into a caller's buffer
/// (`ViewTransitionFrame.flipTransforms`, 16 doubles per value). The count is transforms, so the
/// rows read as ns per transform (transforms per second = 1e9 / ns). max_error: the batch against
/// the scalar frames (0: one kernel, bit for bit).
let viewTransitionBenchmarks: BenchSuite = { configuration in
  let count = configuration.size(4096, quick: 512)
  var generator = PathBenchData.Random(seed: 23)
  let progress = (0..<count).map { _ in generator.unit() }
  let scalar = progress.flatMap { p -> [Double] in
    let m = try! ViewTransitionFrame(kind: .flipFromLeft, progress: p).transform!
    return [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
  }
  var output = [Double](repeating: 0, count: 16 * count)
  func batch() {
    progress.withUnsafeBufferPointer { p in
      output.withUnsafeMutableBufferPointer { o in try! ViewTransitionFrame.flipTransforms(kind: .flipFromLeft, progress: p, into: o) }
    }
  }
  return [
    BenchCase(
      kernel: "view-transition", variant: "flip-transforms-scalar", count: count, isBaseline: true,
      run: { progress.reduce(0) { $0 + (try! ViewTransitionFrame(kind: .flipFromLeft, progress: $1)).transform!.m13 } }),
    BenchCase(
      kernel: "view-transition", variant: "flip-transforms-batch", count: count,
      maxError: {
        batch()
        return zip(output, scalar).map { abs($0 - $1) }.max()!
      },
      run: {
        batch()
        return output[16 * count - 14]
      }),
  ]
}
