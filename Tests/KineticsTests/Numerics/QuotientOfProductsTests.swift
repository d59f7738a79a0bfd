import Kinetics
import KineticsTestSupport
import Testing

/// The package's one quotient of products without intermediate overflow or underflow
/// (`_SplitDouble`, `_ratioTimes`; docs/architecture.md, Numerics), against Float80 references
/// (15-bit exponent: products and quotients of five Doubles stay inside its range).
@Suite struct QuotientOfProductsTests {
  /// (n₀ · n₁ · n₂) / (d₀ · d₁) as the animator's velocity writes it (`_AnimatorRange.scaledSlope`).
  func splitQuotient(_ n: [Double], _ d: [Double]) -> Double {
    let numerator = _SplitDouble(n[0]) * _SplitDouble(n[1]) * _SplitDouble(n[2])
    return (numerator / (_SplitDouble(d[0]) * _SplitDouble(d[1]))).value
  }

  func wideQuotient(_ n: [Double], _ d: [Double]) -> Float80 {
    (Float80(n[0]) * Float80(n[1]) * Float80(n[2])) / (Float80(d[0]) * Float80(d[1]))
  }

  /// ±s·2^k with s uniform in [1, 2): rounded to a subnormal below 2⁻¹⁰²².
  func factor(exponent: Int, _ generator: inout SplitMix64) -> Double {
    let significand = generator.uniform(in: 1...2)
    return Double(sign: generator.next() & 1 == 0 ? .plus : .minus, exponent: exponent, significand: significand)
  }

  /// Checks `result` against the wide value: within 5 ulps (four significand roundings and the
  /// final one) where the wide value is clearly inside the range, ±∞ of its sign where it is
  /// clearly beyond it. Returns false for the few wide values within 2⁻⁴⁸ of the overflow edge.
  func check(_ result: Double, against wide: Float80, _ context: String) -> Bool {
    let edge = Float80(Double.greatestFiniteMagnitude)
    if wide.magnitude > edge * (1 + 0x1p-48) {
      #expect(result.isInfinite && (result < 0) == (wide < 0), "\(context): \(result) for \(wide)")
      return true
    }
    guard wide.magnitude < edge * (1 - 0x1p-48) else { return false }
    let reference = Double(wide)
    let tolerance = 5 * Swift.max(reference.ulp, .leastNonzeroMagnitude)
    #expect(result.isFinite && abs(result - reference) <= tolerance, "\(context): \(result) for \(reference)")
    #expect(reference == 0 || result.sign == reference.sign, "\(context)")
    return true
  }

  @Test func fiveFactorQuotientsAgreeWithFloat80AcrossTheWholeRange() {
    var generator = SplitMix64(seed: 21)
    var plainFailures = 0
    var checked = 0
    for round in 0..<4000 {
      // The result's exponent over the normal, subnormal, underflow and overflow zones; each
      // factor anywhere in Double's range (subnormals included), the divisor set to reach it.
      let target = -1130 + Int(generator.next() % 2200)
      let exponents = (0..<4).map { _ in -1074 + Int(generator.next() % 2098) }
      let last = Swift.min(1023, Swift.max(-1074, exponents[0] + exponents[1] + exponents[2] - exponents[3] - target))
      let n = (0..<3).map { factor(exponent: exponents[$0], &generator) }
      let d = [factor(exponent: exponents[3], &generator), factor(exponent: last, &generator)]
      let wide = wideQuotient(n, d)
      if check(splitQuotient(n, d), against: wide, "round \(round): \(n) / \(d)") { checked += 1 }
      let plain = (n[0] * n[1] * n[2]) / (d[0] * d[1])
      let reference = Double(wide)
      if reference.isNormal && !(abs(plain - reference) <= 5 * reference.ulp) { plainFailures += 1 }
    }
    #expect(checked > 3900)
    // The plain expression overflows or underflows on its way for most of these.
    #expect(plainFailures > 1000)
  }

  @Test func ratioTimesAgreesWithFloat80AcrossTheWholeRange() {
    var generator = SplitMix64(seed: 19)
    for round in 0..<4000 {
      let target = -1130 + Int(generator.next() % 2200)
      let (ea, eb) = (-1074 + Int(generator.next() % 2098), -1074 + Int(generator.next() % 2098))
      let ec = Swift.min(1023, Swift.max(-1074, target - ea + eb))
      let (a, b, c) = (factor(exponent: ea, &generator), factor(exponent: eb, &generator), factor(exponent: ec, &generator))
      _ = check(_ratioTimes(a, over: b, times: c), against: Float80(a) / Float80(b) * Float80(c), "round \(round): (\(a) / \(b)) · \(c)")
    }
  }

