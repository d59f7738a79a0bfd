/* Many threads call Kinetics at once: each gets correct results, and each thread's
 * kn_last_error_message is its own (thread 0 fails with one message while the others fail with
 * another). Prints "ok" and exits 0 on success. */
#include <kinetics.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREADS 8
#define ROUNDS 2000

static double expected[64];
static kn_cubic_bezier curve;

static void *work(void *argument) {
  long id = (long)argument;
  double xs[64], ys[64];
  for (int i = 0; i < 64; i++) xs[i] = i / 63.0;
  for (int round = 0; round < ROUNDS; round++) {
    if (kn_bezier_progress_array(curve, xs, ys, 64) != KN_OK) return (void *)1;
    if (memcmp(ys, expected, sizeof ys) != 0) return (void *)2;
    kn_cubic_bezier bad = {id == 0 ? -1.0 : 0.5, 0, id == 0 ? 0.5 : 2.0, 1};
    double y;
    if (kn_bezier_progress(bad, 0.5, &y) != KN_ERROR_INVALID_ARGUMENT) return (void *)3;
    const char *message = kn_last_error_message();
    if (strstr(message, id == 0 ? "x1" : "x2") == NULL) return (void *)4;
  }
  return NULL;
}

int main(void) {
  kn_bezier_named(KN_CURVE_DEFAULT, &curve);
  double xs[64];
  for (int i = 0; i < 64; i++) xs[i] = i / 63.0;
  if (kn_bezier_progress_array(curve, xs, expected, 64) != KN_OK) return 10;
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
  if (failures) return 1;
  printf("ok\n");
  return 0;
}
