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

  /// The determinant, by cofactor expansion along the 2×2 minors of the first two and the last two
  /// rows (Laplace expansion); the minors are shared with `inverse` (`laplaceMinors`).
  @inlinable
  var determinant: Double {
    let s = Self.minors(row0, row1)
    let c = Self.minors(row2, row3)
    return s.xy * c.zw - s.xz * c.yw + s.xw * c.yz + s.yz * c.xw - s.yw * c.xz + s.zw * c.xy
  }

  /// The six 2×2 minors of the rows p and q, one per pair of columns (i, j):
  /// p[i]·q[j] − q[i]·p[j].
  @inlinable @inline(__always)
  static func minors(_ p: SIMD4<Double>, _ q: SIMD4<Double>) -> (
    xy: Double, xz: Double, xw: Double, yz: Double, yw: Double, zw: Double
  ) {
    (
      p.x * q.y - q.x * p.y, p.x * q.z - q.x * p.z, p.x * q.w - q.x * p.w,
      p.y * q.z - q.y * p.z, p.y * q.w - q.y * p.w, p.z * q.w - q.z * p.w
    )
  }

  /// The twelve minors as vectors for `inverse`: s = (xy, xz, xw, yz, yw, zw, 0, 0) of rows 0 and 1,
  /// c the same of rows 2 and 3 (the same products as ``determinant``).
  @inlinable
  var laplaceMinors: (s: SIMD8<Double>, c: SIMD8<Double>) {
    let s = Self.minors(row0, row1)
    let c = Self.minors(row2, row3)
    return (
      SIMD8(s.xy, s.xz, s.xw, s.yz, s.yw, s.zw, 0, 0), SIMD8(c.xy, c.xz, c.xw, c.yz, c.yw, c.zw, 0, 0)
    )
  }
}
