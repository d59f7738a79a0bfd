import Foundation
import Testing
import KineticsTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `--output FILE` never leaves a damaged file: bad destinations are refused with status 2, a
/// refused run leaves an existing file as it was, and a run killed at any moment leaves either the
/// old content or the complete new content (docs/curves.md, issue 7).
@Suite struct OutputFileSafetyTests {
  static let bezier = ["bezier", "0.42", "0", "0.58", "1"]

  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func outputIntoAMissingDirectoryIsRefused() throws {
    try withTemporaryDirectory("curves-output") { scratch in
      let target = scratch.appendingPathComponent("no/such/directory/out.csv")
      expectRefused(try CurvesProcess.run(Self.bezier + ["--output", target.path]))
      #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("no").path))
    }
  }

  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func outputOntoADirectoryIsRefusedAndTheDirectoryKept() throws {
    try withTemporaryDirectory("curves-output") { scratch in
      let target = scratch.appendingPathComponent("plots")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data("kept".utf8).write(to: target.appendingPathComponent("inside.txt"))
      expectRefused(try CurvesProcess.run(Self.bezier + ["--output", target.path]))
      expectRefused(try CurvesProcess.run(Self.bezier + ["--output", target.path + "/"]))
      #expect(try String(contentsOf: target.appendingPathComponent("inside.txt"), encoding: .utf8) == "kept")
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["plots"])
    }
  }

  /// Invalid input is found before the file is opened: the old content stays, no stray file appears.
  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func refusedInputLeavesAnExistingFileUntouched() throws {
    try withTemporaryDirectory("curves-output") { scratch in
      let target = scratch.appendingPathComponent("out.csv")
      try Data("old content\n".utf8).write(to: target)
      for bad in [["--samples", "0"], ["--at=nan"], ["--format", "xml"]] {
        expectRefused(try CurvesProcess.run(Self.bezier + bad + ["--output", target.path]), "\(bad)")
      }
      expectRefused(try CurvesProcess.run(["bezier", "1.5", "0", "0.5", "1", "--output", target.path]))
      #expect(try String(contentsOf: target, encoding: .utf8) == "old content\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["out.csv"])
    }
  }

  /// SIGKILL at seeded random moments while `curves` computes and writes about 4 MB onto an
  /// existing file. After every kill the file must be byte for byte the old content or the complete
  /// new content. The moments spread over 1.2× the time of one complete run, so some land while the
  /// temporary file is written and flushed, some before, some after the rename.
  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func killedMidWriteLeavesTheOldOrTheCompleteNewFile() throws {
    try withTemporaryDirectory("curves-output") { scratch in
      let target = scratch.appendingPathComponent("out.csv")
      let arguments = Self.bezier + ["--samples", "150000", "--output", target.path]

      let started = Date()
      #expect(try CurvesProcess.run(arguments).status == 0)
      let completeRunSeconds = Date().timeIntervalSince(started)
      let newContent = try Data(contentsOf: target)
      #expect(newContent.count > 3_000_000)
      let oldContent = Data("x,y\nold content, not a single new byte\n".utf8)

      var generator = SplitMix64(seed: 20_261_121)
      var outcomes = (old: 0, new: 0)
      for _ in 0..<10 {
        try oldContent.write(to: target)
        let process = Process()
        process.executableURL = CurvesProcess.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(generator.nextUnit() * 1.2 * completeRunSeconds * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let content = try Data(contentsOf: target)
        if content == oldContent {
          outcomes.old += 1
        } else if content == newContent {
          outcomes.new += 1
        } else {
          Issue.record("partial file after SIGKILL: \(content.count) of \(newContent.count) bytes")
        }
      }
      // Both outcomes occurring shows the kills straddled the write; a fixed seed keeps this repeatable
      // only up to scheduling, so it is reported rather than required.
      print("killedMidWrite: \(outcomes.old) kills left the old file, \(outcomes.new) the new one")
    }
  }
}
