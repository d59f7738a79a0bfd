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

  /* steps() and linear() through kn_timing_function, batch and scalar. */
  const double grid[7] = {-0.25, 0.0, 0.25, 0.3, 0.5, 0.999, 1.25};
  double out[7];
  char label[48];
  kn_timing_function steps = {0};
  steps.kind = KN_TIMING_STEPS;
  steps.steps = (kn_steps){4, KN_STEP_JUMP_BOTH};
  if (kn_timing_progress_array(&steps, grid, out, 7) != KN_OK) return 13;
  for (int i = 0; i < 7; i++) {
    snprintf(label, sizeof label, "steps[%d]", i);
    print_bits(label, out[i]);
  }
  const kn_linear_stop stops[4] = {{0, {0, 0}, 0}, {0.8, {0.2, 0.4}, 2}, {0.5, {0, 0}, 0}, {1, {0, 0}, 0}};
  kn_linear_easing *easing = NULL;
  if (kn_linear_easing_create(stops, 4, &easing) != KN_OK) return 14;
  kn_timing_function linear = {0};
  linear.kind = KN_TIMING_LINEAR;
  linear.linear = easing;
  if (kn_timing_progress_array(&linear, grid, out, 7) != KN_OK) return 15;
  kn_linear_easing_destroy(easing);
  kn_linear_easing_destroy(NULL);
  for (int i = 0; i < 7; i++) {
    snprintf(label, sizeof label, "linear[%d]", i);
    print_bits(label, out[i]);
  }
  kn_timing_function bezier = {0};
  bezier.kind = KN_TIMING_CUBIC_BEZIER;
  bezier.bezier = custom;
  if (kn_timing_progress(&bezier, 0.25, &y) != KN_OK) return 16;
  print_bits("function(0.25)", y);
  kn_timing_function identity = {0};
  if (kn_timing_progress(&identity, 0.3, &y) != KN_OK || y != 0.3) return 17;

  /* Invalid input: a status and a message, never a crash. */
  if (kn_linear_easing_create(stops, 1, &easing) != KN_ERROR_INVALID_ARGUMENT) return 40;
  const kn_linear_stop bad_stop[2] = {{0, {0, 0}, 3}, {1, {0, 0}, 0}};
  if (kn_linear_easing_create(bad_stop, 2, &easing) != KN_ERROR_INVALID_ARGUMENT) return 41;
  steps.steps = (kn_steps){1, KN_STEP_JUMP_NONE};
  if (kn_timing_progress(&steps, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return 42;
  printf("stepsError,%s\n", kn_last_error_message());
  linear.linear = NULL;
  if (kn_timing_progress_array(&linear, grid, out, 7) != KN_ERROR_INVALID_ARGUMENT) return 43;
  identity.kind = (kn_timing_kind)99;
  if (kn_timing_progress(&identity, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return 44;
  if (kn_bezier_progress_array(curve, xs, ys, SIZE_MAX) != KN_ERROR_SIZE) return 45;
  if (kn_bezier_progress_array(curve, NULL, ys, 2) != KN_ERROR_NULL_POINTER) return 46;
  if (kn_bezier_progress_array_f(curve, NULL, NULL, 0) != KN_OK) return 47;
  if (kn_bezier_named((kn_named_curve)17, &curve) != KN_ERROR_INVALID_ARGUMENT) return 48;

  kn_cubic_bezier invalid = {1.5, 0, 0.5, 1};
  if (kn_bezier_progress(invalid, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return 20;
  if (strstr(kn_last_error_message(), "x1") == NULL) return 21;
  if (kn_bezier_progress(curve, 0.5, NULL) != KN_ERROR_NULL_POINTER) return 22;
  printf("error,%s\n", kn_last_error_message());
  return 0;
}
