import Kinetics

/// Why a curve could not be sampled, fitted or exported.
public enum FitError: Error, Equatable, Sendable, PrefixedMessageError {
  /// Fewer samples than the operation needs (2 for a `SampledCurve` and a `linear()` export, 4 for
  /// a cubic-Bézier fit: one per control-point coordinate).
  case tooFewSamples(required: Int, actual: Int)
  /// More samples requested than `SampledCurve.maximumSampleCount`: refused before allocating.
  case tooManySamples(maximum: Int, actual: Int)
  /// The input and output arrays have different lengths.
  case countMismatch(inputs: Int, outputs: Int)
  /// Sample `index` (0-based) has a NaN or infinite input or output.
  case nonFiniteSample(index: Int)
  /// `inputs[index]` is not greater than `inputs[index − 1]`: inputs must increase strictly.
  case inputsNotIncreasing(index: Int)
  /// A cubic-Bézier timing curve is defined on [0, 1]: sample `index` lies outside.
  case inputOutsideUnitInterval(index: Int, value: Double)
  /// The candidate grid of a `linear()` export must have between 1 and 1 000 000 steps.
  case gridCountOutOfRange(Int)
  /// The maximum error requested is not a positive finite number.
  case invalidTolerance(Double)
  /// Normalising would divide by zero: the first and last outputs (or `from` and `to`) are equal.
  case degenerateNormalization(from: Double, to: Double)
  /// The candidate grid of a `linear()` export is too coarse for the bound: between candidates the
  /// curve bends away from every chord by more than `maximumError`. Use a larger `gridCount`.
  case gridTooCoarse(maximumError: Double, gridCount: Int)
  /// Outputs rounded to `decimals` (at most 15) decimals already miss their samples by more than
  /// `maximumError` (a bound below what 15 decimals resolve, e.g. 1e-319), so no `linear()` export exists.
  case roundingExceedsTolerance(maximumError: Double, decimals: Int)
  /// A LAPACK call made by the fit failed.
  case linearAlgebra(LinearAlgebraError)
  /// Every sample is finite, but a result is beyond the range of Double: the fitted control points,
  /// or an error of the fit at a sample (|curve(x) − y| > 1.8e308, outputs of both signs near the
  /// largest finite value). The text names which: "overflow in the fitted control points (beyond
  /// the range of Double)".
  case resultOutOfRange(String)
  /// The maximum error asked of a `linear()` export of samples is below what Double resolves at the
  /// outputs' size (outputs near 1e300 are 1e284 apart): the polyline found misses a sample by
  /// `measuredError`, more than `maximumError`. Ask for a bound above that.
  case toleranceBelowResolution(maximumError: Double, measuredError: Double)

  /// The part every message starts with: "fit: …".
  public static var messagePrefix: String { "fit" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .tooFewSamples(let required, let actual): "at least \(required) samples are needed, got \(actual)"
    case .tooManySamples(let maximum, let actual): "at most \(maximum) samples can be taken, got \(actual)"
    case .countMismatch(let inputs, let outputs): "\(inputs) inputs but \(outputs) outputs"
    case .nonFiniteSample(let index): "sample \(index) is not finite"
    case .inputsNotIncreasing(let index): "inputs must increase strictly, sample \(index) does not exceed sample \(index - 1)"
    case .inputOutsideUnitInterval(let index, let value): "a cubic-Bézier timing curve spans inputs [0, 1], sample \(index) has input \(value) "
        + "(normalise the samples first)"
    case .gridCountOutOfRange(let count): "the candidate grid must have 1 to 1000000 steps, got \(count)"
    case .invalidTolerance(let value): "the maximum error must be a positive finite number, got \(value)"
    case .degenerateNormalization(let from, let to): "cannot normalise outputs from \(from) to \(to) (they are equal)"
    case .gridTooCoarse(let maximumError, let gridCount): "a grid of \(gridCount) steps is too coarse for a maximum error of \(maximumError)"
    case .roundingExceedsTolerance(let maximumError, let decimals): "outputs rounded to \(decimals) decimals already miss the samples by more than \(maximumError)"
    case .linearAlgebra(let error): "\(error)"
    case .resultOutOfRange(let detail): "overflow in \(detail) (beyond the range of Double)"
    case .toleranceBelowResolution(let maximumError, let measuredError): "a maximum error of \(maximumError) is below "
        + "the resolution of outputs this large: the closest polyline misses a sample by \(measuredError)"
    }
  }
}
