/// The four public transition types of Core Animation (`CATransitionType`).
///
/// Apple documents each in one sentence; the geometry the model gives them is in
/// docs/transitions.md ("Geometry").
public enum TransitionType: String, Sendable, Hashable, CaseIterable {
  /// `kCATransitionFade`: the layer's content fades as it becomes visible or hidden — a
  /// cross-dissolve: the old content's opacity is 1 − p, the new content's p, nothing moves.
  case fade
  /// `kCATransitionMoveIn`: the new content slides in over the old, which stays where it is.
  case moveIn
  /// `kCATransitionPush`: the new content pushes the old out: both move by the same offset.
  case push
  /// `kCATransitionReveal`: the old content slides away, uncovering the new, which stays where it is.
  case reveal
}

/// The direction a transition comes from (`CATransitionSubtype`). `fade` ignores it.
///
/// The model's coordinates are y-down (the layer geometry of iOS, and of a flipped macOS layer):
/// `fromTop` starts the new content above the layer, at y = −height. In a y-up system the sign of
/// every y offset flips (docs/transitions.md).
public enum TransitionSubtype: String, Sendable, Hashable, CaseIterable {
  /// The new content enters from the right edge (starts at x = +width).
  case fromRight
  /// The new content enters from the left edge (starts at x = −width).
  case fromLeft
  /// The new content enters from the top edge (starts at y = −height, y-down).
  case fromTop
  /// The new content enters from the bottom edge (starts at y = +height, y-down).
  case fromBottom

  /// The unit direction (x, y) from which the new content comes: the new content's offset at
  /// progress 0 is this times the layer's (width, height), component by component.
  public var direction: (x: Double, y: Double) {
    switch self {
    case .fromRight: return (1, 0)
    case .fromLeft: return (-1, 0)
    case .fromTop: return (0, -1)
    case .fromBottom: return (0, 1)
    }
  }
}
