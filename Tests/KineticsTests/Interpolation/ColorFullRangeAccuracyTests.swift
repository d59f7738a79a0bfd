import Kinetics
import KineticsTestSupport
import Testing

/// Premultiplied color blends with tiny alphas and tiny or mixed components (issue 19, item 3:
/// finite input gives the right answer, not merely a finite one). Reference: the CSS Color 4 §12
/// blend in gamma-encoded sRGB, ((1 − u)·c₀α₀ + u·c₁α₁)/((1 − u)α₀ + uα₁) per component and
/// (1 − u)α₀ + uα₁ for alpha, evaluated in Float80 (x86_64), whose exponent range holds every
/// product of these doubles exactly enough. Bound: the blend is a weighted mean of c₀ and c₁, so
/// its rounding is relative to max(|c₀|, |c₁|): 8 ulp of that, plus 8 of the smallest subnormal
/// over the blended alpha (a product that lands below 2⁻¹⁰²² keeps only absolute precision).
/// Seeded, so a failure repeats.
@Suite struct ColorFullRangeAccuracyTests {
  /// The cases found: with subnormal alphas the products c·α kept only absolute precision, so
  /// (0.2, 0.3, 0.3, 1e-310) → (0.9, 0.3, 0.3, 3e-310) at 0.5 gave green 0.30000000000000987
  /// (exact 0.3) and red 0.7250000000000012 (exact 0.725).
  @Test func subnormalAlphasBlendTheColorsAsLargeAlphasDo() throws {
    let start = try RGBAColor(red: 0.2, green: 0.3, blue: 0.3, alpha: subnormal("1e-310"))
    let end = try RGBAColor(red: 0.9, green: 0.3, blue: 0.3, alpha: subnormal("3e-310"))
    let middle = start.interpolated(to: end, fraction: 0.5)
    #expect(abs(middle.red - 0.725) <= 2 * 0.725.ulp, "\(middle)")
    #expect(abs(middle.green - 0.3) <= 0.3.ulp, "\(middle)")
    #expect(middle.alpha == subnormal("2e-310"))
    // A component far below 1 with an alpha far below 1: c·α = 1e-400 underflowed to 0.
    let faint = try RGBAColor(red: 1e-100, green: 0.3, blue: 0.3, alpha: 1e-300)
    let blended = faint.interpolated(to: faint, fraction: 0.25)
    #expect(abs(blended.red - 1e-100) <= 4 * (1e-100).ulp, "\(blended)")
  }

  /// The scaled premultiplication (both alphas below 0.5, ``ColorInterpolation``'s out-of-line
  /// path) and the plain one (the larger alpha at least 0.5) are the same arithmetic up to an
  /// exact power of two: a pair with both alphas multiplied by 2ʲ, the larger into [0.5, 1), blends
  /// to the same red, green and blue bit for bit in every space, and its alpha is 2ʲ times the
  /// other's exactly (no alpha but 0 below 2⁻⁶⁰, so no product underflows).
  @Test func scaledAndPlainPremultiplicationAgreeUpToAPowerOfTwo() throws {
    var generator = SplitMix64(seed: 2113)
    for space in ColorInterpolationOptions.Space.allCases {
      let options = ColorInterpolationOptions(space: space, alphaMode: .premultiplied)
      for _ in 0..<2_000 {
        let alphas = (
          Double(sign: .plus, exponent: -2 - Int(generator.next() % 58), significand: 1 + generator.nextUnit()),
          generator.nextUnit() * 0.25
        )
        let larger = max(alphas.0, alphas.1)
        let j = -Int(larger.exponent) - 1
        let power = Double(sign: .plus, exponent: j, significand: 1)
        func color(_ alpha: Double) throws -> RGBAColor {
          try RGBAColor(
            red: generator.nextUnit(), green: generator.nextUnit(), blue: generator.nextUnit(), alpha: alpha)
        }
        let (start, end) = (try color(alphas.0), try color(alphas.1))
        let lifted = (
          try RGBAColor(red: start.red, green: start.green, blue: start.blue, alpha: start.alpha * power),
          try RGBAColor(red: end.red, green: end.green, blue: end.blue, alpha: end.alpha * power)
        )
        #expect(max(lifted.0.alpha, lifted.1.alpha) >= 0.5 && max(lifted.0.alpha, lifted.1.alpha) < 1)
        let u = generator.uniform(in: 0.001...0.999)
        let small = ColorInterpolation(from: start, to: end, options: options).color(at: u)
        let plain = ColorInterpolation(from: lifted.0, to: lifted.1, options: options).color(at: u)
        for lane in 0..<3 {
          #expect(
            small.components[lane].bitPattern == plain.components[lane].bitPattern,
            "\(space) lane \(lane): \(start) → \(end) at \(u): \(small) against \(plain)")
        }
        #expect(small.alpha * power == plain.alpha, "\(space): \(start) → \(end) at \(u)")
      }
    }
  }

  @Test func premultipliedBlendsMatchTheExtendedPrecisionFormula() throws {
    #if arch(x86_64)
      var generator = SplitMix64(seed: 1903)
      func component() -> Double {
        let magnitude = generator.next() % 3 == 0
          ? Double(sign: .plus, exponent: -Int(generator.next() % 1000), significand: 1 + generator.nextUnit())
          : generator.nextUnit() * 2
        return generator.next() & 1 == 0 ? magnitude : -magnitude
      }
      func alpha() -> Double {
        switch generator.next() % 4 {
        case 0: return generator.nextUnit()
        case 1: return Double(bitPattern: generator.next() % 0x0010_0000_0000_0000)  // subnormal or 0
        default: return Double(sign: .plus, exponent: -Int(generator.next() % 1075), significand: 1 + generator.nextUnit())
        }
      }
      let tiny = Float80(Double.leastNonzeroMagnitude)
      var checked = 0
      for _ in 0..<20_000 {
        let start = try RGBAColor(red: component(), green: component(), blue: component(), alpha: min(alpha(), 1))
        let end = try RGBAColor(red: component(), green: component(), blue: component(), alpha: min(alpha(), 1))
        let u = generator.uniform(in: 0.001...0.999)
        let blend = ColorInterpolation(from: start, to: end)
        let color = blend.color(at: u)
        let (a0, a1, w) = (Float80(start.alpha), Float80(end.alpha), Float80(u))
        let alpha = (1 - w) * a0 + w * a1
        #expect(abs(Float80(color.alpha) - alpha) <= 2 * Float80(color.alpha.ulp), "\(start) → \(end) at \(u)")
        guard alpha > 0 else { continue }
        checked += 1
        let (first, last) = (start.components, end.components)
        let batch = blend.colors(at: [u])[0]
        for lane in 0..<3 {
          let (c0, c1) = (Float80(first[lane]), Float80(last[lane]))
          let exact = ((1 - w) * c0 * a0 + w * c1 * a1) / alpha
          let scale = max(abs(first[lane]), abs(last[lane]))
          let tolerance = 8 * Float80(scale.ulp) + 8 * tiny / alpha
          #expect(
            abs(Float80(color.components[lane]) - exact) <= tolerance,
            "lane \(lane): \(start) → \(end) at \(u): \(color.components[lane]), exact \(exact)")
          #expect(batch[lane].bitPattern == color.components[lane].bitPattern)
        }
      }
      #expect(checked > 15_000)
    #endif
  }
}
