extension CoupledSpringSystem {
  /// A chain of n masses in a line, joined by springs and dampers: wall – m₁ – m₂ – … – mₙ – wall.
  ///
  /// `stiffnesses` and `dampings` have n + 1 entries each: entry 0 joins the left wall to m₁,
  /// entry i joins mᵢ to mᵢ₊₁, entry n joins mₙ to the right wall; 0 means no element (so
  /// `[0, k, …, k, 0]` is a free chain). The matrices are tridiagonal: Kᵢᵢ = kᵢ + kᵢ₊₁ and
  /// Kᵢ,ᵢ₊₁ = −kᵢ₊₁ (likewise C), M = diag(m).
  ///
  /// - Throws: `.dimensionMismatch` for wrong counts; `.invalidParameter` for a mass ≤ 0 or a
  ///   negative stiffness or damping; `.nonFiniteInput`.
  public static func chain(masses: [Double], stiffnesses: [Double], dampings: [Double])
    throws(LinearAlgebraError) -> CoupledSpringSystem
  {
    let n = masses.count
    guard n >= 1, stiffnesses.count == n + 1, dampings.count == n + 1 else {
      throw .dimensionMismatch(
        "a chain of \(n) masses needs \(n + 1) stiffnesses and dampings (walls included), got \(stiffnesses.count) and \(dampings.count)"
      )
    }
    try requireFinite(masses + stiffnesses + dampings, "the chain's parameters")
    guard masses.allSatisfy({ $0 > 0 }) else { throw .invalidParameter("every mass must be positive") }
    guard (stiffnesses + dampings).allSatisfy({ $0 >= 0 }) else {
      throw .invalidParameter("stiffnesses and dampings must not be negative")
    }
    func coupling(_ elements: [Double]) -> [[Double]] {
      var matrix = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
      for i in 0..<n {
        matrix[i][i] = elements[i] + elements[i + 1]
        if i + 1 < n {
          matrix[i][i + 1] = -elements[i + 1]
          matrix[i + 1][i] = -elements[i + 1]
        }
      }
      return matrix
    }
    var mass = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    for i in 0..<n { mass[i][i] = masses[i] }
    return try CoupledSpringSystem(mass: mass, damping: coupling(dampings), stiffness: coupling(stiffnesses))
  }
}
