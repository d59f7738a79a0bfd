import Foundation

/// Axis ranges and tick positions at "nice" steps (1, 2 or 5 times a power of ten), the choice of
/// Heckbert's "Nice numbers for graph labels" (Graphics Gems, 1990).
struct AxisScale {
  let lower: Double
  let upper: Double
  let ticks: [Double]
  /// Digits after the decimal point that tell ticks apart.
  let decimals: Int

  /// A scale covering `minimum...maximum` with about `targetTicks` ticks; `padding` widens the
  /// range by that fraction of its width on each side first (so that data at a nice number does
  /// not lie on the frame).
  init(covering minimum: Double, _ maximum: Double, targetTicks: Int = 6, padding: Double = 0) {
    var low = minimum
    var high = maximum
    if !(low.isFinite && high.isFinite) { (low, high) = (0, 1) }
    let pad = (high - low) * padding
    if pad.isFinite, pad > 0 { (low, high) = (low - pad, high + pad) }
    if high - low <= max(abs(low), abs(high)) * 1e-12 {
      let pad = low == 0 ? 1 : abs(low) * 0.1
      (low, high) = (low - pad, high + pad)
    }
    let step = AxisScale.niceStep((high - low) / Double(max(targetTicks - 1, 1)))
    let first = (low / step).rounded(.down) * step
    let last = (high / step).rounded(.up) * step
    let count = Int(((last - first) / step).rounded()) + 1
    ticks = (0..<count).map { first + Double($0) * step }
    lower = first
    upper = last
    decimals = max(0, -Int((log10(step)).rounded(.down)))
  }

  /// The nice number (1, 2 or 5 × 10^k) nearest above `rough`.
  static func niceStep(_ rough: Double) -> Double {
    let exponent = (log10(rough)).rounded(.down)
    let power = pow(10, exponent)
    let fraction = rough / power
    let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
    return nice * power
  }

  /// The label of a tick, with just enough decimals.
  func label(_ value: Double) -> String {
    let text = String(format: "%.\(decimals)f", value == 0 ? 0 : value)
    return text == "-0" ? "0" : text
  }
}
