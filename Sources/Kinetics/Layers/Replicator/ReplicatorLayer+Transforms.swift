extension ReplicatorLayer {
  /// The transform of instance `index`: instanceTransform composed `index` times (Tⁱ; the identity
  /// for instance 0).
  ///
  /// Method: a pure translation t gives the translation i·t (each element one rounding: exact to
  /// the last bit, at any i). A similarity of the plane (rotation about z by θ, scale s in x and y,
  /// scale c > 0 in z, translation t; detected exactly from the matrix) takes a closed form:
  /// rotation by i·θ, scale sⁱ and cⁱ, and the translation t·(zⁱ − 1)/(z − 1) with z = s·e^(iθ),
  /// computed with a complex expm1 so nothing cancels near z = 1 (`PlanarSimilarityPower`):
  /// O(1) per instance, every element of the linear part within (3·i·|log z| + 4)·u·sⁱ of the
  /// exact power (docs/layers.md, "Similarity steps"). Any other transform is raised by binary powering: Tⁱ is the product
  /// of the prepared powers T^(2^k) of the set bits of i, grouped as H·L (`power(_:)`: L the low
  /// six bits, H the others, each multiplied from its highest bit down) — at most ⌊log₂ i⌋
  /// products, so one instance costs O(log i), not i − 1 products, and the batch, which shares
  /// H and L between instances, one product per instance.
  ///
  /// Error bound (docs/layers.md, "Replicator"): squaring doubles the relative error of T^(2^k)
  /// and adds one rounding (γ₄·|A|·|B| per element, γ₄ = 4u/(1 − 4u), u = 2⁻⁵³), so T^(2^k) is within
  /// (2^k − 1)·c·u and the product of the set bits within i·c·u, with c = 8 for an orthogonal
  /// linear part (|A|·|B| ≤ 2 per element): every element of a rotation's power is within
  /// 8·i·u of the exact power of the given matrix (8.9e-12 at i = 10⁴; measured 2e-13), and the
  /// translation row within that times the size of the translations. This is the conditioning of
  /// the power itself, not a drift: the given matrix's elements are a rotation's rounded to
  /// doubles, and its exact power is that far from the rotation by i·θ too.
  /// - Throws: ``ReplicatorError/instanceOutOfRange(index:count:)`` for an index outside
  ///   0..<instanceCount; ``ReplicatorError/transformOverflow(instance:)`` when an element is beyond
  ///   the range of `Double`.
  /// - Complexity: O(log index).
  public func transform(ofInstance index: Int) throws(ReplicatorError) -> Transform3D {
    guard index >= 0 && index < instanceCount else { throw .instanceOutOfRange(index: index, count: instanceCount) }
    let matrix = power(index)
    guard matrix.isFinite else { throw .transformOverflow(instance: index) }
    return Transform3D(unchecked: matrix)
  }

  /// Every instance's transform, instance 0 first; each equals `transform(ofInstance:)` bit for bit.
  /// - Throws: ``ReplicatorError/transformOverflow(instance:)`` naming the first instance whose
  ///   transform overflows.
  /// - Complexity: O(instanceCount) products (H once per 64 instances, L from a table of 64).
  public func instanceTransforms() throws(ReplicatorError) -> [Transform3D] {
    var result: [Transform3D] = []
    result.reserveCapacity(instanceCount)
    try forEachPower { (index, matrix) throws(ReplicatorError) in
      guard matrix.isFinite else { throw .transformOverflow(instance: index) }
      result.append(Transform3D(unchecked: matrix))
    }
    return result
  }

  /// Writes every instance's sixteen elements (m11 … m44, row-major) into `buffer`: instance i at
  /// 16·i. A `Float` buffer receives each `Double` element rounded once.
  /// - Throws: ``ReplicatorError/bufferCountMismatch(expected:actual:)`` when the buffer does not
  ///   hold 16·instanceCount elements; ``ReplicatorError/transformOverflow(instance:)`` as
  ///   `instanceTransforms()` (the instances before it are written).
  /// - Complexity: O(instanceCount) products.
  @_specialize(where Element == Double)
  @_specialize(where Element == Float)
  public func instanceTransformElements<Element: BatchFloatingPoint>(
    into buffer: UnsafeMutableBufferPointer<Element>
  ) throws(ReplicatorError) {
    guard buffer.count == 16 * instanceCount else {
      throw .bufferCountMismatch(expected: 16 * instanceCount, actual: buffer.count)
    }
    try forEachPower { (index, matrix) throws(ReplicatorError) in
      guard matrix.isFinite else { throw .transformOverflow(instance: index) }
      let base = 16 * index
      for column in 0..<4 {
        buffer[base + column] = Element._rounded(from: matrix.row0[column])
        buffer[base + 4 + column] = Element._rounded(from: matrix.row1[column])
        buffer[base + 8 + column] = Element._rounded(from: matrix.row2[column])
        buffer[base + 12 + column] = Element._rounded(from: matrix.row3[column])
      }
    }
  }

  /// Tⁱ as a matrix (possibly not finite): T itself for i = 1, i·t for a pure translation, the
  /// closed form of a similarity of the plane, else H(i) · L(i), with
  /// L(i) the product of the powers T^(2^k) of the low six bits of i and H(i) that of the other
  /// bits, each multiplied from its highest bit down. The batch computes the same two factors (L
  /// once per low pattern, H once per block of 64 instances) and the same final product, so it
  /// equals this bit for bit at one product per instance.
  func power(_ index: Int) -> Matrix4x4 {
    if index == 0 { return .identity }
    if index == 1 { return instanceTransform.matrix }
    if isPureTranslation { return translationPower(index) }
    if let similarity { return similarity.power(index) }
    return combined(high: highFactor(index), low: lowFactor(index))
  }

  /// The number of low bits whose powers form the low factor.
  static var lowBits: Int { 6 }

  /// i·t for a pure translation.
  func translationPower(_ index: Int) -> Matrix4x4 {
    let i = Double(index)
    let t = instanceTransform.matrix.row3
    var result = Matrix4x4.identity
    result.row3 = SIMD4(i * t.x, i * t.y, i * t.z, 1)
    return result
  }

  /// The product of T^(2^k) over the set bits k of `bits` within `range`, highest first; nil when
  /// none is set.
  private func product(ofBits bits: Int, in range: Range<Int>) -> Matrix4x4? {
    var result: Matrix4x4?
    for k in range.reversed() where bits & (1 << k) != 0 {
      result = result.map { $0.multiplied(by: powersOfTwo[k]) } ?? powersOfTwo[k]
    }
    return result
  }

  /// L(i): the powers of the low six bits of i.
  func lowFactor(_ index: Int) -> Matrix4x4? {
    product(ofBits: index, in: 0..<min(Self.lowBits, powersOfTwo.count))
  }

  /// H(i): the powers of the bits of i above the low six.
  func highFactor(_ index: Int) -> Matrix4x4? {
    guard powersOfTwo.count > Self.lowBits else { return nil }
    return product(ofBits: index, in: Self.lowBits..<powersOfTwo.count)
  }

  /// H·L, or the one that is present (at least one is, for i > 0).
  func combined(high: Matrix4x4?, low: Matrix4x4?) -> Matrix4x4 {
    switch (high, low) {
    case (let high?, let low?): return high.multiplied(by: low)
    case (let high?, nil): return high
    case (nil, let low?): return low
    case (nil, nil): return .identity
    }
  }

  /// Calls `body` with every instance's transform matrix in order: H once per block of 64
  /// instances, L from a table of the 64 low patterns, one product per instance.
  func forEachPower(_ body: (Int, Matrix4x4) throws(ReplicatorError) -> Void) throws(ReplicatorError) {
    guard instanceCount > 0 else { return }
    try body(0, .identity)
    if isPureTranslation || similarity != nil {
      for index in 1..<instanceCount { try body(index, power(index)) }
      return
    }
    let blockSize = 1 << Self.lowBits
    let lows = (0..<min(blockSize, instanceCount)).map { lowFactor($0) }
    var blockStart = 0
    while blockStart < instanceCount {
      let high = highFactor(blockStart)
      for index in max(blockStart, 1)..<min(blockStart + blockSize, instanceCount) {
        try body(index, combined(high: high, low: lows[index - blockStart]))
      }
      blockStart += blockSize
    }
  }
}
