import Kinetics
import Testing

/// kn_emitter_* (Tests/CClients/emitter.c) give the Swift model's particles bit for bit, with the
/// cell column numbered as the caller's flat array, and refuse invalid input with a status and a
/// message.
@Suite struct EmitterCAPITests {
  @Test func cProgramGetsTheSwiftParticlesBitForBit() throws {
    let output = try CClient.compileAndRun("emitter.c", extraFlags: ["-pthread"])
    #expect(output.status == 0, "\(output.standardError)")
    let bits = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)

    let white = try RGBAColor(red: 1, green: 1, blue: 1)
    let sparks = try EmitterCell(birthRate: 10, lifetime: 0.4, spin: 2, scaleSpeed: -1, color: white)
    let rockets = try EmitterCell(
      birthRate: 3, lifetime: 1.5, velocity: 80, velocityRange: 20, emissionLongitude: -1.5707963267948966,
      emissionRange: 0.4, acceleration: SIMD3(0, 40, 0), color: white, emitterCells: [sparks])
    let dust = try EmitterCell(
      birthRate: 20, lifetime: 0.8, lifetimeRange: 0.3, velocity: 10, emissionRange: 3.14, color: white,
      colorRange: SIMD4(0.2, 0, 0, 0), colorSpeed: SIMD4(0, 0, 0, -0.5))
    let layer = try EmitterLayer(
      position: SIMD2(100, 200), size: SIMD2(30, 0), shape: .circle, mode: .outline, emissionSpace: .plane, seed: 77,
      cells: [rockets, dust])
    let particles = try layer.particles(atTime: 2.25)
    #expect(fields["live"] == "\(particles.count)")
    // Repeated calls on the handle, its storage reused and shared by two threads: the same bits.
    #expect(fields["reuse"] == "same")
    #expect(Set(particles.map(\.cell)) == [0, 1, 2])
    let n = particles.count
    // The layer's cells in depth-first order are rockets, sparks, dust: C indices 0, 2, 1.
    let cIndex = [0.0, 2, 1]
    for (i, particle) in particles.enumerated() {
      for column in EmitterParticleColumn.allCases {
        let expected = column == .cell ? cIndex[particle.cell] : particle[column]
        let index = column.rawValue * n + i
        #expect(bits["column[\(index)]"]?.bitPattern == expected.bitPattern, "\(column) of particle \(i)")
        #expect(bits["float[\(index)]"]?.bitPattern == Double(Float(expected)).bitPattern, "\(column) of particle \(i)")
      }
    }

    let errors = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("error,") }
    #expect(errors == [
      "error,kn_emitter_particles: emitter: the buffers hold \(n - 1) particles, \(n) are live",
      "error,kn_emitter_live_count: emitter: time must be finite, got inf",
      "error,kn_emitter_create: cell 1: emitter: lifetime must be zero or positive, got -1.0",
      "error,kn_emitter_create: cell 2: parent 2 must be -1 or the index of an earlier cell",
      "error,kn_emitter_create: desc is NULL",
      "error,kn_emitter_live_count: emitter is not a live kn_emitter handle: it was destroyed, or was never returned by a create function",
      // Issue 19: beyond double at 1e308, beyond float only at 1e37, never ±inf with KN_OK.
      "error,kn_emitter_particles: at time 50.0 the position_x of a particle of cells[1] is beyond the range of double",
      "error,kn_emitter_particles_f: at time 50.0 the position_x of a particle of cells[1] is beyond the range of float",
      "error,kn_emitter_particles_f: at time 50.0 the position_x of a particle of cells[1] is beyond the range of float",
    ])
    // The full-range property: random finite descriptions and times give finite values or a status.
    #expect(fields["property_failures"] == "0", "\(output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("failure,") })")
    #expect((Int(fields["property_ok"] ?? "") ?? 0) > 100)
    #expect((Int(fields["property_overflow"] ?? "") ?? 0) > 20)
  }
}
