/// What an animation shows outside its active interval: Core Animation's `fillMode`
/// (`kCAFillModeRemoved`, `…Forwards`, `…Backwards`, `…Both`).
public enum FillMode: String, Sendable, Hashable, CaseIterable {
  /// Nothing outside the active interval (Core Animation's default).
  case removed
  /// After the active interval, the state at its end stays.
  case forwards
  /// Before the active interval (a later `beginTime`), the state at its start shows.
  case backwards
  /// Both of the above.
  case both

  /// Whether the state at the start shows before the active interval.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the state at the end stays after the active interval.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
