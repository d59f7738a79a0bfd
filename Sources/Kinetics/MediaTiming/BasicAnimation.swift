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
  /// Everything the animation holds, in one immutable object: copying or destroying an animation
  /// is one reference count, however many generic fields it has (the value witnesses of a generic
  /// struct copy each field through its type's metadata, which made `[animation]`, a copy into an
  /// existential, cost more than building the animation: bench row
  /// media-timing/animated-property-construct), and the animation fits in an existential's inline
  /// buffer, with no box to allocate. The class is the value type's
  /// (``AnimatableValue/_BasicAnimationStorage``): a non-generic one for `[Double]`.
  @usableFromInline internal let storage: Value._BasicAnimationStorage

  /// `fromValue`, nil when unset.
  @inlinable public var fromValue: Value? { _isSet(.from) ? _from : nil }
  /// `toValue`, nil when unset.
  @inlinable public var toValue: Value? { _isSet(.to) ? _to : nil }
  /// `byValue`, nil when unset.
  @inlinable public var byValue: Value? { _isSet(.by) ? _by : nil }
  /// When and how often it runs.
  @inlinable public var timing: MediaTiming { _timing }
  /// Maps the iteration's progress to the fraction of the change (nil: linear).
  @inlinable public var timingFunction: (any TimingFunction)? { _timingFunction }
  /// `isAdditive`: the animated value is shown over the value underneath instead of replacing it.
  @inlinable public var isAdditive: Bool { _isAdditive }
  /// `isCumulative`: each iteration starts from the value the previous one ended at.
  @inlinable public var isCumulative: Bool { _isCumulative }
  /// How two values blend (colors: space and alpha; transforms: rotation path).
  @inlinable public var interpolation: Value.InterpolationOptions { _interpolation }

  /// Creates an animation after validating its values.
  /// - Throws: `BasicAnimationError.fromToAndBySet`; `.nonFiniteValue` for a number or vector
  ///   with a NaN or infinite component; `.byValueNotInvertible` when toValue and byValue are set
  ///   and byValue is a singular transform.
  // Inlinable, so every caller builds the copy for its value type (a generic init checks each value
  // through witness tables and runtime tuple metadata: about 20× the cost, bench row
  // media-timing/basic-animation-construct).
  @inlinable
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
      if !Value._shapeCheckRejectsNonFinite, let index = value.firstNonFiniteComponent {
        throw .nonFiniteValue(name: name, index: index)
      }
      if reference == nil { reference = value }
    }
    try check(fromValue, "fromValue")
    try check(toValue, "toValue")
    try check(byValue, "byValue")
    // An unset value, and the computed endpoint when there is none, hold the additive identity
    // (see `_BasicAnimationStorage`).
    let identity = Value.additiveIdentity
    var set: _BasicAnimationFields = []
    if fromValue != nil { set.insert(.from) }
    if toValue != nil { set.insert(.to) }
    if byValue != nil { set.insert(.by) }
    // The pair prepared for interpolation: the fixed one, or the identity's as a placeholder.
    let start: Value, end: Value, derived: Value
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _):
      set.insert(.fixed)
      (start, end, derived) = (from, to, identity)
    case (let from?, nil, let by?):
      set.insert(.fixed)
      (start, end) = (from, by.added(over: from))
      derived = end
    case (nil, let to?, let by?):
      guard let from = by.subtracted(from: to) else { throw .byValueNotInvertible }
      set.insert(.fixed)
      (start, end, derived) = (from, to, from)
    default: (start, end, derived) = (identity, identity, identity)
    }
    storage = Self._makeStorage(
      settings: _BasicAnimationSettings(
        set: set, shapeCount: (fromValue ?? toValue ?? byValue)?.componentCount ?? -1, timing: timing,
        isAdditive: isAdditive, isCumulative: isCumulative),
      timingFunction: timingFunction, from: fromValue ?? identity, to: toValue ?? identity, by: byValue ?? identity, derived: derived,
      interpolation: interpolation,
      prepared: { Value.preparedInterpolation(from: start, to: end, options: interpolation) })
  }

  /// The set values have `modelValue`'s shape: its number of components (a `[Double]`'s
  /// dimension; the other types' is their type's). The values themselves were validated at
  /// construction (not empty, finite, of one shape), so the count is the whole check.
  /// - Throws: `BasicAnimationError.dimensionMismatch(name: "animation value", …)`.
  // Counts only: ``AnimatedProperty``'s initializer calls this through the protocol, unspecialized,
  // where an optional of `Value` or a `@_specialize` dispatch looks up type metadata on every call.
  public func validateShape(for modelValue: Value) throws(BasicAnimationError) {
    let count = _shapeCount
    guard count >= 0, count != modelValue.componentCount else { return }
    throw .dimensionMismatch(name: "animation value", expected: modelValue.componentCount, actual: count)
  }

  /// The interpolation endpoints by the seven documented cases, over `underlying` (the value
  /// underneath) and `previous` (the property's previous value, case 7; nil: no change).
  /// Edge cases: a sum with `byValue` beyond the range of `Double` is ±∞ here;
  /// ``value(atParentTime:underlying:previous:)`` still gives the values in range.
  @inlinable
  public func endpoints(underlying: Value, previous: Value? = nil) -> (from: Value, to: Value) {
    if _isSet(.fixed) { return (_fixedFrom, _fixedTo) }
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
  // Specialized for the fixed-size values and `[Double]`: calls through `any PropertyAnimation<Value>`
  // (``AnimatedProperty``) reach this generic entry point, which then runs the specialized copy,
  // not witness-table arithmetic. RGBAColor's copy is exported: the C API's color calls (another
  // module) then call it directly, where their own specialization ran the dispatch above first
  // (four metadata lookups and compares per call).
  @_specialize(where Value == [Double])
  @_specialize(where Value == Double)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD3<Double>)
  @_specialize(where Value == SIMD4<Double>)
  @_specialize(exported: true, where Value == RGBAColor)
  @_specialize(where Value == Transform3D)
  @_specialize(where Value == AffineTransform)
  public func value(atParentTime t: Double, underlying: Value, previous: Value? = nil)
    throws(BasicAnimationError) -> Value?
  {
    // The body of `_value(atParentTime:underlying:previous:)`, written out, not called: the generic
    // entry point calling that inlined helper had the helper's metadata (associated type witnesses,
    // `Optional<Value>`) looked up in its prologue, before the dispatch, on every call through
    // `any PropertyAnimation` (bench row c-api-call-value-function-animation, Swift: 170 -> 200 ns).
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    let eased = _eased(progress)
    return try Value._finiteAnimatedValue { scale in
      value(eased: eased, iteration: iteration, underlying: underlying, previous: previous, scale: scale)
    }
  }

  /// ``value(atParentTime:underlying:previous:)`` without the dispatch its `@_specialize` list puts
  /// in front of its body (a metadata lookup and compare per listed type, which a copy specialized
  /// for a type in another module still runs: the dispatch is part of the body it copies), always
  /// inlined: for the C API's vector handles (KineticsC), which hold the animation of a known
  /// vector type. The same body, so the same result and errors. Emitted only where it is called
  /// (`@_alwaysEmitIntoClient`): Kinetics' own code is what it was without it.
  @_alwaysEmitIntoClient @inline(__always)
  package func _value(atParentTime t: Double, underlying: Value, previous: Value?)
    throws(BasicAnimationError) -> Value?
  {
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    let eased = _eased(progress)
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
    if scale == 1, _isSet(.fixed) {
      from = _fixedFrom
      prepared = _prepared
    } else {
      let (start, end) = endpoints(underlying: underlying, previous: previous, scale: scale)
      from = start
      prepared = Value.preparedInterpolation(from: start, to: end, options: interpolation)
    }
    var value = Value.interpolate(prepared, fraction: eased)
    if isCumulative && iteration != 0 {
      let endProgress: Double = timing.autoreverses ? 0 : 1
      let end = Value.interpolate(prepared, fraction: _eased(endProgress))
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

/// The fields of a ``BasicAnimation`` whose type does not depend on its value, kept by both
/// storage classes. Trivial (plain numbers and flags; the timing function is a field of the class
/// itself), so reading one field loads that field: with the timing function in it, reading the
/// function copied the whole struct through its value witness on every evaluation.
@usableFromInline
internal struct _BasicAnimationSettings: Sendable {
  /// Which value fields hold a value.
  @usableFromInline let set: _BasicAnimationFields
  /// The number of components of the set values, -1 when none is set.
  @usableFromInline let shapeCount: Int
  @usableFromInline let timing: MediaTiming
  @usableFromInline let isAdditive: Bool
  @usableFromInline let isCumulative: Bool

  @inlinable
  init(
    set: _BasicAnimationFields, shapeCount: Int, timing: MediaTiming, isAdditive: Bool, isCumulative: Bool
  ) {
    self.set = set
    self.shapeCount = shapeCount
    self.timing = timing
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }
}

/// The fields of a ``BasicAnimation`` of any value but `[Double]`, shared by its copies
/// (immutable): ``AnimatableValue/_BasicAnimationStorage``'s default. No field is an optional or a
/// tuple of a generic type: the class's deinit, which runs unspecialized, would look up the
/// metadata of each such type on every release (an unset value, and `derived` when no endpoint is
/// computed, hold ``AnimatableValue/additiveIdentity`` instead, and `settings.set` says which are
/// meaningful). The fixed pair is not stored twice: `fixedFrom` and `fixedTo` read it from the set
/// values and `derived`. Not for use outside Kinetics.
public final class _BasicAnimationValueStorage<Value: AnimatableValue>: Sendable {
  @usableFromInline let settings: _BasicAnimationSettings
  /// Maps the iteration's progress to the fraction of the change (nil: linear).
  @usableFromInline let timingFunction: (any TimingFunction)?
  @usableFromInline let from: Value
  @usableFromInline let to: Value
  @usableFromInline let by: Value
  /// The endpoint the fixed pair computes (case 2: `fromValue + byValue`, the end; case 3:
  /// `toValue − byValue`, the start), or the additive identity.
  @usableFromInline let derived: Value
  @usableFromInline let interpolation: Value.InterpolationOptions
  @usableFromInline let prepared: Value.PreparedInterpolation

  @inlinable
  init(
    settings: _BasicAnimationSettings, timingFunction: (any TimingFunction)?, from: Value, to: Value, by: Value,
    derived: Value, interpolation: Value.InterpolationOptions, prepared: Value.PreparedInterpolation
  ) {
    self.settings = settings
    self.timingFunction = timingFunction
    self.from = from
    self.to = to
    self.by = by
    self.derived = derived
    self.interpolation = interpolation
    self.prepared = prepared
  }

  // Inlinable (see `_BasicAnimationArrayStorage`'s deinit).
  @inlinable deinit {}
}

/// The fields of a `[Double]` ``BasicAnimation`` (`[Double]`'s
/// ``AnimatableValue/_BasicAnimationStorage``): those of `_BasicAnimationValueStorage` in a
/// non-generic class, so that releasing an animation that was stored as
/// `any PropertyAnimation<[Double]>` runs known code (the arrays' releases) instead of a
/// value-witness call and an associated-type lookup per field (bench row
/// media-timing/animated-property-construct). The prepared pair is the fixed endpoints themselves,
/// read from the values, not stored again. Not for use outside Kinetics.
public final class _BasicAnimationArrayStorage: Sendable {
  @usableFromInline let settings: _BasicAnimationSettings
  /// Maps the iteration's progress to the fraction of the change (nil: linear).
  @usableFromInline let timingFunction: (any TimingFunction)?
  @usableFromInline let from: [Double]
  @usableFromInline let to: [Double]
  @usableFromInline let by: [Double]
  @usableFromInline let derived: [Double]

  @inlinable
  init(
    settings: _BasicAnimationSettings, timingFunction: (any TimingFunction)?, from: [Double], to: [Double],
    by: [Double], derived: [Double]
  ) {
    self.settings = settings
    self.timingFunction = timingFunction
    self.from = from
    self.to = to
    self.by = by
    self.derived = derived
  }

  // Inlinable, so a client that builds an animation and drops it (the storage promoted to its
  // stack) destroys the fields in place instead of through the runtime's release and
  // deallocation path (bench row media-timing/basic-animation-construct).
  @inlinable deinit {}
}

// The storage's fields for every value type: `[Double]`'s class or the generic one, picked by
// comparing `Value` with `[Double]` (a specialization folds the comparison and the casts away; the
// reads cast the reference with `unsafeDowncast`, unchecked in release builds: the class was
// checked at construction).
extension BasicAnimation {
  /// The storage of an animation with these fields.
  @inlinable
  static func _makeStorage(
    settings: _BasicAnimationSettings, timingFunction: (any TimingFunction)?, from: Value, to: Value, by: Value,
    derived: Value, interpolation: Value.InterpolationOptions, prepared: () -> Value.PreparedInterpolation
  ) -> Value._BasicAnimationStorage {
    // Checked casts: folded by a specialization; a conformance that named another storage class
    // would stop here, at construction.
    if Value.self == [Double].self {
      return _BasicAnimationArrayStorage(
        settings: settings, timingFunction: timingFunction, from: from as! [Double], to: to as! [Double], by: by as! [Double],
        derived: derived as! [Double]) as! Value._BasicAnimationStorage
    }
    return _BasicAnimationValueStorage(
      settings: settings, timingFunction: timingFunction, from: from, to: to, by: by, derived: derived,
      interpolation: interpolation, prepared: prepared()) as! Value._BasicAnimationStorage
  }

  /// Whether the storage is `[Double]`'s class.
  @inlinable @inline(__always) static var _isArray: Bool { Value.self == [Double].self }
  /// The storage as `[Double]`'s class (only when `Value` is `[Double]`: checked at construction).
  @inlinable @inline(__always) var _arrays: _BasicAnimationArrayStorage {
    unsafeDowncast(storage, to: _BasicAnimationArrayStorage.self)
  }
  /// The storage as the generic class (only when `Value` is not `[Double]`: checked at construction).
  @inlinable @inline(__always) var _values: _BasicAnimationValueStorage<Value> {
    unsafeDowncast(storage, to: _BasicAnimationValueStorage<Value>.self)
  }

  @inlinable var _set: _BasicAnimationFields { Self._isArray ? _arrays.settings.set : _values.settings.set }
  @inlinable var _shapeCount: Int { Self._isArray ? _arrays.settings.shapeCount : _values.settings.shapeCount }
  @inlinable var _timing: MediaTiming { Self._isArray ? _arrays.settings.timing : _values.settings.timing }
  @inlinable var _timingFunction: (any TimingFunction)? {
    Self._isArray ? _arrays.timingFunction : _values.timingFunction
  }
  @inlinable var _isAdditive: Bool { Self._isArray ? _arrays.settings.isAdditive : _values.settings.isAdditive }
  @inlinable var _isCumulative: Bool { Self._isArray ? _arrays.settings.isCumulative : _values.settings.isCumulative }
  /// `fromValue`, or the additive identity when unset.
  @inlinable var _from: Value { Self._isArray ? _arrays.from as! Value : _values.from }
  /// `toValue`, or the additive identity when unset.
  @inlinable var _to: Value { Self._isArray ? _arrays.to as! Value : _values.to }
  /// `byValue`, or the additive identity when unset.
  @inlinable var _by: Value { Self._isArray ? _arrays.by as! Value : _values.by }
  /// The endpoint the fixed pair computes, or the additive identity.
  @inlinable var _derived: Value { Self._isArray ? _arrays.derived as! Value : _values.derived }
  /// How two values blend (`[Double]` has no options).
  @inlinable var _interpolation: Value.InterpolationOptions {
    Self._isArray ? () as! Value.InterpolationOptions : _values.interpolation
  }
  /// `timingFunction(progress)` (linear when there is none), read in place in the storage (a
  /// copy of the optional existential cost a retain and a release per evaluation).
  @inlinable @inline(__always) func _eased(_ progress: Double) -> Double {
    Self._isArray
      ? _arrays.timingFunction?.progress(at: progress) ?? progress
      : _values.timingFunction?.progress(at: progress) ?? progress
  }
  /// Whether `field` holds a value.
  @inlinable func _isSet(_ field: _BasicAnimationFields) -> Bool { _set.contains(field) }
  /// The start of the fixed pair (meaningful in cases 1–3 only).
  @inlinable var _fixedFrom: Value { _isSet(.from) ? _from : _derived }
  /// The end of the fixed pair (meaningful in cases 1–3 only).
  @inlinable var _fixedTo: Value { _isSet(.to) ? _to : _derived }
  /// The fixed pair prepared for interpolation (meaningful in cases 1–3 only); for `[Double]` the
  /// endpoints themselves.
  @inlinable var _prepared: Value.PreparedInterpolation {
    Self._isArray
      ? InterpolationEndpoints(start: _fixedFrom as! [Double], end: _fixedTo as! [Double])
        as! Value.PreparedInterpolation
      : _values.prepared
  }
}

/// Which fields of a `_BasicAnimationStorage` hold a value.
@usableFromInline
internal struct _BasicAnimationFields: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt8
  @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
  @inlinable static var from: _BasicAnimationFields { _BasicAnimationFields(rawValue: 1) }
  @inlinable static var to: _BasicAnimationFields { _BasicAnimationFields(rawValue: 2) }
  @inlinable static var by: _BasicAnimationFields { _BasicAnimationFields(rawValue: 4) }
  /// Both endpoints are fixed (cases 1–3): `fixedFrom`, `fixedTo` and `prepared` are theirs.
  @inlinable static var fixed: _BasicAnimationFields { _BasicAnimationFields(rawValue: 8) }
}
