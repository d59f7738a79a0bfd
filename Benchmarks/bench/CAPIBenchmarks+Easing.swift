import CKinetics
import Kinetics

/// `c-api-easing-create`: parsing a CSS `<easing-function>`, for four typical strings (a keyword,
/// `cubic-bezier()`, `steps()`, and `linear()` with 10 stops), 1,000 parses a pass. The `swift-parse-*`
/// rows call `EasingFunction(css:)` (baseline: the keyword); the `c-api-create-destroy-*` rows call
/// `kn_easing_create` on the same NUL-terminated text and `kn_linear_easing_destroy` on the handle it
/// returns (NULL but for `linear()`), so the C figure holds the handle's creation and release.
/// maxError: the largest difference between the parsed function's progress at x = 0.3 and Swift's.
func easingCreateRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(1000, quick: 100)
  let strings: [(name: String, css: String)] = [
    ("ease-in-out", "ease-in-out"),
    ("cubic-bezier", "cubic-bezier(.2,.8,.2,1)"),
    ("steps", "steps(4, jump-end)"),
    ("linear-10", "linear(0, 0.1 10%, 0.25 20%, 0.45, 0.6 45%, 0.72, 0.84 70% 75%, 0.93, 0.98, 1)"),
  ]
  let x = 0.3
  func swiftProgress(_ css: String) -> Double { try! EasingFunction(css: css).progress(at: x) }
  /// Parses `text` through the C API, evaluates it at x, and releases the handle.
  func cProgress(_ text: UnsafePointer<CChar>) -> Double {
    var function = kn_timing_function()
    var linear: OpaquePointer?
    precondition(CKinetics.kn_easing_create(text, &function, &linear) == KN_OK)
    var y = Double.nan
    _ = CKinetics.kn_timing_progress(&function, x, &y)
    _ = CKinetics.kn_linear_easing_destroy(linear)
    return y
  }
  return strings.flatMap { entry -> [BenchCase] in
    // NUL-terminated copies that live as long as the process (the rows run until the bench exits).
    let bytes = entry.css.utf8CString
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    bytes.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: $0.count) }
    let text = UnsafePointer(storage)
    return [
      BenchCase(
        kernel: "c-api-easing-create", variant: "swift-parse-\(entry.name)", count: count,
        isBaseline: entry.name == "ease-in-out", maxError: { 0 },
        run: {
          var sum = 0.0
          for _ in 0..<count {
            switch try! EasingFunction(css: entry.css) {
            case .cubicBezier(let curve): sum += curve.x1
            case .steps(let steps): sum += Double(steps.count)
            case .linear(let linear): sum += linear.progress(at: 0)
            }
          }
          return sum
        }),
      BenchCase(
        kernel: "c-api-easing-create", variant: "c-api-create-destroy-\(entry.name)", count: count,
        maxError: { abs(cProgress(text) - swiftProgress(entry.css)) },
        run: {
          var sum = 0.0
          for _ in 0..<count {
            var function = kn_timing_function()
            var linear: OpaquePointer?
            _ = CKinetics.kn_easing_create(text, &function, &linear)
            sum += Double(function.kind.rawValue)
            _ = CKinetics.kn_linear_easing_destroy(linear)
          }
          return sum
        }),
    ]
  }
}
