/* Creates an emitter through kinetics.h (two cells of the layer, the first with a sub-emitter
 * listed after the second), prints its live count and every particle column at one time as
 * "name,bits" lines (double and float) for the Swift test to compare with EmitterLayer, then the
 * messages of calls that must fail as "error,message" lines. Exits non-zero when such a call does
 * not fail, or when repeated calls on the handle (its reused storage, from two threads at once)
 * differ. */
#include <kinetics.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_bits(const char *name, size_t index, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s[%zu],%016" PRIx64 "\n", name, index, bits);
}

static void print_error(void) { printf("error,%s\n", kn_last_error_message()); }

/* Calls kn_emitter_particles at t = 2.25 repeatedly into a buffer of its own and counts the calls
 * whose output differs from `expected`. */
struct repeat_job {
  kn_emitter *emitter;
  const double *expected;
  size_t live;
  int failures;
};

static void *repeat_particles(void *argument) {
  struct repeat_job *job = argument;
  double *mine = malloc(sizeof(double) * KN_EMITTER_COLUMNS * job->live);
  for (int round = 0; round < 40; round++) {
    size_t count = 0;
    if (kn_emitter_particles(job->emitter, 2.25, mine, job->live, &count) != KN_OK || count != job->live ||
        memcmp(mine, job->expected, sizeof(double) * KN_EMITTER_COLUMNS * job->live) != 0)
      job->failures++;
  }
  free(mine);
  return NULL;
}

static kn_emitter_cell_desc cell(int64_t parent, double rate, double lifetime) {
  kn_emitter_cell_desc c;
  memset(&c, 0, sizeof c);
  c.parent = parent;
  c.birth_rate = rate;
  c.lifetime = lifetime;
  c.scale = 1;
  for (int i = 0; i < 4; i++) c.color[i] = 1;
  return c;
}

int main(void) {
  kn_emitter_cell_desc cells[3];
  cells[0] = cell(-1, 3, 1.5);  /* rockets */
  cells[0].velocity = 80;
  cells[0].velocity_range = 20;
  cells[0].emission_longitude = -1.5707963267948966;
  cells[0].emission_range = 0.4;
  cells[0].acceleration[1] = 40;
  cells[1] = cell(-1, 20, 0.8); /* dust, a second cell of the layer */
  cells[1].lifetime_range = 0.3;
  cells[1].velocity = 10;
  cells[1].emission_range = 3.14;
  cells[1].color_range[0] = 0.2;
  cells[1].color_speed[3] = -0.5;
  cells[2] = cell(0, 10, 0.4);  /* sparks riding on the rockets */
  cells[2].spin = 2;
  cells[2].scale_speed = -1;

  kn_emitter_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.position_x = 100;
  desc.position_y = 200;
  desc.size_width = 30;
  desc.shape = KN_EMITTER_SHAPE_CIRCLE;
  desc.mode = KN_EMITTER_MODE_OUTLINE;
  desc.space = KN_EMISSION_PLANE;
  desc.birth_rate = 1;
  desc.lifetime = 1;
  desc.velocity = 1;
  desc.scale = 1;
  desc.spin = 1;
  desc.seed = 77;
  desc.cells = cells;
  desc.cell_count = 3;

  kn_emitter *emitter = NULL;
  if (kn_emitter_create(&desc, &emitter) != KN_OK) { print_error(); return 10; }
  size_t live = 0;
  if (kn_emitter_live_count(emitter, 2.25, &live) != KN_OK) return 11;
  printf("live,%zu\n", live);
  double *columns = malloc(sizeof(double) * KN_EMITTER_COLUMNS * live);
  float *floats = malloc(sizeof(float) * KN_EMITTER_COLUMNS * live);
  size_t count = 0, float_count = 0;
  if (kn_emitter_particles(emitter, 2.25, columns, live, &count) != KN_OK) return 12;
  if (kn_emitter_particles_f(emitter, 2.25, floats, live, &float_count) != KN_OK) return 13;
  if (count != live || float_count != live) return 14;
  for (size_t i = 0; i < KN_EMITTER_COLUMNS * live; i++) {
    print_bits("column", i, columns[i]);
    print_bits("float", i, (double)floats[i]);
  }

  /* The handle's reused storage: another time in between, then 2.25 again, from one thread and
   * from two threads at once on the same handle (one takes the shared storage, the other its
   * own), always the same bits. */
  size_t earlier = 0;
  if (kn_emitter_live_count(emitter, 1.0, &earlier) != KN_OK || earlier == 0) return 15;
  double *other = malloc(sizeof(double) * KN_EMITTER_COLUMNS * earlier);
  if (kn_emitter_particles(emitter, 1.0, other, earlier, &count) != KN_OK || count != earlier) return 16;
  free(other);
  struct repeat_job jobs[2] = {{emitter, columns, live, 0}, {emitter, columns, live, 0}};
  repeat_particles(&jobs[0]);
  if (jobs[0].failures != 0) return 17;
  pthread_t threads[2];
  for (int i = 0; i < 2; i++)
    if (pthread_create(&threads[i], NULL, repeat_particles, &jobs[i]) != 0) return 18;
  for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
  if (jobs[0].failures != 0 || jobs[1].failures != 0) return 19;
  printf("reuse,same\n");

  /* Failures: a buffer one particle short, a bad cell, a bad parent, a NULL description, the
   * destroyed handle. */
  if (kn_emitter_particles(emitter, 2.25, columns, live - 1, &count) != KN_ERROR_SIZE) return 20;
  print_error();
  if (kn_emitter_live_count(emitter, 1.0 / 0.0, &count) != KN_ERROR_INVALID_ARGUMENT) return 21;
  print_error();
  cells[1].lifetime = -1;
  kn_emitter *bad = NULL;
  if (kn_emitter_create(&desc, &bad) != KN_ERROR_INVALID_ARGUMENT || bad != NULL) return 22;
  print_error();
  cells[1].lifetime = 0.8;
  cells[2].parent = 2;
  if (kn_emitter_create(&desc, &bad) != KN_ERROR_INVALID_ARGUMENT) return 23;
  print_error();
  if (kn_emitter_create(NULL, &bad) != KN_ERROR_NULL_POINTER) return 24;
  print_error();
  if (kn_emitter_destroy(emitter) != KN_OK) return 25;
  if (kn_emitter_live_count(emitter, 1, &count) != KN_ERROR_INVALID_HANDLE) return 26;
  print_error();
  free(columns);
  free(floats);
  return 0;
}
