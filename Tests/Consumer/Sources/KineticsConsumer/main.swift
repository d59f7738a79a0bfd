// The README's Swift example: a user's first lines with Kinetics as a dependency.
import Kinetics

let ease = try CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
print("ease(0.5) =", ease.progress(at: 0.5))
let spring = try Spring(response: 0.5, dampingRatio: 0.7)
print("spring(0.2) =", spring.position(at: 0.2, from: 0, to: 100))
print("Kinetics", KineticsVersion.current)
