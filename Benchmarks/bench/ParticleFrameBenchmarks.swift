import CKinetics
import Kinetics

/// Rows `particles-frame`: what an engine pays per frame to draw an emitter of `live` particles
/// (1,000: an effect on screen, under the 100 µs a batch needs before it splits across cores, so
/// every row runs on the calling thread) — the fountain of the `particles` rows scaled down, all
/// its live particles at t = 10 s into a struct-of-arrays buffer kept from frame to frame.
/// Baseline `swift-new-scratch-each-call` (`particles(atTime:into:capacity:)`, which allocates its
/// candidate lists afresh on every call); `swift-reused-scratch` passes one `EmitterBatchScratch`
/// every frame; `c-api-emitter` is `kn_emitter_particles` on a handle, which keeps its scratch.
/// The `allocations_per_eval` column is the point: 0 for the last two. maxError: the largest
/// difference from the baseline's output (0: the same bits).
func particleFrameCases(live: Int) -> [BenchCase] {
  let layer = benchFountain(live: live).layer
  let time = 10.0
  let count = try! layer.liveCount(atTime: time)
  let columns = EmitterParticleColumn.allCases.count
  let baseline = UnsafeMutableBufferPointer<Double>.allocate(capacity: columns * count)
  let reused = UnsafeMutableBufferPointer<Double>.allocate(capacity: columns * count)
  let viaC = UnsafeMutableBufferPointer<Double>.allocate(capacity: columns * count)
  for buffer in [baseline, reused, viaC] { buffer.initialize(repeating: 0) }
  var scratch = EmitterBatchScratch()

  // The same emitter through kinetics.h.
  let cell = layer.cells[0]
  var cCell = kn_emitter_cell_desc()
  cCell.parent = -1
  (cCell.birth_rate, cCell.lifetime, cCell.velocity, cCell.velocity_range) =
    (cell.birthRate, cell.lifetime, cell.velocity, cell.velocityRange)
  (cCell.emission_longitude, cCell.emission_range) = (cell.emissionLongitude, cell.emissionRange)
  cCell.acceleration = (cell.acceleration.x, cell.acceleration.y, cell.acceleration.z)
  (cCell.spin, cCell.spin_range, cCell.scale, cCell.scale_range, cCell.scale_speed) =
    (cell.spin, cell.spinRange, cell.scale, cell.scaleRange, cell.scaleSpeed)
  let (c, range, speed) = (cell.color.components, cell.colorRange, cell.colorSpeed)
  cCell.color = (c[0], c[1], c[2], c[3])
  cCell.color_range = (range[0], range[1], range[2], range[3])
  cCell.color_speed = (speed[0], speed[1], speed[2], speed[3])
  var emitter: OpaquePointer?
  withUnsafePointer(to: cCell) { cells in
    var desc = kn_emitter_desc()
    (desc.position_x, desc.position_y, desc.size_width, desc.size_height) =
      (layer.position.x, layer.position.y, layer.size.x, layer.size.y)
    (desc.shape, desc.mode, desc.space) = (KN_EMITTER_SHAPE_RECTANGLE, KN_EMITTER_MODE_SURFACE, KN_EMISSION_SPACE)
    (desc.birth_rate, desc.lifetime, desc.velocity, desc.scale, desc.spin, desc.seed) = (1, 1, 1, 1, 1, layer.seed)
    (desc.cells, desc.cell_count) = (cells, 1)
    precondition(kn_emitter_create(&desc, &emitter) == KN_OK)
  }

  /// The largest difference between `fill`'s output and the baseline call's, both made here.
  func difference(_ buffer: UnsafeMutableBufferPointer<Double>, _ fill: () -> Void) -> Double {
    _ = try! layer.particles(atTime: time, into: baseline, capacity: count)
    fill()
    return zip(buffer, baseline).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }
  func viaCAPI() {
    var written = 0
    precondition(kn_emitter_particles(emitter, time, viaC.baseAddress, count, &written) == KN_OK && written == count)
  }
  return [
    BenchCase(
      kernel: "particles-frame", variant: "swift-new-scratch-each-call", count: count, isBaseline: true,
      run: {
        _ = try! layer.particles(atTime: time, into: baseline, capacity: count)
        return baseline[count - 1]
      }),
    BenchCase(
      kernel: "particles-frame", variant: "swift-reused-scratch", count: count, maxError: {
        difference(reused) { _ = try! layer.particles(atTime: time, into: reused, capacity: count, scratch: &scratch) }
      },
      run: {
        _ = try! layer.particles(atTime: time, into: reused, capacity: count, scratch: &scratch)
        return reused[count - 1]
      }),
    BenchCase(
      kernel: "particles-frame", variant: "c-api-emitter", count: count,
      maxError: { difference(viaC, viaCAPI) },  // the cell column: the C array index, 0 as in Swift
      run: {
        viaCAPI()
        return viaC[count - 1]
      }),
  ]
}
