/// The batch of a cubic-Bézier timing curve, written once for both solvers: `CubicBezierTimingCurve`
/// and `PreparedCubicBezierTimingCurve` each give their eight-lane fast path
/// (`_fastProgressLanes`, in `X+Kernel.swift`) and the rows it reads, and the public batch calls,
/// the sixteen-lane pairing and the scalar fallback live here once.
///
/// Not API: the requirements are public only so that the `@inlinable` batch calls, compiled into
/// the caller, reach them (docs/architecture.md, "Conventions"). Other conformances are not
/// supported.
public protocol _CubicBezierBatchKernel: TimingFunction, _EightLaneKernel {
  /// The estimated one-core cost per input in nanoseconds (from the bench's batch rows,
  /// docs/benchmarks.md); it only decides when a batch is split across threads.
  static var _nanosecondsPerElement: Int { get }

  /// The curve this kernel evaluates (the plain curve itself, or the prepared curve's `curve`): the
  /// batch reads its two flags once per call, whether P1 and P2 are on the diagonal
  /// (`isIdentity`: the scalar function, which returns x, serves every input) and the form of y
  /// (`_BezierHalf.yIsBernstein`: which of the kernel's two forms runs).
  var _curve: CubicBezierTimingCurve { get }

  /// Calls `body` with the rows `_fastProgressLanes` reads, valid for the duration of the call
  /// (not called for the identity curve).
  func _withLaneRows<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result

  /// `progress(at:)` of eight inputs where the fast path settles them, and which lanes it settles
  /// (all ones); the other lanes (outside (0, 1), or failing the acceptance test) hold no result.
  /// `yIsBernstein` is the curve's `_BezierHalf.yIsBernstein`, passed as a constant by each loop of
  /// `_progressChunk`, so that each loop evaluates y in one form with no select or branch per lane.
  func _fastProgressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer, yIsBernstein: Bool
  ) -> (SIMD8<Double>, SIMD8<UInt64>)
}

