#ifndef KINETICS_CLAPACK_SHIM_H
#define KINETICS_CLAPACK_SHIM_H
// LAPACKE (the C interface to LAPACK) and CBLAS, from Debian's liblapacke-dev and libblas-dev.
#include <lapacke.h>
#include <cblas.h>
#endif
