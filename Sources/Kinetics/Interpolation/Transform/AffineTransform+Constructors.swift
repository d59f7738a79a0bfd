import RealModule

extension AffineTransform {
  /// Creates a transform from six elements in the order a, b, c, d, tx, ty.
  ///
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` unless there are 6;
  ///   ``TransformError/nonFinite(name:value:)`` for a NaN or infinite element.
  public init(elements: [Double]) throws(TransformError) {
    guard elements.count == 6 else { throw .wrongElementCount(expected: 6, actual: elements.count) }
    try self.init(
      a: elements[0], b: elements[1], c: elements[2], d: elements[3], tx: elements[4], ty: elements[5])
  }

  /// A translation by (x, y) (`CGAffineTransform(translationX:y:)`, CSS `translate(x, y)`).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite offset.
  public init(translationX x: Double, y: Double) throws(TransformError) {
    try self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y) about the origin (`CGAffineTransform(scaleX:y:)`, CSS `scale(x, y)`).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite factor.
  public init(scaleX x: Double, y: Double) throws(TransformError) {
    try self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin: a = cos, b = sin, c = −sin, d = cos
  /// (`CGAffineTransform(rotationAngle:)`, CSS `rotate()`; positive angles turn the x axis toward
  /// the y axis, which is clockwise on screen where y points down).
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite angle.
  public init(rotationAngle angle: Double) throws(TransformError) {
    guard angle.isFinite else { throw .nonFinite(name: "angle", value: angle) }
    let cosine = Double.cos(angle)
    let sine = Double.sin(angle)
    self.init(uncheckedA: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` followed by `other`: the matrix product self·other in the row-vector convention, as
  /// `CGAffineTransform.concatenating(_:)` defines it.
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` (name `concatenation`) when the product
  ///   overflows.
  /// - Complexity: O(1).
  public func concatenating(_ other: AffineTransform) throws(TransformError) -> AffineTransform {
    let product = [
      a * other.a + b * other.c, a * other.b + b * other.d,
      c * other.a + d * other.c, c * other.b + d * other.d,
      tx * other.a + ty * other.c + other.tx, tx * other.b + ty * other.d + other.ty,
    ]
    if let bad = product.first(where: { !$0.isFinite }) {
      throw .nonFinite(name: "concatenation", value: bad)
    }
    return AffineTransform(
      uncheckedA: product[0], b: product[1], c: product[2], d: product[3], tx: product[4], ty: product[5])
  }

  /// The image of the point (x, y): (a·x + c·y + tx, b·x + d·y + ty).
  @inlinable
  public func applied(to point: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
  }
}
