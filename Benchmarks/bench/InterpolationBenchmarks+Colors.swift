import Kinetics

#if canImport(Glibc)
  import Glibc
#endif

/// Color rows: `RGBAColor.interpolated` per evaluation (converts and premultiplies both endpoints
/// each time) against `ColorInterpolation`'s batch, which prepares them once.
func colorCases(_ fractions: [Double], _ floatFractions: [Float]) -> [BenchCase] {
  let a = try! RGBAColor(red: 0.9, green: 0.35, blue: 0.05, alpha: 0.8)
  let b = try! RGBAColor(red: 0.1, green: 0.55, blue: 0.95, alpha: 0.3)
  var cases: [BenchCase] = []
  // Oklab is not measured: its WideReal reference would need the same matrices, so it adds no check.
  for space in [ColorInterpolationOptions.Space.sRGB, .linearSRGB] {
    let options = ColorInterpolationOptions(space: space, alphaMode: .premultiplied)
    let interpolation = ColorInterpolation(from: a, to: b, options: options)
    let name = space == .sRGB ? "color-srgb-premultiplied" : "color-linear-srgb-premultiplied"
    let doubles = Outputs(fractions.count, SIMD4<Double>.zero)
    let floats = Outputs(fractions.count, SIMD4<Float>.zero)
    let error = { (inputs: [Double], values: [SIMD4<Double>]) -> Double in
      zip(inputs, values).map { u, v in
        let exact = referenceColor(a, b, u, linear: space == .linearSRGB)
        return (0..<4).map { Double(abs(WideReal(v[$0]) - exact[$0])) }.max()!
      }.max()!
    }
    cases += [
      BenchCase(
        kernel: "interpolation", variant: "\(name)-scalar-double", count: fractions.count,
        maxError: {
          error(fractions, fractions.map { a.interpolated(to: b, fraction: $0, options: options).components })
        },
        run: {
          doubles.values.withUnsafeMutableBufferPointer { output in
            for index in fractions.indices {
              output[index] = a.interpolated(to: b, fraction: fractions[index], options: options).components
            }
          }
          return doubles.values[fractions.count / 2].x
        }),
      BenchCase(
        kernel: "interpolation", variant: "\(name)-batch-double", count: fractions.count,
        maxError: { error(fractions, interpolation.colors(at: fractions)) },
        run: {
          fractions.withUnsafeBufferPointer { input in
            doubles.values.withUnsafeMutableBufferPointer { output in
              try? interpolation.colors(at: input, into: output)
            }
          }
          return doubles.values[fractions.count / 2].x
        }),
      BenchCase(
        kernel: "interpolation", variant: "\(name)-batch-float", count: fractions.count,
        maxError: {
          error(
            floatFractions.map(Double.init), interpolation.colors(at: floatFractions).map(SIMD4<Double>.init))
        },
        run: {
          floatFractions.withUnsafeBufferPointer { input in
            floats.values.withUnsafeMutableBufferPointer { output in
              try? interpolation.colors(at: input, into: output)
            }
          }
          return Double(floats.values[fractions.count / 2].x)
        }),
    ]
  }
  return cases
}

/// CSS Color 4 §12 premultiplied interpolation in WideReal, with the sRGB transfer function through
/// `pow` for linear light.
private func referenceColor(_ a: RGBAColor, _ b: RGBAColor, _ u: Double, linear: Bool) -> [WideReal] {
  func toLinear(_ c: Double) -> WideReal {
    let x = WideReal(c)
    return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
  }
  func encode(_ c: WideReal) -> WideReal {
    c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
  }
  let convert = { (c: RGBAColor) -> [WideReal] in
    linear
      ? [toLinear(c.red), toLinear(c.green), toLinear(c.blue)]
      : [WideReal(c.red), WideReal(c.green), WideReal(c.blue)]
  }
  let (ca, cb) = (convert(a), convert(b))
  let t = WideReal(u)
  let alpha = (1 - t) * WideReal(a.alpha) + t * WideReal(b.alpha)
  let rgb = (0..<3).map { ((1 - t) * ca[$0] * WideReal(a.alpha) + t * cb[$0] * WideReal(b.alpha)) / alpha }
  return (linear ? rgb.map(encode) : rgb) + [alpha]
}
