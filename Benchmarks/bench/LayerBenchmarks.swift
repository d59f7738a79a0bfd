import Kinetics

/// Rows of the layer models (docs/layers.md). Replicator: the transforms of 10,000 instances of a
/// rigid step (rotation by 2π/97 about (1, 2, 3), then a translation), by binary powering
/// (`instanceTransformElements`, one call for all) against repeated multiplication
/// (`concatenating` once per instance, the baseline); max_error against the exact powers, built by
/// repeated multiplication in WideReal. Kernel replicator-transforms-similarity: the same for a
/// similarity of the plane (rotation by 2π/97 about z, scale 0.9999, translation (20, 5)), which
/// takes the closed form (angle i·θ, scale sⁱ, geometric sum), plus the scalar call per instance. Gradient: the colors of every pixel of a 1024 × 1024 grid
/// (`colors(width:height:into:)`, Double and Float buffers, one thread so the rows compare per
/// core) of a four-stop radial gradient in gamma-encoded sRGB with straight alpha, against the
/// scalar `color(at:)` per pixel (the baseline); max_error of the batches against the scalar
/// colors (0: they are the same function).
let layerBenchmarks: BenchSuite = { configuration in
  replicatorCases(instanceCount: configuration.size(10_000))
    + replicatorSimilarityCases(instanceCount: configuration.size(10_000))
    + layerCAPIRows()
    + gradientCases(side: configuration.quick ? 128 : 1024)
}

func gradientCases(side: Int) -> [BenchCase] {
  let stops = [(1.0, 0.0, 0.0, 1.0), (1.0, 0.8, 0.0, 1.0), (0.0, 0.4, 1.0, 0.6), (0.1, 0.1, 0.1, 0.0)]
  let gradient = try! GradientLayer(
    colors: stops.map { try! RGBAColor(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }, locations: [0, 0.3, 0.7, 1],
    startPoint: SIMD2(0.4, 0.45), endPoint: SIMD2(1, 0.9), type: .radial)
  let pixels = side * side
  let scalar: [Double] = (0..<pixels).flatMap { pixel -> [Double] in
    let color = gradient.color(at: SIMD2((Double(pixel % side) + 0.5) / Double(side), (Double(pixel / side) + 0.5) / Double(side)))
    return [color.red, color.green, color.blue, color.alpha]
  }
  var doubles = [Double](repeating: 0, count: 4 * pixels)
  var floats = [Float](repeating: 0, count: 4 * pixels)
  return [
    BenchCase(
      kernel: "gradient-colors", variant: "per-pixel-scalar", count: pixels, isBaseline: true,
      run: {
        var sum = 0.0
        for pixel in 0..<pixels {
          sum += gradient.color(
            at: SIMD2((Double(pixel % side) + 0.5) / Double(side), (Double(pixel / side) + 0.5) / Double(side))
          ).red
        }
        return sum
      }),
    BenchCase(
      kernel: "gradient-colors", variant: "grid-batch", count: pixels,
      maxError: {
        let batch = try! gradient.colors(width: side, height: side, as: Double.self, parallelism: .singleThread)
        return zip(batch, scalar).map { abs($0 - $1) }.max()!
      },
      run: {
        try! doubles.withUnsafeMutableBufferPointer {
          try gradient.colors(width: side, height: side, into: $0, parallelism: .singleThread)
        }
        return doubles[4 * pixels - 4]
      }),
    BenchCase(
      kernel: "gradient-colors", variant: "grid-batch-float", count: pixels,
      maxError: {
        let batch = try! gradient.colors(width: side, height: side, as: Float.self, parallelism: .singleThread)
        return zip(batch, scalar).map { abs(Double($0) - Double(Float($1))) }.max()!
      },
      run: {
        try! floats.withUnsafeMutableBufferPointer {
          try gradient.colors(width: side, height: side, into: $0, parallelism: .singleThread)
        }
        return Double(floats[4 * pixels - 4])
      }),
    BenchCase(
      kernel: "gradient-colors", variant: "grid-batch-automatic-threads", count: pixels,
      run: {
        try! doubles.withUnsafeMutableBufferPointer { try gradient.colors(width: side, height: side, into: $0) }
        return doubles[4 * pixels - 4]
      }),
  ]
}

func replicatorCases(instanceCount: Int) -> [BenchCase] {
  let step = try! Transform3D(rotationAngle: 2 * Double.pi / 97, x: 1, y: 2, z: 3).concatenating(
    Transform3D(translationX: 3, y: -1, z: 0.5))
  let layer = try! ReplicatorLayer(instanceCount: instanceCount, instanceTransform: step)
  let error = replicatorError(step: step, instanceCount: instanceCount)
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
  let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 16 * instanceCount)
  var floatBuffer = [Float](repeating: 0, count: 16 * instanceCount)
  return replicatorBaselineAndBatch(
    kernel: "replicator-transforms", batchVariant: "binary-powering-batch", step: step, layer: layer,
    instanceCount: instanceCount, baselineError: { error(repeated()) }, error: error, buffer: buffer)
    + [
    BenchCase(
      kernel: "replicator-transforms", variant: "binary-powering-batch-float", count: instanceCount,
      run: {
        try! floatBuffer.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
        return Double(floatBuffer[16 * instanceCount - 4])
      }),
  ]
}

