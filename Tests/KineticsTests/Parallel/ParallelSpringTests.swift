@_spi(Testing) import Kinetics
import Testing

/// Spring batch calls split over threads give the one-thread bits.
@Suite struct ParallelSpringTests {
  let underdamped = try! Spring(mass: 1, stiffness: 170, damping: 10)
  let overdamped = try! Spring(mass: 1, stiffness: 100, damping: 40)
  // Times up to 3 s, and some whose phase is beyond the lane range (the scalar fallback).
  let times = parallelTestInputs(aboveThresholdCount, in: -0.1...3, seed: 0x5B21).enumerated().map {
    $0.offset % 1009 == 3 ? 1e7 : $0.element
  }

  @Test func positionsAndVelocitiesMatchOneThreadBitForBit() {
    for spring in [underdamped, overdamped] {
      for velocity in [false, true] {
        expectParallelBitsMatchOneThread("spring Double velocity \(velocity)") { count, parallelism in
          batchOutputs(times, count: count, zero: 0.0) { input, output in
            velocity
              ? try spring.velocities(
                at: input, from: 2, to: -1, initialVelocity: 3, into: output, parallelism: parallelism)
              : try spring.positions(
                at: input, from: 2, to: -1, initialVelocity: 3, into: output, parallelism: parallelism)
          }.bits
        }
        let floats = times.map(Float.init)
        expectParallelBitsMatchOneThread("spring Float velocity \(velocity)") { count, parallelism in
          batchOutputs(floats, count: count, zero: Float(0)) { input, output in
            velocity
              ? try spring.velocities(
                at: input, from: 2, to: -1, initialVelocity: 3, into: output, parallelism: parallelism)
              : try spring.positions(
                at: input, from: 2, to: -1, initialVelocity: 3, into: output, parallelism: parallelism)
          }.bits
        }
      }
    }
  }

  @Test func arrayFormsMatchOneThreadBitForBit() {
    let input = Array(times.prefix(4099))
    let expected = underdamped.positions(at: input, from: 0, to: 1, parallelism: .singleThread)
    let split = underdamped.positions(at: input, from: 0, to: 1, parallelism: testParallelisms[2])
    #expect(split.bits == expected.bits)
  }

  @Test func advancingManySpringsMatchesOneThreadBitForBit() {
    expectParallelBitsMatchOneThread("advance Double") { count, parallelism in
      var positions = Array(times.prefix(count))
      var velocities = positions.map { 2 * $0 }
      let targets = positions.map { 1 - $0 }
      try! underdamped.advance(
        positions: &positions, velocities: &velocities, targets: targets, parallelism: parallelism)
      return (positions + velocities).bits
    }
    expectParallelBitsMatchOneThread("advance Float") { count, parallelism in
      var positions = times.prefix(count).map(Float.init)
      var velocities = positions.map { 2 * $0 }
      let targets = positions.map { 1 - $0 }
      try! underdamped.advance(
        positions: &positions, velocities: &velocities, targets: targets, parallelism: parallelism)
      return (positions + velocities).bits
    }
  }
}

extension Spring {
  /// `advance(positions:velocities:targets:by:parallelism:)` over Double or Float arrays, by
  /// 1/60 s (the casts are identities: Element is the type cast to).
  fileprivate func advance<Element>(
    positions: inout [Element], velocities: inout [Element], targets: [Element],
    parallelism: BatchParallelism
  ) throws(BatchError) {
    try positions.withUnsafeMutableBufferPointer { (p) throws(BatchError) in
      try velocities.withUnsafeMutableBufferPointer { (v) throws(BatchError) in
        try targets.withUnsafeBufferPointer { (t) throws(BatchError) in
          if Element.self == Double.self {
            try advance(
              positions: unsafeBitCast(p, to: UnsafeMutableBufferPointer<Double>.self),
              velocities: unsafeBitCast(v, to: UnsafeMutableBufferPointer<Double>.self),
              targets: unsafeBitCast(t, to: UnsafeBufferPointer<Double>.self), by: 1.0 / 60,
              parallelism: parallelism)
          } else {
            try advance(
              positions: unsafeBitCast(p, to: UnsafeMutableBufferPointer<Float>.self),
              velocities: unsafeBitCast(v, to: UnsafeMutableBufferPointer<Float>.self),
              targets: unsafeBitCast(t, to: UnsafeBufferPointer<Float>.self), by: 1.0 / 60,
              parallelism: parallelism)
          }
        }
      }
    }
  }
}
