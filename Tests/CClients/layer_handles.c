/* Evaluates a replicator and a transaction through kinetics.h and prints the results as
 * "name[i],bits" or "name[i],text" lines for the Swift test to compare with ReplicatorLayer and
 * Transaction, then the messages of calls that must fail as "error,message" lines. Exits non-zero
 * when a call that must succeed fails or one that must fail succeeds. */
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

static void print_error(void) { printf("error,%s\n", kn_last_error_message()); }

/* The row-major elements of: rotate by `angle` about z, scale x and y by `scale`, translate by
 * (tx, ty), composed in that order (row vectors). */
static void similarity(double angle, double scale, double tx, double ty, double out[16]) {
  const double c = scale * cos(angle), s = scale * sin(angle);
  const double m[16] = {c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1};
  memcpy(out, m, sizeof m);
}

static kn_transaction_op op(kn_transaction_op_kind kind) {
  kn_transaction_op result;
  memset(&result, 0, sizeof result);
  result.kind = kind;
  return result;
}

static kn_transaction_op change(const char *key, const double *old_value, const double *new_value, size_t dimension) {
  kn_transaction_op result = op(KN_TRANSACTION_CHANGE);
  result.key = key;
  result.old_value = old_value;
  result.new_value = new_value;
  result.dimension = dimension;
  return result;
}

