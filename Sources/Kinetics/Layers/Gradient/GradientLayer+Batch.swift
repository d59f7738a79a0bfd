extension GradientLayer {
  /// The colors at the pixel centers of a `width` × `height` grid over the unit square, written as
  /// red, green, blue, alpha (straight alpha, gamma-encoded sRGB) per pixel, row by row from the
  /// top: pixel (x, y) at 4·(y·width + x), its point ((x + ½)/width, (y + ½)/height). A `Float`
  /// buffer receives each `Double` component rounded once.
  ///
  /// Each pixel is `color(at:)` of its point, so the batch equals the scalar calls bit for bit, on
  /// any number of threads (`parallelism`; above about 100 µs of work the rows are split across
  /// cores by the shared splitter, docs/architecture.md "Batch/").
  /// - Throws: ``GradientError/invalidGrid(_:)`` for a width or height < 1, a pixel count that
  ///   overflows, or a buffer that does not hold 4·width·height elements.
  /// - Complexity: O(width · height · log colors).
  public func colors<Element: BatchFloatingPoint>(
    width: Int, height: Int, into buffer: UnsafeMutableBufferPointer<Element>,
    parallelism: BatchParallelism = .automatic
  ) throws(GradientError) {
    guard width >= 1 && height >= 1 else { throw .invalidGrid("width and height must be >= 1, got \(width) x \(height)") }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow && pixels <= Int.max / 4 else { throw .invalidGrid("\(width) x \(height) pixels overflow") }
    guard buffer.count == 4 * pixels else {
      throw .invalidGrid("the buffer holds \(buffer.count) elements, \(width) x \(height) pixels need \(4 * pixels)")
    }
    guard let base = buffer.baseAddress else { return }
    let (w, h) = (Double(width), Double(height))
    parallelism._forEachChunk(count: pixels, nanosecondsPerElement: 60) { range in
      for pixel in range {
        let (y, x) = pixel.quotientAndRemainder(dividingBy: width)
        let color = self.color(at: SIMD2((Double(x) + 0.5) / w, (Double(y) + 0.5) / h))
        base[4 * pixel] = Element._rounded(from: color.red)
        base[4 * pixel + 1] = Element._rounded(from: color.green)
        base[4 * pixel + 2] = Element._rounded(from: color.blue)
        base[4 * pixel + 3] = Element._rounded(from: color.alpha)
      }
    }
  }

  /// The colors of a `width` × `height` grid as a new array (4 elements per pixel), as
  /// `colors(width:height:into:parallelism:)`.
  /// - Throws: ``GradientError/invalidGrid(_:)``.
  public func colors<Element: BatchFloatingPoint>(
    width: Int, height: Int, as type: Element.Type = Double.self, parallelism: BatchParallelism = .automatic
  ) throws(GradientError) -> [Element] {
    guard width >= 1 && height >= 1 else { throw .invalidGrid("width and height must be >= 1, got \(width) x \(height)") }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow && pixels <= Int.max / 4 else { throw .invalidGrid("\(width) x \(height) pixels overflow") }
    var result = [Element](repeating: 0, count: 4 * pixels)
    try result.withUnsafeMutableBufferPointer { (buffer) throws(GradientError) in
      try colors(width: width, height: height, into: buffer, parallelism: parallelism)
    }
    return result
  }
}
