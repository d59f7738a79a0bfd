import Kinetics
import Testing

@Suite struct BezierCurveCAPITests {
  /// The curves of Tests/CClients/bezier_curves.c, in its order.
  static let curves: [CubicBezierTimingCurve] = [
    .easeIn, .easeOut, .easeInEaseOut, .default,
    try! CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6),
    try! CubicBezierTimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
  ]

  /// kn_bezier_curve holds the Swift value and its eight-byte tag: if CubicBezierTimingCurve grows
  /// past KN_BEZIER_CURVE_SIZE − 8 bytes or stops being trivial (copyable with memcpy), this fails
  /// (and kn_bezier_curve_init refuses to write).
  @Test func theSwiftCurveFitsTheCStorage() throws {
    let output = try CClient.compileAndRun("bezier_curves.c")
    #expect(output.status == 0, "\(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    let size = try #require(fields["size"].flatMap { Int($0) })
    #expect(size == 1024)
    #expect(fields["sizeof"] == "\(size)")
    #expect(fields["alignof"] == "16")
    #expect(MemoryLayout<CubicBezierTimingCurve>.size + 8 <= size)
    #expect(MemoryLayout<CubicBezierTimingCurve>.alignment <= 16)
    #expect(_isPOD(CubicBezierTimingCurve.self))
  }

  @Test func cProgramGetsTheSwiftResultsBitForBit() throws {
    let output = try CClient.compileAndRun("bezier_curves.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let xs = (0..<52).map { values["x[0][\($0)]"]! }
    let floats = xs.map(Float.init)
    for (c, curve) in Self.curves.enumerated() {
      let prepared = curve.prepared()
      let batch = curve.progress(at: xs)
      let batchFloat = curve.progress(at: floats)
      let preparedBatch = prepared.progress(at: xs)
      let preparedBatchFloat = prepared.progress(at: floats)
      for (i, x) in xs.enumerated() {
        let scalar = curve.progress(at: x)
        #expect(values["curve[\(c)][\(i)]"] == scalar, "curve \(c), x = \(x)")
        #expect(values["curveArray[\(c)][\(i)]"] == batch[i], "curve \(c), x = \(x)")
        #expect(values["curveArrayF[\(c)][\(i)]"] == Double(batchFloat[i]), "curve \(c), x = \(x)")
        #expect(values["byValue[\(c)][\(i)]"] == scalar, "curve \(c), x = \(x)")
        #expect(values["byValueArray[\(c)][\(i)]"] == batch[i], "curve \(c), x = \(x)")
        #expect(values["prepared[\(c)][\(i)]"] == prepared.progress(at: x), "curve \(c), x = \(x)")
        #expect(values["preparedArray[\(c)][\(i)]"] == preparedBatch[i], "curve \(c), x = \(x)")
        #expect(
          values["preparedArrayF[\(c)][\(i)]"] == Double(preparedBatchFloat[i]),
          "curve \(c), x = \(x)")
        if c >= 4 { #expect(values["copy[\(c)][\(i)]"] == scalar, "copy \(c), x = \(x)") }
      }
    }
  }

  @Test func invalidCallsGiveAStatusAndAMessage() throws {
    let output = try CClient.compileAndRun("bezier_curves.c")
    #expect(output.status == 0, "\(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    #expect(
      fields["uninitializedError"]
        == "kn_bezier_curve_progress: curve was not initialized by kn_bezier_curve_init")
    #expect(
      fields["uninitializedArrayError"]
        == "kn_bezier_curve_progress_array_f: curve was not initialized by kn_bezier_curve_init")
    #expect(
      fields["initError"]
        == "kn_bezier_curve_init: \(TimingCurveError.parameter(ParameterViolation(name: "x1", value: 1.5, rule: .within(0...1))))"
    )
    #expect(
      fields["misalignedError"]
        == "kn_bezier_curve_progress: curve is not 16-byte aligned (KN_BEZIER_CURVE_ALIGNMENT)")
    #expect(fields["nullCurveError"] == "kn_bezier_curve_progress: curve is NULL")
    #expect(fields["infiniteError"] == "kn_bezier_curve_progress: x must be finite, got inf")
    #expect(
      fields["preparedCreateError"]
        == "kn_bezier_prepared_create: \(TimingCurveError.parameter(ParameterViolation(name: "x1", value: 1.5, rule: .within(0...1))))"
    )
    #expect(fields["nullPreparedError"] == "kn_bezier_prepared_progress: prepared is NULL")
  }
}
