/// A run of consecutive births of one cell under one parent: particles `lower...upper` of cell
/// `cell`, born after `originTime` (0 for a top-level cell, the parent's birth for a nested one).
struct _EmitterSegment {
  let cell: Int
  let parentKey: UInt64
  let originTime: Double
  /// The parent particle (nil for a top-level cell: particles start on the layer's shape).
  let parent: _EmitterParentParticle?
  let lower: Int, upper: Int

  var count: Int { upper - lower + 1 }
}

extension EmitterLayer {
  /// The highest birth index considered: 2⁵², below which k/r keeps every index distinct.
  static let maximumBirthIndex = 1 << 52

  /// The key of the layer's seed, the root of every particle's key.
  var seedKey: UInt64 { _CounterRandom.key(0x4B49_4E45_5449_4353, UInt64(seed)) }

  /// The largest k in 0...cap for which `holds(k)`, or −1 when `holds(0)` is false; `holds` must be
  /// true up to some index and false after it. Searches outward from `estimate` by doubling steps,
  /// then bisects: O(log distance) evaluations, a few when the estimate is close.
  static func lastIndex(upTo cap: Int, estimate: Double, _ holds: (Int) -> Bool) -> Int {
    guard cap >= 0, holds(0) else { return -1 }
    if holds(cap) { return cap }
    var (low, high) = (0, cap)  // holds(low), !holds(high)
    let guess = estimate.isNaN ? 0 : Int(min(max(estimate.rounded(.down), 0), Double(cap)))
    var step = 1
    if holds(guess) {
      low = guess
      while guess + step < high {
        if holds(guess + step) { low = guess + step; step *= 2 } else { high = guess + step; break }
      }
    } else {
      high = guess
      while guess - step > low {
        if holds(guess - step) { low = guess - step; break } else { high = guess - step; step *= 2 }
      }
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if holds(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// Appends to `out` the particles of cell `cell` born in the window (after, upTo] — plus possibly
  /// a few born just before it (the bounds are conservative; callers filter by age) — as segments
  /// in birth order (by parent, then index). A nested cell's parents are listed at the end of
  /// `out` first and removed once their children are appended, so `out` is the only storage: a
  /// reused array (``EmitterBatchScratch``) makes the search allocation-free.
  /// - Throws: ``EmitterError/tooManyParticles(time:)`` beyond ``maximumCandidates`` or
  ///   ``maximumBirthIndex``.
  func appendSegments(
    of cell: Int, after windowStart: Double, upTo windowEnd: Double, time: Double, budget: inout Int,
    into out: inout [_EmitterSegment]
  ) throws(EmitterError) {
    let plan = plans[cell]
    guard plan.rate > 0, windowEnd >= windowStart else { return }
    guard let parentIndex = plan.parent else {
      let durationCap = plan.duration.isFinite
        ? Self.lastIndex(upTo: Self.maximumBirthIndex, estimate: plan.duration * plan.rate) {
          Double($0) / plan.rate < plan.duration
        } : Self.maximumBirthIndex
      let upper = Self.lastIndex(upTo: durationCap, estimate: (windowEnd - plan.beginTime) * plan.rate) {
        plan.birthTime(after: 0, index: $0) <= windowEnd
      }
      guard upper >= 0 else { return }
      if upper == Self.maximumBirthIndex { throw .tooManyParticles(time: time) }
      let before = Self.lastIndex(upTo: upper, estimate: (windowStart - plan.beginTime) * plan.rate) {
        plan.birthTime(after: 0, index: $0) <= windowStart
      }
      let segment = _EmitterSegment(
        cell: cell, parentKey: seedKey, originTime: 0, parent: nil, lower: max(0, before), upper: upper)
      try Self.spend(segment.count, from: &budget, time: time)
      out.append(segment)
      return
    }
    // A nested cell: its particle j of a parent born at tp is born at tp + a_j, with
    // a_j = beginTime + j/r in [beginTime, beginTime + min(parent lifetime, duration)).
    let parentPlan = plans[parentIndex]
    let span = min(parentPlan.lifetimeMaximum, plan.duration)
    // Margins against rounding (of tp + a_j and of these differences), each relative to the
    // numbers of its own end: a long child lifetime widens the window's start, never its end (a
    // margin shared by both let a lifetime of 10¹⁹ s push the end 10⁷ s past t, visiting ten
    // million parents born after t).
    let startMargin = 0x1p-40 * (abs(windowStart) + plan.beginTime + (span.isFinite ? span : 0)) + 0x1p-1000
    let endMargin = 0x1p-40 * (abs(windowEnd) + plan.beginTime) + 0x1p-1000
    let parentStart = windowStart - plan.beginTime - span - startMargin
    let parentEnd = windowEnd - plan.beginTime + endMargin
    let parentsStart = out.count
    try appendSegments(
      of: parentIndex, after: parentStart, upTo: parentEnd, time: time, budget: &budget, into: &out)
    let parentsEnd = out.count
    for p in parentsStart..<parentsEnd {
      let parentSegment = out[p]
      for k in parentSegment.lower...parentSegment.upper {
        let parent = origin(of: parentSegment, index: k)
        let life = parent.lifetime
        let tp = parent.birthTime
        func born(_ j: Int) -> Bool {
          let age = plan.beginTime + Double(j) / plan.rate
          return age < life && Double(j) / plan.rate < plan.duration
            && tp + age <= windowEnd
        }
        let estimate = min((windowEnd - tp - plan.beginTime) * plan.rate, (life - plan.beginTime) * plan.rate)
        let upper = Self.lastIndex(upTo: Self.maximumBirthIndex, estimate: estimate, born)
        guard upper >= 0 else { continue }
        if upper == Self.maximumBirthIndex { throw .tooManyParticles(time: time) }
        let before = Self.lastIndex(upTo: upper, estimate: (windowStart - tp - plan.beginTime) * plan.rate) {
          plan.birthTime(after: tp, index: $0) <= windowStart
        }
        let segment = _EmitterSegment(
          cell: cell, parentKey: parent.key, originTime: tp, parent: parentPlan.parent(parent), lower: max(0, before),
          upper: upper)
        try Self.spend(segment.count, from: &budget, time: time)
        out.append(segment)
      }
    }
    out.removeSubrange(parentsStart..<parentsEnd)
  }

  /// Takes `count` from the candidate budget, or throws when it runs out.
  private static func spend(_ count: Int, from budget: inout Int, time: Double) throws(EmitterError) {
    guard count <= budget else { throw .tooManyParticles(time: time) }
    budget -= count
  }

  /// The origin of particle `index` of `segment`: its key, birth time, lifetime, start position
  /// (on the shape, or its parent's position at the birth) and initial velocity (for a sub-cell,
  /// turned into the frame of the parent's velocity at the birth, with the parent's scale and
  /// color then as factors).
  @inline(__always)
  func origin(of segment: _EmitterSegment, index: Int) -> _EmitterParticleOrigin {
    let plan = plans[segment.cell]
    let key = plan.particleKey(under: segment.parentKey, index: index)
    let birth = plan.birthTime(after: segment.originTime, index: index)
    guard let parent = segment.parent, let parentCell = plan.parent else {
      return plan.origin(key: key, birthTime: birth, position: _EmitterCellPlan.shapePosition(key: key, sampler: sampler))
    }
    let parentPlan = plans[parentCell]
    let age = plan.beginTime + Double(index) / plan.rate
    return plan.origin(
      key: key, birthTime: birth, position: parentPlan.position(of: parent.origin, age: age),
      parent: parentPlan.inheritance(from: parent, age: age, space: plan.space))
  }

  /// Every cell's candidate segments at emitter time `time` (window (time − lifetime max, time]),
  /// in cell order, in `out` (emptied first, its capacity kept).
  func liveSegments(atLocalTime time: Double, into out: inout [_EmitterSegment]) throws(EmitterError) {
    var budget = Self.maximumCandidates
    out.removeAll(keepingCapacity: true)
    for cell in plans.indices where plans[cell].lifetimeMaximum > 0 {
      try appendSegments(
        of: cell, after: time - plans[cell].lifetimeMaximum, upTo: time, time: time, budget: &budget, into: &out)
    }
  }
}
