import ArgumentParser

/// The `curves` argument handling, in process: parse arbitrary words with `Curves.parseAsRoot`
/// (every subcommand listed in `CurvesSubcommands.all` is reachable), compute the chosen command's
/// output and write it in the chosen format to an in-memory sink, catching every error.
///
/// Input layout: argv words separated by newlines (or NUL bytes), so a word may hold spaces, as
/// `--d "M 0 0 L 1 1"` does on a shell. Nothing is ever written: `makeOutput()` and
/// `OutputOptions.write(_:to:)` with `OutputSink.inMemory()` are called, never `run()`, so
/// `--output` names no file that this target touches.
/// Properties: no trap, no sanitizer report, no hang (libFuzzer's -timeout turns a slow input into
/// a finding), and an error message is produced for every rejected input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let words = input.remainingText().split(whereSeparator: { $0 == "\n" || $0 == "\0" }).map(String.init)
  guard requestedSampleCountsAreSmall(words), pathDataIsInline(words) else { return 0 }
  do {
    let command = try Curves.parseAsRoot(words)
    if let curveCommand = command as? any CurveCommand {
      try curveCommand.outputOptions.write(curveCommand.makeOutput(), to: OutputSink.inMemory())
    }
  } catch {
    if Curves.message(for: error).isEmpty && Curves.exitCode(for: error) != .success {
      fuzzFailure("\(words) failed with an empty message")
    }
  }
  return 0
}

/// The largest `--samples` this target lets through. The CLI itself accepts up to
/// `SamplingOptions.maximumSamples` (10⁷), which is correct but takes seconds per input: fuzzing
/// looks for wrong answers to small inputs, and the cap itself is tested by CurvesTests. No code
/// path of the CLI depends on the count beyond a few samples (every sample loop and the renderers
/// do the same per point for 5 points as for 10⁷), so 257 leaves every path reachable; larger
/// counts only made inputs slower: `bezier … --samples 10000` took 230 ms per input as SVG and
/// 75 ms as CSV in this target (AddressSanitizer, release), 12 ms with 257 samples as SVG.
/// Counts a command picks itself (101, or 401 for timing and animator) are not affected.
let largestFuzzedSampleCount = 257

/// False when path data would be read from standard input or a file (`--d -`, `--d @FILE`): the
/// target must not block on its own standard input nor read the machine's files. Those sources
/// are fuzzed by `curves-lists-and-path-sources`, in memory and through a pipe.
func pathDataIsInline(_ words: [String]) -> Bool {
  for (index, word) in words.enumerated() {
    let value = word == "--d" ? (index + 1 < words.count ? words[index + 1] : "") : word.hasPrefix("--d=") ? String(word.dropFirst(4)) : nil
    if let value, value == "-" || value.hasPrefix("@") { return false }
  }
  return true
}

/// False when a `--samples N` or `--samples=N` word asks for more than `largestFuzzedSampleCount`.
/// Values that are not integers pass: ArgumentParser rejects them, which is worth fuzzing.
func requestedSampleCountsAreSmall(_ words: [String]) -> Bool {
  for (index, word) in words.enumerated() {
    let value: Substring?
    if word == "--samples" {
      value = index + 1 < words.count ? Substring(words[index + 1]) : nil
    } else if word.hasPrefix("--samples=") {
      value = word.dropFirst("--samples=".count)
    } else {
      value = nil
    }
    if let value, let count = Int(value), count > largestFuzzedSampleCount { return false }
  }
  return true
}
