import Kinetics

/// Rows of the particle model (docs/particles.md): every live particle of an emitter at t = 10 s
/// (10⁶ live: 250,000 births per second, lifetime 4 s, in a cone with gravity, from a rectangle)
/// written into a struct-of-arrays buffer in closed form — one core (Double and Float) and every
/// core — against the baseline a SpriteKit-style engine runs: the same particles stepped frame by
/// frame with semi-implicit Euler at 60 Hz from 0 to 10 s (600 frames: births of the frame
/// spawned from the same schedule and draws, v += g·dt then p += v·dt, age, scale, rotation and
/// color advanced, the dead removed by swapping in the last). Per-eval figures are per particle
/// live at 10 s; `evals_per_second` is particles per second, `ratio_to_baseline` the closed form's
/// time over the stepping's. max_error: batch rows against `particles(atTime:)` (0: the same
/// function); the stepping row, its largest position error at 10 s against the closed form.
let particleBenchmarks: BenchSuite = { configuration in
  particleCases(live: configuration.size(1_000_000)) + particleFrameCases(live: 1_000)
}

/// The emitter of the particle rows: `live` particles live from t = 4 s on (lifetime 4 s, live/4
/// births per second) in a cone with gravity, from a rectangle.
func benchFountain(live: Int) -> (layer: EmitterLayer, rate: Double, lifetime: Double) {
  let lifetime = 4.0
  let rate = Double(live) / lifetime
  let cell = try! EmitterCell(
    birthRate: rate, lifetime: lifetime, velocity: 120, velocityRange: 40, emissionLongitude: -Double.pi / 2,
    emissionRange: 0.6, acceleration: SIMD3(0, 98, 0), spin: 1, spinRange: 0.5, scale: 1, scaleRange: 0.2,
    scaleSpeed: -0.1, color: try! RGBAColor(red: 1, green: 0.7, blue: 0.2), colorRange: SIMD4(0.1, 0.1, 0.1, 0),
    colorSpeed: SIMD4(0, -0.1, 0, -0.2))
  let layer = try! EmitterLayer(
    position: SIMD2(400, 600), size: SIMD2(200, 10), shape: .rectangle, mode: .surface, seed: 9, cells: [cell])
  return (layer, rate, lifetime)
}

func particleCases(live: Int) -> [BenchCase] {
  let (layer, rate, lifetime) = benchFountain(live: live)
  let time = 10.0
  let count = try! layer.liveCount(atTime: time)
  let columns = EmitterParticleColumn.allCases.count
  var doubles = [Double](repeating: 0, count: columns * count)
  var floats = [Float](repeating: 0, count: columns * count)
  let exact: [EmitterParticle] = try! layer.particles(atTime: time)
  func batchError<Element: BatchFloatingPoint>(_ type: Element.Type) -> Double {
    let batch = try! layer.particleColumns(atTime: time, as: type, parallelism: .singleThread)
    var worst = 0.0
    for (i, particle) in exact.enumerated() {
      for column in EmitterParticleColumn.allCases {
        worst = max(worst, abs(Double(batch[column.rawValue * count + i]) - Double(Element._rounded(from: particle[column]))))
      }
    }
    return worst
  }
  return [
    BenchCase(
      kernel: "particles", variant: "stepping-semi-implicit-euler-60hz-to-10s", count: count, isBaseline: true,
      maxError: {
        var stepped = SteppedParticles(layer: layer, cellRate: rate, lifetime: lifetime, acceleration: SIMD3(0, 98, 0))
        stepped.run(until: time)
        let byKey = Dictionary(uniqueKeysWithValues: exact.map { ($0.key, $0.position) })
        var worst = 0.0
        for i in 0..<stepped.count {
          guard let p = byKey[stepped.keys[i]] else { continue }
          worst = max(worst, abs(stepped.px[i] - p.x), abs(stepped.py[i] - p.y))
        }
        return worst
      },
      singlePassRepetitions: 3,
      run: {
        var stepped = SteppedParticles(layer: layer, cellRate: rate, lifetime: lifetime, acceleration: SIMD3(0, 98, 0))
        stepped.run(until: time)
        return stepped.px.first ?? 0
      }),
    BenchCase(
      kernel: "particles", variant: "closed-form-at-10s-one-core", count: count, maxError: { batchError(Double.self) },
      run: {
        _ = try! doubles.withUnsafeMutableBufferPointer {
          try layer.particles(atTime: time, into: $0, capacity: count, parallelism: .singleThread)
        }
        return doubles[count - 1]
      }),
    BenchCase(
      kernel: "particles", variant: "closed-form-at-10s-one-core-float", count: count, maxError: { batchError(Float.self) },
      run: {
        _ = try! floats.withUnsafeMutableBufferPointer {
          try layer.particles(atTime: time, into: $0, capacity: count, parallelism: .singleThread)
        }
        return Double(floats[count - 1])
      }),
    BenchCase(
      kernel: "particles", variant: "closed-form-at-10s-all-cores", count: count,
      run: {
        _ = try! doubles.withUnsafeMutableBufferPointer { try layer.particles(atTime: time, into: $0, capacity: count) }
        return doubles[count - 1]
      }),
  ]
}

