import Kinetics

extension LinearEasingExport {
  /// The exported polyline as a Kinetics timing function, CSS `linear()` with every input placed.
  /// Evaluating it gives exactly the polyline whose `maxError` this export reports, so an animation
  /// can run on the compact form in Swift as it would in a browser.
  ///
  /// - Throws: `TimingCurveError` only if the points were not the export's own (an export always
  ///   keeps both ends and finite values, so for an export made by Kinetics it does not throw).
  /// - Complexity: O(n) for n points.
  public func timingFunction() throws(TimingCurveError) -> LinearTimingFunction {
    try LinearTimingFunction(points.map { LinearTimingFunction.Stop($0.output, input: $0.input) })
  }
}
