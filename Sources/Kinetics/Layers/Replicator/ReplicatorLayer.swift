/// A `CAReplicatorLayer`: `instanceCount` copies of the layer's content, each offset from the one
/// before by `instanceTransform`, delayed by `instanceDelay` and tinted by `instanceColor` plus the
/// per-instance color offsets (docs/layers.md, "Replicator").
///
/// Instance i (0 ≤ i < instanceCount):
/// - transform: instanceTransform composed i times, Tⁱ (instance 0: the identity — the source itself).
///   Pure translations are exact (i·t, one rounding per element); a similarity of the plane
///   (rotation about z, scale, translation) takes a closed form (angle i·θ, scale sⁱ, a geometric
///   sum of translations: O(1), no drift); every other transform is raised by binary powering
///   (`transform(ofInstance:)`: O(log i) products, every element within 8·i·u of the exact power
///   for a rotation).
/// - local time: t − i·instanceDelay, the time the replicated content's animations see, so they run
///   staggered; `state(ofInstance:atParentTime:timing:)` hands it to the media-timing model.
/// - color: instanceColor + i·(redOffset, greenOffset, blueOffset, alphaOffset), each component
///   clamped to [0, 1]; it multiplies the content's colors.
///
/// Documented by Apple: the properties and their defaults (instanceCount 1, instanceDelay 0,
/// instanceTransform identity, instanceColor opaque white, offsets 0), that each instance's
/// transform is relative to the previous instance's, and that the offsets are added for each
/// successive instance. The model's choices: instance 0 takes instanceColor too (instance 0 is
/// the source, tinted like every copy), components are clamped to [0, 1], and instanceCount 0
/// shows nothing.
public struct ReplicatorLayer: Sendable {
  /// How many copies are drawn, the source included (default 1).
  public let instanceCount: Int
  /// The delay, in seconds, between successive instances' animations (default 0).
  public let instanceDelay: Double
  /// The transform from one instance to the next (default identity).
  public let instanceTransform: Transform3D
  /// The color that multiplies the source's colors (default opaque white).
  public let instanceColor: RGBAColor
  /// Added to the red component for each successive instance (default 0).
  public let instanceRedOffset: Double
  /// Added to the green component for each successive instance (default 0).
  public let instanceGreenOffset: Double
  /// Added to the blue component for each successive instance (default 0).
  public let instanceBlueOffset: Double
  /// Added to alpha for each successive instance (default 0).
  public let instanceAlphaOffset: Double

  /// The powers T^(2^k) for 2^k < instanceCount (k = 0, 1, …): binary powering multiplies the
  /// ones whose bits are set in i.
  let powersOfTwo: [Matrix4x4]
  /// Whether instanceTransform is a pure translation (then Tⁱ is computed as i·t).
  let isPureTranslation: Bool
  /// The closed form of Tⁱ when instanceTransform is a similarity of the plane (rotation about z,
  /// scale, translation); nil otherwise.
  let similarity: PlanarSimilarityPower?

