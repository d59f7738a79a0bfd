import Kinetics
import Testing
import KineticsTestSupport

@Suite struct SpringBatchTests {
  static let springs: [(Double, Double, Double)] = [
    (1, 100, 0), (1, 170, 5), (1, 100, 20), (1, 100, (20.0).nextUp), (1, 100, 19.999999999),
    (2, 50, 300),
    (1e-3, 1e6, 1), (1, 100, 2000),
  ]

  /// Double batch equals the scalar path within 2 ulps of max(|target − from|, |v₀|·1 s) for
  /// positions and within 2 ulps of max(|v₀|, ω₀|target − from|) for velocities, over 1003 seeded
  /// random times (negative ones and ones up to 40 time constants included).
  @Test func doubleBatchMatchesScalarWithinTwoUlpsOfScale() throws {
    var random = SplitMix64(seed: 11)
    for (m, k, c) in Self.springs {
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      let times = (0..<1003).map { _ in random.uniform(in: -0.1...40) / spring.naturalFrequency }
      let (from, target, v0) = (
        random.uniform(in: -5...5), random.uniform(in: -5...5), random.uniform(in: -30...30)
      )
      let positions = spring.positions(at: times, from: from, to: target, initialVelocity: v0)
      let velocities = spring.velocities(at: times, from: from, to: target, initialVelocity: v0)
      let positionScale = max(abs(target - from), abs(v0))
      let velocityScale = max(abs(v0), spring.naturalFrequency * abs(target - from))
      for (index, t) in times.enumerated() {
        let x = spring.position(at: t, from: from, to: target, initialVelocity: v0)
        let v = spring.velocity(at: t, from: from, to: target, initialVelocity: v0)
        #expect(abs(positions[index] - x) <= 2 * positionScale.ulp, "k \(k) c \(c) t \(t)")
        #expect(abs(velocities[index] - v) <= 2 * velocityScale.ulp, "k \(k) c \(c) t \(t)")
      }
    }
  }

  /// Float batch (computed in Double lanes, rounded once) equals Float(scalar) within 2 Float ulps
  /// of the scale.
  @Test func floatBatchMatchesScalarWithinTwoUlpsOfScale() throws {
    var random = SplitMix64(seed: 12)
    for (m, k, c) in Self.springs {
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      let times = (0..<257).map { _ in Float(random.uniform(in: 0...30) / spring.naturalFrequency) }
      let positions = spring.positions(at: times, from: 2, to: -1, initialVelocity: 4)
      let velocities = spring.velocities(at: times, from: 2, to: -1, initialVelocity: 4)
      let velocityScale = Float(max(4, 3 * spring.naturalFrequency))
      for (index, t) in times.enumerated() {
        let x = Float(spring.position(at: Double(t), from: 2, to: -1, initialVelocity: 4))
        let v = Float(spring.velocity(at: Double(t), from: 2, to: -1, initialVelocity: 4))
        #expect(abs(positions[index] - x) <= 2 * Float(4).ulp)
        #expect(abs(velocities[index] - v) <= 2 * velocityScale.ulp)
      }
    }
  }

