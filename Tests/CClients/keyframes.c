/* Creates keyframe tracks through kinetics.h, evaluates them with every entry point and prints
 * the results as "name,bits" lines (IEEE-754 bit patterns in hex) for the Swift test to compare
 * with KeyframeTrack. Exits non-zero when a call that must fail does not, naming the check. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void print_bits(const char *name, int index, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s[%d],%016" PRIx64 "\n", name, index, bits);
}

#define SAMPLES 9
static const double us[SAMPLES] = {-0.5, 0.0, 0.1, 0.3, 0.5, 0.5000001, 0.77, 1.0, 2.0};

/* Prints every channel through the channel batch, the interleaved batch and the scalar call. */
static int print_track(const char *name, const kn_keyframe_track *track) {
  size_t dimension;
  if (kn_keyframe_track_dimension(track, &dimension) != KN_OK || dimension > 4) return 1;
  double channel_out[SAMPLES], interleaved[SAMPLES * 4], value[4];
  char label[64];
  if (kn_keyframe_track_value_array(track, us, interleaved, SAMPLES) != KN_OK) return 2;
  for (size_t c = 0; c < dimension; c++) {
    if (kn_keyframe_track_channel_array(track, c, us, channel_out, SAMPLES) != KN_OK) return 3;
    for (int i = 0; i < SAMPLES; i++) {
      snprintf(label, sizeof label, "%s.c%zu", name, c);
      print_bits(label, i, channel_out[i]);
      if (memcmp(&interleaved[i * dimension + c], &channel_out[i], sizeof(double)) != 0) return 4;
    }
  }
  for (int i = 0; i < SAMPLES; i++) {
    if (kn_keyframe_track_value(track, us[i], value) != KN_OK) return 5;
    for (size_t c = 0; c < dimension; c++) {
      snprintf(label, sizeof label, "%s.scalar.c%zu", name, c);
      print_bits(label, i, value[c]);
    }
  }
  float us_f[SAMPLES], out_f[SAMPLES];
  for (int i = 0; i < SAMPLES; i++) us_f[i] = (float)us[i];
  if (kn_keyframe_track_channel_array_f(track, 0, us_f, out_f, SAMPLES) != KN_OK) return 6;
  for (int i = 0; i < SAMPLES; i++) {
    snprintf(label, sizeof label, "%s.float", name);
    print_bits(label, i, out_f[i]);
  }
  return 0;
}

