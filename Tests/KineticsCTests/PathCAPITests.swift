import Kinetics
import Testing

@Suite struct PathCAPITests {
  static let data = "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
  static let fractions: [Double] = [-1, 0, 0.05, 0.25, 0.5, 0.61, 0.9, 1, .nan]

  @Test func cProgramGetsTheSwiftPathResultsBitForBitExactByDefaultTabledOnRequest() throws {
    let output = try CClient.compileAndRun("paths.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    let measured = try AnimationPath(svgPathData: Self.data).measured()
    let table = try measured.pacedTable()
    #expect(values["length[0]"] == measured.length)
    #expect(fields["keyframes"] == "\(measured.keyframeCount)")
    let (x, y) = table.points(atPacedFractions: Self.fractions)
    for (index, u) in Self.fractions.enumerated() {
      // kn_path_create_svg: the exact sampler; kn_path_create_svg_with_paced_table: the table.
      let exact = measured.point(atPacedFraction: u)
      #expect(values["x[\(index)]"] == exact.x, "u=\(u)")
      #expect(values["y[\(index)]"] == exact.y, "u=\(u)")
      #expect(values["tx[\(index)]"] == x[index], "u=\(u)")
      #expect(values["ty[\(index)]"] == y[index], "u=\(u)")
      let location = measured.location(atPacedFraction: u)
      #expect(
        values["angle[\(index)]"] == measured.tangentAngle(at: location, rotationMode: .auto),
        "u=\(u)")
      #expect(
        values["reversed[\(index)]"]
          == measured.tangentAngle(at: location, rotationMode: .autoReverse), "u=\(u)")
    }
    let expectedError: String
    do {
      _ = try AnimationPath(svgPathData: "M0 0 L10")
      expectedError = "accepted"
    } catch {
      expectedError = "\(error)"
    }
    #expect(fields["error"] == "kn_path_create_svg: \(expectedError)")
  }
}
