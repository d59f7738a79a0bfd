/// A cubic-Bézier timing curve with its inverse table built: for evaluating one curve at many
/// inputs (batches of thousands, a curve sampled for a plot, a server precomputing animations).
///
/// Building the table costs 6,048 bytes on the heap and 128 to 182 root solves (see
/// `_InverseTable`; bench row `kinetics-table-build-per-curve-scalar` in docs/benchmarks.md); afterwards each evaluation
/// is a table lookup and one Newton step, and the batch forms run it in SIMD lanes (bench rows
/// `kinetics-newton-batch-double` and `-float`). The plain `CubicBezierTimingCurve` costs about as
/// much to create as Chromium's `gfx::CubicBezier` and a few Newton-type steps per evaluation: use
/// it for the many short-lived curves of a UI (docs/timing-curves.md, "Cheap curves and prepared
/// curves", says where the table pays).
///
/// Accuracy: the same 1e-12 bound as `CubicBezierTimingCurve.progress(at:)`; its batch forms give
/// the same bits as its own `progress(at:)`. The two solvers start from different first guesses,
/// so a prepared curve and its plain curve may differ in the last bits (both within 2⁻⁴⁴ of the
/// exact value on the usual curves).
public struct PreparedCubicBezierTimingCurve: Sendable {
  /// The curve, with its control points and polynomial coefficients.
  public let curve: CubicBezierTimingCurve
  /// Both halves' polynomials and inverse tables, in the layout `_InverseTable` describes.
  @usableFromInline internal let solverTable: [SIMD4<Double>]
  /// Whether either half is tabulated in √v (the solver then takes a square root of the input).
  @usableFromInline internal let usesRootTables: Bool

  /// Builds the inverse table of `curve`.
  ///
  /// - Complexity: O(1), a fixed number of root solves (128 to 182); one heap allocation.
  public init(_ curve: CubicBezierTimingCurve) {
    self.curve = curve
    solverTable = _InverseTable.rows(lower: curve.lowerHalf, upper: curve.upperHalf)
    usesRootTables =
      solverTable[_InverseTable.lowerBase][3] != 0 || solverTable[_InverseTable.upperBase][3] != 0
  }

  /// The curve's `isIdentity` (P1 and P2 on the diagonal).
  @usableFromInline internal var isIdentity: Bool { curve.isIdentity }
  /// The curve's `yScale`.
  @usableFromInline internal var yScale: Double { curve.yScale }
}

extension PreparedCubicBezierTimingCurve: Hashable {
  /// Two prepared curves are equal when their curves are; the tables follow from them.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.curve == rhs.curve }

  /// Hashes the curve, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(curve) }
}
