/// The columns of the particle batch (struct of arrays): column c of a batch with capacity n
/// occupies elements c·n ..< (c + 1)·n of the buffer, particle i at c·n + i.
public enum EmitterParticleColumn: Int, Sendable, CaseIterable {
  case positionX, positionY, positionZ
  case velocityX, velocityY, velocityZ
  case scale, rotation
  case red, green, blue, alpha
  case age, lifetimeFraction
  /// The cell's index in ``EmitterLayer/cellPaths`` (exact in `Float` too: at most 256 cells).
  case cell

  /// The name `curves particles` and the bindings print ("position_x", …, "cell").
  public var name: String {
    switch self {
    case .positionX: "position_x"
    case .positionY: "position_y"
    case .positionZ: "position_z"
    case .velocityX: "velocity_x"
    case .velocityY: "velocity_y"
    case .velocityZ: "velocity_z"
    case .scale: "scale"
    case .rotation: "rotation"
    case .red: "red"
    case .green: "green"
    case .blue: "blue"
    case .alpha: "alpha"
    case .age: "age"
    case .lifetimeFraction: "lifetime_fraction"
    case .cell: "cell"
    }
  }
}

extension EmitterParticle {
  /// The particle's value in `column`, as the batch writes it (`Double`).
  public subscript(column: EmitterParticleColumn) -> Double {
    switch column {
    case .positionX: position.x
    case .positionY: position.y
    case .positionZ: position.z
    case .velocityX: velocity.x
    case .velocityY: velocity.y
    case .velocityZ: velocity.z
    case .scale: scale
    case .rotation: rotation
    case .red: color.red
    case .green: color.green
    case .blue: color.blue
    case .alpha: color.alpha
    case .age: age
    case .lifetimeFraction: lifetimeFraction
    case .cell: Double(cell)
    }
  }
}

extension EmitterLayer {
  /// Candidates per block of the batch: the unit of counting and of the split across threads.
  static let batchBlock = 1024
  /// The estimated one-core cost of one particle (nanoseconds), which only decides when a batch
  /// splits across threads: the bench rows `particles` measured 280–400 ns on a loaded shared
  /// machine (docs/particles.md, "Performance"); the lower figure splits a little earlier.
  static let nanosecondsPerParticle = 60

  /// The live particles at one time, prepared for counting and writing in blocks: the candidate
  /// segments, where each starts among all candidates, and how many are live in each block.
  struct _LiveBatch {
    let time: Double
    let segments: [_EmitterSegment]
    /// starts[s] = candidates before segment s; starts.last = all candidates.
    let starts: [Int]
    /// offsets[b] = live particles before block b; offsets.last = the live count.
    let offsets: [Int]
  }

  /// Lists the candidates at parent time `t` and counts the live ones block by block (blocks of
  /// ``batchBlock`` candidates, counted on up to `parallelism` threads); nil where the layer is
  /// hidden.
  func liveBatch(atTime t: Double, parallelism: BatchParallelism) throws(EmitterError) -> _LiveBatch? {
    guard let time = try localTime(atParentTime: t) else { return nil }
    let segments = try liveSegments(atLocalTime: time)
    var starts = [0]
    starts.reserveCapacity(segments.count + 1)
    for segment in segments { starts.append(starts.last! + segment.count) }
    let total = starts.last!
    let blocks = (total + Self.batchBlock - 1) / Self.batchBlock
    var counts = [Int](repeating: 0, count: blocks + 1)
    counts.withUnsafeMutableBufferPointer { counts in
      parallelism._forEachChunk(count: blocks, nanosecondsPerElement: Self.batchBlock * 10) { range in
        for block in range {
          var live = 0
          self.forEachCandidate(inBlock: block, segments: segments, starts: starts, total: total) {
            segment, index in
            let plan = self.plans[segment.cell]
            let key = plan.particleKey(under: segment.parentKey, index: index)
            let age = time - plan.birthTime(after: segment.originTime, index: index)
            if age >= 0 && age < plan.lifetime(key: key) { live += 1 }
          }
          counts[block + 1] = live
        }
      }
    }
    for block in 0..<blocks { counts[block + 1] += counts[block] }
    return _LiveBatch(time: time, segments: segments, starts: starts, offsets: counts)
  }

