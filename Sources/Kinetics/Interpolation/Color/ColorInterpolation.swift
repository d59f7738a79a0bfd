/// A pair of colors prepared for blending at many fractions: both endpoints are converted to the
/// interpolation space and premultiplied once, so each evaluation is a blend and an un-premultiply.
///
/// ``RGBAColor/interpolated(to:fraction:options:)`` builds one for a single evaluation; keyframe
/// tracks and the batch functions keep one.
///
/// Method (CSS Color 4 §12): convert to ``ColorInterpolationOptions/space``; with premultiplied alpha
/// multiply red, green and blue by alpha; blend all four components as `(1 − u)·a + u·b`; divide by
/// the blended alpha (when it is positive, else fall back to the straight blend of the color
/// components); clamp alpha to [0, 1] (CSS Color 4 §4.2, relevant only when extrapolating); convert
/// back. Fractions 0 and 1 return the endpoints bit for bit. Extrapolation so far that a product
/// overflows is recomputed without the overflow (`components(at:)`), so for finite input a
/// component is infinite only where its value is beyond the range of `Double` (in the
/// interpolation space or in linear light), never NaN.
///
/// Accuracy: in gamma-encoded sRGB within 4 ulp of the exact blend of the given doubles per component
/// for in-gamut colors; in linear sRGB and Oklab add the error of `pow` and the cube root through the
/// two conversions (a few ulp; checked against 50-digit fixtures). With premultiplied alpha the
/// alphas are premultiplied scaled by one power of two (the larger into [1, 2)), so tiny and
/// subnormal alphas blend the colors as large ones do (within 8 ulp of the larger endpoint
/// component, tested in extended precision down to subnormal alphas and components of 2⁻¹⁰⁰⁰).
/// In linear sRGB and Oklab a component far below the others (green 1 beside red 1e100) is lost
/// to their rounding in linear light, an error of ε times the largest linear component: the
/// spaces' own conditioning, not the blend's.
public struct ColorInterpolation: Sendable, Hashable {
  /// The color at fraction 0.
  public let start: RGBAColor
  /// The color at fraction 1.
  public let end: RGBAColor
  /// The space and alpha handling.
  public let options: ColorInterpolationOptions
  /// With premultiplied alpha and both alphas below 0.5, the k with which the alphas are
  /// premultiplied as α·2ᵏ, the larger in [1, 2) (a power of two, so exact), and the blended alpha
  /// multiplied by 2⁻ᵏ to give the color's; 0 otherwise (the common case: the blend then costs one
  /// compare more than the plain formula). The un-premultiplied ratio is unchanged, but a tiny alpha
  /// no longer underflows the products: (0.2, 0.3, 0.3, 1e-310) and (0.9, 0.3, 0.3, 3e-310) blended
  /// to green 0.30000000000000987 at 0.5 (subnormal products), and a component 1e-100 with alpha
  /// 1e-300 to 0. At most 1074 (the smallest subnormal alpha); an `Int16` declared here fills the
  /// padding after `options`, so the type keeps its size and the endpoints their offsets.
  @usableFromInline internal let alphaExponent: Int16

  /// The endpoints in the interpolation space, straight alpha.
  @usableFromInline internal let startStraight: SIMD4<Double>
  @usableFromInline internal let endStraight: SIMD4<Double>
  /// The endpoints in the interpolation space, premultiplied when the options say so.
  @usableFromInline internal let startBlendable: SIMD4<Double>
  @usableFromInline internal let endBlendable: SIMD4<Double>

  /// Prepares `start` and `end` for blending with `options`.
  ///
  /// - Complexity: O(1) (at most six `pow` and six cube roots).
  // Always inlined: called out of line (the optimizer's choice once the tiny-alpha branch was
  // added), the 208-byte result came back through memory and was copied in 64-byte loads that had
  // to wait for the callee's 8- and 16-byte stores (store-forwarding stalls; BasicAnimation's
  // value over an underlying color, bench row c-api-call-presentation-color). The conversions and
  // the scaled premultiplication stay out of line.
  @inlinable @inline(__always)
  public init(from start: RGBAColor, to end: RGBAColor, options: ColorInterpolationOptions = .standard) {
    self.start = start
    self.end = end
    self.options = options
    startStraight = Self.toInterpolationSpace(start.components, options.space)
    endStraight = Self.toInterpolationSpace(end.components, options.space)
    switch options.alphaMode {
    case .premultiplied:
      let largestAlpha = Swift.max(start.alpha, end.alpha)
      if _fastPath(largestAlpha >= 0.5 || largestAlpha == 0) {
        // Already in [0.5, 1]: no product can lose digits the scaled ones keep; no scaling (the
        // exponent arithmetic, out of line below, tripled the cost of a one-off blend).
        startBlendable = Self.premultiplied(startStraight)
        endBlendable = Self.premultiplied(endStraight)
        alphaExponent = 0
      } else {
        let scaled = Self.premultipliedScaled(startStraight, endStraight, largestAlpha: largestAlpha)
        startBlendable = scaled.start
        endBlendable = scaled.end
        alphaExponent = scaled.exponent
      }
    case .straight:
      startBlendable = startStraight
      endBlendable = endStraight
      alphaExponent = 0
    }
  }

