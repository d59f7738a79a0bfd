import Kinetics
import KineticsTestSupport

/// The distance in units in the last place between two doubles (0 when equal, also for ±0).
func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
  if a == b { return 0 }
  func ordered(_ x: Double) -> Int64 {
    let bits = Int64(bitPattern: x.bitPattern)
    return bits < 0 ? Int64.min &- bits : bits
  }
  let difference = ordered(a) &- ordered(b)
  return difference.magnitude
}

/// The same for floats.
func ulpDistance(_ a: Float, _ b: Float) -> UInt32 {
  if a == b { return 0 }
  func ordered(_ x: Float) -> Int32 {
    let bits = Int32(bitPattern: x.bitPattern)
    return bits < 0 ? Int32.min &- bits : bits
  }
  return (ordered(a) &- ordered(b)).magnitude
}

/// The largest element-wise difference between two element lists, divided by max(1, largest |element|
/// of `expected`): the error measure the transform tests state their tolerances in.
func relativeMatrixError(_ actual: [Double], _ expected: [Double]) -> Double {
  let scale = max(1, expected.map(abs).max() ?? 0)
  return zip(actual, expected).map { abs($0 - $1) }.max()! / scale
}

/// Whether two element lists are equal bit for bit (so −0.0 differs from +0.0).
func bitwiseEqual(_ a: [Double], _ b: [Double]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
}

extension Transform3D {
  /// A random well-conditioned transform: Scale · Skew · Rotation · Translation, times a perspective
  /// when asked. Built from the public constructors only.
  static func random(using generator: inout SplitMix64, perspective: Bool) throws -> Transform3D
  {
    func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
    let sign = { (g: inout SplitMix64) -> Double in Bool.random(using: &g) ? 1 : -1 }
    let scale = try Transform3D(
      scaleX: uniform(0.3...2.5) * sign(&generator), y: uniform(0.3...2.5), z: uniform(0.3...2.5))
    var skewElements = Transform3D.identity.elements
    skewElements[4] = uniform(-0.5...0.5)
    skewElements[8] = uniform(-0.5...0.5)
    skewElements[9] = uniform(-0.5...0.5)
    let skew = try Transform3D(elements: skewElements)
    let rotation = try Transform3D(
      rotationAngle: uniform(-3...3), x: uniform(-1...1), y: uniform(-1...1), z: uniform(0.1...1))
    let translation = try Transform3D(
      translationX: uniform(-100...100), y: uniform(-100...100), z: uniform(-100...100))
    var result = try scale.concatenating(skew).concatenating(rotation).concatenating(translation)
    if perspective {
      result = try result.concatenating(Transform3D(perspectiveDistance: uniform(200...2000)))
    }
    return result
  }
}
