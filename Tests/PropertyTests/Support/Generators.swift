import Kinetics
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
