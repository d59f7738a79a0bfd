extension Double: InterpolatableVector {
  /// Linear interpolation `(1 − u)·self + u·other`, with the endpoints selected exactly.
  ///
  /// Method: the two-product form is used rather than `self + u·(other − self)` because it cannot
  /// overflow for finite endpoints when u ∈ [0, 1] and is monotone in u there. Accuracy: within
  /// 1.5 ulp of the exact blend of the two doubles plus the rounding of `1 − u`. Fractions 0 and 1
  /// return `self` and `other` bit for bit (the formula alone would turn −0.0 into +0.0). Far
  /// outside [0, 1] a product can overflow while the blend is in range (1e308 to 1e308 at −1):
  /// such a value is recomputed on halves, 2·(a/2 + u·(b/2 − a/2)), so for finite input the
  /// result is ±∞ only where the exact blend is beyond the range of `Double`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Double, fraction: Double) -> Double {
    _linearInterpolation(self, other, fraction: fraction)
  }

  /// `self · factor`.
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
  /// `self²`.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: InterpolatableVector {
  /// Linear interpolation `(1 − u)·self + u·other` computed in `Float` with `u` rounded to `Float`;
  /// fractions 0 and 1 return the endpoints bit for bit. Same method and guarantees as `Double`'s
  /// (a value that overflows is recomputed in `Double` on halves and rounded once).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Float, fraction: Double) -> Float {
    _linearInterpolation(self, other, fraction: fraction)
  }

  /// `self · factor`, the product rounded to `Float` once.
  @inlinable public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
  /// `self²`, computed in `Double`.
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension InterpolatableVector where Self: BinaryFloatingPoint {
  /// `self + other`, rounded once in the type's own precision (`Double` and `Float` alike).
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// `self − other`, rounded once in the type's own precision.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
}
