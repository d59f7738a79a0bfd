import Kinetics
import KineticsTestSupport
import Testing

/// Values read from buffers of doubles (`Transform3D(rowMajor:)`, `RGBAColor(components:)`, what
/// the C API reads per call): the named initializers' values and errors, input by input.
@Suite struct BufferValueTests {
  @Test func aTransformFromRowMajorDoublesIsTheNamedInitializersTransform() throws {
    var generator = SplitMix64(seed: 2101)
    for _ in 0..<200 {
      let elements = (0..<16).map { _ in generator.fullRangeDouble() }
      let read = try elements.withUnsafeBufferPointer { try Transform3D(rowMajor: $0.baseAddress!) }
      let named = try Transform3D(elements: elements)
      #expect(read == named)
      #expect(read.elements.map(\.bitPattern) == elements.map(\.bitPattern))
    }
  }

  @Test func aTransformOfFiniteElementsIsFiniteWhateverTheirMagnitude() throws {
    // isFiniteValue reads the transform's bit patterns (allFinite): the largest doubles, the
    // subnormals and the zeros of either sign are all finite.
    let extremes = [
      Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNormalMagnitude, 0,
      -0.0,
    ]
    var generator = SplitMix64(seed: 2102)
    for round in 0..<200 {
      let elements = (0..<16).map { index in
        round < 16 ? extremes[(round + index) % extremes.count] : generator.fullRangeDouble()
      }
      let transform = try Transform3D(elements: elements)
      #expect(transform.isFiniteValue, "round \(round): \(elements)")
    }
  }

  @Test func aTransformWithANonFiniteElementThrowsTheNamedInitializersError() throws {
    for index in 0..<16 {
      for bad in [Double.nan, .infinity, -.infinity] {
        var elements = (0..<16).map { Double($0) }
        elements[index] = bad
        // A later element is not finite too: the first one is named.
        if index < 15 { elements[15] = .nan }
        let expected = Result { () throws(TransformError) in try Transform3D(elements: elements) }
        let actual = Result { () throws(TransformError) in
          try elements.withUnsafeBufferPointer { (buffer) throws(TransformError) in
            try Transform3D(rowMajor: buffer.baseAddress!)
          }
        }
        #expect("\(actual)" == "\(expected)", "element \(index) = \(bad)")
        #expect(throws: TransformError.self) { try actual.get() }
      }
    }
  }

  @Test func aColorFromFourDoublesIsTheNamedInitializersColorOrError() throws {
    let limit = RGBAColor.maximumComponentMagnitude
    let samples: [Double] = [0, -0.0, 0.25, 1, -1, 2, limit, -limit, limit.nextUp, .nan, .infinity, -.infinity]
    for (index, bad) in samples.enumerated() {
      for position in 0..<4 {
        var components = [0.5, 0.25, 0.75, 1.0]
        components[position] = bad
        let expected = Result { () throws(ColorError) in
          try RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
        let actual = Result { () throws(ColorError) in
          try components.withUnsafeBufferPointer { (buffer) throws(ColorError) in
            try RGBAColor(components: buffer.baseAddress!)
          }
        }
        #expect("\(actual)" == "\(expected)", "sample \(index) at \(position)")
      }
    }
  }
}
