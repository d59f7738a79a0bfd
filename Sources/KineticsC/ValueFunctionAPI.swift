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

/// Whether the bytes of the C string at `bytes + offset` begin with `literal` (compared byte by
/// byte, stopping at the first difference: a NUL in the string differs from every byte of
/// `literal`, so nothing past it is read).
@inline(__always)
private func hasPrefix(_ bytes: UnsafePointer<UInt8>, at offset: Int, _ literal: StaticString) -> Bool {
  let expected = literal.utf8Start
  for index in 0..<literal.utf8CodeUnitCount where bytes[offset + index] != expected[index] { return false }
  return true
}

/// The value function whose name is the C string `name` (`rotateX` … `translateZ`), parsed as a
/// stem and an axis letter: one comparison of the stem, then a switch on at most two more bytes, with
/// no table and no name per function compared (a table of packed names searched in order cost
/// `translate`, the eighth, 1.4 times the Swift call, bench row c-api-call-value-function-translate).
/// Reads up to the NUL, never past it.
/// - Throws: ``TransformError/unknownValueFunction(_:)``.
@inline(__always)
func lookUpValueFunction(_ name: UnsafePointer<CChar>) throws(TransformError) -> ValueFunction {
  let bytes = UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)
  /// The function of a stem of `length` bytes: `plain` with nothing after it (nil: the stem needs
  /// an axis), else one of the axis functions for X, Y or Z.
  func axis(
    after length: Int, plain: ValueFunction?, _ x: ValueFunction, _ y: ValueFunction, _ z: ValueFunction
  ) -> ValueFunction? {
    let letter = bytes[length]
    if letter == 0 { return plain }
    guard bytes[length + 1] == 0 else { return nil }
    switch letter {
    case UInt8(ascii: "X"): return x
    case UInt8(ascii: "Y"): return y
    case UInt8(ascii: "Z"): return z
    default: return nil
    }
  }
  var found: ValueFunction?
  switch bytes[0] {
  case UInt8(ascii: "r") where hasPrefix(bytes, at: 1, "otate"):
    found = axis(after: 6, plain: nil, .rotateX, .rotateY, .rotateZ)
  case UInt8(ascii: "s") where hasPrefix(bytes, at: 1, "cale"):
    found = axis(after: 5, plain: .scale, .scaleX, .scaleY, .scaleZ)
  case UInt8(ascii: "t") where hasPrefix(bytes, at: 1, "ranslate"):
    found = axis(after: 9, plain: .translate, .translateX, .translateY, .translateZ)
  default: found = nil
  }
  if let found { return found }
  throw .unknownValueFunction(String(cString: name))
}
