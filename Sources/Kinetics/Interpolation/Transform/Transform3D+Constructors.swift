import RealModule

extension Transform3D {
  /// The identity (`CATransform3DIdentity`).
  public static let identity = Transform3D(unchecked: .identity)

  /// Creates a transform from sixteen elements in row-major order m11, m12, …, m44.
  ///
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` unless there are 16;
  ///   ``TransformError/nonFinite(name:value:)`` for a NaN or infinite element.
  public init(elements: [Double]) throws(TransformError) {
    guard elements.count == 16 else { throw .wrongElementCount(expected: 16, actual: elements.count) }
    let e = elements
    try self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The 3-D form of a 2-D affine transform (`CATransform3DMakeAffineTransform`): m11 = a,
  /// m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty, the rest as the identity.
  public init(_ affine: AffineTransform) {
    self.init(
      unchecked: Matrix4x4(
        row0: SIMD4(affine.a, affine.b, 0, 0), row1: SIMD4(affine.c, affine.d, 0, 0),
        row2: SIMD4(0, 0, 1, 0), row3: SIMD4(affine.tx, affine.ty, 0, 1)))
  }

  /// A translation by (x, y, z) (`CATransform3DMakeTranslation`, CSS `translate3d()`).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite offset.
  public init(translationX x: Double, y: Double, z: Double) throws(TransformError) {
    for (name, value) in [("x", x), ("y", y), ("z", z)] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    var matrix = Matrix4x4.identity
    matrix.row3 = SIMD4(x, y, z, 1)
    self.init(unchecked: matrix)
  }

  /// A scale by (x, y, z) about the origin (`CATransform3DMakeScale`, CSS `scale3d()`).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite factor.
  public init(scaleX x: Double, y: Double, z: Double) throws(TransformError) {
    for (name, value) in [("x", x), ("y", y), ("z", z)] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    self.init(
      unchecked: Matrix4x4(
        row0: SIMD4(x, 0, 0, 0), row1: SIMD4(0, y, 0, 0), row2: SIMD4(0, 0, z, 0), row3: SIMD4(0, 0, 0, 1)))
  }

  /// A rotation by `angle` radians about the axis (x, y, z) through the origin
  /// (`CATransform3DMakeRotation`, CSS `rotate3d()`). The axis is normalized first.
  ///
  /// Method: Rodrigues' formula, written for row vectors: the upper 3×3 block is the transpose of
  /// the column-vector matrix cos θ·I + sin θ·[n]× + (1 − cos θ)·n nᵀ, so a rotation about z by θ has
  /// m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ, as `CGAffineTransform(rotationAngle:)`.
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite input;
  ///   ``TransformError/zeroRotationAxis`` for a zero axis.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) throws(TransformError) {
    for (name, value) in [("angle", angle), ("x", x), ("y", y), ("z", z)] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    // Scaling by the largest component first keeps the length from overflowing or underflowing.
    let largest = Swift.max(Swift.abs(x), Swift.abs(y), Swift.abs(z))
    guard largest > 0 else { throw .zeroRotationAxis }
    let scaled = SIMD3(x, y, z) / largest
    let n = scaled / (scaled * scaled).sum().squareRoot()
    let cosine = Double.cos(angle)
    let sine = Double.sin(angle)
    let k = 1 - cosine
    self.init(
      unchecked: Matrix4x4(
        row0: SIMD4(cosine + k * n.x * n.x, k * n.x * n.y + sine * n.z, k * n.x * n.z - sine * n.y, 0),
        row1: SIMD4(k * n.x * n.y - sine * n.z, cosine + k * n.y * n.y, k * n.y * n.z + sine * n.x, 0),
        row2: SIMD4(k * n.x * n.z + sine * n.y, k * n.y * n.z - sine * n.x, cosine + k * n.z * n.z, 0),
        row3: SIMD4(0, 0, 0, 1)))
  }

  /// A perspective projection with the eye at distance `distance` on the z axis: the identity with
  /// m34 = −1/distance (Core Animation's documented idiom; CSS Transforms 2 `perspective(d)`, whose
  /// matrix3d has the same element in the same place).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for NaN or ±∞;
  ///   ``TransformError/parameter(_:)`` (rule `positive`) for a distance ≤ 0.
  public init(perspectiveDistance distance: Double) throws(TransformError) {
    try TransformError.require(distance, .finite, name: "distance")
    try TransformError.require(distance, .positive, name: "perspective distance")
    var matrix = Matrix4x4.identity
    matrix.row2.w = -1 / distance
    self.init(unchecked: matrix)
  }

  /// `self` followed by `other`: the product self·other in the row-vector convention
  /// (`CATransform3DConcat(self, other)`).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` (name `concatenation`) when the product
  ///   overflows.
  /// - Complexity: O(1) (64 multiplications).
  public func concatenating(_ other: Transform3D) throws(TransformError) -> Transform3D {
    let product = matrix.multiplied(by: other.matrix)
    guard product.isFinite else { throw .nonFinite(name: "concatenation", value: .infinity) }
    return Transform3D(unchecked: product)
  }

  /// The determinant of the 4×4 matrix; 0 for a singular (non-invertible) transform.
  public var determinant: Double { matrix.determinant }

  /// Whether the transform is a 2-D affine transform in 3-D form: m13, m14, m23, m24, m31, m32,
  /// m34 and m43 are 0 and m33 = m44 = 1 (CSS Transforms 2's "2D matrix").
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
      && m33 == 1 && m44 == 1
  }

  /// The 2-D affine transform this transform equals, or nil when it is not ``isAffine``.
  public var affineTransform: AffineTransform? {
    guard isAffine else { return nil }
    return AffineTransform(uncheckedA: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}
