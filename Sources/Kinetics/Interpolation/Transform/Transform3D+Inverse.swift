extension Matrix4x4 {
  /// The inverse, nil when the matrix is singular or an element of the inverse overflows.
  ///
  /// Method: the adjugate over the determinant, both from the twelve 2×2 minors of the first two
  /// and the last two rows (Laplace expansion, as in ``determinant``; D. Eberly, "The Laplace
  /// Expansion Theorem: Computing the Determinants and Inverses of Matrices", Geometric Tools).
  /// Accuracy: that of the cofactor formula, a few ulp times the condition number.
  @inlinable
  var inverse: Matrix4x4? {
    let (a, b, c, d) = (row0, row1, row2, row3)
    let (upper, lower) = laplaceMinors
    let (s0, s1, s2, s3, s4, s5) = (upper[0], upper[1], upper[2], upper[3], upper[4], upper[5])
    let (c0, c1, c2, c3, c4, c5) = (lower[0], lower[1], lower[2], lower[3], lower[4], lower[5])
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return nil }
    // The cofactors, row by row: the columns of the adjugate come in pairs that share the minors
    // (c₀…c₅ for rows a, b; s₀…s₅ for rows c, d), so each row is three products of lane vectors.
    // Negating a lane is exact, so every cofactor rounds as the scalar ±x·m ∓ y·m′ ± z·m″ would.
    let x = SIMD4(b.x, -a.x, d.x, -c.x), y = SIMD4(b.y, -a.y, d.y, -c.y)
    let z = SIMD4(b.z, -a.z, d.z, -c.z), w = SIMD4(b.w, -a.w, d.w, -c.w)
    func minor(_ k: Int) -> SIMD4<Double> { SIMD4(lower[k], lower[k], upper[k], upper[k]) }
    let row0 = y * minor(5) - z * minor(4) + w * minor(3)
    let row1 = -x * minor(5) + z * minor(2) - w * minor(1)
    let row2 = x * minor(4) - y * minor(2) + w * minor(0)
    let row3 = -x * minor(3) + y * minor(1) - z * minor(0)
    // Dividing (not multiplying by 1/determinant) keeps a cofactor equal to the determinant at
    // exactly 1, so the inverse of a 2-D transform is exactly 2-D again (m33 = m44 = 1).
    let divisor = SIMD4<Double>(repeating: determinant)
    let inverse = Matrix4x4(row0: row0 / divisor, row1: row1 / divisor, row2: row2 / divisor, row3: row3 / divisor)
    return inverse.isFinite ? inverse : nil
  }
}

extension Transform3D {
  /// The inverse transform (`CATransform3DInvert`), nil when the matrix is singular or its inverse
  /// overflows (Core Animation returns the matrix unchanged then; an optional makes the case visible).
  ///
  /// Method: the adjugate over the determinant (cofactors of 2×2 minors). Accuracy: a few ulp times
  /// the condition number of the matrix.
  /// - Complexity: O(1); no allocation.
  public var inverted: Transform3D? { matrix.inverse.map(Transform3D.init(unchecked:)) }

  /// `self` concatenated with itself `count` times (`count` < 0: the inverse's power; 0: the
  /// identity), by binary powering; nil when the matrix is singular (for `count` < 0) or an element
  /// overflows.
  /// - Complexity: O(log |count|) 4×4 products; no allocation.
  internal func power(_ count: Int) -> Transform3D? {
    guard var base = count < 0 ? matrix.inverse : matrix else { return nil }
    var remaining = count.magnitude
    var result = Matrix4x4.identity
    while remaining > 0 {
      if remaining & 1 == 1 { result = result.multiplied(by: base) }
      remaining >>= 1
      if remaining > 0 { base = base.multiplied(by: base) }
      guard result.isFinite, base.isFinite else { return nil }
    }
    return Transform3D(unchecked: result)
  }
}
