/// What a UIView transition shows at progress p (docs/transitions.md, "UIView transitions"): which
/// of the two views is visible, their opacities, and for the flips the rotation angle and the 4×4
/// transform of the visible side, for the curls the curl line.
///
/// The old view (`from`) is the front of a card and the new view (`to`) its back:
/// - crossDissolve: both drawn, opacities 1 − p and p (they sum to 1 up to one rounding), the new
///   view on top;
/// - flips: the card turns by θ = s·π·p about its center (s = ±1 by direction, see
///   `ViewTransitionKind`); for p < 0.5 the front shows, transformed by R(θ)·P; from p = 0.5 the
///   back shows, transformed by R(θ − s·π)·P, which is the identity rotation at p = 1. P is the
///   perspective with m34 = −1/eyeDistance. The hidden side has opacity 0, the visible one 1;
/// - curls: the old view curls away over the new one (both opacity 1, the curl is rendering); the
///   curl line's y, as a fraction of the height from the top (y down), runs from 1 to 0 for
///   curlUp (from the bottom edge up) and from 0 to 1 for curlDown.
public struct ViewTransitionFrame: Sendable, Equatable {
  /// The transition.
  public let kind: ViewTransitionKind
  /// The eased progress p in [0, 1].
  public let progress: Double
  /// Whether the old view is drawn.
  public let fromIsVisible: Bool
  /// Whether the new view is drawn.
  public let toIsVisible: Bool
  /// The old view's opacity in [0, 1].
  public let fromOpacity: Double
  /// The new view's opacity in [0, 1].
  public let toOpacity: Double
  /// Flips: the card's rotation angle s·π·p in radians; nil for the other kinds.
  public let angle: Double?
  /// Flips: the visible side's transform about its center, rotation then perspective; nil for the
  /// other kinds.
  public let transform: Transform3D?
  /// Curls: the curl line's y as a fraction of the view's height from its top; nil otherwise.
  public let curlLine: Double?

  /// The frame at progress `progress` of a transition of kind `kind`.
  /// - Parameters:
  ///   - eyeDistance: the perspective's eye distance d > 0 in points (m34 = −1/d); used by flips.
  /// - Throws: `TransitionError.parameter` for a progress outside [0, 1] or NaN (rule
  ///   `within(0...1)`), or an eye distance that is not finite and positive.
  /// - Complexity: O(1): one cosine and one sine for a flip.
  public init(kind: ViewTransitionKind, progress: Double, eyeDistance: Double = ViewTransition.defaultEyeDistance)
    throws(TransitionError)
  {
    try TransitionError.require(progress, .within(0...1), name: "progress")
    self.init(kind: kind, validProgress: progress, m34: try Self.perspectiveElement(eyeDistance))
  }

  /// m34 = −1/d of the perspective with eye distance d, after checking that d is finite and > 0,
  /// and at least the smallest normal Double (2.2e-308): below it 1/d can overflow (the
  /// view-transitions fuzz target found d = 2.5e-321 giving m34 = −∞ and infinite elements).
  /// - Throws: `TransitionError.parameter` (rules `finite`, `positive`, then
  ///   `within(leastNormalMagnitude...greatestFiniteMagnitude)`, name `eyeDistance`).
  static func perspectiveElement(_ eyeDistance: Double) throws(TransitionError) -> Double {
    try TransitionError.require(eyeDistance, .finite, .positive, name: "eyeDistance")
    try TransitionError.require(
      eyeDistance, .within(Double.leastNormalMagnitude...Double.greatestFiniteMagnitude), name: "eyeDistance")
    return -1 / eyeDistance
  }

