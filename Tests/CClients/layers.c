/* Evaluates a transition and a gradient through kinetics.h and prints the results as "name,bits"
 * lines for the Swift test to compare with Transition and GradientLayer, then the messages of
 * calls that must fail as "error,message" lines. Exits non-zero when such a call does not fail. */
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

int main(void) {
  /* A push from the right over 0.5 s from t = 1, eased in, filled forwards. */
  kn_timing_function ease_in = {0};
  ease_in.kind = KN_TIMING_CUBIC_BEZIER;
  ease_in.bezier.x1 = 0.42;
  ease_in.bezier.y1 = 0;
  ease_in.bezier.x2 = 1;
  ease_in.bezier.y2 = 1;
  kn_transition push = {0};
  push.type = KN_TRANSITION_PUSH;
  push.subtype = KN_TRANSITION_FROM_RIGHT;
  push.start_progress = 0.1;
  push.end_progress = 0.9;
  if (kn_media_timing_init(0.5, &push.timing) != KN_OK) return 10;
  push.timing.begin_time = 1;
  push.timing.fill_mode = KN_FILL_FORWARDS;
  push.timing_function = &ease_in;
  const double ts[5] = {0, 1, 1.2, 1.5, 3};
  for (int i = 0; i < 5; i++) {
    kn_transition_frame frame;
    if (kn_transition_frame_at(&push, ts[i], 320, 480, &frame) != KN_OK) return 11;
    printf("visible[%d],%d\n", i, frame.visible);
    print_bits("progress", i, frame.progress);
    print_bits("old_x", i, frame.old_x);
    print_bits("new_x", i, frame.new_x);
  }

  /* A radial gradient of three colors, straight alpha, on a 5 x 3 grid and at one point. */
  const double colors[12] = {1, 0, 0, 1, 0, 1, 0, 0.5, 0, 0, 1, 1};
  const double locations[3] = {0, 0.3, 1};
  kn_gradient_desc gradient = {0};
  gradient.colors = colors;
  gradient.locations = locations;
  gradient.color_count = 3;
  gradient.start_x = 0.5;
  gradient.start_y = 0.5;
  gradient.end_x = 1;
  gradient.end_y = 0.8;
  gradient.type = KN_GRADIENT_RADIAL;
  gradient.space = KN_COLOR_SPACE_SRGB;
  gradient.alpha_mode = KN_ALPHA_STRAIGHT;
  double grid[4 * 15];
  if (kn_gradient_colors_grid(&gradient, 5, 3, grid) != KN_OK) return 20;
  for (int i = 0; i < 60; i++) print_bits("grid", i, grid[i]);
  double one[4];
  if (kn_gradient_color_at(&gradient, 0.7, 0.2, one) != KN_OK) return 21;
  for (int i = 0; i < 4; i++) print_bits("point", i, one[i]);

  /* Calls that must fail. */
  kn_transition_frame frame;
  kn_transition bad = push;
  bad.end_progress = 0.05;
  if (kn_transition_frame_at(&bad, 0, 1, 1, &frame) == KN_OK) return 30;
  print_error();
  if (kn_transition_frame_at(&push, 0, -1, 1, &frame) == KN_OK) return 31;
  print_error();
  const double decreasing[3] = {0, 0.6, 0.4};
  kn_gradient_desc bad_gradient = gradient;
  bad_gradient.locations = decreasing;
  if (kn_gradient_color_at(&bad_gradient, 0, 0, one) == KN_OK) return 32;
  print_error();
  if (kn_gradient_colors_grid(&gradient, 0, 3, grid) == KN_OK) return 33;
  print_error();
  return 0;
}
