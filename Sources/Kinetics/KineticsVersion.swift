/// The version of this Kinetics release, as `major.minor.patch` (Semantic Versioning 2.0.0).
///
/// The repository's `VERSION` file is the one place the version is decided; this constant, the
/// Python package's metadata, `kinetics.pc` and CHANGELOG.md repeat it, and a test
/// (`VersionAgreementTests`) fails when any copy disagrees. `curves --version` and
/// `bench --version` print it.
public enum KineticsVersion {
  /// The release this source tree is, for example `"0.1.0"`.
  public static let current = "0.1.0"
}
