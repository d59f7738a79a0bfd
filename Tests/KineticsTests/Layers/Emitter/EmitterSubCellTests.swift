import Foundation
@_spi(Testing) import Kinetics
import Testing

/// Sub-cells emit relative to their parent particle (docs/particles.md, "Sub-emitters"): the
/// emission angles are measured from the parent's direction of travel at the sub-particle's birth,
/// and the parent's scale and color then multiply the sub-particle's.
@Suite struct EmitterSubCellTests {
  /// The unit vector at (longitude, latitude) in the layer's axes, the textbook way.
  func unit(longitude: Double, latitude: Double) -> SIMD3<Double> {
    SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
  }

  /// `d` turned by the rotation that carries the x axis onto `heading`: a tilt about y by the
  /// heading's elevation θ, then a turn about z by its azimuth φ, as matrices.
  func carried(_ d: SIMD3<Double>, onto heading: SIMD3<Double>) -> SIMD3<Double> {
    let phi = atan2(heading.y, heading.x)
    let theta = atan2(heading.z, (heading.x * heading.x + heading.y * heading.y).squareRoot())
    // Ry(−θ): x → (cos θ, 0, sin θ), z → (−sin θ, 0, cos θ).
    let tilted = SIMD3(cos(theta) * d.x - sin(theta) * d.z, d.y, sin(theta) * d.x + cos(theta) * d.z)
    return SIMD3(cos(phi) * tilted.x - sin(phi) * tilted.y, sin(phi) * tilted.x + cos(phi) * tilted.y, tilted.z)
  }

