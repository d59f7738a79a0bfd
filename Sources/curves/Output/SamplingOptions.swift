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
  /// from `domain.lowerBound` to `domain.upperBound`, with both ends exact. Evenly spaced points are
  /// computed when read, not stored (10⁷ of them would be 80 MB).
  /// - Throws: `InputError` when the domain is not finite (its ends overflowed the Double range).
  func points(over domain: ClosedRange<Double>, defaultCount: Int = 101) throws -> SamplePoints {
    if let at { return SamplePoints(list: try parseNumberList(at, what: "--at")) }
    guard domain.lowerBound.isFinite, domain.upperBound.isFinite else {
      throw InputError(
        "the sampled domain [\(domain.lowerBound), \(domain.upperBound)] overflows the Double range: give the points with --at")
    }
    return SamplePoints(from: domain.lowerBound, to: domain.upperBound, count: samples ?? defaultCount)
  }
}

/// Sample points: a list, or `count` evenly spaced points over [lower, upper] with both ends exact.
/// Evenly spaced points are computed on access, as lower + (upper − lower)·i/(n − 1), or as
/// lower·(1 − f) + upper·f when upper − lower overflows (ends of opposite sign near ±Double.max),
/// so that every point of a finite domain is finite.
struct SamplePoints: RandomAccessCollection {
  private let list: [Double]?
  private let lower: Double
  private let upper: Double
  let count: Int

  init(list: [Double]) {
    self.list = list
    (lower, upper, count) = (0, 0, list.count)
  }

  init(from lower: Double, to upper: Double, count: Int) {
    list = nil
    (self.lower, self.upper, self.count) = (lower, upper, count)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Double {
    if let list { return list[index] }
    if index == count - 1 { return upper }
    let fraction = Double(index) / Double(count - 1)
    let width = upper - lower
    return width.isFinite ? lower + width * fraction : lower * (1 - fraction) + upper * fraction
  }
}