extension _CubicBezierBatchKernel {
  /// Writes `progress(at:)` of each input into `outputs` (a `Float` input widened to `Double`
  /// exactly, the result rounded once to `Float`), sixteen inputs at a time in two groups of eight
  /// SIMD lanes, then eight, then one by one.
  ///
  /// Method: the curve's scalar algorithm lane by lane with masks (`_fastProgressLanes`): each
  /// lane picks its half of the curve and its cell, takes the same first guess, the same Newton
  /// steps and the same acceptance test as `progress(at:)`. A lane that fails the test (or whose
  /// input is outside (0, 1)) is computed again by the scalar function, which takes its slow path.
  /// Curves with P1 and P2 on the diagonal go through the scalar function. For batches of a few
  /// thousand inputs or more of one curve, `prepared()` and its batch are the faster
  /// (docs/timing-curves.md, "Cheap curves and prepared curves").
  ///
  /// Accuracy: one kernel for the scalar and the lanes, so every `Double` output has the bits of
  /// `progress(at:)` of its input and every `Float` output is that value rounded once (tested).
  ///
  /// Always inlined, so the kernel is compiled with the CPU flags of the caller's target (one zmm
  /// register per eight lanes with AVX-512, two ymm with AVX2; docs/batch.md).
  ///
  /// `parallelism` says which threads the call may use (`BatchParallelism`: large batches are cut
  /// into chunks on every core by default, with the same bits as on one thread).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`; nothing
  ///   is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func progress<Element: BatchFloatingPoint>(
    at inputs: UnsafeBufferPointer<Element>, into outputs: UnsafeMutableBufferPointer<Element>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try _splitBatch(
      inputs, outputs, parallelism: parallelism,
      nanosecondsPerElement: Self._nanosecondsPerElement,
      onCallingThread: { inputs, outputs in _progressLoops(inputs, outputs) },
      chunk: { inputs, outputs in _progressChunk(inputs, outputs) })
  }

  /// One chunk of a batch split across threads: `_progressLoops`, specialized in the caller's
  /// module but not inlined.
  ///
  /// A function of its own rather than the body of the chunk closure: the specialized copy of a
  /// closure inside this generic method is compiled with every call to the C library's square-root
  /// shim marked not to inline, so on the threaded path the lanes' square roots became scalar calls
  /// (49 in the chunk) and two threads gained little over one; the specialized function keeps
  /// `vsqrtpd` (docs/performance-notes.md). One call per chunk. A batch on the calling thread
  /// inlines `_progressLoops` instead: through this call it measured 10 % slower on one thread.
  @inlinable @inline(never)
  internal func _progressChunk<Element: BatchFloatingPoint>(
    _ inputs: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>
  ) {
    _progressLoops(inputs, outputs)
  }

  /// The batch over `inputs`: the eight-lane loop with y in the curve's form, or the scalar
  /// function for the identity curve. The kernel reaches the loop as this curve's
  /// `_EightLaneKernel` methods, not as closures, which inside a generic function stay calls per
  /// vector.
  @inlinable @inline(__always)
  internal func _progressLoops<Element: BatchFloatingPoint>(
    _ inputs: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>
  ) {
    if _curve.isIdentity {
      for i in inputs.indices {
        outputs[i] = Element._rounded(from: progress(at: inputs[i]._widened))
      }
      return
    }
    _withLaneRows { rows in
      // The form of y is chosen here, once per chunk: each form has a loop of its own, and the
      // power form's is the same code as before the Bernstein form existed.
      if _curve.lowerHalf.yIsBernstein {
        _eightLaneBatch(inputs, outputs, kernel: _BernsteinYLanes(self), rows: rows)
      } else {
        _eightLaneBatch(inputs, outputs, kernel: self, rows: rows)
      }
    }
  }

  /// The progress at each input of `inputs`, computed in SIMD lanes (in `Double`, rounded once to
  /// `Float` for a `Float` array); see the buffer form.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func progress<Element: BatchFloatingPoint>(
    at inputs: [Element], parallelism: BatchParallelism = .automatic
  ) -> [Element] {
    _arrayBatch(inputs) { try! progress(at: $0, into: $1, parallelism: parallelism) }
  }

  /// `_progressLanes(_:_:rows:yIsBernstein:)` with y in the power form, as the loop of
  /// `_eightLaneBatch` calls it (`_BernsteinYLanes` is the same kernel in the Bernstein form).
  @inlinable @inline(__always)
  public func _lanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeRawPointer
  ) -> (SIMD8<Double>, SIMD8<Double>) {
    _progressLanes(x0, x1, rows: rows, yIsBernstein: false)
  }

  /// `_progressLanes(_:rows:yIsBernstein:)` with y in the power form, as the loop of
  /// `_eightLaneBatch` calls it.
  @inlinable @inline(__always)
  public func _lanes(_ x: SIMD8<Double>, rows: UnsafeRawPointer) -> SIMD8<Double> {
    _progressLanes(x, rows: rows, yIsBernstein: false)
  }

  /// `progress(at:)`, as the loop of `_eightLaneBatch` calls it for the last inputs.
  @inlinable @inline(__always)
  public func _scalar(_ x: Double) -> Double { progress(at: x) }

  /// `progress(at:)` for sixteen inputs, as two groups of eight whose fast paths come before any
  /// branch: the kernel is bound by the latency of its chain, not by its instructions, and with
  /// both groups in one basic block the compiler interleaves them and the processor works on both
  /// chains at once (measured against one group in docs/performance-notes.md).
  @inlinable @inline(__always)
  internal func _progressLanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeRawPointer, yIsBernstein: Bool
  ) -> (SIMD8<Double>, SIMD8<Double>) {
    var (y0, done0) = _fastProgressLanes(x0, rows: rows, yIsBernstein: yIsBernstein)
    var (y1, done1) = _fastProgressLanes(x1, rows: rows, yIsBernstein: yIsBernstein)
    if !_allSet(done0 & done1) {
      _finishLanes(x0, &y0, done0)
      _finishLanes(x1, &y1, done1)
    }
    return (y0, y1)
  }

  /// `progress(at:)` for eight inputs.
  @inlinable @inline(__always)
  internal func _progressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer, yIsBernstein: Bool
  ) -> SIMD8<Double> {
    var (y, done) = _fastProgressLanes(x, rows: rows, yIsBernstein: yIsBernstein)
    if !_allSet(done) { _finishLanes(x, &y, done) }
    return y
  }

  /// The scalar function for the lanes whose `done` bits are clear. Inlined, as the per-curve
  /// batches were before they shared this code: out of line, the plain curve's batch of one curve
  /// measured 12% slower (bench `kinetics-sampled-batch-double-n1024`), inlined 7–8%
  /// (docs/performance-notes.md).
  @inlinable @inline(__always)
  internal func _finishLanes(
    _ x: SIMD8<Double>, _ y: inout SIMD8<Double>, _ done: SIMD8<UInt64>
  ) {
    for lane in 0..<8 where done[lane] == 0 { y[lane] = progress(at: x[lane]) }
  }
}


/// A cubic-Bézier batch kernel with y in the Bernstein form (`_bernsteinHalfProgress`), for the
/// curves with |y1| or |y2| beyond `CubicBezierTimingCurve.bernsteinLimit`: the loop of
/// `_eightLaneBatch` runs it in place of the curve's own (power-form) `_EightLaneKernel` methods,
/// chosen once per chunk by `_CubicBezierBatchKernel._progressChunk`. Same lanes, same scalar
/// fallback, so its outputs have the bits of `progress(at:)` as well.
@usableFromInline
internal struct _BernsteinYLanes<Curve: _CubicBezierBatchKernel>: _EightLaneKernel {
  /// The curve (or prepared curve) whose kernel runs.
  @usableFromInline internal let curve: Curve

  /// The kernel of `curve` with y in the Bernstein form.
  @inlinable @inline(__always)
  internal init(_ curve: Curve) { self.curve = curve }

  /// Sixteen inputs, two groups of eight (`_progressLanes(_:_:rows:yIsBernstein:)`).
  @inlinable @inline(__always)
  internal func _lanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeRawPointer
  ) -> (SIMD8<Double>, SIMD8<Double>) {
    curve._progressLanes(x0, x1, rows: rows, yIsBernstein: true)
  }

  /// Eight inputs (`_progressLanes(_:rows:yIsBernstein:)`).
  @inlinable @inline(__always)
  internal func _lanes(_ x: SIMD8<Double>, rows: UnsafeRawPointer) -> SIMD8<Double> {
    curve._progressLanes(x, rows: rows, yIsBernstein: true)
  }

  /// The curve's `progress(at:)`, which takes the Bernstein form by itself.
  @inlinable @inline(__always)
  internal func _scalar(_ x: Double) -> Double { curve.progress(at: x) }
}
