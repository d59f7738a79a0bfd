import Foundation
import Kinetics

/// The two spellings of an interactive transition's events: `--event T:ACTION[:P]` and a JSON file
/// (docs/curves.md).
enum InteractiveTransitionEventArgument {
  /// The largest events file read: 1 MiB, far beyond any gesture's events, so that an endless
  /// source (/dev/zero) stops at once.
  static let maximumFileBytes = 1 << 20

  /// `T:update:P`, `T:pause`, `T:finish` or `T:cancel`.
  static func parse(_ text: String) throws -> InteractiveTransition.Event {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count >= 2 else {
      throw InputError("--event: '\(text)' is not T:update:P, T:pause, T:finish or T:cancel")
    }
    let time = try parseFiniteNumber(fields[0], what: "--event time")
    let name = fields[1].trimmingCharacters(in: .whitespaces)
    let percent = try fields.count == 3 ? parseFiniteNumber(fields[2], what: "--event percent") : nil
    return InteractiveTransition.Event(
      time: time, action: try action(name, percent: percent, fieldCount: fields.count, in: "--event"))
  }

  /// A JSON array of `{"time": T, "action": "update", "percent": P}` objects.
  static func events(fromFile path: String) throws -> [InteractiveTransition.Event] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path)
    else { throw InputError("--events-file: cannot read '\(path)'") }
    defer { try? handle.close() }
    let data: Data
    do { data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data() } catch {
      throw InputError("--events-file: reading '\(path)' failed")
    }
    guard data.count <= maximumFileBytes else {
      throw InputError("--events-file: '\(path)' is larger than \(maximumFileBytes >> 20) MiB")
    }
    guard let array = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
      throw InputError("--events-file: '\(path)' is not a JSON array of events")
    }
    return try array.enumerated().map { index, element in
      guard let object = element as? [String: Any], let time = number(object["time"]),
        let name = object["action"] as? String
      else {
        throw InputError(
          "--events-file: event \(index) needs a numeric \"time\" and a string \"action\"")
      }
      let percent = object["percent"].map(number)
      if let percent, percent == nil {
        throw InputError("--events-file: event \(index): \"percent\" is not a number")
      }
      let action = try action(
        name, percent: percent ?? nil, fieldCount: object["percent"] == nil ? 2 : 3,
        in: "--events-file event \(index)")
      return InteractiveTransition.Event(time: time, action: action)
    }
  }

  /// A JSON number (not a Boolean, which JSONSerialization also hands out as NSNumber).
  private static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !(value is Bool) else { return nil }
    return number.doubleValue
  }

  private static func action(_ name: String, percent: Double?, fieldCount: Int, in what: String)
    throws -> InteractiveTransition.Event.Action
  {
    switch (name, percent) {
    case ("update", let percent?): return .update(percent)
    case ("update", nil): throw InputError("\(what): update needs a percent")
    case ("pause", nil) where fieldCount == 2: return .pause
    case ("finish", nil) where fieldCount == 2: return .finish
    case ("cancel", nil) where fieldCount == 2: return .cancel
    case ("pause", _), ("finish", _), ("cancel", _):
      throw InputError("\(what): \(name) takes no percent")
    default:
      throw InputError("\(what): '\(name)' is not update, pause, finish or cancel")
    }
  }
}
