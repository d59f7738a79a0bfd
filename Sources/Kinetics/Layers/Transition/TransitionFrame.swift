/// Where one side of a transition is drawn: its offset from the layer's origin and its opacity.
public struct TransitionContent: Sendable, Hashable {
  /// The horizontal offset, in the layer's units (positive: to the right).
  public let x: Double
  /// The vertical offset (y-down: positive is downwards).
  public let y: Double
  /// The opacity multiplier, in [0, 1] for progress in [0, 1].
  public let opacity: Double

  /// Content at the given offset and opacity.
  public init(x: Double, y: Double, opacity: Double) {
    self.x = x
    self.y = y
    self.opacity = opacity
  }
}

/// The state of a transition at one progress: the outgoing (old) and incoming (new) content.
///
/// Geometry (docs/transitions.md), with p the progress and D = (W·dx, H·dy) the subtype's
/// ``TransitionSubtype/direction`` times the layer's size:
/// - `fade`: old at 0 with opacity 1 − p, new at 0 with opacity p (a cross-dissolve).
/// - `push`: new at D·(1 − p), old at −D·p; both opaque.
/// - `moveIn`: new at D·(1 − p) over the old, which stays at 0; both opaque.
/// - `reveal`: old at −D·p over the new, which stays at 0; both opaque.
/// Offsets are formed as 0 − D·p and D·(1 − p), so a zero offset is +0, never −0.
public struct TransitionFrame: Sendable, Hashable {
  /// The transition's progress p.
  public let progress: Double
  /// The outgoing content.
  public let old: TransitionContent
  /// The incoming content.
  public let new: TransitionContent
  /// Whether the new content is drawn over the old (`fade`, `push` and `moveIn`; `reveal` draws
  /// the old content on top, sliding off the new).
  public let newIsOnTop: Bool

  /// The frame of a transition of `type` and `subtype` at progress `progress` for a layer of
  /// `width` × `height`.
  /// - Throws: ``TransitionError/parameter(_:)`` for a negative or non-finite size.
  public init(
    type: TransitionType, subtype: TransitionSubtype, progress: Double, width: Double, height: Double
  ) throws(TransitionError) {
    let bounds = try Self.validatedBounds(width: width, height: height)
    self.init(type: type, subtype: subtype, progress: progress, validWidth: bounds.width, validHeight: bounds.height)
  }

  /// The same without the check (the caller validated the bounds).
  init(type: TransitionType, subtype: TransitionSubtype, progress p: Double, validWidth: Double, validHeight: Double) {
    progress = p
    let direction = subtype.direction
    let dx = direction.x * validWidth
    let dy = direction.y * validHeight
    // Offsets of a side that moves out (0 − D·p) and of a side that moves in (D·(1 − p)).
    let leaving = TransitionContent(x: 0 - dx * p, y: 0 - dy * p, opacity: 1)
    let entering = TransitionContent(x: 0 + dx * (1 - p), y: 0 + dy * (1 - p), opacity: 1)
    let resting = TransitionContent(x: 0, y: 0, opacity: 1)
    switch type {
    case .fade:
      old = TransitionContent(x: 0, y: 0, opacity: 1 - p)
      new = TransitionContent(x: 0, y: 0, opacity: p)
    case .push: (old, new) = (leaving, entering)
    case .moveIn: (old, new) = (resting, entering)
    case .reveal: (old, new) = (leaving, resting)
    }
    newIsOnTop = type != .reveal
  }

  /// Checks a layer size: each side finite and ≥ 0.
  static func validatedBounds(width: Double, height: Double) throws(TransitionError) -> (width: Double, height: Double) {
    try TransitionError.require(width, .finite, .nonNegative, name: "width")
    try TransitionError.require(height, .finite, .nonNegative, name: "height")
    return (width, height)
  }
}
