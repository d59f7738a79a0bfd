import CKinetics

/// The values of one C enum and the Swift values they stand for, written once and read both ways.
/// C lets any integer through an enum parameter or field, so reading a C value can fail:
/// KN_ERROR_INVALID_ARGUMENT, "unknown <field> <raw value>". Tables are a handful of entries,
/// searched in order (a few compares, no allocation).
struct CEnumTable<CEnum: RawRepresentable & Equatable & Sendable, Value: Sendable>: Sendable {
  /// How messages name the field or parameter ("fill_mode", "step position", …).
  let field: StaticString
  let pairs: [(CEnum, Value)]

  init(_ field: StaticString, _ pairs: [(CEnum, Value)]) {
    self.field = field
    self.pairs = pairs
  }

  /// The Swift value of `value`, or the failure naming the field and the raw value.
  func value(_ value: CEnum) -> Result<Value, CAPIFailure> {
    for pair in pairs where pair.0 == value { return .success(pair.1) }
    return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown \(field) \(value.rawValue)"))
  }

  /// `value(_:)` for code that reports with `throws(CAPIFailure)`.
  func lookUp(_ value: CEnum) throws(CAPIFailure) -> Value {
    try self.value(value).get()
  }
}

extension CEnumTable where Value: Equatable {
  /// The C value of a Swift value; every table lists every case of its Swift type.
  func cValue(_ value: Value) -> CEnum {
    guard let pair = pairs.first(where: { $0.1 == value }) else {
      preconditionFailure("\(field): a Swift case without a C value")
    }
    return pair.0
  }
}
