import Foundation
@_spi(Testing) import Kinetics
import Testing

/// Finite parameters whose particles leave the output type's range give
/// `EmitterError.outputOverflow` from every entry point — the list, one particle, the batch in
/// `Double` and `Float` on any number of threads — naming the same column, cell and time; never ±∞
/// or NaN with success (docs/particles.md, "Overflow").
@Suite struct EmitterOverflowTests {
  static let parallelisms: [BatchParallelism] = [
    .singleThread, .threads(atMost: 2), ._testing(threadLimit: 0, minimumWork: 0, assumedProcessors: 7),
  ]

  /// Expects `expected` from every batch of `layer` at `t` in `Element`, on every thread count.
  func expectBatches<Element: BatchFloatingPoint>(
    _ layer: EmitterLayer, at t: Double, as type: Element.Type, _ expected: EmitterError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for parallelism in Self.parallelisms {
      #expect(throws: expected, sourceLocation: sourceLocation) {
        try layer.particleColumns(atTime: t, as: type, parallelism: parallelism)
      }
      // Into a caller's buffer, with a scratch kept from call to call, too.
      var scratch = EmitterBatchScratch()
      var buffer = [Element](repeating: 0, count: 15 * 100_000)
      #expect(throws: expected, sourceLocation: sourceLocation) {
        try buffer.withUnsafeMutableBufferPointer { (buffer) throws(EmitterError) in
          try layer.particles(atTime: t, into: buffer, capacity: 100_000, parallelism: parallelism, scratch: &scratch)
        }
      }
    }
  }

  /// Expects `expected` from the list, the batches in both types and, for `index`, the one particle.
  func expectEverywhere(
    _ layer: EmitterLayer, at t: Double, _ expected: EmitterError, index: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: expected, sourceLocation: sourceLocation) { try layer.particles(atTime: t) }
    if let index {
      #expect(throws: expected, sourceLocation: sourceLocation) { try layer.particle(cell: 0, index: index, atTime: t) }
    }
    expectBatches(layer, at: t, as: Double.self, expected, sourceLocation: sourceLocation)
    expectBatches(layer, at: t, as: Float.self, expected, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (try! EmitterCell(birthRate: 1, lifetime: 100, velocity: 1e308), EmitterParticleColumn.positionX),
    (try! EmitterCell(birthRate: 1, lifetime: 100, acceleration: SIMD3(0, 1e308, 0)), .positionY),
    (try! EmitterCell(birthRate: 1, lifetime: 100, velocity: 1e308, velocityRange: 1e308), .positionX),
    (try! EmitterCell(birthRate: 1, lifetime: 100, scaleSpeed: 1e308), .scale),
    (try! EmitterCell(birthRate: 1, lifetime: 100, spin: 1e308), .rotation),
  ])
  func motionBeyondTheDoubleRangeIsATypedErrorOnEveryPath(cell: EmitterCell, column: EmitterParticleColumn) throws {
    let layer = try EmitterLayer(seed: 3, cells: [cell])
    let expected = EmitterError.outputOverflow(column: column, cell: "0", time: 50)
    expectEverywhere(layer, at: 50, expected, index: 0)
    #expect(expected.description.contains(column.name) && expected.description.contains("50"))
    // Counting never overflows; and early enough, the same layer is finite everywhere (but where
    // the drawn speed 1e308 ± 1e308 itself is beyond the range).
    #expect(try layer.liveCount(atTime: 50) == 51)
    guard cell.velocityRange == 0 else { return }
    let early = try layer.particles(atTime: 0.25)
    #expect(early.allSatisfy { p in EmitterParticleColumn.allCases.allSatisfy { p[$0].isFinite } })
  }

  @Test func theFirstOverflowInOutputOrderIsNamedWhateverTheThreadCount() throws {
    // 4,001 finite particles of cell 0 in 4 blocks, then cell 1's, overflowing from age 1.8 on:
    // the error names cell 1's first particle whichever block a thread checks first.
    let calm = try EmitterCell(birthRate: 1000, lifetime: 5, velocity: 10)
    let wild = try EmitterCell(birthRate: 1000, lifetime: 5, velocity: 1e308)
    let layer = try EmitterLayer(seed: 9, cells: [calm, wild])
    expectEverywhere(layer, at: 4, .outputOverflow(column: .positionX, cell: "1", time: 4))
  }

  @Test func valuesFiniteInDoubleButBeyondFloatOverflowOnlyTheFloatBatch() throws {
    // x = 1e37 · 50 = 5e38 > Float.greatestFiniteMagnitude ≈ 3.4e38.
    let fast = try EmitterLayer(cells: [try EmitterCell(birthRate: 1, lifetime: 100, velocity: 1e37)])
    #expect(try fast.particles(atTime: 50).allSatisfy { $0.position.x.isFinite })
    for parallelism in Self.parallelisms {
      #expect(try fast.particleColumns(atTime: 50, as: Double.self, parallelism: parallelism).allSatisfy(\.isFinite))
    }
    expectBatches(fast, at: 50, as: Float.self, .outputOverflow(column: .positionX, cell: "0", time: 50))
    // An age of 1e39 s (a lifetime of 1e300 s) is a Double but not a Float.
    let old = try EmitterLayer(cells: [try EmitterCell(birthRate: 1e-40, lifetime: 1e300)])
    #expect(try old.particles(atTime: 1e39).map(\.age) == [1e39])
    expectBatches(old, at: 1e39, as: Float.self, .outputOverflow(column: .age, cell: "0", time: 1e39))
  }

  @Test func aStartScaleBeyondTheRangeIsAnErrorNotAScaleOfZero() throws {
    // s₀ = 1.7e308 ± 1e308 overflows for about half the draws; at age 2, scaleSpeed·a = −∞, so
    // s₀ + scaleSpeed·a is −∞ (a finite s₀: scale 0, right) or ∞ − ∞ (an overflowed s₀: unknown).
    let cell = try EmitterCell(birthRate: 1, lifetime: 10, scale: 1.7e308, scaleRange: 1e308, scaleSpeed: -1e308)
    let layer = try EmitterLayer(seed: 4, cells: [cell])
    var overflowed = 0
    for index in 0..<32 {
      let t = Double(index) + 2
      do {
        let particle = try #require(try layer.particle(cell: 0, index: index, atTime: t))
        #expect(particle.scale == 0)
      } catch let error as EmitterError {
        #expect(error == .outputOverflow(column: .scale, cell: "0", time: t))
        overflowed += 1
      }
    }
    #expect(overflowed > 0 && overflowed < 32)
  }

  @Test(arguments: [EmissionSpace.space, .plane])
  func aSubCellTakesTheHeadingOfAParentWhoseVelocityOverflowsAtItsBirth(space: EmissionSpace) throws {
    // The parent flies along +y: v(a) = (0, 1e308·(1 + a), 0), which overflows at the child's birth
    // (a = 1) while its position 1.5e308 does not. Its heading is still +y, so a child emitted
    // straight ahead (longitude 0) flies along +y, not along the layer's x axis.
    let child = try EmitterCell(birthRate: 1, lifetime: 10, velocity: 1, beginTime: 1)
    let parent = try EmitterCell(
      birthRate: 1, lifetime: 1.01, velocity: 1e308, emissionLongitude: .pi / 2, acceleration: SIMD3(0, 1e308, 0),
      duration: 1, emitterCells: [child])
    let layer = try EmitterLayer(emissionSpace: space, cells: [parent])
    let particles = try layer.particles(atTime: 1.5)
    let sub = try #require(particles.first { $0.cell == 1 })
    #expect(particles.count == 1)
    #expect(abs(sub.velocity.x) < 1e-15 && sub.velocity.y == 1 && sub.velocity.z == 0)
    #expect(sub.position.y == 1.5e308)
  }

  @Test(arguments: [
    (EmitterShape.rectangle, EmitterMode.outline, 1e308), (.cuboid, .outline, 1e308), (.cuboid, .surface, 1e200),
    (.cuboid, .surface, 1e308),
  ])
  func hugeShapesSpreadParticlesOverTheirEdgesAndFaces(shape: EmitterShape, mode: EmitterMode, side: Double) throws {
    // Perimeters (4·1e308) and face areas (1e200·1e200) overflow; the positions must not.
    let layer = try EmitterLayer(
      size: SIMD2(side, side), depth: side, shape: shape, mode: mode, seed: 2,
      cells: [try EmitterCell(birthRate: 200, lifetime: 1)])
    let positions = try layer.particles(atTime: 0.5).map(\.position)
    #expect(positions.count == 101)
    #expect(Set(positions.map { [$0.x, $0.y, $0.z] }).count > 90)
    let half = side / 2
    let dimensions = shape == .rectangle ? 2 : 3
    // On an edge of a cuboid: two coordinates at ±half; on a face or the rectangle's perimeter: one.
    let atHalf = shape == .cuboid && mode == .outline ? 2 : 1
    var boundariesSeen = Set<Int>()
    for p in positions {
      let onBoundary = (0..<dimensions).filter { abs(p[$0]) == half }
      #expect(onBoundary.count >= atHalf && (0..<3).allSatisfy { abs(p[$0]) <= half })
      boundariesSeen.formUnion(onBoundary)
    }
    #expect(boundariesSeen.count == dimensions)
  }
}
