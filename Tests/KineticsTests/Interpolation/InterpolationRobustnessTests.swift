import Kinetics
import Testing
import KineticsTestSupport

/// Evaluation never traps and never produces NaN for finite input: random matrices whose elements
/// span many magnitudes (including exact zeros, so singular and m44 = 0 cases occur), at fractions
/// inside and outside [0, 1].
@Suite struct InterpolationRobustnessTests {
  static let magnitudes: [Double] = [0, 1e-300, 1e-12, 0.5, 1, 3, 1e12, 1e100]

  static func element(_ generator: inout SplitMix64) -> Double {
    let magnitude = magnitudes.randomElement(using: &generator)!
    let sign: Double = Bool.random(using: &generator) ? 1 : -1
    return sign * magnitude * Double.random(in: 0.5...1, using: &generator)
  }

  @Test func transform3DInterpolationIsFiniteForWildInput() throws {
    var generator = SplitMix64(seed: 41)
    for _ in 0..<3000 {
      let a = try Transform3D(elements: (0..<16).map { _ in Self.element(&generator) })
      let b = try Transform3D(elements: (0..<16).map { _ in Self.element(&generator) })
      for path in Quaternion.Path.allCases {
        let interpolation = Transform3DInterpolation(from: a, to: b, path: path)
        for fraction in [0.3, 0.5, 0.9, -0.5, 1.5] {
          let value = interpolation.transform(at: fraction)
          #expect(value.elements.allSatisfy { $0.isFinite }, "\(a.elements) → \(b.elements) at \(fraction)")
        }
      }
    }
  }

  @Test func affineInterpolationIsFiniteForWildInput() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      let a = try AffineTransform(elements: (0..<6).map { _ in Self.element(&generator) })
      let b = try AffineTransform(elements: (0..<6).map { _ in Self.element(&generator) })
      for fraction in [0.3, 0.5, 0.9, -0.5, 1.5] {
        let value = a.interpolated(to: b, fraction: fraction)
        #expect(value.elements.allSatisfy { $0.isFinite }, "\(a.elements) → \(b.elements) at \(fraction)")
      }
    }
  }

  @Test func colorInterpolationIsFiniteForWildInput() throws {
    var generator = SplitMix64(seed: 43)
    for _ in 0..<3000 {
      let components = (0..<6).map { _ in Self.element(&generator) }
      let alphas = (0..<2).map { _ in [0, 1e-300, 0.25, 1].randomElement(using: &generator)! }
      let a = try RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: alphas[0])
      let b = try RGBAColor(red: components[3], green: components[4], blue: components[5], alpha: alphas[1])
      for options in ColorInterpolationTests.allOptions {
        for fraction in [0.3, 0.5, -0.5, 1.5] {
          let value = a.interpolated(to: b, fraction: fraction, options: options)
          #expect(value.components == value.components, "\(a) → \(b) at \(fraction) \(options)")  // no NaN
        }
      }
    }
  }
}
