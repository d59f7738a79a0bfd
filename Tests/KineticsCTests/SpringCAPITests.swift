import Kinetics
import Testing

@Suite struct SpringCAPITests {
  static let times: [Double] = [-1, 0, 0.01, 0.1, 0.35, 1, 2.5, 1e6]

  @Test func cProgramGetsTheSwiftSpringResultsBitForBit() throws {
    let output = try CClient.compileAndRun("springs.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let constructed: [(String, Spring)] = [
      ("response", try Spring(response: 0.55, dampingRatio: 0.825, mass: 1)),
      ("bounce", try Spring(duration: 0.5, bounce: -0.3)),
      ("perceptual", try Spring(perceptualDuration: 0.4, bounce: 0.2)),
      ("uikit", try Spring(uikitDuration: 0.6, dampingRatio: 0.7, initialSpringVelocity: 1.5)),
    ]
    for (name, spring) in constructed {
      #expect(values["\(name).mass"] == spring.mass)
      #expect(values["\(name).stiffness"] == spring.stiffness)
      #expect(values["\(name).damping"] == spring.damping)
    }
    #expect(try values["uikitDuration"] == constructed[3].1.uikitDuration(initialSpringVelocity: 1.5))
    let described = constructed[0].1
    #expect(values["describe.dampingRatio"] == described.dampingRatio)
    #expect(values["describe.response"] == described.response)
    #expect(values["describe.bounce"] == described.bounce)
    #expect(values["describe.naturalFrequency"] == described.naturalFrequency)
    #expect(values["describe.dampedFrequency"] == described.dampedFrequency)

    let motions: [(String, Spring, from: Double, to: Double, velocity: Double)] = [
      ("physical", try Spring(mass: 2, stiffness: 300, damping: 20), 10, -5, 40),
      ("critical", try Spring(mass: 1, stiffness: 100, damping: 20), 0, 1, 0),
    ]
    for (name, spring, from, to, velocity) in motions {
      let positions = spring.positions(
        at: Self.times, from: from, to: to, initialVelocity: velocity)
      let velocities = spring.velocities(
        at: Self.times, from: from, to: to, initialVelocity: velocity)
      let floatTimes = Self.times.map(Float.init)
      let positionsFloat = spring.positions(
        at: floatTimes, from: from, to: to, initialVelocity: velocity)
      let velocitiesFloat = spring.velocities(
        at: floatTimes, from: from, to: to, initialVelocity: velocity)
      for (index, t) in Self.times.enumerated() {
        #expect(values["\(name).positions[\(index)]"] == positions[index], "\(name) t=\(t)")
        #expect(values["\(name).velocities[\(index)]"] == velocities[index], "\(name) t=\(t)")
        #expect(values["\(name).positionsFloat[\(index)]"] == Double(positionsFloat[index]))
        #expect(values["\(name).velocitiesFloat[\(index)]"] == Double(velocitiesFloat[index]))
        #expect(
          values["\(name).position[\(index)]"]
            == spring.position(at: t, from: from, to: to, initialVelocity: velocity))
        #expect(
          values["\(name).velocity[\(index)]"]
            == spring.velocity(at: t, from: from, to: to, initialVelocity: velocity))
      }
      #expect(
        values["\(name).settling0"]
          == spring.settlingTime(tolerance: 0.001, from: from, to: to, initialVelocity: velocity))
      #expect(
        values["\(name).settling1"]
          == spring.envelopeSettlingTime(
            tolerance: 0.001, from: from, to: to, initialVelocity: velocity))
      let relative = to == from ? 0 : velocity / (to - from)
      #expect(
        values["\(name).settling2"]
          == spring.coreAnimationSettlingDuration(relativeInitialVelocity: relative))
    }
    #expect(
      output.standardOutput.contains(
        "error,kn_spring_position: spring: mass must be finite, got nan"))
  }
}
