/* Calls the curves that are built once — caller-owned kn_bezier_curve storage and
 * kn_bezier_prepared handles — and prints what they return, one result per line as "name,bits"
 * (the IEEE-754 bit pattern in hex) or "name,text", so the Swift test can compare with its own
 * results exactly. Exits non-zero if a call that must fail does not, or one that must succeed
 * fails. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CURVES = 6, INPUTS = 52 };

static void print_bits(const char *name, int curve, int index, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s[%d][%d],%016" PRIx64 "\n", name, curve, index, bits);
}

/* Fails the program with `code` unless `status` is `expected`. */
#define EXPECT(status, expected, code)                                                            \
  do {                                                                                            \
    if ((status) != (expected)) {                                                                 \
      fprintf(stderr, "line %d: status %d, expected %d: %s\n", __LINE__, (int)(status),           \
              (int)(expected), kn_last_error_message());                                          \
      return code;                                                                                \
    }                                                                                             \
  } while (0)

int main(void) {
  printf("size,%zu\n", kn_bezier_curve_size());
  printf("sizeof,%zu\n", sizeof(kn_bezier_curve));
  printf("alignof,%zu\n", (size_t)_Alignof(kn_bezier_curve));

  const kn_cubic_bezier params[CURVES] = {
      {0.42, 0, 1, 1},         {0, 0, 0.58, 1},        {0.42, 0, 0.58, 1},
      {0.25, 0.1, 0.25, 1},    {0.3, -0.4, 0.7, 1.6},  {0.68, -0.55, 0.265, 1.55},
  };
  /* Dyadic steps from -0.25 to 1.25 (ends and outside included), then a few others. */
  double xs[INPUTS];
  for (int i = 0; i < 49; i++) xs[i] = i / 32.0 - 0.25;
  xs[49] = 0.1;
  xs[50] = 1.0 / 3.0;
  xs[51] = 0.77;
  float xf[INPUTS];
  for (int i = 0; i < INPUTS; i++) xf[i] = (float)xs[i];
  for (int i = 0; i < INPUTS; i++) print_bits("x", 0, i, xs[i]);

  kn_bezier_curve curves[CURVES];
  kn_bezier_prepared *prepared[CURVES];
  double y[INPUTS];
  float yf[INPUTS];
  for (int c = 0; c < CURVES; c++) {
    EXPECT(kn_bezier_curve_init(params[c], &curves[c]), KN_OK, 10);
    EXPECT(kn_bezier_prepared_create(params[c], &prepared[c]), KN_OK, 11);
    for (int i = 0; i < INPUTS; i++) {
      EXPECT(kn_bezier_curve_progress(&curves[c], xs[i], &y[i]), KN_OK, 12);
      print_bits("curve", c, i, y[i]);
      EXPECT(kn_bezier_prepared_progress(prepared[c], xs[i], &y[i]), KN_OK, 13);
      print_bits("prepared", c, i, y[i]);
    }
    EXPECT(kn_bezier_curve_progress_array(&curves[c], xs, y, INPUTS), KN_OK, 14);
    for (int i = 0; i < INPUTS; i++) print_bits("curveArray", c, i, y[i]);
    EXPECT(kn_bezier_curve_progress_array_f(&curves[c], xf, yf, INPUTS), KN_OK, 15);
    for (int i = 0; i < INPUTS; i++) print_bits("curveArrayF", c, i, yf[i]);
    EXPECT(kn_bezier_prepared_progress_array(prepared[c], xs, y, INPUTS), KN_OK, 16);
    for (int i = 0; i < INPUTS; i++) print_bits("preparedArray", c, i, y[i]);
    EXPECT(kn_bezier_prepared_progress_array_f(prepared[c], xf, yf, INPUTS), KN_OK, 17);
    for (int i = 0; i < INPUTS; i++) print_bits("preparedArrayF", c, i, yf[i]);
    /* The by-value calls build the same plain curve. */
    EXPECT(kn_bezier_progress_array(params[c], xs, y, INPUTS), KN_OK, 18);
    for (int i = 0; i < INPUTS; i++) print_bits("byValueArray", c, i, y[i]);
    for (int i = 0; i < INPUTS; i++) {
      EXPECT(kn_bezier_progress(params[c], xs[i], &y[i]), KN_OK, 19);
      print_bits("byValue", c, i, y[i]);
    }
  }

  /* A curve copied with memcpy, into heap memory, and by assignment, works as the original. */
  kn_bezier_curve *copy = malloc(sizeof *copy);
  if (copy == NULL) return 20;
  memcpy(copy, &curves[5], sizeof *copy);
  kn_bezier_curve assigned = curves[4];
  for (int i = 0; i < INPUTS; i++) {
    EXPECT(kn_bezier_curve_progress(copy, xs[i], &y[i]), KN_OK, 21);
    print_bits("copy", 5, i, y[i]);
    EXPECT(kn_bezier_curve_progress(&assigned, xs[i], &y[i]), KN_OK, 22);
    print_bits("copy", 4, i, y[i]);
  }
  free(copy);

  /* Storage never initialized, zeroed or filled with garbage: a status and a message. */
  double out = 0;
  kn_bezier_curve zeroed = {{0}};
  EXPECT(kn_bezier_curve_progress(&zeroed, 0.5, &out), KN_ERROR_INVALID_ARGUMENT, 30);
  printf("uninitializedError,%s\n", kn_last_error_message());
  kn_bezier_curve garbage;
  memset(&garbage, 0xA5, sizeof garbage);
  EXPECT(kn_bezier_curve_progress(&garbage, 0.5, &out), KN_ERROR_INVALID_ARGUMENT, 31);
  EXPECT(kn_bezier_curve_progress_array(&garbage, xs, y, INPUTS), KN_ERROR_INVALID_ARGUMENT, 32);
  EXPECT(kn_bezier_curve_progress_array_f(&zeroed, NULL, NULL, 0), KN_ERROR_INVALID_ARGUMENT, 33);
  printf("uninitializedArrayError,%s\n", kn_last_error_message());
  /* A failed init writes nothing: the zeroed curve stays unusable, a valid one stays valid. */
  const kn_cubic_bezier invalid = {1.5, 0, 0.5, 1};
  EXPECT(kn_bezier_curve_init(invalid, &zeroed), KN_ERROR_INVALID_ARGUMENT, 34);
  printf("initError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_curve_progress(&zeroed, 0.5, &out), KN_ERROR_INVALID_ARGUMENT, 35);
  const kn_cubic_bezier not_finite = {0.5, NAN, 0.5, 1};
  EXPECT(kn_bezier_curve_init(not_finite, &assigned), KN_ERROR_INVALID_ARGUMENT, 36);
  EXPECT(kn_bezier_curve_progress(&assigned, 0.5, &out), KN_OK, 37);
  /* Storage at an address that is not 16-byte aligned, as a binding's byte buffer may be. */
  static kn_bezier_curve buffer[2];
  unsigned char *misaligned = (unsigned char *)buffer + 8;
  memcpy(misaligned, &curves[0], sizeof curves[0]);
  EXPECT(kn_bezier_curve_progress((const kn_bezier_curve *)(void *)misaligned, 0.5, &out),
         KN_ERROR_INVALID_ARGUMENT, 38);
  printf("misalignedError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_curve_init(params[0], (kn_bezier_curve *)(void *)misaligned),
         KN_ERROR_INVALID_ARGUMENT, 39);

  /* NULL pointers, non-finite x, bad counts. */
  EXPECT(kn_bezier_curve_init(params[0], NULL), KN_ERROR_NULL_POINTER, 40);
  EXPECT(kn_bezier_curve_progress(NULL, 0.5, &out), KN_ERROR_NULL_POINTER, 41);
  printf("nullCurveError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_curve_progress(&curves[0], 0.5, NULL), KN_ERROR_NULL_POINTER, 42);
  EXPECT(kn_bezier_curve_progress(&curves[0], NAN, &out), KN_ERROR_INVALID_ARGUMENT, 43);
  EXPECT(kn_bezier_curve_progress(&curves[0], INFINITY, &out), KN_ERROR_INVALID_ARGUMENT, 44);
  printf("infiniteError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_curve_progress_array(NULL, NULL, NULL, 0), KN_ERROR_NULL_POINTER, 45);
  EXPECT(kn_bezier_curve_progress_array(&curves[0], NULL, NULL, 0), KN_OK, 46);
  EXPECT(kn_bezier_curve_progress_array(&curves[0], NULL, y, 2), KN_ERROR_NULL_POINTER, 47);
  EXPECT(kn_bezier_curve_progress_array(&curves[0], xs, y, SIZE_MAX), KN_ERROR_SIZE, 48);
  EXPECT(kn_bezier_curve_progress_array_f(&curves[0], xf, NULL, 2), KN_ERROR_NULL_POINTER, 49);

  kn_bezier_prepared *untouched = (kn_bezier_prepared *)(void *)&out;
  EXPECT(kn_bezier_prepared_create(invalid, &untouched), KN_ERROR_INVALID_ARGUMENT, 50);
  if (untouched != (kn_bezier_prepared *)(void *)&out) return 51;
  printf("preparedCreateError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_prepared_create(params[0], NULL), KN_ERROR_NULL_POINTER, 52);
  EXPECT(kn_bezier_prepared_progress(NULL, 0.5, &out), KN_ERROR_NULL_POINTER, 53);
  printf("nullPreparedError,%s\n", kn_last_error_message());
  EXPECT(kn_bezier_prepared_progress(prepared[0], 0.5, NULL), KN_ERROR_NULL_POINTER, 54);
  EXPECT(kn_bezier_prepared_progress(prepared[0], -INFINITY, &out), KN_ERROR_INVALID_ARGUMENT, 55);
  EXPECT(kn_bezier_prepared_progress_array(NULL, NULL, NULL, 0), KN_ERROR_NULL_POINTER, 56);
  EXPECT(kn_bezier_prepared_progress_array(prepared[0], NULL, NULL, 0), KN_OK, 57);
  EXPECT(kn_bezier_prepared_progress_array(prepared[0], xs, NULL, 2), KN_ERROR_NULL_POINTER, 58);
  EXPECT(kn_bezier_prepared_progress_array_f(prepared[0], xf, yf, SIZE_MAX), KN_ERROR_SIZE, 59);
  EXPECT(kn_bezier_prepared_progress_array_f(NULL, xf, yf, 2), KN_ERROR_NULL_POINTER, 60);

  for (int c = 0; c < CURVES; c++) kn_bezier_prepared_destroy(prepared[c]);
  kn_bezier_prepared_destroy(NULL);
  return 0;
}
