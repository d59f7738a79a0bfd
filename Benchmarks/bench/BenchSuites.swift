/// Every suite `bench` runs, in order. Each part of Kinetics adds its own.
let benchSuites: [BenchSuite] = [
  keyframeBenchmarks,
  interpolationBenchmarks,
  linearAlgebraBenchmarks,
  cAPIBenchmarks,
]
