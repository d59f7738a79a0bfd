import Foundation
import PropertyBased
import Testing

/// The seed every property check starts from, so that a run can be repeated input for input.
///
/// `propertyCheck` of x-sheep/swift-property-based 2.0.1 draws a fresh `Xoshiro()` for every case,
/// and its `.fixedSeed` trait runs one case and always records an issue (it is meant for a single
/// replay, never for committed tests), so it cannot make a committed suite reproducible. Its
/// generators, however, run on any seeded generator (`Generator.run(using:)`), and `Xoshiro` takes
/// a public seed: `reproducibleCheck` feeds them one stream per test, derived from this seed and
/// the test's name.
///
/// - `KINETICS_PROPERTY_SEED` unset: the fixed default below, the same inputs on every run.
/// - `KINETICS_PROPERTY_SEED=N` (a UInt64): another fixed stream, to explore more inputs.
/// - `KINETICS_PROPERTY_SEED=random`: a new seed, printed on standard error so that a failure can
///   be replayed with `KINETICS_PROPERTY_SEED=<printed value>`.
enum PropertySeed {
  /// The default seed (the first 64 bits of the fractional part of π, an arbitrary fixed choice).
  static let defaultSeed: UInt64 = 0x243F_6A88_85A3_08D3

  static let base: UInt64 = {
    let setting = ProcessInfo.processInfo.environment["KINETICS_PROPERTY_SEED"]
    switch setting {
    case nil, "": return defaultSeed
    case "random":
      let seed = UInt64.random(in: .min ... .max)
      FileHandle.standardError.write(Data("property tests: KINETICS_PROPERTY_SEED=\(seed)\n".utf8))
      return seed
    case let text?:
      guard let seed = UInt64(text) else { fatalError("KINETICS_PROPERTY_SEED must be a UInt64 or 'random', got '\(text)'") }
      return seed
    }
  }()

  /// A generator for one test: the base seed mixed with a stable hash (FNV-1a) of the test's name,
  /// so that adding a test does not change the inputs of the others.
  static func generator(for name: String) -> Xoshiro {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    var mix = SplitMix(state: base ^ hash)
    return Xoshiro(seed: (mix.next(), mix.next(), mix.next(), mix.next()))
  }

  /// SplitMix64 (Steele, Lea & Flood 2014), the seeding generator the xoshiro authors recommend.
  private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}

/// Calls `body` with `count` inputs drawn from `input`, reproducibly: the same inputs on every run
/// for a given `KINETICS_PROPERTY_SEED` (see `PropertySeed`), so a failure comes back when the
/// suite runs again with the same setting. The expectations in `body` print the input they fail on.
///
/// No shrinking: the library shrinks only inside `propertyCheck`, which is not reproducible.
func reproducibleCheck<each Value, each Shrink>(
  count: Int, input: repeat Generator<each Value, each Shrink>,
  function: String = #function,
  perform body: (repeat each Value) throws -> Void
) rethrows {
  var rng = PropertySeed.generator(for: function)
  for _ in 0..<count {
    try body(repeat (each input).run(using: &rng))
  }
}
