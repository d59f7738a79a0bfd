/* Many threads call Kinetics at once: each gets correct results, and each thread's
 * kn_last_error_message is its own (thread 0 fails with one message while the others fail with
 * another). All threads evaluate the same keyframe track and path handles concurrently, and each also
 * creates and destroys tracks of its own. Prints "ok" and exits 0 on success. */
#include <kinetics.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREADS 8
#define ROUNDS 2000
#define SAMPLES 64

static double expected[SAMPLES];
static double expected_track[SAMPLES * 2];
static kn_cubic_bezier curve;
static kn_keyframe_track *shared_track;
static kn_path *shared_path;
static double expected_x[SAMPLES], expected_y[SAMPLES], expected_angle[SAMPLES];
static const double track_values[] = {0, 1, 3, -2, 7, 7, -1, 4, 2, 2};

static kn_status make_track(kn_keyframe_track **out) {
  kn_keyframe_track_desc desc = {0};
  desc.values = track_values;
  desc.value_count = 5;
  desc.dimension = 2;
  desc.mode = KN_KEYFRAME_CUBIC;
  return kn_keyframe_track_create(&desc, out);
}

static void *work(void *argument) {
  long id = (long)argument;
  double xs[SAMPLES], ys[SAMPLES], values[SAMPLES * 2];
  for (int i = 0; i < SAMPLES; i++) xs[i] = i / (double)(SAMPLES - 1);
  for (int round = 0; round < ROUNDS; round++) {
    if (kn_bezier_progress_array(curve, xs, ys, SAMPLES) != KN_OK) return (void *)1;
    if (memcmp(ys, expected, sizeof ys) != 0) return (void *)2;
    kn_cubic_bezier bad = {id == 0 ? -1.0 : 0.5, 0, id == 0 ? 0.5 : 2.0, 1};
    double y;
    if (kn_bezier_progress(bad, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return (void *)3;
    const char *message = kn_last_error_message();
    if (strstr(message, id == 0 ? "x1" : "x2") == NULL) return (void *)4;

    if (kn_keyframe_track_value_array(shared_track, xs, values, SAMPLES) != KN_OK) return (void *)5;
    if (memcmp(values, expected_track, sizeof values) != 0) return (void *)6;
    double px[SAMPLES], py[SAMPLES], angle[SAMPLES];
    if (round % 4 == 0) {
      if (kn_path_sample_paced(shared_path, xs, px, py, angle, KN_ROTATION_AUTO, SAMPLES) != KN_OK) return (void *)10;
      if (memcmp(px, expected_x, sizeof px) != 0 || memcmp(py, expected_y, sizeof py) != 0) return (void *)11;
      if (memcmp(angle, expected_angle, sizeof angle) != 0) return (void *)12;
    }
    if (round % 16 == 0) {
      kn_keyframe_track *own = NULL;
      if (make_track(&own) != KN_OK) return (void *)7;
      if (kn_keyframe_track_channel_array(own, 1, xs, ys, SAMPLES) != KN_OK) return (void *)8;
      kn_keyframe_track_destroy(own);
      for (int i = 0; i < SAMPLES; i++)
        if (memcmp(&ys[i], &expected_track[2 * i + 1], sizeof(double)) != 0) return (void *)9;
    }
  }
  return NULL;
}

int main(void) {
  kn_bezier_named(KN_CURVE_DEFAULT, &curve);
  double xs[SAMPLES];
  for (int i = 0; i < SAMPLES; i++) xs[i] = i / (double)(SAMPLES - 1);
  if (kn_bezier_progress_array(curve, xs, expected, SAMPLES) != KN_OK) return 10;
  if (make_track(&shared_track) != KN_OK) return 11;
  if (kn_keyframe_track_value_array(shared_track, xs, expected_track, SAMPLES) != KN_OK) return 12;
  if (kn_path_create_svg("M0 0 C 50 100 150 -100 200 0 A 40 20 30 1 1 260 40 Z", &shared_path) != KN_OK) return 13;
  if (kn_path_sample_paced(shared_path, xs, expected_x, expected_y, expected_angle, KN_ROTATION_AUTO, SAMPLES) != KN_OK)
    return 14;
  pthread_t threads[THREADS];
  for (long t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, work, (void *)t);
  int failures = 0;
  for (int t = 0; t < THREADS; t++) {
    void *result;
    pthread_join(threads[t], &result);
    if (result != NULL) {
      fprintf(stderr, "thread %d failed with %ld\n", t, (long)result);
      failures++;
    }
  }
  kn_keyframe_track_destroy(shared_track);
  kn_path_destroy(shared_path);
  if (failures) return 1;
  printf("ok\n");
  return 0;
}
