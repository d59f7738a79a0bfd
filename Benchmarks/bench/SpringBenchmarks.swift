import Foundation
import Kinetics

/// Spring rows (kernel `spring`, docs/benchmarks.md): the analytic solution scalar (baseline) and in SIMD
/// batches (Float, Double; Double also for an overdamped spring), and every integrator at
/// h = 1/60 s and at the step 2^−k/60 s its order predicts reaches an error of 1e-6. The motion:
/// mass 1, stiffness 170, damping 10 (ζ ≈ 0.38), from 0 to 1 with v₀ = 2. Errors are absolute
/// position errors (the scale |to − from| is 1) against the same closed form evaluated in WideReal.
let springBenchmarks: BenchSuite = { configuration in
  let spring = try! Spring(mass: 1, stiffness: 170, damping: 10)
  let (from, target, velocity) = (0.0, 1.0, 2.0)
  let count = configuration.size(4096, quick: 1024)
  let times = (0..<count).map { 2 * Double($0) / Double(count) }
  let floatTimes = times.map(Float.init)
  let reference = times.map {
    springReferencePosition(
      spring, from: from, to: target, initialVelocity: velocity, at: WideReal($0))
  }
  var cases: [BenchCase] = []

  cases.append(
    BenchCase(
      kernel: "spring", variant: "analytic-scalar-double", count: count, isBaseline: true,
      maxError: {
        zip(times, reference).map {
          abs(
            WideReal(spring.position(at: $0, from: from, to: target, initialVelocity: velocity)) - $1
          )
        }
        .map { Double($0) }.max()
      },
      run: {
        var sum = 0.0
        for t in times {
          sum += spring.position(at: t, from: from, to: target, initialVelocity: velocity)
        }
        return sum
      }))
  var doubleOutput = [Double](repeating: 0, count: count)
  cases.append(
    BenchCase(
      kernel: "spring", variant: "analytic-batch-double", count: count,
      maxError: {
        zip(
          spring.positions(at: times, from: from, to: target, initialVelocity: velocity), reference
        )
        .map { Double(abs(WideReal($0) - $1)) }.max()
      },
      run: {
        times.withUnsafeBufferPointer { input in
          doubleOutput.withUnsafeMutableBufferPointer { output in
            try! spring.positions(
              at: input, from: from, to: target, initialVelocity: velocity, into: output)
          }
        }
        return doubleOutput[count / 3]
      }))
  var floatOutput = [Float](repeating: 0, count: count)
  cases.append(
    BenchCase(
      kernel: "spring", variant: "analytic-batch-float", count: count,
      maxError: {
        let exact = floatTimes.map {
          springReferencePosition(
            spring, from: from, to: target, initialVelocity: velocity, at: WideReal($0))
        }
        return zip(
          spring.positions(at: floatTimes, from: from, to: target, initialVelocity: velocity), exact
        )
        .map { Double(abs(WideReal($0) - $1)) }.max()
      },
      run: {
        floatTimes.withUnsafeBufferPointer { input in
          floatOutput.withUnsafeMutableBufferPointer { output in
            try! spring.positions(
              at: input, from: from, to: target, initialVelocity: velocity, into: output)
          }
        }
        return Double(floatOutput[count / 3])
      }))

  // The other regime's kernel: an overdamped spring (ζ = 2: mass 1, stiffness 100, damping 40),
  // the same times and motion.
  let overdamped = try! Spring(mass: 1, stiffness: 100, damping: 40)
  cases.append(
    BenchCase(
      kernel: "spring", variant: "analytic-batch-double-overdamped", count: count,
      maxError: {
        zip(
          times, overdamped.positions(at: times, from: from, to: target, initialVelocity: velocity)
        )
        .map { t, x in
          Double(
            abs(
              WideReal(x)
                - overdampedReferencePosition(
                  overdamped, from: from, to: target, initialVelocity: velocity, at: WideReal(t))))
        }.max()
      },
      run: {
        times.withUnsafeBufferPointer { input in
          doubleOutput.withUnsafeMutableBufferPointer { output in
            try! overdamped.positions(
              at: input, from: from, to: target, initialVelocity: velocity, into: output)
          }
        }
        return doubleOutput[count / 3]
      }))

  // Many springs, one frame: 4096 springs sharing the parameters advance by 1/60 s in place.
  let manyStarts = (0..<count).map { Double($0 % 97) / 97 - 0.5 }
  var manyPositions = manyStarts
  var manyVelocities = manyStarts.map { 3 * $0 }
  let manyTargets = [Double](repeating: 1, count: count)
  // The timed passes alternate the targets ±1 so the states never decay into subnormals.
  let alternateTargets = [Double](repeating: -1, count: count)
  var passIsOdd = false
  cases.append(
    BenchCase(
      kernel: "spring", variant: "exact-step-batch-double-many-springs", count: count,
      maxError: {
        var positions = manyStarts
        var velocities = manyStarts.map { 3 * $0 }
        positions.withUnsafeMutableBufferPointer { p in
          velocities.withUnsafeMutableBufferPointer { v in
            manyTargets.withUnsafeBufferPointer { t in
              try! spring.advance(positions: p, velocities: v, targets: t, by: 1.0 / 60)
            }
          }
        }
        return zip(positions, manyStarts).map { position, start in
          Double(
            abs(
              WideReal(position)
                - springReferencePosition(
                  spring, from: start, to: 1, initialVelocity: 3 * start, at: 1 / 60)))
        }.max()
      },
      run: {
        passIsOdd.toggle()
        manyPositions.withUnsafeMutableBufferPointer { p in
          manyVelocities.withUnsafeMutableBufferPointer { v in
            (passIsOdd ? alternateTargets : manyTargets).withUnsafeBufferPointer { t in
              try! spring.advance(positions: p, velocities: v, targets: t, by: 1.0 / 60)
            }
          }
        }
        return manyPositions[count / 3]
      }))

  // Integrators: one pass runs the motion over 1 s; an evaluation is one step (or, for rk45, one
  // 1/60 s frame with adaptive steps inside).
  let methods: [SpringIntegrationMethod] = [
    .explicitEuler, .semiImplicitEuler, .velocityVerlet, .rungeKutta4, .dormandPrince45, .exactStep,
  ]
  for method in methods {
    func trajectoryError(step h: Double, tolerance: Double) -> Double {
      var state = SpringState(position: from, velocity: velocity)
      var worst: WideReal = 0
      let steps = Int((1 / h).rounded())
      for index in 1...steps {
        state =
          method == .dormandPrince45
          ? try! spring.dormandPrinceAdvance(state, target: target, by: h, tolerance: tolerance).state
          : try! spring.advance(state, target: target, by: h, using: method)
        let exact = springReferencePosition(
          spring, from: from, to: target, initialVelocity: velocity, at: WideReal(index) * WideReal(h)
        )
        worst = max(worst, abs(WideReal(state.position) - exact))
      }
      return Double(worst)
    }
    func row(_ variant: String, step h: Double, tolerance: Double) -> BenchCase {
      let steps = Int((1 / h).rounded())
      return BenchCase(
        kernel: "spring", variant: variant, count: steps,
        maxError: { trajectoryError(step: h, tolerance: tolerance) },
        run: {
          var state = SpringState(position: from, velocity: velocity)
          for _ in 0..<steps {
            state =
              method == .dormandPrince45
              ? try! spring.dormandPrinceAdvance(state, target: target, by: h, tolerance: tolerance)
                .state
              : try! spring.advance(state, target: target, by: h, using: method)
          }
          return state.position
        })
    }
    let name = method.rawValue
    if method == .dormandPrince45 {
      // Frames of 1/60 s with a loose tolerance, then the loosest tolerance 10^−k that reaches 1e-6
      // (no second row when the loose one already does).
      cases.append(row("\(name)-scalar-frame-1/60-tol-1e-2", step: 1.0 / 60, tolerance: 1e-2))
      var exponent = 2
      while trajectoryError(step: 1.0 / 60, tolerance: Double.pow10(-exponent)) > 1e-6
        && exponent < 14
      { exponent += 1 }
      if exponent > 2 {
        cases.append(
          row(
            "\(name)-scalar-frame-1/60-tol-1e-\(exponent)", step: 1.0 / 60,
            tolerance: Double.pow10(-exponent)))
      }
      continue
    }
    cases.append(row("\(name)-scalar-h-1/60", step: 1.0 / 60, tolerance: 0))
    if method == .exactStep { continue }
    // The step for 1e-6: from the error at h₀ = 1/960 s and the method's order p, the smallest
    // k with e(h₀)·2^(−p(k−4)) ≤ 1e-6 (no trajectory search: the Euler steps would take seconds).
    // The row's max_error shows the error actually reached.
    let order: Double = method == .velocityVerlet ? 2 : method == .rungeKutta4 ? 4 : 1
    let probe = trajectoryError(step: 1.0 / 960, tolerance: 0)
    let k = max(0, 4 + Int((log2(probe / 1e-6) / order).rounded(.up)))
    cases.append(
      row("\(name)-scalar-h-1/\(60 << k)", step: 1.0 / 60 / Double(1 << k), tolerance: 0))
  }
  return cases
}

