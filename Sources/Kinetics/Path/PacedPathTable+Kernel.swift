extension PacedPathTable {
  /// The batch kernel: calls `write(index, point)` for every index of `fractions`, each fraction
  /// widened to `Double` as it is loaded.
  ///
  /// Two passes over blocks of 64 samples, so that the table's loads of many samples are in flight
  /// at once instead of each sample's chain of dependent loads running alone (one pass, blocks of
  /// 4, measured 1.7× slower; blocks of 32 and 128 about as fast; docs/paths.md). The first pass
  /// finds the interval and v = u·n of four samples per step in `SIMD4<Double>`/`SIMD4<Int64>`
  /// lanes and keeps them on the stack; the second evaluates each sample's x and y cubics side by side in a
  /// `SIMD2<Double>` Horner chain over (xₖ, yₖ) coefficient pairs. Samples in crowded buckets are
  /// marked (v = −1) and evaluated again by the scalar call after their block. The last vector of
  /// the first pass is zero-padded; nothing is written past `count`.
  @inlinable @inline(__always)
  func forEachPoint<Element: BatchFloatingPoint>(
    _ fractions: UnsafeBufferPointer<Element>, write: (Int, SIMD2<Double>) -> Void
  ) {
    let count = fractions.count
    guard count > 0, let source = fractions.baseAddress else { return }
    guard bucketCount > 0 else {
      for index in 0..<count { write(index, restingPoint) }
      return
    }
    let block = 64
    withUnsafeTemporaryAllocation(of: Int64.self, capacity: block) { rows in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: block) { positions in
        bucketSplits.withUnsafeBufferPointer { splits in
          firstIntervals.withUnsafeBufferPointer { first in
            intervalStarts.withUnsafeBufferPointer { intervalStarts in
              coefficients.withUnsafeBytes { coefficients in
                let rows = UnsafeMutableRawPointer(rows.baseAddress!)
                let positions = UnsafeMutableRawPointer(positions.baseAddress!)
                let (splits, first) = (splits.baseAddress!, first.baseAddress!)
                let intervalStarts = UnsafeRawPointer(intervalStarts.baseAddress!)
                let coefficients = coefficients.baseAddress!
                var blockStart = 0
                while blockStart < count {
                  let blockCount = min(block, count &- blockStart)
                  var crowded = SIMDMask<SIMD4<Int64>>()
                  var lane = 0
                  while lane &+ 4 <= blockCount {
                    let located = locate(SIMD4<Element>._widened(source + (blockStart &+ lane)), splits, first)
                    rows.storeBytes(of: located.offsets, toByteOffset: 8 &* lane, as: SIMD4<Int64>.self)
                    positions.storeBytes(of: located.v, toByteOffset: 8 &* lane, as: SIMD4<Double>.self)
                    crowded .|= located.crowded
                    lane &+= 4
                  }
                  if lane < blockCount {
                    var u = SIMD4<Double>()
                    for tail in 0..<(blockCount &- lane) { u[tail] = source[blockStart &+ lane &+ tail]._widened }
                    let located = locate(u, splits, first)
                    rows.storeBytes(of: located.offsets, toByteOffset: 8 &* lane, as: SIMD4<Int64>.self)
                    positions.storeBytes(of: located.v, toByteOffset: 8 &* lane, as: SIMD4<Double>.self)
                    crowded .|= located.crowded
                  }
                  for lane in 0..<blockCount {
                    let offset = rows.load(fromByteOffset: 8 &* lane, as: Int.self)
                    let v = positions.load(fromByteOffset: 8 &* lane, as: Double.self)
                    let tau = v - (intervalStarts + offset).load(as: Double.self)
                    write(blockStart &+ lane, Self.point(coefficients + 8 &* offset, tau: tau))
                  }
                  // Lanes in crowded buckets carry v = −1: evaluate them again by the scalar call.
                  if any(crowded) {
                    for lane in 0..<blockCount {
                      guard positions.load(fromByteOffset: 8 &* lane, as: Double.self) < 0 else { continue }
                      write(blockStart &+ lane, pointOutOfLine(atPacedFraction: source[blockStart &+ lane]._widened))
                    }
                  }
                  blockStart &+= block
                }
              }
            }
          }
        }
      }
    }
  }

  /// Each lane's interval (as the byte offset 8·index of its start in `intervalStarts`) and
  /// v = u·n, as the scalar call computes them; a lane in a crowded bucket gets interval 0 and
  /// v = −1 and is marked in `crowded`.
  @inlinable @inline(__always)
  func locate(
    _ u: SIMD4<Double>, _ splits: UnsafePointer<Double>, _ first: UnsafePointer<Int>
  ) -> (offsets: SIMD4<Int64>, v: SIMD4<Double>, crowded: SIMDMask<SIMD4<Int64>>) {
    let positive = u.replacing(with: 0, where: .!(u .> 0))
    let v = positive.replacing(with: 1, where: positive .> 1) * bucketCount
    // `nearestInteger(v − ½)` in lanes.
    let magic = unsafeBitCast((v - 0.5) + 0x1.8p52, to: SIMD4<Int64>.self)
    let nearest = (magic & 0xF_FFFF_FFFF_FFFF) &- 1 &<< 51
    let last = SIMD4(repeating: Int64(truncatingIfNeeded: lastBucket))
    let bucket = nearest.replacing(with: last, where: nearest .> last)
    let (b0, b1, b2, b3) = (Int(bucket[0]), Int(bucket[1]), Int(bucket[2]), Int(bucket[3]))
    let split = SIMD4(splits[b0], splits[b1], splits[b2], splits[b3])
    let firsts = SIMD4<Int64>(Int64(first[b0]), Int64(first[b1]), Int64(first[b2]), Int64(first[b3]))
    let interval = firsts &+ SIMD4<Int64>(repeating: 0).replacing(with: 1, where: v .>= split)
    let crowded = split .< 0
    return (interval.replacing(with: 0, where: crowded) &<< 3, v.replacing(with: -1, where: crowded), crowded)
  }

  /// The scalar call kept out of line, for the rare samples in crowded buckets.
  @usableFromInline @inline(never)
  func pointOutOfLine(atPacedFraction u: Double) -> SIMD2<Double> {
    point(atPacedFraction: u)
  }
}
