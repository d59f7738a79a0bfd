import CKinetics
import Kinetics

/// A value the C animation entry points read and write with a size known only at run time: the
/// vectors of `kn_vector_animation` (1 to 4 doubles, held as a `SIMD4<Double>` whose unused
/// components stay 0), and the transforms (16 doubles) and colors (4 doubles) of `CAnimatableValue`.
/// The spring animations and the presentation values (SpringAnimationAPI.swift,
/// PresentationAPI.swift) are written once over this protocol.
protocol CLayoutValue: AnimatableValue {
  /// The value stored at `pointer` (`dimension` doubles).
  /// - Throws: why it is invalid (a non-finite component, a color's alpha outside [0, 1], …:
  ///   KN_ERROR_INVALID_ARGUMENT). Typed throws, not a `Result`: a `Result` of a transform came
  ///   back through memory and was taken apart by outlined copies on every call.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> Self
  /// Writes the `dimension` doubles of the value.
  func write(_ out: UnsafeMutablePointer<Double>, dimension: Int)
}

extension Transform3D: CLayoutValue {
  @inline(__always)
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> Transform3D {
    do throws(TransformError) {
      return try Transform3D(rowMajor: pointer)
    } catch {
      throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(error)")
    }
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { writeC(out) }
}

extension RGBAColor: CLayoutValue {
  @inline(__always)
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> RGBAColor {
    do throws(ColorError) {
      return try RGBAColor(components: pointer)
    } catch {
      throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(error)")
    }
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { writeC(out) }
}

extension SIMD4<Double>: CLayoutValue {
  /// The first `dimension` (1…4) doubles, the rest 0; KN_ERROR_INVALID_ARGUMENT naming the first
  /// non-finite component.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> SIMD4<Double> {
    // One branch-free test of the `dimension` doubles (`allFinite`); the loop naming the component
    // only when it fails.
    if _fastPath(allFinite(UnsafeBufferPointer(start: pointer, count: dimension))) {
      var value = SIMD4<Double>.zero
      for index in 0..<dimension { value[index] = pointer[index] }
      return value
    }
    throw nonFiniteComponentFailure(pointer, count: dimension)
  }

  func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) {
    for index in 0..<dimension { out[index] = self[index] }
  }
}

/// The value behind a `kn_vector_animation` handle: a basic (or spring) or keyframe animation of a
/// vector of `dimension` doubles, as the Swift animation of the vector type of that dimension
/// (``CVectorAnimation``). `owner` holds the animation's object; `animation` names it without
/// owning it. Where one value type serves every dimension (the presentation values,
/// `CBasicAnimationHandle`), a vector is the first components of a `SIMD4<Double>` whose others
/// are 0.
struct VectorAnimationHandleValue: HandleValue {
  /// The object `animation` refers to, kept alive as long as this value.
  private let owner: AnyObject & Sendable
  let animation: CVectorAnimation
  let dimension: Int
  static var handleKind: HandleKind { .vectorAnimation }

  /// `animation`, of vectors of `dimension` doubles, in a new object named by the case `wrap` makes.
  init<Animation>(
    _ animation: Animation, dimension: Int, _ wrap: (Unmanaged<SharedAnimation<Animation>>) -> CVectorAnimation
  ) {
    let shared = SharedAnimation(animation)
    (owner, self.animation, self.dimension) = (shared, wrap(.passUnretained(shared)), dimension)
  }
}

