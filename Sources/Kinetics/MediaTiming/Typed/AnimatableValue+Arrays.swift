// `[Double]` as an animatable value: a vector whose dimension is fixed at run time (the values of
// the `curves keyframes` command, layer transactions and gradients, and data-driven tracks),
// animated by the same animations as the fixed-size values, component by component
// (docs/timing.md, "Typed values").

extension Array: Interpolatable where Element == Double {
  /// The component-wise blend, each component `Double.interpolated(to:fraction:)` (the shared
  /// linear blend: exact at 0 and 1, recomputed where a product overflows). An empty array stands
  /// for the zero vector of the other's dimension (``AnimatableValue/additiveIdentity``).
  /// Precondition: both have the same dimension, or one is empty.
  @inlinable
  public func interpolated(to other: [Double], fraction: Double) -> [Double] {
    if isEmpty { return other.map { 0.0.interpolated(to: $0, fraction: fraction) } }
    if other.isEmpty { return map { $0.interpolated(to: 0, fraction: fraction) } }
    precondition(count == other.count, "interpolating vectors of dimensions \(count) and \(other.count)")
    return (0..<count).map { self[$0].interpolated(to: other[$0], fraction: fraction) }
  }
}

extension Array: AnimatableValue where Element == Double {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<[Double]>
  /// A non-generic class (see ``AnimatableValue/_BasicAnimationStorage``).
  public typealias _BasicAnimationStorage = _BasicAnimationArrayStorage

  /// No options.
  @inlinable public static var defaultInterpolationOptions: Void { () }

  /// The endpoints themselves.
  @inlinable
  public static func preparedInterpolation(from start: [Double], to end: [Double], options: Void)
    -> InterpolationEndpoints<[Double]>
  {
    InterpolationEndpoints(start: start, end: end)
  }

  /// `start.interpolated(to: end, fraction: fraction)`.
  @inlinable
  public static func interpolate(_ prepared: InterpolationEndpoints<[Double]>, fraction: Double) -> [Double] {
    prepared.start.interpolated(to: prepared.end, fraction: fraction)
  }

  /// The empty array: the zero vector of every dimension (``added(over:)`` of it returns the base,
  /// and the blends and sums read it as zeros of the other operand's dimension).
  @inlinable public static var additiveIdentity: [Double] { [] }

  /// `base + self`, component by component (an empty operand is zero, added as 0 so that −0.0
  /// becomes +0.0, as in every other sum).
  @inlinable
  public func added(over base: [Double]) -> [Double] {
    if isEmpty { return base.map { $0 + 0 } }
    if base.isEmpty { return map { 0 + $0 } }
    return (0..<count).map { base[$0] + self[$0] }
  }

  /// ``added(over:)`` written into `self`'s buffer: `self[i] = base[i] + self[i]`, the same sums.
  @inlinable
  public mutating func add(over base: [Double]) {
    guard !isEmpty, !base.isEmpty else {
      self = added(over: base)
      return
    }
    precondition(count == base.count, "adding vectors of dimensions \(count) and \(base.count)")
    for index in indices { self[index] = base[index] + self[index] }
  }

  /// `total − self`, component by component (an empty operand is zero).
  @inlinable
  public func subtracted(from total: [Double]) -> [Double]? {
    if isEmpty { return total.map { $0 - 0 } }
    if total.isEmpty { return map { 0 - $0 } }
    return (0..<count).map { total[$0] - self[$0] }
  }

  /// `self + count·(end − start)`, component by component.
  @inlinable
  public func accumulated(_ count: Int, changesFrom start: [Double], to end: [Double]) -> [Double]? {
    let iterations = Double(count)
    return (0..<self.count).map { index in
      let from = start.isEmpty ? 0 : start[index]
      return self[index] + iterations * ((end.isEmpty ? 0 : end[index]) - from)
    }
  }

  /// Whether every component is finite.
  @inlinable public var isFiniteValue: Bool { allSatisfy(\.isFinite) }

  /// Every component times `factor`.
  @inlinable public func componentsScaled(by factor: Double) -> [Double] { map { $0 * factor } }

  /// The dimension.
  @inlinable public var componentCount: Int { count }

  /// Component `index`.
  @inlinable public func vectorComponent(_ index: Int) -> Double { self[index] }

  /// The `componentCount` components.
  @inlinable
  public init?(componentCount: Int, components component: (Int) -> Double) {
    self = (0..<componentCount).map(component)
  }

  /// A value beside `reference` in one animation must have its dimension (and at least one
  /// component); every component must be finite.
  /// - Throws: `BasicAnimationError.emptyValue`, `.dimensionMismatch` or `.nonFiniteValue` naming `name`.
  // Inlinable: a caller makes one call, to `validateValue`, instead of two.
  @inlinable
  public func validateShape(name: String, like reference: [Double]?) throws(BasicAnimationError) {
    try validateValue(self, name: name, dimension: reference?.count)
  }
}
