import Foundation
@_spi(Testing) import Kinetics
import Testing

/// CAEmitterLayer as a pure function of (emitter, seed, particle, time): the closed form, the
/// birth schedule and live counts, the same bits in any order and on any number of threads,
/// sub-emitters, timing and validation.
@Suite struct EmitterLayerTests {
  /// One cell with spread in every drawn value, from a rectangle, with gravity.
  func sparks(seed: UInt32 = 7, space: EmissionSpace = .space) throws -> EmitterLayer {
    let cell = try EmitterCell(
      birthRate: 40, lifetime: 1.5, lifetimeRange: 0.5, velocity: 120, velocityRange: 30,
      emissionLongitude: -Double.pi / 2, emissionLatitude: 0.2, emissionRange: 0.5,
      acceleration: SIMD3(3, 98, -1), spin: 2, spinRange: 1, scale: 0.5, scaleRange: 0.1,
      scaleSpeed: -0.2, color: try RGBAColor(red: 1, green: 0.5, blue: 0.2, alpha: 1),
      colorRange: SIMD4(0.1, 0.1, 0.1, 0), colorSpeed: SIMD4(0, -0.3, 0, -0.5))
    return try EmitterLayer(
      position: SIMD2(200, 300), zPosition: 4, size: SIMD2(80, 20), shape: .rectangle, mode: .surface,
      emissionSpace: space, seed: seed, cells: [cell])
  }

  @Test func oneParticlesPositionIsTheClosedFormOfItsStart() throws {
    let layer = try sparks()
    let k = 13
    let born = try #require(layer.birthTime(cell: 0, index: k))
    #expect(born == 13.0 / 40)
    let start = try #require(try layer.particle(cell: 0, index: k, atTime: born))
    #expect(start.age == 0)
    // On the rectangle, at z = 4.
    #expect(abs(start.position.x - 200) <= 40 && abs(start.position.y - 300) <= 10 && start.position.z == 4)
    // Speed within 120 ± 30, direction within 0.5 rad of the axis (longitude −π/2, latitude 0.2).
    let speed = (start.velocity * start.velocity).sum().squareRoot()
    #expect(speed >= 90 && speed <= 150)
    let axis = SIMD3(0.0, -1, 0) * cos(0.2) + SIMD3(0, 0, sin(0.2))
    #expect((start.velocity * axis).sum() / speed >= cos(0.5) - 1e-12)
    let g = SIMD3(3.0, 98, -1)
    for age in [0.01, 0.25, 0.7, 0.999] where age < start.lifetime {
      let p = try #require(try layer.particle(cell: 0, index: k, atTime: born + age))
      let a = (born + age) - born
      for axis in 0..<3 {
        // x(a) = x0 + v0·a + g·a²/2, written the textbook way.
        let expected = start.position[axis] + start.velocity[axis] * a + g[axis] * a * a / 2
        #expect(abs(p.position[axis] - expected) <= 1e-12 * max(1, abs(expected)))
        #expect(abs(p.velocity[axis] - (start.velocity[axis] + g[axis] * a)) <= 1e-12 * max(1, abs(p.velocity[axis])))
      }
      #expect(abs(p.scale - max(0, start.scale - 0.2 * a)) <= 1e-15)
      #expect(abs(p.color.green - min(1, max(0, start.color.green - 0.3 * a))) <= 1e-15)
      #expect(p.lifetimeFraction == a / start.lifetime)
    }
    // Past its lifetime it is gone; before its birth it does not exist.
    #expect(try layer.particle(cell: 0, index: k, atTime: born + start.lifetime) == nil)
    #expect(try layer.particle(cell: 0, index: k, atTime: born - 1e-9) == nil)
  }

  @Test func aParticlesSpinIsItsRotationRate() throws {
    let layer = try sparks()
    let early = try #require(try layer.particle(cell: 0, index: 3, atTime: 0.2))
    let late = try #require(try layer.particle(cell: 0, index: 3, atTime: 0.5))
    // Rotation = spin·age with spin in 2 ± 1.
    let spin = early.rotation / early.age
    #expect(spin >= 1 && spin <= 3)
    #expect(abs(late.rotation - spin * late.age) <= 1e-14)
  }

  @Test func liveCountIsTheBirthsInTheLastLifetime() throws {
    let lifetime = 1.3
    let cell = try EmitterCell(birthRate: 7, lifetime: lifetime, velocity: 10, beginTime: 0.25, duration: 6)
    let layer = try EmitterLayer(cells: [cell])
    for i in 0..<40 {
      let t = -0.5 + 0.2371 * Double(i)
      var births = 0
      var k = 0
      while let born = layer.birthTime(cell: 0, index: k) {
        if born > t - lifetime && born <= t { births += 1 }
        k += 1
      }
      #expect(k == 42)  // 6 s at 7 per second
      #expect(try layer.liveCount(atTime: t) == births, "t = \(t)")
      #expect(try layer.particles(atTime: t).count == births)
    }
  }

