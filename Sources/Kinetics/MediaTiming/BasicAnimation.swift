/// A `CABasicAnimation`: one property animated between two values resolved from `fromValue`,
/// `toValue` and `byValue`, with additive and cumulative behaviour. Values are vectors of Double.
///
/// Endpoints, the seven cases of Apple's documentation (C is the current value the animation sits on:
/// the value underneath it in the render tree; for an additive animation the additive identity 0,
/// since its values are offsets; P is the previous value of the property):
/// 1. from and to: from → to.        2. from and by: from → from + by.
/// 3. by and to: to − by → to.       4. from only: from → C.
/// 5. to only: C → to.               6. by only: C → C + by.
/// 7. none: P → C (an implicit animation from the old value to the new one).
public struct BasicAnimation: Sendable {
  /// `fromValue`, nil when unset.
  public let fromValue: [Double]?
  /// `toValue`, nil when unset.
  public let toValue: [Double]?
  /// `byValue`, nil when unset.
  public let byValue: [Double]?
  /// When and how often it runs.
  public let timing: MediaTiming
  /// Maps the iteration's progress to the fraction of the change (nil: linear, Core Animation's
  /// default for an explicit animation).
  public let timingFunction: (any TimingFunction)?
  /// `isAdditive`: the animated value is added to the value underneath instead of replacing it.
  public let isAdditive: Bool
  /// `isCumulative`: each iteration starts from the value the previous one ended at.
  public let isCumulative: Bool

  /// Creates an animation after validating its values (all set values have the same dimension).
  /// - Throws: `BasicAnimationError.fromToAndBySet`, or a value's emptiness, dimension or finiteness.
  public init(
    fromValue: [Double]? = nil, toValue: [Double]? = nil, byValue: [Double]? = nil, timing: MediaTiming,
    timingFunction: (any TimingFunction)? = nil, isAdditive: Bool = false, isCumulative: Bool = false
  ) throws(BasicAnimationError) {
    if fromValue != nil, toValue != nil, byValue != nil { throw .fromToAndBySet }
    // In order, each against the dimension of the ones before it (no array of them is built).
    var dimension: Int?
    if let fromValue {
      try validateValue(fromValue, name: "fromValue", dimension: dimension)
      dimension = fromValue.count
    }
    if let toValue {
      try validateValue(toValue, name: "toValue", dimension: dimension)
      dimension = toValue.count
    }
    if let byValue { try validateValue(byValue, name: "byValue", dimension: dimension) }
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
    self.timing = timing
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }

  /// The dimension the set values fix, nil when none is set (case 7 takes any dimension).
  public var dimension: Int? { fromValue?.count ?? toValue?.count ?? byValue?.count }

  /// The interpolation endpoints by the seven documented cases, over `underlying` (the value
  /// underneath) and `previous` (the property's previous value, case 7; nil: no change).
  /// Precondition: the set values have underlying's dimension (`AnimatedProperty` validates it).
  /// Edge cases: a sum with `byValue` beyond the range of `Double` is ±∞ here;
  /// `value(atParentTime:underlying:previous:)` still gives the values in range.
  public func endpoints(underlying: [Double], previous: [Double]? = nil) -> (from: [Double], to: [Double]) {
    endpoints(underlying: underlying, previous: previous, scale: 1)
  }

  /// `endpoints(underlying:previous:)` with every value multiplied by `scale` (a power of two)
  /// before the sums are formed.
  func endpoints(underlying: [Double], previous: [Double]?, scale: Double) -> (from: [Double], to: [Double]) {
    func scaled(_ values: [Double]) -> [Double] { scale == 1 ? values : values.map { $0 * scale } }
    let current = isAdditive ? [Double](repeating: 0, count: underlying.count) : scaled(underlying)
    switch (fromValue.map(scaled), toValue.map(scaled), byValue.map(scaled)) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, zip(from, by).map(+))
    case (nil, let to?, let by?): return (zip(to, by).map(-), to)
    case (let from?, nil, nil): return (from, current)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return (current, zip(current, by).map(+))
    case (nil, nil, nil): return (isAdditive ? current : previous.map(scaled) ?? current, current)
    }
  }

  /// The property's value with this animation applied over `underlying` at parent time `t`, or nil
  /// where the animation shows nothing.
  ///
  /// Method: e = timingFunction(progress); v = from.interpolated(to: to, fraction: e), the shared
  /// linear blend (exact at both ends, recomputed where a product overflows); cumulative adds
  /// iteration·(v_end − from), v_end being v at the end of an iteration (to, or from when
  /// autoreversing); additive adds underlying. A component that is not finite although the exact
  /// value is in range (a sum such as from + by, or iteration·(v_end − from), overflowed) is
  /// recomputed from every value divided by 4 (exact), then multiplied by 4.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double` for a finite `t`.
  /// - Complexity: O(dimension).
  public func value(atParentTime t: Double, underlying: [Double], previous: [Double]? = nil)
    throws(BasicAnimationError) -> [Double]?
  {
    let state = timing.state(atParentTime: t)
    guard let progress = state.progress, let iteration = state.iteration else { return nil }
    let eased = timingFunction?.progress(at: progress) ?? progress
    let endEased = timingFunction?.progress(at: timing.autoreverses ? 0 : 1) ?? (timing.autoreverses ? 0 : 1)
    func values(scale: Double) -> [Double] {
      let (from, to) = endpoints(underlying: underlying, previous: previous, scale: scale)
      return (0..<underlying.count).map { index in
        var value = from[index].interpolated(to: to[index], fraction: eased)
        if isCumulative && iteration != 0 {
          let end = from[index].interpolated(to: to[index], fraction: endEased)
          value += Double(iteration) * (end - from[index])
        }
        return isAdditive ? underlying[index] * scale + value : value
      }
    }
    return try _finiteValues(values)
  }
}

/// `values(1)`, with each component that is not finite replaced by 4·`values(1/4)` at that
/// component (the value computed from every input divided by 4: exact, and a sum or product that
/// overflowed by less than a factor of 4 no longer does).
/// - Throws: ``BasicAnimationError/valueOverflow(index:)`` naming the first component that is
///   still not finite (its value is beyond the range of `Double`).
func _finiteValues(_ values: (_ scale: Double) -> [Double]) throws(BasicAnimationError) -> [Double] {
  var result = values(1)
  guard !result.allSatisfy(\.isFinite) else { return result }
  let quartered = values(0.25)
  for index in result.indices where !result[index].isFinite {
    result[index] = 4 * quartered[index]
    if !result[index].isFinite { throw .valueOverflow(index: index) }
  }
  return result
}