int main(void) {
  /* A shrinking spiral of 40 instances: a similarity, so the closed form. */
  kn_replicator_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.instance_count = 40;
  desc.instance_delay = 0.05;
  similarity(0.3, 0.98, 5, -2, desc.instance_transform);
  const double tint[4] = {1, 0.5, 0.25, 1};
  memcpy(desc.instance_color, tint, sizeof tint);
  desc.red_offset = -0.02;
  desc.green_offset = 0.01;
  desc.alpha_offset = -0.025;
  kn_replicator *spiral = NULL;
  if (kn_replicator_create(&desc, &spiral) != KN_OK) return 10;
  double matrices[16 * 40], colors[4 * 40], times[40], one[16];
  if (kn_replicator_instance_transforms(spiral, matrices, 40) != KN_OK) return 11;
  for (int i = 0; i < 16 * 40; i++) print_bits("spiral", i, matrices[i]);
  if (kn_replicator_instance_transform(spiral, 37, one) != KN_OK) return 12;
  for (int i = 0; i < 16; i++) print_bits("spiral37", i, one[i]);
  if (kn_replicator_instance_colors(spiral, colors, 40) != KN_OK) return 13;
  for (int i = 0; i < 4 * 40; i++) print_bits("colors", i, colors[i]);
  if (kn_replicator_instance_color(spiral, 9, one) != KN_OK) return 14;
  for (int i = 0; i < 4; i++) print_bits("color9", i, one[i]);
  if (kn_replicator_instance_times(spiral, 1.3, times, 40) != KN_OK) return 15;
  for (int i = 0; i < 40; i++) print_bits("times", i, times[i]);
  if (kn_replicator_instance_time(spiral, 7, 1.3, one) != KN_OK) return 16;
  print_bits("time7", 0, one[0]);

  /* A rotation about (1, 2, 3): binary powering. */
  kn_replicator_desc tilted = desc;
  tilted.instance_count = 20;
  const double r = 0.4, ax = 1 / sqrt(14.0), ay = 2 / sqrt(14.0), az = 3 / sqrt(14.0);
  const double c = cos(r), s = sin(r), k = 1 - c;
  const double rotation[16] = {c + k * ax * ax,      k * ax * ay + s * az, k * ax * az - s * ay, 0,
                               k * ax * ay - s * az, c + k * ay * ay,      k * ay * az + s * ax, 0,
                               k * ax * az + s * ay, k * ay * az - s * ax, c + k * az * az,      0,
                               1,                    2,                    3,                    1};
  memcpy(tilted.instance_transform, rotation, sizeof rotation);
  kn_replicator *general = NULL;
  if (kn_replicator_create(&tilted, &general) != KN_OK) return 17;
  if (kn_replicator_instance_transforms(general, matrices, 20) != KN_OK) return 18;
  for (int i = 0; i < 16 * 20; i++) print_bits("tilted", i, matrices[i]);

  /* The float batch (each element widened back to double to print: exact). A growing spiral
   * (scale 1.5) leaves float's range near instance 219 while every double is finite. */
  static float matrices_f[16 * 250];
  if (kn_replicator_instance_transforms_f(spiral, matrices_f, 40) != KN_OK) return 19;
  for (int i = 0; i < 16 * 40; i++) print_bits("spiral_f", i, matrices_f[i]);
  if (kn_replicator_instance_transforms_f(general, matrices_f, 20) != KN_OK) return 28;
  for (int i = 0; i < 16 * 20; i++) print_bits("tilted_f", i, matrices_f[i]);
  kn_replicator_desc growing = desc;
  growing.instance_count = 250;
  similarity(0.1, 1.5, 1, 0, growing.instance_transform);
  kn_replicator *grower = NULL;
  if (kn_replicator_create(&growing, &grower) != KN_OK) return 29;
  /* Float's range is left: KN_ERROR_OVERFLOW naming it, every element still written. */
  if (kn_replicator_instance_transforms_f(grower, matrices_f, 250) != KN_ERROR_OVERFLOW) return 30;
  if (strstr(kn_last_error_message(), "beyond the range of float") == NULL) return 31;
  for (int i = 0; i < 16 * 250; i++) print_bits("growing_f", i, matrices_f[i]);

  /* A transaction: the outermost (completion) sets opacity; a nested one (1 s, ease-in,
   * completion) moves position; another (actions disabled) resizes bounds. Committed at t = 2. */
  kn_timing_function ease_in;
  memset(&ease_in, 0, sizeof ease_in);
  ease_in.kind = KN_TIMING_CUBIC_BEZIER;
  ease_in.bezier.x1 = 0.42;
  ease_in.bezier.x2 = 1;
  ease_in.bezier.y2 = 1;
  const double opaque[1] = {1}, clear[1] = {0}, origin[2] = {0, 0}, moved[2] = {100, 50};
  const double small_bounds[4] = {0, 0, 10, 10}, large_bounds[4] = {0, 0, 20, 20};
  kn_transaction_op ops[12];
  size_t n = 0;
  ops[n++] = op(KN_TRANSACTION_SET_COMPLETION);
  ops[n++] = change("opacity", opaque, clear, 1);
  ops[n++] = op(KN_TRANSACTION_BEGIN);
  ops[n] = op(KN_TRANSACTION_SET_DURATION);
  ops[n++].duration = 1;
  ops[n] = op(KN_TRANSACTION_SET_TIMING_FUNCTION);
  ops[n++].timing_function = &ease_in;
  ops[n++] = op(KN_TRANSACTION_SET_COMPLETION);
  ops[n++] = change("position", origin, moved, 2);
  ops[n++] = op(KN_TRANSACTION_COMMIT);
  ops[n++] = op(KN_TRANSACTION_BEGIN);
  ops[n] = op(KN_TRANSACTION_SET_DISABLE_ACTIONS);
  ops[n++].disable_actions = 1;
  ops[n++] = change("bounds", small_bounds, large_bounds, 4);
  ops[n++] = op(KN_TRANSACTION_COMMIT);
  kn_transaction *transaction = NULL;
  if (kn_transaction_create(ops, n, 2, &transaction) != KN_OK) return 20;
  size_t key_count = 0, completion_count = 0;
  if (kn_transaction_key_count(transaction, &key_count) != KN_OK || key_count != 3) return 21;
  const double ts[4] = {2, 2.1, 2.5, 3.5};
  for (size_t index = 0; index < key_count; index++) {
    kn_transaction_key key;
    if (kn_transaction_key_at(transaction, index, &key) != KN_OK) return 22;
    printf("key[%d],%s,%zu,%d,%" PRId64 ",%" PRId64 "\n", (int)index, key.key, key.dimension, key.animated,
           key.settings_begin_op, key.timing_function_op);
    print_bits("begin", (int)index, key.begin_time);
    print_bits("duration", (int)index, key.duration);
    print_bits("end", (int)index, key.end_time);
    double from[4], to[4], value[4];
    if (kn_transaction_key_values(transaction, index, from, to, key.dimension) != KN_OK) return 23;
    for (size_t d = 0; d < key.dimension; d++) {
      print_bits("from", (int)(4 * index + d), from[d]);
      print_bits("to", (int)(4 * index + d), to[d]);
    }
    for (int j = 0; j < 4; j++) {
      int active = -1;
      if (kn_transaction_key_value(transaction, index, ts[j], value, key.dimension, &active) != KN_OK) return 24;
      printf("active[%d],%d\n", (int)(4 * index + j), active);
      for (size_t d = 0; d < key.dimension; d++) print_bits("value", (int)(16 * index + 4 * j + d), value[d]);
    }
  }
  if (kn_transaction_completion_count(transaction, &completion_count) != KN_OK || completion_count != 2) return 25;
  for (size_t index = 0; index < completion_count; index++) {
    kn_transaction_completion completion;
    if (kn_transaction_completion_at(transaction, index, &completion) != KN_OK) return 26;
    printf("completion_op[%d],%" PRId64 "\n", (int)index, completion.begin_op);
    print_bits("completion_time", (int)index, completion.time);
  }
  double finish = 0;
  if (kn_transaction_finish_time(transaction, &finish) != KN_OK) return 27;
  print_bits("finish", 0, finish);

  /* Completions two deep, committed at t = 5: a transaction (actions disabled, completion) resizes
   * bounds and nests one (2 s, the default curve given by its control points, completion) that
   * moves position; another (zero duration, completion) sets opacity, animating nothing; the
   * outermost's completion is set last. */
  kn_timing_function system_default;
  memset(&system_default, 0, sizeof system_default);
  system_default.kind = KN_TIMING_CUBIC_BEZIER;
  system_default.bezier.x1 = 0.25;
  system_default.bezier.y1 = 0.1;
  system_default.bezier.x2 = 0.25;
  system_default.bezier.y2 = 1;
  kn_transaction_op nested[17];
  size_t m = 0;
  nested[m++] = op(KN_TRANSACTION_BEGIN);
  nested[m++] = op(KN_TRANSACTION_SET_COMPLETION);
  nested[m] = op(KN_TRANSACTION_SET_DISABLE_ACTIONS);
  nested[m++].disable_actions = 1;
  nested[m++] = change("bounds", small_bounds, large_bounds, 4);
  nested[m++] = op(KN_TRANSACTION_BEGIN);
  nested[m++] = op(KN_TRANSACTION_SET_COMPLETION);
  nested[m] = op(KN_TRANSACTION_SET_DURATION);
  nested[m++].duration = 2;
  nested[m] = op(KN_TRANSACTION_SET_TIMING_FUNCTION);
  nested[m++].timing_function = &system_default;
  nested[m] = op(KN_TRANSACTION_SET_DISABLE_ACTIONS);
  nested[m++].disable_actions = 0;
  nested[m++] = change("position", origin, moved, 2);
  nested[m++] = op(KN_TRANSACTION_COMMIT);
  nested[m++] = op(KN_TRANSACTION_COMMIT);
  nested[m++] = op(KN_TRANSACTION_BEGIN);
  nested[m++] = op(KN_TRANSACTION_SET_COMPLETION);
  nested[m] = op(KN_TRANSACTION_SET_DURATION);
  nested[m++].duration = 0;
  nested[m++] = change("opacity", opaque, clear, 1);
  nested[m++] = op(KN_TRANSACTION_COMMIT);
  kn_transaction_op last_completion = op(KN_TRANSACTION_SET_COMPLETION);
  kn_transaction_op script[18];
  memcpy(script, nested, m * sizeof nested[0]);
  script[m++] = last_completion;
  kn_transaction *deep = NULL;
  if (kn_transaction_create(script, m, 5, &deep) != KN_OK) return 32;
  if (kn_transaction_completion_count(deep, &completion_count) != KN_OK || completion_count != 4) return 33;
  for (size_t index = 0; index < completion_count; index++) {
    kn_transaction_completion completion;
    if (kn_transaction_completion_at(deep, index, &completion) != KN_OK) return 34;
    printf("deep_completion_op[%d],%" PRId64 "\n", (int)index, completion.begin_op);
    print_bits("deep_completion_time", (int)index, completion.time);
  }
  double deep_value[2];
  int deep_active = -1;
  if (kn_transaction_key_value(deep, 0, 5.7, deep_value, 2, &deep_active) != KN_OK || deep_active != 1) return 35;
  for (int d = 0; d < 2; d++) print_bits("deep_value", d, deep_value[d]);
  kn_transaction_destroy(deep);

  /* Calls that must fail. */
  kn_replicator *unused = NULL;
  if (kn_replicator_create(NULL, &unused) == KN_OK) return 40;
  print_error();
  if (kn_replicator_instance_transform(spiral, 40, one) == KN_OK) return 41;
  print_error();
  if (kn_replicator_instance_transforms(spiral, matrices, 39) == KN_OK) return 42;
  print_error();
  kn_replicator_desc bad = desc;
  bad.instance_transform[5] = NAN;
  if (kn_replicator_create(&bad, &unused) == KN_OK) return 43;
  print_error();
  bad = desc;
  bad.instance_count = 2000;
  similarity(0, 2, 0, 0, bad.instance_transform); /* 2^1024 overflows */
  if (kn_replicator_create(&bad, &unused) == KN_OK) return 44;
  print_error();
  bad = desc;
  bad.instance_color[3] = 1.5;
  if (kn_replicator_create(&bad, &unused) == KN_OK) return 45;
  print_error();
  if (kn_replicator_instance_time(spiral, 3, INFINITY, one) == KN_OK) return 46;
  print_error();
  if (kn_transaction_finish_time((const kn_transaction *)spiral, &finish) == KN_OK) return 47;
  print_error();
  kn_transaction *scratch = NULL;
  kn_transaction_op bad_ops[3];
  bad_ops[0] = op(KN_TRANSACTION_COMMIT);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 50;
  print_error();
  bad_ops[0] = op(KN_TRANSACTION_BEGIN);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 51;
  print_error();
  bad_ops[0] = change("", opaque, clear, 1);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 52;
  print_error();
  bad_ops[0] = change(NULL, opaque, clear, 1);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 53;
  print_error();
  bad_ops[0] = op((kn_transaction_op_kind)99);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 54;
  print_error();
  bad_ops[0] = change("opacity", opaque, clear, 1);
  bad_ops[1] = change("opacity", origin, moved, 2);
  if (kn_transaction_create(bad_ops, 2, 0, &scratch) == KN_OK) return 55;
  print_error();
  bad_ops[0] = op(KN_TRANSACTION_SET_DURATION);
  bad_ops[0].duration = -1;
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 56;
  print_error();
  bad_ops[0] = change("opacity", NULL, clear, 1);
  if (kn_transaction_create(bad_ops, 1, 0, &scratch) == KN_OK) return 57;
  print_error();
  if (kn_transaction_create(ops, n, NAN, &scratch) == KN_OK) return 58;
  print_error();

  if (kn_replicator_instance_transforms_f(spiral, matrices_f, 41) == KN_OK) return 63;
  print_error();
  if (kn_replicator_instance_transforms_f(spiral, NULL, 40) == KN_OK) return 64;
  print_error();
  if (kn_replicator_instance_transforms_f(spiral, matrices_f, SIZE_MAX / 2) == KN_OK) return 65;
  print_error();
  if (kn_replicator_instance_transforms_f(NULL, matrices_f, 40) == KN_OK) return 66;
  print_error();
  if (kn_replicator_instance_transforms_f((const kn_replicator *)transaction, matrices_f, 40) == KN_OK) return 67;
  print_error();

  if (kn_replicator_destroy(spiral) != KN_OK || kn_replicator_destroy(general) != KN_OK) return 60;
  if (kn_replicator_destroy(grower) != KN_OK) return 60;
  if (kn_transaction_destroy(transaction) != KN_OK || scratch != NULL) return 62;
  if (kn_replicator_instance_color(spiral, 0, one) == KN_OK) return 61;
  print_error();
  if (kn_replicator_instance_transforms_f(spiral, matrices_f, 40) == KN_OK) return 68;
  print_error();
  return 0;
}
