/* Calls the timing-curve functions of kinetics.h and prints what they return, one result per line
 * as "name,bits" where bits is the IEEE-754 bit pattern in hex, so the Swift test can compare with
 * its own results exactly. Exits non-zero if a call that must fail does not. */
#include <kinetics.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void print_bits(const char *name, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s,%016" PRIx64 "\n", name, bits);
}

int main(void) {
  kn_cubic_bezier curve;
  if (kn_bezier_named(KN_CURVE_EASE_IN_EASE_OUT, &curve) != KN_OK) return 10;
  const double xs[5] = {0.0, 0.1, 0.5, 0.77, 1.0};
  double ys[5];
  if (kn_bezier_progress_array(curve, xs, ys, 5) != KN_OK) return 11;
  for (int i = 0; i < 5; i++) {
    char name[32];
    snprintf(name, sizeof name, "easeInEaseOut[%d]", i);
    print_bits(name, ys[i]);
  }
  kn_cubic_bezier custom = {0.3, -0.4, 0.7, 1.6};
  double y;
  if (kn_bezier_progress(custom, 0.25, &y) != KN_OK) return 12;
  print_bits("custom(0.25)", y);

  /* Invalid input: a status and a message, never a crash. */
  kn_cubic_bezier invalid = {1.5, 0, 0.5, 1};
  if (kn_bezier_progress(invalid, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return 20;
  if (strstr(kn_last_error_message(), "x1") == NULL) return 21;
  if (kn_bezier_progress(curve, 0.5, NULL) != KN_ERROR_NULL_POINTER) return 22;
  printf("error,%s\n", kn_last_error_message());
  return 0;
}
