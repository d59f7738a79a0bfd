/// A Double held as significand · 2^exponent, for quotients of products of a few factors without
/// intermediate overflow or underflow: the one such helper of the package (the timing curve's
/// extrapolation through `_ratioTimes`, the animator's velocity in `_AnimatorRange.scaledSlope`;
/// docs/architecture.md, Numerics).
///
/// Method: each finite nonzero factor is split into its significand, signed, with magnitude in
/// [1, 2), and its exponent (exact, subnormals included); `*` and `/` multiply or divide the
/// significands and add or subtract the exponents, and `value` scales the significand by the
/// exponent once at the end. The significands' magnitudes stay within [2⁻ᵏ, 2ᵏ) for k factors, so
/// no intermediate result overflows or underflows for fewer than about a thousand factors; the
/// result is ±∞ or 0 only when the exact value is beyond the range of Double (up to its rounding).
/// The caller writes the operations in the order it wants rounded: scaling by powers of two is
/// exact, so each significand operation rounds exactly as the same operation on the factors
/// themselves does wherever that one's result is a normal number. Unlike a shared power-of-two
/// scale (`rootMeanSquare`), each factor keeps its own exponent, so factors of very different
/// magnitudes mix freely.
///
/// Accuracy: one rounding per operation, as plain arithmetic, plus one more when the result is
/// subnormal (its significand is rounded again to the subnormal's precision).
///
/// Edge cases: 0, ±∞ and NaN are held as themselves (exponent 0), so they combine by IEEE rules:
/// a product with a zero factor is ±0 (NaN with an infinite one), a quotient by zero is ±∞ (NaN for
/// 0/0); the sign of the result is the product of the factors' signs.
package struct _SplitDouble {
  /// The significand with the factor's sign: magnitude in [1, 2) for one factor, or the factor
  /// itself when it is 0, ±∞ or NaN.
  package var significand: Double
  /// The power of two the significand is scaled by.
  package var exponent: Int

  /// `value` split into its signed significand and its exponent (0, ±∞ and NaN: itself and 0).
  @inline(__always)
  package init(_ value: Double) {
    if value.isFinite && value != 0 {
      significand = value.sign == .minus ? -value.significand : value.significand
      exponent = Int(value.exponent)
    } else {
      significand = value
      exponent = 0
    }
  }

  /// significand · 2^exponent, held as given (not normalized).
  @inline(__always)
  package init(significand: Double, exponent: Int) {
    self.significand = significand
    self.exponent = exponent
  }

  /// significand · 2^exponent, rounded once to the nearest Double (±∞ beyond the range).
  @inline(__always)
  package var value: Double { Double(sign: .plus, exponent: exponent, significand: significand) }

  /// The product: significands multiplied, exponents added.
  @inline(__always)
  package static func * (left: _SplitDouble, right: _SplitDouble) -> _SplitDouble {
    _SplitDouble(significand: left.significand * right.significand, exponent: left.exponent + right.exponent)
  }

  /// The quotient: significands divided, exponents subtracted.
  @inline(__always)
  package static func / (left: _SplitDouble, right: _SplitDouble) -> _SplitDouble {
    _SplitDouble(significand: left.significand / right.significand, exponent: left.exponent - right.exponent)
  }
}

/// (a / b) · c for finite a, c and finite b ≠ 0, without intermediate overflow or underflow
/// (`_SplitDouble`: the ratio of the significands, then its product with c's, the exponents added
/// once), so the result is ±∞ or 0 only when the exact value is beyond the range of Double (up to
/// the last rounding). Where a / b and (a / b) · c are normal it has the same bits as that
/// expression, which is then returned directly (the common case: one division, one product and two
/// comparisons).
///
/// Edge cases: ±0 when a or c is 0, even if the other is infinite (a flat line stays flat out to
/// ±∞); ±∞ for an infinite a or c otherwise; NaN in gives NaN.
package func _ratioTimes(_ a: Double, over b: Double, times c: Double) -> Double {
  // Strictly above the smallest normal: a rounded ratio or product at or below it may have been
  // rounded to the subnormal precision, where the split form keeps the normal precision.
  let ratio = a / b
  let plain = ratio * c
  if ratio.magnitude > .leastNormalMagnitude && plain.magnitude > .leastNormalMagnitude
    && plain.magnitude <= .greatestFiniteMagnitude
  {
    return plain
  }
  if a.isNaN || b.isNaN || c.isNaN { return a + b + c }
  let sign: FloatingPointSign = (a.sign == b.sign) == (c.sign == .plus) ? .plus : .minus
  if a == 0 || c == 0 { return sign == .plus ? 0 : -0.0 }
  guard a.isFinite, b.isFinite, c.isFinite else { return a / b * c }
  return ((_SplitDouble(a) / _SplitDouble(b)) * _SplitDouble(c)).value
}