/// A handle value holding one basic animation of a `CLayoutValue`, with the C size of its values.
protocol CBasicAnimationHandle: HandleValue {
  associatedtype Value: CLayoutValue
  /// Doubles per value in C.
  var valueDimension: Int { get }
  /// `BasicAnimation.value(atParentTime:underlying:previous:)` of the animation the handle holds,
  /// called on it in place: a getter returning the animation would copy it (several hundred bytes
  /// for a transform, with its prepared pair) and release the copy on every call.
  func value(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value?
  /// Writes the value at parent time `t` over `underlying` (and `previous`) to `out`, `underlying`
  /// itself where the animation shows nothing, and says whether it showed something. The default
  /// writes what `value(atParentTime:underlying:previous:)` gives; a value-function animation
  /// writes its transform straight into `out` (``CWritingAnimation``).
  func write(atParentTime t: Double, underlying: Value, previous: Value?, into out: UnsafeMutablePointer<Double>)
    throws(BasicAnimationError) -> Bool
}

extension CBasicAnimationHandle {
  @inline(__always)
  func write(atParentTime t: Double, underlying: Value, previous: Value?, into out: UnsafeMutablePointer<Double>)
    throws(BasicAnimationError) -> Bool
  {
    // Two branches, not `shown ?? underlying`, whose result was one more copy of the value.
    if let shown = try value(atParentTime: t, underlying: underlying, previous: previous) {
      shown.write(out, dimension: valueDimension)
      return true
    }
    underlying.write(out, dimension: valueDimension)
    return false
  }
}

extension VectorAnimationHandleValue: CBasicAnimationHandle {
  var valueDimension: Int { dimension }
  @inline(__always)
  func value(atParentTime t: Double, underlying: SIMD4<Double>, previous: SIMD4<Double>?) throws(BasicAnimationError)
    -> SIMD4<Double>?
  {
    try animation.value(atParentTime: t, underlying: underlying, previous: previous)
  }
}

extension TypedAnimationHandleValue: CBasicAnimationHandle where Value: CLayoutValue {
  var valueDimension: Int { Value.cComponentCount }
  @inline(__always)
  func value(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value? {
    try animation.value(atParentTime: t, underlying: underlying, previous: previous)
  }
  @inline(__always)
  func write(atParentTime t: Double, underlying: Value, previous: Value?, into out: UnsafeMutablePointer<Double>)
    throws(BasicAnimationError) -> Bool
  {
    if case .writing(let shared) = animation {
      return try shared.borrowed { animation throws(BasicAnimationError) in
        try animation.write(atParentTime: t, underlying: underlying, previous: previous, into: out)
      }
    }
    if let shown = try animation.value(atParentTime: t, underlying: underlying, previous: previous) {
      shown.write(out, dimension: valueDimension)
      return true
    }
    underlying.write(out, dimension: valueDimension)
    return false
  }
}

/// An animation a transform or color handle holds behind an existential (a value-function
/// animation, `CValueFunctionAnimation`) that writes its value in the C layout itself: returning a
/// `Value?` through the existential and copying it to `out` moved a transform's 16 doubles through
/// two more temporaries (bench row c-api-call-value-function-animation).
protocol CWritingAnimation<Value>: PropertyAnimation {
  /// Writes `value(atParentTime: t, underlying: underlying, previous: previous)` to `out` in the C
  /// layout, `underlying` where it is nil, and says whether it was not nil.
  func write(atParentTime t: Double, underlying: Value, previous: Value?, into out: UnsafeMutablePointer<Double>)
    throws(BasicAnimationError) -> Bool
}

/// The basic animation a `kn_basic_animation_desc` describes for values of `dimension` doubles:
/// its values read by `Value.read`, its timing and timing function validated; `spring`, when
/// given, is the timing function instead (and `desc.timing_function` must then be NULL).
func makeBasicAnimation<Value: CLayoutValue>(
  _ desc: kn_basic_animation_desc, dimension: Int, interpolation: Value.InterpolationOptions,
  spring: (spring: kn_spring, initialVelocity: Double)?
) throws(CAPIFailure) -> BasicAnimation<Value> {
  func value(_ pointer: UnsafePointer<Double>?, _ name: String) throws(CAPIFailure) -> Value? {
    guard let pointer else { return nil }
    do throws(CAPIFailure) { return try Value.read(pointer, dimension: dimension) } catch {
      throw CAPIFailure(error.status, "\(name): \(error.message)")
    }
  }
  let timing = try makeMediaTiming(desc.timing).mapError { CAPIFailure($0.status, "timing: \($0.message)") }.get()
  var timingFunction: (any TimingFunction)?
  if let spring {
    guard desc.timing_function == nil else {
      throw CAPIFailure(
        KN_ERROR_INVALID_ARGUMENT, "timing_function must be NULL: the spring is the animation's timing function")
    }
    // A SpringError's message already starts "spring: ", the argument's name.
    let swiftSpring = try makeSpring(spring.spring).get()
    timingFunction = try validated { () throws(MediaTimingError) in
      try SpringTimingFunction(spring: swiftSpring, duration: timing.duration, initialVelocity: spring.initialVelocity)
    }.mapError { CAPIFailure($0.status, "spring: \($0.message)") }.get()
  } else if let pointer = desc.timing_function {
    timingFunction = try makeTimingFunction(pointer.pointee).mapError {
      CAPIFailure($0.status, "timing_function: \($0.message)")
    }.get()
  }
  let from = try value(desc.from_value, "from_value")
  let to = try value(desc.to_value, "to_value")
  let by = try value(desc.by_value, "by_value")
  return try validated { () throws(BasicAnimationError) in
    try BasicAnimation(
      fromValue: from, toValue: to, byValue: by, timing: timing, timingFunction: timingFunction,
      isAdditive: desc.additive != 0, isCumulative: desc.cumulative != 0, interpolation: interpolation)
  }.get()
}

/// The value at `pointer` read as a `Value` of `dimension` doubles; a failure names `function` and
/// the argument (`name`).
@inline(__always)
func readLayoutValue<Value: CLayoutValue>(
  _ function: StaticString, dimension: Int, _ pointer: UnsafePointer<Double>, _ name: StaticString
) throws(CAPIFailure) -> Value {
  do throws(CAPIFailure) { return try Value.read(pointer, dimension: dimension) } catch {
    throw CAPIFailure(error.status, "\(function): \(name): \(error.message)")
  }
}

/// The values at `underlying` and `previous` (NULL: none) read as `Value`s of `dimension` doubles
/// (``readLayoutValue(_:dimension:_:_:)``); a failure names `function` and the argument
/// (`underlyingName`, `previousName`).
@inline(__always)
func readLayoutValues<Value: CLayoutValue>(
  _ function: StaticString, dimension: Int, underlying: UnsafePointer<Double>, underlyingName: StaticString,
  previous: UnsafePointer<Double>?, previousName: StaticString
) throws(CAPIFailure) -> (underlying: Value, previous: Value?) {
  let below: Value = try readLayoutValue(function, dimension: dimension, underlying, underlyingName)
  guard let previous else { return (below, nil) }
  return (below, try readLayoutValue(function, dimension: dimension, previous, previousName) as Value)
}

/// Runs `body` with the values at `underlying` and `previous` (NULL: none) read by
/// ``readLayoutValues(_:dimension:underlying:underlyingName:previous:previousName:)``, then writes
/// the value `body` gives to `out`. No finiteness test of that value: `body` gives a value it read
/// (checked) or one a `PropertyAnimation` gave, which is never NaN or ±∞ (the protocol's guarantee:
/// `BasicAnimation` and `KeyframeAnimation` throw `valueOverflow` instead, which the callers report
/// as KN_ERROR_OVERFLOW; a value-function animation's transforms are checked where they are made).
@inline(__always)
func withLayoutValues<Value: CLayoutValue>(
  _ function: StaticString, dimension: Int, underlying: UnsafePointer<Double>, underlyingName: StaticString,
  previous: UnsafePointer<Double>?, previousName: StaticString, out: UnsafeMutablePointer<Double>,
  _ body: (Value, Value?) throws(CAPIFailure) -> Value
) -> kn_status {
  do throws(CAPIFailure) {
    let (below, before): (Value, Value?) = try readLayoutValues(
      function, dimension: dimension, underlying: underlying, underlyingName: underlyingName, previous: previous,
      previousName: previousName)
    try body(below, before).write(out, dimension: dimension)
    return KN_OK
  } catch {
    return error.report()
  }
}

/// The shared body of the animation create functions: the animation `desc` describes, with
/// `spring` as its timing function when given, in a new handle made by `wrap`.
func createAnimation<Value: CLayoutValue, Wrapped: HandleValue>(
  _ function: StaticString, _ desc: UnsafePointer<kn_basic_animation_desc>?, dimension: Int,
  interpolation: () -> Result<Value.InterpolationOptions, CAPIFailure>,
  spring: (spring: kn_spring, initialVelocity: Double)?, into out: UnsafeMutablePointer<OpaquePointer?>?,
  _ wrap: (BasicAnimation<Value>) -> Wrapped
) -> kn_status {
  Handle.create(function, from: desc, into: out, "out_animation") { desc throws(CAPIFailure) in
    let options = try interpolation().get()
    return wrap(try makeBasicAnimation(desc, dimension: dimension, interpolation: options, spring: spring))
  }
}

/// The body of the `kn_*_animation_value` functions: the value of the animation behind `animation`
/// at parent time `t` over `underlying` (and `previous`, NULL: none), read by
/// ``readLayoutValues(_:dimension:underlying:underlyingName:previous:previousName:)`` and written
/// to `out` by the handle (``CBasicAnimationHandle/write(atParentTime:underlying:previous:into:)``);
/// `underlying` itself and `*outVisible` 0 where the animation shows nothing. KN_ERROR_OVERFLOW
/// (nothing written) when the value is beyond the range of double: the Swift animation throws
/// `valueOverflow` then, and never gives a NaN or ±∞, so the value written is not tested again.
@inline(__always)
func basicAnimationValue<Animation: CBasicAnimationHandle>(
  _ function: StaticString, _ type: Animation.Type, _ animation: OpaquePointer?, _ t: Double,
  _ underlying: UnsafePointer<Double>?, _ previous: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?,
  _ outVisible: UnsafeMutablePointer<Int32>?
) -> kn_status {
  guard let underlying, let out, let outVisible else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): underlying, out or out_visible is NULL")
  }
  return Handle.withValue(animation, as: Animation.self, function, "animation") { handle in
    writeAnimationValue(
      function, dimension: handle.valueDimension, t, underlying, previous, out, outVisible
    ) { (below: Animation.Value, before: Animation.Value?) throws(BasicAnimationError) in
      try handle.write(atParentTime: t, underlying: below, previous: before, into: out)
    }
  }
}

