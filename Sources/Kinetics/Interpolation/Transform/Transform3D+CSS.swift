extension Transform3D {
  /// The transform a CSS `transform` property value describes (CSS Transforms Level 1 §7 and
  /// Level 2 §13): `none`, or a list of transform functions applied as the spec composes them —
  /// the matrix of `f1 f2 … fn` is F1·F2·…·Fn for column vectors, so in this type's row-vector
  /// layout (Core Animation's) it is Fn·…·F2·F1: `fn` is applied to a point first.
  ///
  /// Functions (names and units ASCII case-insensitive; arguments separated by commas):
  /// `matrix(a, b, c, d, e, f)`, `matrix3d(16 numbers, column by column as the spec lists them,
  /// which is this type's m11 … m44)`, `translate(x[, y])`, `translateX`, `translateY`,
  /// `translateZ`, `translate3d(x, y, z)`, `scale(sx[, sy])`, `scaleX`, `scaleY`, `scaleZ`,
  /// `scale3d(sx, sy, sz)` (numbers or percentages), `rotate(a)`, `rotateX`, `rotateY`,
  /// `rotateZ`, `rotate3d(x, y, z, a)`, `skew(ax[, ay])`, `skewX`, `skewY`,
  /// `perspective(d | none)`. Lengths are `px` (or a unitless 0); angles `deg`, `rad`, `grad` or
  /// `turn` (or a unitless 0). The matrices are the spec's "Mathematical Description of Transform
  /// Functions", transposed into this layout: `rotate3d` normalizes its axis (a zero axis is no
  /// rotation), `perspective(d)` puts −1/d in m34 with d below 1 treated as 1 (a negative d is
  /// refused), `skew(ax, ay)` puts tan(ax) in m21 and tan(ay) in m12.
  ///
  /// Percentages of a translation need the element's reference box, which a transform alone does
  /// not have: they are refused. `calc()`, `var()` and other length units (`em`, `vw`, …) are not
  /// read.
  ///
  /// - Throws: ``CSSParseError`` (grammar `.transform`) naming the 1-based character position and what was
  ///   expected there; a number beyond the range of Double is an error at that number, and a
  ///   function matrix or a product that leaves the range of Double an error at the function
  ///   that causes it.
  /// - Complexity: O(n) in the length of `css`, with a few small allocations (the text's Unicode
  ///   scalars, identifiers). Meant to be called once per value, not per frame.
  public init(css: String) throws(CSSParseError) {
    var scanner = _CSSTransformScanner(css)
    self = try scanner.parseTransformList()
  }
}