  /// Calls `body(segment, index)` for the candidates of block `block`, in order.
  @inline(__always)
  func forEachCandidate(
    inBlock block: Int, segments: [_EmitterSegment], starts: [Int], total: Int,
    _ body: (_EmitterSegment, Int) -> Void
  ) {
    let first = block * Self.batchBlock
    let end = min(total, first + Self.batchBlock)
    // The last segment starting at or before `first` (segments are non-empty).
    var (low, high) = (0, segments.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= first { low = middle } else { high = middle }
    }
    var position = first
    var s = low
    while position < end {
      let segment = segments[s]
      let stop = min(end, starts[s + 1])
      for candidate in position..<stop { body(segment, segment.lower + (candidate - starts[s])) }
      position = stop
      s += 1
    }
  }

  /// The number of live particles at parent time `t` (0 where the layer is hidden).
  /// - Throws: ``EmitterError/nonFiniteTime(_:)``, ``EmitterError/tooManyParticles(time:)``.
  /// - Complexity: O(candidates) lifetime draws, on every core for large counts.
  public func liveCount(atTime t: Double, parallelism: BatchParallelism = .automatic) throws(EmitterError) -> Int {
    try liveBatch(atTime: t, parallelism: parallelism)?.offsets.last ?? 0
  }

  /// Writes every live particle at parent time `t` into `buffer`, a struct of arrays of
  /// `capacity` particles: column c (``EmitterParticleColumn``) at elements c·capacity + i. Returns
  /// the live count n; particles 0..<n are written in the order of `particles(atTime:)`, the rest
  /// of each column is left as it was. A `Float` buffer receives each `Double` value rounded once.
  ///
  /// Bit-identical to `particles(atTime:)` and to itself on any number of threads: each
  /// particle's values are a pure function of (layer, particle, t); the threads only divide blocks
  /// of candidates, and each block's output position comes from the live counts of the blocks
  /// before it (a first counting pass).
  /// - Throws: ``EmitterError/bufferTooShort(required:actual:)`` when the live count exceeds
  ///   `capacity` or `buffer` holds fewer than 15·capacity elements (nothing is written then),
  ///   ``EmitterError/nonFiniteTime(_:)``, ``EmitterError/tooManyParticles(time:)``.
  /// - Complexity: O(candidates), split across cores above about 100 µs of work.
  @discardableResult
  public func particles<Element: BatchFloatingPoint>(
    atTime t: Double, into buffer: UnsafeMutableBufferPointer<Element>, capacity: Int,
    parallelism: BatchParallelism = .automatic
  ) throws(EmitterError) -> Int {
    let columns = EmitterParticleColumn.allCases.count
    guard capacity >= 0, capacity <= buffer.count / columns else {
      throw .bufferTooShort(required: capacity, actual: buffer.count / columns)
    }
    guard let batch = try liveBatch(atTime: t, parallelism: parallelism) else { return 0 }
    let live = batch.offsets.last!
    guard live <= capacity else { throw .bufferTooShort(required: live, actual: capacity) }
    guard live > 0, let base = buffer.baseAddress else { return live }
    let total = batch.starts.last!
    let blocks = batch.offsets.count - 1
    let time = batch.time
    parallelism._forEachChunk(count: blocks, nanosecondsPerElement: Self.batchBlock * Self.nanosecondsPerParticle) {
      range in
      for block in range {
        var slot = batch.offsets[block]
        self.forEachCandidate(inBlock: block, segments: batch.segments, starts: batch.starts, total: total) {
          segment, index in
          let origin = self.origin(of: segment, index: index)
          let age = time - origin.birthTime
          guard age >= 0 && age < origin.lifetime else { return }
          let particle = self.plans[segment.cell].particle(origin, cell: segment.cell, index: index, age: age)
          for column in EmitterParticleColumn.allCases {
            base[column.rawValue * capacity + slot] = Element._rounded(from: particle[column])
          }
          slot += 1
        }
      }
    }
    return live
  }

  /// Every live particle at parent time `t` as a new struct-of-arrays array of 15 columns of n
  /// elements (n the live count), as `particles(atTime:into:capacity:parallelism:)`.
  /// - Throws: as `particles(atTime:into:capacity:parallelism:)`.
  public func particleColumns<Element: BatchFloatingPoint>(
    atTime t: Double, as type: Element.Type = Double.self, parallelism: BatchParallelism = .automatic
  ) throws(EmitterError) -> [Element] {
    let live = try liveCount(atTime: t, parallelism: parallelism)
    var result = [Element](repeating: 0, count: live * EmitterParticleColumn.allCases.count)
    try result.withUnsafeMutableBufferPointer { (buffer) throws(EmitterError) in
      _ = try particles(atTime: t, into: buffer, capacity: live, parallelism: parallelism)
    }
    return result
  }
}
