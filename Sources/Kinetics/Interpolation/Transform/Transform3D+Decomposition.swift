extension Transform3D {
  /// The parts CSS Transforms Level 2 §"Decomposing a 3D matrix" splits a 4×4 transform into:
  /// perspective, translation, a rotation quaternion, skew and scale.
  ///
  /// The (normalized) transform equals the row-vector product
  /// Scale · Skew · Rotation · Translation · Perspective, where Skew is the unit lower-triangular
  /// matrix with (xy) at [1][0], (xz) at [2][0] and (yz) at [2][1], and Perspective is the identity
  /// with its last column replaced by ``perspective``.
  public struct Decomposition: Sendable, Hashable {
    /// (m41, m42, m43) after normalization by m44.
    public internal(set) var translation: SIMD3<Double>
    /// The lengths of the Gram–Schmidt orthogonalized rows; all three negated when the linear part
    /// has a negative determinant (a reflection), as the spec does.
    public internal(set) var scale: SIMD3<Double>
    /// The shear factors (xy, xz, yz), each divided by the scale of its row as the spec does.
    public internal(set) var skew: SIMD3<Double>
    /// The perspective vector: (0, 0, 0, 1) when m14 = m24 = m34 = 0.
    public internal(set) var perspective: SIMD4<Double>
    /// The rotation, with w ≥ 0.
    public internal(set) var rotation: Quaternion

    /// Parts given directly, for interpolation.
    internal init(
      translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD4<Double>,
      rotation: Quaternion
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.rotation = rotation
    }

    /// Decomposes `transform`, or returns nil when the spec says it cannot be decomposed: m44 = 0,
    /// or the upper-left 3×3 block (the spec's "perspectiveMatrix" test) is singular. Parts that
    /// overflow for finite but huge elements are treated the same way.
    ///
    /// Method: the spec's pseudocode (after Thomas, "Decomposing a matrix into simple
    /// transformations", Graphics Gems II, 1991): divide by m44; solve for the perspective vector
    /// (here by Cramer's rule on the 3×3 block, which equals the spec's inverse-transpose product
    /// because the block's last column is (0, 0, 0, 1)); take the translation row; Gram–Schmidt the
    /// three rows into scale and skew; negate scale and rows when the rows are left-handed; read the
    /// quaternion off the orthonormal rows. The quaternion is the spec's (same signs, w ≥ 0) but
    /// computed with Shepperd's method (J. Guidance and Control 1(3), 1978) from the largest of w, x,
    /// y, z, because the spec's 0.5·√(1 ± … ) formulas lose up to half the digits of small components.
    /// - Complexity: O(1).
    public init?(_ transform: Transform3D) {
      var m = transform.matrix
      let homogeneous = m.row3.w
      guard homogeneous != 0 else { return nil }
      if homogeneous != 1 {
        let divisor = SIMD4<Double>(repeating: homogeneous)
        m = Matrix4x4(row0: m.row0 / divisor, row1: m.row1 / divisor, row2: m.row2 / divisor, row3: m.row3 / divisor)
      }
      var row0 = SIMD3(m.row0.x, m.row0.y, m.row0.z)
      var row1 = SIMD3(m.row1.x, m.row1.y, m.row1.z)
      var row2 = SIMD3(m.row2.x, m.row2.y, m.row2.z)
      let determinant = Vector3.dot(row0, Vector3.cross(row1, row2))
      guard determinant != 0, determinant.isFinite else { return nil }

      translation = SIMD3(m.row3.x, m.row3.y, m.row3.z)
      if m.row0.w != 0 || m.row1.w != 0 || m.row2.w != 0 {
        // Solve U·p = (m14, m24, m34, m44) where U is the matrix with its last column set to
        // (0, 0, 0, 1): the 3×3 block B gives B·p.xyz = rhs.xyz, the last row gives p.w.
        let rhs = SIMD3(m.row0.w, m.row1.w, m.row2.w)
        let solution =
          (Vector3.cross(row1, row2) * rhs.x + Vector3.cross(row2, row0) * rhs.y
            + Vector3.cross(row0, row1) * rhs.z) / determinant
        perspective = SIMD4(solution.x, solution.y, solution.z, m.row3.w - Vector3.dot(translation, solution))
      } else {
        perspective = SIMD4(0, 0, 0, 1)
      }

      scale = .zero
      skew = .zero
      scale.x = Vector3.length(row0)
      row0 /= scale.x
      skew.x = Vector3.dot(row0, row1)
      row1 -= skew.x * row0
      scale.y = Vector3.length(row1)
      row1 /= scale.y
      skew.x /= scale.y
      skew.y = Vector3.dot(row0, row2)
      row2 -= skew.y * row0
      skew.z = Vector3.dot(row1, row2)
      row2 -= skew.z * row1
      scale.z = Vector3.length(row2)
      row2 /= scale.z
      skew.y /= scale.z
      skew.z /= scale.z

      if Vector3.dot(row0, Vector3.cross(row1, row2)) < 0 {
        scale = -scale
        row0 = -row0
        row1 = -row1
        row2 = -row2
      }
      rotation = Self.quaternion(rows: row0, row1, row2)
      let parts = SIMD16(
        lowHalf: SIMD8(lowHalf: SIMD4(translation, 0), highHalf: SIMD4(scale, 0)),
        highHalf: SIMD8(lowHalf: SIMD4(skew, 0), highHalf: perspective))
      guard (parts * 0) == .zero, rotation.vector * 0 == .zero else { return nil }
    }

    /// The quaternion whose column-vector rotation matrix R is the transpose of the orthonormal rows,
    /// R[i][j] = row j, component i. Shepperd's method: start from the largest of 4w², 4x², 4y², 4z²
    /// (1 + trace, 1 + 2R₀₀ − trace, …) and get the rest from sums and differences of off-diagonal
    /// elements; normalized, then negated if needed so that w ≥ 0.
    private static func quaternion(
      rows row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>
    ) -> Quaternion {
      let r00 = row0.x, r11 = row1.y, r22 = row2.z
      // Column-vector matrix elements R[i][j] = rows[j][i].
      let r01 = row1.x, r10 = row0.y, r02 = row2.x, r20 = row0.z, r12 = row2.y, r21 = row1.z
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
      return Quaternion(q)
    }

    /// The transform these parts describe: Scale · Skew · Rotation · Translation · Perspective in the
    /// row-vector convention (CSS Transforms 2 §"Recomposing to a 3D matrix", with the rotation
    /// matrix written for row vectors, i.e. transposed from the column-vector quaternion matrix, so
    /// that recomposition inverts ``init(_:)``). The result has m44 = 1: it is the decomposed
    /// transform divided by its m44, the same projective transform. Within 1e-13 of max(1, largest
    /// element) of that normalized matrix (measured over random transforms with perspective in the
    /// round-trip tests).
    /// - Complexity: O(1) (four 4×4 products).
    public func recomposed() -> Transform3D {
      var matrix = Matrix4x4.identity
      matrix.row0.w = perspective.x
      matrix.row1.w = perspective.y
      matrix.row2.w = perspective.z
      matrix.row3.w = perspective.w
      var translationMatrix = Matrix4x4.identity
      translationMatrix.row3 = SIMD4(translation, 1)
      matrix = translationMatrix.multiplied(by: matrix)
      matrix = Self.rotationMatrix(rotation).multiplied(by: matrix)
      var skewMatrix = Matrix4x4.identity
      skewMatrix.row1 = SIMD4(skew.x, 1, 0, 0)
      skewMatrix.row2 = SIMD4(skew.y, skew.z, 1, 0)
      matrix = skewMatrix.multiplied(by: matrix)
      matrix.row0 *= scale.x
      matrix.row1 *= scale.y
      matrix.row2 *= scale.z
      return Transform3D(unchecked: matrix)
    }

    /// The row-vector rotation matrix of a unit quaternion: the transpose of the standard
    /// column-vector matrix (1 − 2(y² + z²), 2(xy − zw), 2(xz + yw); …).
    private static func rotationMatrix(_ q: Quaternion) -> Matrix4x4 {
      let (x, y, z, w) = (q.x, q.y, q.z, q.w)
      return Matrix4x4(
        row0: SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
        row1: SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
        row2: SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
        row3: SIMD4(0, 0, 0, 1))
    }
  }
}

/// Small 3-vector helpers for the decomposition.
@usableFromInline
internal enum Vector3 {
  @inlinable static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

  @inlinable static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  @inlinable static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
}
