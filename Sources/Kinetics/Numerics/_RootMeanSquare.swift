import RealModule

/// The root mean square √(Σ vᵢ² / n) of `values` (0 for none), finite whenever every value is:
/// the one RMS of the package (fit errors of the cubic-Bézier fit and of `curves fit`'s `linear()`
/// export; docs/architecture.md, Numerics).
///
/// Method: rms = m·√(mean((v/m)²)) with m the power of two such that m ≤ max|vᵢ| < 2m, so the
/// scaled values lie in [0, 2), their squares neither overflow (the plain sum of squares does
/// beyond |v| ≈ 1.3e154) nor vanish (it underflows below 1.5e-154), and both scalings by m are exact
/// (a scaled value is inexact only when it is subnormal, and then its square is below 2⁻²⁰⁴⁴ of
/// the largest term). The squares are added with compensated summation (swift-numerics'
/// `Augmented.sum`, Knuth's two-sum, the tails kept in a second accumulator: Neumaier's variant),
/// so the sum's error stays at a few units in the last place however many values there are rather
/// than growing with their count; the squares are all positive, so there is no cancellation, but
/// the count grows with the sample count of a fit. The result is within about 3 ulps of the exact
/// RMS and is clamped to max|vᵢ| (which the exact RMS never exceeds), so rounding cannot carry a
/// result near the largest finite value to +∞.
///
/// Guarantees: for finite values the result is finite, ≥ 0, ≤ max|vᵢ|, and scales exactly:
/// rms(2ᵏ·v) = 2ᵏ·rms(v) bit for bit while neither the values nor the result are subnormal. A NaN value gives NaN, an
/// infinite one (and no NaN) +∞.
///
/// - Complexity: O(n), two passes over `values`.
package func rootMeanSquare(_ values: some Collection<Double>) -> Double {
  var largest = 0.0
  var sawInfinity = false
  for value in values {
    if value.isNaN { return .nan }
    if value.isInfinite { sawInfinity = true }
    largest = max(largest, value.magnitude)
  }
  if sawInfinity { return .infinity }
  guard largest > 0 else { return 0 }
  let exponent = largest.exponent
  var sum = 0.0
  var tails = 0.0
  for value in values {
    let scaled = Double(sign: .plus, exponent: -exponent, significand: value.magnitude)
    let (head, tail) = Augmented.sum(sum, scaled * scaled)
    sum = head
    tails += tail
  }
  let root = ((sum + tails) / Double(values.count)).squareRoot()
  return min(largest, Double(sign: .plus, exponent: exponent, significand: root))
}
