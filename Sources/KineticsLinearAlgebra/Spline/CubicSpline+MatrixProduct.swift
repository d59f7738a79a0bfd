import CLAPACK
import Kinetics

extension CubicSpline {
  /// Evaluates every channel at every time as matrix products (BLAS `dgemm`), writing channel c's
  /// values to `outputs[c * times.count ..< (c + 1) * times.count]` like `values(at:into:)`.
  ///
  /// Method: for a run of consecutive times that fall in the same segment, the outputs are the
  /// product of the run's basis matrix [1, u, u², u³] (run × 4) and the segment's coefficient block
  /// (4 × channels): one `dgemm` per run, whose column-major result with leading dimension
  /// `times.count` is exactly the per-channel output layout. Sorted times make one run per segment
  /// that holds samples; unsorted times still give correct results, with more, shorter runs.
  ///
  /// Accuracy: evaluates the power sum c₀ + c₁u + c₂u² + c₃u³ instead of Horner's rule, so results
  /// differ from `value(at:channel:)` by a few ulps of max |cₖ| (u ∈ [0, 1] inside the keys).
  /// Pays off with many channels (≳ 16) and many times per segment; below that the SIMD path wins
  /// (see `bench`, kernel `spline`).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs.count < times.count * channelCount`.
  /// - Complexity: O(times · channels) flops in BLAS, plus O(times · log keys) for the search.
  public func valuesByMatrixProduct(
    at times: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    try matrixProduct(times, outputs)
  }

  /// `Float` evaluation by BLAS `sgemm`, laid out like `values(at:into:)`: the basis [1, u, u², u³]
  /// of each run of times in one segment (u and its powers computed in `Double`, rounded once)
  /// times the segment's coefficients rounded to Float, by the same runs as the `Double` form.
  ///
  /// Accuracy: single-precision products and sums of the power basis, so the absolute error is a
  /// few Float ulps of max |cₖ| of the segment (larger than the value itself where the cubic
  /// cancels); `bench` reports it (`spline-eval/values-gemm-blas-float`).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs.count < times.count * channelCount`.
  /// - Complexity: O(times · channels) flops in BLAS plus O(segments · channels) to round the
  ///   coefficients.
  public func valuesByMatrixProduct(
    at times: UnsafeBufferPointer<Float>, into outputs: UnsafeMutableBufferPointer<Float>
  ) throws(BatchError) {
    try matrixProduct(times, outputs)
  }

  /// Every channel at every time by `dgemm`, one array per channel (`result[channel][timeIndex]`).
  /// - Complexity: as `valuesByMatrixProduct(at:into:)`.
  public func valuesByMatrixProduct(at times: [Double]) -> [[Double]] {
    var flat = [Double](repeating: 0, count: times.count * channelCount)
    times.withUnsafeBufferPointer { input in
      flat.withUnsafeMutableBufferPointer { output in
        // The buffer has exactly the required size, so this cannot throw.
        try? valuesByMatrixProduct(at: input, into: output)
      }
    }
    return (0..<channelCount).map { Array(flat[($0 * times.count)..<(($0 + 1) * times.count)]) }
  }

  /// Both forms of `valuesByMatrixProduct`: the basis matrix, column-major count × 4 (column p
  /// holds uᵖ), then one GEMM per run of times in one segment: C (run × channels, ld = count) =
  /// B (run × 4, ld = count) · Sᵀ, where the segment block S is channels × 4 column-major
  /// (ld = channels), i.e. the 4 × channels row-major block.
  internal func matrixProduct<Element: _MatrixProductScalar>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>
  ) throws(BatchError) {
    let count = times.count
    let required = count * channelCount
    guard outputs.count >= required else {
      throw .outputTooShort(required: required, actual: outputs.count)
    }
    guard count > 0, let outputBase = outputs.baseAddress else { return }
    var basis = [Element](repeating: 1, count: 4 * count)
    var segments = [Int](repeating: 0, count: count)
    for index in 0..<count {
      let (segment, u, _) = location(of: times[index]._widened, channel: 0)
      segments[index] = segment
      basis[count + index] = Element._rounded(from: u)
      basis[2 * count + index] = Element._rounded(from: u * u)
      basis[3 * count + index] = Element._rounded(from: u * u * u)
    }
    let channels = channelCount
    let blockSize = 4 * channels
    basis.withUnsafeBufferPointer { basis in
      Element._withCoefficients(coefficients, blocksOf: segments, blockSize: blockSize) { c in
        var start = 0
        while start < count {
          var end = start + 1
          while end < count, segments[end] == segments[start] { end += 1 }
          Element._gemm(
            CblasColMajor, CblasNoTrans, CblasTrans, Int32(end - start), Int32(channels), 4, 1,
            basis.baseAddress! + start, Int32(count), c + segments[start] * blockSize,
            Int32(channels), 0, outputBase + start, Int32(count))
          start = end
        }
      }
    }
  }
}

/// A BLAS GEMM (`cblas_dgemm`, `cblas_sgemm`) as a function value.
internal typealias _GEMM<T> = (
  CBLAS_LAYOUT, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, Int32, Int32, Int32, T, UnsafePointer<T>?, Int32,
  UnsafePointer<T>?, Int32, T, UnsafeMutablePointer<T>?, Int32
) -> Void

/// The element types of `valuesByMatrixProduct`: the BLAS GEMM of each precision, and the
/// coefficients in that precision.
internal protocol _MatrixProductScalar: BatchFloatingPoint {
  /// `cblas_dgemm` or `cblas_sgemm`.
  static var _gemm: _GEMM<Self> { get }
  /// Calls `body` with the coefficients in this precision; only the blocks of `segments` need to
  /// be valid.
  static func _withCoefficients(
    _ coefficients: [Double], blocksOf segments: [Int], blockSize: Int,
    _ body: (UnsafePointer<Self>) -> Void)
}

extension Double: _MatrixProductScalar {
  static var _gemm: _GEMM<Double> { cblas_dgemm }

  /// The coefficients themselves.
  static func _withCoefficients(
    _ coefficients: [Double], blocksOf segments: [Int], blockSize: Int,
    _ body: (UnsafePointer<Double>) -> Void
  ) {
    coefficients.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}

extension Float: _MatrixProductScalar {
  static var _gemm: _GEMM<Float> { cblas_sgemm }

  /// The coefficients rounded to Float, only in the blocks of the segments that hold samples.
  static func _withCoefficients(
    _ coefficients: [Double], blocksOf segments: [Int], blockSize: Int,
    _ body: (UnsafePointer<Float>) -> Void
  ) {
    var rounded = [Float](repeating: 0, count: coefficients.count)
    var isRounded = [Bool](repeating: false, count: coefficients.count / blockSize)
    for segment in segments where !isRounded[segment] {
      isRounded[segment] = true
      for index in (segment * blockSize)..<((segment + 1) * blockSize) {
        rounded[index] = Float(coefficients[index])
      }
    }
    rounded.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