int main(void) {
  /* Linear, two components, explicit key times with a repeated one (a jump). */
  const double values2[] = {0, 1, 3, -2, 7, 7, -1, 4, 2, 2};
  const double key_times[] = {0, 0.1, 0.5, 0.5, 1};
  kn_keyframe_track_desc linear = {0};
  linear.values = values2;
  linear.value_count = 5;
  linear.dimension = 2;
  linear.key_times = key_times;
  linear.key_time_count = 5;
  kn_keyframe_track *track = NULL;
  if (kn_keyframe_track_create(&linear, &track) != KN_OK) return 10;
  if (print_track("linear", track)) return 11;
  size_t key_count = 0;
  double times[8];
  if (kn_keyframe_track_key_times(track, times, 8, &key_count) != KN_OK || key_count != 5) return 12;
  kn_keyframe_track_destroy(track);

  /* Cubic with tension, an animation-level curve and one curve per segment. */
  kn_timing_function ease = {0};
  ease.kind = KN_TIMING_CUBIC_BEZIER;
  kn_bezier_named(KN_CURVE_EASE_IN_EASE_OUT, &ease.bezier);
  kn_timing_function segments[4] = {{0}};
  segments[1].kind = KN_TIMING_CUBIC_BEZIER;
  segments[1].bezier = (kn_cubic_bezier){0.3, -0.4, 0.7, 1.6};
  const kn_linear_stop stops[3] = {{0, {0, 0}, 0}, {0.8, {0.2, 0.4}, 2}, {1, {0, 0}, 0}};
  kn_linear_easing *easing = NULL;
  if (kn_linear_easing_create(stops, 3, &easing) != KN_OK) return 19;
  segments[2].kind = KN_TIMING_LINEAR;
  segments[2].linear = easing;
  segments[3].kind = KN_TIMING_STEPS;
  segments[3].steps = (kn_steps){3, KN_STEP_JUMP_START};
  const double tension[] = {0, 0.3, -0.2, 0.5, 0};
  kn_keyframe_track_desc cubic = linear;
  cubic.key_times = NULL;
  cubic.key_time_count = 0;
  cubic.mode = KN_KEYFRAME_CUBIC;
  cubic.timing_function = &ease;
  cubic.timing_functions = segments;
  cubic.timing_function_count = 4;
  cubic.tension = tension;
  if (kn_keyframe_track_create(&cubic, &track) != KN_OK) return 20;
  kn_linear_easing_destroy(easing); /* the track keeps its own copy */
  if (print_track("cubic", track)) return 21;
  kn_keyframe_track_destroy(track);

  /* Discrete, and cubic-paced by arc length with an ease-out animation curve. */
  kn_keyframe_track_desc discrete = {0};
  discrete.values = values2;
  discrete.value_count = 3;
  discrete.dimension = 2;
  discrete.mode = KN_KEYFRAME_DISCRETE;
  if (kn_keyframe_track_create(&discrete, &track) != KN_OK) return 30;
  if (print_track("discrete", track)) return 31;
  kn_keyframe_track_destroy(track);
  const double values3[] = {0, 1, 3, -2, 7, 7, 0, 0};
  kn_timing_function ease_out = {0};
  ease_out.kind = KN_TIMING_CUBIC_BEZIER;
  kn_bezier_named(KN_CURVE_EASE_OUT, &ease_out.bezier);
  kn_keyframe_track_desc paced = {0};
  paced.values = values3;
  paced.value_count = 4;
  paced.dimension = 2;
  paced.mode = KN_KEYFRAME_CUBIC_PACED;
  paced.timing_function = &ease_out;
  paced.cubic_pacing = KN_CUBIC_PACING_ARC_LENGTH;
  if (kn_keyframe_track_create(&paced, &track) != KN_OK) return 40;
  if (print_track("paced", track)) return 41;

  /* Failures: a status and a message, never a crash. */
  double out[4];
  if (kn_keyframe_track_channel_array(track, 2, us, out, 1) != KN_ERROR_INVALID_ARGUMENT) return 50;
  if (kn_keyframe_track_channel_array(track, 0, us, out, SIZE_MAX / 4) != KN_ERROR_SIZE) return 51;
  if (kn_keyframe_track_value_array(track, us, out, SIZE_MAX / 16) != KN_ERROR_SIZE) return 52;
  if (kn_keyframe_track_channel_array(track, 0, NULL, out, 1) != KN_ERROR_NULL_POINTER) return 53;
  if (kn_keyframe_track_channel_array(track, 0, NULL, NULL, 0) != KN_OK) return 54;
  if (kn_keyframe_track_value(NULL, 0.5, out) != KN_ERROR_NULL_POINTER) return 55;
  kn_keyframe_track_destroy(track);
  kn_keyframe_track_destroy(NULL);

  kn_keyframe_track *never = NULL;
  const double bad_times[] = {0, 0.7, 0.5, 1, 1};
  linear.key_times = bad_times;
  if (kn_keyframe_track_create(&linear, &never) != KN_ERROR_INVALID_ARGUMENT || never != NULL) return 60;
  printf("error,%s\n", kn_last_error_message());
  linear.key_time_count = 4;
  if (kn_keyframe_track_create(&linear, &never) != KN_ERROR_SIZE) return 61;
  const double nan_values[] = {0, NAN};
  kn_keyframe_track_desc invalid = {0};
  invalid.values = nan_values;
  invalid.value_count = 2;
  invalid.dimension = 1;
  if (kn_keyframe_track_create(&invalid, &never) != KN_ERROR_INVALID_ARGUMENT) return 62;
  invalid.dimension = SIZE_MAX / 2;
  if (kn_keyframe_track_create(&invalid, &never) != KN_ERROR_SIZE) return 63;
  invalid.dimension = 1;
  invalid.mode = (kn_keyframe_mode)42;
  if (kn_keyframe_track_create(&invalid, &never) != KN_ERROR_INVALID_ARGUMENT) return 64;
  invalid.mode = KN_KEYFRAME_LINEAR;
  invalid.values = NULL;
  if (kn_keyframe_track_create(&invalid, &never) != KN_ERROR_NULL_POINTER) return 65;
  if (kn_keyframe_track_create(NULL, &never) != KN_ERROR_NULL_POINTER) return 66;
  invalid.values = values2;
  invalid.timing_function_count = 1;
  if (kn_keyframe_track_create(&invalid, &never) != KN_ERROR_NULL_POINTER) return 67;
  return 0;
}