func replicatorSimilarityCases(instanceCount: Int) -> [BenchCase] {
  let step = try! Transform3D(rotationAngle: 2 * Double.pi / 97, x: 0, y: 0, z: 1).concatenating(
    Transform3D(scaleX: 0.9999, y: 0.9999, z: 1)
  ).concatenating(Transform3D(translationX: 20, y: 5, z: 0))
  let layer = try! ReplicatorLayer(instanceCount: instanceCount, instanceTransform: step)
  let error = replicatorError(step: step, instanceCount: instanceCount)
  let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 16 * instanceCount)
  return replicatorBaselineAndBatch(
    kernel: "replicator-transforms-similarity", batchVariant: "closed-form-batch", step: step, layer: layer,
    instanceCount: instanceCount, error: error, buffer: buffer)
    + [
    BenchCase(
      kernel: "replicator-transforms-similarity", variant: "closed-form-scalar", count: instanceCount,
      run: {
        var sum = 0.0
        for index in 0..<instanceCount { sum += try! layer.transform(ofInstance: index).m41 }
        return sum
      }),
  ]
}

/// The baseline (`step` multiplied once per instance) and the batch row (every instance's
/// elements into `buffer`, max_error by `error`) of a replicator kernel.
func replicatorBaselineAndBatch(
  kernel: String, batchVariant: String, step: Transform3D, layer: ReplicatorLayer, instanceCount: Int,
  baselineError: (() -> Double?)? = nil, error: @escaping ([Double]) -> Double, buffer: UnsafeMutableBufferPointer<Double>
) -> [BenchCase] {
  [
    BenchCase(
      kernel: kernel, variant: "repeated-multiplication-scalar", count: instanceCount, isBaseline: true,
      maxError: baselineError ?? { nil },
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
      kernel: kernel, variant: batchVariant, count: instanceCount,
      maxError: {
        var elements = [Double](repeating: 0, count: 16 * instanceCount)
        try! elements.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
        return error(elements)
      },
      run: {
        try! layer.instanceTransformElements(into: buffer)
        return buffer[16 * instanceCount - 4]
      }),
  ]
}

/// The largest error of every instance's sixteen elements against the exact powers of `step`,
/// built by repeated multiplication in WideReal.
func replicatorError(step: Transform3D, instanceCount: Int) -> ([Double]) -> Double {
  let m = step.elements.map(WideReal.init)
  var current: [WideReal] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
  var reference: [[WideReal]] = []
  for _ in 0..<instanceCount {
    reference.append(current)
    current = (0..<16).map { index in
      let (row, column) = (index / 4, index % 4)
      return (0..<4).reduce(WideReal(0)) { $0 + current[4 * row + $1] * m[4 * $1 + column] }
    }
  }
  return { elements in
    (0..<instanceCount).map { i in
      (0..<16).map { Double(abs(WideReal(elements[16 * i + $0]) - reference[i][$0])) }.max()!
    }.max()!
  }
}
