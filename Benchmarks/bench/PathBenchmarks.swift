import Foundation
import Kinetics

/// `path` kernel rows: arc length per element (adaptive Gauss–Legendre against fixed-order and
/// fixed-step rules), paced sampling (exact Newton scalar baseline, table scalar and batch), and
/// the table build, and the trim of a 100-segment path (static, and animated at random times).
let pathBenchmarks: BenchSuite = { configuration in
  let elements = PathBenchData.cubics(count: configuration.size(256, quick: 32))
  let paths = elements.map { cubic -> AnimationPath in
    var path = AnimationPath()
    try! path.move(to: cubic.0)
    try! path.addCurve(to: cubic.3, control1: cubic.1, control2: cubic.2)
    return path
  }
  let referenceLengths = paths.map { try! $0.measured(tolerance: 1e-15).length }
  func relativeError(_ lengths: [Double]) -> Double {
    zip(lengths, referenceLengths).map { abs($0 - $1) / $1 }.max() ?? 0
  }

  let mixed = try! AnimationPath(
    svgPathData: "M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 L 200 40 C 300 140 200 140 300 40 Z")
  let measured = try! mixed.measured()
  let reference = try! mixed.measured(tolerance: 1e-15)
  let table = try! measured.pacedTable()
  let sampleCount = configuration.size(4096, quick: 512)
  var generator = PathBenchData.Random(seed: 2024)
  let fractions = (0..<sampleCount).map { _ in generator.unit() }
  let floatFractions = fractions.map { Float($0) }
  // 100 segments: 25 times a relative cubic, quadratic, arc and line.
  let hundred = try! AnimationPath(
    svgPathData: "M 0 0 " + String(repeating: "c 20 80 60 80 80 0 q 20 -60 60 0 a 30 30 0 0 1 60 0 l 0 40 ", count: 25)
  ).measured()
  let trimCount = configuration.size(256, quick: 32)
  let trimWindows = (0..<trimCount).map { _ in
    let (a, b) = (generator.unit(), generator.unit())
    return (min(a, b), max(a, b), generator.unit())
  }
  // strokeStart 0 → 0.3, strokeEnd 0.2 → 1 (eased), offset 0 → 1 over one second, at random times.
  let trimTiming = try! MediaTiming(duration: 1)
  let animatedTrim = try! StrokeTrimAnimation(
    path: hundred, strokeStart: AnimatedTrimFraction(from: 0, to: 0.3, timing: trimTiming),
    strokeEnd: AnimatedTrimFraction(from: 0.2, to: 1, timing: trimTiming, timingFunction: CubicBezierTimingCurve.easeInEaseOut),
    offset: AnimatedTrimFraction(from: 0, to: 1, timing: trimTiming))
  let trimTimes = (0..<trimCount).map { _ in generator.unit() }
  // Outputs allocated once, as in the other kernels' batch rows: the rows time the kernel, not allocation.
  var doublePoints = [SIMD2<Double>](repeating: .zero, count: sampleCount)
  var floatPoints = [SIMD2<Float>](repeating: .zero, count: sampleCount)
  func pacedError(_ points: [SIMD2<Double>]) -> Double {
    zip(points, fractions).map { point, u in
      let exact = reference.point(atPacedFraction: u)
      return ((point.x - exact.x) * (point.x - exact.x) + (point.y - exact.y) * (point.y - exact.y)).squareRoot()
    }.max()! / reference.length
  }

  return [
    BenchCase(
      kernel: "path", variant: "arc-length-adaptive-gauss-legendre-scalar", count: paths.count,
      maxError: { relativeError(paths.map { try! $0.measured().length }) },
      run: { paths.reduce(0) { $0 + (try! $1.measured().length) } }),
    BenchCase(
      kernel: "path", variant: "arc-length-fixed-gauss-legendre-16-scalar", count: paths.count,
      maxError: { relativeError(elements.map(PathBenchData.gaussLegendre16Length)) },
      run: { elements.reduce(0) { $0 + PathBenchData.gaussLegendre16Length($1) } }),
    BenchCase(
      kernel: "path", variant: "arc-length-simpson-256-steps-scalar", count: paths.count,
      maxError: { relativeError(elements.map(PathBenchData.simpsonLength)) },
      run: { elements.reduce(0) { $0 + PathBenchData.simpsonLength($1) } }),
    BenchCase(
      kernel: "path", variant: "paced-exact-newton-scalar", count: sampleCount, isBaseline: true,
      maxError: { pacedError(fractions.map(measured.point(atPacedFraction:))) },
      run: { fractions.reduce(0) { $0 + measured.point(atPacedFraction: $1).x } }),
    BenchCase(
      kernel: "path", variant: "paced-table-scalar", count: sampleCount,
      maxError: { pacedError(fractions.map(table.point(atPacedFraction:))) },
      // x + y: the row computes whole points, as the batch rows do (x alone lets y be optimized away).
      run: {
        fractions.reduce(0) { sum, u in
          let point = table.point(atPacedFraction: u)
          return sum + (point.x + point.y)
        }
      }),
    BenchCase(
      kernel: "path", variant: "paced-table-batch-double", count: sampleCount,
      maxError: {
        let (x, y) = table.points(atPacedFractions: fractions)
        return pacedError(zip(x, y).map { SIMD2($0, $1) })
      },
      run: {
        fractions.withUnsafeBufferPointer { input in
          doublePoints.withUnsafeMutableBufferPointer { output in
            try! table.points(atPacedFractions: input, into: output)
          }
        }
        return doublePoints[sampleCount / 2].x
      }),
    BenchCase(
      kernel: "path", variant: "paced-table-batch-float", count: sampleCount,
      maxError: {
        let (x, y) = table.points(atPacedFractions: floatFractions)
        return zip(zip(x, y), floatFractions).map { point, u in
          let exact = reference.point(atPacedFraction: Double(u))
          let dx = Double(point.0) - exact.x
          let dy = Double(point.1) - exact.y
          return (dx * dx + dy * dy).squareRoot()
        }.max()! / reference.length
      },
      run: {
        floatFractions.withUnsafeBufferPointer { input in
          floatPoints.withUnsafeMutableBufferPointer { output in
            try! table.points(atPacedFractions: input, into: output)
          }
        }
        return Double(floatPoints[sampleCount / 2].x)
      }),
    BenchCase(
      kernel: "path", variant: "paced-table-build-tolerance-1e-9", count: 1,
      maxError: { nil },
      run: { Double((try! measured.pacedTable()).intervalCount) }),
    BenchCase(
      kernel: "path", variant: "trim-100-segment-path", count: trimCount,
      // |trimmed length − (b − a)·L| / L over the windows.
      maxError: {
        trimWindows.map { a, b, offset in
          let trimmed = try! hundred.trimmed(from: a, to: b, offset: offset)
          return abs(try! trimmed.measured().length - (b - a) * hundred.length) / hundred.length
        }.max()
      },
      run: {
        trimWindows.reduce(0) { sum, window in
          sum + Double(try! hundred.trimmed(from: window.0, to: window.1, offset: window.2).elements.count)
        }
      }),
    BenchCase(
      kernel: "path", variant: "trim-animated-100-segment-path", count: trimCount,
      // |trimmed length − (end − start)·L| / L at the times, the window read from the animation.
      maxError: {
        trimTimes.map { t in
          let window = try! animatedTrim.window(atParentTime: t)
          let trimmed = try! animatedTrim.trimmed(atParentTime: t)
          let length = trimmed.elements.isEmpty ? 0 : try! trimmed.measured().length
          return abs(length - (window.end - window.start) * hundred.length) / hundred.length
        }.max()
      },
      run: { trimTimes.reduce(0) { $0 + Double(try! animatedTrim.trimmed(atParentTime: $1).elements.count) } }),
  ]
}

