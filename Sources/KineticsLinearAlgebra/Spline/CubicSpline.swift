/// A C² cubic spline through keyframes: many channels (x, y, opacity, …) that share key times.
///
/// On each segment [tᵢ, tᵢ₊₁] every channel is a cubic; values, first and second derivatives are
/// continuous at the keys, and the `boundary` closes the system. Key times may be non-uniform.
/// All channels are solved in one LAPACK call with one right-hand side per channel (`dptsv` or
/// `dgtsv`, see `SplineSolver`), because the tridiagonal matrix depends only on the key times.
///
/// ```swift
/// let spline = try CubicSpline(
///   keyTimes: [0, 0.3, 1], values: [[0, 0], [100, 40], [100, 100]], boundary: .natural)
/// spline.values(at: 0.5)        // [x, y] at t = 0.5
/// spline.derivative(at: 0.5, channel: 0)
/// ```
///
/// Evaluation outside [first, last key time] continues the end segments' cubics (as SciPy's
/// `CubicSpline` does with `extrapolate=True`); a periodic spline wraps the time around instead.
///
/// Accuracy: the coefficients are those of the exact spline up to rounding in the solve; the
/// systems are strictly diagonally dominant, so their condition number is bounded by a small
/// multiple of max hᵢ / min hᵢ, and values agree with SciPy's `CubicSpline` to about 1e-13 relative
/// to the data's magnitude for key widths within a factor 100 (tested against fixtures).
public struct CubicSpline: Sendable, Equatable {
  /// The key times, finite and strictly increasing.
  public let keyTimes: [Double]
  /// The number of channels (values per key).
  public let channelCount: Int
  /// The end conditions the spline was built with.
  public let boundary: SplineBoundary
  /// Power-basis coefficients in the local variable u = (t − tᵢ)/hᵢ ∈ [0, 1]:
  /// `coefficients[(segment * 4 + power) * channelCount + channel]`. This layout makes the four
  /// coefficients of one segment a 4 × channelCount row-major block, which the SIMD path reads
  /// contiguously and the GEMM path passes to BLAS as is.
  @usableFromInline internal let coefficients: [Double]
  /// 1 / (tᵢ₊₁ − tᵢ) per segment.
  @usableFromInline internal let inverseWidths: [Double]
  /// Whether times wrap around modulo tₙ − t₀ (the periodic boundary).
  @usableFromInline internal let wrapsAround: Bool

  /// The number of cubic segments (key count − 1).
  @inlinable public var segmentCount: Int { keyTimes.count - 1 }

  /// Builds the spline through `values[key][channel]` at `keyTimes`.
  ///
  /// - Parameters:
  ///   - keyTimes: at least `boundary.minimumKeyCount` finite, strictly increasing times.
  ///   - values: one row per key, each with the same number (≥ 1) of finite channel values.
  ///   - boundary: natural (default), clamped with one start and end slope per channel, not-a-knot,
  ///     or periodic.
  ///   - solver: how the tridiagonal system is solved (default: `dptsv` where it applies).
  /// - Throws: `LinearAlgebraError.invalidKeyTimes` for too few, non-finite or non-increasing key
  ///   times; `.dimensionMismatch` for ragged values or slopes of the wrong count; `.nonFiniteInput`;
  ///   `.invalidParameter` for `.dptsv` with `.notAKnot` or a periodic spline whose first and last
  ///   values differ; LAPACK failures as their typed cases.
  /// - Complexity: O(keys · channels), one LAPACK call.
  public init(
    keyTimes: [Double], values: [[Double]], boundary: SplineBoundary = .natural,
    solver: SplineSolver = .automatic
  ) throws(LinearAlgebraError) {
    try Self.validate(keyTimes: keyTimes, values: values, boundary: boundary)
    let channelCount = values[0].count
    let moments = try Self.solveMoments(
      keyTimes: keyTimes, values: values, boundary: boundary, solver: solver)
    self.keyTimes = keyTimes
    self.channelCount = channelCount
    self.boundary = boundary
    self.wrapsAround = boundary == .periodic
    self.inverseWidths = (0..<(keyTimes.count - 1)).map { 1 / (keyTimes[$0 + 1] - keyTimes[$0]) }
    let coefficients = Self.powerCoefficients(
      keyTimes: keyTimes, values: values, moments: moments, channelCount: channelCount)
    // End slopes of 1.9e301 over a span of 8.7e74 overflow the moments: every value was NaN
    // (found by fuzzing). A spline whose coefficients leave Double's range is refused.
    guard coefficients.allSatisfy(\.isFinite) else {
      throw .invalidParameter(
        "the spline's coefficients overflow the range of Double (values, end slopes or key-time gaps too extreme)")
    }
    self.coefficients = coefficients
  }

  /// Checks everything a spline needs before any arithmetic.
  static func validate(keyTimes: [Double], values: [[Double]], boundary: SplineBoundary)
    throws(LinearAlgebraError)
  {
    let minimum = boundary.minimumKeyCount
    guard keyTimes.count >= minimum else {
      throw .invalidKeyTimes("this boundary needs at least \(minimum) keys, got \(keyTimes.count)")
    }
    guard keyTimes.allSatisfy(\.isFinite) else {
      throw .invalidKeyTimes("every key time must be finite")
    }
    for index in 1..<keyTimes.count where !(keyTimes[index] > keyTimes[index - 1]) {
      throw .invalidKeyTimes(
        "key times must be strictly increasing: \(keyTimes[index - 1]) then \(keyTimes[index]) at index \(index)"
      )
    }
    // Evaluation multiplies by 1/width: a width of 2e-320 (or one that overflows) made every value
    // of its segment NaN (found by fuzzing).
    for index in 1..<keyTimes.count {
      let width = keyTimes[index] - keyTimes[index - 1]
      guard width.isFinite, (1 / width).isFinite else {
        throw .invalidKeyTimes(
          "the interval from \(keyTimes[index - 1]) to \(keyTimes[index]) at index \(index) has a width (or its reciprocal) outside the range of Double"
        )
      }
    }
    guard values.count == keyTimes.count else {
      throw .dimensionMismatch(
        "\(keyTimes.count) key times need \(keyTimes.count) values, got \(values.count)")
    }
    let channelCount = values[0].count
    guard channelCount >= 1 else { throw .dimensionMismatch("each key needs at least one channel value") }
    for (index, row) in values.enumerated() where row.count != channelCount {
      throw .dimensionMismatch("key \(index) has \(row.count) channel values, key 0 has \(channelCount)")
    }
    for row in values { try requireFinite(row, "the key values") }
    if case .clamped(let startSlopes, let endSlopes) = boundary {
      guard startSlopes.count == channelCount, endSlopes.count == channelCount else {
        throw .dimensionMismatch(
          "clamped needs \(channelCount) start and end slopes, got \(startSlopes.count) and \(endSlopes.count)"
        )
      }
      try requireFinite(startSlopes + endSlopes, "the end slopes")
    }
    if boundary == .periodic {
      for channel in 0..<channelCount where values[0][channel] != values[values.count - 1][channel] {
        throw .invalidParameter(
          "a periodic spline needs equal first and last values; channel \(channel) has \(values[0][channel]) and \(values[values.count - 1][channel])"
        )
      }
    }
  }
}
