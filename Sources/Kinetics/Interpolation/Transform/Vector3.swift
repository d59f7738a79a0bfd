/// Small 3-vector helpers for the decomposition.
@usableFromInline
internal enum Vector3 {
  @inlinable static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

  @inlinable static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  @inlinable static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
}
