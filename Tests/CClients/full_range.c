/* Property check of the C API on random finite inputs across the whole range of double: every call
 * either fails with a status (and a message) or succeeds with finite outputs — never NaN or an
 * infinity with KN_OK. Inputs come from a seeded SplitMix64 generator (Steele, Lea and Flood,
 * "Fast splittable pseudorandom number generators", OOPSLA 2014): half of the numbers are random
 * bit patterns (every exponent equally likely, so 1e-300 and 1e308 are as common as 1), half are
 * uniform in [-4, 4] (so that valid springs and curves are common too). Prints one line
 * "violation,<function>,<inputs>" per failure of the property and "calls,<function>,<ok>,<failed>"
 * per function; exits non-zero only when a call that must succeed does not. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t state = 0x9E3779B97F4A7C15u;

static uint64_t next_bits(void) {
  uint64_t z = (state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

/* A finite double: a random bit pattern (non-finite ones drawn again), or uniform in [-4, 4]. */
static double next_double(void) {
  uint64_t bits = next_bits();
  if (bits & 1) return ((double)(next_bits() >> 11) / 9007199254740992.0) * 8 - 4;
  for (;;) {
    double value;
    memcpy(&value, &bits, sizeof value);
    if (isfinite(value)) return value;
    bits = next_bits();
  }
}

enum { FUNCTIONS = 81 };
static long ok_count[FUNCTIONS], failed_count[FUNCTIONS];
static const char *names[FUNCTIONS] = {
    "kn_spring_position", "kn_spring_velocity", "kn_spring_position_array", "kn_bezier_progress",
    "kn_media_timing_state_at", "kn_spring_settling_time", "kn_spring_velocity_array", "kn_timing_progress",
    "kn_spring_position_array_f", "kn_spring_velocity_array_f", "kn_keyframe_track_value_array",
    "kn_path_sample_paced", "kn_media_timing_evaluate_array", "kn_color_animation_value",
    "kn_transform_animation_value", "kn_transition_frame_at", "kn_gradient_color_at", "kn_path_trim_svg",
    "kn_vector_presentation_value", "kn_transform3d_parse_css", "kn_gradient_colors_grid",
    "kn_value_function_transform", "kn_replicator_create", "kn_replicator_instance_transform",
    "kn_replicator_instance_transforms", "kn_replicator_instance_colors", "kn_replicator_instance_times",
    "kn_transaction_create", "kn_transaction_key_value", "kn_transaction_completion_at", "kn_transaction_finish_time",
    "kn_replicator_instance_transforms_f",
    /* The rest of the API (check_rest and the layer handles), one a line. */
    "kn_bezier_curve_progress",
    "kn_bezier_curve_progress_array",
    "kn_bezier_curve_progress_array_f",
    "kn_bezier_progress_array",
    "kn_bezier_progress_array_f",
    "kn_bezier_progress_range",
    "kn_bezier_slope",
    "kn_bezier_prepared_create",
    "kn_bezier_prepared_progress",
    "kn_bezier_prepared_progress_array",
    "kn_bezier_prepared_progress_array_f",
    "kn_timing_progress_array",
    "kn_linear_easing_create",
    "kn_easing_create",
    "kn_spring_from_response",
    "kn_spring_from_duration_bounce",
    "kn_spring_from_perceptual_duration",
    "kn_spring_from_uikit",
    "kn_spring_describe",
    "kn_spring_uikit_duration",
    "kn_keyframe_track_value",
    "kn_keyframe_track_channel_array",
    "kn_keyframe_track_channel_array_f",
    "kn_keyframe_track_key_times",
    "kn_transform_track_create",
    "kn_transform_track_value",
    "kn_transform_track_value_array",
    "kn_color_track_create",
    "kn_color_track_value",
    "kn_color_track_value_array",
    "kn_transform_keyframe_animation_create",
    "kn_color_keyframe_animation_create",
    "kn_transform_presentation_value",
    "kn_color_presentation_value",
    "kn_transform_spring_animation_create",
    "kn_color_spring_animation_create",
    "kn_value_function_animation_create",
    "kn_vector_animation_value",
    "kn_interactive_transition_create",
    "kn_interactive_transition_progress",
    "kn_interactive_transition_progress_array",
    "kn_interactive_transition_completion",
    "kn_path_length",
    "kn_path_trim_animated_svg",
    "kn_replicator_instance_color",
    "kn_replicator_instance_time",
    "kn_transaction_key_values",
    "kn_view_transition_frame_at",
    "kn_view_transition_flip_transforms",
};

/* Counts a call's answer; a failure must come with a message. */
static void count(int function, kn_status status) {
  if (status == KN_OK) {
    ok_count[function]++;
    return;
  }
  failed_count[function]++;
  const char *message = kn_last_error_message();
  if (message == NULL || message[0] == '\0') printf("violation,%s,status %d without a message\n", names[function], (int)status);
}

static int all_finite(const double *values, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (!isfinite(values[i])) return 0;
  return 1;
}

/* A replicator of full-range delay, offsets and step (half the time a similarity of the plane,
 * the closed form), with up to 8 instances or up to 10^6 (then only single instances are asked
 * for): every transform, color and local time finite, or a status. */
static void check_replicator(void) {
  kn_replicator_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.instance_count = (next_bits() & 1) ? 1 + next_bits() % 8 : 1 + next_bits() % 1000000;
  desc.instance_delay = next_double();
  if (next_bits() & 1) {
    const double a = next_double(), b = next_double();
    const double step[16] = {a, b, 0, 0, -b, a, 0, 0, 0, 0, fabs(next_double()), 0, next_double(), next_double(), next_double(), 1};
    memcpy(desc.instance_transform, step, sizeof step);
  } else {
    for (int i = 0; i < 16; i++) desc.instance_transform[i] = next_double();
  }
  for (int i = 0; i < 4; i++) desc.instance_color[i] = (double)(next_bits() >> 11) / 9007199254740992.0;
  desc.red_offset = next_double();
  desc.green_offset = next_double();
  desc.blue_offset = next_double();
  desc.alpha_offset = next_double();
  kn_replicator *replicator = NULL;
  kn_status status = kn_replicator_create(&desc, &replicator);
  count(22, status);
  if (status != KN_OK) return;
  const size_t n = desc.instance_count, index = next_bits() % n;
  double matrix[16], matrices[16 * 8], colors[4 * 8], times[8], t = next_double();
  status = kn_replicator_instance_transform(replicator, index, matrix);
  count(23, status);
  if (status == KN_OK && !all_finite(matrix, 16))
    printf("violation,kn_replicator_instance_transform,%a %a %a %a count %zu index %zu\n", desc.instance_transform[0],
           desc.instance_transform[1], desc.instance_transform[12], desc.instance_transform[13], n, index);
  double rgba[4], local = 0;
  status = kn_replicator_instance_color(replicator, index, rgba);
  count(76, status);
  if (status == KN_OK && !all_finite(rgba, 4))
    printf("violation,kn_replicator_instance_color,%a %a index %zu\n", desc.red_offset, desc.alpha_offset, index);
  status = kn_replicator_instance_time(replicator, index, t, &local);
  count(77, status);
  if (status == KN_OK && !isfinite(local))
    printf("violation,kn_replicator_instance_time,%a delay %a index %zu\n", t, desc.instance_delay, index);
  if (n <= 8) {
    status = kn_replicator_instance_transforms(replicator, matrices, n);
    count(24, status);
    if (status == KN_OK && !all_finite(matrices, 16 * n))
      printf("violation,kn_replicator_instance_transforms,%a %a count %zu\n", desc.instance_transform[0],
             desc.instance_transform[1], n);
    /* The float batch: the same status (KN_ERROR_OVERFLOW where a finite double element rounds
     * beyond float's range), and each element the double one rounded once. */
    float matrices_f[16 * 8];
    const kn_status status_f = kn_replicator_instance_transforms_f(replicator, matrices_f, n);
    count(31, status_f);
    int beyond_float = 0;
    for (size_t i = 0; status == KN_OK && i < 16 * n; i++)
      if (isinf((float)matrices[i])) beyond_float = 1;
    int same = status_f == (beyond_float ? KN_ERROR_OVERFLOW : status);
    for (size_t i = 0; same && status == KN_OK && i < 16 * n; i++) {
      const float rounded = (float)matrices[i];
      same = memcmp(&rounded, &matrices_f[i], sizeof rounded) == 0;
    }
    if (!same)
      printf("violation,kn_replicator_instance_transforms_f,%a %a count %zu\n", desc.instance_transform[0],
             desc.instance_transform[1], n);
    status = kn_replicator_instance_colors(replicator, colors, n);
    count(25, status);
    if (status == KN_OK && !all_finite(colors, 4 * n))
      printf("violation,kn_replicator_instance_colors,%a %a count %zu\n", desc.red_offset, desc.alpha_offset, n);
    status = kn_replicator_instance_times(replicator, t, times, n);
    count(26, status);
    if (status == KN_OK && !all_finite(times, n))
      printf("violation,kn_replicator_instance_times,%a delay %a count %zu\n", t, desc.instance_delay, n);
  }
  kn_replicator_destroy(replicator);
}

