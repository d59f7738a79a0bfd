import CKinetics
import Kinetics

/// The timing functions of a transaction script's SET_TIMING_FUNCTION ops (kinetics.h, "Layers:
/// transactions").
///
/// A cubic Bézier whose control points are bit for bit those of a named curve (`linear`, `easeIn`,
/// `easeOut`, `easeInEaseOut`, `default`: the curves apps set on a CATransaction) takes that curve
/// boxed once as `any TimingFunction`: the box is shared (retained, never copied), so the op builds
/// no curve (about 80 ns, bench row `kinetics-construct-per-curve-scalar`) and allocates no
/// 700-byte existential box for it. The curve is the one `CubicBezierTimingCurve(x1:y1:x2:y2:)`
/// makes from those points (the named curves are built by the same initializer), so the results
/// are the same bits. Every other function is made by `makeTimingFunction`.
enum TransactionTimingFunctions {
  /// A named curve's control points as bit patterns, and the curve boxed once.
  private struct Named {
    let x1, y1, x2, y2: UInt64
    let function: any TimingFunction

    init(_ curve: CubicBezierTimingCurve, boxed function: any TimingFunction) {
      (x1, y1, x2, y2) = (curve.x1.bitPattern, curve.y1.bitPattern, curve.x2.bitPattern, curve.y2.bitPattern)
      self.function = function
    }

    init(_ curve: CubicBezierTimingCurve) { self.init(curve, boxed: curve) }
  }

  /// The named curves; `default` shares `Transaction.defaultTimingFunction`'s box.
  private static let named: [Named] = [
    Named(.easeIn), Named(.easeOut), Named(.easeInEaseOut), Named(.linear),
    Named(.default, boxed: Transaction.defaultTimingFunction),
  ]

  /// The Swift timing function of a SET_TIMING_FUNCTION op's `kn_timing_function`, or why it is
  /// invalid (as `makeTimingFunction`).
  static func function(_ function: kn_timing_function) throws(CAPIFailure) -> any TimingFunction {
    if function.kind == KN_TIMING_CUBIC_BEZIER {
      let bezier = function.bezier
      let bits = (bezier.x1.bitPattern, bezier.y1.bitPattern, bezier.x2.bitPattern, bezier.y2.bitPattern)
      for entry in named where entry.x1 == bits.0 && entry.y1 == bits.1 && entry.x2 == bits.2 && entry.y2 == bits.3 {
        return entry.function
      }
    }
    return try makeTimingFunction(function).get()
  }
}
