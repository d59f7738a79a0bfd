import Foundation
import Kinetics
import Testing

/// kn_replicator_* and kn_transaction_* (Tests/CClients/layer_handles.c) give the Swift models'
/// results bit for bit, and refuse invalid input with a status and a message.
@Suite struct LayerHandleCAPITests {
  static func run() throws -> CClient.Output { try CClient.compileAndRun("layer_handles.c", extraFlags: ["-lm"]) }

  @Test func cProgramGetsTheSwiftReplicatorBitForBit() throws {
    let output = try Self.run()
    #expect(output.status == 0, "\(output.standardError)")
    let bits = CClient.bitPatterns(output.standardOutput)
    let (c, s) = (0.98 * cos(0.3), 0.98 * sin(0.3))
    let spiral = try ReplicatorLayer(
      instanceCount: 40, instanceDelay: 0.05,
      instanceTransform: try Transform3D(elements: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 5, -2, 0, 1]),
      instanceColor: try RGBAColor(red: 1, green: 0.5, blue: 0.25, alpha: 1), instanceRedOffset: -0.02,
      instanceGreenOffset: 0.01, instanceAlphaOffset: -0.025)
    for index in 0..<40 {
      let elements = try spiral.transform(ofInstance: index).elements
      for (offset, element) in elements.enumerated() {
        #expect(bits["spiral[\(16 * index + offset)]"]?.bitPattern == element.bitPattern, "instance \(index)")
      }
      let color = spiral.color(ofInstance: index)
      for (offset, component) in [color.red, color.green, color.blue, color.alpha].enumerated() {
        #expect(bits["colors[\(4 * index + offset)]"]?.bitPattern == component.bitPattern)
      }
      #expect(bits["times[\(index)]"]?.bitPattern == spiral.localTime(ofInstance: index, atTime: 1.3).bitPattern)
    }
    for (offset, element) in try spiral.transform(ofInstance: 37).elements.enumerated() {
      #expect(bits["spiral37[\(offset)]"]?.bitPattern == element.bitPattern)
    }
    let nine = spiral.color(ofInstance: 9)
    for (offset, component) in [nine.red, nine.green, nine.blue, nine.alpha].enumerated() {
      #expect(bits["color9[\(offset)]"]?.bitPattern == component.bitPattern)
    }
    #expect(bits["time7[0]"]?.bitPattern == spiral.localTime(ofInstance: 7, atTime: 1.3).bitPattern)

