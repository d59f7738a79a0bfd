import Kinetics
import Testing

@Suite struct TangentAngleTests {
  private func angle(_ data: String, keyframe: Int = 0, at t: Double, _ mode: PathRotationMode = .auto) throws -> Double {
    let measured = try AnimationPath(svgPathData: data).measured()
    return measured.tangentAngle(at: PathLocation(keyframe: keyframe, parameter: t), rotationMode: mode)
  }

  @Test func followsTheDerivativeWhereTheSpeedIsPositive() throws {
    #expect(try angle("M0 0 L 10 10", at: 0.3) == Double.pi / 4)
    #expect(try angle("M0 0 L -10 0", at: 0.3) == Double.pi)
    #expect(try angle("M0 0 L 0 -10", at: 0.3) == -Double.pi / 2)
  }

  @Test func cuspUsesTheSecondDerivativeOnTheSideOfTravel() throws {
    // B′(½) = 0 because P3 + P2 = P1 + P0; B″(½) = (0, −600): after the cusp the path heads to −y.
    #expect(try angle("M 0 0 C 100 100 0 100 100 0", at: 0.5) == -Double.pi / 2)
  }

  @Test func controlPointOnAnEndPointUsesTheSecondDerivative() throws {
    // B′(0) = 0, B″(0) = 6(P2 − 2P1 + P0) = (600, 600).
    #expect(abs(try angle("M 0 0 C 0 0 100 100 100 100", at: 0) - Double.pi / 4) <= 1e-15)
    // At t = 1 the limit from before: −B″(1) = −6(P3 − 2P2 + P1) = (600, 600).
    #expect(abs(try angle("M 0 0 C 0 0 100 100 100 100", at: 1) - Double.pi / 4) <= 1e-15)
    // A quadratic whose control point is its start point.
    #expect(try angle("M0 0 Q 0 0 10 0", at: 0) == 0)
  }

  @Test func bothControlPointsOnTheStartUseTheThirdDerivative() throws {
    // B′(0) = B″(0) = 0, B‴ = 6(P3 − 3P2 + 3P1 − P0) = (60, 30).
    // atan(1/2) = 0.46364760900080611621 (mpmath.atan, 20 digits).
    #expect(abs(try angle("M0 0 C 0 0 0 0 10 5", at: 0) - 0.46364760900080611621) <= 1e-15)
  }

  @Test func aSinglePointElementHasAngleZero() throws {
    #expect(try angle("M 3 4 L 3 4", at: 0.5) == 0)
  }

  @Test func autoReverseTurnsByHalfATurnWithinRange() throws {
    #expect(try angle("M0 0 L 10 0", at: 0.5, .autoReverse) == Double.pi)
    #expect(abs(try angle("M0 0 L 10 10", at: 0.5, .autoReverse) + 3 * Double.pi / 4) <= 1e-15)
    #expect(abs(try angle("M0 0 L -10 -10", at: 0.5, .autoReverse) - Double.pi / 4) <= 1e-15)
  }

  @Test func arcTangentIsPerpendicularToTheRadius() throws {
    // Circle radius 10 about the origin, swept toward +y: at angle θ the tangent is θ + π/2.
    let path = try AnimationPath(ovalIn: SIMD2(-10, -10), size: SIMD2(20, 20)).measured()
    let tangent = path.tangentAngle(at: PathLocation(keyframe: 0, parameter: 0.125))
    #expect(abs(tangent - 3 * Double.pi / 4) <= 1e-14)
  }
}
