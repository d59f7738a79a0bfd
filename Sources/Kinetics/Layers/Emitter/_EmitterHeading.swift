/// The frame a sub-cell emits in: the rotation that carries the layer's x axis onto the parent
/// particle's direction of travel (docs/particles.md, "Sub-emitters").
///
/// With the parent's velocity v at the sub-particle's birth, written in spherical angles as
/// v/|v| = (cos θ cos φ, cos θ sin φ, sin θ), the frame is the columns
/// forward = v/|v|, left = (−sin φ, cos φ, 0), up = (−sin θ cos φ, −sin θ sin φ, cos θ): a turn by
/// φ about z, then a tilt by θ. So a sub-cell's (longitude, latitude) are measured from the
/// parent's heading exactly as a top-level cell's are measured from the layer's x axis, and in the
/// plane a sub-cell's longitude adds to the parent's heading angle. In `.plane` emission space only
/// the heading in the xy-plane counts (θ = 0). Fallbacks, the layer's axes: a parent at rest (v = 0,
/// or v in the plane space along z only) and a non-finite velocity (the caller passes a finite
/// vector along v where v₀ + a·g overflows, `travelDirection(of:age:)`, so this happens only when
/// the parent's drawn v₀ is not finite, and then the sub-particle's start position is not finite
/// either and the output check reports it); a parent moving along ±z in `.space` takes φ = 0.
struct _EmitterHeading {
  let forward: SIMD3<Double>, left: SIMD3<Double>, up: SIMD3<Double>

  /// The layer's own axes: x, y, z.
  static let layerAxes = _EmitterHeading(forward: SIMD3(1, 0, 0), left: SIMD3(0, 1, 0), up: SIMD3(0, 0, 1))

  private init(forward: SIMD3<Double>, left: SIMD3<Double>, up: SIMD3<Double>) {
    self.forward = forward
    self.left = left
    self.up = up
  }

  /// The frame of a parent moving with `velocity`, for a sub-cell emitting in `space`.
  @inline(__always)
  init(velocity: SIMD3<Double>, space: EmissionSpace) {
    // Scaled by the largest component first, so squaring neither overflows nor underflows.
    let planar = space == .plane
    let largest = max(abs(velocity.x), abs(velocity.y), planar ? 0 : abs(velocity.z))
    guard largest > 0, largest.isFinite else {
      self = .layerAxes
      return
    }
    var u = velocity / largest
    if planar { u.z = 0 }
    u /= (u * u).sum().squareRoot()
    let horizontal = (u.x * u.x + u.y * u.y).squareRoot()
    let (cosine, sine) = horizontal > 0 ? (u.x / horizontal, u.y / horizontal) : (1, 0)
    forward = u
    left = SIMD3(-sine, cosine, 0)
    up = SIMD3(-u.z * cosine, -u.z * sine, horizontal)
  }

  /// `direction`, given in the layer's axes, carried into this frame: x·forward + y·left + z·up.
  @inline(__always)
  func rotated(_ direction: SIMD3<Double>) -> SIMD3<Double> {
    direction.x * forward + direction.y * left + direction.z * up
  }
}