  /// The frame for a progress in [0, 1] and e = −1/eyeDistance, both already validated.
  init(kind: ViewTransitionKind, validProgress p: Double, m34 e: Double) {
    self.kind = kind
    progress = p
    switch kind {
    case .crossDissolve:
      (fromIsVisible, toIsVisible, fromOpacity, toOpacity) = (p < 1, p > 0, 1 - p, p)
      (angle, transform, curlLine) = (nil, nil, nil)
    case .curlUp, .curlDown:
      (fromIsVisible, toIsVisible, fromOpacity, toOpacity) = (p < 1, p > 0, 1, 1)
      (angle, transform) = (nil, nil)
      curlLine = kind == .curlUp ? 1 - p : p
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
      let front = p < 0.5
      (fromIsVisible, toIsVisible) = (front, !front)
      (fromOpacity, toOpacity) = front ? (1, 0) : (0, 1)
      let sign = kind.flipAxis!.sign
      angle = sign * (Double.pi * p)
      transform = Transform3D(unchecked: Self.flipMatrix(kind: kind, progress: p, m34: e))
      curlLine = nil
    }
  }

  /// The visible side's matrix of a flip at progress p with m34 = e: R(φ)·P, φ = s·π·p before the
  /// half-turn and s·π·(p − 1) from it (the back side, at rest at p = 1). With c = cos φ,
  /// σ = sin φ, about y (row vectors) R has rows (c, 0, −σ), (0, 1, 0), (σ, 0, c); about x rows
  /// (1, 0, 0), (0, c, σ), (0, −σ, c) (Rodrigues' formula, as `Transform3D(rotationAngle:…)`);
  /// P adds R's third column times e as the fourth. The one kernel of the scalar frame and the
  /// batch (`flipTransforms`), so the two agree bit for bit. The identity for the other kinds.
  static func flipMatrix(kind: ViewTransitionKind, progress p: Double, m34 e: Double) -> Matrix4x4 {
    guard let (aboutY, sign) = kind.flipAxis else { return .identity }
    let phi = sign * (Double.pi * (p < 0.5 ? p : p - 1))
    let (c, s) = (Double.cos(phi), Double.sin(phi))
    if aboutY {
      return Matrix4x4(
        row0: SIMD4(c, 0, -s, -s * e), row1: SIMD4(0, 1, 0, 0), row2: SIMD4(s, 0, c, c * e), row3: SIMD4(0, 0, 0, 1))
    }
    return Matrix4x4(
      row0: SIMD4(1, 0, 0, 0), row1: SIMD4(0, c, s, s * e), row2: SIMD4(0, -s, c, c * e), row3: SIMD4(0, 0, 0, 1))
  }

  /// The visible side's transform of a flip for many progress values: 16 doubles per value into
  /// `output`, row-major m11 … m44 (`CATransform3D`'s order), each equal bit for bit to the
  /// elements of `ViewTransitionFrame(kind:progress:eyeDistance:).transform`; the identity for a
  /// kind that is not a flip.
  /// - Throws: `TransitionError.parameter` naming the first progress outside [0, 1] or NaN
  ///   (`progress[i]`), or an invalid eye distance; `TransitionError.outputTooShort` when `output`
  ///   holds fewer than 16·count doubles. Nothing is written then.
  /// - Complexity: O(count): one cosine and one sine per value (bench row `flip-transforms-batch`).
  public static func flipTransforms(
    kind: ViewTransitionKind, progress: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>,
    eyeDistance: Double = ViewTransition.defaultEyeDistance
  ) throws(TransitionError) {
    let e = try perspectiveElement(eyeDistance)
    let (required, overflow) = progress.count.multipliedReportingOverflow(by: 16)
    guard !overflow, output.count >= required else {
      throw .outputTooShort(required: overflow ? Int.max : required, actual: output.count)
    }
    for (index, p) in progress.enumerated() where !(p >= 0 && p <= 1) {
      throw .parameter(ParameterViolation(name: "progress[\(index)]", value: p, rule: .within(0...1)))
    }
    for (index, p) in progress.enumerated() {
      let m = flipMatrix(kind: kind, progress: p, m34: e)
      let base = 16 * index
      for column in 0..<4 {
        output[base + column] = m.row0[column]
        output[base + 4 + column] = m.row1[column]
        output[base + 8 + column] = m.row2[column]
        output[base + 12 + column] = m.row3[column]
      }
    }
  }
}
