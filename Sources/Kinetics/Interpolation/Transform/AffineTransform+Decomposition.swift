import RealModule

extension AffineTransform {
  /// The parts CSS Transforms Level 1 §"Decomposing a 2D matrix" ("unmatrix") splits an affine
  /// transform into: a translation, a scale per axis (one may be negative for a reflection), a
  /// rotation angle, and a remaining 2×2 matrix (m11 = 1, m12 = 0 after the rotation is removed; m21
  /// and m22 carry any skew).
  ///
  /// The transform equals the row-vector product Scale · Rotation(angle) · [[m11, m12], [m21, m22]]
  /// for its linear part, followed by the translation.
  public struct Decomposition: Sendable, Hashable {
    /// (tx, ty).
    public internal(set) var translation: SIMD2<Double>
    /// The lengths of the rows (a, b) and (c, d); one is negated when the determinant is negative.
    public internal(set) var scale: SIMD2<Double>
    /// The rotation in radians, in (−π, π] as decomposed (the spec works in degrees; radians give
    /// the same transforms).
    public internal(set) var angle: Double
    /// The remaining 2×2 matrix, row by row: (m11, m12, m21, m22).
    public internal(set) var remainder: SIMD4<Double>
    // Given part by part (for interpolation) through the memberwise initializer, which Swift
    // writes because `init?(_:)` lives in the extension below.
  }
}

extension AffineTransform.Decomposition {
  /// Decomposes `transform`, or returns nil when it is singular (determinant 0), which the spec
  /// calls "cannot be decomposed".
  ///
  /// Method: CSS Transforms 1's pseudocode step by step: scale = row lengths; if the determinant is
  /// negative, negate the x scale when a < d, else the y scale; normalize the rows; angle =
  /// atan2(row0.y, row0.x); rotate the rows by −angle.
  ///
  /// Huge and tiny linear parts: only the determinant's sign and whether it is 0 are used, so
  /// where a·d − b·c overflows or underflows (elements beyond about 1e154 or below 1e-154) it is
  /// formed from the elements scaled by one power of two (the largest into [1, 2), exact): scales
  /// 1e200 and 1e-200 decompose and interpolate as scale 1 does, instead of being called singular
  /// (a discrete jump).
  /// - Complexity: O(1).
  public init?(_ transform: AffineTransform) {
    var determinant = transform.determinant
    if !determinant.isNormal || !determinant.isFinite {
      let linear = SIMD4(transform.a, transform.b, transform.c, transform.d)
      let largest = linear.max() > -linear.min() ? linear.max() : -linear.min()
      if largest > 0 && largest.isFinite {
        let exponent = -Int(largest.exponent)
        let half = exponent / 2
        let scaled =
          linear * Double(sign: .plus, exponent: half, significand: 1)
          * Double(sign: .plus, exponent: exponent - half, significand: 1)
        determinant = scaled.x * scaled.w - scaled.y * scaled.z
      }
    }
    guard determinant != 0, determinant.isFinite else { return nil }
    var row0 = SIMD2(transform.a, transform.b)
    var row1 = SIMD2(transform.c, transform.d)
    translation = SIMD2(transform.tx, transform.ty)
    scale = SIMD2(Self.length(row0), Self.length(row1))
    if determinant < 0 {
      if row0.x < row1.y { scale.x = -scale.x } else { scale.y = -scale.y }
    }
    row0 /= scale.x
    row1 /= scale.y
    angle = Double.atan2(y: row0.y, x: row0.x)
    if angle != 0 {
      let sine = -row0.y
      let cosine = row0.x
      let (m11, m12, m21, m22) = (row0.x, row0.y, row1.x, row1.y)
      row0 = SIMD2(cosine * m11 + sine * m21, cosine * m12 + sine * m22)
      row1 = SIMD2(-sine * m11 + cosine * m21, -sine * m12 + cosine * m22)
    }
    remainder = SIMD4(row0.x, row0.y, row1.x, row1.y)
  }

  /// The transform these parts describe: linear part Scale · Rotation(angle) · remainder (row
  /// vectors), translation as stored. Inverts ``init(_:)`` to within a few ulp of the largest
  /// element (see the round-trip tests).
  /// - Throws: ``TransformError/nonFinite(name:value:)`` (name `recomposition`) when an element
  ///   overflows, which only parts of an ill-conditioned (nearly singular) transform or parts
  ///   extrapolated far beyond [0, 1] can cause.
  /// - Complexity: O(1).
  public func recomposed() throws(TransformError) -> AffineTransform {
    let result = recomposedUnchecked()
    // In a vector, not `elements`: an array would allocate on every interpolation.
    let elements = SIMD8(result.a, result.b, result.c, result.d, result.tx, result.ty, 0, 0)
    for index in 0..<6 where !elements[index].isFinite {
      throw .nonFinite(name: "recomposition", value: elements[index])
    }
    return result
  }

  /// The recomposition without the finiteness check; may hold ±∞ or NaN.
  internal func recomposedUnchecked() -> AffineTransform {
    // The spec's "0° counts as 360°" step leaves angles near ±2π; reducing them to (−π, π] first
    // gives sin(2π) = 0 exactly instead of −2.4e-16, so unrotated transforms stay unrotated.
    let turns = (angle / (2 * Double.pi)).rounded()
    let reduced = angle - 2 * Double.pi * turns
    let cosine = Double.cos(reduced)
    let sine = Double.sin(reduced)
    let m = remainder
    // Rotation rows (cos, sin) and (−sin, cos) times the remainder, then rows scaled.
    let a = scale.x * (cosine * m.x + sine * m.z)
    let b = scale.x * (cosine * m.y + sine * m.w)
    let c = scale.y * (-sine * m.x + cosine * m.z)
    let d = scale.y * (-sine * m.y + cosine * m.w)
    return AffineTransform(uncheckedA: a, b: b, c: c, d: d, tx: translation.x, ty: translation.y)
  }

  /// √(x² + y²) without overflow for finite rows.
  private static func length(_ row: SIMD2<Double>) -> Double {
    Double.hypot(row.x, row.y)
  }
}
