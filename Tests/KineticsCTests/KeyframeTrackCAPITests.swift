import Kinetics
import Testing

/// The tracks of Tests/CClients/keyframes.c, built with the Swift API.
enum KeyframeCAPIFixtures {
  static let values2: [Double] = [0, 1, 3, -2, 7, 7, -1, 4, 2, 2]
  static let inputs: [Double] = [-0.5, 0.0, 0.1, 0.3, 0.5, 0.5000001, 0.77, 1.0, 2.0]

  static func tracks() throws -> [(name: String, track: KeyframeTrack)] {
    let linear = try KeyframeTrack(
      flatValues: values2, dimension: 2, keyTimes: [0, 0.1, 0.5, 0.5, 1])
    let cubic = try KeyframeTrack(
      flatValues: values2, dimension: 2, calculationMode: .cubic,
      timingFunction: CubicBezierTimingCurve.easeInEaseOut,
      timingFunctions: [
        IdentityForTests(), try CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6),
        try LinearTimingFunction([.init(0), .init(0.8, input: 0.2, secondInput: 0.4), .init(1)]),
        try StepsTimingFunction(count: 3, position: .jumpStart),
      ],
      tension: [0, 0.3, -0.2, 0.5, 0])
    let discrete = try KeyframeTrack(
      flatValues: Array(values2.prefix(6)), dimension: 2, calculationMode: .discrete)
    let paced = try KeyframeTrack(
      flatValues: [0, 1, 3, -2, 7, 7, 0, 0], dimension: 2, calculationMode: .cubicPaced,
      timingFunction: CubicBezierTimingCurve.easeOut,
      options: KeyframeTrackOptions(cubicPacing: .arcLength))
    return [("linear", linear), ("cubic", cubic), ("discrete", discrete), ("paced", paced)]
  }
}

/// progress = x, as KN_TIMING_IDENTITY.
struct IdentityForTests: TimingFunction {
  func progress(at x: Double) -> Double { x }
}

@Suite struct KeyframeTrackCAPITests {
  @Test func cProgramGetsTheSwiftTrackValuesBitForBit() throws {
    let output = try CClient.compileAndRun("keyframes.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let inputs = KeyframeCAPIFixtures.inputs
    var compared = 0
    for (name, track) in try KeyframeCAPIFixtures.tracks() {
      for channel in 0..<track.dimension {
        let batch = track.values(at: inputs, channel: channel)
        for index in inputs.indices {
          #expect(
            values["\(name).c\(channel)[\(index)]"]?.bitPattern == batch[index].bitPattern,
            "\(name) c\(channel) u=\(inputs[index])")
          let scalar = track.value(at: inputs[index])[channel]
          #expect(values["\(name).scalar.c\(channel)[\(index)]"]?.bitPattern == scalar.bitPattern)
          compared += 2
        }
      }
      let floats = track.values(at: inputs.map(Float.init), channel: 0)
      for index in inputs.indices {
        #expect(values["\(name).float[\(index)]"] == Double(floats[index]))
        compared += 1
      }
    }
    #expect(compared == 4 * 9 * 5)
    #expect(
      output.standardOutput.contains(
        "error,kn_keyframe_track_create: keyframes: key time 2 is smaller than the one before it"))
  }
}
