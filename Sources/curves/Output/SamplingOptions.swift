import ArgumentParser

/// `--samples N` and `--at a,b,c`, shared by every sampling subcommand.
struct SamplingOptions: ParsableArguments {
  /// The largest sample count accepted. Checked before anything is allocated: 10⁷ rows of CSV are
  /// already about half a gigabyte of text.
  static let maximumSamples = 10_000_000

  @Option(help: "Number of evenly spaced samples over the natural domain, both ends included (2…10000000).")
  var samples: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Exact sample points, separated by commas (e.g. --at 0,0.25,1 or --at=-0.5,1).", valueName: "list"))
  var at: String?

  func validate() throws {
    if samples != nil, at != nil { throw ValidationError("--samples and --at cannot be used together") }
    if let samples, !(2...Self.maximumSamples).contains(samples) {
      throw ValidationError("--samples must be between 2 and \(Self.maximumSamples), got \(samples)")
    }
  }

  /// The sample points: the `--at` list, or `--samples` (else `defaultCount`) evenly spaced points
  /// from `domain.lowerBound` to `domain.upperBound`, with both ends exact.
  func points(over domain: ClosedRange<Double>, defaultCount: Int = 101) throws -> [Double] {
    if let at { return try parseNumberList(at, what: "--at") }
    let count = samples ?? defaultCount
    let width = domain.upperBound - domain.lowerBound
    return (0..<count).map { index in
      index == count - 1
        ? domain.upperBound : domain.lowerBound + width * (Double(index) / Double(count - 1))
    }
  }
}
