import CKinetics
import Kinetics

/// `c-api-call-spring` and `c-api-call-keyframes`: the same batch entry points at 16 samples a
/// call, where the fixed cost of crossing the boundary (validating the spring struct, or looking up
/// the track handle, plus the argument checks) is no longer hidden by the work: (C − Swift) × 16 is
/// that fixed cost per call, which bounds the overhead at 10⁶ samples far more tightly than the
/// 10⁶-sample rows can on a loaded machine.
func callCostRows() -> [BenchCase] {
  let count = 16
  let inputs = (0..<count).map { Double($0) / Double(count) }
  let spring = try! Spring(response: 0.5, dampingRatio: 0.5)
  let cSpring = kn_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  let motion = kn_spring_motion(from: 10, to: -5, initial_velocity: 40)
  let (source, output) = benchBuffers(inputs)
  let flat = (0..<64).map { Double(($0 * 7919) % 200) / 100 - 1 }
  let track = try! KeyframeTrack(flatValues: flat, dimension: 4, calculationMode: .cubic)
  var handle: OpaquePointer?
  flat.withUnsafeBufferPointer { values in
    var desc = kn_keyframe_track_desc()
    desc.values = values.baseAddress
    desc.value_count = 16
    desc.dimension = 4
    desc.mode = KN_KEYFRAME_CUBIC
    precondition(CKinetics.kn_keyframe_track_create(&desc, &handle) == KN_OK)
  }
  return cAPIPair(
    kernel: "c-api-call-spring", suffix: "double-n16", count: count, outputs: output,
    swift: {
      try! spring.positions(at: source, from: 10, to: -5, initialVelocity: 40, into: output)
    },
    c: {
      _ = CKinetics.kn_spring_position_array(
        cSpring, motion, source.baseAddress, output.baseAddress, count)
    })
    + cAPIPair(
      kernel: "c-api-call-keyframes", suffix: "double-n16", count: count, outputs: output,
      swift: { try! track.values(at: source, channel: 0, into: output) },
      c: {
        _ = CKinetics.kn_keyframe_track_channel_array(
          handle, 0, source.baseAddress, output.baseAddress, count)
      })
}