/// Inputs and the naive reference rules for the `path` rows.
enum PathBenchData {
  typealias Cubic = (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)

  struct Random {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    /// SplitMix64 (Steele, Lea & Flood 2014), 53 bits in [0, 1).
    mutating func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
    }
  }

  /// Random cubics in [0, 100]²; every fourth is a near-cusp (P3 + P2 − P1 − P0 of size 1e-3,
  /// minimum speed about 1e-3 of the typical speed), as a demanding path has.
  static func cubics(count: Int) -> [Cubic] {
    var random = Random(seed: 42)
    func point() -> SIMD2<Double> { SIMD2(random.unit() * 100, random.unit() * 100) }
    return (0..<count).map { index in
      let (p0, p1, p2) = (point(), point(), point())
      var p3 = point()
      if index % 4 == 0 { p3 = p1 + p0 - p2 + SIMD2(1e-3, 0) }
      return (p0, p1, p2, p3)
    }
  }

  static func speed(_ c: Cubic, _ t: Double) -> Double {
    let s = 1 - t
    let d = 3 * (s * s * (c.1 - c.0) + 2 * s * t * (c.2 - c.1) + t * t * (c.3 - c.2))
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// 16-point Gauss–Legendre on [0, 1], no splitting: what a fixed-order rule gives.
  static let gaussLegendre16: [(node: Double, weight: Double)] = {
    // Nodes by Newton on P₁₆ (three-term recurrence), weights 2/((1−x²)P′(x)²).
    let n = 16
    return (1...n).map { i in
      var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        var (p0, p1) = (1.0, x)
        for k in 2...n { (p0, p1) = (p1, ((2 * Double(k) - 1) * x * p1 - Double(k - 1) * p0) / Double(k)) }
        derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
        let step = p1 / derivative
        x -= step
        if abs(step) < 1e-17 { break }
      }
      return (x, 2 / ((1 - x * x) * derivative * derivative))
    }
  }()

  static func gaussLegendre16Length(_ c: Cubic) -> Double {
    gaussLegendre16.reduce(0) { $0 + $1.weight * speed(c, 0.5 + 0.5 * $1.node) } * 0.5
  }

  /// Composite Simpson with 256 steps: what a fixed-step rule gives.
  static func simpsonLength(_ c: Cubic) -> Double {
    let steps = 256
    let h = 1 / Double(steps)
    var sum = speed(c, 0) + speed(c, 1)
    for i in 1..<steps { sum += (i % 2 == 1 ? 4 : 2) * speed(c, Double(i) * h) }
    return sum * h / 3
  }
}
