// Animatable values read from buffers of doubles (the C API's layouts in kinetics.h, an engine's
// arrays of per-layer values): the checks of the named initializers, whose lists of (name, value)
// pairs are built only when a value fails them, so that reading a valid value per frame costs a
// few comparisons (for a transform, one `allFinite` pass over its sixteen doubles).

extension Transform3D {
  /// The transform whose elements are the 16 doubles at `elements`, row-major m11, m12, …, m44
  /// (`CATransform3D`'s field order): ``init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)``
  /// with the package's one finiteness test of a buffer (`allFinite`: one OR over the sixteen bit
  /// patterns, no branch per element) in place of its per-element loop.
  /// - Throws: ``TransformError/nonFinite(name:value:)`` naming the first element that is not
  ///   finite, as the named initializer does.
  // Always inlined: as a call, the C entry points received the transform through memory and copied
  // it between temporaries (bench row c-api-call-transform-animation).
  @inlinable @inline(__always)
  public init(rowMajor elements: UnsafePointer<Double>) throws(TransformError) {
    guard allFinite(UnsafeBufferPointer(start: elements, count: 16)) else {
      // Not finite: the named initializer names the element (and throws).
      try self.init(nonFiniteRowMajor: elements)
      return
    }
    let e = elements
    self.init(
      unchecked: Matrix4x4(
        row0: SIMD4(e[0], e[1], e[2], e[3]), row1: SIMD4(e[4], e[5], e[6], e[7]),
        row2: SIMD4(e[8], e[9], e[10], e[11]), row3: SIMD4(e[12], e[13], e[14], e[15])))
  }

  /// ``init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)`` of the 16 doubles
  /// at `e`: the failing path of ``init(rowMajor:)``, out of line.
  @usableFromInline
  internal init(nonFiniteRowMajor e: UnsafePointer<Double>) throws(TransformError) {
    try self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }
}

extension RGBAColor {
  /// The color whose red, green, blue and alpha are the 4 doubles at `components` (gamma-encoded
  /// sRGB, straight alpha): ``init(red:green:blue:alpha:)`` with its three rules (finite, alpha in
  /// [0, 1], |component| ≤ ``maximumComponentMagnitude``) tested by four comparisons first (a NaN
  /// or an infinity fails them).
  /// - Throws: the `ColorError` of ``init(red:green:blue:alpha:)``.
  // Always inlined: the optimizer kept it out of line in the C color calls (a call and a typed
  // error result per value read); the failing case is the named initializer's call.
  @inlinable @inline(__always)
  public init(components: UnsafePointer<Double>) throws(ColorError) {
    let (red, green, blue, alpha) = (components[0], components[1], components[2], components[3])
    let limit = Self.maximumComponentMagnitude
    guard abs(red) <= limit, abs(green) <= limit, abs(blue) <= limit, alpha >= 0, alpha <= 1 else {
      try self.init(red: red, green: green, blue: blue, alpha: alpha)
      return
    }
    self.init(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
  }
}