  /// Creates a replicator layer after validating it, and prepares the powers of instanceTransform.
  /// The powers T^(2^k) are prepared for every transform but a pure translation (for a similarity
  /// of the plane they are not used for the instances, only to find an overflow here, the same for
  /// every path).
  /// - Throws: ``ReplicatorError/negativeInstanceCount(_:)``; ``ReplicatorError/nonFinite(name:value:)``
  ///   for a NaN or infinite delay or offset; ``ReplicatorError/transformOverflow(instance:)`` when
  ///   a power T^(2^k) with 2^k < instanceCount overflows.
  /// - Complexity: O(log instanceCount) matrix products.
  public init(
    instanceCount: Int = 1, instanceDelay: Double = 0, instanceTransform: Transform3D = .identity,
    instanceColor: RGBAColor = .opaqueWhite, instanceRedOffset: Double = 0, instanceGreenOffset: Double = 0,
    instanceBlueOffset: Double = 0, instanceAlphaOffset: Double = 0
  ) throws(ReplicatorError) {
    guard instanceCount >= 0 else { throw .negativeInstanceCount(instanceCount) }
    try ReplicatorError.require(instanceDelay, .finite, name: "instanceDelay")
    try ReplicatorError.require(instanceRedOffset, .finite, name: "instanceRedOffset")
    try ReplicatorError.require(instanceGreenOffset, .finite, name: "instanceGreenOffset")
    try ReplicatorError.require(instanceBlueOffset, .finite, name: "instanceBlueOffset")
    try ReplicatorError.require(instanceAlphaOffset, .finite, name: "instanceAlphaOffset")
    self.instanceCount = instanceCount
    self.instanceDelay = instanceDelay
    self.instanceTransform = instanceTransform
    self.instanceColor = instanceColor
    self.instanceRedOffset = instanceRedOffset
    self.instanceGreenOffset = instanceGreenOffset
    self.instanceBlueOffset = instanceBlueOffset
    self.instanceAlphaOffset = instanceAlphaOffset
    let matrix = instanceTransform.matrix
    isPureTranslation =
      matrix.row0 == SIMD4(1, 0, 0, 0) && matrix.row1 == SIMD4(0, 1, 0, 0) && matrix.row2 == SIMD4(0, 0, 1, 0)
      && matrix.row3.w == 1
    similarity = isPureTranslation ? nil : PlanarSimilarityPower(matrix)
    var powers: [Matrix4x4] = []
    if !isPureTranslation {
      var power = matrix
      var exponent = 1
      while exponent < instanceCount {
        guard power.isFinite else { throw .transformOverflow(instance: exponent) }
        powers.append(power)
        if exponent > (instanceCount - 1) / 2 { break }
        power = power.multiplied(by: power)
        exponent *= 2
      }
    }
    powersOfTwo = powers
  }

  /// The local time of instance `index` at time `t`: t − index·instanceDelay (the product and the
  /// difference rounded once each; ±∞ only where the exact value is beyond the range of `Double`).
  /// - Complexity: O(1).
  public func localTime(ofInstance index: Int, atTime t: Double) -> Double {
    t - Double(index) * instanceDelay
  }

  /// What an animation with `timing` on the replicated content shows in instance `index` at parent
  /// time `t`: `timing.state(atParentTime: localTime(ofInstance: index, atTime: t))`.
  /// - Complexity: O(1).
  public func state(ofInstance index: Int, atParentTime t: Double, timing: MediaTiming) -> MediaTimingState {
    timing.state(atParentTime: localTime(ofInstance: index, atTime: t))
  }

  /// The color of instance `index`: instanceColor + index·offsets, each component clamped to [0, 1].
  /// - Complexity: O(1).
  public func color(ofInstance index: Int) -> RGBAColor {
    let i = Double(index)
    let offsets = SIMD4(instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset)
    let raw = instanceColor.components + i * offsets
    // `raw.clamped(lowerBound: 0, upperBound: 1)` bit for bit, as two lane selects: clamped is
    // minimum(1, maximum(0, raw)), where maximum(0, x) is 0 unless x ≥ 0 (−0 stays −0, NaN gives 0)
    // and minimum(1, y) is 1 unless y < 1. The standard library's pointwiseMax and pointwiseMin
    // were two out-of-line calls that branched on each lane (kn_replicator_instance_colors, bench
    // row c-api-call-replicator/c-instance-colors-per-instance).
    let low = raw.replacing(with: 0, where: .!(raw .>= 0))
    let clamped = low.replacing(with: 1, where: .!(low .< 1))
    return RGBAColor(uncheckedRed: clamped.x, green: clamped.y, blue: clamped.z, alpha: clamped.w)
  }
}

extension RGBAColor {
  /// Opaque white (1, 1, 1, 1): the identity of multiplying colors, `instanceColor`'s default.
  public static let opaqueWhite = RGBAColor(uncheckedRed: 1, green: 1, blue: 1, alpha: 1)
}
