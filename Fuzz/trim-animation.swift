import Kinetics

/// Animated stroke trimming (`AnimatedTrimFraction`, `StrokeTrimAnimation`, docs/paths.md) fed
/// arbitrary values and times, over a fixed path with every element kind and two subpaths.
///
/// Input layout: a flags byte (bits 0–2: which of start, end, offset are animated; bit 3: each
/// subpath; bit 4: crossed ends swap; bit 5: autoreverses), then nine Doubles (from, to and model
/// value of start, end and offset), the duration and the begin time, then any number of parent
/// times. Properties (issue 23):
/// - no constructor traps; a fraction is accepted exactly when its values are finite, an animated
///   one when its timing is also valid;
/// - at every parent time the window has 0 ≤ start ≤ end ≤ 1 and a finite offset, the trimmed
///   path equals `MeasuredPath.trimmed` of that window bit for bit, and over the whole length its
///   length is (end − start)·L within 1e-9·L.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let flags = input.nextByte(), let numbers = input.nextDoubles(11) else { return 0 }
  guard
    let measured = try? AnimationPath(
      svgPathData: "M 0 0 L 40 0 Q 80 0 80 40 C 80 90 20 60 10 30 A 25 15 30 0 1 -20 10 Z M 100 100 L 130 140"
    ).measured()
  else { fuzzFailure("the fixed path did not parse") }
  let timing = try? MediaTiming(beginTime: numbers[10], duration: numbers[9], autoreverses: flags & 32 != 0)
  var fractions: [AnimatedTrimFraction] = []
  for channel in 0..<3 {
    let (from, to, model) = (numbers[3 * channel], numbers[3 * channel + 1], numbers[3 * channel + 2])
    let animated = flags & (1 << channel) != 0
    let shouldBeValid = animated ? from.isFinite && to.isFinite && model.isFinite && timing != nil : model.isFinite
    let fraction: AnimatedTrimFraction
    do {
      if animated, let timing {
        fraction = try AnimatedTrimFraction(from: from, to: to, timing: timing, modelValue: model)
      } else if animated {
        return 0
      } else {
        fraction = try AnimatedTrimFraction(model)
      }
    } catch {
      if shouldBeValid { fuzzFailure("fraction \(from) \(to) \(model) was refused: \(error)") }
      return 0
    }
    if !shouldBeValid { fuzzFailure("fraction \(from) \(to) \(model) was accepted") }
    fractions.append(fraction)
  }
  let mode: PathTrimMode = flags & 8 != 0 ? .eachSubpath : .wholeLength
  let animation: StrokeTrimAnimation
  do {
    animation = try StrokeTrimAnimation(
      path: measured, strokeStart: fractions[0], strokeEnd: fractions[1], offset: fractions[2], mode: mode,
      crossing: flags & 16 != 0 ? .swaps : .drawsNothing)
  } catch {
    fuzzFailure("the animated trim was refused: \(error)")
  }
  for t in [0.0, numbers[10]] + input.remainingDoubles() {
    let window: StrokeTrimWindow
    let trimmed: AnimationPath
    do {
      window = try animation.window(atParentTime: t)
      trimmed = try animation.trimmed(atParentTime: t)
    } catch {
      // Only a value beyond the range of Double may fail (a blend of finite values cannot).
      fuzzFailure("at t = \(t): \(error)")
    }
    if !(0 <= window.start && window.start <= window.end && window.end <= 1 && window.offset.isFinite) {
      fuzzFailure("at t = \(t): window \(window)")
    }
    guard let fixed = try? measured.trimmed(from: window.start, to: window.end, offset: window.offset, mode: mode),
      fixed == trimmed
    else { fuzzFailure("at t = \(t): not the static trim of \(window)") }
    guard mode == .wholeLength else { continue }
    let length = trimmed.elements.isEmpty ? 0 : ((try? trimmed.measured().length) ?? .nan)
    if !(abs(length - (window.end - window.start) * measured.length) <= 1e-9 * measured.length) {
      fuzzFailure("at t = \(t): length \(length) for \(window), L \(measured.length)")
    }
  }
  return 0
}
