import CKinetics
import Kinetics

// CAValueFunction in C (kinetics.h, "Transforms and colors"): the transform a named value function
// makes of its inputs, and the name lookup the value-function animations share
// (TypedValueAPI+KeyframeAnimations.swift).

@_cdecl("kn_value_function_transform")
public func kn_value_function_transform(
  _ name: UnsafePointer<CChar>?, _ inputs: UnsafePointer<Double>?, _ inputCount: Int,
  _ outMatrix: UnsafeMutablePointer<Double>?
) -> kn_status {
  let function: StaticString = "kn_value_function_transform"
  guard let name, let outMatrix, inputCount == 0 || inputs != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): name, inputs or out_matrix is NULL")
  }
  guard inputCount == 1 || inputCount == 3 else {
    return LastError.fail(KN_ERROR_SIZE, "\(function): \(UInt(bitPattern: inputCount)) inputs; value functions take 1 or 3")
  }
  do throws(TransformError) {
    let valueFunction = try lookUpValueFunction(name)
    let transform =
      inputCount == 1
      ? try valueFunction.transform(inputs![0]) : try valueFunction.transform(SIMD3(inputs![0], inputs![1], inputs![2]))
    transform.writeC(outMatrix)
    return KN_OK
  } catch {
    if case .wrongElementCount = error { return LastError.fail(KN_ERROR_SIZE, "\(function): \(error)") }
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(function): \(error)")
  }
}

/// A name of up to 16 bytes packed into two words (byte i at bits 8·(i mod 8) of word i / 8, the
/// rest 0), so that two names compare in two integer comparisons.
private struct PackedName: Equatable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  /// Adds `byte` at position `index` (< 16).
  @inline(__always)
  mutating func set(_ byte: UInt8, at index: Int) {
    if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
  }
}

/// Every value function with its packed name, in a table of plain integers built once (the lookup
/// compares in place, with nothing to retain: a table of one byte array per name cost a retain and
/// a release of each name passed over, and `translate`, the eighth, 2.5 times the Swift call, bench
/// row c-api-call-value-function-translate).
private let valueFunctionTable: [(name: PackedName, function: ValueFunction)] = ValueFunction.allCases.map {
  function in
  var name = PackedName()
  for (index, byte) in function.rawValue.utf8.enumerated() { name.set(byte, at: index) }
  return (name, function)
}

/// The value function whose name is the C string `name`: its bytes (read up to the NUL, never past
/// it, and at most 16 of them: every name is shorter) packed and compared with each entry of the
/// table.
/// - Throws: ``TransformError/unknownValueFunction(_:)``.
@inline(__always)
func lookUpValueFunction(_ name: UnsafePointer<CChar>) throws(TransformError) -> ValueFunction {
  let bytes = UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)
  var packed = PackedName()
  var terminated = false
  for index in 0..<16 {
    let byte = bytes[index]
    if byte == 0 {
      terminated = true
      break
    }
    packed.set(byte, at: index)
  }
  if terminated {
    let found: ValueFunction? = valueFunctionTable.withUnsafeBufferPointer { table in
      for entry in table where entry.name == packed { return entry.function }
      return nil
    }
    if let found { return found }
  }
  throw .unknownValueFunction(String(cString: name))
}
