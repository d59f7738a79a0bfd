import Kinetics

#if canImport(Glibc)
  import Glibc
#endif

/// Transform rows: `interpolated(to:fraction:)` decomposes both endpoints on every evaluation; the
/// prepared `AffineTransformInterpolation` / `Transform3DInterpolation` decompose once and only
/// interpolate and recompose per evaluation. Inputs: pairs Scale(s)·Rotation(axis, θ)·Translation(t)
/// sharing one axis, with |θ| < 1.4 rad, for which the exact interpolation is
/// Scale(lerp s)·Rotation(axis, lerp θ)·Translation(lerp t); the reference builds that in WideReal.
func transformCases(_ fractions: [Double]) -> [BenchCase] {
  let axis = (0.3, -0.5, 0.8)
  let (angleA, angleB) = (-1.1, 1.3)
  let (scaleA, scaleB) = (0.6, 1.8)
  let (moveA, moveB) = ((10.0, -20.0, 5.0), (-40.0, 15.0, 30.0))
  func make3D(_ s: Double, _ angle: Double, _ t: (Double, Double, Double)) -> Transform3D {
    try! Transform3D(scaleX: s, y: s, z: s).concatenating(
      Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
    )
    .concatenating(Transform3D(translationX: t.0, y: t.1, z: t.2))
  }
  func make2D(_ s: Double, _ angle: Double, _ t: (Double, Double, Double)) -> AffineTransform {
    try! AffineTransform(scaleX: s, y: s).concatenating(AffineTransform(rotationAngle: angle))
      .concatenating(AffineTransform(translationX: t.0, y: t.1))
  }
  let (a3, b3) = (make3D(scaleA, angleA, moveA), make3D(scaleB, angleB, moveB))
  let (a2, b2) = (make2D(scaleA, angleA, moveA), make2D(scaleB, angleB, moveB))
  let prepared3 = Transform3DInterpolation(from: a3, to: b3)
  let prepared2 = AffineTransformInterpolation(from: a2, to: b2)

  /// The exact interpolated matrix, row-major, in WideReal.
  func reference(_ u: Double, planar: Bool) -> [WideReal] {
    let t = WideReal(u)
    let lerp = { (x: Double, y: Double) in (1 - t) * WideReal(x) + t * WideReal(y) }
    let s = lerp(scaleA, scaleB)
    let angle = lerp(angleA, angleB)
    let (c, sn) = (cos(angle), sin(angle))
    let move = [lerp(moveA.0, moveB.0), lerp(moveA.1, moveB.1), lerp(moveA.2, moveB.2)]
    if planar { return [s * c, s * sn, -s * sn, s * c, move[0], move[1]] }
    let length =
      (WideReal(axis.0) * WideReal(axis.0) + WideReal(axis.1) * WideReal(axis.1) + WideReal(axis.2)
      * WideReal(axis.2)).squareRoot()
    let n = [WideReal(axis.0) / length, WideReal(axis.1) / length, WideReal(axis.2) / length]
    let k = 1 - c
    // Row-vector Rodrigues matrix (the transpose of the column-vector one).
    let rotation: [[WideReal]] = [
      [c + k * n[0] * n[0], k * n[0] * n[1] + sn * n[2], k * n[0] * n[2] - sn * n[1]],
      [k * n[0] * n[1] - sn * n[2], c + k * n[1] * n[1], k * n[1] * n[2] + sn * n[0]],
      [k * n[0] * n[2] + sn * n[1], k * n[1] * n[2] - sn * n[0], c + k * n[2] * n[2]],
    ]
    return rotation.flatMap { row in row.map { s * $0 } + [0] } + move + [1]
  }
  func error(_ values: [[Double]], planar: Bool) -> Double {
    zip(fractions, values).map { u, v in
      zip(v, reference(u, planar: planar)).map { Double(abs(WideReal($0) - $1)) }.max()!
    }.max()!
  }

  return [
    BenchCase(
      kernel: "interpolation", variant: "affine-decompose-per-eval-scalar", count: fractions.count,
      maxError: { error(fractions.map { a2.interpolated(to: b2, fraction: $0).elements }, planar: true) },
      run: { fractions.reduce(0) { $0 + a2.interpolated(to: b2, fraction: $1).tx } }),
    BenchCase(
      kernel: "interpolation", variant: "affine-predecomposed-scalar", count: fractions.count,
      maxError: { error(fractions.map { prepared2.transform(at: $0).elements }, planar: true) },
      run: { fractions.reduce(0) { $0 + prepared2.transform(at: $1).tx } }),
    BenchCase(
      kernel: "interpolation", variant: "transform3d-decompose-per-eval-scalar", count: fractions.count,
      maxError: { error(fractions.map { a3.interpolated(to: b3, fraction: $0).elements }, planar: false) },
      run: { fractions.reduce(0) { $0 + a3.interpolated(to: b3, fraction: $1).m41 } }),
    BenchCase(
      kernel: "interpolation", variant: "transform3d-predecomposed-scalar", count: fractions.count,
      maxError: { error(fractions.map { prepared3.transform(at: $0).elements }, planar: false) },
      run: { fractions.reduce(0) { $0 + prepared3.transform(at: $1).m41 } }),
  ]
}
