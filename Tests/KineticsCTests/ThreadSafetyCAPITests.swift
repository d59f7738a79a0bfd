import Testing

@Suite struct ThreadSafetyCAPITests {
  @Test func concurrentCallsGetCorrectResultsAndTheirOwnErrorMessages() throws {
    let output = try CClient.compileAndRun("threads.c", extraFlags: ["-pthread"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == "ok\n")
  }
}
