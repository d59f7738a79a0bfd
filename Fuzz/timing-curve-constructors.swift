import Kinetics

/// `CubicBezierTimingCurve.init` fed arbitrary doubles, and evaluation of the curves it accepts.
///
/// Input layout: four Double bit patterns x1, y1, x2, y2, then any number of evaluation points x.
/// Properties (docs/reliability.md, issue 7; the prepared form from issue 16):
/// - the constructor never traps, and accepts exactly the finite parameters with x1, x2 in [0, 1]
///   (anything else is a `TimingCurveError`);
/// - a curve it accepts gives a finite progress at every finite x where the value is representable
///   (outside [0, 1]: where end slope × distance stays within 1e300), never NaN, for any finite
///   y1, y2 (|y| near the largest Double was a finding, docs/reliability.md);
/// - with y1, y2 also in [0, 1], progress at x in [0, 1] stays in [0, 1] (the curve is a convex
///   combination of control points inside the unit square);
/// - the batch of the plain curve has the scalar's bits; the prepared curve (its inverse table)
///   agrees with the plain one within twice the 1e-12 bound where |y1|, |y2| ≤ 100, and its batch
///   within 2 ulp of its own scalar.
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
  let startSlope = curve.slope(at: 0)
  let endSlope = curve.slope(at: 1)
  let points = [0, 0.5, 1] + input.remainingDoubles()
  let prepared = curve.prepared()
  let (batch, preparedBatch) = (curve.progress(at: points), prepared.progress(at: points))
  let bounded = max(abs(y1), abs(y2)) <= 100
  for (index, x) in points.enumerated() {
    let scalar = curve.progress(at: x)
    if batch[index].bitPattern != scalar.bitPattern, !(batch[index].isNaN && scalar.isNaN) {
      fuzzFailure("batch \(batch[index]) ≠ scalar \(scalar) at \(x) for the curve \(parameters)")
    }
    let preparedScalar = prepared.progress(at: x)
    let ulp = max(1, abs(preparedScalar)).ulp
    if !(abs(preparedBatch[index] - preparedScalar) <= 2 * ulp) && preparedScalar.isFinite {
      fuzzFailure("prepared batch \(preparedBatch[index]) ≠ \(preparedScalar) at \(x), \(parameters)")
    }
    if bounded, (0...1).contains(x), !(abs(preparedScalar - scalar) <= 2e-12) {
      fuzzFailure("prepared \(preparedScalar) and plain \(scalar) differ at \(x), \(parameters)")
    }
  }
  for x in points where x.isFinite {
    let progress = curve.progress(at: x)
    // Outside [0, 1] the curve continues along its end tangent: when slope·distance itself leaves
    // Double's range (x1 = 2.4e-309 with y1 = 1.56 has slope 6e308), ±∞ is the right answer.
    let extrapolated = x < 0 ? startSlope * x : x > 1 ? 1 + endSlope * (x - 1) : 0
    let isRepresentable = extrapolated.isFinite && abs(extrapolated) <= 1e300
    if !progress.isFinite && isRepresentable {
      fuzzFailure("progress(at: \(x)) = \(progress) for the curve \(parameters)")
    }
    if staysInUnitSquare, (0...1).contains(x), !(0...1).contains(progress) {
      fuzzFailure("progress(at: \(x)) = \(progress) leaves [0, 1] for the curve \(parameters)")
    }
  }
  return 0
}
