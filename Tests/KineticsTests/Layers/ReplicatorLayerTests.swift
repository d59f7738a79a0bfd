import Foundation
import Kinetics
import Testing

/// CAReplicatorLayer: documented defaults, instance 0 as the source, staggered time, colors, and
/// instance transforms against independent computations at i = 10⁴.
@Suite struct ReplicatorLayerTests {
  @Test func defaultsAreCoreAnimations() throws {
    let layer = try ReplicatorLayer()
    #expect(layer.instanceCount == 1 && layer.instanceDelay == 0)
    #expect(layer.instanceTransform == .identity)
    #expect(layer.instanceColor == (try RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
    #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0)
    #expect(layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
  }

  @Test func rejectsInvalidParameters() throws {
    #expect(throws: ReplicatorError.negativeInstanceCount(-1)) { try ReplicatorLayer(instanceCount: -1) }
    #expect(throws: ReplicatorError.nonFinite(name: "instanceDelay", value: .infinity)) {
      try ReplicatorLayer(instanceDelay: .infinity)
    }
    #expect(throws: ReplicatorError.self) { try ReplicatorLayer(instanceAlphaOffset: .nan) }
    let layer = try ReplicatorLayer(instanceCount: 3)
    #expect(throws: ReplicatorError.instanceOutOfRange(index: 3, count: 3)) { try layer.transform(ofInstance: 3) }
    #expect(throws: ReplicatorError.instanceOutOfRange(index: -1, count: 3)) { try layer.transform(ofInstance: -1) }
    // Scale 2: T^1024 = 2^1024 overflows, found while the powers are prepared.
    #expect(throws: ReplicatorError.transformOverflow(instance: 1024)) {
      try ReplicatorLayer(instanceCount: 2000, instanceTransform: try Transform3D(scaleX: 2, y: 2, z: 2))
    }
    #expect(throws: ReplicatorError.bufferCountMismatch(expected: 48, actual: 47)) {
      var buffer = [Double](repeating: 0, count: 47)
      try buffer.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
    }
  }

  @Test func instanceZeroIsTheSourceItself() throws {
    let layer = try ReplicatorLayer(
      instanceCount: 5, instanceDelay: 0.3, instanceTransform: try Transform3D(rotationAngle: 0.7, x: 1, y: 1, z: 0),
      instanceRedOffset: -0.2)
    #expect(try layer.transform(ofInstance: 0) == .identity)
    #expect(layer.localTime(ofInstance: 0, atTime: 1.234) == 1.234)
    #expect(layer.color(ofInstance: 0) == layer.instanceColor)
    #expect(try layer.transform(ofInstance: 1) == layer.instanceTransform)
  }

  @Test func pureTranslationsAreExact() throws {
    let layer = try ReplicatorLayer(
      instanceCount: 10_001, instanceTransform: try Transform3D(translationX: 0.1, y: -2.5, z: 1e-3))
    let transform = try layer.transform(ofInstance: 10_000)
    // One rounding of i·t: the Float80 product of a Double and a 14-bit integer is exact.
    #expect(transform.m41 == Double(Float80(10_000) * Float80(0.1)))
    #expect(transform.m42 == -25_000)
    #expect(transform.m43 == Double(Float80(10_000) * Float80(1e-3)))
    #expect(Array(transform.elements[0..<12]) == Array(Transform3D.identity.elements[0..<12]))
  }

  /// The exact power of the given matrix, by 10⁴ − 1 multiplications in Float80 (error about
  /// 10⁴·γ₄ in Float80, ≈ 2e-15: far below what is checked).
  private func referencePower(_ transform: Transform3D, _ exponent: Int) -> [Float80] {
    let m = transform.elements.map(Float80.init)
    var result = m
    for _ in 1..<exponent {
      var next = [Float80](repeating: 0, count: 16)
      for row in 0..<4 {
        for column in 0..<4 {
          var sum: Float80 = 0
          for k in 0..<4 { sum += result[4 * row + k] * m[4 * k + column] }
          next[4 * row + column] = sum
        }
      }
      result = next
    }
    return result
  }

  @Test(arguments: [
    try! Transform3D(rotationAngle: 0.001, x: 0, y: 0, z: 1),
    try! Transform3D(rotationAngle: 0.37, x: 1, y: 2, z: 3),
    try! Transform3D(rotationAngle: 2 * Double.pi / 7, x: 0, y: 0, z: 1).concatenating(
      try Transform3D(translationX: 12, y: -3, z: 0)),
  ])
  func rotationsStayWithinTheBoundAt10000Instances(_ step: Transform3D) throws {
    let layer = try ReplicatorLayer(instanceCount: 10_001, instanceTransform: step)
    let reference = referencePower(step, 10_000)
    let computed = try layer.transform(ofInstance: 10_000).elements
    // The bound of `transform(ofInstance:)`: 8·i·u per element for an orthogonal linear part
    // (8.9e-12 at 10⁴; measured about 2e-13), times the size of the translations for row 4.
    let bound = 8 * 10_000 * Double.ulpOfOne / 2
    let translationScale = max(1, abs(step.m41), abs(step.m42)) * 10
    for index in 0..<16 {
      let tolerance = index >= 12 ? bound * translationScale : bound
      #expect(abs(Float80(computed[index]) - reference[index]) <= Float80(tolerance), "element \(index)")
    }
  }

  @Test func batchTransformsEqualTheScalarOnesBitForBit() throws {
    let step = try Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 1).concatenating(
      try Transform3D(scaleX: 0.99, y: 0.99, z: 0.99))
    let layer = try ReplicatorLayer(instanceCount: 300, instanceTransform: step)
    let all = try layer.instanceTransforms()
    var doubles = [Double](repeating: 0, count: 16 * 300)
    var floats = [Float](repeating: 0, count: 16 * 300)
    try doubles.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
    try floats.withUnsafeMutableBufferPointer { try layer.instanceTransformElements(into: $0) }
    for index in 0..<300 {
      let single = try layer.transform(ofInstance: index)
      #expect(all[index] == single)
      #expect(Array(doubles[16 * index..<16 * index + 16]) == single.elements)
      #expect(Array(floats[16 * index..<16 * index + 16]) == single.elements.map(Float.init))
    }
  }

  @Test func instancesRunStaggeredByTheDelay() throws {
    let layer = try ReplicatorLayer(instanceCount: 4, instanceDelay: 0.125)
    let timing = try MediaTiming(duration: 1)
    // At t = 0.5 instance i sees local time 0.5 − i/8.
    #expect(layer.state(ofInstance: 0, atParentTime: 0.5, timing: timing).progress == 0.5)
    #expect(layer.state(ofInstance: 3, atParentTime: 0.5, timing: timing).progress == 0.125)
    // Instance 3 has not started at t = 0.25 (local −0.125) and shows nothing without a fill.
    #expect(layer.state(ofInstance: 3, atParentTime: 0.25, timing: timing).progress == nil)
  }

  @Test func colorsAddTheOffsetsPerInstanceAndClamp() throws {
    let layer = try ReplicatorLayer(
      instanceCount: 10, instanceColor: try RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1), instanceRedOffset: -0.125,
      instanceBlueOffset: 0.25, instanceAlphaOffset: -0.0625)
    #expect(layer.color(ofInstance: 3) == (try RGBAColor(red: 0.625, green: 0.5, blue: 0.75, alpha: 0.8125)))
    #expect(layer.color(ofInstance: 9) == (try RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.4375)))
  }

  @Test func colorsAreTheStandardLibraryClampBitForBit() throws {
    // The reference: SIMD4.clamped(lowerBound:upperBound:) of instanceColor + i·offsets, compared by
    // bit pattern, so −0 (kept by the clamp), saturation and offsets near the Double range count.
    let colors = [
      try RGBAColor(red: -0.0, green: 0.5, blue: 1, alpha: 0), try RGBAColor(red: 1.25, green: -0.25, blue: 0.3, alpha: 1),
    ]
    let offsets: [SIMD4<Double>] = [
      SIMD4(-0.0, -0.0, 0, -0.0), SIMD4(-0.125, 0.0625, 0.3, -0.01), SIMD4(1e300, -1e300, .leastNonzeroMagnitude, -1.7e308),
    ]
    for color in colors {
      for offset in offsets {
        let layer = try ReplicatorLayer(
          instanceCount: 50, instanceColor: color, instanceRedOffset: offset.x, instanceGreenOffset: offset.y,
          instanceBlueOffset: offset.z, instanceAlphaOffset: offset.w)
        for index in [0, 1, 2, 7, 49, 1 << 40, Int.max] {
          let raw = color.components + Double(index) * offset
          let expected = raw.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
          let actual = layer.color(ofInstance: index).components
          for lane in 0..<4 { #expect(actual[lane].bitPattern == expected[lane].bitPattern, "\(index) \(lane)") }
        }
      }
    }
  }
}
