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
    // Given part by part (for interpolation) through the memberwise initializer, which Swift
    // writes because `init?(_:)` lives in the extension below.
  }
}

extension Transform3D.Decomposition {
  /// Decomposes `transform`, or returns nil when the spec says it cannot be decomposed: m44 = 0,
  /// or the upper-left 3×3 block (the spec's "perspectiveMatrix" test) is singular. Parts that
  /// overflow for finite but huge elements are treated the same way. Without perspective, rows of
  /// the block whose largest element is beyond 2⁵⁰⁰ or below 2⁻⁵⁰⁰ are decomposed scaled by powers
  /// of two and the scale multiplied back, so scales of 1e200 or 1e-200 are not called singular.
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
      m = Matrix4x4(
        row0: m.row0 / divisor, row1: m.row1 / divisor, row2: m.row2 / divisor, row3: m.row3 / divisor)
    }
    var row0 = SIMD3(m.row0.x, m.row0.y, m.row0.z)
    var row1 = SIMD3(m.row1.x, m.row1.y, m.row1.z)
    var row2 = SIMD3(m.row2.x, m.row2.y, m.row2.z)
    // Rows of the 3×3 block that are huge or tiny (largest element beyond 2⁵⁰⁰ or below 2⁻⁵⁰⁰,
    // where the determinant, the row lengths and the dot products overflow or underflow), without
    // perspective: decomposed with each row scaled by a power of two, out of line
    // (`decomposingScaledRows`). A cheap test of the bit patterns first, true for every such block.
    if Self.mayHaveHugeOrTinyRows(m), let scaled = Self.decomposingScaledRows(m) {
      guard let parts = scaled else { return nil }
      self = parts
      return
    }
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
    rotation = Quaternion(orthonormalRows: row0, row1, row2)
    let parts = SIMD16(
      lowHalf: SIMD8(lowHalf: SIMD4(translation, 0), highHalf: SIMD4(scale, 0)),
      highHalf: SIMD8(lowHalf: SIMD4(skew, 0), highHalf: perspective))
    guard (parts * 0) == .zero, rotation.vector * 0 == .zero else { return nil }
  }

  /// Whether the 3×3 block of `m` may have a row `decomposingScaledRows` scales: true when an
  /// element of the first three rows (their fourth column included) is beyond 2⁵⁰⁰ or NaN, or when
  /// every element of one of those rows is below 2⁻⁵⁰⁰ in magnitude. Integer compares of the
  /// magnitudes' bit patterns (ordered as the magnitudes are), with no branch per element: the
  /// reductions `max()` and `min()` of Double vectors, with their NaN rules, branch on every
  /// element, and inline they cost about 11 ns per decomposition (bench
  /// `transform3d-decompose-per-eval-scalar`, two per evaluation: 353 ns, now 330). False implies
  /// `decomposingScaledRows` returns nil: every element is at most 2⁵⁰⁰ and every row has one at
  /// least 2⁻⁵⁰⁰, in the block or in its fourth column, which then gives perspective.
  @inline(__always)
  static func mayHaveHugeOrTinyRows(_ m: Matrix4x4) -> Bool {
    let magnitude = SIMD4<UInt64>(repeating: 0x7fff_ffff_ffff_ffff)
    let huge = SIMD4<UInt64>(repeating: (0x1p500 as Double).bitPattern)
    let tiny = SIMD4<UInt64>(repeating: (0x1p-500 as Double).bitPattern)
    let bits0 = unsafeBitCast(m.row0, to: SIMD4<UInt64>.self) & magnitude
    let bits1 = unsafeBitCast(m.row1, to: SIMD4<UInt64>.self) & magnitude
    let bits2 = unsafeBitCast(m.row2, to: SIMD4<UInt64>.self) & magnitude
    let anyHuge = any(pointwiseMax(bits0, pointwiseMax(bits1, bits2)) .> huge)
    let anyTinyRow = all(bits0 .< tiny) || all(bits1 .< tiny) || all(bits2 .< tiny)
    return anyHuge || anyTinyRow
  }

  /// The decomposition of `m` (normalized) when its 3×3 block has huge or tiny rows (largest
  /// element beyond 2⁵⁰⁰ or below 2⁻⁵⁰⁰, none zero) and it has no perspective: each row scaled by
  /// its own power of two (its largest element into [1, 2), exact) and the decomposed scale
  /// multiplied back; Gram–Schmidt on rows scaled by positive factors gives the same normalized
  /// rows, skew and rotation and scales times those factors, so this is the decomposition of the
  /// block itself (such blocks were called singular, a discrete jump, or gave infinite parts).
  /// nil when the block has no such rows (the initializer's own path applies); .some(nil) when
  /// the scaled block cannot be decomposed. Out of line, so the initializer's common path
  /// carries neither this recursion nor its array.
  @inline(never)
  static func decomposingScaledRows(_ m: Matrix4x4) -> Self?? {
    let row0 = SIMD3(m.row0.x, m.row0.y, m.row0.z)
    let row1 = SIMD3(m.row1.x, m.row1.y, m.row1.z)
    let row2 = SIMD3(m.row2.x, m.row2.y, m.row2.z)
    let magnitudes = SIMD3(
      Swift.max(row0.max(), -row0.min()), Swift.max(row1.max(), -row1.min()), Swift.max(row2.max(), -row2.min()))
    guard
      (magnitudes.max() > 0x1p500 || magnitudes.min() < 0x1p-500) && magnitudes.min() > 0
        && m.row0.w == 0 && m.row1.w == 0 && m.row2.w == 0
    else { return .none }
    var restoreFirst = SIMD3<Double>(repeating: 1)
    var restoreSecond = SIMD3<Double>(repeating: 1)
    var rows = [m.row0, m.row1, m.row2]
    for index in 0..<3 {
      let exponent = -Int(magnitudes[index].exponent)
      let half = exponent / 2
      let (down, downRest) = (
        Double(sign: .plus, exponent: half, significand: 1),
        Double(sign: .plus, exponent: exponent - half, significand: 1)
      )
      rows[index] = SIMD4(SIMD3(rows[index].x, rows[index].y, rows[index].z) * down * downRest, 0)
      restoreFirst[index] = Double(sign: .plus, exponent: -half, significand: 1)
      restoreSecond[index] = Double(sign: .plus, exponent: half - exponent, significand: 1)
    }
    guard
      var parts = Transform3D.Decomposition(
        Transform3D(unchecked: Matrix4x4(row0: rows[0], row1: rows[1], row2: rows[2], row3: m.row3)))
    else { return .some(nil) }
    parts.scale = parts.scale * restoreFirst * restoreSecond
    guard parts.scale * 0 == .zero else { return .some(nil) }
    return .some(parts)
  }
}
