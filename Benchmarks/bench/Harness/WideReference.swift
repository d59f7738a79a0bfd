#if arch(x86_64) || arch(i386)
  /// The type the accuracy references are computed in: `Float80` (64-bit significand, 11 bits beyond
  /// `Double`), so that a reference's own rounding stays far below the errors it measures. The
  /// condition is the one the tests use for their `Float80` references.
  typealias WideReal = Float80
#else
  /// Where `Float80` does not exist (arm64) the references are evaluated in `Double`, so that `bench`
  /// builds there with the same rows and columns. The max error column then includes the reference's
  /// own rounding (a few ulp, more for the long RK4 reference of the coupled springs): errors near
  /// `Double`'s precision are not resolved on these platforms (docs/benchmarks.md).
  typealias WideReal = Double
#endif
