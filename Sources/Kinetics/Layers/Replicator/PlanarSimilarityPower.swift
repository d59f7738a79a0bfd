import RealModule

/// The powers of a replicator step that is a similarity of the plane — a rotation about z by θ,
/// a scale s in x and y, a scale c > 0 in z and a translation t (rings, spirals, rows of copies) —
/// in closed form: no product of matrices and no drift with the instance index (docs/layers.md,
/// "Replicator", "Similarity steps").
///
/// The step's matrix (row-vector convention) is row0 = (a, b, 0, 0), row1 = (−b, a, 0, 0),
/// row2 = (0, 0, c, 0), row3 = (tx, ty, tz, 1). In complex numbers it maps p = x + iy to z·p + t
/// with z = a + ib = s·e^(iθ), t = tx + i·ty, so the step composed i times maps p to
/// zⁱ·p + t·(zⁱ − 1)/(z − 1), and depth to cⁱ·depth + tz·(cⁱ − 1)/(c − 1). With L = log z =
/// ln s + iθ (θ = atan2(b, a), ln s from log1p(a² + b² − 1) without cancellation near s = 1):
/// - zⁱ = e^(i·Re L)·(cos(i·θ), sin(i·θ)): the angle is i·θ, rounded once, then one sine and one
///   cosine — the error does not grow with repeated products;
/// - zⁱ − 1 = expm1(i·L) as a complex expm1 (real part expm1(x)·cos y + (cos y − 1), with
///   cos y − 1 = −sin²y/(1 + cos y) for cos y > 0), so nothing cancels when z is near 1;
/// - the translation row is (zⁱ − 1)·(t/(z − 1)), with z − 1 = (a − 1) + ib taken from the matrix
///   (a − 1 is exact for a in [0.5, 2], where it could cancel) and t/(z − 1) prepared once, and
///   exactly i·t when z = 1;
/// - the same in z with the real c (cⁱ = 1 and the sum i when c = 1).
struct PlanarSimilarityPower: Sendable {
  /// Re L = ln s.
  let logScale: Double
  /// Im L = θ = atan2(b, a).
  let angle: Double
  /// t/(z − 1) as (real, imaginary), the translation row being expm1(i·L)·t/(z − 1); nil when
  /// z = 1 (the row is then i·t).
  let planeTranslationOverStep: (real: Double, imaginary: Double)?
  /// The translation in the plane, (tx, ty).
  let planeTranslation: (x: Double, y: Double)
  /// ln c; 0 when c = 1.
  let logDepthScale: Double
  /// tz/(c − 1); nil when c = 1 (m43 is then i·tz).
  let depthTranslationOverStep: Double?
  /// tz.
  let depthTranslation: Double

