import Foundation
import Testing

@Suite struct CoupledSpringsCommandTests {
  @Test func singleMassMatchesTheClosedForm() throws {
    // m = 1, k = 4 (one wall spring), no damping: x(t) = x0·cos(2t) for x0 = −0.5.
    let result = try CurvesProcess.run([
      "coupled-springs", "--masses", "1", "--stiffnesses", "4 0", "--position", "-0.5",
      "--at", "0,0.3,1.7", "--method", "expm",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("t,position0,velocity0\n"))
    let rows = result.standardOutput.split(separator: "\n").dropFirst()
      .map { $0.split(separator: ",").map { Double($0)! } }
    for row in rows {
      // 1e-13 absolute: the matrix exponential is accurate to rounding here.
      #expect(abs(row[1] - -0.5 * cos(2 * row[0])) < 1e-13)
      #expect(abs(row[2] - sin(2 * row[0])) < 1e-13)
    }
  }

  @Test func invalidChainIsRejected() throws {
    let result = try CurvesProcess.run([
      "coupled-springs", "--masses", "1 1", "--stiffnesses", "1 1", "--position", "0 0",
    ])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
