import CKinetics
import Kinetics

@_cdecl("kn_transform3d_parse_css")
public func kn_transform3d_parse_css(_ css: UnsafePointer<CChar>?, _ outMatrix: UnsafeMutablePointer<Double>?) -> kn_status {
  let name: StaticString = "kn_transform3d_parse_css"
  guard let css, let outMatrix else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): css or out_matrix is NULL") }
  // Invalid UTF-8 is read with replacement characters, which the grammar then refuses.
  do {
    try Transform3D(css: String(cString: css)).writeC(outMatrix)
    return KN_OK
  } catch {
    return LastError.fail(KN_ERROR_PARSE, "\(name): \(error)")
  }
}
