// Numbers and SIMD vectors as animatable values: the vector-space operations of
// `InterpolatableVector`, and their components for the `[Double]` keyframe kernels.

extension AnimatableValue
where Self: InterpolatableVector, InterpolationOptions == Void, PreparedInterpolation == InterpolationEndpoints<Self> {
  /// No options: vectors blend component by component.
  @inlinable public static var defaultInterpolationOptions: Void { () }

  /// The endpoints themselves.
  @inlinable
  public static func preparedInterpolation(from start: Self, to end: Self, options: Void) -> InterpolationEndpoints<Self> {
    InterpolationEndpoints(start: start, end: end)
  }

  /// `start.interpolated(to: end, fraction: fraction)`.
  @inlinable
  public static func interpolate(_ prepared: InterpolationEndpoints<Self>, fraction: Double) -> Self {
    prepared.start.interpolated(to: prepared.end, fraction: fraction)
  }

  /// The zero vector.
  @inlinable public static var additiveIdentity: Self { .zero }

  /// `base + self`.
  @inlinable public func added(over base: Self) -> Self { base.adding(self) }

  /// `total − self`.
  @inlinable public func subtracted(from total: Self) -> Self? { total.subtracting(self) }

  /// `self` times `factor`, component by component.
  @inlinable public func componentsScaled(by factor: Double) -> Self { scaled(by: factor) }

  /// `self + count·(end − start)`.
  @inlinable
  public func accumulated(_ count: Int, changesFrom start: Self, to end: Self) -> Self? {
    adding(end.subtracting(start).scaled(by: Double(count)))
  }
}

extension Double: AnimatableValue {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<Double>
  /// One component, the number itself.
  @inlinable public static var vectorComponentCount: Int { 1 }
  /// The number.
  @inlinable public func vectorComponent(_ index: Int) -> Double { self }
  /// `component(0)`.
  @inlinable public init?(vectorComponents component: (Int) -> Double) { self = component(0) }
  /// `isFinite`.
  @inlinable public var isFiniteValue: Bool { isFinite }
}

extension Float: AnimatableValue {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<Float>
  /// One component, the number widened to `Double`.
  @inlinable public static var vectorComponentCount: Int { 1 }
  /// The number widened to `Double`.
  @inlinable public func vectorComponent(_ index: Int) -> Double { Double(self) }
  /// `component(0)` rounded to `Float` once.
  @inlinable public init?(vectorComponents component: (Int) -> Double) { self = Float(component(0)) }
  /// `isFinite`.
  @inlinable public var isFiniteValue: Bool { isFinite }
}

/// The components of the SIMD vectors: their lanes, widened to `Double` and rounded back to the
/// scalar type once.
extension AnimatableValue where Self: SIMD, Self.Scalar: BinaryFloatingPoint {
  /// One component a lane.
  @inlinable public static var vectorComponentCount: Int { Self.scalarCount }
  /// Lane `index` widened to `Double`.
  @inlinable public func vectorComponent(_ index: Int) -> Double { Double(self[index]) }
  /// Each lane `component(lane)` rounded to the scalar type once.
  @inlinable public init?(vectorComponents component: (Int) -> Double) {
    self.init()
    for index in indices { self[index] = Scalar(component(index)) }
  }
  /// Whether every lane is finite.
  @inlinable public var isFiniteValue: Bool { indices.allSatisfy { self[$0].isFinite } }
}

extension SIMD2: AnimatableValue where Scalar: BinaryFloatingPoint {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<SIMD2<Scalar>>
}

extension SIMD3: AnimatableValue where Scalar: BinaryFloatingPoint {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<SIMD3<Scalar>>
}

extension SIMD4: AnimatableValue where Scalar: BinaryFloatingPoint {
  /// No options: the components blend one by one.
  public typealias InterpolationOptions = Void
  /// The endpoints themselves.
  public typealias PreparedInterpolation = InterpolationEndpoints<SIMD4<Scalar>>
}
