import Foundation
import Kinetics

/// Reading `curves particles --emitter FILE`: a JSON description of an emitter layer.
enum ParticlesDescription {
  /// The layer described by the JSON text of `path` ('-': standard input).
  /// - Throws: `InputError` (one line) for an unreadable file or malformed JSON; the library's
  ///   error for a value it refuses.
  static func layer(fromFile path: String) throws -> EmitterLayer {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
        let contents = FileManager.default.contents(atPath: path)
      else { throw InputError("--emitter: cannot read '\(path)'") }
      data = contents
    }
    return try layer(fromJSON: data)
  }

  /// The layer described by JSON `data`.
  static func layer(fromJSON data: Data) throws -> EmitterLayer {
    do {
      return try JSONDecoder().decode(EmitterLayer.self, from: data)
    } catch let error as DecodingError {
      throw InputError("--emitter: \(message(error))")
    }
  }

  /// A one-line account of a decoding error: where (the key path) and what.
  static func message(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "" : "at \(keys): "
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(path(context))expected \(type == Double.self ? "a number" : "\(type)")"
    case .valueNotFound(_, let context): return "\(path(context))a value is missing"
    case .keyNotFound(let key, let context): return "\(path(context))'\(key.stringValue)' is required"
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return "\(path(context))\(underlying ?? context.debugDescription)"
    @unknown default: return "not a valid emitter description"
    }
  }
}
