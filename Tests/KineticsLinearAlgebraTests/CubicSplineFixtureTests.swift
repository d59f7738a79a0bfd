import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

/// Agreement with `scipy.interpolate.CubicSpline` (Tests/Fixtures/spline/generate_spline.py) for
/// every boundary, including the wrap-around of periodic splines outside the keys.
@Suite struct CubicSplineFixtureTests {
  struct Case {
    var keyTimes: [Double] = []
    var values: [[Double]] = []
    var startSlopes: [Double] = []
    var endSlopes: [Double] = []
  }

  static func numbers(_ field: Substring) -> [Double] {
    field.split(separator: " ").map { Double($0)! }
  }

  static func cases() throws -> [String: Case] {
    var result: [String: Case] = [:]
    for row in try Fixtures.csvRows("spline/keys.csv") {
      var entry = result[String(row[0]), default: Case()]
      entry.keyTimes.append(Double(row[2])!)
      entry.values.append(numbers(row[3]))
      entry.startSlopes = numbers(row[4])
      entry.endSlopes = numbers(row[5])
      result[String(row[0])] = entry
    }
    return result
  }

  static func boundary(_ name: Substring, _ entry: Case) -> SplineBoundary {
    switch name {
    case "natural": return .natural
    case "clamped": return .clamped(startSlopes: entry.startSlopes, endSlopes: entry.endSlopes)
    case "periodic": return .periodic
    default: return .notAKnot
    }
  }

  @Test(arguments: [SplineSolver.automatic, .dgtsv, .dptsv, .thomas])
  func matchesScipyForEveryBoundary(solver: SplineSolver) throws {
    let cases = try Self.cases()
    var checked = 0
    for row in try Fixtures.csvRows("spline/values.csv") {
      let entry = cases[String(row[0])]!
      let boundary = Self.boundary(row[1], entry)
      if solver == .dptsv, !boundary.isSymmetricPositiveDefinite { continue }
      // Periodic: the last key takes the first key's values, as the generator does.
      let values = boundary == .periodic ? entry.values.dropLast() + [entry.values[0]] : entry.values
      let spline = try CubicSpline(
        keyTimes: entry.keyTimes, values: values, boundary: boundary, solver: solver)
      let t = Double(row[2])!
      let channel = Int(row[3])!
      let scale = entry.values.joined().map(abs).max()!
      let width = entry.keyTimes.last! - entry.keyTimes.first!
      // Tolerance: 1e-12 of the data's magnitude per unit time^k for the k-th derivative (the
      // systems are well conditioned; SciPy itself solves with a banded LU).
      #expect(abs(spline.value(at: t, channel: channel) - Double(row[4])!) <= 1e-12 * scale)
      #expect(
        abs(spline.derivative(at: t, channel: channel) - Double(row[5])!) <= 1e-11 * scale / width)
      #expect(
        abs(spline.secondDerivative(at: t, channel: channel) - Double(row[6])!)
          <= 1e-10 * scale / (width * width))
      checked += 1
    }
    #expect(checked > (solver == .dptsv ? 600 : 900))
  }
}
