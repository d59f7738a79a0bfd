/// A 2-D affine transform with the layout of `CGAffineTransform` and CSS `matrix(a, b, c, d, e, f)`:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// As a 3×3 matrix acting on row vectors [x y 1] (Core Graphics' convention) it is
/// `[[a, b, 0], [c, d, 0], [tx, ty, 1]]`. All six elements are finite.
/// Interpolation follows CSS Transforms Level 1 §"Interpolation of Matrices" (see
/// ``AffineTransformInterpolation``).
public struct AffineTransform: Sendable, Hashable {
  /// Scales and rotates x into x' (`CGAffineTransform.a`).
  public let a: Double
  /// Shears x into y' (`CGAffineTransform.b`).
  public let b: Double
  /// Shears y into x' (`CGAffineTransform.c`).
  public let c: Double
  /// Scales and rotates y into y' (`CGAffineTransform.d`).
  public let d: Double
  /// Translation along x (`CGAffineTransform.tx`).
  public let tx: Double
  /// Translation along y (`CGAffineTransform.ty`).
  public let ty: Double

  /// Creates a transform from its six elements.
  ///
  /// - Throws: ``TransformError/nonFinite(name:value:)`` when an element is NaN or infinite.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) throws(TransformError) {
    for (name, value) in [("a", a), ("b", b), ("c", c), ("d", d), ("tx", tx), ("ty", ty)]
    where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    self.init(uncheckedA: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// Creates a transform whose elements are known to be finite.
  @usableFromInline
  internal init(uncheckedA a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity: a = d = 1, everything else 0 (`CGAffineTransform.identity`).
  public static let identity = AffineTransform(uncheckedA: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The six elements in the order a, b, c, d, tx, ty (CSS `matrix()` argument order).
  public var elements: [Double] { [a, b, c, d, tx, ty] }

  /// a·d − b·c: the signed area scale. Negative for a reflection, 0 for a singular transform.
  @inlinable
  public var determinant: Double { a * d - b * c }
}
