import Kinetics
import Testing
import KineticsTestSupport

@Suite struct ArcLengthFixtureTests {
  @Test func elementLengthsMatchMpmathToOneInATrillion() throws {
    let lengths = try PathFixtures.lengths()
    for (id, data) in try PathFixtures.paths() {
      let measured = try AnimationPath(svgPathData: data).measured()
      let reference = try #require(lengths[id])
      #expect(measured.keyframeCount == reference.count - 1, "\(id)")
      for (keyframe, length) in measured.keyframeLengths.enumerated() {
        let expected = try #require(reference[keyframe])
        // Tolerance: 1e-12 relative per element (the bound).
        #expect(abs(length - expected) <= 1e-12 * expected, "\(id) keyframe \(keyframe): \(length) vs \(expected)")
      }
    }
  }

  @Test func totalLengthsMatchMpmathIncludingCusps() throws {
    let lengths = try PathFixtures.lengths()
    for (id, data) in try PathFixtures.paths() {
      let measured = try AnimationPath(svgPathData: data).measured()
      let expected = try #require(lengths[id]?[-1])
      // Tolerance: 1e-10 relative for the whole path (the bound); we document 1e-12.
      #expect(abs(measured.length - expected) <= 1e-12 * expected, "\(id): \(measured.length) vs \(expected)")
    }
  }

  @Test func pacedPointsMatchMpmathFindroot() throws {
    let paced = try PathFixtures.paced()
    let lengths = try PathFixtures.lengths()
    for (id, data) in try PathFixtures.paths() {
      let measured = try AnimationPath(svgPathData: data).measured()
      let total = try #require(lengths[id]?[-1])
      for sample in try #require(paced[id]) {
        let point = measured.point(atPacedFraction: sample.u)
        // Tolerance: 1e-12·L (inverse arc length bound), well inside the 1e-9·L pacing bound.
        let error = PathFixtures.distance(point, sample.point)
        #expect(error <= 1e-12 * total, "\(id) u=\(sample.u): off by \(error / total)·L")
      }
    }
  }

  @Test func pacedTangentAnglesMatchMpmath() throws {
    let paced = try PathFixtures.paced()
    for (id, data) in try PathFixtures.paths() {
      let measured = try AnimationPath(svgPathData: data).measured()
      for sample in try #require(paced[id]) {
        guard let expected = sample.angle else { continue }
        let angle = measured.tangentAngle(at: measured.location(atPacedFraction: sample.u))
        var difference = abs(angle - expected)
        difference = min(difference, 2 * Double.pi - difference)
        // Tolerance: 1e-9 rad; the location is exact to 1e-12·L and the curvature is moderate.
        #expect(difference <= 1e-9, "\(id) u=\(sample.u): \(angle) vs \(expected)")
      }
    }
  }
}

/// A fuzz finding (curves-arguments, session 3): `curves path` with a coordinate near 7.8e221 made
/// every speed +∞ (its square overflowed), so the arc-length refinement split toward 2⁶⁰ panels
/// until the process ran out of memory. Speeds are now scaled where a square would overflow.
@Suite struct HugeCoordinateArcLengthTests {
  @Test func pathsWithCoordinatesNear1e200HaveTheirExactLength() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 3e200 0 L 3e200 4e200 C 3e200 4e200 0 0 0 0")
      .measured()
    // 3e200 + 4e200 + the cubic's straight run back (5e200): 1.2e201.
    #expect(abs(measured.length / 1.2e201 - 1) < 1e-12)
  }

  @Test func aPathLongerThanTheLargestDoubleIsATypedError() throws {
    let path = try AnimationPath(svgPathData: "M 0 0 L 1.7e308 0 L -1.7e308 0")
    #expect(throws: PathError.arcLengthOverflow) {
      try path.measured()
    }
  }
}

/// Found in review: `pacedTable()` of a path with coordinates near 1e200 squared norms that
/// overflowed, so every interval split to depth 30 and the build ran for minutes.
@Suite struct HugeCoordinatePacedTableTests {
  @Test func aPacedTableOfAPathNear1e200MatchesTheExactSampler() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 3e200 0 L 3e200 4e200 C 3e200 4e200 0 0 0 0")
      .measured()
    let table = try measured.pacedTable()
    #expect(table.intervalCount < 10_000)
    for u in stride(from: 0.0, through: 1.0, by: 0.05) {
      let difference = table.point(atPacedFraction: u) - measured.point(atPacedFraction: u)
      #expect(max(abs(difference.x), abs(difference.y)) <= 1e-9 * measured.length)
    }
  }
}
