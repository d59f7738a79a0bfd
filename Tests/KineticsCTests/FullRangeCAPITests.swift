import Testing

/// For random finite inputs across the whole range of double (Tests/CClients/full_range.c, seeded),
/// every C function either fails with a status or succeeds with finite numbers — never NaN or an
/// infinity with KN_OK — and the spring arrays give the scalar's bits (issue 19). Covers the scalar spring, curve,
/// timing and media-timing calls and the arrays of springs (double and float), keyframe tracks
/// (interleaved), paced paths and media timing, and the color and transform animations (which give
/// KN_ERROR_OVERFLOW where an extrapolating timing curve takes the value beyond double), the
/// transition frame, the gradient color, the trimmed path data, a vector presentation value (basic
/// and spring animations), a CSS transform list, a gradient grid, the value functions, and the
/// replicator and transaction handles (creation, transforms, colors, local times, presented
/// values, completion and finish times); the float replicator batch gives the double one's status
/// and each element rounded once. The other 49 entries cover the rest of the API but the emitter's:
/// stored, by-value and prepared curves (double and float), slopes and ranges, linear() and parsed
/// easings, every spring parameterization and description, the UIKit duration and Core Animation's
/// settling model, keyframe tracks in every mode (values, channels, key times), transform and
/// color tracks, their keyframe, spring and value-function animations and presentation stacks,
/// interactive and view transitions, path lengths and animated trims, single replicator instances
/// and transaction values; every failure comes with a message.
@Suite struct FullRangeCAPITests {
  @Test func randomFiniteInputsGiveFiniteResultsOrAStatus() throws {
    let output = try CClient.compileAndRun("full_range.c", extraFlags: ["-lm"])
    #expect(output.status == 0, "\(output.standardError)")
    let violations = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("violation,") }
    #expect(violations.isEmpty, "\(violations.prefix(5).joined(separator: "\n"))")
    // Both answers occur for each function: the inputs reach valid and invalid cases alike.
    let calls = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("calls,") }
    #expect(calls.count == 81)
    for line in calls {
      let fields = line.split(separator: ",")
      #expect(fields.count == 4 && Int(fields[2])! > 0, "\(line)")
    }
  }
}
