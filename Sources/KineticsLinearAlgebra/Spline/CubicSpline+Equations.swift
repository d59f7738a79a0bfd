/// The linear system of a C² cubic spline, in terms of the second derivatives Mᵢ at the keys.
///
/// With hᵢ = tᵢ₊₁ − tᵢ and slopes δᵢ = (yᵢ₊₁ − yᵢ)/hᵢ, continuity of the first derivative at an
/// interior key i gives
///
///     hᵢ₋₁·Mᵢ₋₁ + 2(hᵢ₋₁ + hᵢ)·Mᵢ + hᵢ·Mᵢ₊₁ = rᵢ,   rᵢ = 6(δᵢ − δᵢ₋₁).
///
/// Natural: M₀ = Mₙ = 0, written as rows with 1 on the diagonal; the terms h₀·M₀ and hₙ₋₁·Mₙ of
/// the neighbouring rows vanish, so the matrix stays symmetric.
/// Clamped with end slopes s₀, sₙ: 2h₀·M₀ + h₀·M₁ = 6(δ₀ − s₀) and hₙ₋₁·Mₙ₋₁ + 2hₙ₋₁·Mₙ =
/// 6(sₙ − δₙ₋₁). Both are symmetric and strictly diagonally dominant with a positive diagonal,
/// hence positive definite.
///
/// Not-a-knot: continuity of the third derivative at t₁, (M₁ − M₀)/h₀ = (M₂ − M₁)/h₁, gives
/// M₀ = M₁ + (h₀/h₁)(M₁ − M₂). Substituting it into row 1 and multiplying by h₁/(h₀ + h₁):
///
///     (h₀ + 2h₁)·M₁ + (h₁ − h₀)·M₂ = r₁·h₁/(h₀ + h₁)
///
/// (the M₁ coefficient is (h₀² + 3h₀h₁ + 2h₁²)/(h₀ + h₁) = h₀ + 2h₁). Symmetrically at the end,
/// with a = hₙ₋₂, b = hₙ₋₁: (a − b)·Mₙ₋₂ + (2a + b)·Mₙ₋₁ = rₙ₋₁·a/(a + b), and
/// Mₙ = Mₙ₋₁ + (b/a)(Mₙ₋₁ − Mₙ₋₂). The reduced system in M₁…Mₙ₋₁ is tridiagonal and strictly
/// diagonally dominant (|h₁ − h₀| < h₀ + 2h₁) but not symmetric, so it goes to `dgtsv`.
extension CubicSpline {
  /// The second derivatives at the keys, `moments[channel * keyCount + key]`.
  static func solveMoments(
    keyTimes: [Double], values: [[Double]], boundary: SplineBoundary, solver: SplineSolver
  ) throws(LinearAlgebraError) -> [Double] {
    let keyCount = keyTimes.count
    let channels = values[0].count
    let widths = (0..<(keyCount - 1)).map { keyTimes[$0 + 1] - keyTimes[$0] }
    // δ per segment and channel: slopes[segment * channels + channel].
    var slopes = [Double](repeating: 0, count: (keyCount - 1) * channels)
    for segment in 0..<(keyCount - 1) {
      for channel in 0..<channels {
        slopes[segment * channels + channel] =
          (values[segment + 1][channel] - values[segment][channel]) / widths[segment]
      }
    }
    func jump(_ key: Int, _ channel: Int) -> Double {
      6 * (slopes[key * channels + channel] - slopes[(key - 1) * channels + channel])
    }

    let first: Int  // the key of the first unknown
    let size: Int
    var sub: [Double]
    var diag: [Double]
    var sup: [Double]
    var rhs: [Double]
    switch boundary {
    case .natural, .clamped:
      first = 0
      size = keyCount
      sub = [Double](repeating: 0, count: size - 1)
      sup = sub
      diag = [Double](repeating: 0, count: size)
      rhs = [Double](repeating: 0, count: size * channels)
      for key in 1..<(keyCount - 1) {
        sub[key - 1] = widths[key - 1]
        diag[key] = 2 * (widths[key - 1] + widths[key])
        sup[key] = widths[key]
        for channel in 0..<channels { rhs[channel * size + key] = jump(key, channel) }
      }
      if case .clamped(let startSlopes, let endSlopes) = boundary {
        let last = keyCount - 1
        diag[0] = 2 * widths[0]
        sup[0] = widths[0]
        sub[0] = widths[0]
        diag[last] = 2 * widths[last - 1]
        sub[last - 1] = widths[last - 1]
        sup[last - 1] = widths[last - 1]
        for channel in 0..<channels {
          rhs[channel * size] = 6 * (slopes[channel] - startSlopes[channel])
          rhs[channel * size + last] = 6 * (endSlopes[channel] - slopes[(last - 1) * channels + channel])
        }
      } else {
        diag[0] = 1
        diag[keyCount - 1] = 1
        sub[0] = 0
        sup[keyCount - 2] = 0
      }
    case .periodic:
      return try solvePeriodicMoments(widths: widths, slopes: slopes, channels: channels, solver: solver)
    case .notAKnot:
      first = 1
      size = keyCount - 2
      sub = [Double](repeating: 0, count: size - 1)
      sup = sub
      diag = [Double](repeating: 0, count: size)
      rhs = [Double](repeating: 0, count: size * channels)
      for row in 0..<size {
        let key = row + 1
        let left = widths[key - 1]
        let right = widths[key]
        if row > 0 { sub[row - 1] = left }
        if row < size - 1 { sup[row] = right }
        diag[row] = 2 * (left + right)
        for channel in 0..<channels { rhs[channel * size + row] = jump(key, channel) }
      }
      let (h0, h1) = (widths[0], widths[1])
      diag[0] = h0 + 2 * h1
      sup[0] = h1 - h0
      let (a, b) = (widths[keyCount - 3], widths[keyCount - 2])
      diag[size - 1] = 2 * a + b
      sub[size - 2] = a - b
      for channel in 0..<channels {
        rhs[channel * size] *= h1 / (h0 + h1)
        rhs[channel * size + size - 1] *= a / (a + b)
      }
    }

    let system = try TridiagonalSystem(subdiagonal: sub, diagonal: diag, superdiagonal: sup)
    let solved = try solve(system, rhs, columns: channels, boundary: boundary, solver: solver)
    guard first == 1 else { return solved }

    // Not-a-knot: put back M₀ and Mₙ.
    var moments = [Double](repeating: 0, count: keyCount * channels)
    let (h0, h1) = (widths[0], widths[1])
    let (a, b) = (widths[keyCount - 3], widths[keyCount - 2])
    for channel in 0..<channels {
      let reduced = channel * size
      let full = channel * keyCount
      for row in 0..<size { moments[full + row + 1] = solved[reduced + row] }
      let m1 = moments[full + 1]
      let m2 = moments[full + 2]
      moments[full] = m1 + (h0 / h1) * (m1 - m2)
      let penultimate = moments[full + keyCount - 2]
      let antepenultimate = moments[full + keyCount - 3]
      moments[full + keyCount - 1] = penultimate + (b / a) * (penultimate - antepenultimate)
    }
    return moments
  }

