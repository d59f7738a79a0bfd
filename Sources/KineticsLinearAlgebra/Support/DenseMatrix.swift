import CLAPACK

/// Square matrices for the dense routines of this module: `order` × `order`, column-major
/// (`entries[row + column * order]`), the layout LAPACK and BLAS use natively.
struct DenseMatrix: Sendable, Equatable {
  let order: Int
  var entries: [Double]

  init(order: Int, entries: [Double]) {
    self.order = order
    self.entries = entries
  }

  /// The identity of the given order.
  static func identity(order: Int) -> DenseMatrix {
    var entries = [Double](repeating: 0, count: order * order)
    for index in 0..<order { entries[index * (order + 1)] = 1 }
    return DenseMatrix(order: order, entries: entries)
  }

  /// Rows of a Swift nested array, copied into column-major order.
  init(rows: [[Double]]) {
    let n = rows.count
    order = n
    entries = [Double](repeating: 0, count: n * n)
    for row in 0..<n { for column in 0..<n { entries[row + column * n] = rows[row][column] } }
  }

  subscript(row: Int, column: Int) -> Double {
    get { entries[row + column * order] }
    set { entries[row + column * order] = newValue }
  }

  /// The maximum absolute column sum ‖A‖₁.
  var oneNorm: Double {
    (0..<order).map { column in
      (0..<order).reduce(0) { $0 + abs(self[$1, column]) }
    }.max() ?? 0
  }

  /// `self · other` by BLAS `dgemm`.
  func multiplied(by other: DenseMatrix) -> DenseMatrix {
    var product = [Double](repeating: 0, count: order * order)
    let n = Int32(order)
    cblas_dgemm(
      CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, entries, n, other.entries, n, 0,
      &product, n)
    return DenseMatrix(order: order, entries: product)
  }

  /// `self · vector` by BLAS `dgemv`.
  func multiplied(by vector: [Double]) -> [Double] {
    var product = [Double](repeating: 0, count: order)
    let n = Int32(order)
    cblas_dgemv(CblasColMajor, CblasNoTrans, n, n, 1, entries, n, vector, 1, 0, &product, 1)
    return product
  }

  /// Σ scaleᵢ·matrixᵢ, entry by entry.
  static func combination(_ terms: [(Double, DenseMatrix)], order: Int) -> DenseMatrix {
    var entries = [Double](repeating: 0, count: order * order)
    for (scale, matrix) in terms {
      for index in entries.indices { entries[index] += scale * matrix.entries[index] }
    }
    return DenseMatrix(order: order, entries: entries)
  }
}
