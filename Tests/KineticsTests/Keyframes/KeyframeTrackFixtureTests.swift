import Kinetics
import Testing
import KineticsTestSupport

@Suite struct KeyframeTrackFixtureTests {
  /// Every fixture row: the track's value against mpmath's. Tolerance: 16 ulp of the track's value
  /// scale (the largest |component|) without Bézier timing functions; 1e-13 of the scale with them
  /// (the Bézier solver's own error is ~1e-16 in progress, amplified by the segment's slope), and
  /// 1e-13 of it for arc-length pacing (quadrature and Newton solve; measured below 1e-14).
  @Test func matchesMpmathReferenceInEveryMode() throws {
    let rows = try Fixtures.csvRows("keyframes/keyframes.csv")
    #expect(rows.count > 1000)
    var tracks: [String: KeyframeTrack] = [:]
    for row in rows {
      let name = String(row[0])
      let u = Double(row[1])!
      let channel = Int(row[2])!
      let expected = Double(row[3])!
      if tracks[name] == nil { tracks[name] = try KeyframeFixtureCases.track(name) }
      let track = tracks[name]!
      let scale = track.flatValues.map(abs).max()!
      let tolerance =
        KeyframeFixtureCases.usesArcLength.contains(name)
        ? 1e-13 * scale : KeyframeFixtureCases.usesBezier.contains(name) ? 1e-13 * scale : 16 * scale.ulp
      let actual = track.value(at: u, channel: channel)
      #expect(abs(actual - expected) <= tolerance, "\(name) u=\(u) channel \(channel): \(actual) vs \(expected)")
    }
    #expect(tracks.count == 15)
  }
}
