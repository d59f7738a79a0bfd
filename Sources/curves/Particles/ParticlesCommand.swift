import ArgumentParser
import Foundation
import Kinetics

/// `curves particles`: a CAEmitterLayer's live particles at given times (CSV, JSON) or a snapshot
/// (SVG) (docs/particles.md).
struct ParticlesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "particles",
    abstract: "The live particles of a CAEmitterLayer at given times (CSV, JSON) or a snapshot (SVG).",
    discussion: """
      The emitter comes from --emitter FILE (a JSON description with CAEmitterLayer's and \
      CAEmitterCell's property names, docs/particles.md) or from the options below (one cell). \
      Columns: time,cell,index,position_x,position_y,position_z,velocity_x,velocity_y,velocity_z,\
      scale,rotation,red,green,blue,alpha,age,lifetime_fraction: one row per live particle at each \
      --at time, cell by cell (cell is the index of the cell path, depth first). --format svg draws \
      the particles at the one --at time as dots of radius --dot-radius × scale, colored by their \
      color, in the xy-plane (y down, as Core Animation's layer coordinates).
      """)

  @Option(help: ArgumentHelp("A JSON description of the emitter layer ('-': standard input); excludes the emitter and cell options.", valueName: "FILE"))
  var emitter: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("The times (emitter parent time, seconds), separated by commas (default 1).", valueName: "list"))
  var at: String = "1"

  @Option(help: "point | line | rectangle | circle | cuboid | sphere")
  var shape: EmitterShape = .point
  @Option(help: "points | outline | surface | volume")
  var mode: EmitterMode = .volume
  @Option(help: "space (a cone in 3-D, the default) | plane (angles in the xy-plane)")
  var space: EmissionSpace = .space
  @Option(parsing: .unconditional, help: ArgumentHelp("emitterPosition (default 0,0).", valueName: "x,y"))
  var position: String?
  @Option(parsing: .unconditional, help: ArgumentHelp("emitterSize (default 0,0).", valueName: "w,h"))
  var size: String?
  @Option(parsing: .unconditional, help: "emitterDepth (default 0).")
  var depth: Double = 0
  @Option(help: "The seed of the random draws (0…4294967295).")
  var seed: UInt32 = 0

  @Option(name: .customLong("birth-rate"), parsing: .unconditional, help: "The cell's birthRate, particles per second.")
  var birthRate: Double = 10
  @Option(parsing: .unconditional, help: "The cell's lifetime, seconds.")
  var lifetime: Double = 1
  @Option(name: .customLong("lifetime-range"), parsing: .unconditional, help: "lifetimeRange (half-width).")
  var lifetimeRange: Double = 0
  @Option(parsing: .unconditional, help: "The cell's velocity.")
  var velocity: Double = 100
  @Option(name: .customLong("velocity-range"), parsing: .unconditional, help: "velocityRange (half-width).")
  var velocityRange: Double = 0
  @Option(parsing: .unconditional, help: "emissionLongitude, radians.")
  var longitude: Double = 0
  @Option(parsing: .unconditional, help: "emissionLatitude, radians.")
  var latitude: Double = 0
  @Option(name: .customLong("emission-range"), parsing: .unconditional, help: "emissionRange, radians.")
  var emissionRange: Double = 0
  @Option(parsing: .unconditional, help: ArgumentHelp("x, y (and z) acceleration (default 0,0,0).", valueName: "x,y[,z]"))
  var acceleration: String?
  @Option(parsing: .unconditional, help: "spin, radians per second.")
  var spin: Double = 0
  @Option(name: .customLong("spin-range"), parsing: .unconditional, help: "spinRange.")
  var spinRange: Double = 0
  @Option(parsing: .unconditional, help: "scale.")
  var scale: Double = 1
  @Option(name: .customLong("scale-range"), parsing: .unconditional, help: "scaleRange.")
  var scaleRange: Double = 0
  @Option(name: .customLong("scale-speed"), parsing: .unconditional, help: "scaleSpeed, per second.")
  var scaleSpeed: Double = 0
  @Option(parsing: .unconditional, help: ArgumentHelp("The cell's color: #rrggbb, #rrggbbaa or r g b [a] in [0, 1] (default white).", valueName: "color"))
  var color: String?
  @Option(name: .customLong("color-range"), parsing: .unconditional, help: ArgumentHelp("redRange, greenRange, blueRange, alphaRange.", valueName: "r,g,b,a"))
  var colorRange: String?
  @Option(name: .customLong("color-speed"), parsing: .unconditional, help: ArgumentHelp("redSpeed … alphaSpeed, per second.", valueName: "r,g,b,a"))
  var colorSpeed: String?

  @Option(name: .customLong("dot-radius"), help: "With --format svg: the radius of a particle of scale 1, in layer units.")
  var dotRadius: Double = 3

  @OptionGroup var outputOptions: OutputOptions

  /// The CSV and JSON columns.
  static let columns = ["time", "cell", "index"] + EmitterParticleColumn.allCases.filter { $0 != .cell }.map(\.name)

  func validate() throws {
    guard dotRadius.isFinite && dotRadius > 0 else { throw ValidationError("--dot-radius must be positive, got \(dotRadius)") }
  }

  /// The options that describe the emitter by hand (refused together with --emitter).
  private var usesEmitterOptions: Bool {
    position != nil || size != nil || acceleration != nil || color != nil || colorRange != nil || colorSpeed != nil
  }

  func makeLayer() throws -> EmitterLayer {
    if let emitter {
      guard !usesEmitterOptions else {
        throw InputError("--emitter describes the whole emitter: give the emitter and cell options in the file")
      }
      return try ParticlesDescription.layer(fromFile: emitter)
    }
    func numbers(_ text: String?, _ what: String, counts: Set<Int>, _ fallback: [Double]) throws -> [Double] {
      guard let text else { return fallback }
      let values = try parseNumberList(text, what: what)
      guard counts.contains(values.count) else {
        throw InputError("\(what): expected \(counts.sorted().map(String.init).joined(separator: " or ")) numbers, got \(values.count)")
      }
      return values
    }
    let p = try numbers(position, "--position", counts: [2], [0, 0])
    let s = try numbers(size, "--size", counts: [2], [0, 0])
    var g = try numbers(acceleration, "--acceleration", counts: [2, 3], [0, 0, 0])
    if g.count == 2 { g.append(0) }
    let range = try numbers(colorRange, "--color-range", counts: [4], [0, 0, 0, 0])
    let speed = try numbers(colorSpeed, "--color-speed", counts: [4], [0, 0, 0, 0])
    let colors = try color.map { try KeyframeArgumentParsing.colors($0, what: "--color") }
    guard colors == nil || colors!.count == 1 else { throw InputError("--color: give one color") }
    let cell = try EmitterCell(
      birthRate: birthRate, lifetime: lifetime, lifetimeRange: lifetimeRange, velocity: velocity,
      velocityRange: velocityRange, emissionLongitude: longitude, emissionLatitude: latitude,
      emissionRange: emissionRange, acceleration: SIMD3(g[0], g[1], g[2]), spin: spin, spinRange: spinRange,
      scale: scale, scaleRange: scaleRange, scaleSpeed: scaleSpeed, color: colors?[0] ?? .emitterWhite,
      colorRange: SIMD4(range[0], range[1], range[2], range[3]), colorSpeed: SIMD4(speed[0], speed[1], speed[2], speed[3]))
    return try EmitterLayer(
      position: SIMD2(p[0], p[1]), size: SIMD2(s[0], s[1]), depth: depth, shape: shape, mode: mode,
      emissionSpace: space, seed: seed, cells: [cell])
  }

  func run() throws {
    let layer = try makeLayer()
    let times = try parseNumberList(at, what: "--at")
    if outputOptions.format == .svg {
      guard times.count == 1 else { throw InputError("--format svg draws one time: give one --at time, got \(times.count)") }
      let text = ParticlesSnapshot.svg(of: try layer.particles(atTime: times[0]), time: times[0], dotRadius: dotRadius)
      return try outputOptions.write { try $0.write(text) }
    }
    // Counted first, so that a refused time or an oversized table writes nothing.
    var rows = 0
    for time in times { rows += try layer.liveCount(atTime: time) }
    let columns = Self.columns
    try Table.checkSize(rowCount: rows, columnCount: columns.count)
    let table = try Table.cells(columns: columns, rowCount: rows) { emit in
      for time in times {
        for particle in try layer.particles(atTime: time) {
          var row: [Cell] = [.number(time), .integer(particle.cell), .integer(particle.index)]
          for column in EmitterParticleColumn.allCases where column != .cell { row.append(.number(particle[column])) }
          try emit(row)
        }
      }
    }
    try outputOptions.emit(.table(table) { throw InputError("--format svg draws one --at time") })
  }
}

extension EmitterShape: ExpressibleByArgument {}
extension EmitterMode: ExpressibleByArgument {}
extension EmissionSpace: ExpressibleByArgument {}
