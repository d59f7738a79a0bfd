/// A value that the animations (``TypedKeyframeTrack``, ``BasicAnimation``,
/// ``KeyframeAnimation``, ``AnimatedProperty``) animate: what Core Animation's keyframe,
/// basic and spring animations need from a property's value, with the rules of each kind of value.
///
/// - **Interpolation between two values**, prepared once per pair (``preparedInterpolation(from:to:options:)``):
///   numbers and vectors blend component by component; ``RGBAColor`` converts both colors to the
///   space of its ``ColorInterpolationOptions`` once (``ColorInterpolation``); ``Transform3D`` and
///   ``AffineTransform`` decompose both matrices once (``Transform3DInterpolation``,
///   ``AffineTransformInterpolation``), so a keyframe track decomposes each key at construction,
///   never per evaluation.
/// - **Additive combination** (``added(over:)``): what `isAdditive`, `byValue` and `isCumulative`
///   mean for the value. Numbers, vectors and colors add component by component; transforms
///   concatenate, the animated transform applied first and the one underneath after it
///   (`CATransform3DConcat(animated, underlying)`), the way an additive `transform` animation of
///   Core Animation shows on top of the model value.
/// - **Components** (``vectorComponentCount``): numbers and SIMD vectors are vectors of `Double`
///   components, so keyframe tracks of them run the `[Double]` ``KeyframeTrack``'s kernels in
///   every calculation mode, bit for bit; colors and transforms have none and allow the linear and
///   discrete modes (their paced or cubic meaning would need a distance or tangents the CSS rules
///   do not define).
///
/// Conformances: `Double`, `Float`, `SIMD2`/`SIMD3`/`SIMD4` of `Double` and `Float`,
/// ``RGBAColor``, ``Transform3D`` and ``AffineTransform``, none of which allocates while it is
/// evaluated; and `[Double]`, a vector whose dimension is fixed at run time
/// (``componentCount``; values of different dimensions in one animation are a typed error at
/// construction, ``validateShape(name:like:)``).
public protocol AnimatableValue: Interpolatable {
  /// The choices of how two values blend (``ColorInterpolationOptions`` for colors,
  /// ``Quaternion/Path`` for 3-D transforms, `Void` where there is no choice).
  associatedtype InterpolationOptions: Sendable
  /// A pair of values prepared for interpolation at many fractions.
  associatedtype PreparedInterpolation: Sendable
  /// The class that holds a ``BasicAnimation``'s fields: an implementation detail, keep the
  /// default (`[Double]` names a non-generic class, whose release runs known code; another class
  /// stops ``BasicAnimation``'s initializer).
  associatedtype _BasicAnimationStorage: AnyObject, Sendable = _BasicAnimationValueStorage<Self>

  /// The options used when none are given: CSS Color 4's rules for colors, the shortest rotation
  /// for transforms.
  static var defaultInterpolationOptions: InterpolationOptions { get }

  /// Prepares `start` and `end` for interpolation (converts or decomposes them once).
  static func preparedInterpolation(
    from start: Self, to end: Self, options: InterpolationOptions
  ) -> PreparedInterpolation

  /// The value a fraction `fraction` of the way along `prepared`: its start at 0 and its end at 1,
  /// bit for bit, and the rules of ``Interpolatable/interpolated(to:fraction:)`` elsewhere.
  static func interpolate(_ prepared: PreparedInterpolation, fraction: Double) -> Self

  /// The value that ``added(over:)`` leaves unchanged: zero for numbers, vectors and colors (all
  /// four components), the identity for transforms. An additive animation's missing endpoints
  /// resolve to it.
  static var additiveIdentity: Self { get }

  /// `self` shown over `base` by an additive animation: `base + self` for numbers, vectors and
  /// colors (alpha clamped to [0, 1]), `self` followed by `base` for transforms.
  func added(over base: Self) -> Self

  /// `self = self.added(over: base)`, in place where the value's storage allows it (a `[Double]`
  /// adds into its own buffer when it is the only reference to it, so an additive animation of one
  /// allocates nothing more for the sum).
  mutating func add(over base: Self)

