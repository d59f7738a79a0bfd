import RealModule

extension _EmitterCellPlan {
  /// base + range·(2u − 1): uniform in [base − range, base + range].
  @inline(__always)
  static func spread(_ base: Double, _ range: Double, _ u: Double) -> Double {
    base + range * (2 * u - 1)
  }

  /// The key of particle `index` of this cell under `parentKey` (the layer's seed key for a
  /// top-level cell, the parent particle's key for a nested one): key(key(parent, cell), index).
  @inline(__always)
  func particleKey(under parentKey: UInt64, index: Int) -> UInt64 {
    _CounterRandom.key(_CounterRandom.key(parentKey, UInt64(indexInParent)), UInt64(index))
  }

  /// The lifetime of the particle with `key`: max(0, base ± range).
  @inline(__always)
  func lifetime(key: UInt64) -> Double {
    max(0, Self.spread(lifetimeBase, lifetimeRange, _CounterRandom.unit(key, _EmitterDraw.lifetime)))
  }

  /// The unit emission direction of the particle with `key`: uniform in solid angle on the cone
  /// (cos θ uniform in [cos range, 1], azimuth uniform), or uniform in angle in the plane.
  @inline(__always)
  func direction(key: UInt64) -> SIMD3<Double> {
    let u = _CounterRandom.unit(key, _EmitterDraw.direction)
    let v = _CounterRandom.unit(key, _EmitterDraw.direction + 1)
    switch space {
    case .plane:
      let angle = longitude + range * (2 * u - 1)
      return SIMD3(Double.cos(angle), Double.sin(angle), 0)
    case .space:
      let cosine = 1 - u * (1 - cosineOfRange)
      let sine = Double.sqrt(max(0, 1 - cosine * cosine))
      let azimuth = 2 * Double.pi * v
      return cosine * axis + (sine * Double.cos(azimuth)) * across + (sine * Double.sin(azimuth)) * up
    }
  }

  /// Where the particle with `key`, born at `birthTime` at `position`, starts: for a top-level
  /// particle (`parent` nil) its direction in the layer's axes; for a sub-cell's particle its
  /// direction carried into the frame of the parent's velocity and the parent's scale and color
  /// at the birth kept as factors (docs/particles.md, "Sub-emitters").
  @inline(__always)
  func origin(
    key: UInt64, birthTime: Double, position: SIMD3<Double>,
    parent: (heading: _EmitterHeading, scale: Double, color: SIMD4<Double>)? = nil
  ) -> _EmitterParticleOrigin {
    let speed = Self.spread(speedBase, speedRange, _CounterRandom.unit(key, _EmitterDraw.speed))
    var unit = direction(key: key)
    if let parent { unit = parent.heading.rotated(unit) }
    return _EmitterParticleOrigin(
      key: key, birthTime: birthTime, lifetime: lifetime(key: key), position: position,
      velocity: speed * unit, inheritedScale: parent?.scale ?? 1, inheritedColor: parent?.color ?? SIMD4(repeating: 1))
  }

  /// The start position of a top-level particle with `key` on the layer's shape.
  @inline(__always)
  static func shapePosition(key: UInt64, sampler: _EmitterShapeSampler) -> SIMD3<Double> {
    let p = _EmitterDraw.position
    return sampler.position(
      SIMD3(_CounterRandom.unit(key, p), _CounterRandom.unit(key, p + 1), _CounterRandom.unit(key, p + 2)))
  }

  /// The position at age `a`: p₀ + a·(v₀ + (a/2)·g).
  @inline(__always)
  func position(of origin: _EmitterParticleOrigin, age a: Double) -> SIMD3<Double> {
    origin.position + a * (origin.velocity + (0.5 * a) * acceleration)
  }

  /// The velocity at age `a`: v₀ + a·g.
  @inline(__always)
  func velocity(of origin: _EmitterParticleOrigin, age a: Double) -> SIMD3<Double> {
    origin.velocity + a * acceleration
  }

  /// The drawn start scale of the particle with `key`: s₀ = base ± range.
  @inline(__always)
  func startScale(key: UInt64) -> Double {
    Self.spread(scaleBase, scaleRange, _CounterRandom.unit(key, _EmitterDraw.scale))
  }

