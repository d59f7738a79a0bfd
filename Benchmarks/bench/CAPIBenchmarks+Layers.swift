import Foundation
import CKinetics
import Kinetics

/// `c-api-call-replicator` and `c-api-call-transaction`: what an engine pays per call of the layer
/// handles (kinetics.h, "Layers: replicators" and "Layers: transactions"). Replicator: a spiral
/// of 10,000 instances (rotation 2π/97 about z, scale 0.9999, translation (20, 5): the closed
/// form), its creation, the per-instance transform against the Swift call (the baseline), and the
/// all-instance calls (transforms in double and float), per instance. Transaction: creating a
/// handle from a 12-op script (3 keys, 2 nested transactions) against building and committing the
/// same tree in Swift (the baseline), the same build from the script's C strings, arrays and curve
/// (`…-from-c`: the copies out of C memory no C call avoids, plus the curve built from its control
/// points and the commit's completion map, which the C call skips: it shares the named curve's box
/// and times completions on its script tree), and one key's presented value.
func layerCAPIRows() -> [BenchCase] {
  let count = 10_000
  let (c, s) = (0.9999 * cos(2 * Double.pi / 97), 0.9999 * sin(2 * Double.pi / 97))
  let elements = [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 20, 5, 0, 1]
  let layer = try! ReplicatorLayer(
    instanceCount: count, instanceDelay: 0.01, instanceTransform: try! Transform3D(elements: elements),
    instanceAlphaOffset: -1e-4)
  var desc = kn_replicator_desc()
  desc.instance_count = count
  desc.instance_delay = 0.01
  desc.alpha_offset = -1e-4
  withUnsafeMutableBytes(of: &desc.instance_transform) { raw in
    for (index, element) in elements.enumerated() { raw.storeBytes(of: element, toByteOffset: 8 * index, as: Double.self) }
  }
  desc.instance_color = (1, 1, 1, 1)
  var replicator: OpaquePointer?
  precondition(kn_replicator_create(&desc, &replicator) == KN_OK)
  let matrices = UnsafeMutablePointer<Double>.allocate(capacity: 16 * count)
  let matricesF = UnsafeMutablePointer<Float>.allocate(capacity: 16 * count)
  let colors = UnsafeMutablePointer<Double>.allocate(capacity: 4 * count)
  let times = UnsafeMutablePointer<Double>.allocate(capacity: count)
  let perCall = 64
  let replicatorRows = [
    BenchCase(
      kernel: "c-api-call-replicator", variant: "swift-instance-transform", count: perCall, isBaseline: true,
      run: {
        var sum = 0.0
        for index in 0..<perCall { sum += try! layer.transform(ofInstance: 97 * index).m41 }
        return sum
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-instance-transform", count: perCall,
      run: {
        var sum = 0.0
        for index in 0..<perCall {
          _ = kn_replicator_instance_transform(replicator, 97 * index, matrices)
          sum += matrices[12]
        }
        return sum
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-create-destroy-10000-instances", count: 1,
      run: {
        var handle: OpaquePointer?
        _ = kn_replicator_create(&desc, &handle)
        _ = kn_replicator_destroy(handle)
        return 0
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-instance-transforms-per-instance", count: count,
      run: {
        _ = kn_replicator_instance_transforms(replicator, matrices, count)
        return matrices[16 * count - 4]
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-instance-transforms-f-per-instance", count: count,
      run: {
        _ = kn_replicator_instance_transforms_f(replicator, matricesF, count)
        return Double(matricesF[16 * count - 4])
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-instance-colors-per-instance", count: count,
      run: {
        _ = kn_replicator_instance_colors(replicator, colors, count)
        return colors[4 * count - 1]
      }),
    BenchCase(
      kernel: "c-api-call-replicator", variant: "c-instance-times-per-instance", count: count,
      run: {
        _ = kn_replicator_instance_times(replicator, 3, times, count)
        return times[count - 1]
      }),
  ]
  return replicatorRows + transactionCAPIRows()
}

/// The transaction rows of `layerCAPIRows()`.
private func transactionCAPIRows() -> [BenchCase] {
  let values: [[Double]] = [[1], [0], [0, 0], [100, 50], [0, 0, 10, 10], [0, 0, 20, 20]]
  let storage = values.map { value -> UnsafeMutablePointer<Double> in
    let pointer = UnsafeMutablePointer<Double>.allocate(capacity: value.count)
    pointer.initialize(from: value, count: value.count)
    return pointer
  }
  let keys: [UnsafeMutablePointer<CChar>] = ["opacity", "position", "bounds"].map { (name: String) in strdup(name)! }
  let easeIn = UnsafeMutablePointer<kn_timing_function>.allocate(capacity: 1)
  easeIn.initialize(to: kn_timing_function())
  easeIn.pointee.kind = KN_TIMING_CUBIC_BEZIER
  easeIn.pointee.bezier = kn_cubic_bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  func op(_ kind: kn_transaction_op_kind) -> kn_transaction_op {
    var op = kn_transaction_op()
    op.kind = kind
    return op
  }
  func change(_ key: Int, _ dimension: Int) -> kn_transaction_op {
    var op = op(KN_TRANSACTION_CHANGE)
    op.key = UnsafePointer(keys[key])
    op.old_value = UnsafePointer(storage[2 * key])
    op.new_value = UnsafePointer(storage[2 * key + 1])
    op.dimension = dimension
    return op
  }
  var duration = op(KN_TRANSACTION_SET_DURATION)
  duration.duration = 1
  var timing = op(KN_TRANSACTION_SET_TIMING_FUNCTION)
  timing.timing_function = UnsafePointer(easeIn)
  var disable = op(KN_TRANSACTION_SET_DISABLE_ACTIONS)
  disable.disable_actions = 1
  let ops = [
    op(KN_TRANSACTION_SET_COMPLETION), change(0, 1), op(KN_TRANSACTION_BEGIN), duration, timing,
    op(KN_TRANSACTION_SET_COMPLETION), change(1, 2), op(KN_TRANSACTION_COMMIT), op(KN_TRANSACTION_BEGIN), disable,
    change(2, 4), op(KN_TRANSACTION_COMMIT),
  ]
  let opBuffer = UnsafeMutablePointer<kn_transaction_op>.allocate(capacity: ops.count)
  opBuffer.initialize(from: ops, count: ops.count)
  var transaction: OpaquePointer?
  precondition(kn_transaction_create(opBuffer, ops.count, 2, &transaction) == KN_OK)
  let value = UnsafeMutablePointer<Double>.allocate(capacity: 2)
  return [
    BenchCase(
      kernel: "c-api-call-transaction", variant: "swift-build-and-commit-12-ops", count: 1, isBaseline: true,
      run: {
        var builder = TransactionBuilder()
        builder.setCompletion()
        builder.add(try! PropertyChange(key: "opacity", from: [1], to: [0]))
        builder.begin()
        try! builder.setAnimationDuration(1)
        builder.setTimingFunction(CubicBezierTimingCurve.easeIn)
        builder.setCompletion()
        builder.add(try! PropertyChange(key: "position", from: [0, 0], to: [100, 50]))
        try! builder.commit()
        builder.begin()
        builder.setDisableActions(true)
        builder.add(try! PropertyChange(key: "bounds", from: [0, 0, 10, 10], to: [0, 0, 20, 20]))
        try! builder.commit()
        return try! builder.transaction().commit(at: 2).animations[1].endTime
      }),
    // The Swift build of the same script from the same C memory: keys and values copied from the
    // C strings and arrays, the curve made from its control points. The copies are what the C call
    // must do before the shared build and commit; the curve (a named one: the C call shares its
    // box) and the commit's completion times by index path (the C call times them on its script
    // tree) it does not, so the C row may come in under this one.
    BenchCase(
      kernel: "c-api-call-transaction", variant: "swift-build-and-commit-12-ops-from-c", count: 1,
      run: {
        func change(_ key: Int, _ dimension: Int) -> PropertyChange {
          try! PropertyChange(
            key: String(cString: keys[key]), from: Array(UnsafeBufferPointer(start: storage[2 * key], count: dimension)),
            to: Array(UnsafeBufferPointer(start: storage[2 * key + 1], count: dimension)))
        }
        var builder = TransactionBuilder()
        builder.setCompletion()
        builder.add(change(0, 1))
        builder.begin()
        try! builder.setAnimationDuration(1)
        let bezier = easeIn.pointee.bezier
        builder.setTimingFunction(try! CubicBezierTimingCurve(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2))
        builder.setCompletion()
        builder.add(change(1, 2))
        try! builder.commit()
        builder.begin()
        builder.setDisableActions(true)
        builder.add(change(2, 4))
        try! builder.commit()
        return try! builder.transaction().commit(at: 2).animations[1].endTime
      }),
    BenchCase(
      kernel: "c-api-call-transaction", variant: "c-create-destroy-12-ops", count: 1,
      run: {
        var handle: OpaquePointer?
        _ = kn_transaction_create(opBuffer, ops.count, 2, &handle)
        _ = kn_transaction_destroy(handle)
        return 0
      }),
    BenchCase(
      kernel: "c-api-call-transaction", variant: "c-key-value", count: 1,
      run: {
        _ = kn_transaction_key_value(transaction, 1, 2.4, value, 2, nil)
        return value[0]
      }),
  ]
}
