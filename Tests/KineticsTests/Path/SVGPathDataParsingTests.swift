import Kinetics
import Testing

@Suite struct SVGPathDataParsingTests {
  private func elements(_ data: String) throws -> [PathElement] {
    try AnimationPath(svgPathData: data).elements
  }

  private func offset(of data: String) -> Int? {
    do {
      _ = try AnimationPath(svgPathData: data)
      return nil
    } catch {
      if case .malformedPathData(let offset, _) = error { return offset }
      return nil
    }
  }

  @Test func absoluteAndRelativeLinesAgree() throws {
    #expect(try elements("M 10 20 L 30 40 H 50 V 60") == [
      .move(to: SIMD2(10, 20)), .line(to: SIMD2(30, 40)), .line(to: SIMD2(50, 40)), .line(to: SIMD2(50, 60)),
    ])
    #expect(try elements("m 10 20 l 20 20 h 20 v 20") == elements("M 10 20 L 30 40 H 50 V 60"))
  }

  @Test func extraPairsAfterMoveAreLines() throws {
    #expect(try elements("M0 0 10 0 10 10") == [.move(to: .zero), .line(to: SIMD2(10, 0)), .line(to: SIMD2(10, 10))])
    #expect(try elements("m1 1 2 0 0 2") == [.move(to: SIMD2(1, 1)), .line(to: SIMD2(3, 1)), .line(to: SIMD2(3, 3))])
  }

  @Test func implicitRepetitionOfEveryCommand() throws {
    #expect(try elements("M0 0 L1 1 2 2") == elements("M0 0 L1 1 L2 2"))
    #expect(try elements("M0 0 H1 2 3") == elements("M0 0 H1 H2 H3"))
    #expect(try elements("M0 0 v1 2") == elements("M0 0 v1 v2"))
    #expect(try elements("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3") == elements("M0 0 c1 1 2 2 3 3 c1 1 2 2 3 3"))
    #expect(try elements("M0 0 q1 1 2 0 1 1 2 0") == elements("M0 0 q1 1 2 0 q1 1 2 0"))
    #expect(try elements("M0 0 t1 1 2 0") == elements("M0 0 t1 1 t2 0"))
    #expect(try elements("M0 0 s1 1 2 0 1 1 2 0") == elements("M0 0 s1 1 2 0 s1 1 2 0"))
    #expect(try elements("M0 0 a1 1 0 0 1 2 0 1 1 0 0 1 2 0") == elements("M0 0 a1 1 0 0 1 2 0 a1 1 0 0 1 2 0"))
  }

  @Test func relativeCubicAndQuadraticAreOffsetByTheCurrentPoint() throws {
    #expect(try elements("M10 10 c1 2 3 4 5 6") == [
      .move(to: SIMD2(10, 10)), .curve(to: SIMD2(15, 16), control1: SIMD2(11, 12), control2: SIMD2(13, 14)),
    ])
    #expect(try elements("M10 10 q1 2 3 4") == [.move(to: SIMD2(10, 10)), .quadCurve(to: SIMD2(13, 14), control: SIMD2(11, 12))])
  }

  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    // After C the first control point of S is the reflection of C's second control point.
    #expect(try elements("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")[2] == .curve(to: SIMD2(20, 0), control1: SIMD2(10, -10), control2: SIMD2(20, -10)))
    // Without a preceding C/S it is the current point.
    #expect(try elements("M0 0 L 5 0 S 20 -10 20 0")[2] == .curve(to: SIMD2(20, 0), control1: SIMD2(5, 0), control2: SIMD2(20, -10)))
    #expect(try elements("M0 0 Q 5 10 10 0 T 20 0")[2] == .quadCurve(to: SIMD2(20, 0), control: SIMD2(15, -10)))
    #expect(try elements("M0 0 Q 5 10 10 0 T 20 0 T 30 0")[3] == .quadCurve(to: SIMD2(30, 0), control: SIMD2(25, 10)))
    #expect(try elements("M0 0 L 10 0 T 20 0")[2] == .quadCurve(to: SIMD2(20, 0), control: SIMD2(10, 0)))
  }

  @Test func numbersInEveryValidForm() throws {
    #expect(try elements("M1e-3 .5") == [.move(to: SIMD2(0.001, 0.5))])
    #expect(try elements("M.5.5") == [.move(to: SIMD2(0.5, 0.5))])
    #expect(try elements("M-1-2") == [.move(to: SIMD2(-1, -2))])
    #expect(try elements("M+1E+2,5.") == [.move(to: SIMD2(100, 5))])
    #expect(try elements("M1.5e2-.25") == [.move(to: SIMD2(150, -0.25))])
    #expect(try elements("M 1 , 2") == [.move(to: SIMD2(1, 2))])
    #expect(try elements("\t\nM1\r\n2 ") == [.move(to: SIMD2(1, 2))])
  }

  @Test func arcFlagsNeedNoSeparators() throws {
    let compact = try elements("M0 0 a1 1 0 00 1 1")
    let spaced = try elements("M0 0 a 1 1 0 0 0 1 1")
    #expect(compact == spaced)
    #expect(try elements("M0 0 a1,1,0,1,1,2,0") == elements("M0 0 a1 1 0 11 2 0"))
    #expect(compact.count == 2)
  }

  @Test func degenerateArcsFollowAppendixF62() throws {
    #expect(try elements("M0 0 A 0 5 0 0 1 10 0") == [.move(to: .zero), .line(to: SIMD2(10, 0))])
    #expect(try elements("M0 0 A 5 5 0 0 1 0 0") == [.move(to: .zero)])
  }

  @Test func closeReturnsToTheSubpathStart() throws {
    let path = try AnimationPath(svgPathData: "M 10 10 l 5 0 z l 0 5")
    #expect(path.elements == [.move(to: SIMD2(10, 10)), .line(to: SIMD2(15, 10)), .closeSubpath, .line(to: SIMD2(10, 15))])
    #expect(path.keyframeCount == 3)
  }

  @Test func emptyDataIsAnEmptyPath() throws {
    #expect(try elements("") == [])
    #expect(try elements("  \n") == [])
  }

  @Test func malformedDataNamesTheOffset() {
    #expect(offset(of: "L 1 2") == 0)  // must start with M
    #expect(offset(of: "M 1 2 X 3") == 6)  // unknown letter
    #expect(offset(of: "M 1") == 3)  // missing y at the end
    #expect(offset(of: "M 1 2 L 3 ,") == 11)  // comma not followed by a number
    #expect(offset(of: "M 1 2 L 3 4,") == 12)
    #expect(offset(of: "M 1 2 C 1 2 3") == 13)
    #expect(offset(of: "M0 0 A 1 1 0 2 0 5 5") == 13)  // flag must be 0 or 1
    #expect(offset(of: "M 1e999 0") == 2)  // overflows to infinity
    #expect(offset(of: "M 1 2 Z 3") == 8)  // Z takes no arguments
    #expect(offset(of: "M 1 2 L .") == 8)
    #expect(offset(of: "M 1 2 L 3 4 é") == 12)
  }

  @Test func errorMessageNamesTheCharacter() {
    #expect(throws: PathError.malformedPathData(offset: 6, reason: "unexpected 'X'")) {
      try AnimationPath(svgPathData: "M 1 2 X")
    }
    #expect(PathError.malformedPathData(offset: 6, reason: "unexpected 'X'").description == "path data: unexpected 'X' at character 6")
  }
}
