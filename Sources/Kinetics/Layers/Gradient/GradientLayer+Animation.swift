extension GradientLayer {
  /// The gradient as it shows at parent time `t` with animations of its locations and colors
  /// applied (Core Animation animates both keys; any `PropertyAnimation` — `BasicAnimation`,
  /// `KeyframeAnimation` — serves).
  ///
  /// `locations` animates the vector of locations (its values have one component per color);
  /// `colors` animates the colors flattened as [r₀, g₀, b₀, a₀, r₁, …] (4 per color), component by
  /// component — how a basic animation blends a color array's components. An animation that shows
  /// nothing at t leaves its property at the model value. The result is validated like a new
  /// gradient: an animation whose timing function overshoots so far that locations stop
  /// increasing, or alpha leaves [0, 1], is an error rather than a silent clamp.
  /// - Throws: ``GradientError/animation(_:)`` for a dimension mismatch or overflow of an
  ///   animation; ``GradientError/animatedColor(index:_:)``; the errors of `init` for the animated
  ///   locations.
  /// - Complexity: O(colors) plus the animations' evaluations.
  public func presentation(
    atParentTime t: Double, locations locationAnimation: (any PropertyAnimation<[Double]>)? = nil,
    colors colorAnimation: (any PropertyAnimation<[Double]>)? = nil
  ) throws(GradientError) -> GradientLayer {
    var presentedLocations = locations
    if let locationAnimation,
      let value = try Self.value(of: locationAnimation, at: t, underlying: locations, name: "locations animation")
    {
      presentedLocations = value
    }
    var presentedColors = colors
    let flat = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    if let colorAnimation, let value = try Self.value(of: colorAnimation, at: t, underlying: flat, name: "colors animation") {
      presentedColors = []
      for index in colors.indices {
        do {
          presentedColors.append(
            try RGBAColor(
              red: value[4 * index], green: value[4 * index + 1], blue: value[4 * index + 2], alpha: value[4 * index + 3]))
        } catch { throw .animatedColor(index: index, error) }
      }
    }
    return try GradientLayer(
      colors: presentedColors, locations: presentedLocations, startPoint: startPoint, endPoint: endPoint, type: type,
      interpolation: interpolation)
  }

  /// `animation`'s value over `underlying` at `t` (nil where it shows nothing), after checking that
  /// its values have underlying's dimension (the precondition of `PropertyAnimation.value`).
  private static func value(
    of animation: any PropertyAnimation<[Double]>, at t: Double, underlying: [Double], name: String
  ) throws(GradientError) -> [Double]? {
    do { try animation.validateShape(for: underlying) } catch {
      guard case .dimensionMismatch(_, let expected, let actual) = error else { throw .animation(error) }
      throw .animation(.dimensionMismatch(name: name, expected: expected, actual: actual))
    }
    let value: [Double]?
    do {
      value = try animation.value(atParentTime: t, underlying: underlying, previous: nil)
    } catch { throw .animation(error) }
    if let value, value.count != underlying.count {
      throw .animation(.dimensionMismatch(name: name, expected: underlying.count, actual: value.count))
    }
    return value
  }
}
