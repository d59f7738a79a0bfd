extension EmitterLayer {
  /// The birth time of particle `index` of top-level cell `cell` (an index of ``cellPaths``), in
  /// the emitter's local time: beginTime + index/r with r = cell.birthRate × layer.birthRate,
  /// computed as `0 + (beginTime + Double(index)/r)`; nil for a nested cell, a negative index, an
  /// index past the cell's duration (index/r ≥ duration) or a rate of 0.
  ///
  /// So births of a cell fall at exactly r per second from beginTime on: the births in any
  /// window (a, b] number ⌊(b − beginTime)·r⌋ − ⌊(a − beginTime)·r⌋ up to rounding at the ends.
  /// - Complexity: O(1).
  public func birthTime(cell: Int, index: Int) -> Double? {
    guard plans.indices.contains(cell), plans[cell].parent == nil, index >= 0 else { return nil }
    let plan = plans[cell]
    guard plan.rate > 0, Double(index) / plan.rate < plan.duration else { return nil }
    return plan.birthTime(after: 0, index: index)
  }

  /// Particle `index` of top-level cell `cell` at parent time `t`, or nil when it is not alive
  /// then (not yet born, 0 ≤ age < lifetime false, or the layer hidden by its timing).
  /// - Throws: ``EmitterError/nonFiniteTime(_:)``; ``EmitterError/outputOverflow(column:cell:time:)``
  ///   when one of its values is beyond the `Double` range (never ±∞ or NaN with success).
  /// - Complexity: O(1).
  public func particle(cell: Int, index: Int, atTime t: Double) throws(EmitterError) -> EmitterParticle? {
    guard let time = try localTime(atParentTime: t), birthTime(cell: cell, index: index) != nil else { return nil }
    let segment = _EmitterSegment(cell: cell, parentKey: seedKey, originTime: 0, parent: nil, lower: index, upper: index)
    let origin = origin(of: segment, index: index)
    let age = time - origin.birthTime
    guard age >= 0 && age < origin.lifetime else { return nil }
    return try checked(plans[cell].particle(origin, cell: cell, index: index, age: age), time: t)
  }

  /// `particle` when every value it reports is finite; else the overflow naming its first column
  /// that is not (in ``EmitterParticleColumn`` order). One probe, the sum of every value times 0
  /// (NaN exactly when some value is ±∞ or NaN), decides the common case.
  @inline(__always)
  func checked(_ particle: EmitterParticle, time t: Double) throws(EmitterError) -> EmitterParticle {
    let motion = ((particle.position + particle.velocity) * 0).sum()
    let looks = (particle.scale + particle.rotation + particle.age + particle.lifetimeFraction) * 0
    let color = (particle.color.red + particle.color.green + particle.color.blue + particle.color.alpha) * 0
    guard (motion + looks + color).isNaN else { return particle }
    let column = EmitterParticleColumn.allCases.first { !particle[$0].isFinite } ?? .positionX
    throw .outputOverflow(column: column, cell: plans[particle.cell].path, time: t)
  }

  /// Every live particle at parent time `t`, cell by cell in ``cellPaths`` order, each cell's
  /// particles by parent particle and then by birth index. A particle is live when
  /// 0 ≤ t − birthTime < lifetime (its own drawn lifetime).
  ///
  /// Method: for each cell, the births in (t − maximum lifetime, t] form one contiguous index range
  /// per parent (found by search, docs/particles.md "Finding the live particles"), and only those
  /// are visited, so the cost is the live count plus the few candidates whose own lifetime ended
  /// (none when lifetimeRange is 0), and for nested cells the parents whose children can be alive.
  /// - Throws: ``EmitterError/nonFiniteTime(_:)``, ``EmitterError/tooManyParticles(time:)``;
  ///   ``EmitterError/outputOverflow(column:cell:time:)`` for the first particle (in this order)
  ///   with a value beyond the `Double` range, as the batch names it.
  /// - Complexity: O(candidates), about O(live).
  public func particles(atTime t: Double) throws(EmitterError) -> [EmitterParticle] {
    guard let time = try localTime(atParentTime: t) else { return [] }
    var result: [EmitterParticle] = []
    var segments: [_EmitterSegment] = []
    try liveSegments(atLocalTime: time, into: &segments)
    for segment in segments {
      for index in segment.lower...segment.upper {
        let origin = origin(of: segment, index: index)
        let age = time - origin.birthTime
        guard age >= 0 && age < origin.lifetime else { continue }
        result.append(try checked(plans[segment.cell].particle(origin, cell: segment.cell, index: index, age: age), time: t))
      }
    }
    return result
  }
}