  /// The value x with `self.added(over: x) == total` (`toValue − byValue`), nil when there is
  /// none (a singular transform cannot be undone).
  func subtracted(from total: Self) -> Self?

  /// `self` moved on by `count` repeats of the change that takes `start` to `end`
  /// (`isCumulative`): `self + count·(end − start)` for numbers, vectors and colors; for transforms
  /// Δᶜᵒᵘⁿᵗ followed by `self`, where Δ followed by `start` is `end`. nil when the change cannot be
  /// formed or overflows.
  func accumulated(_ count: Int, changesFrom start: Self, to end: Self) -> Self?

  /// Whether every component is finite. Values are finite when they are created; an animated value
  /// may not be (an extrapolating timing function, a sum beyond the range of `Double`), and the
  /// animations check this before they return one.
  var isFiniteValue: Bool { get }

  /// `self` with every component multiplied by `factor`: the animations pass 1/4 (a power of two,
  /// so the product is exact but for subnormal components) to recompute a value whose sums
  /// overflowed although the value is in range. Colors and transforms, whose sums are clamped or
  /// are concatenations, return `self`.
  func componentsScaled(by factor: Double) -> Self

  /// The number of `Double` components of every value of the type when it is a vector of them
  /// (keyframe tracks then interpolate component by component in every calculation mode); 0 when
  /// the value has its own interpolation rule only, and for `[Double]`, whose number is each
  /// value's ``componentCount``.
  static var vectorComponentCount: Int { get }

  /// The number of `Double` components of this value: ``vectorComponentCount``, or the dimension
  /// of a `[Double]`.
  var componentCount: Int { get }

  /// Component `index` (0 ≤ index < ``componentCount``) as a `Double`.
  func vectorComponent(_ index: Int) -> Double

  /// The value whose component i is `component(i)` for i < ``vectorComponentCount``; nil when the
  /// value has no components (and for `[Double]`, whose dimension is not fixed).
  init?(vectorComponents component: (Int) -> Double)

  /// The value of `componentCount` components whose component i is `component(i)`: the value
  /// ``init(vectorComponents:)`` builds for fixed-size vectors, a `[Double]` of that dimension;
  /// nil when the value has no components.
  init?(componentCount: Int, components component: (Int) -> Double)

  /// Checks that `self` can stand beside `reference` in one animation (a value named `name`):
  /// for `[Double]`, at least one component, `reference`'s dimension and finite components; for
  /// the fixed-size values nothing (their shape is their type).
  /// - Throws: `BasicAnimationError.emptyValue`, `.dimensionMismatch` or `.nonFiniteValue`.
  func validateShape(name: String, like reference: Self?) throws(BasicAnimationError)
}

extension AnimatableValue {
  /// Values without components: none.
  public static var vectorComponentCount: Int { 0 }

  /// Values without components have no component to read.
  public func vectorComponent(_ index: Int) -> Double {
    preconditionFailure("\(Self.self) has no vector components")
  }

  /// Values without components cannot be built from them.
  public init?(vectorComponents component: (Int) -> Double) { return nil }

  /// ``vectorComponentCount``.
  @inlinable public var componentCount: Int { Self.vectorComponentCount }

  /// ``init(vectorComponents:)`` (the count is the type's).
  @inlinable
  public init?(componentCount: Int, components component: (Int) -> Double) {
    self.init(vectorComponents: component)
  }

  /// Fixed-size values: nothing to check.
  @inlinable
  public func validateShape(name: String, like reference: Self?) throws(BasicAnimationError) {}

  /// `self = added(over: base)`.
  @inlinable public mutating func add(over base: Self) { self = added(over: base) }

  /// Values without components are not scaled.
  @inlinable public func componentsScaled(by factor: Double) -> Self { self }
}

/// Two values of a type without preparation: the ``AnimatableValue/PreparedInterpolation`` of
/// numbers and vectors, which blend their endpoints directly.
public struct InterpolationEndpoints<Value: Interpolatable>: Sendable {
  /// The value at fraction 0.
  public let start: Value
  /// The value at fraction 1.
  public let end: Value

  /// The pair.
  @inlinable
  public init(start: Value, end: Value) {
    self.start = start
    self.end = end
  }
}
