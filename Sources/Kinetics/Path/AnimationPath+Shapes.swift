extension AnimationPath {
  /// A closed rectangle, drawn as `CGPath(rect:)` draws it: a move to the minimum corner, three
  /// lines turning toward +x then +y, and a close (four keyframes). Negative sizes are standardized
  /// first, as `CGRect` does.
  public init(rectangle origin: SIMD2<Double>, size: SIMD2<Double>) throws(PathError) {
    self.init()
    let (minimum, maximum) = try Self.standardized(origin, size)
    try move(to: minimum)
    try addLine(to: SIMD2(maximum.x, minimum.y))
    try addLine(to: maximum)
    try addLine(to: SIMD2(minimum.x, maximum.y))
    try closeSubpath()
  }

  /// A closed rectangle with circular corners of radius `cornerRadius`, clamped to half the shorter
  /// side, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` draws it with equal corner
  /// width and height. It starts at the end of the top-left corner, runs toward +x, and alternates
  /// lines with exact quarter arcs. (`UIBezierPath(roundedRect:cornerRadius:)` draws "continuous"
  /// corners whose curvature ramps up; Apple does not specify that shape, so it is not reproduced.)
  public init(roundedRectangle origin: SIMD2<Double>, size: SIMD2<Double>, cornerRadius: Double)
    throws(PathError)
  {
    try PathError.require(cornerRadius, .finite, .nonNegative, name: "corner radius")
    self.init()
    let (minimum, maximum) = try Self.standardized(origin, size)
    let r = min(cornerRadius, (maximum.x - minimum.x) / 2, (maximum.y - minimum.y) / 2)
    let quarter = Double.pi / 2
    let corners: [(center: SIMD2<Double>, start: Double)] = [
      (SIMD2(maximum.x - r, minimum.y + r), -quarter),
      (SIMD2(maximum.x - r, maximum.y - r), 0),
      (SIMD2(minimum.x + r, maximum.y - r), quarter),
      (SIMD2(minimum.x + r, minimum.y + r), 2 * quarter),
    ]
    try move(to: SIMD2(minimum.x + r, minimum.y))
    for corner in corners {
      addArc(
        try EllipticalArc(
          center: corner.center, radii: SIMD2(r, r), startAngle: corner.start, sweepAngle: quarter))
    }
    try closeSubpath()
  }

  /// A closed ellipse inscribed in a rectangle, as `CGPath(ellipseIn:)` draws it: it starts at
  /// (maxX, midY) and turns toward +y. Kinetics keeps it as one exact arc (one keyframe) where
  /// `CGPath` stores four cubic approximations.
  public init(ovalIn origin: SIMD2<Double>, size: SIMD2<Double>) throws(PathError) {
    self.init()
    let (minimum, maximum) = try Self.standardized(origin, size)
    let radii = (maximum - minimum) / 2
    addArc(
      try EllipticalArc(
        center: minimum + radii, radii: radii, startAngle: 0, sweepAngle: 2 * Double.pi))
    try closeSubpath()
  }

  /// Adds a circular arc as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
  /// does (a line from the current point to the arc's start, or a move when there is none).
  ///
  /// `clockwise` is meant on screen with y pointing down, i.e. toward increasing angle. The sweep is
  /// the angle from start to end taken in that direction, reduced into [0, 2π); a non-zero whole
  /// number of turns between the angles draws a full circle.
  public mutating func addArc(
    center: SIMD2<Double>, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) throws(PathError) {
    try PathError.require(startAngle, .finite, name: "arc start angle")
    try PathError.require(endAngle, .finite, name: "arc end angle")
    let turn = 2 * Double.pi
    let difference = clockwise ? endAngle - startAngle : startAngle - endAngle
    var sweep = difference - turn * (difference / turn).rounded(.down)
    if sweep == 0 && difference != 0 { sweep = turn }
    addArc(
      try EllipticalArc(
        center: center, radii: SIMD2(radius, radius), startAngle: startAngle,
        sweepAngle: clockwise ? sweep : -sweep))
  }

  static func standardized(_ origin: SIMD2<Double>, _ size: SIMD2<Double>) throws(PathError)
    -> (SIMD2<Double>, SIMD2<Double>)
  {
    try PathError.requireFinite(origin, name: "rectangle origin")
    try PathError.requireFinite(size, name: "rectangle size")
    let far = origin + size
    try PathError.requireFinite(far, name: "rectangle corner")
    return (SIMD2(min(origin.x, far.x), min(origin.y, far.y)), SIMD2(max(origin.x, far.x), max(origin.y, far.y)))
  }
}
