/// How a keyframe track fills the time between its values: Core Animation's `calculationMode`
/// (`kCAAnimationLinear`, `kCAAnimationDiscrete`, `kCAAnimationPaced`, `kCAAnimationCubic`,
/// `kCAAnimationCubicPaced`).
public enum KeyframeCalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight-line interpolation between consecutive values at their key times.
  case linear
  /// Each value is held, without interpolation, from its key time until the next one.
  case discrete
  /// Linear interpolation with key times chosen so that the value moves at constant speed: key time
  /// i is the Euclidean distance travelled up to value i over the total. `keyTimes` and
  /// `timingFunctions` are ignored.
  case paced
  /// A Kochanek–Bartels (tension/continuity/bias) Hermite spline through the values at their key
  /// times; all three parameters 0 give a Catmull–Rom spline.
  case cubic
  /// The cubic spline with paced key times (chord-length parameterization). `keyTimes` and
  /// `timingFunctions` are ignored. `KeyframeTrackOptions.cubicPacing` can pace it by the spline's
  /// arc length instead.
  case cubicPaced
}

/// The choices Core Animation's documentation leaves open, each with the alternatives.
///
/// The defaults are the choices documented in docs/keyframes.md: chord-extrapolated end tangents,
/// the continuity sign of Apple's documentation, the animation-level timing function applied in
/// paced modes, and chord-length pacing of cubic-paced mode.
public struct KeyframeTrackOptions: Sendable, Hashable {
  /// The tangent of a cubic spline at its first and last keyframe, where one neighbour is missing.
  public enum EndTangents: String, Sendable, Hashable, CaseIterable {
    /// A phantom key mirrors the neighbour (P₋₁ = 2P₀ − P₁ at key time −Δ₀), so the missing chord
    /// equals the present one. A two-value cubic track is then exactly linear. The default.
    case extrapolated
    /// The end value is repeated (P₋₁ = P₀): the missing chord is zero, so with all parameters 0 the
    /// end tangent is half the present chord (the spline eases in and out a little).
    case repeatedEndpoint
    /// The end tangent is zero: the value starts and stops with zero velocity.
    case zero
  }

  /// The sign convention of `continuity`.
  public enum ContinuitySign: String, Sendable, Hashable, CaseIterable {
    /// Apple's documentation of `continuityValues`: positive values give sharper corners. Equals
    /// Kochanek–Bartels with c negated. The default.
    case appleDocumentation
    /// Kochanek & Bartels (SIGGRAPH 1984): c = −1 gives box corners, c = +1 inverted corners.
    case kochanekBartels
  }

  /// Whether the animation-level timing function applies in paced and cubic-paced modes. Apple's
  /// documentation says only that paced modes ignore `keyTimes` and `timingFunctions`.
  public enum PacedTiming: String, Sendable, Hashable, CaseIterable {
    /// The animation-level timing function still maps time before pacing. The default: it belongs to
    /// the animation's timing, not to the keyframe list.
    case appliesAnimationTimingFunction
    /// Paced modes ignore the animation-level timing function too: strictly constant speed.
    case ignoresAnimationTimingFunction
  }

  /// How cubic-paced mode paces the spline.
  public enum CubicPacing: String, Sendable, Hashable, CaseIterable {
    /// Key times by the straight-line distance between values (docs/keyframes.md, as in paced mode): speed
    /// is constant along straight chords and only close to constant along curved ones. The default.
    case chordLength
    /// Progress is the fraction of the spline's arc length (the spline keeps its chord-length key
    /// times for its shape): exactly even speed along the curve, "an even pace throughout" as
    /// Apple describes cubicPaced. Costs a short Newton solve per evaluation.
    case arcLength
  }

  /// The end tangents of cubic modes.
  public var endTangents: EndTangents
  /// The sign convention of continuity.
  public var continuitySign: ContinuitySign
  /// The animation-level timing function in paced modes.
  public var pacedTiming: PacedTiming
  /// How cubic-paced mode paces the spline.
  public var cubicPacing: CubicPacing

  /// Creates options; every argument defaults to the documented default choice.
  public init(
    endTangents: EndTangents = .extrapolated, continuitySign: ContinuitySign = .appleDocumentation,
    pacedTiming: PacedTiming = .appliesAnimationTimingFunction, cubicPacing: CubicPacing = .chordLength
  ) {
    self.endTangents = endTangents
    self.continuitySign = continuitySign
    self.pacedTiming = pacedTiming
    self.cubicPacing = cubicPacing
  }
}
