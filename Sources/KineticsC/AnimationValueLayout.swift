import CKinetics
import Kinetics

/// A value the C animation entry points read and write with a size known only at run time: the
/// vectors of `kn_vector_animation` (1 to 4 doubles, held as a `SIMD4<Double>` whose unused
/// components stay 0), and the transforms (16 doubles) and colors (4 doubles) of `CAnimatableValue`.
/// The spring animations and the presentation values (SpringAnimationAPI.swift,
/// PresentationAPI.swift) are written once over this protocol.
protocol CLayoutValue: AnimatableValue {
  /// The value stored at `pointer` (`dimension` doubles), or why it is invalid (a non-finite
  /// component, a color's alpha outside [0, 1], …: KN_ERROR_INVALID_ARGUMENT).
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) -> Result<Self, CAPIFailure>
  /// Writes the `dimension` doubles of the value.
  func write(_ out: UnsafeMutablePointer<Double>, dimension: Int)
}

extension Transform3D: CLayoutValue {
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) -> Result<Transform3D, CAPIFailure> {
    fromC(pointer)
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { writeC(out) }
}

extension RGBAColor: CLayoutValue {
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) -> Result<RGBAColor, CAPIFailure> {
    fromC(pointer)
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { writeC(out) }
}

extension SIMD4<Double>: CLayoutValue {
  /// The first `dimension` (1…4) doubles, the rest 0; KN_ERROR_INVALID_ARGUMENT naming the first
  /// non-finite component.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) -> Result<SIMD4<Double>, CAPIFailure> {
    var value = SIMD4<Double>.zero
    for index in 0..<dimension {
      guard pointer[index].isFinite else {
        return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "component \(index) must be finite, got \(pointer[index])"))
      }
      value[index] = pointer[index]
    }
    return .success(value)
  }

  func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) {
    for index in 0..<dimension { out[index] = self[index] }
  }
}

/// The value behind a `kn_vector_animation` handle: a basic (or spring) animation of a vector of
/// `dimension` doubles, held in the first components of a `SIMD4<Double>` (the others are 0 in
/// every value, so they stay 0 through interpolation, additive and cumulative combination), or a
/// keyframe animation of the vector type of that dimension (TypedValueAPI+VectorKeyframes.swift).
struct VectorAnimationHandleValue: HandleValue {
  let animation: CVectorAnimation
  let dimension: Int
  static var handleKind: HandleKind { .vectorAnimation }

  /// A basic or spring animation.
  init(animation: BasicAnimation<SIMD4<Double>>, dimension: Int) {
    self.animation = .basic(animation)
    self.dimension = dimension
  }

  /// Any vector animation.
  init(_ animation: CVectorAnimation, dimension: Int) {
    self.animation = animation
    self.dimension = dimension
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
    return try Value.read(pointer, dimension: dimension).mapError { CAPIFailure($0.status, "\(name): \($0.message)") }
      .get()
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

/// Runs `body` with the values at `underlying` and `previous` (NULL: none) read as `Value`s of
/// `dimension` doubles, then writes the value `body` gives to `out` after checking that every
/// component is finite: KN_ERROR_OVERFLOW naming the first that is not (nothing written then).
/// The value passes through a stack buffer, never the heap.
@inline(__always)
func withLayoutValues<Value: CLayoutValue>(
  _ function: StaticString, dimension: Int, underlying: UnsafePointer<Double>, underlyingName: StaticString,
  previous: UnsafePointer<Double>?, previousName: StaticString, out: UnsafeMutablePointer<Double>,
  _ body: (Value, Value?) throws(CAPIFailure) -> Value
) -> kn_status {
  do throws(CAPIFailure) {
    // Switches, not `mapError { … }.get()`: each step of that chain copied the value (16 doubles for
    // a transform) between temporaries (bench row c-api-call-value-function-animation).
    let below: Value
    switch Value.read(underlying, dimension: dimension) {
    case .success(let value): below = value
    case .failure(let failure): throw CAPIFailure(failure.status, "\(function): \(underlyingName): \(failure.message)")
    }
    var before: Value?
    if let previous {
      switch Value.read(previous, dimension: dimension) {
      case .success(let value): before = value
      case .failure(let failure): throw CAPIFailure(failure.status, "\(function): \(previousName): \(failure.message)")
      }
    }
    let result = try body(below, before)
    // One branch-free finiteness test, then one write straight to `out`; the stack buffer only to
    // name the component that is not finite.
    if _fastPath(result.isFiniteValue) {
      result.write(out, dimension: dimension)
      return KN_OK
    }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { buffer in
      let scratch = buffer.baseAddress!
      result.write(scratch, dimension: dimension)
      for index in 0..<dimension where !scratch[index].isFinite {
        return LastError.fail(
          KN_ERROR_OVERFLOW, "\(function): component \(index) of the value is beyond the range of double")
      }
      out.update(from: scratch, count: dimension)
      return KN_OK
    }
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

/// The body of the `kn_*_animation_value` functions: the value of the basic animation behind
/// `animation` at parent time `t` over `underlying` (and `previous`, NULL: none), read, checked and
/// written by ``withLayoutValues(_:dimension:underlying:underlyingName:previous:previousName:out:_:)``;
/// `underlying` itself and `*outVisible` 0 where the animation shows nothing. KN_ERROR_OVERFLOW
/// (nothing written) when the value is beyond the range of double.
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
    var visible: Int32 = 0
    let status = withLayoutValues(
      function, dimension: handle.valueDimension, underlying: underlying, underlyingName: "underlying",
      previous: previous, previousName: "previous", out: out
    ) { (below: Animation.Value, before: Animation.Value?) throws(CAPIFailure) in
      let shown: Animation.Value?
      do throws(BasicAnimationError) {
        shown = try handle.value(atParentTime: t, underlying: below, previous: before)
      } catch {
        throw CAPIFailure(KN_ERROR_OVERFLOW, "\(function): at t = \(t): \(error)")
      }
      visible = shown == nil ? 0 : 1
      return shown ?? below
    }
    if status == KN_OK { outVisible.pointee = visible }
    return status
  }
}
