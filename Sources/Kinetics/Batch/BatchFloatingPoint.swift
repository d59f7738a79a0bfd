/// The element types of Kinetics' batch calls: `Double` and `Float`.
///
/// A batch call is written once, generic over its element type, and always computes in `Double`:
/// each input is widened to `Double` exactly as it is loaded into a lane, the `Double` kernel runs,
/// and each result is rounded to the element type once as it is stored. So a `Double` batch equals
/// the scalar `Double` call, and a `Float` batch equals that result rounded once to `Float` (lane
/// conversion, docs/architecture.md, "Conventions"; the conversions compile to vector conversions).
///
/// Kinetics conforms `Double` and `Float`; the requirements are its implementation, not API, and
/// other conformances are not supported.
public protocol BatchFloatingPoint: BinaryFloatingPoint, SIMDScalar, Codable, Sendable {
  /// The value as a `Double` (exact for `Double` and `Float`).
  var _widened: Double { get }
  /// The `Double` value rounded to the nearest value of this type (itself for `Double`). A static
  /// function, not an initializer, so that `Float.init` stays unambiguous.
  static func _rounded(from value: Double) -> Self
  /// Eight values read from `source` (one unaligned vector load) and widened to `Double` lanes.
  static func _widenedLanes(_ source: UnsafePointer<Self>) -> SIMD8<Double>
  /// Each of the eight `Double` lanes of `value` rounded once to this type and stored at
  /// `destination` (one unaligned vector store).
  static func _storeRounded(_ value: SIMD8<Double>, to destination: UnsafeMutablePointer<Self>)
}

extension Double: BatchFloatingPoint {
  /// The value itself.
  @inlinable @inline(__always)
  public var _widened: Double { self }

  /// The value itself.
  @inlinable @inline(__always)
  public static func _rounded(from value: Double) -> Double { value }

  /// The eight values as they are.
  @inlinable @inline(__always)
  public static func _widenedLanes(_ source: UnsafePointer<Double>) -> SIMD8<Double> {
    UnsafeRawPointer(source).loadUnaligned(as: SIMD8<Double>.self)
  }

  /// The eight values as they are.
  @inlinable @inline(__always)
  public static func _storeRounded(
    _ value: SIMD8<Double>, to destination: UnsafeMutablePointer<Double>
  ) {
    UnsafeMutableRawPointer(destination).storeBytes(of: value, as: SIMD8<Double>.self)
  }
}

extension Float: BatchFloatingPoint {
  /// The value widened to `Double` (exact).
  @inlinable @inline(__always)
  public var _widened: Double { Double(self) }

  /// The nearest `Float` (ties to even).
  @inlinable @inline(__always)
  public static func _rounded(from value: Double) -> Float { Float(value) }

  /// Eight `Float`s widened lane by lane (exact): one vector conversion.
  @inlinable @inline(__always)
  public static func _widenedLanes(_ source: UnsafePointer<Float>) -> SIMD8<Double> {
    let v = UnsafeRawPointer(source).loadUnaligned(as: SIMD8<Float>.self)
    return SIMD8<Double>(
      Double(v[0]), Double(v[1]), Double(v[2]), Double(v[3]), Double(v[4]), Double(v[5]),
      Double(v[6]), Double(v[7]))
  }

  /// Eight lanes rounded to the nearest `Float` (ties to even): one vector conversion.
  @inlinable @inline(__always)
  public static func _storeRounded(
    _ value: SIMD8<Double>, to destination: UnsafeMutablePointer<Float>
  ) {
    let v = value
    UnsafeMutableRawPointer(destination).storeBytes(
      of: SIMD8<Float>(
        Float(v[0]), Float(v[1]), Float(v[2]), Float(v[3]), Float(v[4]), Float(v[5]),
        Float(v[6]), Float(v[7])),
      as: SIMD8<Float>.self)
  }
}

extension SIMD4 where Scalar: BatchFloatingPoint {
  /// Four lanes read from `source` (one unaligned vector load) and widened to `Double`.
  @inlinable @inline(__always)
  internal static func _widened(_ source: UnsafePointer<Scalar>) -> SIMD4<Double> {
    let v = UnsafeRawPointer(source).loadUnaligned(as: Self.self)
    return SIMD4<Double>(v[0]._widened, v[1]._widened, v[2]._widened, v[3]._widened)
  }

  /// The four `Double` lanes of `value` rounded once to `Scalar`.
  @inlinable @inline(__always)
  internal static func _rounded(from value: SIMD4<Double>) -> Self {
    Self(
      Scalar._rounded(from: value[0]), Scalar._rounded(from: value[1]),
      Scalar._rounded(from: value[2]), Scalar._rounded(from: value[3]))
  }
}

extension SIMD2 where Scalar: BatchFloatingPoint {
  /// The two `Double` lanes of `value` rounded once to `Scalar`.
  @inlinable @inline(__always)
  internal static func _rounded(from value: SIMD2<Double>) -> Self {
    Self(Scalar._rounded(from: value[0]), Scalar._rounded(from: value[1]))
  }
}
