// `SampledCurve`, the CSS `linear()` export, `FitError` and `LinearAlgebraError` live in the
// LAPACK-free module KineticsFitting (docs/architecture.md, Modules); re-exported here so that
// `import KineticsLinearAlgebra` keeps giving them, as before they moved.
@_exported import KineticsFitting