/* A balanced transaction script of up to 12 random ops (full-range durations, values and commit
 * time; three keys of one or two components): every presented value, completion time and the
 * finish time finite, or a status. */
static void check_transaction(void) {
  static const char *const keys[3] = {"opacity", "position", "bounds"};
  static const size_t dimensions[3] = {1, 2, 1};
  kn_timing_function linear;
  memset(&linear, 0, sizeof linear);
  linear.kind = KN_TIMING_IDENTITY;
  kn_transaction_op ops[16];
  double values[16][4];
  size_t n = 0, depth = 0, length = 1 + next_bits() % 12;
  while (n < length) {
    kn_transaction_op op;
    memset(&op, 0, sizeof op);
    op.kind = (kn_transaction_op_kind)(next_bits() % 7);
    if (op.kind == KN_TRANSACTION_BEGIN && depth == 3) continue;
    if (op.kind == KN_TRANSACTION_COMMIT && depth == 0) continue;
    if (op.kind == KN_TRANSACTION_BEGIN) depth++;
    if (op.kind == KN_TRANSACTION_COMMIT) depth--;
    op.duration = (next_bits() & 1) ? fabs(next_double()) : next_double();
    op.disable_actions = (int)(next_bits() % 2);
    op.timing_function = &linear;
    const size_t key = next_bits() % 3;
    op.key = keys[key];
    op.dimension = dimensions[key];
    for (int i = 0; i < 4; i++) values[n][i] = next_double();
    op.old_value = values[n];
    op.new_value = values[n] + 2;
    ops[n++] = op;
  }
  while (depth > 0) {
    memset(&ops[n], 0, sizeof ops[n]);
    ops[n++].kind = KN_TRANSACTION_COMMIT;
    depth--;
  }
  kn_transaction *transaction = NULL;
  kn_status status = kn_transaction_create(ops, n, next_double(), &transaction);
  count(27, status);
  if (status != KN_OK) return;
  size_t key_count = 0, completion_count = 0;
  kn_transaction_key_count(transaction, &key_count);
  for (size_t index = 0; index < key_count; index++) {
    kn_transaction_key key;
    double value[2], t = next_double();
    kn_transaction_key_at(transaction, index, &key);
    double from[2], to[2];
    status = kn_transaction_key_values(transaction, index, from, to, key.dimension);
    count(78, status);
    if (status == KN_OK && !(all_finite(from, key.dimension) && all_finite(to, key.dimension)))
      printf("violation,kn_transaction_key_values,%s\n", key.key);
    status = kn_transaction_key_value(transaction, index, t, value, key.dimension, NULL);
    count(28, status);
    if (status == KN_OK && !all_finite(value, key.dimension))
      printf("violation,kn_transaction_key_value,%s at %a (%a to %a) -> %a\n", key.key, t, key.begin_time,
             key.end_time, value[0]);
  }
  kn_transaction_completion_count(transaction, &completion_count);
  for (size_t index = 0; index < completion_count; index++) {
    kn_transaction_completion completion;
    status = kn_transaction_completion_at(transaction, index, &completion);
    count(29, status);
    if (status == KN_OK && !isfinite(completion.time))
      printf("violation,kn_transaction_completion_at,%zu -> %a\n", index, completion.time);
  }
  double finish = 0;
  status = kn_transaction_finish_time(transaction, &finish);
  count(30, status);
  if (status == KN_OK && !isfinite(finish)) printf("violation,kn_transaction_finish_time,-> %a\n", finish);
  kn_transaction_destroy(transaction);
}

/* ---- The rest of the API (issue 19): the calls above cover the first 32 entries. ----------- */

/* A unit fraction in [0, 1). */
static double next_unit(void) { return (double)(next_bits() >> 11) / 9007199254740992.0; }

/* The float a finite double rounds to, or 1 where it rounds beyond float's range (a float input
 * must be finite). */
static float finite_float(double value) {
  const float rounded = (float)value;
  return isfinite(rounded) ? rounded : 1.0f;
}

static int all_finite_f(const float *values, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (!isfinite(values[i])) return 0;
  return 1;
}

/* Reports a call that succeeded with a value that is not finite; returns whether it did. */
static int violated(int function, kn_status status, int finite) {
  if (status == KN_OK && !finite) {
    printf("violation,%s,", names[function]);
    return 1;
  }
  return 0;
}

/* The timing-curve calls on one full-range curve (x1, x2 in [0, 4], so a quarter of the curves is
 * valid) at full-range inputs: the stored curve, the by-value arrays, the slope (KN_ERROR_OVERFLOW
 * for a vertical tangent), the range and, every sixteenth time, the prepared curve. */