  /// The color a fraction `fraction` of the way from `start` to `end`.
  ///
  /// Edge cases: 0 and 1 return `start` and `end` exactly; other fractions extrapolate, with alpha
  /// clamped to [0, 1], so the result is always a valid color for finite input.
  /// - Complexity: O(1).
  @inlinable
  public func color(at fraction: Double) -> RGBAColor {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    let blended = components(at: fraction)
    return RGBAColor(uncheckedRed: blended.x, green: blended.y, blue: blended.z, alpha: blended.w)
  }

  /// The blended (red, green, blue, alpha) in gamma-encoded sRGB with straight alpha, for a fraction
  /// other than 0 and 1. Shared by the scalar and the batch paths so they agree bit for bit.
  ///
  /// For 0 < fraction < 1 the formula of the type's description, inline: every blend is then a
  /// convex combination of the endpoints (colors at most `RGBAColor.maximumComponentMagnitude`,
  /// so at most 1e240 in linear light and 1e80 in Oklab), and nothing can overflow. Other
  /// fractions (extrapolation) go out of line to ``checkedComponents(at:)``.
  @inlinable
  internal func components(at fraction: Double) -> SIMD4<Double> {
    if _fastPath(_isStrictlyInsideUnitInterval(fraction)) { return blendedComponents(at: fraction) }
    return checkedComponents(at: fraction)
  }

  /// The formula's result, or where a component of it is not finite (extrapolation so far that a
  /// product overflows), ``componentsBeyondProducts(at:)``.
  @inlinable @inline(never)
  internal func checkedComponents(at fraction: Double) -> SIMD4<Double> {
    let result = blendedComponents(at: fraction)
    if result - result == SIMD4() { return result }
    return componentsBeyondProducts(at: fraction)
  }

  /// The formula of the type's description with the plain blends (``_twoProductBlend(_:_:u:)``).
  @inlinable @inline(__always)
  internal func blendedComponents(at fraction: Double) -> SIMD4<Double> {
    let blend = _twoProductBlend(_BlendVector(startBlendable), _BlendVector(endBlendable), u: fraction).vector
    var result = blend
    if options.alphaMode == .premultiplied {
      if blend.w > 0 {
        result = blend / SIMD4(repeating: blend.w)
        result.w = blend.w
        if _slowPath(alphaExponent != 0) { result.w = Self.unscaledAlpha(blend.w, alphaExponent: alphaExponent) }
      } else {
        result = _twoProductBlend(_BlendVector(startStraight), _BlendVector(endStraight), u: fraction).vector
        result.w = 0
      }
    }
    return encoded(fromInterpolationSpace: result)
  }

  /// The components at a fraction where the formula overflowed: each blend recomputed where its
  /// products overflow (``_linearInterpolation(_:_:fraction:)``); un-premultiplied from the blend
  /// divided by the fraction, A/u + (B − A) (the same ratio, with no product of u) when |u| > 1 and
  /// the plain ratio is not finite; converted back with the Oklab cube scaled
  /// (``OklabConversion/linearScaled(fromOklab:)``). A component is then infinite only where its
  /// value is beyond the range of `Double` in the interpolation space or in linear light, and
  /// never NaN for finite input.
  @inlinable
  internal func componentsBeyondProducts(at fraction: Double) -> SIMD4<Double> {
    let blend = _linearInterpolation(_BlendVector(startBlendable), _BlendVector(endBlendable), fraction: fraction)
      .vector
    var result = blend
    if options.alphaMode == .premultiplied {
      if blend.w > 0 {
        result = blend / SIMD4(repeating: blend.w)
        if !(result - result == SIMD4()) && fraction.magnitude > 1 {
          let scaled = startBlendable / SIMD4(repeating: fraction) + (endBlendable - startBlendable)
          result = scaled / SIMD4(repeating: scaled.w)
        }
        result.w = blend.w
        if alphaExponent != 0 { result.w = Self.unscaledAlpha(blend.w, alphaExponent: alphaExponent) }
      } else {
        result = _linearInterpolation(_BlendVector(startStraight), _BlendVector(endStraight), fraction: fraction)
          .vector
        result.w = 0
      }
    }
    return encoded(fromInterpolationSpace: result, scalingOklab: true)
  }

