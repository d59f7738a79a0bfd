extension KeyframeTrack {
  /// Checks Core Animation's keyTimes rules.
  static func validate(keyTimes: [Double], expectedCount: Int) throws(KeyframeTrackError) {
    guard keyTimes.count == expectedCount else {
      throw .keyTimeCount(expected: expectedCount, actual: keyTimes.count)
    }
    for (index, time) in keyTimes.enumerated() {
      guard time.isFinite else { throw .nonFiniteKeyTime(index: index) }
      if index > 0, time < keyTimes[index - 1] { throw .decreasingKeyTime(index: index) }
    }
    guard keyTimes[0] == 0 else { throw .firstKeyTimeNotZero(keyTimes[0]) }
    guard keyTimes[keyTimes.count - 1] == 1 else { throw .lastKeyTimeNotOne(keyTimes[keyTimes.count - 1]) }
  }

  /// i / intervals for i = 0…intervals, the last exactly 1; [0] when there are no intervals.
  static func uniformKeyTimes(intervals: Int) -> [Double] {
    guard intervals > 0 else { return [0] }
    return (0...intervals).map { $0 == intervals ? 1 : Double($0) / Double(intervals) }
  }
}