  @Test func batchThrowsWhenTheOutputIsTooShort() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let times: [Double] = [0, 0.1, 0.2]
    var outputs = [Double](repeating: -7, count: 2)
    times.withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer { output in
        _ = #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try spring.positions(at: input, from: 0, to: 1, into: output)
        }
      }
    }
    #expect(outputs == [-7, -7])
    let floats: [Float] = [0.5]
    var floatOutputs: [Float] = []
    floats.withUnsafeBufferPointer { input in
      floatOutputs.withUnsafeMutableBufferPointer { output in
        _ = #expect(throws: BatchError.self) {
          try spring.velocities(at: input, from: 0, to: 1, into: output)
        }
      }
    }
  }

  /// Phases ω_d·t above the lanes' reduction range (1.6e6 rad: t > 1600 s here) are recomputed by
  /// the scalar path after the vector pass: every output equals the scalar result, in full vectors
  /// and in the tail, Double and Float, positions and velocities (1e306 s: a phase beyond the
  /// largest Double, reduced by whole periods first).
  @Test func phasesBeyondTheLaneReductionRangeUseTheScalarPath() throws {
    let spring = try Spring(mass: 1, stiffness: 1e6, damping: 0)
    let times: [Double] = [
      1e4, 2e4, 0.5, 3e7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1599, 1601, 1e30, 1e306, 0.25,
    ]
    let positions = spring.positions(at: times, from: 0, to: 1, initialVelocity: 3)
    let velocities = spring.velocities(at: times, from: 0, to: 1, initialVelocity: 3)
    let floatTimes = times.map(Float.init)
    let floatPositions = spring.positions(at: floatTimes, from: 0, to: 1, initialVelocity: 3)
    for (index, t) in times.enumerated() {
      #expect(positions[index] == spring.position(at: t, from: 0, to: 1, initialVelocity: 3), "\(t)")
      #expect(velocities[index] == spring.velocity(at: t, from: 0, to: 1, initialVelocity: 3), "\(t)")
      let floatT = Double(floatTimes[index])
      if floatT.isFinite {
        #expect(
          floatPositions[index]
            == Float(spring.position(at: floatT, from: 0, to: 1, initialVelocity: 3)), "\(t)")
      }
      #expect(positions[index].isFinite && velocities[index].isFinite, "\(t)")
    }
  }

  /// Extreme and non-finite times in every regime (undamped, underdamped, 1 ulp either side of
  /// critical, critical, ζ = 100, and a decay rate of 1e-300): the batch equals the scalar path
  /// exactly, including where both are NaN (an undamped spring at t = ∞ has no phase).
  @Test func extremeTimesEqualTheScalarPathInEveryRegime() throws {
    let critical = 2 * (100.0).squareRoot()
    let springs = try [
      (1.0, 100.0, 0.0), (1, 100, 5), (1, 100, critical.nextDown), (1, 100, critical),
      (1, 100, critical.nextUp), (1, 100, 2000), (1, 100, 2e-300),
    ].map { try Spring(mass: $0.0, stiffness: $0.1, damping: $0.2) }
    let times: [Double] = [
      0, -1, -.infinity, .nan, 1e-300, subnormal("5e-324"), 0.3, 70, 745, 1e5, 1e10, 1e300, .infinity,
      .greatestFiniteMagnitude, 1.6e5, 2, 3,
    ]
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    for spring in springs {
      let positions = spring.positions(at: times, from: 2, to: -3, initialVelocity: 40)
      let velocities = spring.velocities(at: times, from: 2, to: -3, initialVelocity: 40)
      for (index, t) in times.enumerated() {
        let x = spring.position(at: t, from: 2, to: -3, initialVelocity: 40)
        let v = spring.velocity(at: t, from: 2, to: -3, initialVelocity: 40)
        #expect(same(positions[index], x), "c \(spring.damping) t \(t)")
        #expect(same(velocities[index], v), "c \(spring.damping) t \(t)")
        if t.isFinite { #expect(x.isFinite && v.isFinite, "c \(spring.damping) t \(t)") }
      }
    }
  }
}

@Suite struct SpringManySpringsTests {
  /// Many springs advanced in place equal the scalar states exactly (Double) and within 4 Float
  /// ulps of the scale (Float: Φ rounded to Float, then two rounded multiply-adds).
  @Test func advancingManySpringsMatchesTheScalarStates() throws {
    var random = SplitMix64(seed: 21)
    let spring = try Spring(mass: 1, stiffness: 300, damping: 12)
    let count = 37
    let starts = (0..<count).map { _ in
      (random.uniform(in: -5...5), random.uniform(in: -20...20), random.uniform(in: -5...5))
    }
    var positions = starts.map(\.0)
    var velocities = starts.map(\.1)
    let targets = starts.map(\.2)
    try positions.withUnsafeMutableBufferPointer { p in
      try velocities.withUnsafeMutableBufferPointer { v in
        try targets.withUnsafeBufferPointer { t in
          try spring.advance(positions: p, velocities: v, targets: t, by: 0.07)
        }
      }
    }
    var floatPositions = starts.map { Float($0.0) }
    var floatVelocities = starts.map { Float($0.1) }
    let floatTargets = starts.map { Float($0.2) }
    try floatPositions.withUnsafeMutableBufferPointer { p in
      try floatVelocities.withUnsafeMutableBufferPointer { v in
        try floatTargets.withUnsafeBufferPointer { t in
          try spring.advance(positions: p, velocities: v, targets: t, by: 0.07)
        }
      }
    }
    for (i, start) in starts.enumerated() {
      let state = spring.state(at: 0.07, from: start.0, to: start.2, initialVelocity: start.1)
      #expect(positions[i] == state.position && velocities[i] == state.velocity)
      let scale = Float(max(abs(start.0 - start.2), abs(start.1)) + abs(start.2))
      #expect(abs(Double(floatPositions[i]) - state.position) <= Double(4 * scale.ulp))
      #expect(abs(Double(floatVelocities[i]) - state.velocity) <= Double(4 * (scale * 18).ulp))
    }
  }

  @Test func shortVelocityOrTargetBuffersThrow() throws {
    let spring = try Spring(mass: 1, stiffness: 300, damping: 12)
    var positions: [Double] = [1, 2, 3]
    var velocities: [Double] = [0, 0]
    let targets: [Double] = [0, 0, 0]
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in
        targets.withUnsafeBufferPointer { t in
          _ = #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
            try spring.advance(positions: p, velocities: v, targets: t, by: 0.1)
          }
        }
      }
    }
    #expect(positions == [1, 2, 3])
  }
}
