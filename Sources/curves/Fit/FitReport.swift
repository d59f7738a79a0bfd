import Kinetics
import KineticsLinearAlgebra

/// The results of `curves fit` and their CSV, JSON and SVG forms.
struct FitReport {
  let samples: SampledCurve
  let bezier: CubicBezierFit
  let linear: LinearEasingExport
  let requestedMaxError: Double
  let xName: String
  let yName: String

  private func number(_ value: Double) -> String { NumberText.shortest(value) }

  /// `cubic-bezier(x1, y1, x2, y2)` in shortest round-trip form.
  var bezierCSS: String {
    let curve = bezier.curve
    return "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")
      + ")"
  }

  /// √(mean squared error) of the linear() polyline over the samples (`rootMeanSquare` of the
  /// polyline's residuals: finite, as every residual is within the export's maximum error).
  var linearRMSError: Double {
    rootMeanSquare(polylineResiduals(linear.points, inputs: samples.inputs, targets: samples.outputs))
  }

  var csv: String {
    let curve = bezier.curve
    var text = "kind,x1,y1,x2,y2,max_error,rms_error,points,css\n"
    text +=
      "cubic-bezier,"
      + [curve.x1, curve.y1, curve.x2, curve.y2, bezier.maxError, bezier.rmsError]
      .map(number).joined(separator: ",") + ",4,\"\(bezierCSS)\"\n"
    text += "linear,,,,,\(number(linear.maxError)),\(number(linearRMSError)),\(linear.points.count),"
    text += "\"\(linear.cssText)\"\n"
    return text
  }

  var json: String {
    func number(_ value: Double) -> String { NumberText.json(.number(value)) }
    let curve = bezier.curve
    let points = linear.points.map { "{\"input\": \(number($0.input)), \"output\": \(number($0.output))}" }
    return """
      {
        "samples": \(samples.count),
        "cubic_bezier": {"x1": \(number(curve.x1)), "y1": \(number(curve.y1)), \
      "x2": \(number(curve.x2)), "y2": \(number(curve.y2)), "max_error": \(number(bezier.maxError)), \
      "rms_error": \(number(bezier.rmsError)), "css": \(NumberText.jsonString(bezierCSS))},
        "linear": {"requested_max_error": \(number(requestedMaxError)), \
      "max_error": \(number(linear.maxError)), "rms_error": \(number(linearRMSError)), \
      "css": \(NumberText.jsonString(linear.cssText)),
          "points": [\(points.joined(separator: ", "))]}
      }

      """
  }

  /// The samples as markers, the Bézier sampled at 401 inputs, the linear() polyline.
  var plot: Plot {
    let first = samples.inputs[0]
    let last = samples.inputs[samples.count - 1]
    let curve = bezier.curve
    let bezierPoints = (0...400).map { k -> (x: Double, y: Double)? in
      let x = first + (last - first) * Double(k) / 400
      return (x, curve.progress(at: x))
    }
    return Plot(
      title: "Fit: cubic-bezier (max error \(rounded(bezier.maxError))), "
        + "linear() with \(linear.points.count) points (max error \(rounded(linear.maxError)))",
      xLabel: xName, yLabel: yName,
      series: [
        Plot.Series(
          name: "samples", points: zip(samples.inputs, samples.outputs).map { ($0, $1) }, style: .markers),
        Plot.Series(name: "cubic-bezier fit", points: bezierPoints, style: .line),
        Plot.Series(
          name: "linear()", points: linear.points.map { ($0.input, $0.output) }, style: .lineAndMarkers),
      ])
  }

  /// Three significant digits, for titles; below 1e-290 (where the power of ten that scales the
  /// value to 100…1000 overflows, and the title printed nan) the value as it is.
  private func rounded(_ value: Double) -> String {
    guard value > 0 else { return "0" }
    guard value >= 1e-290 else { return number(value) }
    var scale = 1.0
    while value * scale < 100 { scale *= 10 }
    return number((value * scale).rounded() / scale)
  }
}
