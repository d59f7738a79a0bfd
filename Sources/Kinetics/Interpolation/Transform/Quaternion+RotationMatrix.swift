// The two conversions between a quaternion and the rotation block of a row-vector Transform3D,
// in one convention: the quaternion's column-vector matrix is the transpose of the block.

extension Quaternion {
  /// The quaternion whose column-vector rotation matrix R is the transpose of the orthonormal rows,
  /// R[i][j] = row j, component i. Shepperd's method: start from the largest of 4w², 4x², 4y², 4z²
  /// (1 + trace, 1 + 2R₀₀ − trace, …) and get the rest from sums and differences of off-diagonal
  /// elements; normalized, then negated if needed so that w ≥ 0.
  internal init(orthonormalRows row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
    let r00 = row0.x
    let r11 = row1.y
    let r22 = row2.z
    // Column-vector matrix elements R[i][j] = rows[j][i].
    let r01 = row1.x
    let r10 = row0.y
    let r02 = row2.x
    let r20 = row0.z
    let r12 = row2.y
    let r21 = row1.z
    let trace = r00 + r11 + r22
    var q: SIMD4<Double>
    if trace >= r00 && trace >= r11 && trace >= r22 {
      let s = 2 * (1 + trace).squareRoot()
      q = SIMD4((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
    } else if r00 >= r11 && r00 >= r22 {
      let s = 2 * (1 + r00 - r11 - r22).squareRoot()
      q = SIMD4(s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
    } else if r11 >= r22 {
      let s = 2 * (1 + r11 - r00 - r22).squareRoot()
      q = SIMD4((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
    } else {
      let s = 2 * (1 + r22 - r00 - r11).squareRoot()
      q = SIMD4((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
    }
    q /= (q * q).sum().squareRoot()
    if q.w < 0 { q = -q }
    self.init(q)
  }

  /// The row-vector rotation matrix of a unit quaternion: the transpose of the standard
  /// column-vector matrix (1 − 2(y² + z²), 2(xy − zw), 2(xz + yw); …).
  internal var rowVectorRotationMatrix: Matrix4x4 {
    let (x, y, z, w) = (self.x, self.y, self.z, self.w)
    return Matrix4x4(
      row0: SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
      row1: SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
      row2: SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
      row3: SIMD4(0, 0, 0, 1))
  }
}
