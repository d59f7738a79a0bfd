import Kinetics

/// Rows of the layer models (docs/layers.md). Replicator: the transforms of 10,000 instances of a
/// rigid step (rotation by 2π/97 about (1, 2, 3), then a translation), by binary powering
/// (`instanceTransformElements`, one call for all) against repeated multiplication
/// (`concatenating` once per instance, the baseline); max_error against the exact powers, built by
/// repeated multiplication in WideReal.
let layerBenchmarks: BenchSuite = { configuration in
  replicatorCases(instanceCount: configuration.size(10_000))
}

func replicatorCases(instanceCount: Int) -> [BenchCase] {
  let step = try! Transform3D(rotationAngle: 2 * Double.pi / 97, x: 1, y: 2, z: 3).concatenating(
    Transform3D(translationX: 3, y: -1, z: 0.5))
  let layer = try! ReplicatorLayer(instanceCount: instanceCount, instanceTransform: step)
  /// Every instance's sixteen elements, exact powers of `step`, in WideReal.
  let reference: [[WideReal]] = {
    let m = step.elements.map(WideReal.init)
    var current: [WideReal] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    var result: [[WideReal]] = []
    for _ in 0..<instanceCount {
      result.append(current)
      current = (0..<16).map { index in
        let (row, column) = (index / 4, index % 4)
        return (0..<4).reduce(WideReal(0)) { $0 + current[4 * row + $1] * m[4 * $1 + column] }
      }
    }
    return result
  }()
  func error(_ elements: [Double]) -> Double {
    (0..<instanceCount).map { i in
      (0..<16).map { Double(abs(WideReal(elements[16 * i + $0]) - reference[i][$0])) }.max()!
    }.max()!
  }
  func repeated() -> [Double] {
    var current = Transform3D.identity
    var elements: [Double] = []
    elements.reserveCapacity(16 * instanceCount)
    for _ in 0..<instanceCount {
      elements += current.elements
      current = try! current.concatenating(step)
    }
    return elements
  }
  var buffer = [Double](repeating: 0, count: 16 * instanceCount)
  var floatBuffer = [Float](repeating: 0, count: 16 * instanceCount)
  return [
    BenchCase(
      kernel: "replicator-transforms", variant: "repeated-multiplication-scalar", count: instanceCount, isBaseline: true,
      maxError: { error(repeated()) },
      run: {
        var current = Transform3D.identity
        var sum = 0.0
        for _ in 0..<instanceCount {
          sum += current.m41
          current = try! current.concatenating(step)
        }
        return sum
      }),
    BenchCase(
      kernel: "replicator-transforms", variant: "binary-powering-batch", count: instanceCount,
      maxError: {
        var elements = [Double](repeating: 0, count: 16 * instanceCount)
        try! elements.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
        return error(elements)
      },
      run: {
        try! buffer.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
        return buffer[16 * instanceCount - 4]
      }),
    BenchCase(
      kernel: "replicator-transforms", variant: "binary-powering-batch-float", count: instanceCount,
      run: {
        try! floatBuffer.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
        return Double(floatBuffer[16 * instanceCount - 4])
      }),
  ]
}
