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
    atParentTime t: Double, locations locationAnimation: (any PropertyAnimation)? = nil,
    colors colorAnimation: (any PropertyAnimation)? = nil
  ) throws(GradientError) -> GradientLayer {
    var presentedLocations = locations
    if let locationAnimation {
      if let dimension = locationAnimation.dimension, dimension != locations.count {
        throw .animation(.dimensionMismatch(name: "locations animation", expected: locations.count, actual: dimension))
      }
      let value: [Double]?
      do {
        value = try locationAnimation.value(atParentTime: t, underlying: locations, previous: nil)
      } catch { throw .animation(error) }
      if let value {
        guard value.count == locations.count else {
          throw .animation(.dimensionMismatch(name: "locations animation", expected: locations.count, actual: value.count))
        }
        presentedLocations = value
      }
    }
    var presentedColors = colors
    if let colorAnimation {
      let flat = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
      if let dimension = colorAnimation.dimension, dimension != flat.count {
        throw .animation(.dimensionMismatch(name: "colors animation", expected: flat.count, actual: dimension))
      }
      let value: [Double]?
      do {
        value = try colorAnimation.value(atParentTime: t, underlying: flat, previous: nil)
      } catch { throw .animation(error) }
      if let value {
        guard value.count == flat.count else {
          throw .animation(.dimensionMismatch(name: "colors animation", expected: flat.count, actual: value.count))
        }
        presentedColors = []
        for index in colors.indices {
          do {
            presentedColors.append(
              try RGBAColor(
                red: value[4 * index], green: value[4 * index + 1], blue: value[4 * index + 2], alpha: value[4 * index + 3]))
          } catch { throw .animatedColor(index: index, error) }
        }
      }
    }
    return try GradientLayer(
      colors: presentedColors, locations: presentedLocations, startPoint: startPoint, endPoint: endPoint, type: type,
      interpolation: interpolation)
  }
}
