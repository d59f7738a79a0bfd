extension ReplicatorLayer {
  /// The transform of instance `index`: instanceTransform composed `index` times (Tⁱ; the identity
  /// for instance 0).
  ///
  /// Method: a pure translation t gives the translation i·t (each element one rounding: exact to
  /// the last bit, at any i). Any other transform is raised by binary powering: Tⁱ is the product,
  /// from the lowest set bit of i to the highest, of the prepared powers T^(2^k) — at most
  /// 2·⌊log₂ i⌋ products, so one instance costs O(log i), not i − 1 products.
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
  /// - Complexity: O(instanceCount · log instanceCount).
  public func instanceTransforms() throws(ReplicatorError) -> [Transform3D] {
    var result: [Transform3D] = []
    result.reserveCapacity(instanceCount)
    for index in 0..<instanceCount {
      let matrix = power(index)
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
  /// - Complexity: O(instanceCount · log instanceCount).
  public func instanceTransformElements<Element: BatchFloatingPoint>(
    into buffer: UnsafeMutableBufferPointer<Element>
  ) throws(ReplicatorError) {
    guard buffer.count == 16 * instanceCount else {
      throw .bufferCountMismatch(expected: 16 * instanceCount, actual: buffer.count)
    }
    for index in 0..<instanceCount {
      let matrix = power(index)
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

  /// Tⁱ as a matrix (possibly not finite): i·t for a pure translation, else binary powering.
  func power(_ index: Int) -> Matrix4x4 {
    if index == 0 { return .identity }
    let matrix = instanceTransform.matrix
    if isPureTranslation {
      let i = Double(index)
      var result = Matrix4x4.identity
      result.row3 = SIMD4(i * matrix.row3.x, i * matrix.row3.y, i * matrix.row3.z, 1)
      return result
    }
    var result: Matrix4x4?
    var bits = index
    var k = 0
    while bits != 0 {
      if bits & 1 != 0 { result = result.map { $0.multiplied(by: powersOfTwo[k]) } ?? powersOfTwo[k] }
      bits >>= 1
      k += 1
    }
    return result ?? .identity
  }
}
