import Testing

@Suite struct MaxThreadsCAPITests {
  /// Tests/CClients/max_threads.c: 0 and negative limits and a NULL out-pointer fail with a status
  /// and leave the limit unchanged; spring, keyframe, path and timing-function arrays give the
  /// same bytes with a limit of 1, 2 and none.
  @Test func badLimitsFailAndEveryLimitGivesTheSameBytes() throws {
    let output = try CClient.compileAndRun("max_threads.c")
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == "ok\n")
  }
}