    let (r, ax, ay, az) = (0.4, 1 / (14.0).squareRoot(), 2 / (14.0).squareRoot(), 3 / (14.0).squareRoot())
    let (cr, sr) = (cos(r), sin(r))
    let k = 1 - cr
    let tilted = try ReplicatorLayer(
      instanceCount: 20,
      instanceTransform: try Transform3D(elements: [
        cr + k * ax * ax, k * ax * ay + sr * az, k * ax * az - sr * ay, 0,
        k * ax * ay - sr * az, cr + k * ay * ay, k * ay * az + sr * ax, 0,
        k * ax * az + sr * ay, k * ay * az - sr * ax, cr + k * az * az, 0,
        1, 2, 3, 1,
      ]))
    for index in 0..<20 {
      for (offset, element) in try tilted.transform(ofInstance: index).elements.enumerated() {
        #expect(bits["tilted[\(16 * index + offset)]"]?.bitPattern == element.bitPattern, "instance \(index)")
      }
    }
    let growing = try ReplicatorLayer(
      instanceCount: 250, instanceDelay: 0.05,
      instanceTransform: try Transform3D(elements: [
        1.5 * cos(0.1), 1.5 * sin(0.1), 0, 0, -1.5 * sin(0.1), 1.5 * cos(0.1), 0, 0, 0, 0, 1, 0, 1, 0, 0, 1,
      ]),
      instanceColor: try RGBAColor(red: 1, green: 0.5, blue: 0.25, alpha: 1), instanceRedOffset: -0.02,
      instanceGreenOffset: 0.01, instanceAlphaOffset: -0.025)
    var infinities = 0
    for (name, layer) in [("spiral_f", spiral), ("tilted_f", tilted), ("growing_f", growing)] {
      // The Swift float batch, and each double element rounded once: the C float batch is both.
      var batch = [Float](repeating: .nan, count: 16 * layer.instanceCount)
      try batch.withUnsafeMutableBufferPointer { buffer in try layer.instanceTransformElements(into: buffer) }
      for index in 0..<layer.instanceCount {
        for (offset, element) in try layer.transform(ofInstance: index).elements.enumerated() {
          let c = bits["\(name)[\(16 * index + offset)]"].map { Float($0) }
          #expect(c?.bitPattern == Float(element).bitPattern, "\(name) instance \(index)")
          #expect(c?.bitPattern == batch[16 * index + offset].bitPattern, "\(name) instance \(index)")
          if name == "growing_f" && c?.isInfinite == true { infinities += 1 }
        }
      }
    }
    // The growing spiral leaves float's range (1.5^219 > 3.4e38) while every double is finite.
    #expect(infinities > 0)
  }

  @Test func cProgramGetsTheSwiftTransactionBitForBit() throws {
    let output = try Self.run()
    #expect(output.status == 0, "\(output.standardError)")
    let bits = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    var builder = TransactionBuilder()
    builder.setCompletion()
    builder.add(try PropertyChange(key: "opacity", from: [1], to: [0]))
    builder.begin()
    try builder.setAnimationDuration(1)
    builder.setTimingFunction(CubicBezierTimingCurve.easeIn)
    builder.setCompletion()
    builder.add(try PropertyChange(key: "position", from: [0, 0], to: [100, 50]))
    try builder.commit()
    builder.begin()
    builder.setDisableActions(true)
    builder.add(try PropertyChange(key: "bounds", from: [0, 0, 10, 10], to: [0, 0, 20, 20]))
    try builder.commit()
    let commit = try builder.transaction().commit(at: 2)
    // Animated keys first (opacity with the outermost defaults, position with the nested
    // transaction's settings: BEGIN op 2, timing function op 4), then bounds, shown at once.
    #expect(commit.animations.map(\.key) == ["opacity", "position"] && commit.immediateKeys == ["bounds"])
    #expect(fields["key[0]"] == "opacity,1,1,-1,-1")
    #expect(fields["key[1]"] == "position,2,1,2,4")
    #expect(fields["key[2]"] == "bounds,4,0,-1,-1")
    let froms: [[Double]] = [[1], [0, 0], [0, 0, 10, 10]]
    for (index, animation) in commit.animations.enumerated() {
      #expect(bits["begin[\(index)]"] == animation.animation.timing.beginTime)
      #expect(bits["duration[\(index)]"] == animation.animation.timing.duration)
      #expect(bits["end[\(index)]"] == animation.endTime)
      for (d, value) in animation.modelValue.enumerated() {
        #expect(bits["to[\(4 * index + d)]"] == value)
        #expect(bits["from[\(4 * index + d)]"] == froms[index][d])
      }
      for (j, t) in [2, 2.1, 2.5, 3.5].enumerated() {
        let presented = try animation.animation.value(atParentTime: t, underlying: animation.modelValue)
        #expect(fields["active[\(4 * index + j)]"] == (presented == nil ? "0" : "1"))
        for (d, value) in (presented ?? animation.modelValue).enumerated() {
          #expect(bits["value[\(16 * index + 4 * j + d)]"]?.bitPattern == value.bitPattern, "\(animation.key) t=\(t)")
        }
      }
    }
    #expect(bits["begin[2]"] == 2 && bits["duration[2]"] == 0 && bits["end[2]"] == 2)
    for j in 0..<4 {
      #expect(fields["active[\(8 + j)]"] == "0")
      for (d, value) in [0.0, 0, 20, 20].enumerated() { #expect(bits["value[\(32 + 4 * j + d)]"] == value) }
    }
    #expect(commit.completions.map(\.transactionPath) == [[], [0]])
    #expect(fields["completion_op[0]"] == "-1" && fields["completion_op[1]"] == "2")
    #expect(bits["completion_time[0]"] == commit.completions[0].time && commit.completions[0].time == 3)
    #expect(bits["completion_time[1]"] == commit.completions[1].time)
    #expect(bits["finish[0]"] == 3)
  }

  @Test func cCompletionsTwoDeepMatchTheSwiftCommit() throws {
    let output = try Self.run()
    #expect(output.status == 0, "\(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    let bits = CClient.bitPatterns(output.standardOutput)
    var builder = TransactionBuilder()
    builder.begin()
    builder.setCompletion()
    builder.setDisableActions(true)
    builder.add(try PropertyChange(key: "bounds", from: [0, 0, 10, 10], to: [0, 0, 20, 20]))
    builder.begin()
    builder.setCompletion()
    try builder.setAnimationDuration(2)
    builder.setTimingFunction(try CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    builder.setDisableActions(false)
    builder.add(try PropertyChange(key: "position", from: [0, 0], to: [100, 50]))
    try builder.commit()
    try builder.commit()
    builder.begin()
    builder.setCompletion()
    try builder.setAnimationDuration(0)
    builder.add(try PropertyChange(key: "opacity", from: [1], to: [0]))
    try builder.commit()
    builder.setCompletion()
    let commit = try builder.transaction().commit(at: 5)
    // Depth first: the outermost (-1), the BEGINs at ops 0 and 4 (position's 2 s animation ends at
    // 7 for both and the outermost), the one at op 12 (nothing animated: the commit time).
    #expect(commit.completions.map(\.transactionPath) == [[], [0], [0, 0], [1]])
    #expect(commit.completions.map(\.time) == [7, 7, 7, 5])
    for (index, op) in ["-1", "0", "4", "12"].enumerated() {
      #expect(fields["deep_completion_op[\(index)]"] == op)
      #expect(bits["deep_completion_time[\(index)]"]?.bitPattern == commit.completions[index].time.bitPattern)
    }
    let position = try #require(commit.animations.first)
    let presented = try #require(try position.animation.value(atParentTime: 5.7, underlying: position.modelValue))
    for (d, value) in presented.enumerated() { #expect(bits["deep_value[\(d)]"]?.bitPattern == value.bitPattern) }
  }

  @Test func invalidInputGivesAStatusAndAMessage() throws {
    let output = try Self.run()
    #expect(output.status == 0, "\(output.standardError)")
    let errors = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("error,") }
    #expect(errors == [
      "error,kn_replicator_create: desc is NULL",
      "error,kn_replicator_instance_transform: replicator: instance 40 is outside 0..<40",
      "error,kn_replicator_instance_transforms: count is 39, the replicator has 40 instances",
      "error,kn_replicator_create: instance_transform: transform: m22 must be finite, got nan",
      "error,kn_replicator_create: replicator: the transform of instance 1024 is beyond the range of Double (overflow)",
      "error,kn_replicator_create: instance_color: color: alpha must be in [0, 1], got 1.5",
      "error,kn_replicator_instance_time: t must be finite, got inf",
      "error,kn_transaction_finish_time: transaction is not a live kn_transaction handle: it is a kn_replicator",
      "error,kn_transaction_create: op 0: transaction: commit without a matching begin",
      "error,kn_transaction_create: transaction: 1 begin without a commit",
      "error,kn_transaction_create: op 0: transaction: a property change needs a key",
      "error,kn_transaction_create: op 0: key is NULL",
      "error,kn_transaction_create: op 0: unknown op kind 99",
      "error,kn_transaction_create: transaction: opacity changed with 2 components after 1",
      "error,kn_transaction_create: op 0: transaction: animationDuration must be zero or positive, got -1.0",
      "error,kn_transaction_create: op 0: old_value is NULL with a count of 1",
      "error,kn_transaction_create: transaction: commit time must be finite, got nan",
      "error,kn_replicator_instance_transforms_f: count is 41, the replicator has 40 instances",
      "error,kn_replicator_instance_transforms_f: the output is NULL with a count of 40",
      "error,kn_replicator_instance_transforms_f: count 9223372036854775807 is too large for the address space",
      "error,kn_replicator_instance_transforms_f: replicator is NULL",
      "error,kn_replicator_instance_transforms_f: replicator is not a live kn_replicator handle: it is a kn_transaction",
      "error,kn_replicator_instance_color: replicator is not a live kn_replicator handle: it was destroyed, or was never returned by a create function",
      "error,kn_replicator_instance_transforms_f: replicator is not a live kn_replicator handle: it was destroyed, or was never returned by a create function",
    ])
  }
}
