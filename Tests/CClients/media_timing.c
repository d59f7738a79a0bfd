/* Evaluates media timing through kinetics.h and prints local time, iteration and progress for a
 * grid of parent times as "name,bits" lines (iterations in hex as int64) for the Swift test to
 * compare with MediaTiming. Exits non-zero when a call that must fail does not. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define TIMES 12
static const double ts[TIMES] = {-3, -0.5, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7, 1e300, NAN};

static void print_bits(const char *name, int index, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s[%d],%016" PRIx64 "\n", name, index, bits);
}

static int print_timing(const char *name, kn_media_timing timing) {
  double local_time[TIMES], progress[TIMES];
  int64_t iteration[TIMES];
  char label[64];
  if (kn_media_timing_evaluate_array(timing, ts, local_time, iteration, progress, TIMES) != KN_OK) return 1;
  for (int i = 0; i < TIMES; i++) {
    kn_media_timing_state state;
    if (kn_media_timing_state_at(timing, ts[i], &state) != KN_OK) return 2;
    if (state.iteration != iteration[i]) return 3;
    if (memcmp(&state.progress, &progress[i], sizeof(double)) != 0) return 4;
    if (state.visible != !isnan(progress[i])) return 5;
    snprintf(label, sizeof label, "%s.local", name);
    print_bits(label, i, local_time[i]);
    snprintf(label, sizeof label, "%s.progress", name);
    print_bits(label, i, progress[i]);
    snprintf(label, sizeof label, "%s.simple", name);
    print_bits(label, i, state.simple_time);
    printf("%s.iteration[%d],%016" PRIx64 "\n", name, i, (uint64_t)iteration[i]);
    printf("%s.phase[%d],%d\n", name, i, (int)state.phase);
    printf("%s.reversing[%d],%d\n", name, i, state.reversing);
  }
  return 0;
}

int main(void) {
  kn_media_timing plain;
  if (kn_media_timing_init(1.5, &plain) != KN_OK) return 10;
  if (print_timing("plain", plain)) return 11;

  kn_media_timing repeating = plain;
  repeating.begin_time = 0.5;
  repeating.speed = 2;
  repeating.time_offset = 0.25;
  repeating.repeat_count = 2.5;
  repeating.autoreverses = 1;
  repeating.fill_mode = KN_FILL_BOTH;
  if (print_timing("repeating", repeating)) return 12;

  kn_media_timing backwards = plain;
  backwards.speed = -0.5;
  backwards.repeat_duration = INFINITY;
  backwards.fill_mode = KN_FILL_FORWARDS;
  if (print_timing("backwards", backwards)) return 13;

  /* Only the outputs asked for are written. */
  double progress[TIMES];
  if (kn_media_timing_evaluate_array(plain, ts, NULL, NULL, progress, TIMES) != KN_OK) return 20;

  /* Failures. */
  kn_media_timing invalid = plain;
  invalid.duration = 0;
  kn_media_timing_state state;
  if (kn_media_timing_state_at(invalid, 0, &state) != KN_ERROR_INVALID_ARGUMENT) return 30;
  printf("error,%s\n", kn_last_error_message());
  invalid = plain;
  invalid.repeat_count = 2;
  invalid.repeat_duration = 3;
  if (kn_media_timing_evaluate_array(invalid, ts, NULL, NULL, progress, TIMES) != KN_ERROR_INVALID_ARGUMENT) return 31;
  invalid = plain;
  invalid.fill_mode = (kn_fill_mode)9;
  if (kn_media_timing_state_at(invalid, 0, &state) != KN_ERROR_INVALID_ARGUMENT) return 32;
  invalid = plain;
  invalid.speed = NAN;
  if (kn_media_timing_state_at(invalid, 0, &state) != KN_ERROR_INVALID_ARGUMENT) return 33;
  if (kn_media_timing_init(-1, &plain) != KN_ERROR_INVALID_ARGUMENT) return 34;
  if (kn_media_timing_init(1, NULL) != KN_ERROR_NULL_POINTER) return 35;
  if (kn_media_timing_evaluate_array(plain, NULL, NULL, NULL, progress, 1) != KN_ERROR_NULL_POINTER) return 36;
  if (kn_media_timing_evaluate_array(plain, ts, NULL, NULL, progress, SIZE_MAX) != KN_ERROR_SIZE) return 37;
  return 0;
}
