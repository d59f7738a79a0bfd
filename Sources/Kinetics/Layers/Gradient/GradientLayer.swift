import RealModule

/// The shape of a gradient (`CAGradientLayerType`).
public enum GradientType: String, Sendable, Hashable, CaseIterable {
  /// `axial` (the default): colors vary along the line from startPoint to endPoint.
  case axial
  /// `radial`: an ellipse centered at startPoint whose radii reach endPoint.
  case radial
  /// `conic`: colors vary with the angle around startPoint, starting towards endPoint.
  case conic
}

/// A `CAGradientLayer`: colors at locations, blended over the unit square of the layer
/// (docs/layers.md, "Gradient").
///
/// The color at a point P (unit coordinates, (0, 0) the top-left corner, y down) is the color at
/// its gradient position s (`position(at:)`): before the first location the first color, after
/// the last the last color, and between locations l_k < s < l_(k+1) the blend of colors k and k + 1
/// at fraction (s − l_k)/(l_(k+1) − l_k), with `ColorInterpolation` and the layer's
/// `interpolation` options. At s = l_k the color is colors[k] exactly.
///
/// Documented by Apple: colors, locations (nil: evenly spaced; values in [0, 1] increasing),
/// startPoint (default (0.5, 0)) and endPoint (default (0.5, 1)) in the unit coordinate space, and
/// the three types. The model's choices: the interpolation space (gamma-encoded sRGB with straight
/// alpha by default — the well-known gray band of a gradient from a color to a fully clear black
/// is what straight alpha gives; pass premultiplied options for CSS's behaviour), the radial
/// radii (|endPoint.x − startPoint.x| and |endPoint.y − startPoint.y|), the conic angle's origin and
/// direction, and the degenerate cases (`position(at:)`).
public struct GradientLayer: Sendable {
  /// The colors of the stops, at least one.
  public let colors: [RGBAColor]
  /// The location of each color, strictly increasing (evenly spaced from 0 to 1 when not given).
  public let locations: [Double]
  /// Where the gradient starts, in unit coordinates (default (0.5, 0)).
  public let startPoint: SIMD2<Double>
  /// Where it ends, in unit coordinates (default (0.5, 1)).
  public let endPoint: SIMD2<Double>
  /// The shape (default `axial`).
  public let type: GradientType
  /// How neighbouring colors blend (default: gamma-encoded sRGB, straight alpha).
  public let interpolation: ColorInterpolationOptions

  /// The blends between neighbouring stops, prepared once.
  let segments: [ColorInterpolation]

  /// Core Animation's interpolation as the model takes it: gamma-encoded sRGB, straight alpha.
  public static let coreAnimationInterpolation = ColorInterpolationOptions(space: .sRGB, alphaMode: .straight)

  /// Creates a gradient after validating it.
  /// - Parameter locations: one per color, strictly increasing and finite; nil spaces the colors
  ///   evenly: i/(n − 1) (a single color sits at 0).
  /// - Throws: ``GradientError/noColors``, ``GradientError/locationCountMismatch(expected:actual:)``,
  ///   ``GradientError/parameter(_:)``, ``GradientError/locationsNotIncreasing(index:)``,
  ///   ``GradientError/nonFinitePoint(name:)``.
  /// - Complexity: O(colors) (each blend prepared once).
  public init(
    colors: [RGBAColor], locations: [Double]? = nil, startPoint: SIMD2<Double> = SIMD2(0.5, 0),
    endPoint: SIMD2<Double> = SIMD2(0.5, 1), type: GradientType = .axial,
    interpolation: ColorInterpolationOptions = GradientLayer.coreAnimationInterpolation
  ) throws(GradientError) {
    guard !colors.isEmpty else { throw .noColors }
    let resolved = locations ?? Self.evenlySpaced(colors.count)
    guard resolved.count == colors.count else {
      throw .locationCountMismatch(expected: colors.count, actual: resolved.count)
    }
    for (index, location) in resolved.enumerated() {
      try GradientError.require(location, .finite, name: "location \(index)")
      if index > 0 && !(location > resolved[index - 1]) { throw .locationsNotIncreasing(index: index) }
    }
    guard startPoint.x.isFinite && startPoint.y.isFinite else { throw .nonFinitePoint(name: "startPoint") }
    guard endPoint.x.isFinite && endPoint.y.isFinite else { throw .nonFinitePoint(name: "endPoint") }
    self.colors = colors
    self.locations = resolved
    self.startPoint = startPoint
    self.endPoint = endPoint
    self.type = type
    self.interpolation = interpolation
    segments = zip(colors, colors.dropFirst()).map { ColorInterpolation(from: $0, to: $1, options: interpolation) }
  }

