import CKinetics

/// A failed check at the C boundary: the status to return and the message `kn_last_error_message`
/// gives. Every validation in this module says why it failed with one of these; the entry point
/// puts its own name in front (`in(_:)`) and records it (`report()`).
struct CAPIFailure: Error {
  let status: kn_status
  let message: String
  init(_ status: kn_status, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The same failure as reported by `function`: "function: message".
  func `in`(_ function: StaticString) -> CAPIFailure {
    CAPIFailure(status, "\(function): \(message)")
  }

  /// Records the message and returns the status.
  func report() -> kn_status { LastError.fail(status, message) }
}

extension Result where Failure == CAPIFailure {
  /// The last step of every entry point: KN_OK after `write` has stored the value in the caller's
  /// memory, or the failure recorded and its status returned (nothing written).
  @inline(__always)
  func deliver(_ write: (Success) -> Void) -> kn_status {
    switch self {
    case .failure(let failure): return failure.report()
    case .success(let value):
      write(value)
      return KN_OK
    }
  }
}

extension Result {
  /// The same result with a Swift error as a C failure: the error's description, with `status`
  /// (KN_ERROR_INVALID_ARGUMENT unless said otherwise).
  @inline(__always)
  func failure(_ status: kn_status = KN_ERROR_INVALID_ARGUMENT) -> Result<Success, CAPIFailure> {
    mapError { CAPIFailure(status, "\($0)") }
  }

  /// `failure(_:)` as reported by `function`: "function: description".
  @inline(__always)
  func failure(in function: StaticString, _ status: kn_status = KN_ERROR_INVALID_ARGUMENT) -> Result<Success, CAPIFailure> {
    mapError { CAPIFailure(status, "\(function): \($0)") }
  }
}

/// The shared body of the entry points that write one value into `*out`: KN_ERROR_NULL_POINTER
/// naming `outName` when `out` is NULL, else `make()` delivered (its value written, or its failure
/// recorded).
@inline(__always)
func writeOutput<Value>(
  _ function: StaticString, _ out: UnsafeMutablePointer<Value>?, _ outName: StaticString,
  _ make: () -> Result<Value, CAPIFailure>
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): \(outName) is NULL") }
  return make().deliver { out.pointee = $0 }
}

/// The shared body of the scalar evaluations (`kn_bezier_progress`, `kn_spring_position`,
/// `kn_bezier_slope`, …): `out` must not be NULL and the input must be finite; then `evaluate`
/// gives the value or says why it cannot. A finite input whose exact result lies beyond the range
/// of double gives KN_ERROR_OVERFLOW ("the <result> at <input> = … <overflow>"), nothing written.
/// Inlined into each entry point, so the checks cost a few compares around the Swift call.
@inline(__always)
func scalarCall(
  _ function: StaticString, _ input: Double, _ inputName: StaticString,
  into out: UnsafeMutablePointer<Double>?, _ outName: StaticString,
  result: StaticString, overflow: StaticString = "is beyond the range of double",
  _ evaluate: () -> Result<Double, CAPIFailure>
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): \(outName) is NULL") }
  guard input.isFinite else {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(function): \(inputName) must be finite, got \(input)")
  }
  return evaluate().flatMap { value in
    value.isFinite
      ? .success(value)
      : .failure(CAPIFailure(KN_ERROR_OVERFLOW, "\(function): the \(result) at \(inputName) = \(input) \(overflow)"))
  }.deliver { out.pointee = $0 }
}

/// The value of a Swift constructor or call whose typed error means the C arguments were wrong:
/// the error becomes a failure with the error's description and the status `status` gives it
/// (KN_ERROR_INVALID_ARGUMENT unless said otherwise). For `throws(CAPIFailure)` code, `.get()`.
@inline(__always)
func validated<Value, Failure: Error>(
  status: (Failure) -> kn_status = { _ in KN_ERROR_INVALID_ARGUMENT }, _ body: () throws(Failure) -> Value
) -> Result<Value, CAPIFailure> {
  do {
    return .success(try body())
  } catch {
    return .failure(CAPIFailure(status(error), "\(error)"))
  }
}
