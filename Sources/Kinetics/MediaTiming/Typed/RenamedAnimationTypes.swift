// The names the animations had while the `[Double]` and the typed families stood side by side
// (CHANGELOG, "Renamed"): each is the one generic type now.

/// Renamed ``BasicAnimation``.
@available(*, deprecated, renamed: "BasicAnimation")
public typealias TypedBasicAnimation<Value: AnimatableValue> = BasicAnimation<Value>

/// Renamed ``KeyframeAnimation``.
@available(*, deprecated, renamed: "KeyframeAnimation")
public typealias TypedKeyframeAnimation<Value: AnimatableValue> = KeyframeAnimation<Value>

/// Renamed ``AnimatedProperty``.
@available(*, deprecated, renamed: "AnimatedProperty")
public typealias TypedAnimatedProperty<Value: AnimatableValue> = AnimatedProperty<Value>

/// Renamed ``PropertyAnimation``.
@available(*, deprecated, renamed: "PropertyAnimation")
public typealias TypedPropertyAnimation = PropertyAnimation
