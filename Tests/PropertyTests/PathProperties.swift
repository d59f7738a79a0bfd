import Kinetics
import PropertyBased
import Testing

/// Paced sampling (docs/paths.md: the time fraction u maps to the point at arc length u·L) checked
/// against an independent arc length: sums of chords over a dense sampling of each element.
@Suite struct PathProperties {
  /// The arc length from the path's start to `location`, by 2000 chords per element. Chord sums
  /// underestimate by O(h²): for these curves (control points within ±100, so curvature-times-
  /// length stays moderate) that is below 1e-5 of L, the tolerance used.
  static func chordLength(_ path: MeasuredPath, to location: PathLocation) -> Double {
    var total = 0.0
    for keyframe in 0...location.keyframe {
      let end = keyframe == location.keyframe ? location.parameter : 1
      let pieces = 2000
      var previous = path.point(at: PathLocation(keyframe: keyframe, parameter: 0))
      for step in 1...pieces {
        let point = path.point(at: PathLocation(keyframe: keyframe, parameter: end * Double(step) / Double(pieces)))
        let chord = point - previous
        total += (chord.x * chord.x + chord.y * chord.y).squareRoot()
        previous = point
      }
    }
    return total
  }

  /// Paced samples at u = i/8 lie at arc length u·L (within 1e-5·L against the chord sums), so
  /// consecutive samples are equally spaced along the path.
  @Test func pacedSamplesAreEquallySpacedAlongThePath() throws {
    try reproducibleCheck(count: 40, input: Gen.path) { path in
      let measured = try path.measured()
      let length = measured.length
      guard length > 1e-6 else { return }
      #expect(abs(Self.chordLength(measured, to: PathLocation(keyframe: measured.keyframeCount - 1, parameter: 1)) - length) <= 1e-5 * length)
      for i in 1..<8 {
        let u = Double(i) / 8
        let along = Self.chordLength(measured, to: measured.location(atPacedFraction: u))
        #expect(abs(along - u * length) <= 1e-5 * length, "u = \(u): \(along) vs \(u * length), path \(path.elements)")
      }
    }
  }

  /// Paced sampling starts at the first point and ends at the last one, exactly.
  @Test func pacedSamplingHitsThePathsEnds() throws {
    try reproducibleCheck(count: 100, input: Gen.path) { path in
      let measured = try path.measured()
      #expect(measured.point(atPacedFraction: 0) == measured.point(at: PathLocation(keyframe: 0, parameter: 0)))
      let end = PathLocation(keyframe: measured.keyframeCount - 1, parameter: 1)
      #expect(measured.point(atPacedFraction: 1) == measured.point(at: end))
    }
  }
}
