import Kinetics

extension TimingCommand {
  /// The columns after t,active,iteration,progress: what the C API's kn_media_timing_state reports
  /// (phase, local time, simple time) and the Web Animations active time.
  static let stateColumns = ["phase", "local", "simple", "active_time"]

  /// The cells of `stateColumns` at parent time `t`: phase as the KN_PHASE_* number (0 before,
  /// 1 active, 2 after); simple and active time empty where the animation shows nothing.
  /// - Throws: `MediaTimingError.localTimeOverflow` where the local time is beyond the range of
  ///   double (the command then exits with status 2 and that one line).
  static func stateCells(_ timing: MediaTiming, _ state: MediaTimingState, atParentTime t: Double) throws -> [Cell] {
    let phase: Int
    switch state.phase {
    case .before: phase = 0
    case .active: phase = 1
    case .after: phase = 2
    }
    return [
      .integer(phase), .number(try timing.localTime(atParentTime: t)),
      state.simpleTime.map(Cell.number) ?? .empty,
      timing.activeTime(atParentTime: t).map(Cell.number) ?? .empty,
    ]
  }
}
