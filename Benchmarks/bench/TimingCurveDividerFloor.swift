/// The floor that the divider puts under the batch kernel: per eight inputs, the one `vsqrtpd` and
/// the one `vdivpd` that `_fastProgressLanes` issues (the square root of v for the √v table, the
/// Newton step's r / x′), and nothing else. The division and square root unit is not pipelined
/// like the adders and multipliers, so no arrangement of the kernel's other work can bring its
/// time per input below this row's (docs/performance-notes.md, "The prepared timing-curve
/// solver").
///
/// Each lane computes (x + 1) / √|x| from its input, with the square root taken lane by lane as
/// the kernel takes it (`magnitude.squareRoot()`, which LLVM turns into one vector instruction).
@inline(never)
func timingCurveDividerFloor(
  _ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>
) {
  typealias Lanes = SIMD8<Double>
  let count = input.count
  let raw = UnsafeRawPointer(input.baseAddress!)
  let out = UnsafeMutableRawPointer(output.baseAddress!)
  var index = 0
  while index + 8 <= count {
    let x = raw.loadUnaligned(fromByteOffset: 8 * index, as: Lanes.self)
    let root = Lanes(
      x[0].magnitude.squareRoot(), x[1].magnitude.squareRoot(), x[2].magnitude.squareRoot(),
      x[3].magnitude.squareRoot(), x[4].magnitude.squareRoot(), x[5].magnitude.squareRoot(),
      x[6].magnitude.squareRoot(), x[7].magnitude.squareRoot())
    out.storeBytes(of: (x + 1) / root, toByteOffset: 8 * index, as: Lanes.self)
    index += 8
  }
  while index < count {
    output[index] = (input[index] + 1) / input[index].magnitude.squareRoot()
    index += 1
  }
}
