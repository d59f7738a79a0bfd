/// The state of a one-dimensional spring at an instant: a position and a velocity (value units per
/// second, positive means increasing value).
public struct SpringState: Sendable, Hashable {
  /// The position, in value units.
  public var position: Double
  /// The velocity, in value units per second.
  public var velocity: Double

  /// Creates a state from a position and a velocity.
  @inlinable
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}
