/// A coding key for any string: the emitter description checks its keys itself, so that an
/// unknown (misspelt) key is refused instead of ignored.
struct _EmitterDescriptionKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Reading a description keyed by Core Animation's property names.
extension KeyedDecodingContainer where Key == _EmitterDescriptionKey {
  /// Throws when the container holds a key outside `allowed`.
  func requireOnly(_ allowed: Set<String>, in what: String) throws {
    for key in allKeys where !allowed.contains(key.stringValue) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(what): unknown key '\(key.stringValue)'")
    }
  }

  func number(_ name: String, _ fallback: Double) throws -> Double {
    try decodeIfPresent(Double.self, forKey: _EmitterDescriptionKey(stringValue: name)) ?? fallback
  }

  func numbers(_ name: String, count: Int, _ fallback: [Double]) throws -> [Double] {
    let key = _EmitterDescriptionKey(stringValue: name)
    guard let values = try decodeIfPresent([Double].self, forKey: key) else { return fallback }
    guard values.count == count else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(name) must hold \(count) numbers, got \(values.count)")
    }
    return values
  }
}

extension EmitterCell: Decodable {
  /// The keys of a cell description: CAEmitterCell's property names.
  public static let descriptionKeys: Set<String> = [
    "name", "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange", "emissionLongitude",
    "emissionLatitude", "emissionRange", "xAcceleration", "yAcceleration", "zAcceleration", "spin",
    "spinRange", "scale", "scaleRange", "scaleSpeed", "color", "redRange", "greenRange", "blueRange",
    "alphaRange", "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "beginTime", "duration",
    "emitterCells",
  ]

  /// Reads a cell from a description keyed by CAEmitterCell's property names (docs/particles.md,
  /// "Descriptions"): numbers, `color` as [red, green, blue] or [red, green, blue, alpha],
  /// `emitterCells` as an array of cells; an absent key takes the default, an unknown key is
  /// refused.
  /// - Throws: `DecodingError` for a malformed or unknown entry, ``EmitterError`` for a value the
  ///   constructor refuses, `ColorError` for an invalid color.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: _EmitterDescriptionKey.self)
    try c.requireOnly(Self.descriptionKeys, in: "emitter cell")
    var color = RGBAColor.emitterWhite
    let colorKey = _EmitterDescriptionKey(stringValue: "color")
    if let components = try c.decodeIfPresent([Double].self, forKey: colorKey) {
      guard components.count == 3 || components.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: colorKey, in: c, debugDescription: "color must hold 3 or 4 numbers, got \(components.count)")
      }
      color = try RGBAColor(
        red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }
    try self.init(
      birthRate: c.number("birthRate", 0), lifetime: c.number("lifetime", 0),
      lifetimeRange: c.number("lifetimeRange", 0), velocity: c.number("velocity", 0),
      velocityRange: c.number("velocityRange", 0), emissionLongitude: c.number("emissionLongitude", 0),
      emissionLatitude: c.number("emissionLatitude", 0), emissionRange: c.number("emissionRange", 0),
      acceleration: SIMD3(c.number("xAcceleration", 0), c.number("yAcceleration", 0), c.number("zAcceleration", 0)),
      spin: c.number("spin", 0), spinRange: c.number("spinRange", 0), scale: c.number("scale", 1),
      scaleRange: c.number("scaleRange", 0), scaleSpeed: c.number("scaleSpeed", 0), color: color,
      colorRange: SIMD4(
        c.number("redRange", 0), c.number("greenRange", 0), c.number("blueRange", 0), c.number("alphaRange", 0)),
      colorSpeed: SIMD4(
        c.number("redSpeed", 0), c.number("greenSpeed", 0), c.number("blueSpeed", 0), c.number("alphaSpeed", 0)),
      beginTime: c.number("beginTime", 0), duration: c.number("duration", 0),
      emitterCells: c.decodeIfPresent([EmitterCell].self, forKey: _EmitterDescriptionKey(stringValue: "emitterCells")) ?? [],
      name: c.decodeIfPresent(String.self, forKey: _EmitterDescriptionKey(stringValue: "name")))
  }
}

extension EmitterLayer: Decodable {
  /// The keys of a layer description: CAEmitterLayer's property names, `emissionSpace` and `timing`.
  public static let descriptionKeys: Set<String> = [
    "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "emitterShape", "emitterMode",
    "emissionSpace", "birthRate", "lifetime", "velocity", "scale", "spin", "seed", "timing", "emitterCells",
  ]
  /// The keys of `timing`: CAMediaTiming's property names (`duration` required).
  public static let timingKeys: Set<String> = [
    "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
  ]

  /// Reads a layer from a description keyed by CAEmitterLayer's property names (docs/particles.md,
  /// "Descriptions"): `emitterPosition` and `emitterSize` as [x, y], `emitterShape`, `emitterMode`
  /// and `emissionSpace` by name, `seed` an integer in 0…2³² − 1, `timing` an object of
  /// CAMediaTiming's fields (`fillMode`: removed, forwards, backwards, both), `emitterCells` the
  /// cells. An absent key takes the default, an unknown key is refused.
  /// - Throws: `DecodingError`, ``EmitterError``, `MediaTimingError`, `ColorError`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: _EmitterDescriptionKey.self)
    try c.requireOnly(Self.descriptionKeys, in: "emitter layer")
    func key(_ name: String) -> _EmitterDescriptionKey { _EmitterDescriptionKey(stringValue: name) }
    var timing: MediaTiming?
    if c.contains(key("timing")) {
      let t = try c.nestedContainer(keyedBy: _EmitterDescriptionKey.self, forKey: key("timing"))
      try t.requireOnly(Self.timingKeys, in: "emitter timing")
      let fillName = try t.decodeIfPresent(String.self, forKey: key("fillMode")) ?? "removed"
      guard let fillMode = FillMode(rawValue: fillName) else {
        throw DecodingError.dataCorruptedError(
          forKey: key("fillMode"), in: t, debugDescription: "fillMode must be removed, forwards, backwards or both")
      }
      timing = try MediaTiming(
        beginTime: t.number("beginTime", 0), duration: t.decode(Double.self, forKey: key("duration")),
        speed: t.number("speed", 1), timeOffset: t.number("timeOffset", 0), repeatCount: t.number("repeatCount", 0),
        repeatDuration: t.number("repeatDuration", 0),
        autoreverses: t.decodeIfPresent(Bool.self, forKey: key("autoreverses")) ?? false, fillMode: fillMode)
    }
    let position = try c.numbers("emitterPosition", count: 2, [0, 0])
    let size = try c.numbers("emitterSize", count: 2, [0, 0])
    try self.init(
      position: SIMD2(position[0], position[1]), zPosition: c.number("emitterZPosition", 0),
      size: SIMD2(size[0], size[1]), depth: c.number("emitterDepth", 0),
      shape: c.decodeIfPresent(EmitterShape.self, forKey: key("emitterShape")) ?? .point,
      mode: c.decodeIfPresent(EmitterMode.self, forKey: key("emitterMode")) ?? .volume,
      emissionSpace: c.decodeIfPresent(EmissionSpace.self, forKey: key("emissionSpace")) ?? .space,
      birthRate: c.number("birthRate", 1), lifetime: c.number("lifetime", 1), velocity: c.number("velocity", 1),
      scale: c.number("scale", 1), spin: c.number("spin", 1),
      seed: c.decodeIfPresent(UInt32.self, forKey: key("seed")) ?? 0, timing: timing,
      cells: c.decodeIfPresent([EmitterCell].self, forKey: key("emitterCells")) ?? [])
  }
}