/// The body of ``basicAnimationValue(_:_:_:_:_:_:_:_:)`` once the handle is found: the values at
/// `underlying` and `previous` (NULL: none) read as `Value`s of `dimension` doubles, `write`'s
/// answer (whether it wrote a value shown to `out`) stored to `*outVisible`; KN_ERROR_OVERFLOW
/// naming `t` when `write` throws.
@inline(__always)
func writeAnimationValue<Value: CLayoutValue>(
  _ function: StaticString, dimension: Int, _ t: Double, _ underlying: UnsafePointer<Double>,
  _ previous: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>, _ outVisible: UnsafeMutablePointer<Int32>,
  _ write: (Value, Value?) throws(BasicAnimationError) -> Bool
) -> kn_status {
  /// Whether `write` showed something (KN_ERROR_OVERFLOW naming `t` when it throws).
  @inline(__always)
  func shown(_ write: () throws(BasicAnimationError) -> Bool) throws(CAPIFailure) -> Bool {
    do throws(BasicAnimationError) { return try write() } catch {
      throw CAPIFailure(KN_ERROR_OVERFLOW, "\(function): at t = \(t): \(error)")
    }
  }
  do throws(CAPIFailure) {
    let below: Value = try readLayoutValue(function, dimension: dimension, underlying, "underlying")
    let visible: Bool
    // Two calls, one with a literal nil: building a `Value?` from the read value and passing it
    // took outlined copies of the transform.
    if let previous {
      let before: Value = try readLayoutValue(function, dimension: dimension, previous, "previous")
      visible = try shown { () throws(BasicAnimationError) in try write(below, before) }
    } else {
      visible = try shown { () throws(BasicAnimationError) in try write(below, nil) }
    }
    outVisible.pointee = visible ? 1 : 0
    return KN_OK
  } catch {
    return error.report()
  }
}
