import Kinetics

/// The particle model of docs/particles.md fed arbitrary input.
///
/// Input layout: a byte for the layer (shape: low 3 bits modulo 6; mode: next 2 bits; bit 5: plane
/// spread), a seed byte, nine Doubles (position x, y, z, width, height, depth, then the birthRate
/// and lifetime multipliers and the velocity multiplier), a cell-count byte (modulo 7); per cell a
/// parent byte (0: a cell of the layer, else cell (byte − 1) modulo the cells before it) and ten
/// Doubles (birthRate, lifetime, lifetimeRange, velocity, velocityRange, emissionLongitude,
/// emissionRange, yAcceleration, scaleSpeed, beginTime); then any number of times as Doubles.
/// Properties (issue 24):
/// - no constructor traps; a cell is accepted exactly when every number is finite and its rate,
///   lifetime and ranges are ≥ 0; a layer exactly when its sizes and multipliers are finite (≥ 0
///   where required), every product of a multiplier and a cell's value is finite, every nested
///   cell's beginTime is ≥ 0 and no cell is nested deeper than 4 levels;
/// - at every time, when the rates and lifetimes make at most about 10⁴ particles: the live count
///   equals the particles listed, each 0 ≤ age < lifetime with its color in [0, 1] and scale ≥ 0,
///   and the struct-of-arrays batch on two threads equals the list bit for bit; a non-finite time
///   is refused with nonFiniteTime;
/// - never ±∞ or NaN with success (issue 19): every value listed is finite, or the list and the
///   `Double` batch throw the same `outputOverflow`; the `Float` batch gives the list's values
///   rounded once, or the overflow naming the first particle and column beyond `Float`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let layerByte = input.nextByte(), let seed = input.nextByte(), let l = input.nextDoubles(9),
    let cellCount = input.nextByte()
  else { return 0 }
  var parents: [Int?] = []
  var numbers: [[Double]] = []
  for index in 0..<Int(cellCount % 7) {
    guard let parentByte = input.nextByte(), let values = input.nextDoubles(10) else { return 0 }
    parents.append(parentByte == 0 || index == 0 ? nil : Int(parentByte - 1) % index)
    numbers.append(values)
  }
  // Each cell alone.
  var cells: [EmitterCell?] = []
  for values in numbers {
    let finite = values.allSatisfy(\.isFinite)
    let nonNegative = [values[0], values[1], values[2], values[4], values[6]].allSatisfy { $0 >= 0 }
    let cell = try? EmitterCell(
      birthRate: values[0], lifetime: values[1], lifetimeRange: values[2], velocity: values[3],
      velocityRange: values[4], emissionLongitude: values[5], emissionRange: values[6],
      acceleration: SIMD3(0, values[7], 0), scaleSpeed: values[8], beginTime: values[9])
    if (cell != nil) != (finite && nonNegative) { fuzzFailure("cell \(values) accepted: \(cell != nil)") }
    cells.append(cell)
  }
  guard cells.allSatisfy({ $0 != nil }) else { return 0 }
  // The tree, children attached to their parents (a child's index is above its parent's).
  var children = [[Int]](repeating: [], count: cells.count)
  for (index, parent) in parents.enumerated() { if let parent { children[parent].append(index) } }
  var built = [EmitterCell?](repeating: nil, count: cells.count)
  for index in cells.indices.reversed() {
    let v = numbers[index]
    built[index] = try! EmitterCell(
      birthRate: v[0], lifetime: v[1], lifetimeRange: v[2], velocity: v[3], velocityRange: v[4],
      emissionLongitude: v[5], emissionRange: v[6], acceleration: SIMD3(0, v[7], 0), scaleSpeed: v[8], beginTime: v[9],
      emitterCells: children[index].map { built[$0]! })
  }
  let roots = parents.indices.filter { parents[$0] == nil }
  let shape = EmitterShape.allCases[Int(layerByte & 7) % 6]
  let mode = EmitterMode.allCases[Int((layerByte >> 3) & 3)]
  // What the layer must accept: its own numbers, the products, nested beginTimes, the depth.
  var depth = [Int](repeating: 1, count: cells.count)
  for index in cells.indices { if let parent = parents[index] { depth[index] = depth[parent] + 1 } }
  let layerNumbersValid = l.allSatisfy(\.isFinite) && [l[3], l[4], l[5], l[6], l[7]].allSatisfy { $0 >= 0 }
  let productsFinite = numbers.allSatisfy { v in
    (v[0] * l[6]).isFinite && (v[1] * l[7]).isFinite && (v[2] * l[7]).isFinite && (v[1] * l[7] + v[2] * l[7]).isFinite
      && (v[3] * l[8]).isFinite && (v[4] * l[8]).isFinite
  }
  let nestedBeginsValid = parents.indices.allSatisfy { parents[$0] == nil || numbers[$0][9] >= 0 }
  let shouldBeValid = layerNumbersValid && productsFinite && nestedBeginsValid && depth.allSatisfy { $0 <= 4 }
  let layer: EmitterLayer
  do {
    layer = try EmitterLayer(
      position: SIMD2(l[0], l[1]), zPosition: l[2], size: SIMD2(l[3], l[4]), depth: l[5], shape: shape, mode: mode,
      emissionSpace: layerByte & 32 == 0 ? .space : .plane, birthRate: l[6], lifetime: l[7], velocity: l[8],
      seed: UInt32(seed), cells: roots.map { built[$0]! })
  } catch {
    if shouldBeValid { fuzzFailure("layer refused: \(error)") }
    return 0
  }
  if !shouldBeValid { fuzzFailure("layer accepted") }
  // Particles visited at one time, about: each cell's rate × longest lifetime, times its ancestors'.
  var load = 0.0
  for index in cells.indices {
    var chain = index
    var product = 1.0
    while true {
      let v = numbers[chain]
      product *= (v[0] * l[6]) * ((v[1] + v[2]) * l[7]) + 1
      guard let parent = parents[chain] else { break }
      chain = parent
    }
    load += product
  }
  guard load <= 10_000 else { return 0 }
  for t in [0, 0.5, 2] + input.remainingDoubles() {
    guard t.isFinite else {
      do {
        _ = try layer.liveCount(atTime: t)
        fuzzFailure("time \(t) accepted")
      } catch {
        if error != .nonFiniteTime(t) && !(t.isNaN) { fuzzFailure("time \(t): \(error)") }
      }
      continue
    }
    let particles: [EmitterParticle]
    let count: Int
    do {
      particles = try layer.particles(atTime: t)
      count = try layer.liveCount(atTime: t)
    } catch {
      switch error {
      case .tooManyParticles: break
      case .outputOverflow:
        // The Double batch names the same overflow on any number of threads.
        do {
          _ = try layer.particleColumns(atTime: t, as: Double.self, parallelism: .threads(atMost: 2))
          fuzzFailure("the list overflowed at \(t) (\(error)), the batch did not")
        } catch let batchError {
          if batchError != error { fuzzFailure("the list gave \(error) at \(t), the batch \(batchError)") }
        }
      default: fuzzFailure("time \(t): \(error)")
      }
      continue
    }
    if particles.count != count { fuzzFailure("\(particles.count) particles listed, \(count) counted at \(t)") }
    for p in particles {
      if !(p.age >= 0 && p.age < p.lifetime) { fuzzFailure("age \(p.age) of lifetime \(p.lifetime) at \(t)") }
      let c = p.color
      if ![c.red, c.green, c.blue, c.alpha].allSatisfy({ $0 >= 0 && $0 <= 1 }) { fuzzFailure("color \(c) at \(t)") }
      if !(p.scale >= 0) { fuzzFailure("scale \(p.scale) at \(t)") }
    }
    let columns = try! layer.particleColumns(atTime: t, as: Double.self, parallelism: .threads(atMost: 2))
    for (i, p) in particles.enumerated() {
      for column in EmitterParticleColumn.allCases {
        if !p[column].isFinite { fuzzFailure("\(column) of particle \(i) at \(t) is \(p[column]) with success") }
        if columns[column.rawValue * count + i].bitPattern != p[column].bitPattern {
          fuzzFailure("batch \(column) of particle \(i) at \(t) differs from the list")
        }
      }
    }
    // Float: the list's values rounded once, or the overflow of the first one beyond float.
    let firstBeyondFloat = particles.lazy.compactMap { p in
      EmitterParticleColumn.allCases.first { !Float(p[$0]).isFinite }.map { (column: $0, cell: p.cell) }
    }.first
    do {
      let floats = try layer.particleColumns(atTime: t, as: Float.self, parallelism: .threads(atMost: 2))
      if let firstBeyondFloat { fuzzFailure("float batch at \(t) succeeded past \(firstBeyondFloat)") }
      for (i, p) in particles.enumerated() {
        for column in EmitterParticleColumn.allCases
        where floats[column.rawValue * count + i].bitPattern != Float(p[column]).bitPattern {
          fuzzFailure("float batch \(column) of particle \(i) at \(t) is not the list's value rounded once")
        }
      }
    } catch {
      let expected = firstBeyondFloat.map {
        EmitterError.outputOverflow(column: $0.column, cell: layer.cellPaths[$0.cell], time: t)
      }
      if error != expected { fuzzFailure("float batch at \(t): \(error), expected \(String(describing: expected))") }
    }
  }
  return 0
}