  /// Solves with the chosen solver, all columns in one call.
  static func solve(
    _ system: TridiagonalSystem, _ rhs: [Double], columns: Int, boundary: SplineBoundary,
    solver: SplineSolver
  ) throws(LinearAlgebraError) -> [Double] {
    switch solver {
    case .automatic:
      return boundary.isSymmetricPositiveDefinite
        ? try system.solveSymmetricPositiveDefinite(rhs, columns: columns)
        : try system.solve(rhs, columns: columns)
    case .dgtsv:
      return try system.solve(rhs, columns: columns)
    case .dptsv:
      guard boundary.isSymmetricPositiveDefinite else {
        throw .invalidParameter("dptsv solves symmetric systems only; not-a-knot needs dgtsv or thomas")
      }
      return try system.solveSymmetricPositiveDefinite(rhs, columns: columns)
    case .thomas:
      return try system.solveWithoutPivoting(rhs, columns: columns)
    }
  }

  /// Converts moments to the power-basis layout of `coefficients`: on segment i with h = hᵢ and
  /// u = (t − tᵢ)/h, y = yᵢ + (Δy − h²(2Mᵢ + Mᵢ₊₁)/6)·u + (h²Mᵢ/2)·u² + (h²(Mᵢ₊₁ − Mᵢ)/6)·u³.
  static func powerCoefficients(
    keyTimes: [Double], values: [[Double]], moments: [Double], channelCount: Int
  ) -> [Double] {
    let keyCount = keyTimes.count
    var result = [Double](repeating: 0, count: (keyCount - 1) * 4 * channelCount)
    for segment in 0..<(keyCount - 1) {
      let h = keyTimes[segment + 1] - keyTimes[segment]
      let hSquared = h * h
      for channel in 0..<channelCount {
        let left = moments[channel * keyCount + segment]
        let right = moments[channel * keyCount + segment + 1]
        let base = segment * 4 * channelCount + channel
        result[base] = values[segment][channel]
        result[base + channelCount] =
          (values[segment + 1][channel] - values[segment][channel]) - hSquared * (2 * left + right) / 6
        result[base + 2 * channelCount] = hSquared * left / 2
        result[base + 3 * channelCount] = hSquared * (right - left) / 6
      }
    }
    return result
  }
}
