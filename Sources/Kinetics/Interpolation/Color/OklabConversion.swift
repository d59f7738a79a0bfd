import RealModule

/// Linear-light sRGB ↔ Oklab (Björn Ottosson, "A perceptual color space for image processing",
/// 2020), the space CSS Color 4 §9.2 defines as `oklab` and uses by default for `color-mix()` and
/// gradients.
///
/// Method: LMS = M1 · rgb, then the cube root of each (odd, so negative values of out-of-gamut colors
/// keep their sign), then Lab = M2 · lms′. Constants: M1 and M2 are Ottosson's published matrices
/// (10 decimals). The inverse matrices are their exact inverses rounded to double (computed at 50
/// digits by Tests/Fixtures/interpolation/generate_interpolation.py), not the published 10-decimal
/// inverses, which undo M2 only to about 6e-8; so the round trip is accurate to a few ulp.
@usableFromInline
internal enum OklabConversion {
  @inlinable
  static func oklab(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
    let l = 0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z
    let m = 0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z
    let s = 0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z
    let (l3, m3, s3) = (Double.root(l, 3), Double.root(m, 3), Double.root(s, 3))
    return SIMD3(
      0.2104542553 * l3 + 0.7936177850 * m3 - 0.0040720468 * s3,
      1.9779984951 * l3 - 2.4285922050 * m3 + 0.4505937099 * s3,
      0.0259040371 * l3 + 0.7827717662 * m3 - 0.8086757660 * s3)
  }

  @inlinable
  static func linear(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    let l3 = 0.9999999984505198 * lab.x + 0.39633779217376786 * lab.y + 0.2158037580607588 * lab.z
    let m3 = 1.0000000088817609 * lab.x - 0.10556134232365635 * lab.y - 0.06385417477170591 * lab.z
    let s3 = 1.0000000546724108 * lab.x - 0.08948418209496575 * lab.y - 1.2914855378640917 * lab.z
    let (l, m, s) = (l3 * l3 * l3, m3 * m3 * m3, s3 * s3 * s3)
    return SIMD3(
      4.076741661347994 * l - 3.3077115904081933 * m + 0.2309699287294279 * s,
      -1.268438004092176 * l + 2.6097574006633715 * m - 0.3413193963102196 * s,
      -0.004196086541837109 * l - 0.7034186144594496 * m + 1.7076147009309448 * s)
  }

  /// `linear(fromOklab:)` without intermediate overflow: the map is homogeneous of degree 3, so
  /// Lab scaled by 2⁻ᵏ into [1, 2) (k from the largest component; exact) is converted and the
  /// result multiplied by 2³ᵏ in three exact steps. A component is then ±∞ only where its linear
  /// value is beyond the range of `Double`, never NaN (the plain cubes overflow near 1e102 and
  /// their differences gave ∞ − ∞). Equal to `linear(fromOklab:)` where that is finite, up to
  /// rounding.
  ///
  /// Lab components that are already ±∞ (a blend beyond the range of `Double`) dominate: each
  /// result component is ±∞ with the sign the map gives the infinite components alone (±1 in
  /// their places, 0 elsewhere), or 0 where that is 0, instead of the NaN of ∞ − ∞.
  @usableFromInline
  static func linearScaled(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    let largest = Swift.max(lab.x.magnitude, lab.y.magnitude, lab.z.magnitude)
    if largest == .infinity {
      var direction = SIMD3<Double>()
      for lane in 0..<3 where lab[lane].isInfinite { direction[lane] = lab[lane] > 0 ? 1 : -1 }
      let limit = linear(fromOklab: direction)
      var result = SIMD3<Double>()
      for lane in 0..<3 where limit[lane] != 0 { result[lane] = limit[lane] > 0 ? .infinity : -.infinity }
      return result
    }
    guard largest.isNormal else { return linear(fromOklab: lab) }
    let k = Int(largest.exponent)
    let down = Double(sign: .plus, exponent: -k, significand: 1)
    let up = Double(sign: .plus, exponent: k, significand: 1)
    return linear(fromOklab: lab * down) * up * up * up
  }
}