  @Test func countsMatchTheRateExactly() throws {
    // A layer birthRate multiplies the cell's: 25 × 4 = 100 per second from beginTime 0.
    let layer = try EmitterLayer(birthRate: 4, lifetime: 1, cells: [try EmitterCell(birthRate: 25, lifetime: 100)])
    #expect(try layer.liveCount(atTime: 9.995) == 1000)
    #expect(try layer.liveCount(atTime: 10) == 1001)
  }

  @Test func theSameTimeGivesTheSameBitsInAnyOrderAndOnAnyThreads() throws {
    let layer = try sparks()
    let times = (0..<12).map { 0.3 * Double($0) }
    let forwards = try times.map { try layer.particles(atTime: $0) }
    let backwards = try times.reversed().map { try layer.particles(atTime: $0) }.reversed()
    #expect(Array(backwards) == forwards)
    let parallelisms: [BatchParallelism] = [
      .singleThread, .threads(atMost: 2), ._testing(threadLimit: 0, minimumWork: 0, assumedProcessors: 7),
    ]
    for (t, expected) in zip(times, forwards) {
      for parallelism in parallelisms {
        let doubles = try layer.particleColumns(atTime: t, as: Double.self, parallelism: parallelism)
        let floats = try layer.particleColumns(atTime: t, as: Float.self, parallelism: parallelism)
        let n = expected.count
        #expect(doubles.count == 15 * n)
        for (i, particle) in expected.enumerated() {
          for column in EmitterParticleColumn.allCases {
            #expect(doubles[column.rawValue * n + i].bitPattern == particle[column].bitPattern)
            #expect(floats[column.rawValue * n + i].bitPattern == Float(particle[column]).bitPattern)
          }
        }
      }
      // Each top-level particle alone equals its entry in the list.
      for particle in expected.prefix(20) {
        #expect(try layer.particle(cell: particle.cell, index: particle.index, atTime: t) == particle)
      }
    }
  }

  @Test func aLargeBatchSplitAcrossChunksEqualsOneThread() throws {
    let cell = try EmitterCell(birthRate: 20_000, lifetime: 1, lifetimeRange: 0.4, velocity: 50, velocityRange: 20, emissionRange: 3)
    let layer = try EmitterLayer(shape: .sphere, seed: 3, cells: [cell])
    let one = try layer.particleColumns(atTime: 2.5, as: Double.self, parallelism: .singleThread)
    let many = try layer.particleColumns(
      atTime: 2.5, as: Double.self, parallelism: ._testing(threadLimit: 0, minimumWork: 0, assumedProcessors: 9))
    #expect(one.count > 15 * 20_000)
    #expect(one.map(\.bitPattern) == many.map(\.bitPattern))
  }

  @Test func theSeedChangesTheDrawsButNotTheSchedule() throws {
    let (one, two) = (try sparks(seed: 1), try sparks(seed: 2))
    #expect((0..<50).map { one.birthTime(cell: 0, index: $0) } == (0..<50).map { two.birthTime(cell: 0, index: $0) })
    let a = try #require(try one.particle(cell: 0, index: 2, atTime: 0.1))
    let b = try #require(try two.particle(cell: 0, index: 2, atTime: 0.1))
    #expect(a.birthTime == b.birthTime && a.position != b.position && a.key != b.key)
  }

