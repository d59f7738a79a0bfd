import CLAPACK

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a `CoupledSpringMotion` is evaluated.
public enum CoupledSpringMethod: Sendable, Equatable {
  /// The eigen-decomposition where its eigenvectors are well conditioned, else the matrix
  /// exponential (see `CoupledSpringMotion.eigenvectorConditionThreshold`).
  case automatic
  /// z(t) = V·e^{Λt}·V⁻¹·z₀ from LAPACK `dgeev`: O(n²) per time after an O(n³) setup. Needs a
  /// diagonalizable A; defective A (critically damped modes, rigid-body modes) is rejected.
  case eigenDecomposition
  /// z(t) = e^{At}·z₀ by scaling and squaring with a [13/13] Padé approximant (`dgesv`, `dgemm`):
  /// O(n³) per time, exact for any A including defective ones.
  case matrixExponential
}

/// The state (positions and velocities of all masses) of a coupled spring system at one time.
public struct CoupledSpringState: Sendable, Equatable {
  /// x(t), one displacement per mass.
  public let position: [Double]
  /// x′(t), one velocity per mass (units per second).
  public let velocity: [Double]
}

/// The exact motion of a `CoupledSpringSystem` from an initial state; made by
/// `CoupledSpringSystem.motion(position:velocity:method:)`.
public struct CoupledSpringMotion: Sendable {
  /// Below this reciprocal condition number (1-norm, LAPACK `dgecon`) of the eigenvector matrix V,
  /// `.automatic` uses the matrix exponential. The eigen path's relative error is about
  /// ε/rcond(V), so this keeps it near 1e-10 at worst; a defective A has rcond(V) ≈ 0.
  public static let eigenvectorConditionThreshold = 1e-6

  /// The system that moves.
  public let system: CoupledSpringSystem
  /// z₀ = (x(0), x′(0)).
  let initialState: [Double]
  /// The method in use: `.eigenDecomposition` or `.matrixExponential`, never `.automatic`.
  public let method: CoupledSpringMethod
  /// rcond(V) of the eigen-decomposition, nil when it was not computed or V was exactly singular.
  public let eigenvectorReciprocalCondition: Double?
  /// Eigenvalues of A (real and imaginary parts, conjugate pairs adjacent, positive part first).
  let eigenvalueReal: [Double]
  let eigenvalueImaginary: [Double]
  /// dgeev's real eigenvector matrix: for a pair, columns j and j+1 are the real and imaginary
  /// parts p, q of the eigenvector of λⱼ = αⱼ + iβⱼ.
  let eigenvectors: DenseMatrix
  /// c = V⁻¹·z₀ in the same real basis.
  let modalCoefficients: [Double]

  /// The positions and velocities at `time` (seconds; negative times run the motion backwards).
  ///
  /// Eigen path: z(t) = Σ real λ: cⱼe^{λⱼt}vⱼ + Σ pairs e^{αt}[(cⱼcos βt + cⱼ₊₁sin βt)·p +
  /// (cⱼ₊₁cos βt − cⱼsin βt)·q], a real rewriting of V·e^{Λt}·V⁻¹·z₀.
  /// Matrix-exponential path: e^{At}·z₀. At time 0 the initial state is returned exactly.
  ///
  /// - Throws: `.nonFiniteInput` for a non-finite time; on the matrix-exponential path, a LAPACK
  ///   failure as its typed case (not expected for finite A·t), and `.resultOutOfRange` where
  ///   ‖A·t‖₁ exceeds the largest Double or e^{At} overflows.
  /// - Complexity: O(n²) on the eigen path, O(n³ · log‖At‖) on the matrix-exponential path.
  public func state(at time: Double) throws(LinearAlgebraError) -> CoupledSpringState {
    guard time.isFinite else { throw .nonFiniteInput("the time \(time) is not finite") }
    let n = system.dimension
    let z: [Double]
    switch method {
    case _ where time == 0:
      z = initialState
    case .matrixExponential:
      let scaled = DenseMatrix.combination([(time, system.stateMatrix)], order: 2 * n)
      z = try scaled.exponential().multiplied(by: initialState)
    case .automatic, .eigenDecomposition:
      z = eigenState(at: time)
    }
    return CoupledSpringState(position: Array(z[0..<n]), velocity: Array(z[n..<(2 * n)]))
  }

  /// The states at many times (any order).
  /// - Complexity: `times.count` × `state(at:)`.
  public func states(at times: [Double]) throws(LinearAlgebraError) -> [CoupledSpringState] {
    var result: [CoupledSpringState] = []
    result.reserveCapacity(times.count)
    for time in times { result.append(try state(at: time)) }
    return result
  }

  private func eigenState(at time: Double) -> [Double] {
    let size = eigenvalueReal.count
    var z = [Double](repeating: 0, count: size)
    var j = 0
    while j < size {
      let growth = exp(eigenvalueReal[j] * time)
      if eigenvalueImaginary[j] == 0 {
        let weight = modalCoefficients[j] * growth
        for row in 0..<size { z[row] += weight * eigenvectors[row, j] }
        j += 1
      } else {
        let angle = eigenvalueImaginary[j] * time
        let (cosine, sine) = (cos(angle), sin(angle))
        let (c0, c1) = (modalCoefficients[j], modalCoefficients[j + 1])
        let realWeight = growth * (c0 * cosine + c1 * sine)
        let imaginaryWeight = growth * (c1 * cosine - c0 * sine)
        for row in 0..<size {
          z[row] += realWeight * eigenvectors[row, j] + imaginaryWeight * eigenvectors[row, j + 1]
        }
        j += 2
      }
    }
    return z
  }
}
