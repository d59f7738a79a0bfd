import Kinetics

/// The SVG path data parser fed arbitrary text, and measurement and paced sampling of the paths
/// it accepts.
///
/// Input layout: the whole input is the path data (invalid UTF-8 becomes U+FFFD). Properties
/// (issue 7, docs/paths.md): parsing never traps and either throws a `PathError` with a message or
/// returns a path; an accepted path with moderate coordinates (every point, control point, arc
/// center and radius within ±1e100) has a finite length ≥ 0, and its paced samples at u = 0, ¼, ½,
/// ¾, 1 are finite points with finite angles; its trims (`MeasuredPath.trimmed`, both modes, a few
/// fixed windows and offsets, wrapping included) never trap, have length (b − a)·L within 1e-9·L
/// plus 16 ulps of the largest coordinate (the precision of a cut point) over the whole length,
/// and their SVG path data (`svgPathData`) parses again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.remainingText()
  let path: AnimationPath
  do {
    path = try AnimationPath(svgPathData: text)
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return 0
  }
  var coordinates: [Double] = []
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): coordinates += [p.x, p.y]
    case .quadCurve(let p, let c): coordinates += [p.x, p.y, c.x, c.y]
    case .curve(let p, let c1, let c2): coordinates += [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
    case .arc(let arc): coordinates += [arc.center.x, arc.center.y, arc.radii.x, arc.radii.y]
    case .closeSubpath: break
    }
  }
  if !coordinates.allSatisfy(\.isFinite) { fuzzFailure("non-finite coordinates accepted from '\(text)'") }
  guard coordinates.allSatisfy({ abs($0) <= 1e100 }) else { return 0 }
  let measured: MeasuredPath
  do {
    measured = try path.measured()
  } catch {
    fuzzFailure("measuring '\(text)' failed: \(error)")
  }
  if !(measured.length.isFinite && measured.length >= 0) {
    fuzzFailure("length \(measured.length) for '\(text)'")
  }
  guard measured.keyframeCount > 0 else { return 0 }
  for u in [0, 0.25, 0.5, 0.75, 1.0] {
    let sample = measured.pacedSample(atPacedFraction: u)
    if !(sample.point.x.isFinite && sample.point.y.isFinite && sample.angle.isFinite) {
      fuzzFailure("paced sample at \(u) = \(sample) for '\(text)'")
    }
  }
  for (a, b, offset) in [(0.0, 1.0, 0.0), (0.2, 0.7, 0.6), (0.5, 0.5, 0.0), (0.1, 0.9, -2.3)] {
    for mode in PathTrimMode.allCases {
      let trimmed: AnimationPath
      do {
        trimmed = try measured.trimmed(from: a, to: b, offset: offset, mode: mode)
        _ = try AnimationPath(svgPathData: trimmed.svgPathData)
      } catch {
        fuzzFailure("trim \(a),\(b) offset \(offset) \(mode) of '\(text)' failed: \(error)")
      }
      guard mode == .wholeLength else { continue }
      let length = trimmed.elements.isEmpty ? 0 : ((try? trimmed.measured().length) ?? .nan)
      // The cut points are Doubles: each end moves by up to half an ulp of the largest coordinate
      // M, which no trim can avoid when M is large against L (a fuzz finding: a subpath at y = 1e11
      // in a path of length 1865 missed 1e-9·L by 3.7e-6 = 0.25 ulp of 1e11).
      let representable = 16 * Double.ulpOfOne * (coordinates.map(\.magnitude).max() ?? 0)
      if !(abs(length - (b - a) * measured.length) <= 1e-9 * measured.length + representable) {
        fuzzFailure("trim \(a),\(b) offset \(offset) of '\(text)': length \(length), L \(measured.length)")
      }
    }
  }
  return 0
}
