import Kinetics
import Testing
import KineticsTestSupport

@Suite struct PresentationFixtureTests {
  /// The property of generate_keyframes.py's PRESENTATION_ANIMATIONS: four basic animations (from+to
  /// cumulative ×3; additive by with autoreverse and fill both; to only at speed 2; none, from the
  /// previous model value) over the model value (100, −50).
  static func property() throws -> AnimatedProperty<[Double]> {
    let animations: [any PropertyAnimation<[Double]>] = [
      try BasicAnimation(
        fromValue: [0, 0], toValue: [10, 20], timing: try MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards),
        isCumulative: true),
      try BasicAnimation(
        byValue: [5, -5], timing: try MediaTiming(beginTime: 0.5, duration: 2, autoreverses: true, fillMode: .both),
        isAdditive: true),
      try BasicAnimation(toValue: [40, 40], timing: try MediaTiming(beginTime: 2, duration: 1.5, speed: 2)),
      try BasicAnimation(timing: try MediaTiming(beginTime: 4, duration: 1)),
    ]
    return try AnimatedProperty(modelValue: [100, -50], previousModelValue: [90, -40], animations: animations)
  }

  /// Every row against exact rational arithmetic; tolerance 1e-12 (values below 200, a handful of
  /// roundings each).
  @Test func presentationValueMatchesExactReference() throws {
    let property = try Self.property()
    let rows = try Fixtures.csvRows("keyframes/presentation.csv")
    #expect(rows.count == 105)
    for row in rows {
      let t = Double(row[0])!
      let expected = [Double(row[1])!, Double(row[2])!]
      let actual = try property.presentationValue(at: t)
      #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-12 }, "t=\(t): \(actual) vs \(expected)")
    }
  }
}
