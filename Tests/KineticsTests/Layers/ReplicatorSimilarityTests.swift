import Foundation
import Kinetics
import Testing
import KineticsTestSupport

/// Replicator steps that are similarities of the plane (rotation about z, scale, translation)
/// take the closed form: checked against exact powers (mpmath, 60 digits,
/// Tests/Fixtures/replicator) at i = 2 … 10⁶ within the bound docs/layers.md states, and the batch
/// against the scalar call bit for bit.
@Suite struct ReplicatorSimilarityTests {
  struct Case {
    let name: String
    let instance: Int
    let step: [Double]
    let power: [Float80]
  }

  static let cases: [Case] = try! Fixtures.csvRows("replicator/similarity_powers.csv").map { fields in
    Case(
      name: String(fields[0]), instance: Int(fields[1])!, step: fields[2..<18].map { Double($0)! },
      power: fields[18..<34].map { Float80(String($0))! })
  }

  /// The documented bound per element (docs/layers.md, "Similarity steps"), u = 2⁻⁵³, n = i,
  /// z = a + ib = s·e^(iθ), |L| = |ln s| + |θ|:
  /// rotation and scale block (7·n·|L| + 4)·u·sⁿ; m33 the same with c; translations
  /// u·|t|·max(1, sⁿ)·n·(23·|L|/|z − 1| + 5) (n·u·|t| when z = 1), the same in z with c and tz;
  /// the zeros and m44 exact; each plus the smallest normal double (a power that underflows).
  static func bounds(step: [Double], n: Int) -> [Double] {
    let u = Double.ulpOfOne / 2
    let count = Double(n)
    let (a, b, c) = (step[0], step[1], step[10])
    let s = (a * a + b * b).squareRoot()
    let logSize = abs(log(s)) + abs(atan2(b, a))
    let sn = pow(s, count)
    let cn = pow(c, count)
    func translation(_ size: Double, _ logSize: Double, _ stepSize: Double, _ power: Double) -> Double {
      stepSize == 0 ? count * u * size : u * size * max(1, power) * count * (23 * logSize / stepSize + 5)
    }
    let linear = (7 * count * logSize + 4) * u * sn
    let planeTranslation = translation(hypot(step[12], step[13]), logSize, hypot(a - 1, b), sn)
    var result = [Double](repeating: 0, count: 16)
    for index in [0, 1, 4, 5] { result[index] = linear }
    result[10] = (7 * count * abs(log(c)) + 4) * u * cn
    result[12] = planeTranslation
    result[13] = planeTranslation
    result[14] = translation(abs(step[14]), abs(log(c)), abs(c - 1), cn)
    return result.map { $0 + Double.leastNormalMagnitude }
  }

  @Test func everyFixtureCaseIsWithinTheDocumentedBound() throws {
    #expect(Self.cases.count >= 30)
    for fixture in Self.cases {
      let layer = try ReplicatorLayer(
        instanceCount: fixture.instance + 1, instanceTransform: try Transform3D(elements: fixture.step))
      let computed = try layer.transform(ofInstance: fixture.instance).elements
      let bounds = Self.bounds(step: fixture.step, n: fixture.instance)
      for index in 0..<16 {
        let error = abs(Float80(computed[index]) - fixture.power[index])
        #expect(error <= Float80(bounds[index]), "\(fixture.name) i=\(fixture.instance) element \(index): \(error)")
      }
    }
  }

  @Test func theLinearPartAt1000000InstancesBeatsTheBinaryPoweringBound() throws {
    // A ring of 97: binary powering's bound is 8·i·u = 8.9e-10 at 10⁶; the closed form's is
    // (7·i·|θ| + 4)·u = 5.0e-11.
    let ring = try #require(Self.cases.first { $0.name == "ring-97" && $0.instance == 1_000_000 })
    let layer = try ReplicatorLayer(instanceCount: 1_000_001, instanceTransform: try Transform3D(elements: ring.step))
    let computed = try layer.transform(ofInstance: 1_000_000).elements
    let worst = [0, 1, 4, 5].map { abs(Float80(computed[$0]) - ring.power[$0]) }.max()!
    #expect(worst <= Float80(7 * 1e6 * (2 * Double.pi / 97) + 4) * Float80(Double.ulpOfOne / 2))
  }

  @Test func instanceOneIsTheStepItself() throws {
    let step = try Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).concatenating(
      try Transform3D(scaleX: 0.9, y: 0.9, z: 1)
    ).concatenating(try Transform3D(translationX: 3, y: -4, z: 0))
    let layer = try ReplicatorLayer(instanceCount: 3, instanceTransform: step)
    #expect(try layer.transform(ofInstance: 1) == step)
    #expect(try layer.transform(ofInstance: 0) == .identity)
  }

  @Test func aRingOfNClosesOnTheSourceAfterNSteps() throws {
    // Rotation by 2π/12 about z and a translation: twelve steps come back to the identity, up to
    // the rounding of the step (12 · a few u).
    let step = try Transform3D(rotationAngle: 2 * Double.pi / 12, x: 0, y: 0, z: 1).concatenating(
      try Transform3D(translationX: 10, y: 0, z: 0))
    let layer = try ReplicatorLayer(instanceCount: 13, instanceTransform: step)
    let closed = try layer.transform(ofInstance: 12).elements
    for (computed, expected) in zip(closed, Transform3D.identity.elements) {
      #expect(abs(computed - expected) <= 1e-13)
    }
  }

  @Test func batchEqualsScalarBitForBitOnTheClosedForm() throws {
    let step = try Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(
      try Transform3D(scaleX: 0.999, y: 0.999, z: 0.998)
    ).concatenating(try Transform3D(translationX: 5, y: -2, z: 1))
    let count = 5_000
    let layer = try ReplicatorLayer(instanceCount: count, instanceTransform: step)
    let all = try layer.instanceTransforms()
    var doubles = [Double](repeating: 0, count: 16 * count)
    var floats = [Float](repeating: 0, count: 16 * count)
    try doubles.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
    try floats.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
    for index in 0..<count {
      let single = try layer.transform(ofInstance: index)
      #expect(all[index] == single)
      #expect(Array(doubles[16 * index..<16 * index + 16]) == single.elements)
      #expect(Array(floats[16 * index..<16 * index + 16]) == single.elements.map(Float.init))
    }
  }

  @Test func aGrowingSimilarityOverflowsAsATypedError() throws {
    // Scale 1.5 with a rotation: 1.5^1750 ≈ 1e308 is finite, so construction succeeds for 1800
    // instances only if every prepared power is finite; 1.5^1024 is, 1.5^2048 would not be needed.
    let step = try Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1).concatenating(
      try Transform3D(scaleX: 1.5, y: 1.5, z: 1))
    let layer = try ReplicatorLayer(instanceCount: 1800, instanceTransform: step)
    #expect(try layer.transform(ofInstance: 1700).elements.allSatisfy(\.isFinite))
    #expect(throws: ReplicatorError.transformOverflow(instance: 1799)) { try layer.transform(ofInstance: 1799) }
    #expect(throws: ReplicatorError.transformOverflow(instance: 1751)) { try layer.instanceTransforms() }
  }
}
