import Foundation
import KineticsTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The infrastructure every subcommand shares (docs/curves.md), exercised through `curves bezier`.
@Suite struct CurvesOutputTests {
  static let curve = ["bezier", "--named", "easeInEaseOut"]

  @Test func samplesDefaultsToOneHundredAndOneEvenlySpacedPointsWithExactEnds() throws {
    let result = try CurvesProcess.run(Self.curve)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 102)
    #expect(lines[1].hasPrefix("0.0,") && lines[101].hasPrefix("1.0,"))
    let custom = try CurvesProcess.run(Self.curve + ["--samples", "7"])
    #expect(custom.standardOutput.split(separator: "\n").count == 8)
  }

  @Test func jsonIsAnArrayOfRecordsWithTheColumnNames() throws {
    let result = try CurvesProcess.run(Self.curve + ["--at", "0,0.5,1", "--format", "json"])
    #expect(result.status == 0)
    let records =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      as? [[String: Double]]
    #expect(records?.count == 3)
    #expect(records?[2] == ["x": 1, "y": 1])
  }

  @Test func svgIsAWellFormedXMLDocumentWithAxesLabelsAndTheCurve() throws {
    let result = try CurvesProcess.run(Self.curve + ["--format", "svg", "--samples", "50"])
    #expect(result.status == 0)
    let collector = SVGElementCollector()
    let parser = XMLParser(data: Data(result.standardOutput.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "SVG must parse as XML: \(String(describing: parser.parserError))")
    #expect(collector.elements.first == "svg")
    #expect(collector.elements.contains("polyline"))
    #expect(collector.elements.filter { $0 == "line" }.count >= 8, "grid lines and ticks")
    #expect(collector.texts.contains("x (input fraction)"))
    #expect(collector.texts.contains("y (progress)"))
    #expect(collector.texts.contains("0.4"), "tick labels")
  }

  @Test func outputWritesTheFileAndNothingToStandardOutput() throws {
    try withTemporaryDirectory("curves-output") { directory in
      let file = directory.appendingPathComponent("curve.csv")
      let result = try CurvesProcess.run(Self.curve + ["--samples", "3", "--output", file.path])
      #expect(result.status == 0)
      #expect(result.standardOutput.isEmpty)
      let written = try String(contentsOf: file, encoding: .utf8)
      #expect(written == (try CurvesProcess.run(Self.curve + ["--samples", "3"])).standardOutput)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(leftovers == ["curve.csv"], "no temporary file is left behind")
    }
  }

  @Test func invalidCallLeavesAnExistingOutputFileUntouched() throws {
    try withTemporaryDirectory("curves-output") { directory in
      let file = directory.appendingPathComponent("keep.csv")
      try "precious\n".write(to: file, atomically: true, encoding: .utf8)
      for arguments in [
        ["bezier", "2", "0", "0.5", "1"], ["bezier", "--named", "easeIn", "--samples", "1"],
        ["bezier", "--named", "easeIn", "--at", "0,x"],
        ["bezier", "--named", "easeIn", "--format", "png"],
      ] {
        let result = try CurvesProcess.run(arguments + ["--output", file.path])
        #expect(result.status == 2, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.filter(\.isNewline).count == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == "precious\n")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["keep.csv"])
    }
  }

  @Test(arguments: [
    ["--samples", "1"], ["--samples", "0"], ["--samples", "-3"], ["--samples", "many"],
    ["--samples", "20000000"], ["--at", ""], ["--at", "0,nan"], ["--at", "0.5,inf"],
    ["--samples", "3", "--at", "0.5"], ["--format", "xml"], ["--output", "/no/such/dir/out.csv"],
    ["--no-such-option"],
  ])
  func invalidSharedOptionsExitTwoWithOneLineAndNoOutput(arguments: [String]) throws {
    let result = try CurvesProcess.run(Self.curve + arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}

/// Records element names and text nodes of an XML document.
final class SVGElementCollector: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var texts: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(elementName)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { texts.append(trimmed) }
  }
}
