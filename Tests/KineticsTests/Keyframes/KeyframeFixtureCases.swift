import Kinetics

/// The tracks of Tests/Fixtures/keyframes/generate_keyframes.py, by case name, built through the
/// public API with the same parameters the generator uses.
enum KeyframeFixtureCases {
  static func bezier(_ name: String) -> CubicBezierTimingCurve {
    switch name {
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInEaseOut": return .easeInEaseOut
    case "default": return .default
    case "linear": return .linear
    default: return try! CubicBezierTimingCurve(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1)
    }
  }

  /// Whether a case uses a Bézier timing function (whose solver's accuracy then adds to the error).
  static let usesBezier: Set<String> = [
    "linearEased", "paced2d", "cubicTCB3d", "cubicPaced2d",
  ]

  /// Cases paced by arc length, whose quadrature and Newton solve set the error.
  static let usesArcLength: Set<String> = ["cubicPacedArc2d"]

  static func track(_ name: String) throws -> KeyframeTrack {
    switch name {
    case "linear2d":
      return try KeyframeTrack(values: [[0, 0], [100, 0], [100, 100]], keyTimes: [0, 0.3, 1])
    case "linearEased":
      return try KeyframeTrack(
        scalars: [0, 10, -5, 20], timingFunction: bezier("easeInEaseOut"),
        timingFunctions: [bezier("easeIn"), bezier("linear"), bezier("custom")])
    case "discrete":
      return try KeyframeTrack(scalars: [1, 5, -3], keyTimes: [0, 0.2, 0.7, 1], calculationMode: .discrete)
    case "discreteDefault":
      return try KeyframeTrack(scalars: [1, 5, -3, 8], calculationMode: .discrete)
    case "paced2d":
      return try KeyframeTrack(
        values: [[0, 0], [3, 4], [3, 4], [0, 0], [-6, 8]], calculationMode: .paced,
        timingFunction: bezier("easeOut"))
    case "pacedIgnoringTF":
      return try KeyframeTrack(
        values: [[0, 0], [3, 4], [-6, 8]], calculationMode: .paced, timingFunction: bezier("easeOut"),
        options: KeyframeTrackOptions(pacedTiming: .ignoresAnimationTimingFunction))
    case "pacedStill":
      return try KeyframeTrack(values: [[2, 2], [2, 2], [2, 2]], calculationMode: .paced)
    case "jump":
      return try KeyframeTrack(scalars: [0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1])
    case "cubicCatmullRom":
      return try KeyframeTrack(scalars: [0, 1, 4, 2, 3], keyTimes: [0, 0.1, 0.5, 0.6, 1], calculationMode: .cubic)
    case "cubicTCB3d":
      return try KeyframeTrack(
        values: [[0, 0, 0], [1, 2, -1], [3, -1, 2], [4, 4, 4], [-2, 0.5, 1]], calculationMode: .cubic,
        timingFunctions: [bezier("linear"), bezier("easeInEaseOut"), bezier("linear"), bezier("default")],
        tension: [0.2, -0.5, 0.3, 0, 0.9], continuity: [0, 0.4, -0.6, 0.25, 0], bias: [0.1, -0.3, 0.5, -1, 0])
    case "cubicRepeatedEndsKB":
      return try KeyframeTrack(
        scalars: [0, 5, -2, 4], keyTimes: [0, 0.25, 0.35, 1], calculationMode: .cubic,
        continuity: [0, 0.5, -0.5, 0],
        options: KeyframeTrackOptions(endTangents: .repeatedEndpoint, continuitySign: .kochanekBartels))
    case "cubicZeroEnds":
      return try KeyframeTrack(
        scalars: [10, 20, 0], calculationMode: .cubic, options: KeyframeTrackOptions(endTangents: .zero))
    case "cubicJump":
      return try KeyframeTrack(scalars: [0, 1, 5, 6, 2], keyTimes: [0, 0.3, 0.3, 0.8, 1], calculationMode: .cubic)
    case "cubicPaced2d":
      return try KeyframeTrack(
        values: [[0, 0], [100, 0], [100, 100], [0, 100]], calculationMode: .cubicPaced,
        timingFunction: bezier("easeIn"), tension: [0, 0.5, 0.5, 0])
    case "cubicPacedArc2d":
      return try KeyframeTrack(
        values: [[0, 0], [100, 0], [100, 100], [0, 100], [-20, 40]], calculationMode: .cubicPaced,
        bias: [0, 0.3, 0, -0.2, 0], options: KeyframeTrackOptions(cubicPacing: .arcLength))
    default:
      fatalError("unknown fixture case \(name)")
    }
  }
}
