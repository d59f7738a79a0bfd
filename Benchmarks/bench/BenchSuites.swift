/// Every suite `bench` runs, in order. Each part of Kinetics adds its own.
let benchSuites: [BenchSuite] = [
  timingCurveBenchmarks,
  springBenchmarks,
  pathBenchmarks,
  keyframeBenchmarks,
  propertyAnimatorBenchmarks,
  interpolationBenchmarks,
  linearAlgebraBenchmarks,
  fitBenchmarks,
  cAPIBenchmarks,
  batchN1024Benchmarks,
  parallelBenchmarks,
]
