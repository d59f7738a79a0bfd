import ArgumentParser
import Foundation
import Kinetics

/// `curves replicator`: every instance of a CAReplicatorLayer at one time — its transform, local
/// time and color (docs/layers.md, "Replicator").
struct ReplicatorCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "replicator",
    abstract: "List the instances of a CAReplicatorLayer: transform, local time and color of each.",
    discussion: """
      One row per instance: instance,local_time,red,green,blue,alpha,m11,m12,…,m44. local_time is \
      --time − instance·--delay (what the replicated content's animations see); the color is \
      --color plus instance times the offsets, clamped to [0, 1]; m11…m44 is the instance transform \
      (the instance transform composed instance times; m41,m42,m43 is where the instance's origin \
      lands). The instance transform is --transform (16 numbers m11 … m44), or the composition of \
      --scale, then --rotate, then --translate. --format svg draws each instance's origin (m41, \
      m42) in the plane, y down.
      """)

  @Option(name: .customLong("count"), help: "instanceCount (0…1000000).")
  var count: Int = 1

  @Option(parsing: .unconditional, help: "instanceDelay in seconds.")
  var delay: Double = 0

  @Option(parsing: .unconditional, help: "The time at which local times are given.")
  var time: Double = 0

  @Option(parsing: .unconditional, help: ArgumentHelp("The instance transform as 16 numbers m11 … m44.", valueName: "matrix"))
  var transform: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Translation x,y,z of the instance transform.", valueName: "x,y,z"))
  var translate: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Rotation of the instance transform: angle in radians, then the axis x,y,z (default the z axis).", valueName: "angle[,x,y,z]"))
  var rotate: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Scale x,y,z of the instance transform (one number scales all three).", valueName: "x[,y,z]"))
  var scale: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("instanceColor: #rrggbb, #rrggbbaa or r g b [a] in [0, 1] (default white).", valueName: "color"))
  var color: String?

  @Option(name: .customLong("color-offsets"), parsing: .unconditional, help: ArgumentHelp("The red, green, blue and alpha offsets per instance.", valueName: "r,g,b,a"))
  var colorOffsets: String?

  @OptionGroup var outputOptions: OutputOptions

  static let maximumCount = 1_000_000

  func validate() throws {
    guard (0...Self.maximumCount).contains(count) else {
      throw ValidationError("--count must be between 0 and \(Self.maximumCount), got \(count)")
    }
    if transform != nil, translate != nil || rotate != nil || scale != nil {
      throw ValidationError("--transform cannot be combined with --translate, --rotate or --scale")
    }
    guard time.isFinite else { throw ValidationError("--time must be finite, got \(time)") }
  }

  /// The instance transform the options describe.
  func makeTransform() throws -> Transform3D {
    if let transform {
      let elements = try parseNumberList(transform, what: "--transform")
      guard elements.count == 16 else {
        throw InputError("--transform: a 3-D transform has 16 numbers (m11 … m44), got \(elements.count)")
      }
      return try Transform3D(elements: elements)
    }
    var result = Transform3D.identity
    if let scale {
      let s = try parseNumberList(scale, what: "--scale")
      guard s.count == 1 || s.count == 3 else { throw InputError("--scale: give one number or x,y,z, got \(s.count) numbers") }
      result = try result.concatenating(try Transform3D(scaleX: s[0], y: s[s.count == 3 ? 1 : 0], z: s[s.count - 1]))
    }
    if let rotate {
      let r = try parseNumberList(rotate, what: "--rotate")
      guard r.count == 1 || r.count == 4 else { throw InputError("--rotate: give an angle, or angle,x,y,z, got \(r.count) numbers") }
      let axis = r.count == 4 ? (r[1], r[2], r[3]) : (0, 0, 1)
      result = try result.concatenating(try Transform3D(rotationAngle: r[0], x: axis.0, y: axis.1, z: axis.2))
    }
    if let translate {
      let t = try parseNumberList(translate, what: "--translate")
      guard t.count == 3 || t.count == 2 else { throw InputError("--translate: give x,y or x,y,z, got \(t.count) numbers") }
      result = try result.concatenating(try Transform3D(translationX: t[0], y: t[1], z: t.count == 3 ? t[2] : 0))
    }
    return result
  }

  func makeLayer() throws -> ReplicatorLayer {
    let instanceColor = try color.map { try KeyframeArgumentParsing.colors($0, what: "--color") }.map { colors in
      guard colors.count == 1 else { throw InputError("--color: give one color, got \(colors.count)") }
      return colors[0]
    } ?? .opaqueWhite
    let offsets = try colorOffsets.map { try parseNumberList($0, what: "--color-offsets") } ?? [0, 0, 0, 0]
    guard offsets.count == 4 else { throw InputError("--color-offsets: give r,g,b,a, got \(offsets.count) numbers") }
    return try ReplicatorLayer(
      instanceCount: count, instanceDelay: delay, instanceTransform: try makeTransform(), instanceColor: instanceColor,
      instanceRedOffset: offsets[0], instanceGreenOffset: offsets[1], instanceBlueOffset: offsets[2],
      instanceAlphaOffset: offsets[3])
  }

  func makeOutput() throws -> CurveOutput {
    let layer = try makeLayer()
    // Every transform is computed (and its overflow found) before anything is written.
    let transforms = try layer.instanceTransforms()
    let elementNames = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    let columns = ["instance", "local_time", "red", "green", "blue", "alpha"] + elementNames
    let time = self.time
    let table = try Table.cells(columns: columns, rowCount: transforms.count) { emit in
      for (index, transform) in transforms.enumerated() {
        let color = layer.color(ofInstance: index)
        try emit(
          [.integer(index), .number(layer.localTime(ofInstance: index, atTime: time))]
            + [color.red, color.green, color.blue, color.alpha].map(Cell.number)
            + transform.elements.map(Cell.number))
      }
    }
    return .table(table) {
      var plot = Plot(
        title: "replicator: \(transforms.count) instances", xLabel: "x (m41)", yLabel: "y (m42)",
        series: [Plot.Series(name: "instance origins", style: .lineAndMarkers)])
      plot.appendStreamed(Plot.Series(name: "instance 0", style: .markers)) { body in
        if let first = transforms.first { try body((first.m41, first.m42)) }
      }
      plot.series[0].points = transforms.map { ($0.m41, $0.m42) }
      // Each instance's "up", the image of (0, −L) (y down): its direction shows the instance's
      // rotation, its length the scale. L is an eighth of the origins' extent (1 when they
      // coincide).
      let xs = transforms.map(\.m41)
      let ys = transforms.map(\.m42)
      let extent = max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
      let length = extent > 0 && extent.isFinite ? extent / 8 : 1
      plot.series.append(
        Plot.Series(
          name: "instance up (rotation, scale)",
          points: transforms.flatMap { t -> [Plot.Point] in
            [(t.m41, t.m42), (t.m41 - length * t.m21, t.m42 - length * t.m22), nil]
          }))
      plot.equalAspect = true
      plot.yAxisPointsDown = true
      return plot
    }
  }
}
