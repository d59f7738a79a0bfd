/// An error reported by a LAPACK or BLAS routine, or by the checks made before calling one.
///
/// LAPACK signals failure through its `info` argument: `info < 0` means argument number `-info` was
/// illegal (a bug or a bad size on our side, reported rather than trapped), `info > 0` means the
/// computation itself failed (a zero pivot, a rank deficiency, no convergence). Kinetics never lets
/// either become a crash; each becomes one of these cases with a message that says what happened.
public enum LinearAlgebraError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The arrays passed in do not have the sizes the operation needs.
  case dimensionMismatch(String)
  /// An input contained NaN or an infinity.
  case nonFiniteInput(String)
  /// The matrix is singular: LAPACK found an exactly zero pivot at the given 1-based position.
  case singularMatrix(routine: String, pivot: Int)
  /// LAPACK rejected argument number `argument` (1-based) of `routine`.
  case illegalArgument(routine: String, argument: Int)
  /// LAPACK reported a failure that is not one of the above (`info > 0` with a routine-specific meaning).
  case computationFailed(routine: String, info: Int)
  /// A symmetric matrix that must be positive definite is not: LAPACK (`dptsv`, `dsygv`, `dpotrf`)
  /// found that its leading minor of the given order is not positive.
  case notPositiveDefinite(routine: String, order: Int)
  /// Key times that a spline cannot pass through: too few, not finite, or not strictly increasing.
  case invalidKeyTimes(String)
  /// A parameter that is well formed but not allowed here (an asymmetric mass matrix, a boundary
  /// condition the chosen solver cannot handle).
  case invalidParameter(String)
  /// A matrix is too close to singular for the requested method to be accurate: its reciprocal
  /// condition number (1-norm, estimated by LAPACK `dgecon`) is below the method's threshold.
  case illConditioned(routine: String, reciprocalCondition: Double)
  /// The computation finished but its result overflowed to ±∞ or became NaN although every input
  /// was finite (a nearly singular system whose solution exceeds the range of Double).
  case nonFiniteResult(routine: String)
  /// Every input was finite, but the result cannot be computed in Double: the matrix exponential
  /// of A·t whose 1-norm exceeds the largest Double (its scaling and squaring has no finite start),
  /// or whose value overflows.
  case resultOutOfRange(String)

  /// A one-line message naming the routine (where one was called) and what went wrong, as
  /// `curves` prints it on standard error.
  public var description: String {
    switch self {
    case .dimensionMismatch(let detail): "dimension mismatch: \(detail)"
    case .nonFiniteInput(let detail): "non-finite input: \(detail)"
    case .singularMatrix(let routine, let pivot): "\(routine): the matrix is singular (zero pivot at position \(pivot))"
    case .illegalArgument(let routine, let argument): "\(routine): argument \(argument) has an illegal value"
    case .computationFailed(let routine, let info): "\(routine): the computation failed (info = \(info))"
    case .notPositiveDefinite(let routine, let order): "\(routine): the matrix is not positive definite (leading minor of order \(order))"
    case .invalidKeyTimes(let detail): "invalid key times: \(detail)"
    case .invalidParameter(let detail): "invalid parameter: \(detail)"
    case .illConditioned(let routine, let reciprocalCondition): "\(routine): the matrix is too close to singular (reciprocal condition number \(reciprocalCondition))"
    case .nonFiniteResult(let routine): "\(routine): the solution overflowed the range of Double (the system is nearly singular)"
    case .resultOutOfRange(let detail): "result out of range: \(detail)"
    }
  }
}
