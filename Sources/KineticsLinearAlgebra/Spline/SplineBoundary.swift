/// The end conditions that close the system of a C² cubic spline.
///
/// A cubic spline through N keys has N − 2 continuity equations for its N second derivatives
/// ("moments"); the boundary adds the two missing ones.
public enum SplineBoundary: Sendable, Equatable {
  /// Zero second derivative at both ends (the spline continues as a straight line would start).
  /// The system is symmetric positive definite. Matches `scipy.interpolate.CubicSpline`
  /// `bc_type='natural'`.
  case natural
  /// Given first derivatives at the first and last key, one per channel, in value units per unit of
  /// key time. The system is symmetric positive definite. Matches `bc_type=((1, s0), (1, s1))`.
  case clamped(startSlopes: [Double], endSlopes: [Double])
  /// The third derivative is continuous at the second and the second-to-last key, so the first two
  /// and the last two segments are each one cubic (de Boor, *A Practical Guide to Splines*, 1978,
  /// ch. IV). Needs at least 4 keys. The reduced system is tridiagonal but not symmetric.
  /// Matches `bc_type='not-a-knot'`.
  case notAKnot
  /// Value, first and second derivative match at the first and last key, and the spline repeats
  /// with period tₙ − t₀ (times outside the keys wrap around). Every channel's first and last value
  /// must be equal. The system is cyclic tridiagonal, symmetric positive definite; it is reduced to
  /// a tridiagonal one by the Sherman–Morrison formula. Matches `bc_type='periodic'`.
  case periodic

  /// Whether the spline system for this boundary is symmetric positive definite (so `dptsv` applies).
  public var isSymmetricPositiveDefinite: Bool {
    switch self {
    case .natural, .clamped, .periodic: return true
    case .notAKnot: return false
    }
  }

  /// The smallest number of keys this boundary accepts.
  public var minimumKeyCount: Int {
    switch self {
    case .natural, .clamped: return 2
    case .periodic: return 3
    case .notAKnot: return 4
    }
  }
}

/// How the tridiagonal system of a spline is solved. Every choice gives the same spline up to
/// rounding; they exist to be compared (tests and `bench`).
public enum SplineSolver: Sendable, Equatable, CaseIterable {
  /// `dptsv` where the system is symmetric positive definite (natural, clamped, periodic), else
  /// `dgtsv`.
  case automatic
  /// LAPACK `dgtsv`: Gaussian elimination with partial pivoting, all channels in one call.
  case dgtsv
  /// LAPACK `dptsv`: L·D·Lᵀ for symmetric positive definite systems, all channels in one call.
  /// Rejected (`.invalidParameter`) for `.notAKnot`, whose system is not symmetric.
  case dptsv
  /// Pure Swift Thomas algorithm (elimination without pivoting; the systems are strictly
  /// diagonally dominant, so it is stable).
  case thomas
}
