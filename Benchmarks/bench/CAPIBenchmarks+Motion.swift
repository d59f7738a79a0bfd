import CKinetics
import Kinetics

/// `c-api-timing-curve` and `c-api-timing-curve-float`: the default curve (CSS `ease`) at random
/// x in [0, 1], `CubicBezierTimingCurve.progress(at:into:)` against `kn_bezier_progress_array`
/// (and the Float forms).
func timingCurveRows(count: Int, inputs: [Double]) -> [BenchCase] {
  let curve = CubicBezierTimingCurve.default
  let cCurve = kn_cubic_bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  let (source, output) = benchBuffers(inputs)
  let (floatSource, floatOutput) = benchBuffers(inputs.map(Float.init))
  return cAPIPair(
    kernel: "c-api-timing-curve", suffix: "double", count: count, outputs: output,
    swift: { try! curve.progress(at: source, into: output) },
    c: {
      _ = CKinetics.kn_bezier_progress_array(cCurve, source.baseAddress, output.baseAddress, count)
    })
    + cAPIPair(
      kernel: "c-api-timing-curve-float", suffix: "float", count: count, outputs: floatOutput,
      swift: { try! curve.progress(at: floatSource, into: floatOutput) },
      c: {
        _ = CKinetics.kn_bezier_progress_array_f(
          cCurve, floatSource.baseAddress, floatOutput.baseAddress, count)
      })
}

/// `c-api-spring`, `c-api-spring-velocity`, `c-api-spring-float` and `c-api-spring-velocity-float`: an underdamped spring
/// (ζ = 0.5, response 0.5 s) from 10 to −5 with velocity 40 at random t in [0, 2) s,
/// `Spring.positions(at:…into:)` / `velocities` against `kn_spring_position_array` /
/// `kn_spring_velocity_array` (and the Float forms).
func springRows(count: Int, inputs: [Double]) -> [BenchCase] {
  let spring = try! Spring(response: 0.5, dampingRatio: 0.5)
  let cSpring = kn_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  let motion = kn_spring_motion(from: 10, to: -5, initial_velocity: 40)
  let times = inputs.map { 2 * $0 }
  let (source, output) = benchBuffers(times)
  let (floatSource, floatOutput) = benchBuffers(times.map(Float.init))
  return cAPIPair(
    kernel: "c-api-spring", suffix: "double", count: count, outputs: output,
    swift: {
      try! spring.positions(at: source, from: 10, to: -5, initialVelocity: 40, into: output)
    },
    c: {
      _ = CKinetics.kn_spring_position_array(
        cSpring, motion, source.baseAddress, output.baseAddress, count)
    })
    + cAPIPair(
      kernel: "c-api-spring-velocity", suffix: "double", count: count, outputs: output,
      swift: {
        try! spring.velocities(at: source, from: 10, to: -5, initialVelocity: 40, into: output)
      },
      c: {
        _ = CKinetics.kn_spring_velocity_array(
          cSpring, motion, source.baseAddress, output.baseAddress, count)
      })
    + cAPIPair(
      kernel: "c-api-spring-float", suffix: "float", count: count, outputs: floatOutput,
      swift: {
        try! spring.positions(
          at: floatSource, from: 10, to: -5, initialVelocity: 40, into: floatOutput)
      },
      c: {
        _ = CKinetics.kn_spring_position_array_f(
          cSpring, motion, floatSource.baseAddress, floatOutput.baseAddress, count)
      })
    + cAPIPair(
      kernel: "c-api-spring-velocity-float", suffix: "float", count: count, outputs: floatOutput,
      swift: {
        try! spring.velocities(
          at: floatSource, from: 10, to: -5, initialVelocity: 40, into: floatOutput)
      },
      c: {
        _ = CKinetics.kn_spring_velocity_array_f(
          cSpring, motion, floatSource.baseAddress, floatOutput.baseAddress, count)
      })
}

/// An input buffer holding `values` and an output buffer of the same size, allocated for the
/// life of the process (the rows run until the bench exits).
func benchBuffers<Element: BinaryFloatingPoint>(
  _ values: [Element]
) -> (UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) {
  let input = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
  _ = input.initialize(from: values)
  let output = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
  output.initialize(repeating: 0)
  return (UnsafeBufferPointer(input), output)
}
