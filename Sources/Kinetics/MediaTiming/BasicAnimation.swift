/// A `CABasicAnimation` (or, with a ``SpringTimingFunction``, a `CASpringAnimation`): one
/// property's value (any ``AnimatableValue``: a number, a SIMD vector, an ``RGBAColor``, a
/// ``Transform3D``, an ``AffineTransform``, or a `[Double]` of a run-time dimension) animated
/// between two values resolved from `fromValue`, `toValue` and `byValue`, with additive and
/// cumulative behaviour. `BasicAnimation(fromValue: [0, 0], toValue: [1, 2], timing: timing)` is
/// a `BasicAnimation<[Double]>`.
///
/// Endpoints, the seven cases of Apple's documentation (C is the value underneath; for an additive animation
/// ``AnimatableValue/additiveIdentity``, since its values are offsets; P is the previous value;
/// "a + b" is ``AnimatableValue/added(over:)``, a sum for numbers, vectors and colors and a
/// concatenation for transforms):
/// 1. from and to: from → to.        2. from and by: from → from + by.
/// 3. by and to: to − by → to.       4. from only: from → C.
/// 5. to only: C → to.               6. by only: C → C + by.
/// 7. none: P → C.
///
/// Between the endpoints the value's own interpolation applies (decomposition for transforms, the
/// ``ColorInterpolationOptions`` for colors); when both endpoints are fixed (cases 1–3) the pair is
/// prepared once at construction. Evaluation allocates nothing for fixed-size values.
public struct BasicAnimation<Value: AnimatableValue>: PropertyAnimation {
  /// `fromValue`, nil when unset.
  public let fromValue: Value?
  /// `toValue`, nil when unset.
  public let toValue: Value?
  /// `byValue`, nil when unset.
  public let byValue: Value?
  /// When and how often it runs.
  public let timing: MediaTiming
  /// Maps the iteration's progress to the fraction of the change (nil: linear).
  public let timingFunction: (any TimingFunction)?
  /// `isAdditive`: the animated value is shown over the value underneath instead of replacing it.
  public let isAdditive: Bool
  /// `isCumulative`: each iteration starts from the value the previous one ended at.
  public let isCumulative: Bool
  /// How two values blend (colors: space and alpha; transforms: rotation path).
  public let interpolation: Value.InterpolationOptions

  /// The endpoints and their prepared pair when both are fixed (cases 1–3).
  @usableFromInline internal let fixed: (from: Value, to: Value, prepared: Value.PreparedInterpolation)?

