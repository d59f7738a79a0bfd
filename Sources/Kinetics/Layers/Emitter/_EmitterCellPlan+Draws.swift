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

  /// Where the particle with `key`, born at `birthTime` at `position`, starts.
  @inline(__always)
  func origin(key: UInt64, birthTime: Double, position: SIMD3<Double>) -> _EmitterParticleOrigin {
    let speed = Self.spread(speedBase, speedRange, _CounterRandom.unit(key, _EmitterDraw.speed))
    return _EmitterParticleOrigin(
      key: key, birthTime: birthTime, lifetime: lifetime(key: key), position: position,
      velocity: speed * direction(key: key))
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

  /// The state of the particle from `origin` at age `a` (0 ≤ a < lifetime), of cell `cell`.
  func particle(_ origin: _EmitterParticleOrigin, cell: Int, index: Int, age a: Double) -> EmitterParticle {
    let key = origin.key
    let scale0 = Self.spread(scaleBase, scaleRange, _CounterRandom.unit(key, _EmitterDraw.scale))
    let spin = Self.spread(spinBase, spinRange, _CounterRandom.unit(key, _EmitterDraw.spin))
    let c = _EmitterDraw.color
    let u = SIMD4(
      _CounterRandom.unit(key, c), _CounterRandom.unit(key, c + 1), _CounterRandom.unit(key, c + 2),
      _CounterRandom.unit(key, c + 3))
    var color = colorBase + colorRange * (2 * u - 1) + colorSpeed * a
    color = color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    // NaN (∞·0 cannot arise: a is finite and every field is finite) is not possible here, so the
    // clamped components are valid color components.
    return EmitterParticle(
      cell: cell, index: index, key: key, birthTime: origin.birthTime, lifetime: origin.lifetime, age: a,
      position: position(of: origin, age: a), velocity: origin.velocity + a * acceleration,
      scale: max(0, scale0 + scaleSpeed * a), rotation: spin * a, spin: spin,
      color: RGBAColor(uncheckedRed: color[0], green: color[1], blue: color[2], alpha: color[3]))
  }
}
