// An experiment, not part of the package: what the paced-path table lookup costs per sample when
// written by hand in C, scalar (one sample at a time, as `PacedPathTable.point(atPacedFraction:)`)
// and with AVX-512 intrinsics over eight samples (gathers for the bucket and interval fields, the
// intervals' 64-byte coefficient rows loaded whole and transposed, Horner with fused multiply-add,
// points stored as interleaved (x, y) pairs). A synthetic table with the real layout: m intervals,
// 8m buckets, no crowded bucket. GATHER=1 (the default) finds the eight samples' intervals with
// gathers; GATHER=0 finds them one by one in scalar code and vectorizes the rest, as the Swift
// kernel's two passes do. docs/batch.md has the figures.
//
//   clang -O3 -march=native paced-path-intrinsics-floor.c -lm -o floor && ./floor
//   clang -O3 -march=native -DGATHER=0 paced-path-intrinsics-floor.c -lm -o floor0 && ./floor0
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
#include <time.h>
#define S 4096
#ifndef GATHER
#define GATHER 1
#endif
#define M 64
#define NB (8 * M)
static double splits[NB], starts[M], coef[M][8] __attribute__((aligned(64)));
static int64_t first[NB];
static double in[S] __attribute__((aligned(64))), out[2 * S] __attribute__((aligned(64)));
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

