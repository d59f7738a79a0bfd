import Kinetics
import KineticsTestSupport

/// The mpmath references of Tests/Fixtures/path (generate_path.py), keyed by path id.
enum PathFixtures {
  struct Paced {
    var u: Double
    var point: SIMD2<Double>
    var angle: Double?
  }

  static func paths() throws -> [(id: String, data: String)] {
    try Fixtures.csvRows("path/paths.csv").map { (String($0[0]), String($0[1])) }
  }

  /// Keyframe lengths; the total is under keyframe −1.
  static func lengths() throws -> [String: [Int: Double]] {
    var result: [String: [Int: Double]] = [:]
    for row in try Fixtures.csvRows("path/path_lengths.csv") {
      result[String(row[0]), default: [:]][Int(row[1])!] = Double(row[2])!
    }
    return result
  }

  static func paced() throws -> [String: [Paced]] {
    var result: [String: [Paced]] = [:]
    for row in try Fixtures.csvRows("path/path_paced.csv") {
      result[String(row[0]), default: []].append(
        Paced(u: Double(row[1])!, point: SIMD2(Double(row[2])!, Double(row[3])!), angle: Double(row[4])))
    }
    return result
  }

  static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return (d.x * d.x + d.y * d.y).squareRoot()
  }
}
