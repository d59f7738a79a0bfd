/// Validated Kochanek–Bartels parameters, one triple per keyframe, with continuity already in the
/// paper's sign convention.
///
/// Source: D. Kochanek and R. Bartels, "Interpolating Splines with Local Tension, Continuity, and
/// Bias Control", SIGGRAPH 1984, equations for the source and destination derivatives and the
/// adjustment for unevenly spaced keys.
struct KochanekBartelsParameters {
  /// One per key, or nil for all zeros (the default: no array is allocated for it).
  var tension: [Double]?
  /// One per key in the caller's sign convention, or nil for all zeros.
  var continuity: [Double]?
  /// One per key, or nil for all zeros.
  var bias: [Double]?
  /// −1 when the caller's continuity is in Apple's documented sign, 1 in the paper's.
  var continuitySign: Double

  init(
    tension: [Double]?, continuity: [Double]?, bias: [Double]?, count: Int,
    continuitySign: KeyframeTrackOptions.ContinuitySign
  ) throws(KeyframeTrackError) {
    func check(_ list: [Double]?, _ name: String) throws(KeyframeTrackError) {
      guard let list else { return }
      guard list.count == count else { throw .shapeParameterCount(name: name, expected: count, actual: list.count) }
      for (index, value) in list.enumerated() where !value.isFinite {
        throw .nonFiniteShapeParameter(name: name, index: index)
      }
    }
    try check(tension, "tension")
    try check(continuity, "continuity")
    try check(bias, "bias")
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
    self.continuitySign = continuitySign == .appleDocumentation ? -1 : 1
  }

  /// The incoming (end of the previous segment) and outgoing (start of the next segment) tangents
  /// of key i for one channel, per unit of segment parameter.
  ///
  /// `previous` and `next` are the chords P_i − P_{i−1} and P_{i+1} − P_i with their time spans. A
  /// missing or zero-length neighbour (an end of the track, or a jump where two key times coincide)
  /// is replaced according to `endTangents`. For uneven spacing the tangents are scaled by
  /// 2Δ_next/(Δ_prev + Δ_next) (outgoing) and 2Δ_prev/(Δ_prev + Δ_next) (incoming), the paper's
  /// adjustment, so velocity is continuous across the key when continuity is 0.
  func tangents(
    at key: Int, previous: (chord: Double, span: Double)?, next: (chord: Double, span: Double)?,
    endTangents: KeyframeTrackOptions.EndTangents
  ) -> (incoming: Double, outgoing: Double) {
    let usablePrevious = previous.flatMap { $0.span > 0 ? $0 : nil }
    let usableNext = next.flatMap { $0.span > 0 ? $0 : nil }
    let before: (chord: Double, span: Double)
    let after: (chord: Double, span: Double)
    switch (usablePrevious, usableNext) {
    case (let p?, let n?):
      before = p
      after = n
    case (nil, nil):
      return (0, 0)
    case (let p?, nil):
      if endTangents == .zero { return (0, 0) }
      before = p
      after = (endTangents == .extrapolated ? p.chord : 0, p.span)
    case (nil, let n?):
      if endTangents == .zero { return (0, 0) }
      before = (endTangents == .extrapolated ? n.chord : 0, n.span)
      after = n
    }
    let t = tension?[key] ?? 0
    // Negation is exact, so this is the paper's continuity bit for bit.
    let c = continuitySign * (continuity?[key] ?? 0)
    let b = bias?[key] ?? 0
    let outgoing = (1 - t) * (1 + c) * (1 + b) / 2 * before.chord + (1 - t) * (1 - c) * (1 - b) / 2 * after.chord
    let incoming = (1 - t) * (1 - c) * (1 + b) / 2 * before.chord + (1 - t) * (1 + c) * (1 - b) / 2 * after.chord
    let spans = before.span + after.span
    return (incoming * (2 * before.span / spans), outgoing * (2 * after.span / spans))
  }
}

extension KeyframeTrack {
  /// (b − a)/2: the difference halved (exact), or where it overflows the difference of the halves
  /// (exact for normal values).
  static func halfChord(_ a: Double, _ b: Double) -> Double {
    let difference = b - a
    return difference.isFinite ? difference * 0.5 : b * 0.5 - a * 0.5
  }

  /// Builds the per-channel, per-interval (a, b, m₀/2, m₁/2) table that evaluation reads: half
  /// tangents, which stay finite for values near ±1.7e308 whose chords overflow.
  static func makeIntervalData(
    _ flatValues: [Double], dimension: Int, count: Int, boundaries: [Double], isDiscrete: Bool,
    isCubic: Bool, shape: KochanekBartelsParameters, endTangents: KeyframeTrackOptions.EndTangents
  ) -> [Double] {
    let intervals = boundaries.count - 1
    var data = [Double](repeating: 0, count: dimension * intervals * 4)
    // The tangents of one channel, reused by every channel; linear and discrete modes need none.
    let hasTangents = isCubic && count > 1
    var incoming = [Double](repeating: 0, count: hasTangents ? count : 0)
    var outgoing = [Double](repeating: 0, count: hasTangents ? count : 0)
    for channel in 0..<dimension {
      let value = { (index: Int) in flatValues[index * dimension + channel] }
      if hasTangents {
        // Half chords, so half tangents (stored so: see `interpolate(channel:interval:fraction:in:)`):
        // the chord of values near ±1.7e308 overflows where the curve does not. Each chord is
        // formed once: key k's next chord is key k + 1's previous one.
        var previous: (chord: Double, span: Double)? = nil
        for key in 0..<count {
          let next: (chord: Double, span: Double)? =
            key < count - 1
            ? (halfChord(value(key), value(key + 1)), boundaries[key + 1] - boundaries[key]) : nil
          (incoming[key], outgoing[key]) = shape.tangents(
            at: key, previous: previous, next: next, endTangents: endTangents)
          previous = next
        }
      }
      for interval in 0..<intervals {
        let base = (channel * intervals + interval) * 4
        let start = interval
        let end = isDiscrete || count == 1 ? interval : interval + 1
        data[base] = value(start)
        data[base + 1] = value(end)
        data[base + 2] = hasTangents ? outgoing[start] : 0
        data[base + 3] = hasTangents ? incoming[end] : 0
      }
    }
    return data
  }
}
