/// A 4×4 homogeneous 3-D transform with the layout of `CATransform3D` (and CSS `matrix3d()`, whose
/// sixteen arguments are m11, m12, …, m44 in this order).
///
/// Points are row vectors: [x y z 1]·M = [x′ y′ z′ w′], then divided by w′. m41, m42, m43 hold the
/// translation; m14, m24, m34 the perspective terms (Core Animation's `m34 = −1/d` puts the eye at
/// distance d). All sixteen elements are finite. Interpolation decomposes the matrix as CSS
/// Transforms Level 2 specifies (see ``Transform3DInterpolation``).
public struct Transform3D: Sendable, Hashable {
  /// Row 1, column 1 (`CATransform3D.m11`): row 1 (the image of the x axis), column 1.
  public let m11: Double
  /// Row 1, column 2 (`CATransform3D.m12`): row 1, column 2 of the linear part.
  public let m12: Double
  /// Row 1, column 3 (`CATransform3D.m13`): row 1, column 3 of the linear part.
  public let m13: Double
  /// Row 1, column 4 (`CATransform3D.m14`): the x row's perspective term.
  public let m14: Double
  /// Row 2, column 1 (`CATransform3D.m21`): row 2, column 1 of the linear part.
  public let m21: Double
  /// Row 2, column 2 (`CATransform3D.m22`): row 2, column 2 of the linear part.
  public let m22: Double
  /// Row 2, column 3 (`CATransform3D.m23`): row 2, column 3 of the linear part.
  public let m23: Double
  /// Row 2, column 4 (`CATransform3D.m24`): the y row's perspective term.
  public let m24: Double
  /// Row 3, column 1 (`CATransform3D.m31`): row 3, column 1 of the linear part.
  public let m31: Double
  /// Row 3, column 2 (`CATransform3D.m32`): row 3, column 2 of the linear part.
  public let m32: Double
  /// Row 3, column 3 (`CATransform3D.m33`): row 3, column 3 of the linear part.
  public let m33: Double
  /// Row 3, column 4 (`CATransform3D.m34`): the z row's perspective term; Core Animation's perspective is m34 = −1/d.
  public let m34: Double
  /// Row 4, column 1 (`CATransform3D.m41`): translation along x.
  public let m41: Double
  /// Row 4, column 2 (`CATransform3D.m42`): translation along y.
  public let m42: Double
  /// Row 4, column 3 (`CATransform3D.m43`): translation along z.
  public let m43: Double
  /// Row 4, column 4 (`CATransform3D.m44`): the homogeneous scale.
  public let m44: Double

  /// Creates a transform from its sixteen elements.
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` naming the first NaN or infinite element.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) throws(TransformError) {
    for (name, value) in [
      ("m11", m11), ("m12", m12), ("m13", m13), ("m14", m14),
      ("m21", m21), ("m22", m22), ("m23", m23), ("m24", m24),
      ("m31", m31), ("m32", m32), ("m33", m33), ("m34", m34),
      ("m41", m41), ("m42", m42), ("m43", m43), ("m44", m44),
    ] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from a matrix known to be finite (inlinable: `init(rowMajor:)` reads the
  /// C API's transforms through it).
  @inlinable
  internal init(unchecked matrix: Matrix4x4) {
    m11 = matrix.row0[0]
    m12 = matrix.row0[1]
    m13 = matrix.row0[2]
    m14 = matrix.row0[3]
    m21 = matrix.row1[0]
    m22 = matrix.row1[1]
    m23 = matrix.row1[2]
    m24 = matrix.row1[3]
    m31 = matrix.row2[0]
    m32 = matrix.row2[1]
    m33 = matrix.row2[2]
    m34 = matrix.row2[3]
    m41 = matrix.row3[0]
    m42 = matrix.row3[1]
    m43 = matrix.row3[2]
    m44 = matrix.row3[3]
  }

  /// The elements as a matrix of four rows: `row0[j]` is m1(j+1), the `matrix[0][j]` of CSS
  /// Transforms 2's pseudocode.
  @usableFromInline
  internal var matrix: Matrix4x4 {
    Matrix4x4(
      row0: SIMD4(m11, m12, m13, m14), row1: SIMD4(m21, m22, m23, m24),
      row2: SIMD4(m31, m32, m33, m34), row3: SIMD4(m41, m42, m43, m44))
  }

  /// The sixteen elements in row-major order, m11, m12, …, m44 (CSS `matrix3d()` argument order).
  public var elements: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}
