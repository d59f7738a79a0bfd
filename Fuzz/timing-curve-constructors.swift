import Kinetics

/// `CubicBezierTimingCurve.init` fed arbitrary doubles, and evaluation of the curves it accepts.
///
/// Input layout: four Double bit patterns x1, y1, x2, y2, then any number of evaluation points x.
/// Properties (shared/DESIGN.md §2–3, issue 7):
/// - the constructor never traps, and accepts exactly the finite parameters with x1, x2 in [0, 1]
///   (anything else is a `TimingCurveError`);
/// - a curve it accepts gives a finite progress at every finite x, never NaN or ±∞;
/// - with y1, y2 also in [0, 1], progress at x in [0, 1] stays in [0, 1] (the curve is a convex
///   combination of control points inside the unit square).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let x1 = input.nextDouble(), let y1 = input.nextDouble(),
    let x2 = input.nextDouble(), let y2 = input.nextDouble()
  else { return 0 }
  let parameters = [x1, y1, x2, y2]
  let shouldBeValid = parameters.allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2)

  let curve: CubicBezierTimingCurve
  do {
    curve = try CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
  } catch {
    if shouldBeValid { fuzzFailure("valid parameters \(parameters) were rejected: \(error)") }
    return 0
  }
  if !shouldBeValid { fuzzFailure("invalid parameters \(parameters) were accepted") }

  let staysInUnitSquare = (0...1).contains(y1) && (0...1).contains(y2)
  // The ends and the middle always, then every point the input carries.
  for x in [0, 0.5, 1] + input.remainingDoubles() where x.isFinite {
    let progress = curve.progress(at: x)
    if !progress.isFinite {
      fuzzFailure("progress(at: \(x)) = \(progress) for the curve \(parameters)")
    }
    if staysInUnitSquare, (0...1).contains(x), !(0...1).contains(progress) {
      fuzzFailure("progress(at: \(x)) = \(progress) leaves [0, 1] for the curve \(parameters)")
    }
  }
  return 0
}
