/// Reduces a series, already in pixel coordinates, to the points that change the picture, while it
/// streams past: memory and output size depend on the plot's size in pixels, not on the sample count.
///
/// - Lines: consecutive points in the same pixel column are replaced by four of them — the first,
///   the lowest, the highest and the last, in their original order. This is the M4 aggregation of
///   Jugel et al., "M4: A Visualization-Oriented Time Series Data Aggregation" (PVLDB 7(10), 2014),
///   which draws the same pixels as the full polyline; applied to runs of points in one column it
///   also holds for curves that are not functions of x (paths turn back on themselves).
/// - Markers: a point is kept only if no earlier point of the series fell in the same pixel (a
///   marker 5 px wide drawn again on the same pixel changes nothing).
struct PixelReduction {
  /// A point in pixels; nil is a gap.
  typealias Pixel = (x: Double, y: Double)?

  private let keepsLine: Bool
  private let keepsMarkers: Bool
  /// The reduced polyline, with nil between runs.
  private(set) var linePoints: [Pixel] = []
  /// The markers kept, one per pixel.
  private(set) var markerPoints: [(x: Double, y: Double)] = []
  private var occupiedPixels: Set<Int64> = []
  /// The pixel column of the run being gathered, and its first, lowest, highest and last points
  /// with their positions in the stream (to emit them in order).
  private var column: Int64?
  private var bucket: [(order: Int, point: (x: Double, y: Double))] = []
  private var count = 0

  init(line: Bool, markers: Bool) {
    keepsLine = line
    keepsMarkers = markers
  }

  mutating func add(_ pixel: Pixel) {
    guard let pixel else {
      flushColumn()
      if keepsLine, case .some(.some) = linePoints.last { linePoints.append(nil) }
      return
    }
    count += 1
    if keepsMarkers {
      let key = Int64(pixel.x.rounded(.down)) &* 1_000_003 &+ Int64(pixel.y.rounded(.down))
      if occupiedPixels.insert(key).inserted { markerPoints.append(pixel) }
    }
    guard keepsLine else { return }
    let pixelColumn = Int64(pixel.x.rounded(.down))
    if pixelColumn != column {
      flushColumn()
      column = pixelColumn
      bucket = [(count, pixel), (count, pixel), (count, pixel), (count, pixel)]
      return
    }
    if pixel.y < bucket[1].point.y { bucket[1] = (count, pixel) }
    if pixel.y > bucket[2].point.y { bucket[2] = (count, pixel) }
    bucket[3] = (count, pixel)
  }

  /// Ends the input: emits the last column's points.
  mutating func finish() { flushColumn() }

  private mutating func flushColumn() {
    guard column != nil else { return }
    column = nil
    var previousOrder = -1
    for entry in bucket.sorted(by: { $0.order < $1.order }) where entry.order != previousOrder {
      linePoints.append(entry.point)
      previousOrder = entry.order
    }
    bucket = []
  }
}
