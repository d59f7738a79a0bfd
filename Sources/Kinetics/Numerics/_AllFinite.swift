import Synchronization

/// Whether every value of `values` is finite. For `Double` and `Float`, one OR over the values'
/// bit patterns (`_noExponentAllOnes`), which the compiler turns into whole-vector integer
/// operations (a few instructions per eight values, no branch, no floating-point dependency
/// chain); other types test value by value. The one finite check of written outputs and of read
/// buffers: the C API's array calls, the emitter's batch, `Transform3D(rowMajor:)` and
/// `Transform3D.isFiniteValue` use it (docs/architecture.md, Numerics).
@inlinable @inline(__always)
package func allFinite<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> Bool {
  if Value.self == Double.self {
    return _noExponentAllOnes(
      UnsafeRawBufferPointer(values).assumingMemoryBound(to: UInt64.self), exponentMask: 0x7ff0_0000_0000_0000)
  }
  if Value.self == Float.self {
    return _noExponentAllOnes(
      UnsafeRawBufferPointer(values).assumingMemoryBound(to: UInt32.self), exponentMask: 0x7f80_0000)
  }
  return values.allSatisfy(\.isFinite)
}

/// Whether every value of `outputs` is finite (`allFinite`), checked on the threads a batch of
/// this size uses when it is large: the pass reads memory the batch has just written on every core,
/// about 0.1 ns per element on one, so on one thread it took back part of what the second thread
/// had gained (+0.15 ns per element on the 10⁶-element rows). Below half a million elements the
/// pass is shorter than waking a thread, and stays on the calling one.
@inlinable @inline(__always)
package func outputsAllFinite<Value: BinaryFloatingPoint>(_ outputs: UnsafeBufferPointer<Value>) -> Bool {
  guard outputs.count >= 500_000 else { return allFinite(outputs) }
  let sawNonFinite = Atomic<Bool>(false)
  BatchParallelism.automatic._forEachChunk(count: outputs.count, nanosecondsPerElement: 1) { range in
    if !allFinite(UnsafeBufferPointer(rebasing: outputs[range])) { sawNonFinite.store(true, ordering: .relaxed) }
  }
  return !sawNonFinite.load(ordering: .relaxed)
}

/// Whether no bit pattern of `words` has every bit of `exponentMask` set (an IEEE value is ±∞ or
/// NaN exactly when its exponent field is all ones). Per word: the exponent field plus its lowest
/// bit carries into the sign position exactly when the field is all ones; the words are ORed
/// together and the sign position read once.
@inlinable @inline(__always)
package func _noExponentAllOnes<Bits: FixedWidthInteger & UnsignedInteger>(
  _ words: UnsafeBufferPointer<Bits>, exponentMask: Bits
) -> Bool {
  let lowestExponentBit = exponentMask & ~(exponentMask << 1)
  var carries: Bits = 0
  for word in words { carries |= (word & exponentMask) &+ lowestExponentBit }
  return carries >> (Bits.bitWidth - 1) == 0
}
