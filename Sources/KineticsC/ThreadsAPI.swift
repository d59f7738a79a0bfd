import CKinetics
import Kinetics

@_cdecl("kn_set_max_threads")
public func kn_set_max_threads(_ maxThreads: Int64) -> kn_status {
  guard maxThreads >= 1 else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT,
      "kn_set_max_threads: max_threads must be at least 1 (or KN_MAX_THREADS_UNLIMITED), got "
        + "\(maxThreads)")
  }
  // Int is 64-bit on every platform the package builds for, so the value fits.
  BatchParallelism.processThreadLimit = maxThreads == Int64.max ? nil : Int(maxThreads)
  return KN_OK
}

@_cdecl("kn_get_max_threads")
public func kn_get_max_threads(_ outMaxThreads: UnsafeMutablePointer<Int64>?) -> kn_status {
  guard let outMaxThreads else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "kn_get_max_threads: out_max_threads is NULL")
  }
  outMaxThreads.pointee = BatchParallelism.processThreadLimit.map(Int64.init) ?? Int64.max
  return KN_OK
}
