/// A 4×4 matrix as four row vectors, without heap storage: the working type of the 3-D decomposition.
/// Products are in the row-vector convention of `CATransform3D`: (A·B) applies A first, then B.
@usableFromInline
internal struct Matrix4x4: Sendable, Hashable {
  @usableFromInline var row0: SIMD4<Double>
  @usableFromInline var row1: SIMD4<Double>
  @usableFromInline var row2: SIMD4<Double>
  @usableFromInline var row3: SIMD4<Double>

  @inlinable
  init(row0: SIMD4<Double>, row1: SIMD4<Double>, row2: SIMD4<Double>, row3: SIMD4<Double>) {
    self.row0 = row0
    self.row1 = row1
    self.row2 = row2
    self.row3 = row3
  }

  @usableFromInline
  static let identity = Matrix4x4(
    row0: SIMD4(1, 0, 0, 0), row1: SIMD4(0, 1, 0, 0), row2: SIMD4(0, 0, 1, 0), row3: SIMD4(0, 0, 0, 1))

  /// Row `index` as a vector (0…3).
  @inlinable
  subscript(index: Int) -> SIMD4<Double> {
    get {
      switch index {
      case 0: return row0
      case 1: return row1
      case 2: return row2
      default: return row3
      }
    }
    set {
      switch index {
      case 0: row0 = newValue
      case 1: row1 = newValue
      case 2: row2 = newValue
      default: row3 = newValue
      }
    }
  }

  /// The product self·other: row i of the result is Σₖ self[i][k]·other[k].
  @inlinable
  func multiplied(by other: Matrix4x4) -> Matrix4x4 {
    @inline(__always) func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
      // ((x·row0 + y·row1) + z·row2) + w·row3, one typed step at a time: the one-line sum took the
      // type checker 0.6 s once SIMD4<Double> also had `_DoubleLanes`' operators.
      var sum: SIMD4<Double> = r.x * other.row0
      sum = sum + r.y * other.row1
      sum = sum + r.z * other.row2
      return sum + r.w * other.row3
    }
    return Matrix4x4(row0: row(row0), row1: row(row1), row2: row(row2), row3: row(row3))
  }

  /// Whether every element is finite.
  @inlinable
  var isFinite: Bool {
    // x·0 is 0 for finite x and NaN for NaN or ±∞; NaN ≠ 0 makes the comparison fail.
    row0 * 0 == .zero && row1 * 0 == .zero && row2 * 0 == .zero && row3 * 0 == .zero
  }

  /// The twelve 2×2 minors of the Laplace expansion along the first two and the last two rows:
  /// s0…s5 of rows 0 and 1, c0…c5 of rows 2 and 3 (shared by ``determinant`` and `inverse`).
  @inlinable
  var laplaceMinors: (s: SIMD8<Double>, c: SIMD8<Double>) {
    let a = row0
    let b = row1
    let c = row2
    let d = row3
    let s = SIMD8(
      a.x * b.y - b.x * a.y, a.x * b.z - b.x * a.z, a.x * b.w - b.x * a.w, a.y * b.z - b.y * a.z,
      a.y * b.w - b.y * a.w, a.z * b.w - b.z * a.w, 0, 0)
    let cofactors = SIMD8(
      c.x * d.y - d.x * c.y, c.x * d.z - d.x * c.z, c.x * d.w - d.x * c.w, c.y * d.z - d.y * c.z,
      c.y * d.w - d.y * c.w, c.z * d.w - d.z * c.w, 0, 0)
    return (s, cofactors)
  }

  /// The determinant, by cofactor expansion along 2×2 minors of the first two and last two rows
  /// (Laplace expansion): s0·c5 − s1·c4 + s2·c3 + s3·c2 − s4·c1 + s5·c0.
  @inlinable
  var determinant: Double {
    let (s, c) = laplaceMinors
    return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
  }
}
