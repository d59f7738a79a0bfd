/// The fields of each line of CSV output (no quoting: `curves` writes numbers and names only).
func csvRows(_ output: String) -> [[String]] {
  output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
}
