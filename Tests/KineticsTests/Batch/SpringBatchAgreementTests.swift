import Kinetics
import Testing

/// `Spring.positions(at:from:to:initialVelocity:into:)` and `velocities(…)` against the scalar
/// `position(at:…)` and `velocity(at:…)`, time by time.
@Suite struct SpringBatchAgreementTests {
  /// A random spring: stiffness 1…1e4 and mass 0.1…10 log-uniform, damping ratio 0…2.5 (every
  /// regime), with a random motion (from, target in [−100, 100], v₀ in [−500, 500]).
  private struct Case {
    let spring: Spring
    let from: Double
    let target: Double
    let initialVelocity: Double
    var positionScale: Double { max(abs(target - from), abs(initialVelocity)) }
    var velocityScale: Double {
      max(abs(initialVelocity), spring.naturalFrequency * abs(target - from))
    }

    init(_ random: inout BatchRandom) throws {
      let stiffness = random.logUniform(in: 1...1e4)
      let mass = random.logUniform(in: 0.1...10)
      let ratio = random.uniform(in: 0...2.5)
      spring = try Spring(
        mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot())
      from = random.uniform(in: -100...100)
      target = random.uniform(in: -100...100)
      initialVelocity = random.uniform(in: -500...500)
    }
  }

  /// Double: positions within 2 ulp of max(|target − from|, |v₀|·1 s), velocities within 2 ulp of
  /// max(|v₀|, ω₀·|target − from|), times in [−0.1, 4] s, for every count 0…17.
  @Test func doubleBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x5931)
    for _ in 0..<40 {
      let motion = try Case(&random)
      let spring = motion.spring
      let times = (0..<17).map { _ in random.uniform(in: -0.1...4) }
      for count in batchCounts {
        let positions = try runBatch(times, count: count) { (source, target) throws(BatchError) in
          try spring.positions(
            at: source, from: motion.from, to: motion.target,
            initialVelocity: motion.initialVelocity, into: target)
        }
        let velocities = try runBatch(times, count: count) { (source, target) throws(BatchError) in
          try spring.velocities(
            at: source, from: motion.from, to: motion.target,
            initialVelocity: motion.initialVelocity, into: target)
        }
        #expect(positions.tailUntouched && velocities.tailUntouched, "count \(count)")
        for (index, t) in times.prefix(count).enumerated() {
          let x = spring.position(
            at: t, from: motion.from, to: motion.target, initialVelocity: motion.initialVelocity)
          let v = spring.velocity(
            at: t, from: motion.from, to: motion.target, initialVelocity: motion.initialVelocity)
          #expect(
            agrees(positions.outputs[index], x, ulps: 2, of: motion.positionScale),
            "\(spring) t \(t)")
          #expect(
            agrees(velocities.outputs[index], v, ulps: 2, of: motion.velocityScale),
            "\(spring) t \(t)")
        }
      }
    }
  }

  /// Float (Double lanes rounded once): within 2 Float ulp of the scale of Float(scalar).
  @Test func floatBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x5932)
    for _ in 0..<20 {
      let motion = try Case(&random)
      let spring = motion.spring
      let times = (0..<17).map { _ in Float(random.uniform(in: -0.1...4)) }
      for count in batchCounts {
        let positions = try runBatch(times, count: count) { (source, target) throws(BatchError) in
          try spring.positions(
            at: source, from: motion.from, to: motion.target,
            initialVelocity: motion.initialVelocity, into: target)
        }
        let velocities = try runBatch(times, count: count) { (source, target) throws(BatchError) in
          try spring.velocities(
            at: source, from: motion.from, to: motion.target,
            initialVelocity: motion.initialVelocity, into: target)
        }
        #expect(positions.tailUntouched && velocities.tailUntouched, "count \(count)")
        for (index, t) in times.prefix(count).enumerated() {
          let x = Float(
            spring.position(
              at: Double(t), from: motion.from, to: motion.target,
              initialVelocity: motion.initialVelocity))
          let v = Float(
            spring.velocity(
              at: Double(t), from: motion.from, to: motion.target,
              initialVelocity: motion.initialVelocity))
          #expect(
            agrees(positions.outputs[index], x, ulps: 2, of: Float(motion.positionScale)),
            "\(spring) t \(t)")
          #expect(
            agrees(velocities.outputs[index], v, ulps: 2, of: Float(motion.velocityScale)),
            "\(spring) t \(t)")
        }
      }
    }
  }

  /// A short output buffer is refused before anything is written.
  @Test func shortOutputThrowsAndWritesNothing() throws {
    let spring = try Spring(stiffness: 100, damping: 10)
    let times: [Float] = [0.1, 0.2, 0.3]
    var outputs = [Float](repeating: Float(batchSentinel), count: 2)
    var thrown: BatchError?
    times.withUnsafeBufferPointer { source in
      outputs.withUnsafeMutableBufferPointer { target in
        do throws(BatchError) { try spring.velocities(at: source, from: 0, to: 1, into: target) } catch {
          thrown = error
        }
      }
    }
    #expect(thrown == .outputTooShort(required: 3, actual: 2))
    #expect(outputs.allSatisfy { $0 == Float(batchSentinel) })
  }
}
