/* Creates an emitter through kinetics.h (two cells of the layer, the first with a sub-emitter
 * listed after the second), prints its live count and every particle column at one time as
 * "name,bits" lines (double and float) for the Swift test to compare with EmitterLayer, then the
 * messages of calls that must fail as "error,message" lines. Exits non-zero when such a call does
 * not fail, or when repeated calls on the handle (its reused storage, from two threads at once)
 * differ. Then the full-range property of issue 19 (never ±inf or NaN with KN_OK), as counts. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
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

/* SplitMix64 (Steele, Lea & Flood, OOPSLA 2014), as Tests/Support/SplitMix64.swift. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static double uniform(uint64_t *state, double low, double high) {
  return low + (high - low) * ((double)(next_random(state) >> 11) * 0x1p-53);
}

/* A finite double over the whole range: every other draw a random bit pattern (every exponent
 * alike), the others uniform in [-4, 4]. */
static double full_range(uint64_t *state) {
  if ((next_random(state) & 1) == 0) return uniform(state, -4, 4);
  for (;;) {
    uint64_t bits = next_random(state);
    double value;
    memcpy(&value, &bits, sizeof value);
    if (isfinite(value)) return value;
  }
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

static kn_emitter_cell_desc random_cell(uint64_t *r, int64_t parent) {
  kn_emitter_cell_desc c = cell(parent, uniform(r, 0, 30), uniform(r, 0, 4));
  c.lifetime_range = uniform(r, 0, 1);
  c.velocity = full_range(r);
  c.velocity_range = fabs(full_range(r));
  c.emission_longitude = full_range(r);
  c.emission_latitude = full_range(r);
  c.emission_range = fabs(full_range(r));
  for (int i = 0; i < 3; i++) c.acceleration[i] = full_range(r);
  c.spin = full_range(r);
  c.spin_range = fabs(full_range(r));
  c.scale = full_range(r);
  c.scale_range = fabs(full_range(r));
  c.scale_speed = full_range(r);
  for (int i = 0; i < 4; i++) {
    c.color[i] = uniform(r, 0, 1);
    c.color_range[i] = fabs(full_range(r));
    c.color_speed[i] = full_range(r);
  }
  c.begin_time = uniform(r, 0, 1);
  return c;
}

/* Whether every value of the first count particles of columns (capacity count) is finite. */
static int all_finite(const double *doubles, const float *floats, size_t count) {
  for (size_t i = 0; i < KN_EMITTER_COLUMNS * count; i++)
    if (doubles ? !isfinite(doubles[i]) : !isfinite(floats[i])) return 0;
  return 1;
}

/* The full-range property (issue 19): for random finite descriptions and times, every call either
 * succeeds with finite values or fails with its status (KN_ERROR_OVERFLOW for values beyond the
 * output type, KN_ERROR_INVALID_ARGUMENT for a description refused or a time with too many
 * particles), never KN_OK with ±inf or NaN. Prints the counts; "failure,..." for each violation. */
static void full_range_property(void) {
  uint64_t r = 19;
  int ok = 0, overflow = 0, refused = 0, failures = 0;
  for (int trial = 0; trial < 400; trial++) {
    kn_emitter_cell_desc cells[2];
    cells[0] = random_cell(&r, -1);
    cells[1] = random_cell(&r, (next_random(&r) & 1) ? 0 : -1);
    cells[1].birth_rate = uniform(&r, 0, 5);
    kn_emitter_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.position_x = full_range(&r);
    desc.position_y = full_range(&r);
    desc.z_position = full_range(&r);
    desc.size_width = fabs(full_range(&r));
    desc.size_height = fabs(full_range(&r));
    desc.depth = fabs(full_range(&r));
    desc.shape = (kn_emitter_shape)(next_random(&r) % 6);
    desc.mode = (kn_emitter_mode)(next_random(&r) % 4);
    desc.space = (kn_emission_space)(next_random(&r) % 2);
    int multiply = (next_random(&r) % 4) == 0;
    desc.birth_rate = 1;
    desc.lifetime = 1;
    desc.velocity = multiply ? full_range(&r) : 1;
    desc.scale = multiply ? full_range(&r) : 1;
    desc.spin = multiply ? full_range(&r) : 1;
    desc.seed = (uint32_t)next_random(&r);
    desc.cells = cells;
    desc.cell_count = 2;
    kn_emitter *emitter = NULL;
    kn_status created = kn_emitter_create(&desc, &emitter);
    if (created == KN_ERROR_INVALID_ARGUMENT) { refused++; continue; }
    if (created != KN_OK) { printf("failure,%d create %d\n", trial, created); failures++; continue; }
    double t = (next_random(&r) % 8) == 0 ? full_range(&r) : uniform(&r, 0, 6);
    size_t live = 0;
    kn_status counted = kn_emitter_live_count(emitter, t, &live);
    if (counted != KN_OK || live > 20000) {
      if (counted != KN_OK && counted != KN_ERROR_INVALID_ARGUMENT) { printf("failure,%d count %d\n", trial, counted); failures++; }
      refused++;
      kn_emitter_destroy(emitter);
      continue;
    }
    size_t capacity = live ? live : 1, count = 0;
    double *doubles = malloc(sizeof(double) * KN_EMITTER_COLUMNS * capacity);
    float *floats = malloc(sizeof(float) * KN_EMITTER_COLUMNS * capacity);
    kn_status statuses[2];
    statuses[0] = kn_emitter_particles(emitter, t, doubles, capacity, &count);
    statuses[1] = kn_emitter_particles_f(emitter, t, floats, capacity, &count);
    for (int f = 0; f < 2; f++) {
      if (statuses[f] == KN_OK && all_finite(f ? NULL : doubles, f ? floats : NULL, live)) ok++;
      else if (statuses[f] == KN_ERROR_OVERFLOW) overflow++;
      else { printf("failure,%d %s %d\n", trial, f ? "float" : "double", statuses[f]); failures++; }
    }
    free(doubles);
    free(floats);
    kn_emitter_destroy(emitter);
  }
  printf("property_ok,%d\nproperty_overflow,%d\nproperty_refused,%d\nproperty_failures,%d\n", ok, overflow, refused,
         failures);
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

  /* Overflow (issue 19): cells[1] flies at 1e308, so at t = 50 its positions are beyond double;
   * at 1e37, beyond float only. KN_ERROR_OVERFLOW naming the column, cells[1] and t. */
  kn_emitter_cell_desc fast[2] = {cell(-1, 1, 100), cell(-1, 1, 100)};
  fast[0].velocity = 1;
  fast[1].velocity = 1e308;
  desc.shape = KN_EMITTER_SHAPE_POINT;
  desc.cells = fast;
  desc.cell_count = 2;
  kn_emitter *wild = NULL;
  size_t room = 102; /* 51 particles of each cell are live at t = 50 */
  double *wide = malloc(sizeof(double) * KN_EMITTER_COLUMNS * room);
  float *narrow = malloc(sizeof(float) * KN_EMITTER_COLUMNS * room);
  if (kn_emitter_create(&desc, &wild) != KN_OK) return 27;
  if (kn_emitter_particles(wild, 50, wide, room, &count) != KN_ERROR_OVERFLOW) return 28;
  print_error();
  if (kn_emitter_particles_f(wild, 50, narrow, room, &count) != KN_ERROR_OVERFLOW) return 29;
  print_error();
  kn_emitter_destroy(wild);
  fast[1].velocity = 1e37;
  if (kn_emitter_create(&desc, &wild) != KN_OK) return 30;
  if (kn_emitter_particles(wild, 50, wide, room, &count) != KN_OK || count != room || !all_finite(wide, NULL, count))
    return 31;
  if (kn_emitter_particles_f(wild, 50, narrow, room, &count) != KN_ERROR_OVERFLOW) return 32;
  print_error();
  kn_emitter_destroy(wild);
  free(wide);
  free(narrow);
  full_range_property();
  free(columns);
  free(floats);
  return 0;
}