static void check_bezier(kn_cubic_bezier params, double x, int prepared) {
  kn_bezier_curve curve;
  double xs[9], out[9], value = 0, low = 0, high = 0;
  float xs_f[9], out_f[9];
  for (int i = 0; i < 9; i++) {
    xs[i] = i == 0 ? x : next_double();
    xs_f[i] = finite_float(xs[i]);
  }
  kn_status status = kn_bezier_progress_array(params, xs, out, 9);
  count(35, status);
  if (violated(35, status, all_finite(out, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  status = kn_bezier_progress_array_f(params, xs_f, out_f, 9);
  count(36, status);
  if (violated(36, status, all_finite_f(out_f, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  status = kn_bezier_progress_range(params, &low, &high);
  count(37, status);
  if (violated(37, status, isfinite(low) && isfinite(high)))
    printf("%a %a %a %a -> %a %a\n", params.x1, params.y1, params.x2, params.y2, low, high);
  status = kn_bezier_slope(params, x, &value);
  count(38, status);
  if (violated(38, status, isfinite(value)))
    printf("%a %a %a %a at %a -> %a\n", params.x1, params.y1, params.x2, params.y2, x, value);
  if (kn_bezier_curve_init(params, &curve) != KN_OK) return;
  status = kn_bezier_curve_progress(&curve, x, &value);
  count(32, status);
  if (violated(32, status, isfinite(value)))
    printf("%a %a %a %a at %a -> %a\n", params.x1, params.y1, params.x2, params.y2, x, value);
  status = kn_bezier_curve_progress_array(&curve, xs, out, 9);
  count(33, status);
  if (violated(33, status, all_finite(out, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  status = kn_bezier_curve_progress_array_f(&curve, xs_f, out_f, 9);
  count(34, status);
  if (violated(34, status, all_finite_f(out_f, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  if (!prepared) return;
  kn_bezier_prepared *table = NULL;
  status = kn_bezier_prepared_create(params, &table);
  count(39, status);
  if (status != KN_OK) return;
  status = kn_bezier_prepared_progress(table, x, &value);
  count(40, status);
  if (violated(40, status, isfinite(value)))
    printf("%a %a %a %a at %a -> %a\n", params.x1, params.y1, params.x2, params.y2, x, value);
  status = kn_bezier_prepared_progress_array(table, xs, out, 9);
  count(41, status);
  if (violated(41, status, all_finite(out, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  status = kn_bezier_prepared_progress_array_f(table, xs_f, out_f, 9);
  count(42, status);
  if (violated(42, status, all_finite_f(out_f, 9))) printf("%a %a %a %a\n", params.x1, params.y1, params.x2, params.y2);
  kn_bezier_prepared_destroy(table);
}

/* CSS linear() from full-range stops, and a CSS easing function of full-range numbers, each
 * evaluated by kn_timing_progress_array at full-range inputs. */
static void check_easings(void) {
  kn_linear_stop stops[4];
  const size_t stop_count = 2 + next_bits() % 3;
  for (size_t i = 0; i < stop_count; i++) {
    stops[i].output = next_double();
    stops[i].input_count = (int)(next_bits() % 3);
    stops[i].inputs[0] = (next_bits() & 1) ? next_double() : next_unit();
    stops[i].inputs[1] = (next_bits() & 1) ? next_double() : next_unit();
  }
  double xs[9], out[9];
  for (int i = 0; i < 9; i++) xs[i] = next_double();
  kn_linear_easing *easing = NULL;
  kn_status status = kn_linear_easing_create(stops, stop_count, &easing);
  count(44, status);
  if (status == KN_OK) {
    kn_timing_function function;
    memset(&function, 0, sizeof function);
    function.kind = KN_TIMING_LINEAR;
    function.linear = easing;
    status = kn_timing_progress_array(&function, xs, out, 9);
    count(43, status);
    if (violated(43, status, all_finite(out, 9))) printf("linear() of %zu stops, %a -> %a\n", stop_count, stops[0].output, out[0]);
    kn_linear_easing_destroy(easing);
  }
  char css[256];
  switch (next_bits() % 3) {
  case 0:
    snprintf(css, sizeof css, "cubic-bezier(%.17g, %.17g, %.17g, %.17g)", next_unit(), next_double(), next_unit(), next_double());
    break;
  case 1:
    snprintf(css, sizeof css, "linear(%.17g, %.17g %.17g%%, %.17g)", next_double(), next_double(), 100 * next_unit(), next_double());
    break;
  default:
    snprintf(css, sizeof css, "linear(%.17g %.17g%% %.17g%%, %.17g)", next_double(), next_double(), next_double(), next_double());
  }
  kn_timing_function parsed;
  kn_linear_easing *owned = NULL;
  status = kn_easing_create(css, &parsed, &owned);
  count(45, status);
  if (status != KN_OK) return;
  status = kn_timing_progress_array(&parsed, xs, out, 9);
  count(43, status);
  if (violated(43, status, all_finite(out, 9))) printf("%s -> %a\n", css, out[0]);
  kn_linear_easing_destroy(owned);
}

/* The spring parameterizations of full-range numbers: finite springs, descriptions and durations,
 * or a status. */
static void check_spring_parameters(void) {
  kn_spring spring;
  const double a = fabs(next_double()), b = next_double(), c = fabs(next_double()), v = next_double();
  kn_status status = kn_spring_from_response(a, fabs(b), c, &spring);
  count(46, status);
  if (violated(46, status, isfinite(spring.mass) && isfinite(spring.stiffness) && isfinite(spring.damping)))
    printf("%a %a %a\n", a, fabs(b), c);
  status = kn_spring_from_duration_bounce(a, fmod(b, 1), &spring);
  count(47, status);
  if (violated(47, status, isfinite(spring.mass) && isfinite(spring.stiffness) && isfinite(spring.damping)))
    printf("%a %a\n", a, fmod(b, 1));
  status = kn_spring_from_perceptual_duration(a, fmod(b, 1), &spring);
  count(48, status);
  if (violated(48, status, isfinite(spring.mass) && isfinite(spring.stiffness) && isfinite(spring.damping)))
    printf("%a %a\n", a, fmod(b, 1));
  status = kn_spring_from_uikit(a, fmod(fabs(b), 1), v, &spring);
  count(49, status);
  if (violated(49, status, isfinite(spring.mass) && isfinite(spring.stiffness) && isfinite(spring.damping)))
    printf("%a %a %a\n", a, fmod(fabs(b), 1), v);
  kn_spring random = {fabs(next_double()), fabs(next_double()), fabs(next_double())};
  kn_spring_description description;
  status = kn_spring_describe(random, &description);
  count(50, status);
  if (violated(50, status, isfinite(description.damping_ratio) && isfinite(description.response) &&
                               isfinite(description.bounce) && isfinite(description.natural_frequency) &&
                               isfinite(description.damped_frequency)))
    printf("%a %a %a -> ratio %a response %a bounce %a w0 %a wd %a\n", random.mass, random.stiffness, random.damping,
           description.damping_ratio, description.response, description.bounce, description.natural_frequency,
           description.damped_frequency);
  double duration = 0;
  status = kn_spring_uikit_duration(random, v, &duration);
  count(51, status);
  if (violated(51, status, isfinite(duration)))
    printf("%a %a %a velocity %a -> %a\n", random.mass, random.stiffness, random.damping, v, duration);
}

/* A keyframe track of full-range pairs in any mode (paced modes measure distances between them):
 * key times, one value, one channel (double and float). */
static void check_keyframe_track(void) {
  double values[8];
  for (int i = 0; i < 8; i++) values[i] = next_double();
  kn_keyframe_track_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.values = values;
  desc.value_count = 2 + next_bits() % 3;
  desc.dimension = 2;
  desc.mode = (kn_keyframe_mode)(next_bits() % 5);
  kn_keyframe_track *track = NULL;
  if (kn_keyframe_track_create(&desc, &track) != KN_OK) return;
  double times[4], value[2], us[9], out[9];
  float us_f[9], out_f[9];
  size_t n = 0;
  kn_status status = kn_keyframe_track_key_times(track, times, 4, &n);
  count(55, status);
  if (violated(55, status, all_finite(times, n < 4 ? n : 4))) printf("mode %d %a %a %a\n", (int)desc.mode, values[0], values[2], values[4]);
  for (int i = 0; i < 9; i++) {
    us[i] = (next_bits() & 1) ? next_unit() : next_double();
    us_f[i] = finite_float(us[i]);
  }
  status = kn_keyframe_track_value(track, us[0], value);
  count(52, status);
  if (violated(52, status, all_finite(value, 2)))
    printf("mode %d %a %a %a %a at %a\n", (int)desc.mode, values[0], values[1], values[2], values[3], us[0]);
  const size_t channel = next_bits() % 2;
  status = kn_keyframe_track_channel_array(track, channel, us, out, 9);
  count(53, status);
  if (violated(53, status, all_finite(out, 9))) printf("mode %d %a %a %a %a\n", (int)desc.mode, values[0], values[1], values[2], values[3]);
  status = kn_keyframe_track_channel_array_f(track, channel, us_f, out_f, 9);
  count(54, status);
  if (violated(54, status, all_finite_f(out_f, 9)))
    printf("mode %d %a %a %a %a\n", (int)desc.mode, values[0], values[1], values[2], values[3]);
  kn_keyframe_track_destroy(track);
}

/* A transform: half the time a rotation about z with a full-range translation, else 16 full-range
 * elements. */
static void random_transform(double *matrix) {
  if (next_bits() & 1) {
    const double angle = fmod(next_double(), 4);
    for (int i = 0; i < 16; i++) matrix[i] = i % 5 == 0;
    matrix[0] = matrix[5] = cos(angle);
    matrix[1] = sin(angle);
    matrix[4] = -sin(angle);
    matrix[12] = next_double();
    matrix[13] = next_double();
  } else {
    for (int i = 0; i < 16; i++) matrix[i] = next_double();
  }
}

/* A color of full-range components (alpha in [0, 1]). */
static void random_color(double *color) {
  for (int i = 0; i < 3; i++) color[i] = (next_bits() & 1) ? next_double() : next_unit();
  color[3] = next_unit();
}

static const char *const value_function_names[11] = {"rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY",
                                                     "scaleZ", "translate", "translateX", "translateY", "translateZ"};

/* Transform and color tracks of full-range values under an overshooting curve, their keyframe
 * animations, spring animations, a value-function animation and a vector animation, and the
 * presentation stacks of all of them at a full-range time. */
static void check_typed_values(void) {
  kn_timing_function overshoot;
  memset(&overshoot, 0, sizeof overshoot);
  overshoot.kind = KN_TIMING_CUBIC_BEZIER;
  overshoot.bezier = (kn_cubic_bezier){0.3, -fabs(fmod(next_double(), 8)), 0.7, 1 + fabs(fmod(next_double(), 8))};
  double matrices[48], colors[12], us[5], out[16 * 5], model[16], shown[16];
  for (int i = 0; i < 3; i++) random_transform(matrices + 16 * i);
  for (int i = 0; i < 3; i++) random_color(colors + 4 * i);
  for (int i = 0; i < 5; i++) us[i] = (next_bits() & 1) ? next_unit() : next_double();
  kn_keyframe_track_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.value_count = 3;
  desc.mode = (next_bits() & 1) ? KN_KEYFRAME_LINEAR : KN_KEYFRAME_DISCRETE;
  desc.timing_function = (next_bits() & 1) ? &overshoot : NULL;
  desc.values = matrices;
  desc.dimension = 16;
  kn_keyframe_animation_desc animation_desc;
  memset(&animation_desc, 0, sizeof animation_desc);
  if (kn_media_timing_init(1 + fabs(fmod(next_double(), 4)), &animation_desc.timing) != KN_OK) return;
  animation_desc.timing.begin_time = fmod(next_double(), 4);
  animation_desc.timing.repeat_count = (next_bits() & 1) ? fabs(next_double()) : 0;
  animation_desc.timing.fill_mode = KN_FILL_BOTH;
  animation_desc.additive = (int)(next_bits() & 1);
  animation_desc.cumulative = (int)(next_bits() & 1);
  const double t = (next_bits() & 1) ? fmod(next_double(), 16) : next_double();
  kn_transform_animation *transforms[4] = {NULL, NULL, NULL, NULL};
  kn_color_animation *tints[3] = {NULL, NULL, NULL};
  size_t transform_count = 0, tint_count = 0;
  int visible = 0;

  kn_transform_track *transform_track = NULL;
  kn_status status = kn_transform_track_create(&desc, (kn_rotation_path)(next_bits() & 1), &transform_track);
  count(56, status);
  if (status == KN_OK) {
    status = kn_transform_track_value(transform_track, us[0], out);
    count(57, status);
    if (violated(57, status, all_finite(out, 16))) printf("%a %a %a %a at %a\n", matrices[0], matrices[12], matrices[16], matrices[28], us[0]);
    status = kn_transform_track_value_array(transform_track, us, out, 5);
    count(58, status);
    if (violated(58, status, all_finite(out, 80))) printf("%a %a %a %a\n", matrices[0], matrices[12], matrices[16], matrices[28]);
    status = kn_transform_keyframe_animation_create(transform_track, &animation_desc, &transforms[transform_count]);
    count(62, status);
    if (status == KN_OK) transform_count++;
    kn_transform_track_destroy(transform_track);
  }
  desc.values = colors;
  desc.dimension = 4;
  kn_color_track *color_track = NULL;
  const kn_color_space space = (kn_color_space)(next_bits() % 3);
  const kn_alpha_mode alpha = (kn_alpha_mode)(next_bits() & 1);
  status = kn_color_track_create(&desc, space, alpha, &color_track);
  count(59, status);
  if (status == KN_OK) {
    status = kn_color_track_value(color_track, us[0], out);
    count(60, status);
    if (violated(60, status, all_finite(out, 4)))
      printf("space %d %a %a %a to %a %a %a at %a\n", (int)space, colors[0], colors[1], colors[2], colors[4], colors[5], colors[6], us[0]);
    status = kn_color_track_value_array(color_track, us, out, 5);
    count(61, status);
    if (violated(61, status, all_finite(out, 20)))
      printf("space %d %a %a %a to %a %a %a\n", (int)space, colors[0], colors[1], colors[2], colors[4], colors[5], colors[6]);
    status = kn_color_keyframe_animation_create(color_track, &animation_desc, &tints[tint_count]);
    count(63, status);
    if (status == KN_OK) tint_count++;
    kn_color_track_destroy(color_track);
  }

  /* Spring animations from the first value to the second, additive half the time. */
  kn_basic_animation_desc springy;
  memset(&springy, 0, sizeof springy);
  springy.timing = animation_desc.timing;
  springy.additive = (int)(next_bits() & 1);
  kn_spring spring = {fabs(next_double()), fabs(next_double()), fabs(next_double())};
  if (next_bits() & 1) spring = (kn_spring){1 + fabs(fmod(next_double(), 4)), 1 + fabs(fmod(next_double(), 400)), fabs(fmod(next_double(), 40))};
  const double velocity = (next_bits() & 1) ? fmod(next_double(), 100) : next_double();
  springy.from_value = matrices;
  springy.to_value = matrices + 16;
  status = kn_transform_spring_animation_create(&springy, spring, velocity, KN_ROTATION_SHORTEST, &transforms[transform_count]);
  count(66, status);
  if (status == KN_OK) transform_count++;
  springy.from_value = colors;
  springy.to_value = colors + 4;
  status = kn_color_spring_animation_create(&springy, spring, velocity, space, alpha, &tints[tint_count]);
  count(67, status);
  if (status == KN_OK) tint_count++;

  /* A value function of a vector animation between full-range inputs. */
  const char *name = value_function_names[next_bits() % 11];
  const size_t dimension = (strcmp(name, "scale") == 0 || strcmp(name, "translate") == 0) ? 3 : 1;
  double ends[6], underlying[3], vector[4];
  for (int i = 0; i < 6; i++) ends[i] = next_double();
  for (int i = 0; i < 3; i++) underlying[i] = next_double();
  kn_basic_animation_desc plain;
  memset(&plain, 0, sizeof plain);
  plain.timing = animation_desc.timing;
  plain.timing_function = &overshoot;
  plain.from_value = ends;
  plain.to_value = ends + 3;
  plain.additive = (int)(next_bits() & 1);
  plain.cumulative = (int)(next_bits() & 1);
  kn_vector_animation *input = NULL;
  if (kn_vector_animation_create(&plain, dimension, &input) == KN_OK) {
    status = kn_vector_animation_value(input, t, underlying, NULL, vector, &visible);
    count(69, status);
    if (violated(69, status, all_finite(vector, dimension)))
      printf("%a %a %a to %a %a %a over %a at %a\n", ends[0], ends[1], ends[2], ends[3], ends[4], ends[5], underlying[0], t);
    status = kn_value_function_animation_create(name, input, (int)(next_bits() & 1), &transforms[transform_count]);
    count(68, status);
    if (status == KN_OK) transform_count++;
    kn_vector_animation_destroy(input);
  }

  /* Each animation alone, then the stacks over a full-range model value. */
  random_transform(model);
  for (size_t i = 0; i < transform_count; i++) {
    status = kn_transform_animation_value(transforms[i], t, model, NULL, shown, &visible);
    count(14, status);
    if (violated(14, status, all_finite(shown, 16))) printf("stack entry %zu at %a\n", i, t);
  }
  status = kn_transform_presentation_value(model, NULL, (const kn_transform_animation *const *)transforms, transform_count, t, shown);
  count(64, status);
  if (violated(64, status, all_finite(shown, 16)))
    printf("%zu animations, %a %a %a %a at %a\n", transform_count, matrices[0], matrices[12], matrices[16], matrices[28], t);
  random_color(model);
  for (size_t i = 0; i < tint_count; i++) {
    status = kn_color_animation_value(tints[i], t, model, NULL, shown, &visible);
    count(13, status);
    if (violated(13, status, all_finite(shown, 4))) printf("stack entry %zu space %d at %a\n", i, (int)space, t);
  }
  status = kn_color_presentation_value(model, NULL, (const kn_color_animation *const *)tints, tint_count, t, shown);
  count(65, status);
  if (violated(65, status, all_finite(shown, 4)))
    printf("%zu animations, space %d %a %a %a to %a %a %a at %a\n", tint_count, (int)space, colors[0], colors[1], colors[2],
           colors[4], colors[5], colors[6], t);
  for (size_t i = 0; i < transform_count; i++) kn_transform_animation_destroy(transforms[i]);
  for (size_t i = 0; i < tint_count; i++) kn_color_animation_destroy(tints[i]);
}

/* An interactive transition of up to 8 events at full-range times and percents, its progress at
 * full-range times and its completion. */
static void check_interactive_transition(void) {
  kn_transition_event kinds[8];
  double times[8], percents[8], at[9], out[9];
  const size_t n = 1 + next_bits() % 8;
  double time = next_double();
  for (size_t i = 0; i < n; i++) {
    kinds[i] = (kn_transition_event)(i + 1 == n ? 2 + next_bits() % 2 : (next_bits() % 3 == 0 ? next_bits() % 4 : 0));
    const double step = (next_bits() & 1) ? fabs(next_double()) : next_unit();
    if (i > 0 && isfinite(time + step)) time += step;
    times[i] = time;
    percents[i] = (next_bits() & 1) ? next_unit() : next_double();
  }
  const double duration = fabs(next_double()), speed = fabs(next_double());
  kn_interactive_transition *transition = NULL;
  kn_status status = kn_interactive_transition_create(duration, speed, (kn_completion_curve)(next_bits() % 4), kinds, times,
                                                      percents, n, &transition);
  count(70, status);
  if (status != KN_OK) return;
  for (int i = 0; i < 9; i++) at[i] = (next_bits() & 1) ? times[next_bits() % n] + next_double() : next_double();
  double progress = 0, start = 0, end = 0;
  int finishes = 0;
  status = kn_interactive_transition_progress(transition, at[0], &progress);
  count(71, status);
  if (violated(71, status, isfinite(progress))) printf("duration %a speed %a events %zu at %a\n", duration, speed, n, at[0]);
  status = kn_interactive_transition_progress_array(transition, at, out, 9);
  count(72, status);
  if (violated(72, status, all_finite(out, 9))) printf("duration %a speed %a events %zu\n", duration, speed, n);
  status = kn_interactive_transition_completion(transition, &start, &end, &finishes);
  count(73, status);
  if (violated(73, status, isfinite(start) && isfinite(end)))
    printf("duration %a speed %a at %a -> %a %a\n", duration, speed, times[n - 1], start, end);
  kn_interactive_transition_destroy(transition);
}

/* A path of full-range coordinates (a cubic and an arc): its length and its animated trim. */
static void check_path(void) {
  char data[512];
  snprintf(data, sizeof data, "M %.17g %.17g C %.17g %.17g %.17g %.17g %.17g %.17g A %.17g %.17g %.17g 0 1 %.17g %.17g",
           next_double(), next_double(), next_double(), next_double(), next_double(), next_double(), next_double(),
           next_double(), next_double(), next_double(), next_double(), next_double(), next_double());
  kn_path *path = NULL;
  if (kn_path_create_svg(data, &path) != KN_OK) return;
  double length = 0;
  kn_status status = kn_path_length(path, &length);
  count(74, status);
  if (violated(74, status, isfinite(length))) printf("%s -> %a\n", data, length);
  kn_timing_function linear;
  memset(&linear, 0, sizeof linear);
  kn_trim_animation trim;
  memset(&trim, 0, sizeof trim);
  trim.start = (kn_trim_fraction){1, 0, next_unit(), (next_bits() & 1) ? next_unit() : next_double()};
  trim.end = (kn_trim_fraction){1, 1, (next_bits() & 1) ? next_unit() : next_double(), next_unit()};
  trim.offset = (kn_trim_fraction){(int)(next_bits() & 1), 0, next_double(), next_double()};
  if (kn_media_timing_init(1 + fabs(fmod(next_double(), 4)), &trim.timing) != KN_OK) return;
  trim.timing.fill_mode = KN_FILL_BOTH;
  trim.timing_function = &linear;
  trim.mode = (kn_trim_mode)(next_bits() & 1);
  trim.swaps_crossed = (int)(next_bits() & 1);
  char trimmed[2048];
  size_t text_length = 0;
  const double t = (next_bits() & 1) ? fmod(next_double(), 8) : next_double();
  status = kn_path_trim_animated_svg(path, &trim, t, trimmed, sizeof trimmed, &text_length);
  count(75, status);
  if (violated(75, status, text_length >= sizeof trimmed || !(strstr(trimmed, "nan") || strstr(trimmed, "inf"))))
    printf("%s at %a -> %s\n", data, t, trimmed);
  kn_path_destroy(path);
}

/* A UIView transition of full-range duration, delay, repeat count and eye distance at a full-range
 * time, and the flips' transforms at unit progresses. */
static void check_view_transition(void) {
  kn_view_transition transition = {(kn_view_transition_kind)(next_bits() % 7), fabs(next_double()), next_double(),
                                   (next_bits() & 1) ? 0 : fabs(next_double()), (int)(next_bits() & 1),
                                   (kn_view_animation_curve)(next_bits() % 4), fabs(next_double())};
  const double t = next_double();
  kn_view_transition_frame frame;
  kn_status status = kn_view_transition_frame_at(&transition, t, &frame);
  count(79, status);
  const int flip = transition.kind >= KN_VIEW_TRANSITION_FLIP_FROM_LEFT && transition.kind <= KN_VIEW_TRANSITION_FLIP_FROM_BOTTOM;
  const int curl = transition.kind >= KN_VIEW_TRANSITION_CURL_UP;
  if (violated(79, status, isfinite(frame.progress) && isfinite(frame.from_opacity) && isfinite(frame.to_opacity) &&
                               all_finite(frame.transform, 16) && (!flip || isfinite(frame.angle)) &&
                               (!curl || isfinite(frame.curl_line))))
    printf("kind %d duration %a delay %a repeat %a eye %a at %a\n", (int)transition.kind, transition.duration,
           transition.delay, transition.repeat_count, transition.eye_distance, t);
  double progress[4], matrices[64];
  for (int i = 0; i < 4; i++) progress[i] = next_unit();
  status = kn_view_transition_flip_transforms(transition.kind, transition.eye_distance, progress, matrices, 4);
  count(80, status);
  if (violated(80, status, all_finite(matrices, 64))) printf("kind %d eye %a\n", (int)transition.kind, transition.eye_distance);
}

/* Everything not covered by the first 32 entries, on one iteration. */
static void check_rest(int iteration, kn_cubic_bezier curve, double x) {
  check_bezier(curve, x, iteration % 16 == 0);
  check_spring_parameters();
  if (iteration % 4 == 0) {
    check_easings();
    check_interactive_transition();
    check_view_transition();
  }
  if (iteration % 8 == 0) {
    check_keyframe_track();
    check_typed_values();
  }
  if (iteration % 64 == 0) check_path();
}

int main(void) {
  enum { ITERATIONS = 40000, BATCH = 9 };
  for (int iteration = 0; iteration < ITERATIONS; iteration++) {
    kn_spring spring = {fabs(next_double()), fabs(next_double()), fabs(next_double())};
    kn_spring_motion motion = {next_double(), next_double(), next_double()};
    double t = next_double(), out = 0;
    kn_status status = kn_spring_position(spring, motion, t, &out);
    count(0, status);
    if (status == KN_OK && !isfinite(out))
      printf("violation,kn_spring_position,%a %a %a %a %a %a %a -> %a\n", spring.mass, spring.stiffness,
             spring.damping, motion.from, motion.to, motion.initial_velocity, t, out);
    status = kn_spring_velocity(spring, motion, t, &out);
    count(1, status);
    if (status == KN_OK && !isfinite(out))
      printf("violation,kn_spring_velocity,%a %a %a %a %a %a %a -> %a\n", spring.mass, spring.stiffness,
             spring.damping, motion.from, motion.to, motion.initial_velocity, t, out);
    double times[BATCH], outputs[BATCH];
    for (int i = 0; i < BATCH; i++) times[i] = i == 0 ? t : fabs(next_double());
    status = kn_spring_position_array(spring, motion, times, outputs, BATCH);
    count(2, status);
    for (int i = 0; status == KN_OK && i < BATCH; i++)
      if (!isfinite(outputs[i]))
        printf("violation,kn_spring_position_array,%a %a %a %a %a %a %a -> %a\n", spring.mass, spring.stiffness,
               spring.damping, motion.from, motion.to, motion.initial_velocity, times[i], outputs[i]);
    /* The array gives the scalar's bits wherever both succeed (also on halves, when from − to
     * overflows). */
    for (int i = 0; status == KN_OK && i < BATCH; i++) {
      double scalar;
      if (kn_spring_position(spring, motion, times[i], &scalar) == KN_OK && memcmp(&scalar, &outputs[i], sizeof scalar) != 0)
        printf("violation,kn_spring_position_array bits,%a %a %a %a %a %a %a -> %a, scalar %a\n", spring.mass,
               spring.stiffness, spring.damping, motion.from, motion.to, motion.initial_velocity, times[i],
               outputs[i], scalar);
    }
    status = kn_spring_velocity_array(spring, motion, times, outputs, BATCH);
    count(6, status);
    for (int i = 0; status == KN_OK && i < BATCH; i++)
      if (!isfinite(outputs[i]))
        printf("violation,kn_spring_velocity_array,%a %a %a %a %a %a %a -> %a\n", spring.mass, spring.stiffness,
               spring.damping, motion.from, motion.to, motion.initial_velocity, times[i], outputs[i]);
    /* The single-precision arrays: finite float times (a time beyond float is drawn again as 1). */
    float times_f[BATCH], outputs_f[BATCH];
    for (int i = 0; i < BATCH; i++) {
      times_f[i] = (float)times[i];
      if (!isfinite(times_f[i])) times_f[i] = 1;
    }
    for (int function = 8; function <= 9; function++) {
      status = function == 8 ? kn_spring_position_array_f(spring, motion, times_f, outputs_f, BATCH)
                             : kn_spring_velocity_array_f(spring, motion, times_f, outputs_f, BATCH);
      count(function, status);
      for (int i = 0; status == KN_OK && i < BATCH; i++)
        if (!isfinite(outputs_f[i]))
          printf("violation,%s,%a %a %a %a %a %a %a -> %a\n", names[function], spring.mass, spring.stiffness,
                 spring.damping, motion.from, motion.to, motion.initial_velocity, (double)times_f[i],
                 (double)outputs_f[i]);
    }
    status = kn_spring_settling_time(spring, motion, fabs(next_double()), (kn_settling_model)(next_bits() % 3), &out);
    count(5, status);
    if (status == KN_OK && !isfinite(out)) printf("violation,kn_spring_settling_time,-> %a\n", out);
    /* Core Animation's model (epsilon 0.001 only): a grid point, even where the 0.1 s grid is finer
     * than the doubles (that loop never ended before). */
    status = kn_spring_settling_time(spring, motion, 0.001, KN_SETTLING_CORE_ANIMATION, &out);
    count(5, status);
    if (status == KN_OK && !isfinite(out))
      printf("violation,kn_spring_settling_time,core animation %a %a %a %a %a %a -> %a\n", spring.mass, spring.stiffness,
             spring.damping, motion.from, motion.to, motion.initial_velocity, out);

    kn_cubic_bezier curve = {fabs(next_double()), next_double(), fabs(next_double()), next_double()};
    double x = next_double();
    status = kn_bezier_progress(curve, x, &out);
    count(3, status);
    if (status == KN_OK && !isfinite(out))
      printf("violation,kn_bezier_progress,%a %a %a %a %a -> %a\n", curve.x1, curve.y1, curve.x2, curve.y2, x, out);
    kn_timing_function steps = {0};
    steps.kind = KN_TIMING_STEPS;
    steps.steps = (kn_steps){(int64_t)(next_bits() % 1000) + 1, (kn_step_position)(next_bits() % 4)};
    status = kn_timing_progress(&steps, x, &out);
    count(7, status);
    if (status == KN_OK && !isfinite(out)) printf("violation,kn_timing_progress,steps %a -> %a\n", x, out);

    kn_media_timing timing;
    if (kn_media_timing_init(1, &timing) != KN_OK) return 10;
    timing.begin_time = next_double();
    timing.duration = fabs(next_double());
    timing.speed = next_double();
    timing.time_offset = next_double();
    if (next_bits() & 1) timing.repeat_count = fabs(next_double()); else timing.repeat_duration = fabs(next_double());
    timing.autoreverses = (int)(next_bits() & 1);
    timing.fill_mode = (kn_fill_mode)(next_bits() % 4);
    double parent = next_double();
    kn_media_timing_state state;
    status = kn_media_timing_state_at(timing, parent, &state);
    count(4, status);
    /* Every field: local time always finite; simple time and progress finite where the animation
     * shows and NaN (by design) or finite where it does not. */
    if (status == KN_OK &&
        !(isfinite(state.local_time) &&
          (state.visible ? isfinite(state.progress) && isfinite(state.simple_time)
                         : !isinf(state.progress) && !isinf(state.simple_time))))
      printf("violation,kn_media_timing_state_at,%a %a %a %a %a %a %d %d %a -> local %a simple %a progress %a\n",
             timing.begin_time, timing.duration, timing.speed, timing.time_offset, timing.repeat_count,
             timing.repeat_duration, timing.autoreverses, (int)timing.fill_mode, parent, state.local_time,
             state.simple_time, state.progress);
    double parents[BATCH], local_times[BATCH], progresses[BATCH];
    int64_t iterations[BATCH];
    for (int i = 0; i < BATCH; i++) parents[i] = i == 0 ? parent : next_double();
    status = kn_media_timing_evaluate_array(timing, parents, local_times, iterations, progresses, BATCH);
    count(12, status);
    for (int i = 0; status == KN_OK && i < BATCH; i++)
      if (!isfinite(local_times[i]) || isinf(progresses[i]) ||
          (iterations[i] != KN_NO_ITERATION && !isfinite(progresses[i])))
        printf("violation,kn_media_timing_evaluate_array,%a %a %a %a %a -> local %a progress %a\n",
               timing.begin_time, timing.duration, timing.speed, timing.time_offset, parents[i], local_times[i],
               progresses[i]);

    /* A keyframe track of full-range values under an overshooting timing curve (fractions outside
     * [0, 1] extrapolate), linear or cubic. */
    double values[6];
    for (int i = 0; i < 6; i++) values[i] = next_double();
    kn_timing_function overshoot = {0};
    overshoot.kind = KN_TIMING_CUBIC_BEZIER;
    overshoot.bezier = (kn_cubic_bezier){0.3, -fabs(next_double()), 0.7, 1 + fabs(next_double())};
    kn_keyframe_track_desc desc = {0};
    desc.values = values;
    desc.value_count = 3;
    desc.dimension = 2;
    desc.mode = (next_bits() & 1) ? KN_KEYFRAME_LINEAR : KN_KEYFRAME_CUBIC;
    desc.timing_function = &overshoot;
    kn_keyframe_track *track = NULL;
    /* Tracks and paths take longer to make than the other calls: one iteration in 8 and in 64. */
    if (iteration % 8 == 0 && kn_keyframe_track_create(&desc, &track) == KN_OK) {
      double fractions[BATCH], interleaved[2 * BATCH];
      for (int i = 0; i < BATCH; i++) fractions[i] = (double)(next_bits() >> 11) / 9007199254740992.0;
      status = kn_keyframe_track_value_array(track, fractions, interleaved, BATCH);
      count(10, status);
      for (int i = 0; status == KN_OK && i < 2 * BATCH; i++)
        if (!isfinite(interleaved[i]))
          printf("violation,kn_keyframe_track_value_array,%a %a %a %a %a %a mode %d at %a -> %a\n", values[0],
                 values[1], values[2], values[3], values[4], values[5], (int)desc.mode, fractions[i / 2],
                 interleaved[i]);
      if (kn_keyframe_track_destroy(track) != KN_OK) return 11;
    }

    /* A color and a transform animation between full-range values under the overshooting curve
     * (the blend extrapolates far beyond its endpoints): a finite value, or KN_ERROR_OVERFLOW with
     * nothing written. */
    if (iteration % 4 == 0) {
      double colors[12], matrices[48], shown[16];
      for (int i = 0; i < 12; i++)
        colors[i] = i % 4 == 3 ? (double)(next_bits() >> 11) / 9007199254740992.0 : fmod(next_double(), 1e100);
      for (int m = 0; m < 3; m++) {
        double angle = fmod(next_double(), 4), *matrix = matrices + 16 * m;
        for (int i = 0; i < 16; i++) matrix[i] = i % 5 == 0;
        matrix[0] = matrix[5] = cos(angle);
        matrix[1] = sin(angle);
        matrix[4] = -sin(angle);
        matrix[12] = next_double();
        matrix[13] = fmod(next_double(), 1e100);
      }
      kn_basic_animation_desc animation = {0};
      animation.timing = (kn_media_timing){0, 1 + fabs(fmod(next_double(), 4)), 1, 0, 3, 0, 0, KN_FILL_BOTH};
      animation.timing_function = &overshoot;
      animation.additive = (int)(next_bits() & 1);
      animation.cumulative = 1;
      double at = fmod(next_double(), 8);
      int visible = 0;
      kn_color_animation *tint = NULL;
      animation.from_value = colors;
      animation.to_value = colors + 4;
      if (kn_color_animation_create(&animation, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, &tint) != KN_OK) return 13;
      for (int i = 0; i < 4; i++) shown[i] = NAN;
      status = kn_color_animation_value(tint, at, colors + 8, NULL, shown, &visible);
      count(13, status);
      if ((status != KN_OK && status != KN_ERROR_OVERFLOW) || (status == KN_OK && visible &&
          !(isfinite(shown[0]) && isfinite(shown[1]) && isfinite(shown[2]) && isfinite(shown[3]))))
        printf("violation,kn_color_animation_value,%a %a %a %a to %a %a %a %a at %a -> status %d %a %a %a %a\n",
               colors[0], colors[1], colors[2], colors[3], colors[4], colors[5], colors[6], colors[7], at,
               (int)status, shown[0], shown[1], shown[2], shown[3]);
      if (kn_color_animation_destroy(tint) != KN_OK) return 14;
      kn_transform_animation *move = NULL;
      animation.from_value = matrices;
      animation.to_value = matrices + 16;
      if (kn_transform_animation_create(&animation, KN_ROTATION_SHORTEST, &move) != KN_OK) return 15;
      for (int i = 0; i < 16; i++) shown[i] = NAN;
      status = kn_transform_animation_value(move, at, matrices + 32, NULL, shown, &visible);
      count(14, status);
      int finite = 1;
      for (int i = 0; i < 16; i++) finite = finite && isfinite(shown[i]);
      if ((status != KN_OK && status != KN_ERROR_OVERFLOW) || (status == KN_OK && !finite))
        printf("violation,kn_transform_animation_value,%a %a to %a %a at %a -> status %d %a %a\n", matrices[12],
               matrices[13], matrices[28], matrices[29], at, (int)status, shown[12], shown[13]);
      if (kn_transform_animation_destroy(move) != KN_OK) return 16;

      /* The presentation value of a 3-vector: a basic animation between full-range values under
       * the overshooting curve, then an additive spring animation over it. */
      double model[3], ends[6], presented[3];
      for (int i = 0; i < 3; i++) model[i] = next_double();
      for (int i = 0; i < 6; i++) ends[i] = next_double();
      kn_basic_animation_desc plain = animation, springy = animation;
      plain.from_value = ends;
      plain.to_value = ends + 3;
      springy.timing_function = NULL;
      springy.from_value = ends + 3;
      springy.to_value = NULL;
      springy.additive = 1;
      kn_spring bounce = {1 + fabs(fmod(next_double(), 4)), 1 + fabs(fmod(next_double(), 400)),
                          fabs(fmod(next_double(), 40))};
      kn_vector_animation *stack[2] = {NULL, NULL};
      if (kn_vector_animation_create(&plain, 3, &stack[0]) != KN_OK) return 17;
      if (kn_vector_spring_animation_create(&springy, 3, bounce, fmod(next_double(), 100), &stack[1]) != KN_OK) return 18;
      status = kn_vector_presentation_value(model, NULL, 3, (const kn_vector_animation *const *)stack, 2, at, presented);
      count(18, status);
      if ((status != KN_OK && status != KN_ERROR_OVERFLOW) ||
          (status == KN_OK && !(isfinite(presented[0]) && isfinite(presented[1]) && isfinite(presented[2]))))
        printf("violation,kn_vector_presentation_value,%a %a %a to %a %a %a at %a -> status %d %a %a %a\n", ends[0],
               ends[1], ends[2], ends[3], ends[4], ends[5], at, (int)status, presented[0], presented[1], presented[2]);
      if (kn_vector_animation_destroy(stack[0]) != KN_OK || kn_vector_animation_destroy(stack[1]) != KN_OK) return 19;

      /* A CSS transform list of full-range numbers: a finite matrix or a status. */
      char css[512];
      snprintf(css, sizeof css, "translate(%.17gpx, %.17gpx) rotate(%.17gdeg) scale(%.17g, %.17g) skewX(%.17gdeg) perspective(%.17gpx)",
               next_double(), next_double(), next_double(), next_double(), next_double(), next_double(), next_double());
      double parsed[16];
      status = kn_transform3d_parse_css(css, parsed);
      count(19, status);
      int parsed_finite = 1;
      for (int i = 0; i < 16; i++) parsed_finite = parsed_finite && isfinite(parsed[i]);
      if (status == KN_OK && !parsed_finite) printf("violation,kn_transform3d_parse_css,%s\n", css);
    }

    /* A path of full-range coordinates, sampled at constant speed. */
    char data[256];
    snprintf(data, sizeof data, "M %.17g %.17g Q %.17g %.17g %.17g %.17g", values[0], values[1], values[2],
             values[3], values[4], values[5]);
    kn_path *path = NULL;
    if (iteration % 64 == 0 &&
        ((next_bits() & 1) ? kn_path_create_svg(data, &path) : kn_path_create_svg_with_paced_table(data, &path)) == KN_OK) {
      double fractions[BATCH], xs[BATCH], ys[BATCH], angles[BATCH];
      for (int i = 0; i < BATCH; i++) fractions[i] = (double)(next_bits() >> 11) / 9007199254740992.0;
      status = kn_path_sample_paced(path, fractions, xs, ys, angles, KN_ROTATION_AUTO, BATCH);
      count(11, status);
      for (int i = 0; status == KN_OK && i < BATCH; i++)
        if (!isfinite(xs[i]) || !isfinite(ys[i]) || !isfinite(angles[i]))
          printf("violation,kn_path_sample_paced,%s at %a -> %a %a %a\n", data, fractions[i], xs[i], ys[i], angles[i]);
      /* The trimmed path's data: every number written is finite. */
      double a = (double)(next_bits() >> 11) / 9007199254740992.0, b = (double)(next_bits() >> 11) / 9007199254740992.0;
      char trimmed[1024];
      size_t length = 0;
      status = kn_path_trim_svg(path, fmin(a, b), fmax(a, b), fmod(next_double(), 4), (kn_trim_mode)(next_bits() & 1),
                                trimmed, sizeof trimmed, &length);
      count(17, status);
      if (status == KN_OK && (strstr(trimmed, "nan") || strstr(trimmed, "inf")))
        printf("violation,kn_path_trim_svg,%s from %a to %a -> %s\n", data, fmin(a, b), fmax(a, b), trimmed);
      if (kn_path_destroy(path) != KN_OK) return 12;
    }

    /* A transition of a full-range layer size at a full-range time: offsets and opacities finite
     * wherever it shows (NaN by design where it shows nothing). */
    kn_transition transition = {(kn_transition_type)(next_bits() % 4), (kn_transition_subtype)(next_bits() % 4),
                                (double)(next_bits() >> 11) / 9007199254740992.0, 1, timing, NULL};
    kn_transition_frame frame;
    double width = fabs(next_double()), height = fabs(next_double()), when = next_double();
    status = kn_transition_frame_at(&transition, when, width, height, &frame);
    count(15, status);
    if (status == KN_OK && frame.visible &&
        !(isfinite(frame.progress) && isfinite(frame.old_x) && isfinite(frame.old_y) && isfinite(frame.old_opacity) &&
          isfinite(frame.new_x) && isfinite(frame.new_y) && isfinite(frame.new_opacity)))
      printf("violation,kn_transition_frame_at,type %d subtype %d %a x %a at %a -> %a %a %a %a\n", (int)transition.type,
             (int)transition.subtype, width, height, when, frame.old_x, frame.old_y, frame.new_x, frame.new_y);

    /* A gradient between full-range start and end points, at a full-range point. */
    double stops[12];
    for (int i = 0; i < 12; i++) stops[i] = (double)(next_bits() >> 11) / 9007199254740992.0;
    kn_gradient_desc gradient = {stops, NULL, 2 + next_bits() % 2, next_double(), next_double(), next_double(),
                                 next_double(), (kn_gradient_type)(next_bits() % 3), KN_COLOR_SPACE_SRGB,
                                 KN_ALPHA_STRAIGHT};
    double rgba[4], px = next_double(), py = next_double();
    status = kn_gradient_color_at(&gradient, px, py, rgba);
    count(16, status);
    if (status == KN_OK && !(isfinite(rgba[0]) && isfinite(rgba[1]) && isfinite(rgba[2]) && isfinite(rgba[3])))
      printf("violation,kn_gradient_color_at,type %d %a %a to %a %a at %a %a -> %a %a %a %a\n", (int)gradient.type,
             gradient.start_x, gradient.start_y, gradient.end_x, gradient.end_y, px, py, rgba[0], rgba[1], rgba[2],
             rgba[3]);
    /* The same gradient over a 3 × 2 grid: every pixel finite. */
    double grid[24];
    status = kn_gradient_colors_grid(&gradient, 3, 2, grid);
    count(20, status);
    for (int i = 0; status == KN_OK && i < 24; i++)
      if (!isfinite(grid[i]))
        printf("violation,kn_gradient_colors_grid,type %d %a %a to %a %a -> [%d] %a\n", (int)gradient.type,
               gradient.start_x, gradient.start_y, gradient.end_x, gradient.end_y, i, grid[i]);

    /* A value function of full-range inputs: a finite matrix or a status. */
    static const char *const functions[] = {"rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY",
                                            "scaleZ", "translate", "translateX", "translateY", "translateZ"};
    const char *function = functions[next_bits() % 11];
    double inputs[3] = {next_double(), next_double(), next_double()}, matrix[16];
    size_t input_count = (strcmp(function, "scale") == 0 || strcmp(function, "translate") == 0) ? 3 : 1;
    status = kn_value_function_transform(function, inputs, input_count, matrix);
    count(21, status);
    int matrix_finite = 1;
    for (int i = 0; i < 16; i++) matrix_finite = matrix_finite && isfinite(matrix[i]);
    if (status == KN_OK && !matrix_finite)
      printf("violation,kn_value_function_transform,%s %a %a %a\n", function, inputs[0], inputs[1], inputs[2]);

    /* The layer handles every fourth iteration (10,000 replicators and scripts). */
    if (iteration % 4 == 0) {
      check_replicator();
      check_transaction();
    }
    check_rest(iteration, curve, x);
  }
  for (int function = 0; function < FUNCTIONS; function++)
    printf("calls,%s,%ld,%ld\n", names[function], ok_count[function], failed_count[function]);
  return 0;
}