  /// i/(n − 1) for i in 0..<n: exactly 0 and 1 at the ends; [0] for one color.
  static func evenlySpaced(_ count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// The gradient position of point `point` (unit coordinates); its color is `color(atPosition:)`.
  ///
  /// With S = startPoint, E = endPoint, d = E − S:
  /// - axial: s = ((P − S)·d)/(d·d), the projection onto the line from S (s = 0) to E (s = 1);
  ///   where S = E, s = 1 (the last color everywhere, as CSS does for a zero-length gradient line).
  /// - radial: s = ‖((P − S).x/r_x, (P − S).y/r_y)‖ with r = (|d.x|, |d.y|): the ellipse through
  ///   E's coordinates is s = 1; a zero radius takes the other one (a circle); S = E gives s = 1.
  /// - conic: s = ((atan2(P − S) − atan2(d)) / 2π) wrapped into [0, 1): 0 towards E, increasing
  ///   clockwise on screen (y down); s = 0 at P = S.
  /// A NaN coordinate gives a NaN position, which `color(atPosition:)` maps to the first color.
  ///
  /// Each s is unchanged when P − S and d are scaled together, so coordinates near the largest
  /// `Double` (where E − S overflows) are taken as halves (P/2 − S/2, exact for normal numbers),
  /// and an axial d whose d·d overflows or falls below the normal range is scaled by a power of
  /// two first: s is then ±∞ only where the exact position is beyond `Double` (docs/layers.md).
  /// Inputs where nothing overflows take the plain formulas above, bit for bit.
  /// - Complexity: O(1).
  public func position(at point: SIMD2<Double>) -> Double {
    var d = endPoint - startPoint
    var p = point - startPoint
    if _slowPath(!(d.x.isFinite && d.y.isFinite && p.x.isFinite && p.y.isFinite)) && point.x.isFinite
      && point.y.isFinite
    {
      d = endPoint * 0.5 - startPoint * 0.5
      p = point * 0.5 - startPoint * 0.5
    }
    switch type {
    case .axial:
      let lengthSquared = (d * d).sum()
      if _slowPath(!(lengthSquared >= Double.leastNormalMagnitude && lengthSquared.isFinite)) {
        return Self.axialPositionRescaled(p, d)
      }
      return (p * d).sum() / lengthSquared
    case .radial:
      var radii = SIMD2(abs(d.x), abs(d.y))
      if radii.x == 0 && radii.y == 0 { return 1 }
      if radii.x == 0 { radii.x = radii.y }
      if radii.y == 0 { radii.y = radii.x }
      let scaled = p / radii
      return Double.hypot(scaled.x, scaled.y)
    case .conic:
      if p.x == 0 && p.y == 0 { return 0 }
      let turn = (Double.atan2(y: p.y, x: p.x) - Double.atan2(y: d.y, x: d.x)) / (2 * Double.pi)
      let wrapped = turn - turn.rounded(.down)
      return wrapped < 1 ? wrapped : 0
    }
  }

  /// s = (p·d)/(d·d) with p and d multiplied by 2^−e, e the exponent of d's larger component (an
  /// exact scaling), so d·d lies in [1, 8); 1 for d = 0, as the plain formula.
  private static func axialPositionRescaled(_ p: SIMD2<Double>, _ d: SIMD2<Double>) -> Double {
    let largest = max(d.x.magnitude, d.y.magnitude)
    guard largest > 0 else { return 1 }
    guard largest.isFinite else { return .nan }
    let e = largest.exponent
    func scaled(_ v: SIMD2<Double>) -> SIMD2<Double> {
      SIMD2(
        Double(sign: .plus, exponent: -e, significand: v.x), Double(sign: .plus, exponent: -e, significand: v.y))
    }
    let (ps, ds) = (scaled(p), scaled(d))
    return (ps * ds).sum() / (ds * ds).sum()
  }

  /// The color at gradient position `s`: the first color at or before the first location, the last
  /// at or after the last, colors[k] exactly at location k, and between two locations their blend.
  /// A NaN position gives the first color.
  /// - Complexity: O(log colors) (a binary search) plus one blend.
  public func color(atPosition s: Double) -> RGBAColor {
    guard s > locations[0] else { return colors[0] }
    let last = locations.count - 1
    guard s < locations[last] else { return colors[last] }
    // The largest k with locations[k] ≤ s: locations[low] ≤ s < locations[high].
    var (low, high) = (0, last)
    while high - low > 1 {
      let middle = (low + high) / 2
      if locations[middle] <= s { low = middle } else { high = middle }
    }
    if s == locations[low] { return colors[low] }
    let fraction = (s - locations[low]) / (locations[low + 1] - locations[low])
    return segments[low].color(at: fraction)
  }

  /// The color at point `point` (unit coordinates): `color(atPosition: position(at: point))`.
  /// - Complexity: O(log colors).
  public func color(at point: SIMD2<Double>) -> RGBAColor {
    color(atPosition: position(at: point))
  }
}
