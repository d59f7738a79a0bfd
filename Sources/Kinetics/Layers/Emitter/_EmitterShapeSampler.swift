import RealModule

/// Where on the emission shape a particle starts, from three uniform draws in [0, 1)
/// (docs/particles.md, "Shapes and modes").
struct _EmitterShapeSampler: Sendable, Hashable {
  let shape: EmitterShape
  let mode: EmitterMode
  /// (emitterPosition, emitterZPosition).
  let center: SIMD3<Double>
  /// width, height, depth.
  let extent: SIMD3<Double>

  /// The start position for draws `u` (x, y, z each in [0, 1)).
  /// - Method: vertices are chosen by ⌊count·u.x⌋; segments and perimeters are walked to
  ///   length u.x·total; areas and volumes scale the draws to the extent; a disk takes radius
  ///   R·√u.y, a ball R·∛u.z, a sphere's point z = 1 − 2u.x, angle 2π·u.y (Archimedes: uniform by
  ///   area).
  func position(_ u: SIMD3<Double>) -> SIMD3<Double> {
    center + offset(u)
  }

  private func offset(_ u: SIMD3<Double>) -> SIMD3<Double> {
    let (w, h, d) = (extent.x, extent.y, extent.z)
    switch shape {
    case .point:
      return .zero
    case .line:
      if mode == .points { return SIMD3(u.x < 0.5 ? -w / 2 : w / 2, 0, 0) }
      return SIMD3(w * (u.x - 0.5), 0, 0)
    case .rectangle:
      switch mode {
      case .points:
        let corner = Int(4 * u.x)
        return SIMD3(corner & 1 == 0 ? -w / 2 : w / 2, corner & 2 == 0 ? -h / 2 : h / 2, 0)
      case .outline:
        let point = Self.onRectanglePerimeter(u.x, width: w, height: h)
        // A perimeter 2(w + h) beyond the range: the walk on the rectangle a quarter the size
        // (exact, as are the powers of two), then scaled back.
        return 2 * (w + h) <= .greatestFiniteMagnitude ? point : 4 * Self.onRectanglePerimeter(u.x, width: w / 4, height: h / 4)
      case .surface, .volume:
        return SIMD3(w * (u.x - 0.5), h * (u.y - 0.5), 0)
      }
    case .circle:
      switch mode {
      case .points: return .zero
      case .outline: return w * Self.unitCircle(u.x)
      case .surface, .volume: return (w * Double.sqrt(u.y)) * Self.unitCircle(u.x)
      }
    case .cuboid:
      switch mode {
      case .points:
        let corner = Int(8 * u.x)
        return SIMD3(
          corner & 1 == 0 ? -w / 2 : w / 2, corner & 2 == 0 ? -h / 2 : h / 2, corner & 4 == 0 ? -d / 2 : d / 2)
      case .outline:
        // Edges of total length 4(w + h + d) beyond the range: walked on the cuboid a sixteenth
        // the size (total at most 3/4 of the largest Double), then scaled back (exact).
        return 4 * extent.sum() <= .greatestFiniteMagnitude
          ? Self.onCuboidEdges(u.x, extent: extent) : 16 * Self.onCuboidEdges(u.x, extent: extent / 16)
      case .surface:
        return Self.onCuboidFaces(u, extent: extent)
      case .volume:
        return extent * (u - 0.5)
      }
    case .sphere:
      switch mode {
      case .points: return .zero
      case .outline, .surface: return w * Self.unitSphere(u.x, u.y)
      case .volume: return (w * Double.root(u.z, 3)) * Self.unitSphere(u.x, u.y)
      }
    }
  }

  /// (cos 2πu, sin 2πu, 0).
  private static func unitCircle(_ u: Double) -> SIMD3<Double> {
    let angle = 2 * Double.pi * u
    return SIMD3(Double.cos(angle), Double.sin(angle), 0)
  }

  /// A point uniform on the unit sphere: z = 1 − 2u, angle 2πv.
  private static func unitSphere(_ u: Double, _ v: Double) -> SIMD3<Double> {
    let z = 1 - 2 * u
    let ring = Double.sqrt(max(0, 1 - z * z))
    let angle = 2 * Double.pi * v
    return SIMD3(ring * Double.cos(angle), ring * Double.sin(angle), z)
  }

  /// The point at length u·perimeter along the rectangle's edges, counter-clockwise from the
  /// corner (−w/2, −h/2): bottom, right, top, left.
  private static func onRectanglePerimeter(_ u: Double, width w: Double, height h: Double) -> SIMD3<Double> {
    var s = u * 2 * (w + h)
    if s < w { return SIMD3(s - w / 2, -h / 2, 0) }
    s -= w
    if s < h { return SIMD3(w / 2, s - h / 2, 0) }
    s -= h
    if s < w { return SIMD3(w / 2 - s, h / 2, 0) }
    s -= w
    return SIMD3(-w / 2, h / 2 - min(s, h), 0)
  }

  /// The point at length u·(4w + 4h + 4d) along the cuboid's twelve edges: the four edges along x,
  /// then y, then z, each group in the order of its corners' signs.
  private static func onCuboidEdges(_ u: Double, extent: SIMD3<Double>) -> SIMD3<Double> {
    var s = u * 4 * (extent.x + extent.y + extent.z)
    let half = extent / 2
    for axis in 0..<3 {
      let length = extent[axis]
      let (b, c) = ((axis + 1) % 3, (axis + 2) % 3)
      for edge in 0..<4 {
        if s < length || (axis == 2 && edge == 3) {
          var point = SIMD3<Double>.zero
          point[b] = edge & 1 == 0 ? -half[b] : half[b]
          point[c] = edge & 2 == 0 ? -half[c] : half[c]
          point[axis] = min(max(s, 0), length) - half[axis]
          return point
        }
        s -= length
      }
    }
    return .zero
  }

  /// A point uniform by area on the cuboid's six faces: u.x picks the face pair by area (xy at
  /// z = ±d/2, xz at y = ±h/2, yz at x = ±w/2) and its side, u.y and u.z place the point on it.
  private static func onCuboidFaces(_ u: SIMD3<Double>, extent: SIMD3<Double>) -> SIMD3<Double> {
    var areas = SIMD3(extent.x * extent.y, extent.x * extent.z, extent.y * extent.z)
    if !(2 * areas.sum() <= .greatestFiniteMagnitude) {
      // Areas beyond the range: the faces are chosen by the areas of the cuboid scaled to a
      // largest side of 1 (the same proportions); the point is placed on the true extent.
      let unit = extent / extent.max()
      areas = SIMD3(unit.x * unit.y, unit.x * unit.z, unit.y * unit.z)
    }
    let total = areas.sum()
    guard total > 0 else { return extent * (SIMD3(u.y, u.z, u.y) - 0.5) }
    let s = u.x * 2 * total
    let half = extent / 2
    var point = extent * (SIMD3(u.y, u.z, 0) - 0.5)
    if s < 2 * areas.x {
      point.z = s < areas.x ? -half.z : half.z
    } else if s < 2 * (areas.x + areas.y) {
      point = SIMD3(extent.x * (u.y - 0.5), s < 2 * areas.x + areas.y ? -half.y : half.y, extent.z * (u.z - 0.5))
    } else {
      point = SIMD3(s < 2 * (areas.x + areas.y) + areas.z ? -half.x : half.x, extent.y * (u.y - 0.5), extent.z * (u.z - 0.5))
    }
    return point
  }
}
