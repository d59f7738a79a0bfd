// An experiment, not part of the package: what the timing-curve batch method costs when written
// by hand with AVX-512 intrinsics, fused multiply-add and (optionally) gathers, the instructions a
// pure-Swift kernel cannot ask for. It repeats, per eight lanes, the operations of the Swift kernel
// `fastProgressLanes` (the half, the square root or not, the cell and u, the rows, the Estrin
// guess, the residual and slope, the Newton step by division or by vrcp14pd and two refinements,
// the acceptance test, y), over a synthetic table with the real layout (the costs do not depend on
// the values; the results are not progress values). docs/performance-notes.md ("The prepared
// timing-curve solver") has the figures and what they mean for the issue's targets.
//
//   clang -O3 -march=native timing-curve-intrinsics-floor.c -o floor && ./floor
//   clang -O3 -march=native -DGATHER=1 timing-curve-intrinsics-floor.c -o floor-gather && ./floor-gather
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#define N 16384
#ifndef GATHER
#define GATHER 0
#endif
static double table[2 + 2 * 94][4] __attribute__((aligned(64)));
static double in[N] __attribute__((aligned(64))), out[N] __attribute__((aligned(64)));
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

static inline __m512d kernel(__m512d x, int useSqrt, int useRcp) {
  const __m512d half = _mm512_set1_pd(0.5), one = _mm512_set1_pd(1.0);
  __mmask8 upper = _mm512_cmp_pd_mask(x, half, _CMP_GT_OQ);
  __m512d v = _mm512_mask_sub_pd(x, upper, one, x);
  __m512d z = v;
  if (useSqrt) z = _mm512_mask_sqrt_pd(v, upper, v);
  __m512d scaled = _mm512_mul_pd(z, _mm512_set1_pd(128));
  __m512d cells = _mm512_roundscale_pd(scaled, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
  __m512d u = _mm512_sub_pd(scaled, cells);
  __m512i row = _mm512_cvttpd_epi64(cells);
  row = _mm512_add_epi64(row, _mm512_mask_blend_epi64(upper, _mm512_set1_epi64(4), _mm512_set1_epi64(98)));
  __m512i idx = _mm512_slli_epi64(row, 2);
  const double *base = &table[0][0];
  __m512d c0, c1, c2, c3;
  if (GATHER) {
  c0 = _mm512_i64gather_pd(idx, base, 8);
  c1 = _mm512_i64gather_pd(idx, base + 1, 8);
  c2 = _mm512_i64gather_pd(idx, base + 2, 8);
  c3 = _mm512_i64gather_pd(idx, base + 3, 8);
  } else {
  int64_t ix[8] __attribute__((aligned(64)));
  _mm512_store_si512((void *)ix, idx);
  __m256d r0 = _mm256_load_pd(base + ix[0]), r1 = _mm256_load_pd(base + ix[1]), r2 = _mm256_load_pd(base + ix[2]), r3 = _mm256_load_pd(base + ix[3]);
  __m256d r4 = _mm256_load_pd(base + ix[4]), r5 = _mm256_load_pd(base + ix[5]), r6 = _mm256_load_pd(base + ix[6]), r7 = _mm256_load_pd(base + ix[7]);
  __m512d a04 = _mm512_insertf64x4(_mm512_castpd256_pd512(r0), r4, 1);
  __m512d a15 = _mm512_insertf64x4(_mm512_castpd256_pd512(r1), r5, 1);
  __m512d a26 = _mm512_insertf64x4(_mm512_castpd256_pd512(r2), r6, 1);
  __m512d a37 = _mm512_insertf64x4(_mm512_castpd256_pd512(r3), r7, 1);
  __m512d lo01 = _mm512_unpacklo_pd(a04, a15), hi01 = _mm512_unpackhi_pd(a04, a15);
  __m512d lo23 = _mm512_unpacklo_pd(a26, a37), hi23 = _mm512_unpackhi_pd(a26, a37);
  const __m512i i0 = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0), i1 = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
  c0 = _mm512_permutex2var_pd(lo01, i0, lo23); c1 = _mm512_permutex2var_pd(hi01, i0, hi23);
  c2 = _mm512_permutex2var_pd(lo01, i1, lo23); c3 = _mm512_permutex2var_pd(hi01, i1, hi23);
  }
  __m512d uu = _mm512_mul_pd(u, u);
  __m512d g = _mm512_fmadd_pd(_mm512_fmadd_pd(c3, u, c2), uu, _mm512_fmadd_pd(c1, u, c0));
  __m512d gg = _mm512_mul_pd(g, g);
  __m512d ax = _mm512_set1_pd(0.3), bx = _mm512_set1_pd(-0.7), cx = _mm512_set1_pd(1.2), ax3 = _mm512_set1_pd(0.9), bx2 = _mm512_set1_pd(-1.4);
  __m512d r = _mm512_fmadd_pd(_mm512_fmadd_pd(ax, g, bx), gg, _mm512_fmsub_pd(cx, g, v));
  __m512d s = _mm512_fmadd_pd(_mm512_fmadd_pd(ax3, g, bx2), g, cx);
  __m512d q;
  if (useRcp) {
    __m512d p = _mm512_rcp14_pd(s);
    __m512d e = _mm512_fnmadd_pd(s, p, one); p = _mm512_fmadd_pd(p, e, p);
    e = _mm512_fnmadd_pd(s, p, one); p = _mm512_fmadd_pd(p, e, p);
    q = _mm512_mul_pd(r, p);
  } else q = _mm512_div_pd(r, s);
  __m512d t = _mm512_sub_pd(g, q);
  __m512d step = _mm512_abs_pd(q);
  __m512d st = _mm512_mul_pd(step, _mm512_fmadd_pd(_mm512_set1_pd(3.0), step, _mm512_set1_pd(5.0)));
  __m512d rt = _mm512_fmadd_pd(_mm512_set1_pd(1e-3), v, _mm512_mul_pd(_mm512_set1_pd(1e-4), gg));
  __mmask8 ok = _mm512_cmp_pd_mask(_mm512_add_pd(st, rt), _mm512_sub_pd(s, _mm512_set1_pd(1e-9)), _CMP_LE_OQ);
  __m512d tt = _mm512_mul_pd(t, t);
  __m512d y = _mm512_mul_pd(_mm512_fmadd_pd(_mm512_fmadd_pd(_mm512_set1_pd(-0.4), t, _mm512_set1_pd(0.6)), tt, _mm512_mul_pd(_mm512_set1_pd(0.8), t)), _mm512_set1_pd(1.0));
  y = _mm512_mask_sub_pd(y, upper, one, y);
  return _mm512_mask_mov_pd(_mm512_set1_pd(-1), ok, y);
}
#define RUN(S, R) do { double best = 1e9; for (int rep = 0; rep < 400; rep++) { double t0 = now(); \
  for (int i = 0; i < N; i += 16) { _mm512_store_pd(out + i, kernel(_mm512_load_pd(in + i), S, R)); \
    _mm512_store_pd(out + i + 8, kernel(_mm512_load_pd(in + i + 8), S, R)); } \
  double t1 = now(); if (t1 - t0 < best) best = t1 - t0; } \
  printf("sqrt=%d rcp=%d: %.3f ns/eval (%g)\n", S, R, best / N * 1e9, out[77]); } while (0)
int main(void) {
  srand(1);
  for (int i = 0; i < 2 + 2 * 94; i++) for (int j = 0; j < 4; j++) table[i][j] = rand() / (double)RAND_MAX * 0.01;
  for (int i = 0; i < N; i++) in[i] = (rand() + 0.5) / ((double)RAND_MAX + 1);
  RUN(1, 0); RUN(0, 0); RUN(1, 1); RUN(0, 1);
  return 0;
}
