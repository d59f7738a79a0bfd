import Kinetics
import Testing

/// Paced tables of paths whose panels are longer than the largest Double divided by the table's
/// pieces (issue 19): the node arc lengths length·k/pieces overflowed, and the table gave NaN.
@Suite struct HugePanelPacedTableTests {
  @Test func aLineNearTheLargestCoordinatesSamplesFinitePoints() throws {
    var path = AnimationPath()
    try path.move(to: SIMD2(-3.025382357160358e+307, -9.176039590621074e+307))
    try path.addLine(to: SIMD2(-4.785375118469963e+307, -8.199538860705292e+307))
    let measured = try path.measured()
    let table = try measured.pacedTable()
    for u in stride(from: 0.0, through: 1.0, by: 0.05) {
      let exact = measured.point(atPacedFraction: u)
      let fast = table.point(atPacedFraction: u)
      #expect(fast.x.isFinite && fast.y.isFinite, "at \(u): \(fast)")
      #expect(abs(fast.x - exact.x) <= 1e-9 * measured.length && abs(fast.y - exact.y) <= 1e-9 * measured.length, "at \(u)")
    }
    let batch = table.points(atPacedFractions: [0.1, 0.5, 0.9])
    #expect(batch.x.allSatisfy { $0.isFinite } && batch.y.allSatisfy { $0.isFinite })
  }
}
