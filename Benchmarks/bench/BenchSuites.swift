/// Every suite `bench` runs, in order. Each part of Kinetics adds its own.
let benchSuites: [BenchSuite] = [
  timingCurveBenchmarks,
  timingCurveLifecycleBenchmarks,
  springBenchmarks,
  pathBenchmarks,
  keyframeBenchmarks,
  propertyAnimatorBenchmarks,
  presentationValueBenchmarks,
  interpolationBenchmarks,
  linearAlgebraBenchmarks,
  fitBenchmarks,
  cAPIBenchmarks,
  constructBenchmarks,
  pathConstructBenchmarks,
  batchN1024Benchmarks,
  parallelBenchmarks,
  curvesCommandBenchmarks,
]
