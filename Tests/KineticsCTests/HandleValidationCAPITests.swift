import Testing

/// Every handle is checked (kinetics.h, "Handles"; issue 19): a handle used after destroy,
/// destroyed twice, of another kind, or made up gives KN_ERROR_INVALID_HANDLE (6) with a message,
/// and the program goes on — from C (also under AddressSanitizer, `make sanitize`) and from Python.
@Suite struct HandleValidationCAPITests {
  /// The calls of handles.c that must be refused, by the line name it prints.
  static let refused = [
    "path-as-track", "track-as-path", "easing-as-prepared", "prepared-as-path-destroy", "path-as-linear",
    "garbage-small", "garbage-stack", "garbage-ones", "garbage-destroy",
    "path-after-destroy", "path-sample-after-destroy", "path-destroy-twice",
    "track-after-destroy", "track-channel-after-destroy", "track-destroy-twice",
    "easing-after-destroy", "easing-destroy-twice",
    "prepared-after-destroy", "prepared-array-after-destroy", "prepared-destroy-twice",
    "stale-after-reuse",
  ]
  static let accepted = [
    "live-path", "live-track", "destroy-path", "destroy-track", "destroy-easing", "destroy-prepared",
    "new-after-reuse", "destroy-null", "destroy-second",
  ]

  /// "name,status,message" lines as name → (status, message).
  static func results(_ text: String) -> [String: (status: Int, message: String)] {
    var results: [String: (status: Int, message: String)] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let status = Int(fields[1]) else { continue }
      results[String(fields[0])] = (status, String(fields[2]))
    }
    return results
  }

  @Test func misusedHandlesFromCGiveInvalidHandleWithAMessageAndNoSignal() throws {
    let output = try CClient.compileAndRun("handles.c")
    #expect(output.status == 0, "\(output.standardError)")
    let results = Self.results(output.standardOutput)
    for name in Self.refused {
      let result = try #require(results[name], "\(name) missing")
      #expect(result.status == 6, "\(name): \(result)")
      #expect(result.message.hasPrefix("kn_"), "\(name): \(result.message)")
      #expect(result.message.contains("is not a live"), "\(name): \(result.message)")
    }
    for name in Self.accepted {
      #expect(results[name]?.status == 0, "\(name): \(String(describing: results[name]))")
    }
    #expect(results["path-as-track"]?.message.contains("it is a kn_path") == true)
    #expect(results["track-after-destroy"]?.message.contains("destroyed") == true)
  }

  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func misusedHandlesFromPythonRaiseInvalidHandle() throws {
    let script = CClient.clients.appendingPathComponent("python/handles.py").path
    let output = try CClient.run("python3", [script, CClient.library.path])
    #expect(output.status == 0, "\(output.standardError)")
    let results = Self.results(output.standardOutput)
    for name in ["use-after-destroy", "double-destroy", "wrong-kind", "garbage"] {
      let result = try #require(results[name], "\(name) missing")
      #expect(result.status == 6, "\(name): \(result)")
      #expect(result.message.contains("is not a live"), "\(name): \(result.message)")
    }
  }
}
