import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `curves` command itself, run as a process the way a user runs it (issue 19): `curves bezier
/// --named ease --samples 10000000` in each format, its output thrown away (/dev/null). ns/eval is
/// per row; `peak_memory_bytes` is the largest resident set of the timed runs (getrusage's
/// ru_maxrss of the child), `output_bytes` the size of one run's output (counted through a pipe,
/// once, outside the timed runs). The target is under 150 MB at any sample count, and an SVG under
/// 1 MB. Needs the release `curves` beside `bench` (`swift build -c release --product curves`);
/// without it the rows are left out with a note on standard error.
let curvesCommandBenchmarks: BenchSuite = { configuration in
  let samples = configuration.size(10_000_000, quick: 1_000_000)
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("curves").path
  guard FileManager.default.isExecutableFile(atPath: executable) else {
    FileHandle.standardError.write(
      Data("bench: no curves beside bench (swift build -c release --product curves): curves-command rows left out\n".utf8))
    return []
  }
  return ["csv", "json", "svg"].map { format in
    let arguments = ["bezier", "--named", "ease", "--samples", "\(samples)", "--format", format]
    let peak = PeakMemory()
    return BenchCase(
      kernel: "curves-command", variant: "bezier-ease-\(format)", count: samples, isBaseline: format == "csv",
      singlePassRepetitions: 3, peakMemoryBytes: { peak.bytes },
      outputBytes: { Double(runCurves(executable, arguments, countingOutput: true).outputBytes) }
    ) {
      let result = runCurves(executable, arguments, countingOutput: false)
      peak.record(result.peakMemoryBytes)
      return Double(result.status)
    }
  }
}

/// The largest peak seen over the runs of one row.
private final class PeakMemory: @unchecked Sendable {
  private(set) var bytes: Double?
  func record(_ value: Double) { bytes = max(bytes ?? 0, value) }
}

/// Runs `curves ARGUMENTS` with standard output on /dev/null (or a pipe whose bytes are counted),
/// and returns its exit status, its peak resident memory (ru_maxrss, KiB on Linux, in bytes) and
/// the bytes it wrote.
private func runCurves(_ executable: String, _ arguments: [String], countingOutput: Bool)
  -> (status: Int32, peakMemoryBytes: Double, outputBytes: Int)
{
  var pipeEnds: [Int32] = [-1, -1]
  if countingOutput { _ = pipe(&pipeEnds) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if countingOutput {
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  }
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid = pid_t()
  guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (-1, 0, 0) }
  var outputBytes = 0
  if countingOutput {
    close(pipeEnds[1])
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = read(pipeEnds[0], &buffer, buffer.count)
      if read < 0 && errno == EINTR { continue }
      if read <= 0 { break }
      outputBytes += read
    }
    close(pipeEnds[0])
  }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  return (status, Double(usage.ru_maxrss) * 1024, outputBytes)
}
