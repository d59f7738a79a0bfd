extension AnimationPath {
  /// The path as SVG path data (SVG 1.1 §8.3): absolute commands only — M, L, Q, C, A, Z — and
  /// every number in Swift's shortest round-trip form, so `AnimationPath(svgPathData:)` reads back
  /// the same coordinates bit for bit (arcs up to the rounding of their endpoint conversion).
  ///
  /// An arc becomes SVG's endpoint form (Appendix F.6.4): radii, rotation in degrees, the
  /// large-arc flag |Δθ| > π, the sweep flag Δθ > 0 and the end point; an arc sweeping more than
  /// 1.5π is written as ⌈|Δθ|/1.5π⌉ equal arcs, since one `A` command cannot turn a full circle.
  /// An empty path gives the empty string.
  public var svgPathData: String {
    var words: [String] = []
    func point(_ p: SIMD2<Double>) { words += [p.x.description, p.y.description] }
    for element in elements {
      switch element {
      case .move(let p):
        words.append("M")
        point(p)
      case .line(let p):
        words.append("L")
        point(p)
      case .quadCurve(let p, let control):
        words.append("Q")
        point(control)
        point(p)
      case .curve(let p, let control1, let control2):
        words.append("C")
        point(control1)
        point(control2)
        point(p)
      case .arc(let arc):
        let count = max(1, Int((abs(arc.sweepAngle) / (1.5 * Double.pi)).rounded(.up)))
        let step = arc.sweepAngle / Double(count)
        for piece in 1...count {
          words += [
            "A", arc.radii.x.description, arc.radii.y.description, (arc.rotation * (180 / Double.pi)).description,
            abs(step) > Double.pi ? "1" : "0", step > 0 ? "1" : "0",
          ]
          point(piece == count ? arc.endPoint : arc.point(atAngle: arc.startAngle + Double(piece) * step))
        }
      case .closeSubpath:
        words.append("Z")
      }
    }
    return words.joined(separator: " ")
  }
}