  /// The drawn start color of the particle with `key`: c₀ = base ± range per component.
  @inline(__always)
  func startColor(key: UInt64) -> SIMD4<Double> {
    let c = _EmitterDraw.color
    let u = SIMD4(
      _CounterRandom.unit(key, c), _CounterRandom.unit(key, c + 1), _CounterRandom.unit(key, c + 2),
      _CounterRandom.unit(key, c + 3))
    return colorBase + colorRange * (2 * u - 1)
  }

  /// The scale and color at age `a` of a particle from `origin` with start scale `s0` and start
  /// color `c0`: inherited·max(0, s₀ + scaleSpeed·a) and inherited ⊙ clamp(c₀ + colorSpeed·a, 0, 1)
  /// (the inherited factors are 1 at the top level, so multiplying changes no bit there). The
  /// max keeps a NaN (∞ − ∞: a drawn s₀ beyond the range met an overflowed scaleSpeed·a), so the
  /// output check reports it instead of a scale of 0 that may be wrong.
  @inline(__always)
  func appearance(
    of origin: _EmitterParticleOrigin, startScale s0: Double, startColor c0: SIMD4<Double>, age a: Double
  ) -> (scale: Double, color: SIMD4<Double>) {
    let color = (c0 + colorSpeed * a).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    let own = s0 + scaleSpeed * a
    return (origin.inheritedScale * (own < 0 ? 0 : own), origin.inheritedColor * color)
  }

  /// This particle as the parent of sub-cells: its origin and its start scale and color.
  @inline(__always)
  func parent(_ origin: _EmitterParticleOrigin) -> _EmitterParentParticle {
    _EmitterParentParticle(origin: origin, startScale: startScale(key: origin.key), startColor: startColor(key: origin.key))
  }

  /// What a sub-particle born at age `a` of `parent` takes from it: the frame of the parent's
  /// velocity then (in the sub-cell's emission space `space`), its scale and its color then.
  @inline(__always)
  func inheritance(
    from parent: _EmitterParentParticle, age a: Double, space: EmissionSpace
  ) -> (heading: _EmitterHeading, scale: Double, color: SIMD4<Double>) {
    let looks = appearance(of: parent.origin, startScale: parent.startScale, startColor: parent.startColor, age: a)
    return (_EmitterHeading(velocity: travelDirection(of: parent.origin, age: a), space: space), looks.scale, looks.color)
  }

  /// A vector along the velocity at age `a`: the velocity v₀ + a·g itself where it is finite; where
  /// it overflows (v₀ and g finite, the exact velocity beyond the range), the same direction
  /// without overflow: (v₀/a)/2 + g/2 for a ≥ 1, v₀/2 + (a·g)/2 below (each term at most half the
  /// largest Double). Only a v₀ that is itself not finite gives no direction, and then the
  /// parent's position, where its sub-particles start, is not finite either.
  @inline(__always)
  func travelDirection(of origin: _EmitterParticleOrigin, age a: Double) -> SIMD3<Double> {
    let v = velocity(of: origin, age: a)
    guard ((v * 0).sum()).isNaN else { return v }
    return a >= 1 ? 0.5 * (origin.velocity / a) + 0.5 * acceleration : 0.5 * origin.velocity + 0.5 * (a * acceleration)
  }

  /// The state of the particle from `origin` at age `a` (0 ≤ a < lifetime), of cell `cell`.
  func particle(_ origin: _EmitterParticleOrigin, cell: Int, index: Int, age a: Double) -> EmitterParticle {
    let key = origin.key
    let spin = Self.spread(spinBase, spinRange, _CounterRandom.unit(key, _EmitterDraw.spin))
    // Every field is finite and so is a, so no component is NaN: the clamped components (times
    // factors in [0, 1]) are valid color components.
    let looks = appearance(of: origin, startScale: startScale(key: key), startColor: startColor(key: key), age: a)
    let color = looks.color
    return EmitterParticle(
      cell: cell, index: index, key: key, birthTime: origin.birthTime, lifetime: origin.lifetime, age: a,
      position: position(of: origin, age: a), velocity: velocity(of: origin, age: a),
      scale: looks.scale, rotation: spin * a, spin: spin,
      color: RGBAColor(uncheckedRed: color[0], green: color[1], blue: color[2], alpha: color[3]))
  }
}
