import Foundation
import Testing

@Suite struct InterpolateCommandTests {
  @Test func vectorPrintsOneColumnPerComponent() throws {
    let result = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from", "0,10", "--to", "4 20", "--samples", "3",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput == "u,value0,value1\n0.0,0.0,10.0\n0.5,2.0,15.0\n1.0,4.0,20.0\n")
  }

  /// Extrapolating between endpoints near the largest Double: the exact value where it is in range
  /// (a product of (1 − u)·a + u·b overflowed, and the row was refused), status 2 naming the
  /// overflow where it is not (issue 19).
  @Test func extrapolationBetweenHugeEndpointsPrintsTheExactValue() throws {
    let result = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from", "1e308,-1e308", "--to", "1e308,-1e308", "--at=-1,2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "u,value0,value1\n-1.0,1e+308,-1e+308\n2.0,1e+308,-1e+308\n")
    let beyond = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from", "1e308", "--to", "-1e308", "--at=-1",
    ])
    #expect(beyond.status == 2 && beyond.standardError.contains("overflow"), "\(beyond.standardError)")
  }

  @Test func negativeValuesWorkInBothOptionForms() throws {
    let spaced = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from", "-1 -2", "--to", "-3,-4", "--at", "0.5",
    ])
    let joined = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from=-1,-2", "--to=-3,-4", "--at=0.5",
    ])
    #expect(spaced.status == 0 && joined.status == 0)
    #expect(spaced.standardOutput == "u,value0,value1\n0.5,-2.0,-3.0\n")
    #expect(joined.standardOutput == spaced.standardOutput)
  }

  @Test func colorDefaultsToPremultipliedSRGB() throws {
    // Red to transparent blue: premultiplied keeps the hue red while alpha falls (CSS Color 4 §12.3).
    let premultiplied = try CurvesProcess.run([
      "interpolate", "--kind", "color", "--from", "1,0,0", "--to", "0,0,1,0", "--at", "0.5",
    ])
    #expect(premultiplied.standardOutput == "u,value0,value1,value2,value3\n0.5,1.0,0.0,0.0,0.5\n")
    let straight = try CurvesProcess.run([
      "interpolate", "--kind", "color", "--from", "1,0,0", "--to", "0,0,1,0", "--at", "0.5", "--alpha",
      "straight",
    ])
    #expect(straight.standardOutput == "u,value0,value1,value2,value3\n0.5,0.5,0.0,0.5,0.5\n")
  }

  @Test func colorSpacesChangeTheMidpoint() throws {
    let arguments = ["interpolate", "--kind", "color", "--from", "0,0,1", "--to", "1,1,0", "--at", "0.5"]
    let srgb = try CurvesProcess.run(arguments)
    let oklab = try CurvesProcess.run(arguments + ["--space", "oklab"])
    #expect(srgb.standardOutput == "u,value0,value1,value2,value3\n0.5,0.5,0.5,0.5,1.0\n")
    #expect(oklab.status == 0 && oklab.standardOutput != srgb.standardOutput)
    // Oklab keeps the endpoints' mean lightness: lighter than sRGB's flat grey in green and blue.
    let fields = oklab.standardOutput.split(separator: "\n")[1].split(separator: ",").compactMap { Double($0) }
    #expect(fields.count == 5 && fields[2] > 0.6 && fields[3] > 0.7 && fields[4] == 1)
  }

  @Test func transform3DPathOptionSelectsTheArc() throws {
    // 170° → −170° about z as 3-D matrices with a perspective term, so the 3-D algorithm runs.
    let c = cos(170 * Double.pi / 180)
    let s = sin(170 * Double.pi / 180)
    let from = [c, s, 0, 0, -s, c, 0, -0.001, 0, 0, 1, 0, 0, 0, 0, 1].map { "\($0)" }.joined(separator: ",")
    let to = [c, -s, 0, 0, s, c, 0, -0.001, 0, 0, 1, 0, 0, 0, 0, 1].map { "\($0)" }.joined(separator: ",")
    let shortest = try CurvesProcess.run([
      "interpolate", "--kind", "transform3d", "--from=" + from, "--to=" + to, "--at", "0.5",
    ])
    let literal = try CurvesProcess.run([
      "interpolate", "--kind", "transform3d", "--from=" + from, "--to=" + to, "--at", "0.5", "--path",
      "as-given",
    ])
    let m11 = { (text: String) in Double(text.split(separator: "\n")[1].split(separator: ",")[1])! }
    #expect(shortest.status == 0 && literal.status == 0)
    #expect(abs(m11(shortest.standardOutput) + 1) < 1e-12)  // through 180°
    #expect(abs(m11(literal.standardOutput) - 1) < 1e-12)  // through 0°
    #expect(shortest.standardOutput.split(separator: "\n")[0].split(separator: ",").count == 17)
  }

  @Test func svgAndJSONFormatsAreWritten() throws {
    let svg = try CurvesProcess.run([
      "interpolate", "--kind", "affine", "--from", "1,0,0,1,0,0", "--to", "0,1,-1,0,5,5", "--format", "svg",
    ])
    #expect(svg.status == 0 && svg.standardOutput.contains("<svg") && svg.standardOutput.contains("value5"))
    let json = try CurvesProcess.run([
      "interpolate", "--kind", "vector", "--from", "1", "--to", "2", "--at", "1", "--format", "json",
    ])
    #expect(json.standardOutput == "[\n  {\"u\": 1.0, \"value0\": 2.0}\n]\n")
  }

  @Test(arguments: [
    ["interpolate", "--kind", "vector", "--from", "1,2", "--to", "1"],
    ["interpolate", "--kind", "vector", "--from", "1", "--to", "nan"],
    ["interpolate", "--kind", "affine", "--from", "1,0,0,1,0", "--to", "1,0,0,1,0,0"],
    ["interpolate", "--kind", "transform3d", "--from", "1", "--to", "1"],
    ["interpolate", "--kind", "color", "--from", "1,0,0,2", "--to", "0,0,0"],
    ["interpolate", "--kind", "color", "--from", "1,0", "--to", "0,0,0"],
    ["interpolate", "--kind", "vector", "--from", "1", "--to", "2", "--space", "srgb"],
    [
      "interpolate", "--kind", "affine", "--from", "1,0,0,1,0,0", "--to", "1,0,0,1,0,0", "--path", "shortest",
    ],
    ["interpolate", "--kind", "quaternion", "--from", "1", "--to", "2"],
    ["interpolate", "--kind", "vector", "--from", "1"],
    ["interpolate", "--kind", "vector", "--from", "1", "--to", "2", "--samples", "1"],
  ])
  func invalidInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
    let result = try CurvesProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
