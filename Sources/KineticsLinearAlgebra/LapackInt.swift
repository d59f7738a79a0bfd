/// LAPACKE's `lapack_int`: a C macro (so Swift cannot see it) that Debian's LP64 build defines as
/// a 32-bit `int`. Sizes are converted to it at the call sites.
typealias LapackInt = Int32
