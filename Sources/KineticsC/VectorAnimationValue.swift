import CKinetics
import Kinetics

// The vector types of `kn_vector_animation` handles of 1 to 3 doubles in the C layout, and the
// body of `kn_vector_animation_value`: each animation is evaluated as the Swift animation of its
// own vector type, reading and writing only its dimension's doubles.

extension Double: CLayoutValue {
  /// The double at `pointer` (`dimension` is 1), as ``readVectorLanes(_:)`` reads it.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> Double {
    try readVectorLanes(pointer)
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { out[0] = self }
}

extension SIMD2<Double>: CLayoutValue {
  /// The 2 doubles at `pointer` (`dimension` is 2), as ``readVectorLanes(_:)`` reads them.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> SIMD2<Double> {
    try readVectorLanes(pointer)
  }
  @inline(__always) func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { (out[0], out[1]) = (x, y) }
}

extension SIMD3<Double>: CLayoutValue {
  /// The 3 doubles at `pointer` (`dimension` is 3), as ``readVectorLanes(_:)`` reads them.
  static func read(_ pointer: UnsafePointer<Double>, dimension: Int) throws(CAPIFailure) -> SIMD3<Double> {
    try readVectorLanes(pointer)
  }
  @inline(__always)
  func write(_ out: UnsafeMutablePointer<Double>, dimension: Int) { (out[0], out[1], out[2]) = (x, y, z) }
}

/// The `Value.vectorComponentCount` doubles at `pointer` as a `Value`; KN_ERROR_INVALID_ARGUMENT
/// naming the first non-finite component (``nonFiniteComponentFailure(_:count:)``). The failure is made
/// out of line, so that the test and the loads are small enough to inline into the caller.
@inline(__always)
func readVectorLanes<Value: AnimatableValue>(_ pointer: UnsafePointer<Double>) throws(CAPIFailure) -> Value {
  let count = Value.vectorComponentCount
  if _fastPath(allFinite(UnsafeBufferPointer(start: pointer, count: count))) {
    return Value(vectorComponents: { pointer[$0] })!
  }
  throw nonFiniteComponentFailure(pointer, count: count)
}

/// KN_ERROR_INVALID_ARGUMENT naming the first non-finite of the `count` doubles at `pointer` (the
/// failure of every vector read: ``readVectorLanes(_:)`` and `SIMD4<Double>.read`).
@inline(never)
func nonFiniteComponentFailure(_ pointer: UnsafePointer<Double>, count: Int) -> CAPIFailure {
  let index = (0..<count).first { !pointer[$0].isFinite } ?? 0
  return CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "component \(index) must be finite, got \(pointer[index])")
}

/// The `kn_vector_animation` handle of the basic animation `desc` describes (with `spring` as its
/// timing function when given) for vectors of `dimension` doubles: a `BasicAnimation` of the vector
/// type of that dimension (``CVectorAnimation``). A dimension outside 1…4 is refused as
/// `interpolation` refuses it (KN_ERROR_SIZE), after the same argument checks.
func createVectorAnimation(
  _ function: StaticString, _ desc: UnsafePointer<kn_basic_animation_desc>?, dimension: Int,
  interpolation: @escaping () -> Result<Void, CAPIFailure>, spring: (spring: kn_spring, initialVelocity: Double)?,
  into out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  func create<Value: CLayoutValue>(
    _ wrap: @escaping (Unmanaged<SharedAnimation<BasicAnimation<Value>>>) -> CVectorAnimation
  ) -> kn_status where Value.InterpolationOptions == Void {
    createAnimation(function, desc, dimension: dimension, interpolation: interpolation, spring: spring, into: out) {
      VectorAnimationHandleValue($0, dimension: dimension, wrap)
    }
  }
  switch dimension {
  case 1: return create { (shared: Unmanaged<SharedAnimation<BasicAnimation<Double>>>) in .basic1(shared) }
  case 2: return create { (shared: Unmanaged<SharedAnimation<BasicAnimation<SIMD2<Double>>>>) in .basic2(shared) }
  case 3: return create { (shared: Unmanaged<SharedAnimation<BasicAnimation<SIMD3<Double>>>>) in .basic3(shared) }
  default: return create { (shared: Unmanaged<SharedAnimation<BasicAnimation<SIMD4<Double>>>>) in .basic4(shared) }
  }
}