  /// Creates an animation after validating its values.
  /// - Throws: `BasicAnimationError.fromToAndBySet`; `.nonFiniteValue` for a number or vector
  ///   with a NaN or infinite component; `.byValueNotInvertible` when toValue and byValue are set
  ///   and byValue is a singular transform.
  // Specialized for `[Double]`, the type the C API and `curves` build (a generic init checks each value
  // through witness tables and runtime tuple metadata: about 20× the cost, bench row
  // media-timing/basic-animation-construct).
  @_specialize(where Value == [Double])
  public init(
    fromValue: Value? = nil, toValue: Value? = nil, byValue: Value? = nil, timing: MediaTiming,
    timingFunction: (any TimingFunction)? = nil, isAdditive: Bool = false, isCumulative: Bool = false,
    interpolation: Value.InterpolationOptions = Value.defaultInterpolationOptions
  ) throws(BasicAnimationError) {
    if fromValue != nil, toValue != nil, byValue != nil { throw .fromToAndBySet }
    // In order, each against the shape of the ones before it (a `[Double]`'s dimension).
    var reference: Value?
    func check(_ value: Value?, _ name: String) throws(BasicAnimationError) {
      guard let value else { return }
      try value.validateShape(name: name, like: reference)
      if let index = value.firstNonFiniteComponent { throw .nonFiniteValue(name: name, index: index) }
      if reference == nil { reference = value }
    }
    try check(fromValue, "fromValue")
    try check(toValue, "toValue")
    try check(byValue, "byValue")
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
    self.timing = timing
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
    self.interpolation = interpolation
    let endpoints: (Value, Value)?
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): endpoints = (from, to)
    case (let from?, nil, let by?): endpoints = (from, by.added(over: from))
    case (nil, let to?, let by?):
      guard let from = by.subtracted(from: to) else { throw .byValueNotInvertible }
      endpoints = (from, to)
    default: endpoints = nil
    }
    fixed = endpoints.map {
      ($0.0, $0.1, Value.preparedInterpolation(from: $0.0, to: $0.1, options: interpolation))
    }
  }

  /// The set values have `modelValue`'s shape (a `[Double]`'s dimension).
  /// - Throws: `BasicAnimationError.dimensionMismatch(name: "animation value", …)`.
  public func validateShape(for modelValue: Value) throws(BasicAnimationError) {
    if let value = fromValue ?? toValue ?? byValue {
      try value.validateShape(name: "animation value", like: modelValue)
    }
  }

  /// The interpolation endpoints by the seven documented cases, over `underlying` (the value
  /// underneath) and `previous` (the property's previous value, case 7; nil: no change).
  /// Edge cases: a sum with `byValue` beyond the range of `Double` is ±∞ here;
  /// ``value(atParentTime:underlying:previous:)`` still gives the values in range.
  @inlinable
  public func endpoints(underlying: Value, previous: Value? = nil) -> (from: Value, to: Value) {
    if let fixed { return (fixed.from, fixed.to) }
    return endpoints(underlying: underlying, previous: previous, scale: 1)
  }

  /// The endpoints with every value multiplied by `scale` (``AnimatableValue/componentsScaled(by:)``)
  /// before the sums are formed; the fixed pair is formed again from the scaled values.
  @inlinable
  internal func endpoints(underlying: Value, previous: Value?, scale: Double) -> (from: Value, to: Value) {
    func scaled(_ value: Value) -> Value { scale == 1 ? value : value.componentsScaled(by: scale) }
    let current = isAdditive ? Value.additiveIdentity : scaled(underlying)
    switch (fromValue.map(scaled), toValue.map(scaled), byValue.map(scaled)) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, by.added(over: from))
    // A singular transform is refused at construction, and transforms are not scaled.
    case (nil, let to?, let by?): return (by.subtracted(from: to) ?? current, to)
    case (let from?, nil, nil): return (from, current)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return (current, by.added(over: current))
    case (nil, nil, nil): return (isAdditive ? current : previous.map(scaled) ?? current, current)
    }
  }

  /// The property's value with this animation applied over `underlying` at parent time `t`, or nil
  /// where the animation shows nothing.
  ///
  /// Method: e = timingFunction(progress); v = the value a fraction e from `from` to `to`;
  /// cumulative moves v on by `iteration` repeats of the change from `from` to v_end, the value at
  /// the end of an iteration (at e(1), or e(0) when autoreversing); additive shows v over
  /// `underlying`. A cumulative change that cannot be formed (a singular transform, a transform
  /// product that overflows) leaves v. A number or vector component that is not finite although
  /// the exact value is in range (a sum such as from + by, or the cumulative change, overflowed) is
  /// recomputed from every value divided by 4 (exact), then multiplied by 4.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double` for a finite `t` (for colors and transforms: an extrapolating
  ///   timing function took the blend beyond it).
  /// - Complexity: O(1); no allocation for fixed-size values.
  @inlinable
  // Specialized for the fixed-size values: calls through `any PropertyAnimation<Value>` reach
  // this generic entry point, which then runs the specialized copy, not witness-table arithmetic.
  @_specialize(where Value == Double)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD3<Double>)
  @_specialize(where Value == SIMD4<Double>)
  @_specialize(where Value == RGBAColor)
  @_specialize(where Value == Transform3D)
  @_specialize(where Value == AffineTransform)
  public func value(atParentTime t: Double, underlying: Value, previous: Value? = nil)
    throws(BasicAnimationError) -> Value?
  {
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    let eased = timingFunction?.progress(at: progress) ?? progress
    return try Value._finiteAnimatedValue { scale in
      value(eased: eased, iteration: iteration, underlying: underlying, previous: previous, scale: scale)
    }
  }

  /// The value at eased fraction `eased` of iteration `iteration`, computed from every value
  /// multiplied by `scale` (1: the fixed pair prepared at construction).
  @inlinable @inline(__always)
  internal func value(eased: Double, iteration: Int, underlying: Value, previous: Value?, scale: Double) -> Value {
    let from: Value
    let prepared: Value.PreparedInterpolation
    if scale == 1, let fixed {
      from = fixed.from
      prepared = fixed.prepared
    } else {
      let (start, end) = endpoints(underlying: underlying, previous: previous, scale: scale)
      from = start
      prepared = Value.preparedInterpolation(from: start, to: end, options: interpolation)
    }
    var value = Value.interpolate(prepared, fraction: eased)
    if isCumulative && iteration != 0 {
      let endProgress: Double = timing.autoreverses ? 0 : 1
      let end = Value.interpolate(prepared, fraction: timingFunction?.progress(at: endProgress) ?? endProgress)
      value = value.accumulated(iteration, changesFrom: from, to: end) ?? value
    }
    if isAdditive { value.add(over: scale == 1 ? underlying : underlying.componentsScaled(by: scale)) }
    return value
  }
}

extension BasicAnimation where Value == [Double] {
  /// The dimension the set values fix, nil when none is set (case 7 takes any dimension).
  public var dimension: Int? { fromValue?.count ?? toValue?.count ?? byValue?.count }
}
