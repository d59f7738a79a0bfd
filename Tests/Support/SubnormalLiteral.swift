/// The Double nearest to a decimal below the smallest normal magnitude (2⁻¹⁰²² ≈ 2.2e-308), for
/// tests that feed subnormal inputs. The compiler warns that such a literal "loses precision"
/// (a subnormal has fewer than 53 significant bits); parsing the same text at run time gives the
/// same correctly rounded value (IEEE 754 round-to-nearest, like the literal) without the warning.
/// Traps on text that does not parse or is not subnormal, so a typo cannot pass silently.
public func subnormal(_ decimal: String) -> Double {
  guard let value = Double(decimal), value != 0, value.isSubnormal else {
    preconditionFailure("\(decimal) is not a subnormal Double")
  }
  return value
}
