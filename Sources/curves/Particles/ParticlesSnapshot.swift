import Foundation
import Kinetics

/// `curves particles --format svg`: the particles at one time drawn as dots in the xy-plane.
enum ParticlesSnapshot {
  /// An SVG of `particles`: each a circle of radius dotRadius × scale at (x, y) (y down, as layer
  /// coordinates), filled with its color and opacity alpha, oldest first so that the newest are on
  /// top; the view is the square around the particles' bounding box with a margin, on a dark
  /// background (particles
  /// are mostly light), with a caption.
  static func svg(of particles: [EmitterParticle], time: Double, dotRadius: Double) -> String {
    func f(_ value: Double) -> String { String(format: "%.2f", value) }
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    // Every position is finite: the library refuses a time whose particles overflow.
    var low = SIMD2(0.0, 0.0), high = SIMD2(1.0, 1.0)
    if let first = particles.first {
      low = SIMD2(first.position.x, first.position.y)
      high = low
      for p in particles {
        let r = dotRadius * p.scale
        low = pointwiseMin(low, SIMD2(p.position.x - r, p.position.y - r))
        high = pointwiseMax(high, SIMD2(p.position.x + r, p.position.y + r))
      }
    }
    // A square view centered on the particles, so that the drawing keeps its proportions.
    let side = max(high.x - low.x, high.y - low.y, 1)
    let margin = 0.05 * side + dotRadius
    let origin = (low + high) / 2 - (side / 2 + margin)
    let box = SIMD2(repeating: side + 2 * margin)
    // The drawing is 480 wide (or tall), the caption below it.
    let pixels = 480 / max(box.x, box.y)
    let (width, height) = (box.x * pixels, box.y * pixels)
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height + 28))" \
      viewBox="0 0 \(f(width)) \(f(height + 28))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <rect width="\(f(width))" height="\(f(height))" fill="#15171c"/>
      <g>

      """
    for p in particles.sorted(by: { $0.age > $1.age }) {
      let r = dotRadius * p.scale * pixels
      guard r > 0, p.color.alpha > 0 else { continue }
      let hex = String(format: "#%02x%02x%02x", channel(p.color.red), channel(p.color.green), channel(p.color.blue))
      let opacity = p.color.alpha < 1 ? " fill-opacity=\"\(f(p.color.alpha))\"" : ""
      svg += "<circle cx=\"\(f((p.position.x - origin.x) * pixels))\" cy=\"\(f((p.position.y - origin.y) * pixels))\" r=\"\(f(r))\" fill=\"\(hex)\"\(opacity)/>\n"
    }
    let caption = "\(particles.count) particles at t = \(NumberText.shortest(time)) s; view x \(f(origin.x))…\(f(origin.x + box.x)), y \(f(origin.y))…\(f(origin.y + box.y))"
    svg += "</g>\n<text x=\"\(f(width / 2))\" y=\"\(f(height + 19))\" text-anchor=\"middle\">\(caption)</text>\n</svg>\n"
    return svg
  }
}
