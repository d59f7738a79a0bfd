import Kinetics

// The values each C handle type holds, with the kind its registry slot records (Handle.swift).

extension PreparedCubicBezierTimingCurve: HandleValue {
  static var handleKind: HandleKind { .bezierPrepared }
}

extension LinearTimingFunction: HandleValue {
  static var handleKind: HandleKind { .linearEasing }
}

extension PathHandleValue: HandleValue {
  static var handleKind: HandleKind { .path }
}

