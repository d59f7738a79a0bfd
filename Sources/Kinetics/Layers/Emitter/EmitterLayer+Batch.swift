import Synchronization

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

  /// Lists the candidates at parent time `t` into `scratch` and counts the live ones block by
  /// block (blocks of ``batchBlock`` candidates, counted on up to `parallelism` threads): after it,
  /// `scratch.segments` holds the candidate segments, `scratch.starts[s]` the candidates before
  /// segment s (the last entry all of them) and `scratch.offsets[b]` the live particles before
  /// block b (the last entry the live count). Returns the emitter's local time, nil where the
  /// layer is hidden. Allocates only while the scratch's arrays grow.
  func liveBatch(
    atTime t: Double, parallelism: BatchParallelism, scratch: inout EmitterBatchScratch
  ) throws(EmitterError) -> Double? {
    guard let time = try localTime(atParentTime: t) else { return nil }
    try liveSegments(atLocalTime: time, into: &scratch.segments)
    scratch.starts.removeAll(keepingCapacity: true)
    scratch.starts.append(0)
    for segment in scratch.segments { scratch.starts.append(scratch.starts[scratch.starts.count - 1] + segment.count) }
    let total = scratch.starts[scratch.starts.count - 1]
    let blocks = (total + Self.batchBlock - 1) / Self.batchBlock
    scratch.offsets.removeAll(keepingCapacity: true)
    scratch.offsets.append(contentsOf: repeatElement(0, count: blocks + 1))
    let (segments, starts) = (scratch.segments, scratch.starts)
    scratch.offsets.withUnsafeMutableBufferPointer { counts in
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
      for block in 0..<blocks { counts[block + 1] += counts[block] }
    }
    return time
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
    var scratch = EmitterBatchScratch()
    return try liveCount(atTime: t, parallelism: parallelism, scratch: &scratch)
  }

  /// As ``liveCount(atTime:parallelism:)``, with storage reused from call to call
  /// (``EmitterBatchScratch``): allocation-free on one thread once the scratch has grown.
  public func liveCount(
    atTime t: Double, parallelism: BatchParallelism = .automatic, scratch: inout EmitterBatchScratch
  ) throws(EmitterError) -> Int {
    guard try liveBatch(atTime: t, parallelism: parallelism, scratch: &scratch) != nil else { return 0 }
    return scratch.offsets[scratch.offsets.count - 1]
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
  ///
  /// It allocates a few arrays per call (none per particle); an engine calling it every frame
  /// passes an ``EmitterBatchScratch`` instead (the `scratch:` form), which makes the call
  /// allocation-free.
  ///
  /// Never ±∞ or NaN with success: each block's slice of every column is checked once it is
  /// written (``EmitterError/outputOverflow(column:cell:time:)`` names the first particle in output
  /// order with a value beyond the range of `Element`, the same on any number of threads; the
  /// buffer then holds what was computed).
  /// - Throws: ``EmitterError/bufferTooShort(required:actual:)`` when the live count exceeds
  ///   `capacity` or `buffer` holds fewer than 15·capacity elements (nothing is written then),
  ///   ``EmitterError/nonFiniteTime(_:)``, ``EmitterError/tooManyParticles(time:)``,
  ///   ``EmitterError/outputOverflow(column:cell:time:)``.
  /// - Complexity: O(candidates), split across cores above about 100 µs of work.
  @discardableResult
  public func particles<Element: BatchFloatingPoint>(
    atTime t: Double, into buffer: UnsafeMutableBufferPointer<Element>, capacity: Int,
    parallelism: BatchParallelism = .automatic
  ) throws(EmitterError) -> Int {
    var scratch = EmitterBatchScratch()
    return try particles(atTime: t, into: buffer, capacity: capacity, parallelism: parallelism, scratch: &scratch)
  }

  /// As ``particles(atTime:into:capacity:parallelism:)``, with storage reused from call to call: a
  /// `scratch` kept from frame to frame makes the call allocate nothing once its arrays have grown
  /// to the largest count of candidates seen (on one thread; when the work is split across cores,
  /// Dispatch allocates its own bookkeeping). The values written are the same bits with any
  /// scratch.
  /// - Throws: as ``particles(atTime:into:capacity:parallelism:)``.
  @discardableResult
  public func particles<Element: BatchFloatingPoint>(
    atTime t: Double, into buffer: UnsafeMutableBufferPointer<Element>, capacity: Int,
    parallelism: BatchParallelism = .automatic, scratch: inout EmitterBatchScratch
  ) throws(EmitterError) -> Int {
    let columns = EmitterParticleColumn.allCases.count
    guard capacity >= 0, capacity <= buffer.count / columns else {
      throw .bufferTooShort(required: capacity, actual: buffer.count / columns)
    }
    guard let time = try liveBatch(atTime: t, parallelism: parallelism, scratch: &scratch) else { return 0 }
    let (segments, starts, offsets) = (scratch.segments, scratch.starts, scratch.offsets)
    let live = offsets[offsets.count - 1]
    guard live <= capacity else { throw .bufferTooShort(required: live, actual: capacity) }
    guard live > 0, let base = buffer.baseAddress else { return live }
    let total = starts[starts.count - 1]
    let blocks = offsets.count - 1
    let sawNonFinite = Atomic<Bool>(false)
    parallelism._forEachChunk(count: blocks, nanosecondsPerElement: Self.batchBlock * Self.nanosecondsPerParticle) {
      range in
      for block in range {
        let first = offsets[block]
        var slot = first
        self.forEachCandidate(inBlock: block, segments: segments, starts: starts, total: total) {
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
        // The block's slice of every column, just written (in cache): one OR over its bits each.
        for column in 0..<columns
        where !allFinite(UnsafeBufferPointer(start: base + column * capacity + first, count: slot - first)) {
          sawNonFinite.store(true, ordering: .relaxed)
        }
      }
    }
    if sawNonFinite.load(ordering: .relaxed),
      let overflow = firstOverflow(in: UnsafeBufferPointer(buffer), capacity: capacity, count: live, time: t)
    {
      throw overflow
    }
    return live
  }

  /// The overflow of the first written particle (in output order) with a value that is not finite,
  /// at its first such column (nil when every value is finite): a serial scan, so every thread
  /// count names the same one. Called only when the blocks' check saw a value that is not finite.
  @inline(never)
  func firstOverflow<Element: BatchFloatingPoint>(
    in buffer: UnsafeBufferPointer<Element>, capacity: Int, count: Int, time t: Double
  ) -> EmitterError? {
    for slot in 0..<count {
      for column in EmitterParticleColumn.allCases where !buffer[column.rawValue * capacity + slot].isFinite {
        let cell = Int(buffer[EmitterParticleColumn.cell.rawValue * capacity + slot]._widened)
        return .outputOverflow(column: column, cell: plans[cell].path, time: t)
      }
    }
    return nil
  }

  /// Every live particle at parent time `t` as a new struct-of-arrays array of 15 columns of n
  /// elements (n the live count), as `particles(atTime:into:capacity:parallelism:)`.
  /// - Throws: as `particles(atTime:into:capacity:parallelism:)`.
  public func particleColumns<Element: BatchFloatingPoint>(
    atTime t: Double, as type: Element.Type = Double.self, parallelism: BatchParallelism = .automatic
  ) throws(EmitterError) -> [Element] {
    var scratch = EmitterBatchScratch()
    let live = try liveCount(atTime: t, parallelism: parallelism, scratch: &scratch)
    var result = [Element](repeating: 0, count: live * EmitterParticleColumn.allCases.count)
    try result.withUnsafeMutableBufferPointer { (buffer) throws(EmitterError) in
      _ = try particles(atTime: t, into: buffer, capacity: live, parallelism: parallelism, scratch: &scratch)
    }
    return result
  }
}

/// Storage a particle batch reuses from call to call: the candidate segments and the per-block
/// counts of ``EmitterLayer/particles(atTime:into:capacity:parallelism:scratch:)`` and
/// ``EmitterLayer/liveCount(atTime:parallelism:scratch:)``. An engine keeps one per emitter (or per
/// thread) and passes it every frame; once its arrays have grown to the largest frame, a one-thread
/// call allocates nothing. It holds no result a caller reads, and any layer may use it.
public struct EmitterBatchScratch: Sendable {
  /// The candidate segments (a run of births of one cell under one parent each).
  var segments: [_EmitterSegment] = []
  /// starts[s] = candidates before segment s; the last entry, all candidates.
  var starts: [Int] = []
  /// offsets[b] = live particles before block b; the last entry, the live count.
  var offsets: [Int] = []

  /// An empty scratch; its arrays grow on first use.
  public init() {}
}
