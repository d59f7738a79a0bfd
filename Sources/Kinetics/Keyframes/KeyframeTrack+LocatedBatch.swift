extension KeyframeTrack {
  /// The batch path of tracks with timing functions or arc-length pacing: four inputs at a time,
  /// each located as `value(at:channel:)` locates it (remembering the last interval, so sorted
  /// inputs skip the binary search), interpolated in SIMD lanes. Out of line: each input costs
  /// timing-function solves that dwarf a call, and the inlined entry point stays small enough for
  /// the optimizer to inline its kernel.
  @usableFromInline @inline(never)
  internal func locatedValues(
    at inputs: UnsafeBufferPointer<Double>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Double>
  ) {
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let locator = locator(bounds)
        let channelBase = channel * intervalCount
        var hint = 0
        var index = 0
        while index + 4 <= inputs.count {
          let lanes = Self.locatedLanes(
            SIMD4(inputs[index], inputs[index + 1], inputs[index + 2], inputs[index + 3]),
            channelBase: channelBase, hint: &hint, locator: locator, data: data,
            isDiscrete: isDiscrete, isCubic: isCubic)
          for lane in 0..<4 { outputs[index + lane] = lanes[lane] }
          index += 4
        }
        while index < inputs.count {
          let (interval, fraction) = locator.locate(inputs[index], hint: hint)
          hint = interval
          outputs[index] = interpolate(
            channel: channel, interval: interval, fraction: fraction, in: data)
          index += 1
        }
      }
    }
  }

  /// `locatedValues` for Float inputs and outputs, computed in Double and rounded once.
  @usableFromInline @inline(never)
  internal func locatedValues(
    at inputs: UnsafeBufferPointer<Float>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Float>
  ) {
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let locator = locator(bounds)
        let channelBase = channel * intervalCount
        var hint = 0
        var index = 0
        while index + 4 <= inputs.count {
          let wide = SIMD4<Double>(
            Double(inputs[index]), Double(inputs[index + 1]), Double(inputs[index + 2]),
            Double(inputs[index + 3]))
          let lanes = Self.locatedLanes(
            wide, channelBase: channelBase, hint: &hint, locator: locator, data: data,
            isDiscrete: isDiscrete, isCubic: isCubic)
          for lane in 0..<4 { outputs[index + lane] = Float(lanes[lane]) }
          index += 4
        }
        while index < inputs.count {
          let (interval, fraction) = locator.locate(Double(inputs[index]), hint: hint)
          hint = interval
          outputs[index] = Float(
            interpolate(channel: channel, interval: interval, fraction: fraction, in: data))
          index += 1
        }
      }
    }
  }
}