  /// `result` (components in the interpolation space, straight alpha) with alpha clamped to
  /// [0, 1] and the components converted to gamma-encoded sRGB.
  @inlinable @inline(__always)
  internal func encoded(fromInterpolationSpace result: SIMD4<Double>, scalingOklab: Bool = false) -> SIMD4<Double> {
    var result = result
    result.w = Swift.min(Swift.max(result.w, 0), 1)
    var linear = SIMD3(result.x, result.y, result.z)
    switch options.space {
    case .sRGB: return result
    case .linearSRGB: break
    case .oklab:
      linear = scalingOklab ? OklabConversion.linearScaled(fromOklab: linear) : OklabConversion.linear(fromOklab: linear)
    }
    result.x = SRGBTransferFunction.encoded(fromLinear: linear.x)
    result.y = SRGBTransferFunction.encoded(fromLinear: linear.y)
    result.z = SRGBTransferFunction.encoded(fromLinear: linear.z)
    return result
  }

  @usableFromInline
  internal static func toInterpolationSpace(
    _ color: SIMD4<Double>, _ space: ColorInterpolationOptions.Space
  ) -> SIMD4<Double> {
    switch space {
    case .sRGB: return color
    case .linearSRGB, .oklab:
      let linear = SIMD3(
        SRGBTransferFunction.linear(fromEncoded: color.x), SRGBTransferFunction.linear(fromEncoded: color.y),
        SRGBTransferFunction.linear(fromEncoded: color.z))
      let converted = space == .oklab ? OklabConversion.oklab(fromLinear: linear) : linear
      return SIMD4(converted, color.w)
    }
  }

  /// `color` with red, green and blue multiplied by its alpha, and that alpha.
  @usableFromInline @inline(__always)
  internal static func premultiplied(_ color: SIMD4<Double>) -> SIMD4<Double> {
    var result = color * SIMD4(repeating: color.w)
    result.w = color.w
    return result
  }

  /// Both endpoints premultiplied with their alphas scaled by 2ᵏ, k = −exponent(`largestAlpha`)
  /// (the larger alpha into [1, 2)), and k: red, green and blue multiplied by α·2ᵏ, and that
  /// scaled alpha (the power in two exact steps: 2ᵏ alone overflows for subnormal alphas,
  /// k > 1023). For 0 < `largestAlpha` < 0.5 only, the rare case; out of line so that the
  /// initializer keeps the size of the plain premultiplication.
  @usableFromInline @inline(never)
  internal static func premultipliedScaled(
    _ start: SIMD4<Double>, _ end: SIMD4<Double>, largestAlpha: Double
  ) -> (start: SIMD4<Double>, end: SIMD4<Double>, exponent: Int16) {
    let exponent = -Int(largestAlpha.exponent)
    let half = exponent / 2
    let scale = (
      Double(sign: .plus, exponent: half, significand: 1),
      Double(sign: .plus, exponent: exponent - half, significand: 1)
    )
    func scaled(_ color: SIMD4<Double>) -> SIMD4<Double> {
      let alpha = color.w * scale.0 * scale.1
      var result = color * SIMD4(repeating: alpha)
      result.w = alpha
      return result
    }
    return (scaled(start), scaled(end), Int16(exponent))
  }

  /// The color's alpha from the blended alpha of endpoints premultiplied by
  /// ``premultipliedScaled(_:_:largestAlpha:)`` with k = `alphaExponent`: `blendedAlpha`·2⁻ᵏ
  /// (exact unless the result is subnormal, where it rounds once). Out of line: never needed
  /// when both alphas are 0 or one is at least 0.5.
  @usableFromInline @inline(never)
  internal static func unscaledAlpha(_ blendedAlpha: Double, alphaExponent: Int16) -> Double {
    blendedAlpha * Double(sign: .plus, exponent: -Int(alphaExponent), significand: 1)
  }
}
