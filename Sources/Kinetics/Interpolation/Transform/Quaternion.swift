import RealModule

/// A rotation as a unit quaternion x·i + y·j + z·k + w, the form CSS Transforms Level 2 decomposes a
/// 3-D transform's rotation into.
///
/// Convention: the quaternion's standard column-vector rotation matrix is the transpose of the
/// upper 3×3 block of the row-vector ``Transform3D`` it came from, so a rotation by θ about the unit
/// axis n is (n·sin(θ/2), cos(θ/2)). q and −q are the same rotation.
public struct Quaternion: Sendable, Hashable {
  /// The i component.
  public var x: Double
  /// The j component.
  public var y: Double
  /// The k component.
  public var z: Double
  /// The real component.
  public var w: Double

  /// A quaternion with the given components (not normalized).
  @inlinable
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The identity rotation (0, 0, 0, 1).
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  @usableFromInline
  internal var vector: SIMD4<Double> { SIMD4(x, y, z, w) }

  @usableFromInline
  internal init(_ vector: SIMD4<Double>) {
    self.init(x: vector.x, y: vector.y, z: vector.z, w: vector.w)
  }

  /// Which of the two arcs between two quaternions a slerp follows.
  public enum Path: Sendable, Hashable, CaseIterable {
    /// Negate the end quaternion when the dot product is negative, so the rotation turns by at most
    /// 180°: the shortest arc between the two orientations. Kinetics' default.
    case shortest
    /// Slerp between the quaternions exactly as given, as CSS Transforms Level 2's pseudocode does
    /// (it has no negation step). Since decomposition returns w ≥ 0, this turns by more than 180°
    /// when the two quaternions' dot product is negative (e.g. from 170° to −170° about z it turns
    /// 340° through 0° instead of 20° through 180°).
    case asGiven
  }

  /// The spherical linear interpolation (Shoemake 1985) a fraction `fraction` of the way to `other`.
  ///
  /// Method: with θ the angle between the two unit quaternions, the result is
  /// (sin((1 − u)θ)·a + sin(uθ)·b) / sin θ, algebraically the same as CSS Transforms 2 §"Interpolation
  /// of decomposed 3D matrix values"; θ is computed as 2·atan2(|a − b|, |a + b|), which stays accurate
  /// near 0 where acos of the dot product loses half the digits. When θ = 0 (same quaternion, or
  /// opposite ones under ``Path/asGiven``) the start is returned, as the spec does.
  /// - Complexity: O(1).
  public func interpolated(to other: Quaternion, fraction: Double, path: Path) -> Quaternion {
    let a = vector
    var b = other.vector
    if path == .shortest && (a * b).sum() < 0 { b = -b }
    let difference = ((a - b) * (a - b)).sum().squareRoot()
    let sum = ((a + b) * (a + b)).sum().squareRoot()
    if difference == 0 || sum == 0 { return self }
    let theta = 2 * Double.atan2(y: difference, x: sum)
    let sine = Double.sin(theta)
    let startWeight = Double.sin((1 - fraction) * theta) / sine
    let endWeight = Double.sin(fraction * theta) / sine
    return Quaternion(startWeight * a + endWeight * b)
  }

  /// The angle in radians, in [0, π], by which the rotation turns: 2·atan2(|(x, y, z)|, |w|).
  public var rotationAngle: Double {
    2 * Double.atan2(y: (x * x + y * y + z * z).squareRoot(), x: Swift.abs(w))
  }
}

extension Quaternion: Interpolatable {
  /// Shortest-arc slerp (``Path/shortest``); fractions 0 and 1 return the endpoints exactly.
  ///
  /// - Complexity: O(1).
  public func interpolated(to other: Quaternion, fraction: Double) -> Quaternion {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return interpolated(to: other, fraction: fraction, path: .shortest)
  }
}