  @Test func aBufferTooShortIsRefusedAndLeftUntouched() throws {
    let layer = try sparks()
    let live = try layer.liveCount(atTime: 1)
    var buffer = [Double](repeating: -1, count: 15 * (live - 1))
    #expect(throws: EmitterError.bufferTooShort(required: live, actual: live - 1)) {
      try buffer.withUnsafeMutableBufferPointer { try layer.particles(atTime: 1, into: $0, capacity: live - 1) }
    }
    #expect(buffer.allSatisfy { $0 == -1 })
  }

  @Test func subEmittersRideOnTheirParentParticles() throws {
    let child = try EmitterCell(birthRate: 5, lifetime: 0.5, name: "trail")
    let parent = try EmitterCell(
      birthRate: 2, lifetime: 1.2, velocity: 100, emissionLongitude: 0.3, acceleration: SIMD3(0, 50, 0),
      emitterCells: [child], name: "rocket")
    let layer = try EmitterLayer(position: SIMD2(10, 20), cells: [parent])
    #expect(layer.cellPaths == ["0", "0.0"])
    for t in [0.3, 1.0, 2.45, 3.7] {
      let trail = try layer.particles(atTime: t).filter { $0.cell == 1 }
      // Brute force: parent k born at k/2 lives 1.2 s and emits child j at k/2 + j/5 while alive.
      var expected = 0
      for k in 0..<20 {
        for j in 0..<20 where Double(j) / 5 < 1.2 {
          let born = Double(k) / 2 + (0 + Double(j) / 5)
          if t - born >= 0 && t - born < 0.5 { expected += 1 }
        }
      }
      #expect(trail.count == expected, "t = \(t)")
      #expect(try layer.liveCount(atTime: t) == trail.count + (try layer.particles(atTime: t).filter { $0.cell == 0 }.count))
      for particle in trail {
        // A still child stays where its parent was at its birth.
        let parents = try (0..<20).compactMap { try layer.particle(cell: 0, index: $0, atTime: particle.birthTime) }
        #expect(parents.contains {
          abs($0.position.x - particle.position.x) <= 1e-12 && abs($0.position.y - particle.position.y) <= 1e-12
        })
      }
    }
  }

  @Test func aHiddenLayerShowsNoParticlesAndARepeatRestartsIt() throws {
    let timing = try MediaTiming(beginTime: 1, duration: 2, repeatCount: 2)
    let cell = try EmitterCell(birthRate: 10, lifetime: 5, velocity: 1)
    let layer = try EmitterLayer(timing: timing, cells: [cell])
    #expect(try layer.liveCount(atTime: 0.5) == 0)
    #expect(try layer.liveCount(atTime: 6) == 0)
    // Local time 0.5 in the first and the second iteration: births at 0, 0.1, …, 0.5.
    #expect(try layer.particles(atTime: 1.5) == (try layer.particles(atTime: 3.5)))
    #expect(try layer.liveCount(atTime: 1.5) == 6)
  }

  @Test func validationRefusesBadNumbersAndDeepNesting() throws {
    #expect(throws: EmitterError.parameter(ParameterViolation(name: "birthRate", value: -1, rule: .nonNegative))) {
      try EmitterCell(birthRate: -1)
    }
    #expect(throws: EmitterError.nonFinite(name: "velocity", value: .nan)) { try EmitterCell(velocity: .nan) }
    #expect(throws: EmitterError.nonFinite(name: "lifetimeRange", value: .infinity)) {
      try EmitterCell(lifetimeRange: .infinity)
    }
    #expect(throws: EmitterError.parameter(ParameterViolation(name: "emissionRange", value: -0.1, rule: .nonNegative))) {
      try EmitterCell(emissionRange: -0.1)
    }
    #expect(throws: EmitterError.parameter(ParameterViolation(name: "redRange", value: -1, rule: .nonNegative))) {
      try EmitterCell(colorRange: SIMD4(-1, 0, 0, 0))
    }
    #expect(throws: EmitterError.parameter(ParameterViolation(name: "emitterSize.width", value: -2, rule: .nonNegative))) {
      try EmitterLayer(size: SIMD2(-2, 1), cells: [])
    }
    #expect(throws: EmitterError.nonFinite(name: "cell 0 birthRate × layer birthRate", value: .infinity)) {
      try EmitterLayer(birthRate: 1e300, cells: [try EmitterCell(birthRate: 1e300)])
    }
    #expect(throws: EmitterError.parameter(ParameterViolation(name: "cell 0.0 beginTime", value: -1, rule: .nonNegative))) {
      try EmitterLayer(cells: [try EmitterCell(emitterCells: [try EmitterCell(beginTime: -1)])])
    }
    var cell = try EmitterCell(birthRate: 1)
    for _ in 0..<EmitterLayer.maximumNestingDepth { cell = try EmitterCell(emitterCells: [cell]) }
    #expect(throws: EmitterError.nestingTooDeep(path: "0.0.0.0.0", limit: 4)) { try EmitterLayer(cells: [cell]) }
    let layer = try EmitterLayer(cells: [try EmitterCell(birthRate: 1, lifetime: 1)])
    #expect(throws: EmitterError.nonFiniteTime(.infinity)) { try layer.liveCount(atTime: .infinity) }
    let flood = try EmitterLayer(cells: [try EmitterCell(birthRate: 1e12, lifetime: 1e3)])
    #expect(throws: EmitterError.tooManyParticles(time: 1e4)) { try flood.liveCount(atTime: 1e4) }
    let ancient = try EmitterLayer(cells: [try EmitterCell(birthRate: 1e6, lifetime: 1)])
    #expect(throws: EmitterError.tooManyParticles(time: 1e300)) { try ancient.particles(atTime: 1e300) }
    #expect(EmitterError.nestingTooDeep(path: "0.0.0.0.0", limit: 4).description == "emitter: cell 0.0.0.0.0 is nested deeper than 4 levels")
  }
}
