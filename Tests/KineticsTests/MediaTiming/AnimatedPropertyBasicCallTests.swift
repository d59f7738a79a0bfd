import Kinetics
import Testing

/// `AnimatedProperty.presentationValue(at:)` calls a basic animation of its value type directly
/// and any other animation through the protocol: both give the same bits.
@Suite struct AnimatedPropertyBasicCallTests {
  /// A basic animation behind another conforming type, so the property reaches it through the
  /// protocol witness.
  struct Wrapped<Value: AnimatableValue>: PropertyAnimation {
    let animation: BasicAnimation<Value>
    func value(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value? {
      try animation.value(atParentTime: t, underlying: underlying, previous: previous)
    }
  }

  @Test func basicColorAnimationsGiveTheBitsOfTheProtocolCall() throws {
    let timing = try MediaTiming(duration: 1, fillMode: .forwards)
    let late = try MediaTiming(beginTime: 0.4, duration: 0.5, fillMode: .both)
    let oklab = ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied)
    let model = try RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    let previous = try RGBAColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 1)
    let animations = [
      try BasicAnimation(
        fromValue: try RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
        toValue: try RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.25), timing: timing, interpolation: oklab),
      try BasicAnimation(toValue: try RGBAColor(red: 0.3, green: 0.9, blue: 0.1, alpha: 0.6), timing: late, interpolation: oklab),
      try BasicAnimation(
        byValue: try RGBAColor(red: 0.1, green: 0, blue: 0, alpha: 0), timing: timing, isAdditive: true, isCumulative: true,
        interpolation: oklab),
      try BasicAnimation<RGBAColor>(timing: late, interpolation: oklab),
    ]
    let direct = try AnimatedProperty(modelValue: model, previousModelValue: previous, animations: animations)
    let throughProtocol = try AnimatedProperty(
      modelValue: model, previousModelValue: previous, animations: animations.map { Wrapped(animation: $0) })
    for step in -2...30 {
      let t = Double(step) / 16
      let a = try direct.presentationValue(at: t)
      let b = try throughProtocol.presentationValue(at: t)
      let bits = { (c: RGBAColor) in [c.red, c.green, c.blue, c.alpha].map(\.bitPattern) }
      #expect(bits(a) == bits(b), "t = \(t)")
    }
  }

  @Test func basicArrayAnimationsGiveTheBitsOfTheProtocolCall() throws {
    let timing = try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
    let animations = [
      try BasicAnimation(fromValue: [0.1, -3], toValue: [0.7, 5], timing: timing),
      try BasicAnimation(byValue: [1e300, 2], timing: timing, isAdditive: true, isCumulative: true),
    ]
    let direct = try AnimatedProperty(modelValue: [1, 2], animations: animations)
    let throughProtocol = try AnimatedProperty(modelValue: [1, 2], animations: animations.map { Wrapped(animation: $0) })
    for step in -2...70 {
      let t = Double(step) / 16
      #expect(try direct.presentationValue(at: t).map(\.bitPattern) == throughProtocol.presentationValue(at: t).map(\.bitPattern))
    }
  }
}
