/* Spring animations of vectors, transforms and colors, a basic animation of vectors, and the
 * presentation value of a property with a stack of animations, through kinetics.h: prints
 * "name[index],bits" lines (IEEE-754 bit patterns in hex) for the Swift test to compare with
 * TypedBasicAnimation, SpringTimingFunction and TypedAnimatedProperty, and "name,status message"
 * lines for calls that must fail. Exits non-zero when a call that must succeed does not. */
#include "bit_patterns.h"
#include <math.h>

#define TIMES 6
static const double times[TIMES] = {-0.5, 0.0, 0.2, 0.45, 0.9, 2.0};

int main(void) {
  char label[64];
  /* The spring of SwiftUI's response 0.5 s, damping ratio 0.6 (mass 1). */
  kn_spring spring;
  if (kn_spring_from_response(0.5, 0.6, 1, &spring) != KN_OK) return 1;

  /* A point sprung from (0, 0) to (100, 50) over 1 s, initial velocity 2 (changes per second),
   * kept after it ends; then an additive nudge by (10, -10) over 0.5 s starting at 0.2 s. */
  const double point_from[2] = {0, 0}, point_to[2] = {100, 50}, nudge[2] = {10, -10};
  kn_basic_animation_desc desc = {0};
  desc.from_value = point_from;
  desc.to_value = point_to;
  kn_media_timing_init(1, &desc.timing);
  desc.timing.fill_mode = KN_FILL_FORWARDS;
  kn_vector_animation *move = NULL;
  if (kn_vector_spring_animation_create(&desc, 2, spring, 2, &move) != KN_OK) return 2;
  kn_basic_animation_desc nudge_desc = {0};
  nudge_desc.by_value = nudge;
  kn_media_timing_init(0.5, &nudge_desc.timing);
  nudge_desc.timing.begin_time = 0.2;
  nudge_desc.additive = 1;
  kn_vector_animation *push = NULL;
  if (kn_vector_animation_create(&nudge_desc, 2, &push) != KN_OK) return 3;
  size_t dimension = 0;
  if (kn_vector_animation_dimension(push, &dimension) != KN_OK || dimension != 2) return 4;
  const double model_point[2] = {100, 50}, previous_point[2] = {0, 0};
  const kn_vector_animation *points[2] = {move, push};
  double point[2];
  for (int i = 0; i < TIMES; i++) {
    int visible = -1;
    if (kn_vector_animation_value(move, times[i], model_point, NULL, point, &visible) != KN_OK) return 5;
    snprintf(label, sizeof label, "vectorSpring.%d", i);
    print_values(label, point, 2);
    printf("vectorSpring.%d.visible,%d\n", i, visible);
    if (kn_vector_presentation_value(model_point, previous_point, 2, points, 2, times[i], point) != KN_OK)
      return 6;
    snprintf(label, sizeof label, "vectorPresentation.%d", i);
    print_values(label, point, 2);
  }

  /* A transform sprung from the model value (a translation) to a rotation by 1 rad about z, with an
   * additive rotation by 0.5 rad about x on top. */
  const double c = cos(1.0), s = sin(1.0), cx = cos(0.5), sx = sin(0.5);
  const double rotation[16] = {c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  const double tilt[16] = {1, 0, 0, 0, 0, cx, sx, 0, 0, -sx, cx, 0, 0, 0, 0, 1};
  const double model_matrix[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 100, 0, 0, 1};
  kn_basic_animation_desc transform_desc = {0};
  transform_desc.to_value = rotation;
  kn_media_timing_init(1, &transform_desc.timing);
  transform_desc.timing.fill_mode = KN_FILL_BOTH;
  kn_transform_animation *turn = NULL;
  if (kn_transform_spring_animation_create(&transform_desc, spring, 0, KN_ROTATION_SHORTEST, &turn) != KN_OK)
    return 7;
  kn_basic_animation_desc tilt_desc = {0};
  tilt_desc.by_value = tilt;
  kn_media_timing_init(1, &tilt_desc.timing);
  tilt_desc.additive = 1;
  kn_transform_animation *lean = NULL;
  if (kn_transform_animation_create(&tilt_desc, KN_ROTATION_SHORTEST, &lean) != KN_OK) return 8;
  const kn_transform_animation *transforms[2] = {turn, lean};
  double matrix[16];
  for (int i = 0; i < TIMES; i++) {
    if (kn_transform_presentation_value(model_matrix, NULL, transforms, 2, times[i], matrix) != KN_OK) return 9;
    snprintf(label, sizeof label, "transformPresentation.%d", i);
    print_values(label, matrix, 16);
  }

  /* A color sprung from red to half-transparent blue in Oklab over the model value green. */
  const double red[4] = {1, 0, 0, 1}, blue[4] = {0, 0, 1, 0.5}, green[4] = {0, 1, 0, 1};
  kn_basic_animation_desc color_desc = {0};
  color_desc.from_value = red;
  color_desc.to_value = blue;
  kn_media_timing_init(1, &color_desc.timing);
  kn_color_animation *fade = NULL;
  if (kn_color_spring_animation_create(&color_desc, spring, -1, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED,
                                       &fade) != KN_OK)
    return 10;
  const kn_color_animation *colors[1] = {fade};
  double color[4];
  for (int i = 0; i < TIMES; i++) {
    if (kn_color_presentation_value(green, NULL, colors, 1, times[i], color) != KN_OK) return 11;
    snprintf(label, sizeof label, "colorPresentation.%d", i);
    print_values(label, color, 4);
  }
  /* No animations: the model value. */
  if (kn_color_presentation_value(green, NULL, NULL, 0, 0.5, color) != KN_OK) return 12;
  print_values("colorModel", color, 4);

  /* Failures. */
  kn_vector_animation *refused = NULL;
  kn_timing_function linear = {0};
  linear.kind = KN_TIMING_IDENTITY;
  desc.timing_function = &linear;
  print_error("springWithTimingFunction", kn_vector_spring_animation_create(&desc, 2, spring, 0, &refused));
  desc.timing_function = NULL;
  print_error("dimensionFive", kn_vector_spring_animation_create(&desc, 5, spring, 0, &refused));
  kn_spring no_mass = spring;
  no_mass.mass = 0;
  print_error("badSpring", kn_vector_spring_animation_create(&desc, 2, no_mass, 0, &refused));
  print_error("nanVelocity", kn_vector_spring_animation_create(&desc, 2, spring, NAN, &refused));
  kn_transform_animation *refused_transform = NULL;
  print_error("badSpringTransform",
              kn_transform_spring_animation_create(&transform_desc, no_mass, 0, KN_ROTATION_SHORTEST, &refused_transform));
  kn_color_animation *refused_color = NULL;
  print_error("badSpringColor", kn_color_spring_animation_create(&color_desc, no_mass, 0, KN_COLOR_SPACE_OKLAB,
                                                                 KN_ALPHA_PREMULTIPLIED, &refused_color));
  const double infinite[2] = {INFINITY, 0};
  print_error("infiniteModel", kn_vector_presentation_value(infinite, NULL, 2, points, 2, 0.5, point));
  const kn_vector_animation *with_null[2] = {move, NULL};
  print_error("nullInStack", kn_vector_presentation_value(model_point, NULL, 2, with_null, 2, 0.5, point));
  const kn_color_animation *wrong_kind[1] = {(const kn_color_animation *)turn};
  print_error("wrongKindInStack", kn_color_presentation_value(green, NULL, wrong_kind, 1, 0.5, color));
  /* A 3-vector property (the caller's buffers hold 3 doubles) with 2-vector animations. */
  double model_triple[3] = {0, 0, 0}, out_triple[3];
  print_error("dimensionMismatch", kn_vector_presentation_value(model_triple, NULL, 3, points, 2, 0.5, out_triple));
  print_error("nullStack", kn_vector_presentation_value(model_point, NULL, 2, NULL, 2, 0.5, point));
  /* Two additive animations by the largest double over a large model value: the sum overflows. */
  const double huge[1] = {1.7e308};
  kn_basic_animation_desc huge_desc = {0};
  huge_desc.by_value = huge;
  kn_media_timing_init(1, &huge_desc.timing);
  huge_desc.timing.fill_mode = KN_FILL_FORWARDS;
  huge_desc.additive = 1;
  kn_vector_animation *grow = NULL;
  if (kn_vector_animation_create(&huge_desc, 1, &grow) != KN_OK) return 13;
  const kn_vector_animation *growth[2] = {grow, grow};
  double scalar = -1;
  print_error("overflow", kn_vector_presentation_value(huge, NULL, 1, growth, 2, 2.0, &scalar));
  printf("overflowUntouched,%g\n", scalar);
  /* The same sum from one animation evaluated alone (a handle of 1 double: its own Swift type). */
  int grown = -1;
  print_error("valueOverflow", kn_vector_animation_value(grow, 2.0, huge, huge, &scalar, &grown));
  printf("valueOverflowUntouched,%g,%d\n", scalar, grown);

  if (kn_vector_animation_destroy(move) != KN_OK || kn_vector_animation_destroy(push) != KN_OK ||
      kn_vector_animation_destroy(grow) != KN_OK || kn_transform_animation_destroy(turn) != KN_OK ||
      kn_transform_animation_destroy(lean) != KN_OK || kn_color_animation_destroy(fade) != KN_OK)
    return 14;
  print_error("destroyedTwice", kn_vector_animation_destroy(move));
  return 0;
}