__attribute__((noinline)) static void scalar(void) {
  for (int i = 0; i < S; i++) {
    double u = in[i];
    double v = (u > 0 ? (u > 1 ? 1 : u) : 0) * NB;
    int64_t b = (int64_t)nearbyint(v - 0.5); if (b > NB - 1) b = NB - 1; if (b < 0) b = 0;
    int64_t k = first[b] + (v >= splits[b]);
    double t = v - starts[k]; const double *c = coef[k];
    double x = ((c[6] * t + c[4]) * t + c[2]) * t + c[0];
    double y = ((c[7] * t + c[5]) * t + c[3]) * t + c[1];
    out[2 * i] = x; out[2 * i + 1] = y;
  }
}
__attribute__((noinline)) static void batch(void) {
  const __m512d zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1), n = _mm512_set1_pd(NB);
  for (int i = 0; i < S; i += 8) {
    __m512d u = _mm512_min_pd(_mm512_max_pd(_mm512_load_pd(in + i), zero), one);
    __m512d v = _mm512_mul_pd(u, n);
    __m512i b = _mm512_cvtpd_epi64(_mm512_sub_pd(v, _mm512_set1_pd(0.5)));
    b = _mm512_min_epi64(_mm512_max_epi64(b, _mm512_setzero_si512()), _mm512_set1_epi64(NB - 1));
    int64_t ix[8] __attribute__((aligned(64)));
    double vs[8] __attribute__((aligned(64))), st[8] __attribute__((aligned(64)));
    __m512d t;
    if (GATHER) {
    __m512d split = _mm512_i64gather_pd(b, splits, 8);
    __m512i k = _mm512_i64gather_epi64(b, first, 8);
    k = _mm512_mask_add_epi64(k, _mm512_cmp_pd_mask(v, split, _CMP_GE_OQ), k, _mm512_set1_epi64(1));
    t = _mm512_sub_pd(v, _mm512_i64gather_pd(k, starts, 8));
    _mm512_store_si512((void *)ix, k);
    } else {
    int64_t bs[8] __attribute__((aligned(64)));
    _mm512_store_si512((void *)bs, b); _mm512_store_pd(vs, v);
    for (int j = 0; j < 8; j++) { int64_t kk = first[bs[j]] + (vs[j] >= splits[bs[j]]); ix[j] = kk; st[j] = starts[kk]; }
    t = _mm512_sub_pd(v, _mm512_load_pd(st));
    }
    __m512d r[8];
    for (int j = 0; j < 8; j++) r[j] = _mm512_load_pd(coef[ix[j]]);
    // 8 x 8 transpose: rows (x0 y0 x1 y1 x2 y2 x3 y3) of 8 samples into 8 coefficient vectors.
    __m512d a0 = _mm512_unpacklo_pd(r[0], r[1]), a1 = _mm512_unpackhi_pd(r[0], r[1]);
    __m512d a2 = _mm512_unpacklo_pd(r[2], r[3]), a3 = _mm512_unpackhi_pd(r[2], r[3]);
    __m512d a4 = _mm512_unpacklo_pd(r[4], r[5]), a5 = _mm512_unpackhi_pd(r[4], r[5]);
    __m512d a6 = _mm512_unpacklo_pd(r[6], r[7]), a7 = _mm512_unpackhi_pd(r[6], r[7]);
    const __m512i lo = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0), hi = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
    __m512d b0 = _mm512_permutex2var_pd(a0, lo, a2), b1 = _mm512_permutex2var_pd(a1, lo, a3);
    __m512d b2 = _mm512_permutex2var_pd(a0, hi, a2), b3 = _mm512_permutex2var_pd(a1, hi, a3);
    __m512d b4 = _mm512_permutex2var_pd(a4, lo, a6), b5 = _mm512_permutex2var_pd(a5, lo, a7);
    __m512d b6 = _mm512_permutex2var_pd(a4, hi, a6), b7 = _mm512_permutex2var_pd(a5, hi, a7);
    __m512d x0 = _mm512_shuffle_f64x2(b0, b4, 0x44), x2 = _mm512_shuffle_f64x2(b0, b4, 0xEE);
    __m512d y0 = _mm512_shuffle_f64x2(b1, b5, 0x44), y2 = _mm512_shuffle_f64x2(b1, b5, 0xEE);
    __m512d x1 = _mm512_shuffle_f64x2(b2, b6, 0x44), x3 = _mm512_shuffle_f64x2(b2, b6, 0xEE);
    __m512d y1 = _mm512_shuffle_f64x2(b3, b7, 0x44), y3 = _mm512_shuffle_f64x2(b3, b7, 0xEE);
    __m512d x = _mm512_fmadd_pd(_mm512_fmadd_pd(_mm512_fmadd_pd(x3, t, x2), t, x1), t, x0);
    __m512d y = _mm512_fmadd_pd(_mm512_fmadd_pd(_mm512_fmadd_pd(y3, t, y2), t, y1), t, y0);
    _mm512_store_pd(out + 2 * i, _mm512_permutex2var_pd(x, _mm512_set_epi64(11, 3, 10, 2, 9, 1, 8, 0), y));
    _mm512_store_pd(out + 2 * i + 8, _mm512_permutex2var_pd(x, _mm512_set_epi64(15, 7, 14, 6, 13, 5, 12, 4), y));
  }
}
static double best(void (*f)(void)) {
  double b = 1e9;
  for (int rep = 0; rep < 2000; rep++) { double t0 = now(); f(); double t1 = now(); if (t1 - t0 < b) b = t1 - t0; }
  return b / S * 1e9;
}
int main(void) {
  srand(3);
  for (int k = 0; k < M; k++) { starts[k] = 8.0 * k + (k ? rand() / (double)RAND_MAX : 0); for (int j = 0; j < 8; j++) coef[k][j] = rand() / (double)RAND_MAX; }
  for (int b = 0, k = 0; b < NB; b++) { while (k + 1 < M && starts[k + 1] <= b) k++; first[b] = k; splits[b] = (k + 1 < M && starts[k + 1] < b + 1) ? starts[k + 1] : INFINITY; }
  for (int i = 0; i < S; i++) in[i] = rand() / (double)RAND_MAX;
  double s = best(scalar); double o0 = out[2 * 77], o1 = out[2 * 77 + 1];
  double v = best(batch);
  printf("scalar %.3f ns/sample, batch %.3f ns/sample, ratio %.2f (check %g %g / %g %g)\n", s, v, s / v, o0, o1, out[154], out[155]);
  return 0;
}
