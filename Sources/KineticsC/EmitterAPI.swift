import CKinetics
import Kinetics

/// What a `kn_emitter` handle holds: the layer and, for each of its cells in depth-first order
/// (`EmitterLayer.cellPaths`), the cell's index in the caller's flat array.
struct EmitterHandleValue: HandleValue {
  static var handleKind: HandleKind { .emitter }
  let layer: EmitterLayer
  let cArrayIndex: [Int]
  /// The batch storage the handle's calls reuse, so a call every frame allocates nothing.
  let scratch = EmitterScratchSlot()
}

let emitterShapes = CEnumTable<kn_emitter_shape, EmitterShape>(
  "emitter shape",
  [
    (KN_EMITTER_SHAPE_POINT, .point), (KN_EMITTER_SHAPE_LINE, .line), (KN_EMITTER_SHAPE_RECTANGLE, .rectangle),
    (KN_EMITTER_SHAPE_CIRCLE, .circle), (KN_EMITTER_SHAPE_CUBOID, .cuboid), (KN_EMITTER_SHAPE_SPHERE, .sphere),
  ])
let emitterModes = CEnumTable<kn_emitter_mode, EmitterMode>(
  "emitter mode",
  [
    (KN_EMITTER_MODE_POINTS, .points), (KN_EMITTER_MODE_OUTLINE, .outline), (KN_EMITTER_MODE_SURFACE, .surface),
    (KN_EMITTER_MODE_VOLUME, .volume),
  ])
let emissionSpaces = CEnumTable<kn_emission_space, EmissionSpace>(
  "emission space", [(KN_EMISSION_SPACE, .space), (KN_EMISSION_PLANE, .plane)])

/// The emitter a C description gives, or why it is invalid.
func makeEmitter(_ desc: kn_emitter_desc) throws(CAPIFailure) -> EmitterHandleValue {
  let limit = EmitterLayer.maximumCellCount
  guard desc.cell_count <= limit else {
    throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "cell_count \(desc.cell_count) is above the limit of \(limit) cells")
  }
  let count = Int(desc.cell_count)
  guard count == 0 || desc.cells != nil else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "cells is NULL") }
  let cells = count == 0 ? [] : Array(UnsafeBufferPointer(start: desc.cells, count: count))
  var children = [[Int]](repeating: [], count: count)
  var roots: [Int] = []
  for (index, cell) in cells.enumerated() {
    if cell.parent == -1 {
      roots.append(index)
    } else {
      guard cell.parent >= 0 && cell.parent < index else {
        throw CAPIFailure(
          KN_ERROR_INVALID_ARGUMENT, "cell \(index): parent \(cell.parent) must be -1 or the index of an earlier cell")
      }
      children[Int(cell.parent)].append(index)
    }
  }
  // Built children first (a child's index is above its parent's), so each cell finds its children made.
  var built = [EmitterCell?](repeating: nil, count: count)
  for index in (0..<count).reversed() {
    let c = cells[index]
    let color = try validated { () throws(ColorError) in
      try RGBAColor(red: c.color.0, green: c.color.1, blue: c.color.2, alpha: c.color.3)
    }.mapError { CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "cell \(index) color: \($0.message)") }.get()
    built[index] = try validated { () throws(EmitterError) in
      try EmitterCell(
        birthRate: c.birth_rate, lifetime: c.lifetime, lifetimeRange: c.lifetime_range, velocity: c.velocity,
        velocityRange: c.velocity_range, emissionLongitude: c.emission_longitude,
        emissionLatitude: c.emission_latitude, emissionRange: c.emission_range,
        acceleration: SIMD3(c.acceleration.0, c.acceleration.1, c.acceleration.2), spin: c.spin,
        spinRange: c.spin_range, scale: c.scale, scaleRange: c.scale_range, scaleSpeed: c.scale_speed, color: color,
        colorRange: SIMD4(c.color_range.0, c.color_range.1, c.color_range.2, c.color_range.3),
        colorSpeed: SIMD4(c.color_speed.0, c.color_speed.1, c.color_speed.2, c.color_speed.3),
        beginTime: c.begin_time, duration: c.duration, emitterCells: children[index].map { built[$0]! })
    }.mapError { CAPIFailure($0.status, "cell \(index): \($0.message)") }.get()
  }
  // The depth-first order of the layer's cells, as C indices.
  var order: [Int] = []
  func visit(_ index: Int) {
    order.append(index)
    for child in children[index] { visit(child) }
  }
  roots.forEach(visit)
  var timing: MediaTiming?
  if let pointer = desc.timing { timing = try makeMediaTiming(pointer.pointee).get() }
  let shape = try emitterShapes.lookUp(desc.shape)
  let mode = try emitterModes.lookUp(desc.mode)
  let space = try emissionSpaces.lookUp(desc.space)
  let layer = try validated { () throws(EmitterError) in
    try EmitterLayer(
      position: SIMD2(desc.position_x, desc.position_y), zPosition: desc.z_position,
      size: SIMD2(desc.size_width, desc.size_height), depth: desc.depth, shape: shape, mode: mode,
      emissionSpace: space, birthRate: desc.birth_rate, lifetime: desc.lifetime, velocity: desc.velocity,
      scale: desc.scale, spin: desc.spin, seed: desc.seed, timing: timing, cells: roots.map { built[$0]! })
  }.get()
  return EmitterHandleValue(layer: layer, cArrayIndex: order)
}

