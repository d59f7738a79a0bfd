import Kinetics

/// `keyframes`: one channel of a 16-key, 4-channel track evaluated at random progress values
/// (unsorted, so every input pays for its interval search), linear and cubic (Catmull–Rom) modes,
/// scalar calls against the batch kernels. maxError is the largest absolute difference from a WideReal
/// evaluation of the same spline (values in [−1, 1]).
func keyframeBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let keys = 16
  let dimension = 4
  var state: UInt64 = 0x5EED
  func nextUnit() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  let flat = (0..<(keys * dimension)).map { _ in 2 * nextUnit() - 1 }
  let count = configuration.size(100_000)
  let inputs = (0..<count).map { _ in nextUnit() }
  let sortedInputs = inputs.sorted()
  let floatInputs = inputs.map(Float.init)
  let channel = 0
  let channelValues = (0..<keys).map { flat[$0 * dimension + channel] }

  var cases: [BenchCase] = []
  for mode in [KeyframeCalculationMode.linear, .cubic] {
    let track = try! KeyframeTrack(flatValues: flat, dimension: dimension, calculationMode: mode)
    let name = mode == .linear ? "linear" : "cubic"
    let reference = { (u: Double) -> WideReal in referenceValue(channelValues, at: u, cubic: mode == .cubic) }
    let doubleError = { (outputs: [Double], us: [Double]) -> Double in
      zip(us, outputs).map { Double(abs(WideReal($1) - reference($0))) }.max() ?? 0
    }
    cases.append(
      BenchCase(
        kernel: "keyframes", variant: "\(name)-scalar-double", count: count, isBaseline: mode == .linear,
        maxError: { doubleError(inputs.map { track.value(at: $0, channel: channel) }, inputs) },
        run: {
          var sum = 0.0
          for u in inputs { sum += track.value(at: u, channel: channel) }
          return sum
        }))
    var doubleOutputs = [Double](repeating: 0, count: count)
    cases.append(
      BenchCase(
        kernel: "keyframes", variant: "\(name)-batch-double", count: count,
        maxError: { doubleError(track.values(at: inputs, channel: channel), inputs) },
        run: {
          inputs.withUnsafeBufferPointer { source in
            doubleOutputs.withUnsafeMutableBufferPointer { try! track.values(at: source, channel: channel, into: $0) }
          }
          return doubleOutputs[count / 2]
        }))
    cases.append(
      BenchCase(
        kernel: "keyframes", variant: "\(name)-batch-double-sorted", count: count,
        maxError: { doubleError(track.values(at: sortedInputs, channel: channel), sortedInputs) },
        run: {
          sortedInputs.withUnsafeBufferPointer { source in
            doubleOutputs.withUnsafeMutableBufferPointer { try! track.values(at: source, channel: channel, into: $0) }
          }
          return doubleOutputs[count / 2]
        }))
    var floatOutputs = [Float](repeating: 0, count: count)
    cases.append(
      BenchCase(
        kernel: "keyframes", variant: "\(name)-batch-float", count: count,
        maxError: {
          let outputs = track.values(at: floatInputs, channel: channel)
          return zip(floatInputs, outputs).map { Double(abs(WideReal($1) - reference(Double($0)))) }.max() ?? 0
        },
        run: {
          floatInputs.withUnsafeBufferPointer { source in
            floatOutputs.withUnsafeMutableBufferPointer { try! track.values(at: source, channel: channel, into: $0) }
          }
          return Double(floatOutputs[count / 2])
        }))
  }
  return cases
}

/// The uniform-key reference in WideReal: linear interpolation, or Catmull–Rom with chord-extrapolated
/// ends (tangents (P[i+1] − P[i−1])/2 inside, P[1] − P[0] and P[n−1] − P[n−2] at the ends).
private func referenceValue(_ values: [Double], at u: Double, cubic: Bool) -> WideReal {
  let segments = values.count - 1
  let position = WideReal(u) * WideReal(segments)
  let index = min(Int(position), segments - 1)
  let s = position - WideReal(index)
  let a = WideReal(values[index])
  let b = WideReal(values[index + 1])
  guard cubic else { return a + s * (b - a) }
  let tangent = { (key: Int) -> WideReal in
    if key == 0 { return WideReal(values[1]) - WideReal(values[0]) }
    if key == segments { return WideReal(values[segments]) - WideReal(values[segments - 1]) }
    return (WideReal(values[key + 1]) - WideReal(values[key - 1])) / 2
  }
  let h00 = (1 + 2 * s) * (1 - s) * (1 - s)
  let h10 = s * (1 - s) * (1 - s)
  let h01 = s * s * (3 - 2 * s)
  let h11 = s * s * (s - 1)
  return h00 * a + h10 * tangent(index) + h01 * b + h11 * tangent(index + 1)
}