/// `kn_vector_animation_value`: the animation is evaluated over the `dimension` doubles read as its
/// own vector type, and its value written from that type (``writeVectorAnimationValue(_:_:_:_:_:_:_:)``).
@inline(__always)
func vectorAnimationValue(
  _ function: StaticString, _ animation: OpaquePointer?, _ t: Double, _ underlying: UnsafePointer<Double>?,
  _ previous: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?, _ outVisible: UnsafeMutablePointer<Int32>?
) -> kn_status {
  guard let underlying, let out, let outVisible else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): underlying, out or out_visible is NULL")
  }
  return Handle.withValue(animation, as: VectorAnimationHandleValue.self, function, "animation") { handle in
    switch handle.animation {
    case .basic1(let shared): return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .basic2(let shared): return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .basic3(let shared): return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .basic4(let shared): return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .keyframes1(let shared):
      return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .keyframes2(let shared):
      return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .keyframes3(let shared):
      return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    case .keyframes4(let shared):
      return writeVectorAnimationValue(function, shared, t, underlying, previous, out, outVisible)
    }
  }
}

/// ``writeAnimationValue(_:dimension:_:_:_:_:_:_:)`` of the animation `shared` holds (borrowed),
/// whose values are the vectors of a `kn_vector_animation` (a `SIMD4<Double>` only for 4 doubles),
/// over its own number of doubles: its value at `t`, `underlying` itself where it shows nothing.
/// The same reads, statuses and messages; the values are read by ``readVectorLanes(_:)`` directly.
@inline(__always)
private func writeVectorAnimationValue<Animation: CVectorPropertyAnimation>(
  _ function: StaticString, _ shared: Unmanaged<SharedAnimation<Animation>>, _ t: Double,
  _ underlying: UnsafePointer<Double>, _ previous: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>,
  _ outVisible: UnsafeMutablePointer<Int32>
) -> kn_status where Animation.Value: CLayoutValue {
  typealias Value = Animation.Value
  let dimension = Value.vectorComponentCount
  /// The value at `pointer` (``readVectorLanes(_:)``, inlined here, where `Value.read` was a call);
  /// a failure names `function` and the argument, as `readLayoutValue` names them.
  @inline(__always)
  func read(_ pointer: UnsafePointer<Double>, _ name: StaticString) throws(CAPIFailure) -> Value {
    do throws(CAPIFailure) { return try readVectorLanes(pointer) } catch {
      throw CAPIFailure(error.status, "\(function): \(name): \(error.message)")
    }
  }
  /// Writes the value at `t` over `below` (and `before`), `below` where nothing shows; whether
  /// something showed (KN_ERROR_OVERFLOW naming `t` when the animation throws).
  @inline(__always)
  func write(_ below: Value, _ before: Value?) throws(CAPIFailure) -> Bool {
    let value = try shared.borrowed { animation throws(CAPIFailure) in
      do throws(BasicAnimationError) {
        return try animation.cValue(atParentTime: t, underlying: below, previous: before)
      } catch {
        throw CAPIFailure(KN_ERROR_OVERFLOW, "\(function): at t = \(t): \(error)")
      }
    }
    // Two branches, not `shown ?? below`, whose result was one more copy of the value.
    if let shown = value {
      shown.write(out, dimension: dimension)
      return true
    }
    below.write(out, dimension: dimension)
    return false
  }
  do throws(CAPIFailure) {
    let below = try read(underlying, "underlying")
    // Two calls, one with a literal nil, as in `writeAnimationValue`.
    let visible: Bool
    if let previous {
      visible = try write(below, try read(previous, "previous"))
    } else {
      visible = try write(below, nil)
    }
    outVisible.pointee = visible ? 1 : 0
    return KN_OK
  } catch {
    return error.report()
  }
}

/// An animation a `kn_vector_animation` handle holds, evaluated by its cheapest entry point for a
/// known value type.
protocol CVectorPropertyAnimation: PropertyAnimation {
  /// `value(atParentTime:underlying:previous:)`.
  func cValue(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value?
}

extension BasicAnimation: CVectorPropertyAnimation {
  /// `_value(atParentTime:underlying:previous:)`: the body of `value(atParentTime:underlying:previous:)`
  /// without its specialization dispatch.
  @inline(__always)
  func cValue(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value? {
    try _value(atParentTime: t, underlying: underlying, previous: previous)
  }
}

extension KeyframeAnimation: CVectorPropertyAnimation {
  /// `value(atParentTime:underlying:previous:)`.
  @inline(__always)
  func cValue(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value? {
    try value(atParentTime: t, underlying: underlying, previous: previous)
  }
}