@_cdecl("kn_emitter_create")
public func kn_emitter_create(
  _ desc: UnsafePointer<kn_emitter_desc>?, _ outEmitter: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_emitter_create", from: desc, into: outEmitter, "out_emitter", makeEmitter)
}

@_cdecl("kn_emitter_destroy")
public func kn_emitter_destroy(_ emitter: OpaquePointer?) -> kn_status {
  Handle.destroy(emitter, as: EmitterHandleValue.self, "kn_emitter_destroy")
}

@_cdecl("kn_emitter_live_count")
public func kn_emitter_live_count(_ emitter: OpaquePointer?, _ t: Double, _ outCount: UnsafeMutablePointer<Int>?)
  -> kn_status
{
  let name: StaticString = "kn_emitter_live_count"
  guard let outCount else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_count is NULL") }
  return Handle.withValue(emitter, as: EmitterHandleValue.self, name, "emitter") { value in
    validated { () throws(EmitterError) in
      try value.scratch.with { (scratch) throws(EmitterError) in try value.layer.liveCount(atTime: t, scratch: &scratch) }
    }.mapError { $0.in(name) }
      .deliver { outCount.pointee = $0 }
  }
}

/// The body of `kn_emitter_particles` and `_f`: the live particles into the caller's columns, the
/// cell column renumbered to the caller's array.
func emitterParticles<Element: BatchFloatingPoint>(
  _ name: StaticString, _ emitter: OpaquePointer?, _ t: Double, _ out: UnsafeMutablePointer<Element>?,
  _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?
) -> kn_status {
  let columns = EmitterParticleColumn.allCases.count
  guard capacity >= 0, ArrayArguments.fits(capacity, elementSize: MemoryLayout<Element>.size, multiplier: columns) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, capacity))
  }
  guard let outCount else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_count is NULL") }
  return Handle.withValue(emitter, as: EmitterHandleValue.self, name, "emitter") { value in
    guard capacity == 0 || out != nil else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_columns is NULL") }
    let buffer = UnsafeMutableBufferPointer(start: out, count: columns * capacity)
    let written: Result<Int, CAPIFailure>
    do throws(EmitterError) {
      written = .success(
        try value.scratch.with { (scratch) throws(EmitterError) in
          try value.layer.particles(atTime: t, into: buffer, capacity: capacity, scratch: &scratch)
        })
    } catch {
      written = .failure(emitterBatchFailure(error, value, Element.self))
    }
    return written.mapError { $0.in(name) }.deliver { count in
      let cells = buffer.baseAddress.map { $0 + EmitterParticleColumn.cell.rawValue * capacity }
      for i in 0..<count { cells![i] = Element(value.cArrayIndex[Int(cells![i])]) }
      outCount.pointee = count
    }
  }
}

/// The status and message of a failed batch: KN_ERROR_SIZE for a short buffer, KN_ERROR_OVERFLOW
/// naming the column, the cell (as the caller's array index) and the time for a value beyond the
/// range of the element type, KN_ERROR_INVALID_ARGUMENT for the rest.
func emitterBatchFailure<Element: BatchFloatingPoint>(
  _ error: EmitterError, _ value: EmitterHandleValue, _ type: Element.Type
) -> CAPIFailure {
  switch error {
  case .bufferTooShort: return CAPIFailure(KN_ERROR_SIZE, "\(error)")
  case .outputOverflow(let column, let cell, let time):
    let index = value.layer.cellPaths.firstIndex(of: cell).map { value.cArrayIndex[$0] } ?? -1
    let typeName = Element.self == Float.self ? "float" : "double"
    return CAPIFailure(
      KN_ERROR_OVERFLOW,
      "at time \(time) the \(column.name) of a particle of cells[\(index)] is beyond the range of \(typeName)")
  default: return CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(error)")
  }
}

@_cdecl("kn_emitter_particles")
public func kn_emitter_particles(
  _ emitter: OpaquePointer?, _ t: Double, _ outColumns: UnsafeMutablePointer<Double>?, _ capacity: Int,
  _ outCount: UnsafeMutablePointer<Int>?
) -> kn_status {
  emitterParticles("kn_emitter_particles", emitter, t, outColumns, capacity, outCount)
}

@_cdecl("kn_emitter_particles_f")
public func kn_emitter_particles_f(
  _ emitter: OpaquePointer?, _ t: Double, _ outColumns: UnsafeMutablePointer<Float>?, _ capacity: Int,
  _ outCount: UnsafeMutablePointer<Int>?
) -> kn_status {
  emitterParticles("kn_emitter_particles_f", emitter, t, outColumns, capacity, outCount)
}
