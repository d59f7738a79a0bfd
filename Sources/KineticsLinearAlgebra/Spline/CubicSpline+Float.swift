import CLAPACK
import Kinetics

extension CubicSpline {
  /// `Float` evaluation by BLAS `sgemm`, laid out like `values(at:into:)`: the basis [1, u, u², u³]
  /// of each run of times in one segment times the segment's coefficients rounded to Float.
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
    let count = times.count
    let required = count * channelCount
    guard outputs.count >= required else {
      throw .outputTooShort(required: required, actual: outputs.count)
    }
    guard count > 0, let outputBase = outputs.baseAddress else { return }
    var basis = [Float](repeating: 1, count: 4 * count)
    var segments = [Int](repeating: 0, count: count)
    for index in 0..<count {
      let time = evaluationTime(Double(times[index]))
      let segment = segment(containing: time)
      segments[index] = segment
      let u = localParameter(time, segment: segment)
      basis[count + index] = Float(u)
      basis[2 * count + index] = Float(u * u)
      basis[3 * count + index] = Float(u * u * u)
    }
    let channels = channelCount
    let blockSize = 4 * channels
    // Only the blocks of segments that hold samples are rounded.
    var rounded = [Float](repeating: 0, count: coefficients.count)
    var isRounded = [Bool](repeating: false, count: segmentCount)
    for segment in segments where !isRounded[segment] {
      isRounded[segment] = true
      for index in (segment * blockSize)..<((segment + 1) * blockSize) {
        rounded[index] = Float(coefficients[index])
      }
    }
    basis.withUnsafeBufferPointer { basis in
      rounded.withUnsafeBufferPointer { c in
        var start = 0
        while start < count {
          var end = start + 1
          while end < count, segments[end] == segments[start] { end += 1 }
          cblas_sgemm(
            CblasColMajor, CblasNoTrans, CblasTrans, Int32(end - start), Int32(channels), 4,
            1, basis.baseAddress! + start, Int32(count),
            c.baseAddress! + segments[start] * blockSize, Int32(channels),
            0, outputBase + start, Int32(count))
          start = end
        }
      }
    }
  }
}
