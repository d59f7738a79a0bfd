import KineticsLinearAlgebra

/// `TridiagonalSystem` built from arbitrary doubles and sizes, then solved through LAPACK `dgtsv`.
///
/// Input layout: byte n (order 1…16), byte columns (1…3), byte size skew (0 keeps the sizes right,
/// other values make the sub-diagonal, super-diagonal or right-hand side one entry too short or too
/// long), then the Double bit patterns of the sub-diagonal, diagonal, super-diagonal and B.
/// Properties: no trap and no sanitizer report inside or around LAPACK; the initializer accepts
/// exactly the right sizes with finite entries; `solve` either throws a `LinearAlgebraError` or
/// returns one value per entry of B.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let orderByte = input.nextByte(), let columnsByte = input.nextByte(), let skew = input.nextByte()
  else { return 0 }
  let n = Int(orderByte % 16) + 1
  let columns = Int(columnsByte % 3) + 1
  let lowerCount = n - 1 + (skew % 7 == 1 ? 1 : skew % 7 == 2 ? -1 : 0)
  let upperCount = n - 1 + (skew % 7 == 3 ? 1 : skew % 7 == 4 ? -1 : 0)
  let rightHandSideCount = n * columns + (skew % 7 == 5 ? 1 : skew % 7 == 6 ? -1 : 0)
  guard let lower = input.nextDoubles(max(lowerCount, 0)), let diagonal = input.nextDoubles(n),
    let upper = input.nextDoubles(max(upperCount, 0)),
    let rightHandSides = input.nextDoubles(max(rightHandSideCount, 0))
  else { return 0 }

  let shouldConstruct = lower.count == n - 1 && upper.count == n - 1
    && (lower + diagonal + upper).allSatisfy(\.isFinite)
  let system: TridiagonalSystem
  do {
    system = try TridiagonalSystem(subdiagonal: lower, diagonal: diagonal, superdiagonal: upper)
  } catch {
    if shouldConstruct { fuzzFailure("a valid system (n = \(n)) was rejected: \(error)") }
    return 0
  }
  if !shouldConstruct { fuzzFailure("an invalid system was accepted: \(lower) \(diagonal) \(upper)") }

  do {
    let solution = try system.solve(rightHandSides, columns: columns)
    if solution.count != rightHandSides.count {
      fuzzFailure("\(solution.count) values returned for \(rightHandSides.count) right-hand-side entries")
    }
  } catch {
    // Typed throws: every error here is a LinearAlgebraError with a message.
    if error.description.isEmpty { fuzzFailure("an empty error message") }
  }
  return 0
}
