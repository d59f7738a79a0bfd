import Foundation
import Kinetics
import Testing

/// The distributions of the drawn values over 10⁵ particles: speed, the direction cone (in space
/// and in the plane), the color range, and where each shape and mode starts particles. Each mean
/// is checked within 5 standard errors of the distribution's mean, each spread within 5%.
@Suite struct EmitterStatisticsTests {
  /// 10⁵ live particles of `cell` at t = 1.5 (rate 10⁵ per second, lifetime 1).
  func particles(_ cell: EmitterCell, layer: (EmitterCell) throws -> EmitterLayer) throws -> [EmitterParticle] {
    let all = try layer(cell).particles(atTime: 1.5)
    #expect(all.count == 100_000)
    return all
  }

  func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
  func variance(_ values: [Double]) -> Double {
    let m = mean(values)
    return values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count - 1)
  }
  /// |mean − expected| within 5 standard errors of a distribution of standard deviation `sigma`.
  func expectMean(_ values: [Double], _ expected: Double, sigma: Double, _ what: String) {
    #expect(abs(mean(values) - expected) <= 5 * sigma / Double(values.count).squareRoot(), "\(what)")
  }

  @Test func speedAndDirectionAreUniformOnTheCone() throws {
    let (range, longitude, latitude) = (0.6, 1.1, 0.4)
    let cell = try EmitterCell(
      birthRate: 100_000, lifetime: 1, velocity: 100, velocityRange: 20, emissionLongitude: longitude,
      emissionLatitude: latitude, emissionRange: range)
    let all = try particles(cell) { try EmitterLayer(seed: 11, cells: [$0]) }
    let axis = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
    let speeds = all.map { ($0.velocity * $0.velocity).sum().squareRoot() }
    // Speed uniform in [80, 120]: mean 100, variance 40²/12.
    #expect(speeds.allSatisfy { $0 >= 80 && $0 <= 120 })
    expectMean(speeds, 100, sigma: 40 / 12.0.squareRoot(), "speed")
    #expect(abs(variance(speeds) / (1600.0 / 12) - 1) <= 0.05)
    // cos θ uniform in [cos R, 1] (uniform in solid angle on the cap).
    let cosines = zip(all, speeds).map { ($0.velocity * axis).sum() / $1 }
    #expect(cosines.allSatisfy { $0 >= cos(range) - 1e-12 })
    let width = 1 - cos(range)
    expectMean(cosines, (1 + cos(range)) / 2, sigma: width / 12.0.squareRoot(), "cos θ")
    #expect(abs(variance(cosines) / (width * width / 12) - 1) <= 0.05)
    // The azimuth is uniform: the component across the axis averages 0.
    let across = SIMD3(-sin(longitude), cos(longitude), 0)
    let sideways = zip(all, speeds).map { ($0.velocity * across).sum() / $1 }
    expectMean(sideways, 0, sigma: sin(range), "across")
  }

  @Test func planarDirectionsAreUniformInAngle() throws {
    let (range, longitude) = (0.8, -0.5)
    let cell = try EmitterCell(
      birthRate: 100_000, lifetime: 1, velocity: 10, emissionLongitude: longitude, emissionLatitude: 1,
      emissionRange: range)
    let all = try particles(cell) { try EmitterLayer(emissionSpace: .plane, cells: [$0]) }
    #expect(all.allSatisfy { $0.velocity.z == 0 })
    let angles = all.map { atan2($0.velocity.y, $0.velocity.x) }
    #expect(angles.allSatisfy { abs($0 - longitude) <= range + 1e-12 })
    expectMean(angles, longitude, sigma: 2 * range / 12.0.squareRoot(), "angle")
    #expect(abs(variance(angles) / (4 * range * range / 12) - 1) <= 0.05)
  }

  @Test func colorAndScaleAreUniformInTheirRanges() throws {
    let cell = try EmitterCell(
      birthRate: 100_000, lifetime: 1, scale: 2, scaleRange: 0.5,
      color: try RGBAColor(red: 0.5, green: 0.2, blue: 0.9, alpha: 0.6), colorRange: SIMD4(0.2, 0.1, 0, 0.3))
    let all = try particles(cell) { try EmitterLayer(scale: 0.5, cells: [$0]) }
    let reds = all.map(\.color.red)
    #expect(reds.allSatisfy { $0 >= 0.3 && $0 <= 0.7 })
    expectMean(reds, 0.5, sigma: 0.4 / 12.0.squareRoot(), "red")
    #expect(abs(variance(reds) / (0.16 / 12) - 1) <= 0.05)
    // Green 0.2 ± 0.1; blue has no range.
    expectMean(all.map(\.color.green), 0.2, sigma: 0.2 / 12.0.squareRoot(), "green")
    #expect(all.allSatisfy { $0.color.blue == 0.9 })
    // Alpha 0.6 ± 0.3 and the layer's scale multiplies: 0.5 × (2 ± 0.5) = 1 ± 0.25.
    expectMean(all.map(\.color.alpha), 0.6, sigma: 0.6 / 12.0.squareRoot(), "alpha")
    let scales = all.map(\.scale)
    #expect(scales.allSatisfy { $0 >= 0.75 && $0 <= 1.25 })
    expectMean(scales, 1, sigma: 0.5 / 12.0.squareRoot(), "scale")
  }

  @Test func shapesStartParticlesWhereTheirModeSays() throws {
    let cell = try EmitterCell(birthRate: 100_000, lifetime: 1)
    func starts(_ shape: EmitterShape, _ mode: EmitterMode) throws -> [SIMD3<Double>] {
      let layer = try EmitterLayer(
        position: SIMD2(10, -5), zPosition: 2, size: SIMD2(4, 2), depth: 6, shape: shape, mode: mode, cells: [cell])
      return try layer.particles(atTime: 1.5).map { $0.position - SIMD3(10, -5, 2) }
    }
    // Circle outline: radius = width.
    #expect(try starts(.circle, .outline).allSatisfy { abs(($0 * $0).sum().squareRoot() - 4) <= 1e-12 && $0.z == 0 })
    // Disk: r² uniform in [0, 16], mean 8.
    let disk = try starts(.circle, .surface).map { ($0 * $0).sum() }
    #expect(disk.allSatisfy { $0 <= 16 + 1e-12 })
    expectMean(disk, 8, sigma: 16 / 12.0.squareRoot(), "disk r²")
    // Ball: r³ uniform in [0, 64], mean 32; sphere surface: r = 4.
    let ball = try starts(.sphere, .volume).map { pow(($0 * $0).sum(), 1.5) }
    expectMean(ball, 32, sigma: 64 / 12.0.squareRoot(), "ball r³")
    #expect(try starts(.sphere, .surface).allSatisfy { abs(($0 * $0).sum().squareRoot() - 4) <= 1e-12 })
    // Rectangle perimeter: on an edge; corners in points mode, each a quarter of the time.
    #expect(try starts(.rectangle, .outline).allSatisfy {
      (abs(abs($0.x) - 2) <= 1e-12 && abs($0.y) <= 1) || (abs(abs($0.y) - 1) <= 1e-12 && abs($0.x) <= 2)
    })
    let corners = try starts(.rectangle, .points)
    #expect(corners.allSatisfy { abs($0.x) == 2 && abs($0.y) == 1 })
    let firstQuadrant = Double(corners.filter { $0.x > 0 && $0.y > 0 }.count) / Double(corners.count)
    let cornerError: Double = (0.25 * 0.75 / Double(corners.count)).squareRoot()
    #expect(abs(firstQuadrant - 0.25) <= 5 * cornerError)
    // Cuboid faces: one coordinate at its half extent; the 4 × 6 faces (areas 24 of 88 = 2·(8 + 24 + 12))
    // at z = ±3 take 16/88 of the particles.
    let faces = try starts(.cuboid, .surface)
    let half = SIMD3(2.0, 1, 3)
    func onAFace(_ p: SIMD3<Double>) -> Bool {
      let onBoundary = (0..<3).contains { abs(abs(p[$0]) - half[$0]) <= 1e-12 }
      return onBoundary && (0..<3).allSatisfy { abs(p[$0]) <= half[$0] + 1e-12 }
    }
    #expect(faces.allSatisfy(onAFace))
    let onZ = Double(faces.filter { abs(abs($0.z) - 3) <= 1e-12 }.count) / Double(faces.count)
    let share: Double = 16.0 / 88
    let shareError: Double = (share * (1 - share) / Double(faces.count)).squareRoot()
    #expect(abs(onZ - share) <= 5 * shareError)
    // Cuboid edges: two coordinates at their half extents.
    #expect(try starts(.cuboid, .outline).allSatisfy { p in (0..<3).filter { abs(abs(p[$0]) - half[$0]) <= 1e-12 }.count >= 2 })
    // Cuboid volume: inside, mean 0; line: on the x axis within ±2.
    let box = try starts(.cuboid, .volume)
    #expect(box.allSatisfy { p in (0..<3).allSatisfy { abs(p[$0]) <= half[$0] } })
    expectMean(box.map(\.z), 0, sigma: 6 / 12.0.squareRoot(), "box z")
    #expect(try starts(.line, .surface).allSatisfy { abs($0.x) <= 2 && $0.y == 0 && $0.z == 0 })
    #expect(try starts(.point, .volume).allSatisfy { $0 == .zero })
  }
}