  func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double = 1e-12) -> Bool {
    let scale = max(1, abs(b.x), abs(b.y), abs(b.z))
    return abs(a.x - b.x) <= tolerance * scale && abs(a.y - b.y) <= tolerance * scale && abs(a.z - b.z) <= tolerance * scale
  }

  @Test(arguments: [EmissionSpace.space, .plane])
  func aSubParticleIsTheClosedFormInItsParentsFrame(space: EmissionSpace) throws {
    let (lon, lat) = (0.5, space == .space ? 0.3 : 0)
    let child = try EmitterCell(
      birthRate: 10, lifetime: 0.5, velocity: 40, emissionLongitude: lon, emissionLatitude: lat,
      acceleration: SIMD3(0, 10, 2), scale: 0.5, scaleSpeed: 0.2,
      color: try RGBAColor(red: 0.5, green: 1, blue: 0.8, alpha: 0.9), colorSpeed: SIMD4(0.1, -0.2, 0.3, -0.4))
    let parent = try EmitterCell(
      birthRate: 1, lifetime: 2, velocity: 100, velocityRange: 20, emissionLongitude: -1, emissionLatitude: 0.2,
      emissionRange: 0.4, acceleration: SIMD3(0, 60, space == .space ? 5 : 0), scale: 0.8, scaleRange: 0.2,
      scaleSpeed: -0.3, color: try RGBAColor(red: 0.9, green: 0.6, blue: 0.4, alpha: 1),
      colorRange: SIMD4(0.1, 0.1, 0.1, 0), colorSpeed: SIMD4(0, -0.1, 0.05, -0.2), emitterCells: [child])
    let layer = try EmitterLayer(position: SIMD2(50, 70), emissionSpace: space, seed: 5, cells: [parent])
    let t = 0.95
    let subParticles = try layer.particles(atTime: t).filter { $0.cell == 1 }
    #expect(subParticles.map(\.index) == [5, 6, 7, 8, 9])  // born at j/10 in (0.45, 0.95]
    for particle in subParticles {
      #expect(particle.birthTime == Double(particle.index) / 10)
      // The parent (particle 0, born at 0) at the sub-particle's birth, from the public API.
      let then = try #require(try layer.particle(cell: 0, index: 0, atTime: particle.birthTime))
      let direction = carried(unit(longitude: lon, latitude: lat), onto: then.velocity)
      let a = t - particle.birthTime
      let g = SIMD3(0.0, 10, 2)
      let v0 = 40 * direction
      #expect(close(particle.velocity, v0 + g * a))
      #expect(close(particle.position, then.position + v0 * a + g * (a * a / 2)))
      #expect(abs(particle.scale - then.scale * (0.5 + 0.2 * a)) <= 1e-14)
      let own = [0.5 + 0.1 * a, 1 - 0.2 * a, 0.8 + 0.3 * a, 0.9 - 0.4 * a].map { min(1, max(0, $0)) }
      let parentColor = [then.color.red, then.color.green, then.color.blue, then.color.alpha]
      let color = [particle.color.red, particle.color.green, particle.color.blue, particle.color.alpha]
      for c in 0..<4 { #expect(abs(color[c] - parentColor[c] * own[c]) <= 1e-14) }
      if space == .plane {
        // In the plane the sub-cell's longitude adds to the parent's heading angle.
        let heading = atan2(then.velocity.y, then.velocity.x)
        let angle = atan2(particle.velocity.y - g.y * a, particle.velocity.x - g.x * a)
        #expect(abs(remainder(angle - (heading + lon), 2 * Double.pi)) <= 1e-12)
      }
    }
  }

  @Test func aParentAtRestLeavesItsSubCellsInTheLayersAxes() throws {
    let (lon, lat) = (2.0, -0.4)
    let child = try EmitterCell(birthRate: 8, lifetime: 1, velocity: 30, emissionLongitude: lon, emissionLatitude: lat)
    let still = try EmitterCell(birthRate: 1, lifetime: 3, emitterCells: [child])
    // Moving straight along z: no heading in the plane, so the plane space keeps the layer's axes too.
    let rising = try EmitterCell(birthRate: 1, lifetime: 3, acceleration: SIMD3(0, 0, 50), emitterCells: [child])
    for (cell, space) in [(still, EmissionSpace.space), (rising, .plane)] {
      let layer = try EmitterLayer(emissionSpace: space, cells: [cell])
      let subParticles = try layer.particles(atTime: 0.9).filter { $0.cell == 1 }
      #expect(subParticles.count == 8)
      let expected = space == .plane ? SIMD3(30 * cos(lon), 30 * sin(lon), 0) : 30 * unit(longitude: lon, latitude: lat)
      for particle in subParticles { #expect(close(particle.velocity, expected)) }
    }
  }

  @Test func subCellDirectionsAreUniformOnTheConeAroundTheParentsHeading() throws {
    let range = 0.6
    let child = try EmitterCell(birthRate: 4000, lifetime: 0.3, velocity: 10, emissionRange: range)
    let parent = try EmitterCell(
      birthRate: 0.5, lifetime: 1.9, velocity: 80, emissionLongitude: 0.7, emissionLatitude: 0.4,
      acceleration: SIMD3(0, 40, -30), emitterCells: [child])
    let layer = try EmitterLayer(seed: 11, cells: [parent])
    let subParticles = try layer.particles(atTime: 1.5).filter { $0.cell == 1 }
    #expect(subParticles.count == 1200)
    var (sum, sumOfSquares) = (0.0, 0.0)
    var across = SIMD3<Double>.zero
    for particle in subParticles {
      let then = try #require(try layer.particle(cell: 0, index: 0, atTime: particle.birthTime))
      let heading = then.velocity / (then.velocity * then.velocity).sum().squareRoot()
      let d = particle.velocity / 10
      let cosine = (d * heading).sum()
      #expect(cosine >= cos(range) - 1e-12)
      sum += cosine
      sumOfSquares += cosine * cosine
      across += d - cosine * heading
    }
    // cos θ uniform in [cos range, 1]: mean (1 + cos range)/2, variance (1 − cos range)²/12.
    let n = Double(subParticles.count)
    let width = 1 - cos(range)
    let mean = sum / n
    #expect(abs(mean - (1 + cos(range)) / 2) <= 4 * width / (12 * n).squareRoot())
    #expect(abs((sumOfSquares / n - mean * mean) - width * width / 12) <= 0.1 * width * width / 12)
    // Azimuth uniform: the parts across the heading average out (each at most sin range long).
    let spread = sin(range) / (2 * n).squareRoot()
    #expect(abs(across.x / n) <= 5 * spread && abs(across.y / n) <= 5 * spread && abs(across.z / n) <= 5 * spread)
  }

  /// Apple's firework listing (CAEmitterCell `emitterCells`): trails of default scale and color
  /// take the rocket's scale 0.05 and red, and with no velocity of their own fall from where the
  /// rocket was.
  @Test func applesFireworkTrailsTakeTheRocketsScaleAndColor() throws {
    let trail = try EmitterCell(birthRate: 10, lifetime: 3, acceleration: SIMD3(0, 20, 0))
    let firework = try EmitterCell(
      birthRate: 3, lifetime: 10, velocity: 100, emissionLongitude: -Double.pi / 2, emissionRange: Double.pi / 4,
      scale: 0.05, color: try RGBAColor(red: 1, green: 0, blue: 0), emitterCells: [trail])
    let layer = try EmitterLayer(position: SIMD2(512, 512), seed: 1, cells: [firework])
    let trails = try layer.particles(atTime: 2.5).filter { $0.cell == 1 }
    #expect(!trails.isEmpty)
    for particle in trails {
      #expect(particle.scale == 0.05)
      #expect(particle.color == (try RGBAColor(red: 1, green: 0, blue: 0)))
      #expect(particle.velocity == SIMD3(0, 20 * particle.age, 0))
    }
  }

  @Test func nestedCellsGiveTheSameBitsOnAnyThreadsAndInFloat() throws {
    let sparkle = try EmitterCell(
      birthRate: 30, lifetime: 0.2, velocity: 15, emissionLongitude: 1, emissionRange: 0.5, scale: 0.7,
      color: try RGBAColor(red: 1, green: 1, blue: 0.5), colorSpeed: SIMD4(0, 0, 0, -2))
    let burst = try EmitterCell(
      birthRate: 50, lifetime: 0.6, lifetimeRange: 0.2, velocity: 60, velocityRange: 20, emissionLatitude: 0.3,
      emissionRange: 3.1, acceleration: SIMD3(0, 40, 0), scale: 0.5, scaleSpeed: -0.4,
      color: try RGBAColor(red: 1, green: 0.5, blue: 0.2), colorRange: SIMD4(0.2, 0.2, 0.2, 0),
      emitterCells: [sparkle])
    let rocket = try EmitterCell(
      birthRate: 4, lifetime: 1.5, velocity: 200, emissionLongitude: -Double.pi / 2, emissionRange: 0.3,
      acceleration: SIMD3(0, 90, 0), scale: 1.5, emitterCells: [burst])
    let layer = try EmitterLayer(position: SIMD2(300, 500), seed: 77, cells: [rocket])
    for t in [0.8, 2.3] {
      let expected = try layer.particles(atTime: t)
      #expect(Set(expected.map(\.cell)) == [0, 1, 2])
      let n = expected.count
      for parallelism: BatchParallelism in [
        .singleThread, .threads(atMost: 2), ._testing(threadLimit: 0, minimumWork: 0, assumedProcessors: 5),
      ] {
        let doubles = try layer.particleColumns(atTime: t, as: Double.self, parallelism: parallelism)
        let floats = try layer.particleColumns(atTime: t, as: Float.self, parallelism: parallelism)
        for (i, particle) in expected.enumerated() {
          for column in EmitterParticleColumn.allCases {
            #expect(doubles[column.rawValue * n + i].bitPattern == particle[column].bitPattern)
            #expect(floats[column.rawValue * n + i].bitPattern == Float(particle[column]).bitPattern)
          }
        }
      }
    }
  }
}