/// The closed form u = e^(−αt)(u₀cos ω_d t + (v₀ + αu₀)sin(ω_d t)/ω_d) in WideReal (underdamped
/// springs only: the benchmark's spring), from the spring's Double parameters.
func springReferencePosition(
  _ spring: Spring, from: Double, to target: Double, initialVelocity: Double, at t: WideReal
) -> WideReal {
  let m = WideReal(spring.mass)
  let k = WideReal(spring.stiffness)
  let c = WideReal(spring.damping)
  let alpha = c / (2 * m)
  let omega = (k / m - alpha * alpha).squareRoot()
  let u0 = WideReal(from) - WideReal(target)
  let v0 = WideReal(initialVelocity)
  return WideReal(target) + exp(-alpha * t)
    * (u0 * cos(omega * t) + (v0 + alpha * u0) * sin(omega * t) / omega)
}

/// The overdamped closed form u = ((v₀ + λ_f u₀)e^(−λ_s t) − (v₀ + λ_s u₀)e^(−λ_f t))/(λ_f − λ_s),
/// λ = α ∓ √(α² − ω₀²), in WideReal from the spring's Double parameters (overdamped springs only).
func overdampedReferencePosition(
  _ spring: Spring, from: Double, to target: Double, initialVelocity: Double, at t: WideReal
) -> WideReal {
  let alpha = WideReal(spring.damping) / (2 * WideReal(spring.mass))
  let gamma = (alpha * alpha - WideReal(spring.stiffness) / WideReal(spring.mass)).squareRoot()
  let (slow, fast) = (alpha - gamma, alpha + gamma)
  let u0 = WideReal(from) - WideReal(target)
  let v0 = WideReal(initialVelocity)
  return WideReal(target)
    + ((v0 + fast * u0) * exp(-slow * t) - (v0 + slow * u0) * exp(-fast * t)) / (fast - slow)
}

extension Double {
  /// 10^exponent, exact for the small exponents the benchmark uses.
  static func pow10(_ exponent: Int) -> Double { Foundation.pow(10, Double(exponent)) }
}
