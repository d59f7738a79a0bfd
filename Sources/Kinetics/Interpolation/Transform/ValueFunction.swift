import RealModule

/// A `CAValueFunction`: a named function that turns an animated scalar or 3-vector into a
/// ``Transform3D``, so that a `transform` property can be animated through its parameters instead
/// of through matrices.
///
/// Interpolating matrices cannot express "turn twice": the rotations by 0 and by 4π are the same
/// matrix. Animating the angle from 0 to 4π and applying ``rotateZ`` to each interpolated value
/// turns the layer twice, which is why Core Animation has value functions.
///
/// The functions and their inputs (the names are Core Animation's `kCAValueFunction…` constants):
///
/// | function | inputs | transform |
/// |---|---|---|
/// | ``rotateX``, ``rotateY``, ``rotateZ`` | angle θ in radians | rotation by θ about the axis (`CATransform3DMakeRotation(θ, …)`) |
/// | ``scale`` | (sx, sy, sz) | `CATransform3DMakeScale(sx, sy, sz)` |
/// | ``scaleX``, ``scaleY``, ``scaleZ`` | s | scale by s along one axis, 1 along the others |
/// | ``translate`` | (tx, ty, tz) | `CATransform3DMakeTranslation(tx, ty, tz)` |
/// | ``translateX``, ``translateY``, ``translateZ`` | t | translation by t along one axis |
///
/// Rotations use the row-vector convention of ``Transform3D`` (about z by θ: m11 = cos θ,
/// m12 = sin θ, m21 = −sin θ, m22 = cos θ) and write the three affected elements directly, so the
/// fixed axis keeps exactly 1 and 0 (Rodrigues' formula would give cos θ + (1 − cos θ), which can
/// round). cos and sin come from swift-numerics' `Double.cos`/`Double.sin` (correctly reduced for
/// any finite angle), so 2πk gives the identity to within the rounding of 2πk itself.
///
/// Evaluation does not allocate; the guide is docs/interpolation.md ("Value functions").
public enum ValueFunction: String, CaseIterable, Sendable, Hashable {
  /// Rotation about the x axis by the input angle (radians).
  case rotateX
  /// Rotation about the y axis by the input angle (radians).
  case rotateY
  /// Rotation about the z axis by the input angle (radians): the rotation in the screen's plane.
  case rotateZ
  /// Scale by three inputs (sx, sy, sz).
  case scale
  /// Scale along x by the input, 1 along y and z.
  case scaleX
  /// Scale along y by the input, 1 along x and z.
  case scaleY
  /// Scale along z by the input, 1 along x and y.
  case scaleZ
  /// Translation by three inputs (tx, ty, tz).
  case translate
  /// Translation along x by the input.
  case translateX
  /// Translation along y by the input.
  case translateY
  /// Translation along z by the input.
  case translateZ

  /// How many inputs the function takes: 3 for ``scale`` and ``translate``, 1 for the others.
  public var inputCount: Int {
    switch self {
    case .scale, .translate: return 3
    default: return 1
    }
  }

  /// The input that gives the identity transform, each component of it: 1 for the scales, 0 for
  /// rotations and translations. A value-function animation resolves its input animation's unset
  /// endpoints against it (Core Animation animates a scale from 1 and a rotation from 0).
  public var neutralInput: Double {
    switch self {
    case .scale, .scaleX, .scaleY, .scaleZ: return 1
    default: return 0
    }
  }

  /// The function's name as Core Animation spells its constant's value (`rotateZ`, `translateX`, …).
  public var name: String { rawValue }

  /// Creates the function named `name` (the raw values: `rotateX`, …, `translateZ`).
  ///
  /// - Throws: ``TransformError/unknownValueFunction(_:)`` for any other name.
  public init(name: String) throws(TransformError) {
    guard let function = ValueFunction(rawValue: name) else { throw .unknownValueFunction(name) }
    self = function
  }

  /// The transform for a one-input function (``inputCount`` 1).
  ///
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` for ``scale`` and
  ///   ``translate`` (they take three inputs); ``TransformError/nonFinite(name:value:)`` for NaN or ±∞.
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func transform(_ value: Double) throws(TransformError) -> Transform3D {
    guard inputCount == 1 else { throw .wrongElementCount(expected: inputCount, actual: 1) }
    return try _transform(value, 0, 0)
  }

  /// The transform for three inputs (x, y, z) of ``scale`` or ``translate``.
  ///
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` for a one-input function;
  ///   ``TransformError/nonFinite(name:value:)`` for NaN or ±∞.
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func transform(_ values: SIMD3<Double>) throws(TransformError) -> Transform3D {
    guard inputCount == 3 else { throw .wrongElementCount(expected: inputCount, actual: 3) }
    return try _transform(values.x, values.y, values.z)
  }

  /// The transform for an animated value given as a vector of any length, such as the value of a
  /// ``KeyframeTrack`` or ``BasicAnimation``: it must have ``inputCount`` elements.
  ///
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` for another length;
  ///   ``TransformError/nonFinite(name:value:)`` for NaN or ±∞.
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func transform<Values: Collection>(values: Values) throws(TransformError) -> Transform3D
  where Values.Element == Double {
    guard values.count == inputCount else {
      throw .wrongElementCount(expected: inputCount, actual: values.count)
    }
    var index = values.startIndex
    let x = values[index]
    guard inputCount == 3 else { return try _transform(x, 0, 0) }
    index = values.index(after: index)
    let y = values[index]
    index = values.index(after: index)
    return try _transform(x, y, values[index])
  }

  /// The transform from the inputs (x, y, z), of which one-input functions read x only.
  @usableFromInline
  func _transform(_ x: Double, _ y: Double, _ z: Double) throws(TransformError) -> Transform3D {
    guard x.isFinite else { throw .nonFinite(name: inputCount == 1 ? "value" : "x", value: x) }
    guard y.isFinite else { throw .nonFinite(name: "y", value: y) }
    guard z.isFinite else { throw .nonFinite(name: "z", value: z) }
    var m = Matrix4x4.identity
    switch self {
    case .rotateX:
      let (c, s) = (Double.cos(x), Double.sin(x))
      m.row1 = SIMD4(0, c, s, 0)
      m.row2 = SIMD4(0, -s, c, 0)
    case .rotateY:
      let (c, s) = (Double.cos(x), Double.sin(x))
      m.row0 = SIMD4(c, 0, -s, 0)
      m.row2 = SIMD4(s, 0, c, 0)
    case .rotateZ:
      let (c, s) = (Double.cos(x), Double.sin(x))
      m.row0 = SIMD4(c, s, 0, 0)
      m.row1 = SIMD4(-s, c, 0, 0)
    case .scale:
      m.row0.x = x
      m.row1.y = y
      m.row2.z = z
    case .scaleX: m.row0.x = x
    case .scaleY: m.row1.y = x
    case .scaleZ: m.row2.z = x
    case .translate: m.row3 = SIMD4(x, y, z, 1)
    case .translateX: m.row3.x = x
    case .translateY: m.row3.y = x
    case .translateZ: m.row3.z = x
    }
    return Transform3D(unchecked: m)
  }
}
