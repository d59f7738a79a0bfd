/* kn_set_max_threads / kn_get_max_threads: bad limits fail with a status and a message and leave
 * the limit unchanged; every array entry point that splits large batches gives the same bytes with
 * a limit of 1, 2 and none. Prints "ok" and exits 0 on success, else exits with the failing check's
 * number. */
#include <kinetics.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Above the 100 µs work threshold for every kernel below (≥ 1 ns per element). */
#define COUNT 300001

static double u[COUNT], t[COUNT];
static float tf[COUNT];

/* The outputs of every kernel, for one thread limit. */
typedef struct outputs {
  double spring[COUNT], track[COUNT], interleaved[2 * COUNT], x[COUNT], y[COUNT], steps[COUNT],
      linear[COUNT];
  float spring_f[COUNT], track_f[COUNT];
} outputs;

static int evaluate(kn_keyframe_track *track, kn_path *path, kn_linear_easing *easing,
                    outputs *out) {
  kn_spring spring = {1, 170, 10};
  kn_spring_motion motion = {2, -1, 3};
  kn_timing_function steps = {0};
  steps.kind = KN_TIMING_STEPS;
  steps.steps.count = 7;
  steps.steps.position = KN_STEP_JUMP_BOTH;
  kn_timing_function linear = {0};
  linear.kind = KN_TIMING_LINEAR;
  linear.linear = easing;
  return kn_spring_position_array(spring, motion, t, out->spring, COUNT) != KN_OK ||
         kn_spring_velocity_array_f(spring, motion, tf, out->spring_f, COUNT) != KN_OK ||
         kn_keyframe_track_channel_array(track, 1, u, out->track, COUNT) != KN_OK ||
         kn_keyframe_track_channel_array_f(track, 0, tf, out->track_f, COUNT) != KN_OK ||
         kn_keyframe_track_value_array(track, u, out->interleaved, COUNT) != KN_OK ||
         kn_path_sample_paced(path, u, out->x, out->y, NULL, KN_ROTATION_AUTO, COUNT) != KN_OK ||
         kn_timing_progress_array(&steps, u, out->steps, COUNT) != KN_OK ||
         kn_timing_progress_array(&linear, u, out->linear, COUNT) != KN_OK;
}

int main(void) {
  int64_t limit = 0;
  if (kn_get_max_threads(&limit) != KN_OK || limit != KN_MAX_THREADS_UNLIMITED) return 1;
  if (kn_set_max_threads(0) != KN_ERROR_INVALID_ARGUMENT) return 2;
  if (strstr(kn_last_error_message(), "max_threads") == NULL) return 3;
  if (kn_set_max_threads(-4) != KN_ERROR_INVALID_ARGUMENT) return 4;
  if (kn_get_max_threads(NULL) != KN_ERROR_NULL_POINTER) return 5;
  if (kn_get_max_threads(&limit) != KN_OK || limit != KN_MAX_THREADS_UNLIMITED) return 6;
  if (kn_set_max_threads(3) != KN_OK) return 7;
  if (kn_set_max_threads(-1) != KN_ERROR_INVALID_ARGUMENT) return 8;
  if (kn_get_max_threads(&limit) != KN_OK || limit != 3) return 9;

  for (int i = 0; i < COUNT; i++) {
    u[i] = (double)((i * 7919L) % COUNT) / COUNT * 1.4 - 0.2;
    t[i] = 3 * u[i];
    tf[i] = (float)t[i];
  }
  const double values[] = {0, 1, 3, -2, 7, 7, -1, 4, 2, 2};
  kn_keyframe_track_desc desc = {0};
  desc.values = values;
  desc.value_count = 5;
  desc.dimension = 2;
  desc.mode = KN_KEYFRAME_CUBIC;
  kn_keyframe_track *track = NULL;
  kn_path *path = NULL;
  kn_linear_easing *easing = NULL;
  kn_linear_stop stops[3] = {{0, {0, 0}, 0}, {0.8, {0.3, 0}, 1}, {1, {0, 0}, 0}};
  if (kn_keyframe_track_create(&desc, &track) != KN_OK) return 10;
  if (kn_path_create_svg("M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 L 200 40", &path) != KN_OK)
    return 11;
  if (kn_linear_easing_create(stops, 3, &easing) != KN_OK) return 12;

  outputs *one = calloc(1, sizeof(outputs)), *other = calloc(1, sizeof(outputs));
  if (one == NULL || other == NULL) return 13;
  if (kn_set_max_threads(1) != KN_OK || evaluate(track, path, easing, one)) return 14;
  const int64_t limits[] = {2, KN_MAX_THREADS_UNLIMITED};
  for (int i = 0; i < 2; i++) {
    memset(other, 0, sizeof(outputs));
    if (kn_set_max_threads(limits[i]) != KN_OK || evaluate(track, path, easing, other)) return 15;
    if (memcmp(one, other, sizeof(outputs)) != 0) return 16 + i;
  }
  free(one);
  free(other);
  kn_keyframe_track_destroy(track);
  kn_path_destroy(path);
  kn_linear_easing_destroy(easing);
  printf("ok\n");
  return 0;
}
