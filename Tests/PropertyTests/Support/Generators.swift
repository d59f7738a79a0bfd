import Kinetics
import KineticsLinearAlgebra
import PropertyBased

/// Generators of valid Kinetics values, shared by the property suites. Each part adds its own
/// (`Gen.spring`, `Gen.keyframeTrack`, …) here, so every suite draws from the same distributions.
extension Gen where Value == CubicBezierTimingCurve {
  /// Valid cubic-Bézier timing curves: x1, x2 uniform in [0, 1] (the range the constructor
  /// accepts) and y1, y2 uniform in `yRange`.
  static func cubicBezier(
    y yRange: ClosedRange<Double>
  ) -> Generator<CubicBezierTimingCurve, some Sequence & SendableMetatype> {
    zip(
      Gen<Double>.double(in: 0...1), Gen<Double>.double(in: yRange),
      Gen<Double>.double(in: 0...1), Gen<Double>.double(in: yRange)
    ).compactMap { x1, y1, x2, y2 in try? CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2) }
  }
}

/// Points of the unit interval, the domain of timing functions.
enum UnitInterval {
  /// x in [0, 1] with each end drawn 5 % of the time: uniform draws almost never hit 0 or 1
  /// exactly, and the ends are where a solver's rounding shows first.
  static var points: Generator<Double, some Sequence & SendableMetatype> {
    Gen<Double>.double(in: 0...1).map { $0 < 0.05 ? 0 : $0 > 0.95 ? 1 : $0 }
  }
}

extension Gen where Value == Spring {
  /// Valid springs over the range animations use: mass in [0.1, 10], stiffness in [1, 1000] and
  /// damping ratio ζ in `dampingRatio` (damping c = 2ζ√(k·m)), so underdamped, critical-adjacent
  /// and overdamped springs are all drawn.
  static func spring(
    dampingRatio: ClosedRange<Double>
  ) -> Generator<Spring, some Sequence & SendableMetatype> {
    zip(
      Gen<Double>.double(in: 0.1...10), Gen<Double>.double(in: 1...1000), Gen<Double>.double(in: dampingRatio)
    ).compactMap { mass, stiffness, zeta in
      try? Spring(mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
    }
  }
}

extension Gen where Value == Spring {
  /// Springs within 16 ulps of critical damping: mass in [0.1, 10], stiffness in [1, 1000], damping
  /// 2√(k·m) moved by −16…16 ulps, so ζ = 1 ± a few 1e-16 (underdamped with ω_d ≈ 1e-7·ω₀,
  /// critical, or overdamped), where the regimes' formulas meet and rounding differences show.
  static var nearlyCriticalSpring: Generator<Spring, some Sequence & SendableMetatype> {
    zip(Gen<Double>.double(in: 0.1...10), Gen<Double>.double(in: 1...1000), Gen<Int>.int(in: -16...16))
      .compactMap { mass, stiffness, offset in
        var damping = 2 * (stiffness * mass).squareRoot()
        for _ in 0..<abs(offset) { damping = offset < 0 ? damping.nextDown : damping.nextUp }
        return try? Spring(mass: mass, stiffness: stiffness, damping: damping)
      }
  }
}

extension Gen where Value == KeyframeTrack {
  /// Valid keyframe tracks of 2…6 values of dimension 1…3 in [−100, 100], in one of `modes`, with
  /// strictly increasing key times (first 0, last 1; discrete mode gets one more) drawn as sorted
  /// gaps of at least 0.01, and tension, continuity and bias in [−1, 1] for the cubic modes.
  static func keyframeTrack(
    modes: [KeyframeCalculationMode]
  ) -> Generator<KeyframeTrack, some Sequence & SendableMetatype> {
    zip(
      Gen<Int>.int(in: 2...6), Gen<Int>.int(in: 1...3), Gen<Int>.int(in: 0...(modes.count - 1)),
      Gen<Double>.double(in: -100...100).array(of: 18), Gen<Double>.double(in: 0.01...1).array(of: 7),
      Gen<Double>.double(in: -1...1).array(of: 18)
    ).compactMap { count, dimension, modeIndex, valuePool, gaps, shapePool in
      let mode = modes[modeIndex]
      let intervals = mode == .discrete ? count : count - 1
      let used = gaps.prefix(intervals)
      let total = used.reduce(0, +)
      var keyTimes = [0.0]
      for gap in used.dropLast() { keyTimes.append(keyTimes.last! + gap / total) }
      keyTimes.append(1)
      let isCubic = mode == .cubic || mode == .cubicPaced
      return try? KeyframeTrack(
        flatValues: Array(valuePool.prefix(count * dimension)), dimension: dimension,
        keyTimes: keyTimes, calculationMode: mode,
        tension: isCubic ? Array(shapePool[0..<count]) : nil,
        continuity: isCubic ? Array(shapePool[6..<(6 + count)]) : nil,
        bias: isCubic ? Array(shapePool[12..<(12 + count)]) : nil)
    }
  }
}

extension Gen where Value == RGBAColor {
  /// Valid sRGB colors: every channel uniform in [0, 1].
  static var color: Generator<RGBAColor, some Sequence & SendableMetatype> {
    Gen<Double>.double(in: 0...1).array(of: 4).compactMap { c in
      try? RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
  }
}

extension Gen where Value == CubicSpline {
  /// Valid C² splines: 4…8 keys with strictly increasing key times (gaps in [0.05, 1]) and 1…3
  /// channels of values in [−10, 10], with a natural or not-a-knot boundary.
  static var cubicSpline: Generator<CubicSpline, some Sequence & SendableMetatype> {
    zip(
      Gen<Int>.int(in: 4...8), Gen<Int>.int(in: 1...3), Gen<Bool>.bool,
      Gen<Double>.double(in: 0.05...1).array(of: 7), Gen<Double>.double(in: -10...10).array(of: 24)
    ).compactMap { keys, channels, natural, gaps, valuePool in
      var keyTimes = [0.0]
      for gap in gaps.prefix(keys - 1) { keyTimes.append(keyTimes.last! + gap) }
      let values = (0..<keys).map { Array(valuePool[($0 * channels)..<(($0 + 1) * channels)]) }
      return try? CubicSpline(keyTimes: keyTimes, values: values, boundary: natural ? .natural : .notAKnot)
    }
  }
}

extension Gen where Value == AnimationPath {
  /// Paths of one subpath: a move, then 1…4 segments, each a line, a quadratic or a cubic with
  /// points and control points uniform in [−100, 100]².
  static var path: Generator<AnimationPath, some Sequence & SendableMetatype> {
    zip(
      Gen<Int>.int(in: 1...4), Gen<Int>.int(in: 0...2).array(of: 4),
      Gen<Double>.double(in: -100...100).array(of: 26)
    ).compactMap { count, kinds, numbers in
      var path = AnimationPath()
      var next = 0
      func point() -> SIMD2<Double> {
        defer { next += 2 }
        return SIMD2(numbers[next], numbers[next + 1])
      }
      do {
        try path.move(to: point())
        for kind in kinds.prefix(count) {
          switch kind {
          case 0: try path.addLine(to: point())
          case 1: try path.addQuadCurve(to: point(), control: point())
          default: try path.addCurve(to: point(), control1: point(), control2: point())
          }
        }
      } catch { return nil }
      return path
    }
  }
}