  /// The closed form of `matrix`'s powers, or nil when the matrix is not such a similarity (then
  /// binary powering raises it). Detected exactly from the elements: the zeros, row1 = (−b, a),
  /// m44 = 1, c > 0, (a, b) ≠ (0, 0), z − 1 either 0 or at least 2⁻⁵⁰⁰ in size, and t/(z − 1)
  /// and tz/(c − 1) finite.
  init?(_ matrix: Matrix4x4) {
    let (row0, row1, row2, row3) = (matrix.row0, matrix.row1, matrix.row2, matrix.row3)
    let (a, b, c) = (row0.x, row0.y, row2.z)
    guard row0.z == 0, row0.w == 0, row1.z == 0, row1.w == 0, row2.x == 0, row2.y == 0, row2.w == 0,
      row3.w == 1, row1.x == -b, row1.y == a, c > 0, a != 0 || b != 0, matrix.isFinite
    else { return nil }
    let (stepReal, stepImaginary) = (a - 1, b)
    let stepSize = Swift.max(Swift.abs(stepReal), Swift.abs(stepImaginary))
    guard stepSize == 0 || stepSize >= 0x1p-500 else { return nil }
    let (tx, ty) = (row3.x, row3.y)
    if stepSize == 0 {
      planeTranslationOverStep = nil
    } else {
      // t·(x − iy)/(x² + y²), scaled by the larger part so neither square under- or overflows.
      let (x, y) = (stepReal / stepSize, stepImaginary / stepSize)
      let norm = (x * x + y * y) * stepSize
      let ratio = ((tx * x + ty * y) / norm, (ty * x - tx * y) / norm)
      guard ratio.0.isFinite && ratio.1.isFinite else { return nil }
      planeTranslationOverStep = ratio
    }
    angle = Double.atan2(y: b, x: a)
    let big = Swift.max(Swift.abs(a), Swift.abs(b))
    let small = Swift.min(Swift.abs(a), Swift.abs(b))
    if big >= 0.5 && big <= 2 {
      // s² − 1 = (big − 1)(big + 1) + small², big − 1 exact here (Sterbenz).
      logScale = 0.5 * Double.log(onePlus: (small * small).addingProduct(big - 1, big + 1))
    } else {
      logScale = Double.log(Double.hypot(a, b))
    }
    planeTranslation = (row3.x, row3.y)
    depthTranslation = row3.z
    if c == 1 {
      logDepthScale = 0
      depthTranslationOverStep = nil
    } else {
      logDepthScale = c >= 0.5 && c <= 2 ? Double.log(onePlus: c - 1) : Double.log(c)
      let ratio = row3.z / (c - 1)
      guard ratio.isFinite else { return nil }
      depthTranslationOverStep = ratio
    }
  }

  /// e^x and e^x − 1, each without cancellation: expm1 for |x| < 1/2, exp otherwise.
  private static func exponentials(_ x: Double) -> (exp: Double, expMinusOne: Double) {
    if x == 0 { return (1, 0) }
    if Swift.abs(x) < 0.5 {
      let expMinusOne = Double.expMinusOne(x)
      return (expMinusOne + 1, expMinusOne)
    }
    let exp = Double.exp(x)
    return (exp, exp - 1)
  }

  /// The step composed `index` times (index ≥ 1), possibly not finite when it overflows.
  func power(_ index: Int) -> Matrix4x4 {
    let n = Double(index)
    // Plane: zⁱ and the geometric sum Σ_{k<i} z^k.
    let (exp, expMinusOne) = Self.exponentials(n * logScale)
    let turn = n * angle
    let (cosine, sine) = turn == 0 ? (1.0, 0.0) : (Double.cos(turn), Double.sin(turn))
    let (powerReal, powerImaginary) = (exp * cosine, exp * sine)
    // Translation row: (zⁱ − 1)·t/(z − 1), or i·t when z = 1.
    let translation: (x: Double, y: Double)
    if let ratio = planeTranslationOverStep {
      let cosineMinusOne = cosine > 0 ? -(sine * sine) / (1 + cosine) : cosine - 1
      let (numeratorReal, numeratorImaginary) = (expMinusOne * cosine + cosineMinusOne, exp * sine)
      translation = (
        numeratorReal * ratio.real - numeratorImaginary * ratio.imaginary,
        numeratorReal * ratio.imaginary + numeratorImaginary * ratio.real
      )
    } else {
      translation = (n * planeTranslation.x, n * planeTranslation.y)
    }
    // Depth: cⁱ and tz·(cⁱ − 1)/(c − 1), or 1 and i·tz when c = 1.
    let depthPower: Double
    let depthOffset: Double
    if let ratio = depthTranslationOverStep {
      let depth = Self.exponentials(n * logDepthScale)
      (depthPower, depthOffset) = (depth.exp, depth.expMinusOne * ratio)
    } else {
      (depthPower, depthOffset) = (1, n * depthTranslation)
    }
    return Matrix4x4(
      row0: SIMD4(powerReal, powerImaginary, 0, 0), row1: SIMD4(-powerImaginary, powerReal, 0, 0),
      row2: SIMD4(0, 0, depthPower, 0),
      row3: SIMD4(translation.x, translation.y, depthOffset, 1))
  }
}
