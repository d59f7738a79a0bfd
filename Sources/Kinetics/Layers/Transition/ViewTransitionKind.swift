/// The transitions of `UIView.transition(with:duration:options:animations:)`: the
/// `transitionCrossDissolve`, `transitionFlipFrom…` and `transitionCurl…` options.
public enum ViewTransitionKind: String, Sendable, CaseIterable {
  /// `transitionCrossDissolve`: the old content fades out while the new fades in.
  case crossDissolve
  /// `transitionFlipFromLeft`: the view turns about its vertical axis, its left side toward the
  /// viewer (Apple: "the left side of the view moves toward the front and right side toward the back").
  case flipFromLeft
  /// `transitionFlipFromRight`: about the vertical axis, the right side toward the viewer.
  case flipFromRight
  /// `transitionFlipFromTop`: about the horizontal axis, the top side toward the viewer.
  case flipFromTop
  /// `transitionFlipFromBottom`: about the horizontal axis, the bottom side toward the viewer.
  case flipFromBottom
  /// `transitionCurlUp`: the old content curls up from the bottom, uncovering the new.
  case curlUp
  /// `transitionCurlDown`: the old content curls down from the top, uncovering the new.
  case curlDown

  /// Whether the kind is one of the four flips.
  public var isFlip: Bool {
    switch self {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return true
    case .crossDissolve, .curlUp, .curlDown: return false
    }
  }

  /// For a flip, whether it turns about the vertical (y) axis, and the sign s of its angle s·π·p
  /// in Core Animation's rotation convention (`Transform3D(rotationAngle:x:y:z:)`, row vectors,
  /// z toward the viewer, y down): about y a positive angle brings the left side (x < 0) toward
  /// the viewer; about x a positive angle brings the bottom side (y > 0) toward it.
  var flipAxis: (aboutY: Bool, sign: Double)? {
    switch self {
    case .flipFromLeft: return (true, 1)
    case .flipFromRight: return (true, -1)
    case .flipFromTop: return (false, -1)
    case .flipFromBottom: return (false, 1)
    case .crossDissolve, .curlUp, .curlDown: return nil
    }
  }
}
