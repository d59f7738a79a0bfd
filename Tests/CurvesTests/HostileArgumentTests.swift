import Foundation
import Testing

/// Arguments an attacker or a broken script might pass. Whatever they are, `curves` answers with
/// exit status 2 and one line on standard error, writes nothing, and never crashes or allocates
/// for a request it is going to refuse (docs/curves.md, issue 7).
@Suite struct HostileArgumentTests {
  /// The curve every `bezier` case below starts from (CSS ease-in-out).
  static let bezier = ["bezier", "0.42", "0", "0.58", "1"]

  @Test(arguments: [["--no-such-option"], ["--versions"], ["-x"], ["--samples", "10"]])
  func unknownRootOptionsAreRefused(arguments: [String]) throws {
    expectRefused(try CurvesProcess.run(arguments), "\(arguments)")
  }

  /// Words a shell script can produce by mistake: empty, huge, control characters, a newline (the
  /// message must still be one line), bytes that look like options.
  @Test(arguments: ["", String(repeating: "x", count: 100_000), "bad\nname", "\u{1B}[31mred", "bézier", "-"])
  func malformedSubcommandNamesAreRefusedOnOneLine(name: String) throws {
    expectRefused(try CurvesProcess.run([name]), "\(name.prefix(20).debugDescription)")
  }

  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func unknownSubcommandOptionsAreRefused() throws {
    for extra in [["--no-such-option"], ["--format", "xml"], ["--samples"], ["--at"], ["extra-word"]] {
      expectRefused(try CurvesProcess.run(Self.bezier + extra), "\(extra)")
    }
  }

  /// Counts outside 2…10⁷, negative ones in both option forms, and integers that overflow Int.
  /// Run under a 4 GiB address-space limit (except under a sanitizer): an attempt to allocate for
  /// 10¹² samples would crash there instead of exiting with status 2.
  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func absurdSampleCountsAreRefusedBeforeAllocating() throws {
    let counts = [
      ["--samples", "0"], ["--samples", "1"], ["--samples=-1"], ["--samples", "-1"],
      ["--samples", "10000001"], ["--samples", "1000000000000"], ["--samples", "\(Int.max)"],
      ["--samples", "9223372036854775808"], ["--samples", "1e6"], ["--samples", "ten"],
      ["--samples", "5", "--at", "0.5"],
    ]
    for count in counts {
      let result = try CurvesProcess.run(
        Self.bezier + count, addressSpaceLimit: CurvesFeatures.isSanitized ? nil : 4 << 20)
      expectRefused(result, "\(count)")
    }
  }

  /// `--at` takes finite numbers only: NaN, infinities (also by overflow, 1e999), words and empty
  /// lists are refused, in every position of the list.
  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func nonFiniteOrMalformedSamplePointsAreRefused() throws {
    let lists = [
      "nan", "NaN", "inf", "-inf", "infinity", "1e999", "-1e999", "0,0.5,nan", "0.5,inf",
      "abc", "0.5,abc", "", ",", " ", "0x", "1..2", "--", "0.5;0.7",
    ]
    for list in lists {
      expectRefused(try CurvesProcess.run(Self.bezier + ["--at=\(list)"]), "--at=\(list.debugDescription)")
    }
  }
}
