/// The indices of the fewest vertices (first and last always included) such that the polyline
/// through (inputs[k], vertexOutputs[k]) at those indices is within `tolerance` of targets[k] at
/// every index k.
///
/// Method: a shortest path in the DAG whose edges are the feasible chords i → j. Chord feasibility
/// for all j from one i is found in one sweep: the slopes s from (inputs[i], vertexOutputs[i]) that
/// keep every point k in (i, j) within tolerance form an interval [low, high] (the intersection of
/// |vᵢ + s·(xₖ − xᵢ) − yₖ| ≤ τ), and the chord to j is feasible iff its slope lies in it and its end
/// vertex is within τ of yⱼ. Once the interval is empty no longer chord from i is feasible, so the
/// sweep stops. Edges only go forward, so visiting i in increasing order finalises each hop count
/// before it is used: the result is optimal among all polylines with vertices at these points, not
/// merely greedy (greedy longest-chord is not optimal when feasibility is not monotone in j).
///
/// Overflow (outputs of both signs near the largest finite value, or over tiny input gaps): a bound
/// whose quotient overflows is ±∞ on the side of its exact value, so it still orders correctly
/// against every finite slope, and a chord whose own slope overflows is not taken unless it skips no
/// sample (an infinite slope would pass the comparison with an infinite bound whatever the samples
/// between). Such a chord can cost a vertex, never the bound. Found by the full-range `curves fit`
/// property test (issue 19): the export's error was +∞ with the bound 0.01.
///
/// Returns nil when no such polyline exists: when a vertex output itself misses its target by more
/// than `tolerance` (a tolerance below what 15 decimals resolve, e.g. 1e-319), the last
/// index is unreachable. Found by fuzzing: the path walk then indexed `previous[-1]` and trapped.
///
/// - Complexity: O(n²) time worst case, O(n) memory.
func fewestPolylineVertices(
  inputs: [Double], vertexOutputs: [Double], targets: [Double], tolerance: Double
) -> [Int]? {
  let n = inputs.count
  var hops = [Int](repeating: .max, count: n)
  var previous = [Int](repeating: -1, count: n)
  hops[0] = 0
  for i in 0..<(n - 1) where hops[i] != .max {
    var low = -Double.infinity
    var high = Double.infinity
    for j in (i + 1)..<n {
      let width = inputs[j] - inputs[i]
      let slope = (vertexOutputs[j] - vertexOutputs[i]) / width
      let keepsInteriorWithin = j == i + 1 || (slope.isFinite && slope >= low && slope <= high)
      if keepsInteriorWithin && abs(vertexOutputs[j] - targets[j]) <= tolerance && hops[i] + 1 < hops[j]
      {
        hops[j] = hops[i] + 1
        previous[j] = i
      }
      low = max(low, (targets[j] - tolerance - vertexOutputs[i]) / width)
      high = min(high, (targets[j] + tolerance - vertexOutputs[i]) / width)
      if low > high { break }
    }
  }
  guard hops[n - 1] != .max else { return nil }
  var path = [n - 1]
  while let last = path.last, last != 0 { path.append(previous[last]) }
  return path.reversed()
}

/// max |polyline(xₖ) − yₖ| over the given inputs, for inputs inside the polyline's span
/// (`polylineResidual`, without an array of residuals); NaN or +∞ when a residual is.
func polylineError(_ points: [(input: Double, output: Double)], inputs: [Double], targets: [Double])
  -> Double
{
  var segment = 0
  var error = 0.0
  for (x, y) in zip(inputs, targets) {
    let residual = polylineResidual(points, x: x, y: y, segment: &segment)
    guard !residual.isNaN else { return .nan }
    error = max(error, abs(residual))
  }
  return error
}

/// polyline(xₖ) − yₖ at each input xₖ (increasing, inside the polyline's span): the residuals behind
/// a `linear()` export's RMS error (`polylineResidual`).
package func polylineResiduals(_ points: [(input: Double, output: Double)], inputs: [Double], targets: [Double])
  -> [Double]
{
  var segment = 0
  return zip(inputs, targets).map { x, y in polylineResidual(points, x: x, y: y, segment: &segment) }
}

/// polyline(x) − y, `segment` the index of the segment the previous (smaller) input was on. The
/// polyline's value is v_b at a vertex x_b, exactly (vₐ + (v_b − vₐ) need not round to v_b), and
/// vₐ + (v_b − vₐ)·f on the segment a → b holding x, f = (x − xₐ)/(x_b − xₐ); where v_b − vₐ
/// overflows (outputs of both signs beyond 9e307) it is (1 − f)·vₐ + f·v_b instead, which does
/// not. The result is ±∞ only when |polyline(x) − y| exceeds the range of Double.
@inline(__always)
func polylineResidual(_ points: [(input: Double, output: Double)], x: Double, y: Double, segment: inout Int)
  -> Double
{
  while segment < points.count - 2 && x > points[segment + 1].input { segment += 1 }
  let start = points[segment]
  let end = points[segment + 1]
  guard x != end.input else { return end.output - y }
  let fraction = (x - start.input) / (end.input - start.input)
  let rise = end.output - start.output
  let value = rise.isFinite ? start.output + rise * fraction : (1 - fraction) * start.output + fraction * end.output
  return value - y
}
