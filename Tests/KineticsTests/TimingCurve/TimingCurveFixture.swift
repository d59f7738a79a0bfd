import Kinetics
import KineticsTestSupport

/// One row of Tests/Fixtures/timing-curve/timing_curves.csv (see generate_timing_curves.py).
struct TimingCurveFixtureRow {
  let name: String
  let curve: CubicBezierTimingCurve
  let x: Double
  /// The exact progress, to 20 digits.
  let y: Double
  /// dy/dx, or ±infinity where x′(t*) = 0.
  let slope: Double
  /// The curve has a point inside (0, 1) where x′ = 0.
  let hasInteriorStationaryPoint: Bool
  /// The exact progress at the Doubles just below and above x (stationary curves only).
  let yNeighbours: (below: Double, above: Double)?

  static func all() throws -> [TimingCurveFixtureRow] {
    try Fixtures.csvRows("timing-curve/timing_curves.csv").map { fields in
      let number = { (index: Int) in Double(fields[index])! }
      return TimingCurveFixtureRow(
        name: String(fields[0]),
        curve: try CubicBezierTimingCurve(
          x1: number(1), y1: number(2), x2: number(3), y2: number(4)),
        x: number(5), y: number(6), slope: number(7), hasInteriorStationaryPoint: fields[8] == "1",
        yNeighbours: fields[9].isEmpty ? nil : (number(9), number(10)))
    }
  }
}