  @Test func ratioTimesHasTheBitsOfThePlainExpressionWhereItIsNormal() {
    // The split form and the plain one agree bit for bit wherever the plain ratio and product are
    // normal, including next to the smallest normal and the largest finite value: the direct
    // return of the plain value is no discontinuity.
    var generator = SplitMix64(seed: 5)
    var compared = 0
    for _ in 0..<20000 {
      let zone = generator.next() % 3
      let target = zone == 0 ? -1023 + Int(generator.next() % 4) : zone == 1 ? 1020 + Int(generator.next() % 4) : -900 + Int(generator.next() % 1800)
      let ea = -1000 + Int(generator.next() % 2000)
      let eb = -1000 + Int(generator.next() % 2000)
      guard (-1022...1023).contains(ea - eb) else { continue }
      let ec = target - (ea - eb)
      guard (-1074...1023).contains(ec) else { continue }
      let (a, b, c) = (factor(exponent: ea, &generator), factor(exponent: eb, &generator), factor(exponent: ec, &generator))
      let plain = a / b * c
      guard (a / b).isNormal, plain.isNormal else { continue }
      let split = ((_SplitDouble(a) / _SplitDouble(b)) * _SplitDouble(c)).value
      #expect(split.bitPattern == plain.bitPattern, "(\(a) / \(b)) · \(c)")
      #expect(_ratioTimes(a, over: b, times: c).bitPattern == plain.bitPattern)
      compared += 1
    }
    #expect(compared > 5000)
  }

  @Test func exactProductsAtTheOverflowAndUnderflowEdgesAreExact() {
    let largest = Double.greatestFiniteMagnitude
    let least = Double.leastNonzeroMagnitude
    // Plain arithmetic overflows or underflows on the way to each of these exact values.
    #expect(splitQuotient([0x1p1000, 0x1p1000, 1], [0x1p1000, 0x1p500]) == 0x1p500)
    #expect(splitQuotient([largest, 4, 1], [2, 2]) == largest)
    #expect(splitQuotient([least, 0x1p1000, 3 * 0x1p74], [1, 1]) == 3)
    #expect(splitQuotient([0x1p-1000, 0x1p-74, 3], [1, 1]) == 3 * least)
    #expect(splitQuotient([1, 1, 1], [0x1p1000, 0x1p74]) == least)
    #expect(_ratioTimes(largest, over: 0x1p-2, times: 0x1p-2) == largest)
    #expect(_ratioTimes(least, over: 0x1p1000, times: 0x1p1000) == least)
    // Beyond the range: ±∞, and 0 below half the least subnormal.
    #expect(splitQuotient([largest, 2, 1], [1, 1]) == .infinity)
    #expect(splitQuotient([largest, 2, -1], [1, 1]) == -.infinity)
    #expect(splitQuotient([least, 1, 1], [4, 1]) == 0)
    #expect(_ratioTimes(largest, over: 0.5, times: 1) == .infinity)
    #expect(_ratioTimes(least, over: 4, times: 1) == 0)
  }

  @Test func theSignIsTheProductOfTheFactorsSigns() {
    for pattern in 0..<32 {
      let signs = (0..<5).map { pattern & (1 << $0) == 0 ? 1.0 : -1.0 }
      let negative = signs.filter { $0 < 0 }.count % 2 == 1
      let n = [3e200 * signs[0], 5e-300 * signs[1], 7e250 * signs[2]]
      let d = [11e-290 * signs[3], 13e300 * signs[4]]
      let result = splitQuotient(n, d)
      #expect(result.isFinite && (result < 0) == negative, "signs \(signs): \(result)")
      #expect(result.magnitude == splitQuotient(n.map(\.magnitude), d.map(\.magnitude)))
    }
    for (a, b, c) in [(1.0, 3.0, 5.0), (-1, 3, 5), (1, -3, 5), (1, 3, -5), (-1, -3, -5)] {
      let expected = (a / b) * c
      #expect(_ratioTimes(a * 0x1p-600, over: b * 0x1p600, times: c * 0x1p900) == expected * 0x1p-300)
    }
  }

  @Test func zerosInfinitiesAndNaNCombineByIEEERules() {
    #expect(splitQuotient([0, 1e300, 1e300], [1e-300, 1]) == 0)
    #expect(splitQuotient([-0.0, 1e300, 1e300], [1e-300, 1]).sign == .minus)
    #expect(splitQuotient([-0.0, -1, 1], [1, 1]).sign == .plus)
    #expect(splitQuotient([1e-300, 1, 1], [0, 1e300]) == .infinity)
    #expect(splitQuotient([-1e-300, 1, 1], [0, 1]) == -.infinity)
    #expect(splitQuotient([0, 1, 1], [0, 1]).isNaN)
    #expect(splitQuotient([.infinity, 1e-300, 1], [1e300, 1]) == .infinity)
    #expect(splitQuotient([.nan, 1, 1], [1, 1]).isNaN)
    // `_ratioTimes` keeps a flat line flat out to ±∞: ±0 where a or c is 0, whatever the other.
    #expect(_ratioTimes(0, over: 1, times: .infinity) == 0)
    #expect(_ratioTimes(-0.0, over: 1, times: 5).sign == .minus)
    #expect(_ratioTimes(0, over: -1, times: -.infinity).sign == .plus)
    #expect(_ratioTimes(1, over: 1e-300, times: .infinity) == .infinity)
    #expect(_ratioTimes(.nan, over: 1, times: 0).isNaN)
  }

  @Test func subnormalFactorsKeepTheirFullValue() {
    // A subnormal factor's significand is normalized, so none of its bits is lost on the way.
    let tiny = subnormal("5e-320")
    #expect(splitQuotient([tiny, 0x1p1000, 0x1p74], [1, 1]) == Double(Float80(tiny) * 0x1p1074))
    #expect(_ratioTimes(tiny, over: subnormal("1e-320"), times: 1) == tiny / subnormal("1e-320"))
    #expect(_ratioTimes(tiny, over: 0x1p-1000, times: 0x1p-74) == Double(Float80(tiny) * 0x1p-74 * 0x1p1000))
  }
}
