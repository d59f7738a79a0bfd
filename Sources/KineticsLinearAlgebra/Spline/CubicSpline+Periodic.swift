/// The periodic spline system.
///
/// With m = n segments and M₀ = Mₙ, the unknowns are M₀…Mₘ₋₁ and row i couples Mᵢ₋₁, Mᵢ, Mᵢ₊₁
/// cyclically (hᵢ₋₁ and δᵢ₋₁ wrap around to hₘ₋₁ and δₘ₋₁):
///
///     hᵢ₋₁·Mᵢ₋₁ + 2(hᵢ₋₁ + hᵢ)·Mᵢ + hᵢ·Mᵢ₊₁ = 6(δᵢ − δᵢ₋₁).
///
/// The matrix A is tridiagonal plus the corners A[0][m−1] = A[m−1][0] = α = hₘ₋₁. Sherman–Morrison
/// (Press et al., *Numerical Recipes*, 3rd ed., §2.7.2, "cyclic tridiagonal systems"): with
/// γ = −A[0][0], u = (γ, 0, …, 0, α) and v = (1, 0, …, 0, α/γ), A = T + u·vᵀ where T is A without
/// corners, T[0][0] = 2A[0][0] and T[m−1][m−1] = A[m−1][m−1] + α²/A[0][0]. T is symmetric and
/// strictly diagonally dominant, so `dptsv` applies. One call solves T·Y = B (every channel) and
/// T·z = u together; then x = y − z·(vᵀy)/(1 + vᵀz). For m = 2 the corners coincide with the
/// off-diagonal (both neighbours of M₀ are M₁), which is then h₀ + h₁ and needs no correction.
extension CubicSpline {
  static func solvePeriodicMoments(
    widths: [Double], slopes: [Double], channels: Int, solver: SplineSolver
  ) throws(LinearAlgebraError) -> [Double] {
    let m = widths.count
    var sub = [Double](repeating: 0, count: m - 1)
    var diag = [Double](repeating: 0, count: m)
    var rhs = [Double](repeating: 0, count: m * (channels + 1))
    for row in 0..<m {
      let previous = (row + m - 1) % m
      diag[row] = 2 * (widths[previous] + widths[row])
      if row < m - 1 { sub[row] = widths[row] }
      for channel in 0..<channels {
        rhs[channel * m + row] =
          6 * (slopes[row * channels + channel] - slopes[previous * channels + channel])
      }
    }
    let alpha = widths[m - 1]
    let gamma = -diag[0]
    if m == 2 {
      sub[0] += alpha
    } else {
      diag[m - 1] -= alpha * alpha / gamma
      diag[0] -= gamma
      rhs[channels * m] = gamma
      rhs[channels * m + m - 1] = alpha
    }
    let system = try TridiagonalSystem(subdiagonal: sub, diagonal: diag, superdiagonal: sub)
    let columns = m == 2 ? channels : channels + 1
    let solved = try solve(
      system, Array(rhs[0..<(m * columns)]), columns: columns, boundary: .periodic, solver: solver)
    var moments = [Double](repeating: 0, count: (m + 1) * channels)
    let correction = m * channels  // the start of z in `solved`
    let ratio = alpha / gamma
    for channel in 0..<channels {
      let y = channel * m
      var scale = 0.0
      if m > 2 {
        let vy = solved[y] + ratio * solved[y + m - 1]
        let vz = solved[correction] + ratio * solved[correction + m - 1]
        scale = vy / (1 + vz)
      }
      for row in 0..<m {
        let fix = m > 2 ? scale * solved[correction + row] : 0
        moments[channel * (m + 1) + row] = solved[y + row] - fix
      }
      moments[channel * (m + 1) + m] = moments[channel * (m + 1)]
    }
    return moments
  }
}
