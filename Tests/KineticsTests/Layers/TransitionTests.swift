import Kinetics
import Testing

/// CATransition: the documented defaults and validation, and the geometry of docs/transitions.md
/// checked against values worked out by hand.
@Suite struct TransitionTests {
  let oneSecond = try! MediaTiming(duration: 1)

  @Test func defaultsAreCoreAnimations() throws {
    let transition = try Transition(timing: oneSecond)
    #expect(transition.type == .fade)
    #expect(transition.startProgress == 0 && transition.endProgress == 1)
    #expect(transition.timingFunction == nil)
    // Linear when no timing function is set: progress = fraction.
    #expect(transition.progress(atParentTime: 0.3) == 0.3)
  }

  @Test func rejectsProgressOutsideTheUnitIntervalOrEndBeforeStart() {
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "startProgress", value: -0.1, rule: .within(0...1)))) {
      try Transition(startProgress: -0.1, timing: oneSecond)
    }
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "endProgress", value: 1.5, rule: .within(0...1)))) {
      try Transition(endProgress: 1.5, timing: oneSecond)
    }
    #expect(throws: TransitionError.endBeforeStart(start: 0.6, end: 0.4)) {
      try Transition(startProgress: 0.6, endProgress: 0.4, timing: oneSecond)
    }
    #expect(throws: TransitionError.self) { try Transition(startProgress: .nan, timing: oneSecond) }
    #expect(throws: TransitionError.self) { try Transition(endProgress: .nan, timing: oneSecond) }
    #expect(throws: TransitionError.parameter(ParameterViolation(name: "width", value: -1, rule: .nonNegative))) {
      try Transition(timing: oneSecond).frame(atParentTime: 0, width: -1, height: 1)
    }
    #expect(throws: TransitionError.nonFinite(name: "height", value: .infinity)) {
      try TransitionFrame(type: .push, subtype: .fromTop, progress: 0.5, width: 1, height: .infinity)
    }
  }

  /// For a fraction in [0, 1] the exact progress start + (end − start)·u lies in [start, end];
  /// the rounded blend must too (the fuzz target's case: start 0.000476792279187066, a fraction
  /// near 2⁻⁵³, where (1 − u)·start rounded one unit below start).
  @Test func progressStaysWithinItsRangeAtEveryFraction() throws {
    let ranges: [(Double, Double)] = [
      (0.000476792279187066, 0.0004767922794117647), (0.1, 0.3), (0.7, 0.7000000000000001), (0.3, 0.9),
    ]
    for (start, end) in ranges {
      let transition = try Transition(
        startProgress: start, endProgress: end, timing: try MediaTiming(duration: 1, fillMode: .both))
      for k in 1...80 {
        for t in [Double.ulpOfOne * Double(k) / 64, 1 - Double.ulpOfOne * Double(k) / 64, Double(k) / 81] {
          let p = try #require(transition.progress(atParentTime: t))
          #expect(p >= start && p <= end, "start \(start), end \(end), t \(t): \(p)")
        }
      }
    }
  }

  @Test func progressMapsTheEasedFractionOntoTheProgressRange() throws {
    // start 0.2, end 0.6, linear: at t = 0.25 s of 1 s, p = 0.2 + 0.4·0.25 = 0.3.
    let linear = try Transition(startProgress: 0.2, endProgress: 0.6, timing: oneSecond)
    #expect(linear.progress(atParentTime: 0.25) == 0.2 * 0.75 + 0.6 * 0.25)
    // easeIn (0.42, 0, 1, 1): p = 0.2 + 0.4·easeIn(0.5).
    let eased = try Transition(
      startProgress: 0.2, endProgress: 0.6, timing: oneSecond, timingFunction: CubicBezierTimingCurve.easeIn)
    let e = CubicBezierTimingCurve.easeIn.progress(at: 0.5)
    #expect(abs(eased.progress(atParentTime: 0.5)! - (0.2 + 0.4 * e)) < 1e-15)
    // Outside the active interval with no fill, nothing shows.
    #expect(linear.progress(atParentTime: 1) == nil && linear.progress(atParentTime: -0.5) == nil)
    let filled = try Transition(
      startProgress: 0.2, endProgress: 0.6, timing: try MediaTiming(duration: 2, fillMode: .both))
    #expect(filled.progress(atParentTime: 5) == 0.6 && filled.progress(atParentTime: -1) == 0.2)
  }

  @Test func pushFromRightMovesBothSidesByTheWidth() throws {
    // The formulas: new x = W·(1 − p), old x = −W·p.
    let frame = try TransitionFrame(type: .push, subtype: .fromRight, progress: 0.25, width: 200, height: 100)
    #expect(frame.new == TransitionContent(x: 150, y: 0, opacity: 1))
    #expect(frame.old == TransitionContent(x: -50, y: 0, opacity: 1))
    #expect(frame.newIsOnTop)
  }

  @Test func eachSubtypeEntersFromItsEdge() throws {
    // (subtype, new offset at p = 0) for a 200 × 100 layer, y-down.
    let starts: [(TransitionSubtype, Double, Double)] = [
      (.fromRight, 200, 0), (.fromLeft, -200, 0), (.fromTop, 0, -100), (.fromBottom, 0, 100),
    ]
    for (subtype, x, y) in starts {
      let start = try TransitionFrame(type: .push, subtype: subtype, progress: 0, width: 200, height: 100)
      #expect(start.new.x == x && start.new.y == y, "\(subtype)")
      #expect(start.old.x == 0 && start.old.y == 0, "\(subtype)")
      let end = try TransitionFrame(type: .push, subtype: subtype, progress: 1, width: 200, height: 100)
      #expect(end.new.x == 0 && end.new.y == 0, "\(subtype)")
      #expect(end.old.x == -x && end.old.y == -y, "\(subtype)")
    }
  }

  @Test func moveInMovesOnlyTheNewContentAndRevealOnlyTheOld() throws {
    let moveIn = try TransitionFrame(type: .moveIn, subtype: .fromBottom, progress: 0.75, width: 80, height: 40)
    #expect(moveIn.old == TransitionContent(x: 0, y: 0, opacity: 1))
    #expect(moveIn.new == TransitionContent(x: 0, y: 10, opacity: 1))
    #expect(moveIn.newIsOnTop)
    let reveal = try TransitionFrame(type: .reveal, subtype: .fromLeft, progress: 0.75, width: 80, height: 40)
    // The old content leaves towards the right (away from the left edge): x = +80·0.75.
    #expect(reveal.old == TransitionContent(x: 60, y: 0, opacity: 1))
    #expect(reveal.new == TransitionContent(x: 0, y: 0, opacity: 1))
    #expect(!reveal.newIsOnTop)
  }

  @Test func fadeCrossDissolvesWithoutOffsets() throws {
    for subtype in TransitionSubtype.allCases {
      let frame = try TransitionFrame(type: .fade, subtype: subtype, progress: 0.375, width: 50, height: 50)
      #expect(frame.old == TransitionContent(x: 0, y: 0, opacity: 0.625))
      #expect(frame.new == TransitionContent(x: 0, y: 0, opacity: 0.375))
    }
  }

  @Test func zeroOffsetsArePositiveZero() throws {
    for type in TransitionType.allCases {
      for subtype in TransitionSubtype.allCases {
        for p in [0.0, 1.0] {
          let frame = try TransitionFrame(type: type, subtype: subtype, progress: p, width: 3, height: 7)
          for value in [frame.old.x, frame.old.y, frame.new.x, frame.new.y] where value == 0 {
            #expect(value.sign == .plus, "\(type) \(subtype) p=\(p)")
          }
        }
      }
    }
  }

  @Test func framesFollowTheMediaTiming() throws {
    // begin 1, duration 2, speed 2: at t = 1.5 the fraction is (0.5·2)/2 = 0.5.
    let transition = try Transition(
      type: .push, subtype: .fromLeft, timing: try MediaTiming(beginTime: 1, duration: 2, speed: 2))
    let frame = try #require(try transition.frame(atParentTime: 1.5, width: 10, height: 10))
    #expect(frame.progress == 0.5 && frame.new.x == -5 && frame.old.x == 5)
    #expect(try transition.frame(atParentTime: 0, width: 10, height: 10) == nil)
  }
}