/// The stepping baseline: a particle system advanced frame by frame at 60 Hz with semi-implicit
/// (symplectic) Euler, as SpriteKit-style engines do. Births are spawned from the emitter's own
/// schedule and draws (`particle(cell:index:atTime:)` at the birth time), so both rows simulate
/// the same particles; a particle born inside a frame starts stepping at the frame's end. A struct
/// stepped by a mutating method: its arrays are checked for exclusive access at compile time (a
/// class's are checked at run time on every element access, which a backtrace showed dominating).
struct SteppedParticles {
  let layer: EmitterLayer
  let rate: Double, lifetime: Double
  let g: SIMD3<Double>
  var px: [Double] = [], py: [Double] = [], pz: [Double] = []
  var vx: [Double] = [], vy: [Double] = [], vz: [Double] = []
  var scale: [Double] = [], rotation: [Double] = [], spin: [Double] = []
  var red: [Double] = [], green: [Double] = [], blue: [Double] = [], alpha: [Double] = []
  var age: [Double] = [], life: [Double] = []
  var keys: [UInt64] = []
  var count: Int { px.count }

  init(layer: EmitterLayer, cellRate: Double, lifetime: Double, acceleration: SIMD3<Double>) {
    self.layer = layer
    rate = cellRate
    self.lifetime = lifetime
    g = acceleration
  }

  mutating func run(until end: Double) {
    let dt = 1.0 / 60
    let frames = Int((end / dt).rounded())
    var next = 0
    for frame in 1...frames {
      let t = Double(frame) * dt
      // Spawn the births of (t − dt, t] at their state at birth, aged to the frame's end.
      while let born = layer.birthTime(cell: 0, index: next), born <= t {
        if let p = try! layer.particle(cell: 0, index: next, atTime: born) {
          px.append(p.position.x); py.append(p.position.y); pz.append(p.position.z)
          vx.append(p.velocity.x); vy.append(p.velocity.y); vz.append(p.velocity.z)
          scale.append(p.scale); rotation.append(0); spin.append(p.spin)
          red.append(p.color.red); green.append(p.color.green); blue.append(p.color.blue); alpha.append(p.color.alpha)
          age.append(t - born); life.append(p.lifetime); keys.append(p.key)
        }
        next += 1
      }
      var i = 0
      while i < px.count {
        age[i] += dt
        if age[i] >= life[i] {
          remove(i)
          continue
        }
        vx[i] += g.x * dt; vy[i] += g.y * dt; vz[i] += g.z * dt
        px[i] += vx[i] * dt; py[i] += vy[i] * dt; pz[i] += vz[i] * dt
        scale[i] = max(0, scale[i] - 0.1 * dt)
        rotation[i] += spin[i] * dt
        green[i] = min(1, max(0, green[i] - 0.1 * dt))
        alpha[i] = min(1, max(0, alpha[i] - 0.2 * dt))
        i += 1
      }
    }
  }

  /// Removes particle i by moving the last one into its place.
  private mutating func remove(_ i: Int) {
    func swapRemove<T>(_ array: inout [T]) {
      array[i] = array[array.count - 1]
      array.removeLast()
    }
    swapRemove(&px); swapRemove(&py); swapRemove(&pz); swapRemove(&vx); swapRemove(&vy); swapRemove(&vz)
    swapRemove(&scale); swapRemove(&rotation); swapRemove(&spin); swapRemove(&red); swapRemove(&green)
    swapRemove(&blue); swapRemove(&alpha); swapRemove(&age); swapRemove(&life); swapRemove(&keys)
  }
}
