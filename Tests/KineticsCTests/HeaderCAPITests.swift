import Foundation
import Testing

@Suite struct HeaderCAPITests {
  /// Every `kn_…(` the header declares, and every `kn_` symbol the library exports.
  @Test
  func libraryExportsExactlyTheFunctionsTheHeaderDeclares() throws {
    let header = try String(
      contentsOf: CClient.header.appendingPathComponent("kinetics.h"), encoding: .utf8)
    let declared = Set(
      header.matches(of: /(kn_[a-z0-9_]+)\(/).map { String($0.output.1) })
    let symbols = try CClient.run("nm", ["-D", "--defined-only", CClient.library.path])
    #expect(symbols.status == 0, "\(symbols.standardError)")
    let exported = Set(
      symbols.standardOutput.split(separator: "\n").compactMap { line -> String? in
        let fields = line.split(separator: " ")
        guard fields.count == 3, fields[1] == "T", fields[2].hasPrefix("kn_") else { return nil }
        return String(fields[2])
      })
    #expect(declared.count == 119)
    #expect(
      declared == exported,
      "declared only: \(declared.subtracting(exported)), exported only: \(exported.subtracting(declared))"
    )
  }
}
