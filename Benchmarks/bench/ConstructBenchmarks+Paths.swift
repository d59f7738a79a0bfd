import CKinetics
import Kinetics

/// `path` construct and lifecycle rows: what an engine pays to animate along a fresh path.
///
/// - `path-construct-svg-…`: parsing SVG path data into an `AnimationPath`.
/// - `measured-path-construct-…`: measuring a parsed path (`measured()`).
/// - `paced-table-construct-…`: building the paced table of a measured path (`pacedTable()`).
/// - `kn-path-create-svg-construct-…`: the C API's create call, then destroy.
/// - `lifecycle-…-exact-N`: parse, measure and N paced points by the exact sampler;
///   `lifecycle-…-table-N`: the same with the table built and sampled instead. The break-even N
///   where the table starts to pay is where these two rows cross (docs/paths.md).
///
/// Paths: the bench's mixed path (a cubic, a quadratic, an arc, a line, a second cubic and a close)
/// with its first control point moved a little in each of 8 copies, so no parse repeats the last.
let pathConstructBenchmarks: BenchSuite = { configuration in
  let sources = (0..<8).map { index in
    "M 0 0 C \(20 + index) 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 L 200 40 C 300 140 200 140 300 40 Z"
  }
  let paths = sources.map { try! AnimationPath(svgPathData: $0) }
  let measuredPaths = paths.map { try! $0.measured() }
  func row(_ variant: String, _ work: @escaping (Int) -> Double) -> BenchCase {
    BenchCase(
      kernel: "path", variant: variant, count: sources.count,
      run: { (0..<sources.count).reduce(0) { $0 + work($1) } })
  }
  func lifecycle(samples: Int, table: Bool) -> BenchCase {
    let fractions = (0..<samples).map { (Double($0) + 0.5) / Double(samples) }
    return row("lifecycle-svg-measure-\(table ? "table" : "exact")-\(samples)") { index in
      let measured = try! AnimationPath(svgPathData: sources[index]).measured()
      if table {
        let paced = try! measured.pacedTable()
        return fractions.reduce(0) { $0 + paced.point(atPacedFraction: $1).x }
      }
      return fractions.reduce(0) { $0 + measured.point(atPacedFraction: $1).x }
    }
  }
  let sampleCounts = configuration.quick ? [16] : [16, 256, 1024, 4096]
  return [
    row("path-construct-svg-mixed") { Double(try! AnimationPath(svgPathData: sources[$0]).keyframeCount) },
    row("measured-path-construct-mixed") { try! paths[$0].measured().length },
    row("paced-table-construct-mixed") { Double(try! measuredPaths[$0].pacedTable().intervalCount) },
    row("kn-path-create-svg-construct-mixed") { index in
      var handle: OpaquePointer?
      precondition(CKinetics.kn_path_create_svg(sources[index], &handle) == KN_OK)
      var length = 0.0
      _ = CKinetics.kn_path_length(handle, &length)
      CKinetics.kn_path_destroy(handle)
      return length
    },
  ] + sampleCounts.flatMap { [lifecycle(samples: $0, table: false), lifecycle(samples: $0, table: true)] }
}
