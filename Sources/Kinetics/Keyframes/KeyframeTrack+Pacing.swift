extension KeyframeTrack {
  /// Paced key times: key time i is the Euclidean distance travelled from value 0 to value i along
  /// the straight chords, over the total (Core Animation's `kCAAnimationPaced`). Uniform i/(n − 1)
  /// when the total distance is zero; [0] for a single value.
  ///
  /// Method: half differences (never overflow for finite values) are divided by their largest
  /// component before squaring, so no distance overflows or underflows; the key times are the
  /// normalized running sums, the last set to exactly 1. Each key time is within a few ulp of the
  /// exact ratio of distances.
  static func pacedKeyTimes(_ flatValues: [Double], dimension: Int, count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    var largest = 0.0
    for index in 0..<(count - 1) {
      for component in 0..<dimension {
        let half = 0.5 * flatValues[(index + 1) * dimension + component] - 0.5 * flatValues[index * dimension + component]
        largest = max(largest, abs(half))
      }
    }
    guard largest > 0 else { return uniformKeyTimes(intervals: count - 1) }
    // One array: the running sums, then normalized in place.
    var running = [Double](repeating: 0, count: count)
    var total = 0.0
    for index in 0..<(count - 1) {
      var sumOfSquares = 0.0
      for component in 0..<dimension {
        let half = 0.5 * flatValues[(index + 1) * dimension + component] - 0.5 * flatValues[index * dimension + component]
        let scaled = half / largest
        sumOfSquares += scaled * scaled
      }
      total += sumOfSquares.squareRoot()
      running[index + 1] = total
    }
    for index in 1..<(count - 1) { running[index] /= total }
    running[count - 1] = 1
    return running
  }
}
