/// Turns LAPACK's `info` into a typed error, so that no failure of a routine goes unreported.
///
/// `info < 0`: argument `-info` was illegal; LAPACKE also returns a negative `info` when its own
/// NaN check finds a non-finite entry in a matrix argument, which the callers here rule out first.
/// `info > 0` has a meaning that depends on the routine; `positive` maps it.
func checkLapackInfo(
  _ info: LapackInt, routine: String, positive: (Int) -> LinearAlgebraError
) throws(LinearAlgebraError) {
  if info < 0 { throw .illegalArgument(routine: routine, argument: Int(-info)) }
  if info > 0 { throw positive(Int(info)) }
}

/// Throws `.nonFiniteInput` naming `what` unless every value is finite.
func requireFinite(_ values: [Double], _ what: String) throws(LinearAlgebraError) {
  guard values.allSatisfy(\.isFinite) else {
    throw .nonFiniteInput("\(what) has a NaN or infinite entry")
  }
}
