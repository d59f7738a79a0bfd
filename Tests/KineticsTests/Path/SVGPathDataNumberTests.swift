import Kinetics
import KineticsTestSupport
import Testing

@Suite struct SVGPathDataNumberTests {
  /// The parser converts short numbers without `strtod` (Clinger's fast path); every number must
  /// still have the bits `Double(String)` gives, whether it takes that path or falls back.
  @Test func numbersHaveTheBitsOfDoubleFromString() throws {
    var random = SplitMix64(seed: 16)
    var texts = [
      "0", "-0", "+0.0", "5.", ".5", "-.5e-3", "1e22", "1e23", "1e-22", "1e-23", "9007199254740992",
      "9007199254740993", "123456789012345678901234", "0.1", "0.3", "2.5E+2", "7e-0", "1e308",
      "4.9e-324", "0.000000000000000000000000001", "17976931348623157e292",
    ]
    for _ in 0..<2000 {
      let digits = String(random.next() % 10_000_000_000_000_000)
      let cut = Int(random.next() % UInt64(digits.count + 1))
      var text = String(digits.prefix(cut)) + "." + String(digits.dropFirst(cut))
      if text == "." { text = "0" }
      if random.next() % 2 == 0 { text = "-" + text }
      if random.next() % 3 == 0 { text += "e\(Int(random.next() % 61) - 30)" }
      texts.append(text)
    }
    for text in texts {
      let parsed = try AnimationPath(svgPathData: "M \(text) 1").currentPoint?.x
      // The parser adds the origin (0 for an absolute command), so −0 reads as +0.
      #expect(parsed?.bitPattern == Double(text).map { 0 + $0 }?.bitPattern, "\(text)")
    }
  }
}
