/// The shape particles are emitted from (`CAEmitterLayerEmitterShape`), centered on the layer's
/// emitter position; sizes come from `emitterSize` (width, height) and `emitterDepth`.
public enum EmitterShape: String, Sendable, Hashable, CaseIterable, Codable {
  /// The emitter position itself.
  case point
  /// A segment along x from (−width/2, 0, 0) to (width/2, 0, 0).
  case line
  /// A width × height rectangle in the xy-plane.
  case rectangle
  /// A circle of radius width in the xy-plane.
  case circle
  /// A width × height × depth box.
  case cuboid
  /// A sphere of radius width.
  case sphere
}

/// Where on the shape particles start (`CAEmitterLayerEmitterMode`).
public enum EmitterMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// The shape's vertices (the model's reading of "points"): a line's two ends, a rectangle's four
  /// corners, a cuboid's eight; the center for a point, circle or sphere. Each vertex alike.
  case points
  /// The outline: a line's segment, a rectangle's perimeter, a circle's circumference, a cuboid's
  /// twelve edges (uniform by length), a sphere's surface.
  case outline
  /// The surface: uniform by area over the rectangle, the disk, the cuboid's six faces, the
  /// sphere's surface; a line's segment.
  case surface
  /// The volume (Core Animation's default): uniform inside the cuboid and the ball; for flat
  /// shapes, as `surface`.
  case volume
}

/// How emission directions spread around a cell's emission direction.
public enum EmissionSpace: String, Sendable, Hashable, CaseIterable, Codable {
  /// Uniform in solid angle on the cone of half-angle `emissionRange` about the direction given by
  /// longitude and latitude (the default).
  case space
  /// In the xy-plane only: the angle is uniform in [longitude − range, longitude + range], the
  /// latitude is ignored (the behaviour a 2-D engine expects, every particle at full speed on
  /// screen).
  case plane
}
