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
      if slope >= low && slope <= high && abs(vertexOutputs[j] - targets[j]) <= tolerance
        && hops[i] + 1 < hops[j]
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

/// max |polyline(xₖ) − yₖ| over the given inputs, for inputs inside the polyline's span.
func polylineError(_ points: [(input: Double, output: Double)], inputs: [Double], targets: [Double])
  -> Double
{
  var segment = 0
  var error = 0.0
  for (x, y) in zip(inputs, targets) {
    while segment < points.count - 2 && x > points[segment + 1].input { segment += 1 }
    let start = points[segment]
    let end = points[segment + 1]
    let fraction = (x - start.input) / (end.input - start.input)
    let value = start.output + (end.output - start.output) * fraction
    error = max(error, abs(value - y))
  }
  return error
}
