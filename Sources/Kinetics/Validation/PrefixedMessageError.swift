/// An error whose one-line message is the name of the part that refused, then why:
/// `"keyframes: key time 2 must be finite"`, `"spring: mass must be positive, got 0.0"`.
///
/// Each part's error (``KeyframeTrackError``, ``SpringError``, ``ColorError``, …) gives its prefix
/// once and a ``reason`` per case; the message is put together here, so every part writes it the
/// same way and `curves` and the C API's `kn_last_error_message` print it unchanged.
public protocol PrefixedMessageError: Error, CustomStringConvertible {
  /// The part that speaks first in the message ("keyframes", "spring", "fit", …).
  static var messagePrefix: String { get }
  /// What was wrong, without the prefix: one line.
  var reason: String { get }
}

extension PrefixedMessageError {
  /// "prefix: reason".
  public var description: String { "\(Self.messagePrefix): \(reason)" }
}
