import CKinetics
import Kinetics

/// `c-api-path`: paced points along a path with a line, a quadratic, a cubic and an arc (a handle
/// made with its paced table, `kn_path_create_svg_with_paced_table`), the Swift
/// `PacedPathTable.points(atPacedFractions:x:y:)` against `kn_path_sample_paced` without angles;
/// `c-api-path-angles`: the same with tangent angles (a Swift loop over the table's points and
/// `MeasuredPath.tangentAngle(at: location(atPacedFraction:))` against the C call with angles).
func pathRows(count: Int, inputs: [Double]) -> [BenchCase] {
  let data = "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
  let measured = try! AnimationPath(svgPathData: data).measured()
  let table = try! measured.pacedTable()
  var handle: OpaquePointer?
  precondition(CKinetics.kn_path_create_svg_with_paced_table(data, &handle) == KN_OK)
  let (source, x) = benchBuffers(inputs)
  let y = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  let angle = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  y.initialize(repeating: 0)
  angle.initialize(repeating: 0)
  return cAPIPair(
    kernel: "c-api-path", suffix: "double", count: count, outputs: y,
    swift: { try! table.points(atPacedFractions: source, x: x, y: y) },
    c: {
      _ = CKinetics.kn_path_sample_paced(
        handle, source.baseAddress, x.baseAddress, y.baseAddress, nil, KN_ROTATION_AUTO, count)
    })
    + cAPIPair(
      kernel: "c-api-path-angles", suffix: "double", count: count, outputs: angle,
      swift: {
        try! table.points(atPacedFractions: source, x: x, y: y)
        for index in 0..<count {
          angle[index] = measured.tangentAngle(
            at: measured.location(atPacedFraction: source[index]))
        }
      },
      c: {
        _ = CKinetics.kn_path_sample_paced(
          handle, source.baseAddress, x.baseAddress, y.baseAddress, angle.baseAddress,
          KN_ROTATION_AUTO, count)
      })
}
