/* Keyframe tracks and basic animations of transforms and colors, and value functions, through
 * kinetics.h: prints "name[index],bits" lines (IEEE-754 bit patterns in hex) for the Swift test to
 * compare with TypedKeyframeTrack and TypedBasicAnimation, and "name,status message" lines for
 * calls that must fail. Exits non-zero when a call that must succeed does not. */
#include "bit_patterns.h"
#include <math.h>

#define SAMPLES 5
static const double us[SAMPLES] = {-1.0, 0.0, 0.3, 0.75, 1.0};

int main(void) {
  /* Transforms: identity, rotation by 1 rad about z, a translation with perspective. */
  const double c = cos(1.0), s = sin(1.0);
  const double transforms[3 * 16] = {
      1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
      c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
      1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, -20, 5, 1};
  kn_keyframe_track_desc desc = {0};
  desc.values = transforms;
  desc.value_count = 3;
  desc.dimension = 16;
  kn_transform_track *transform_track = NULL;
  if (kn_transform_track_create(&desc, KN_ROTATION_SHORTEST, &transform_track) != KN_OK) return 1;
  double matrix[16], matrices[SAMPLES * 16];
  char label[64];
  if (kn_transform_track_value_array(transform_track, us, matrices, SAMPLES) != KN_OK) return 2;
  for (int i = 0; i < SAMPLES; i++) {
    if (kn_transform_track_value(transform_track, us[i], matrix) != KN_OK) return 3;
    if (memcmp(matrix, &matrices[i * 16], sizeof matrix) != 0) return 4;
    snprintf(label, sizeof label, "transformTrack.%d", i);
    print_values(label, matrix, 16);
  }
  /* Cubic transforms are refused; a wrong dimension is a size error. */
  desc.mode = KN_KEYFRAME_CUBIC;
  kn_transform_track *refused = NULL;
  print_error("cubicTransform", kn_transform_track_create(&desc, KN_ROTATION_SHORTEST, &refused));
  desc.mode = KN_KEYFRAME_LINEAR;
  desc.dimension = 4;
  desc.value_count = 12;
  print_error("dimension", kn_transform_track_create(&desc, KN_ROTATION_SHORTEST, &refused));

  /* Colors: red, half-transparent blue, green, in Oklab. */
  const double colors[3 * 4] = {1, 0, 0, 1, 0, 0, 1, 0.5, 0, 1, 0, 1};
  kn_keyframe_track_desc color_desc = {0};
  color_desc.values = colors;
  color_desc.value_count = 3;
  color_desc.dimension = 4;
  kn_color_track *color_track = NULL;
  if (kn_color_track_create(&color_desc, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, &color_track) != KN_OK)
    return 5;
  double color[4], color_values[SAMPLES * 4];
  if (kn_color_track_value_array(color_track, us, color_values, SAMPLES) != KN_OK) return 6;
  for (int i = 0; i < SAMPLES; i++) {
    if (kn_color_track_value(color_track, us[i], color) != KN_OK) return 7;
    if (memcmp(color, &color_values[i * 4], sizeof color) != 0) return 8;
    snprintf(label, sizeof label, "colorTrack.%d", i);
    print_values(label, color, 4);
  }
  const double bad_alpha[4] = {0, 0, 0, 2};
  color_desc.values = bad_alpha;
  color_desc.value_count = 1;
  kn_color_track *bad = NULL;
  print_error("badAlpha", kn_color_track_create(&color_desc, KN_COLOR_SPACE_SRGB, KN_ALPHA_PREMULTIPLIED, &bad));
  /* A handle of one kind is refused where another is expected. */
  print_error("wrongKind", kn_color_track_value((const kn_color_track *)transform_track, 0.5, color));

  /* An additive transform animation by a rotation, over a translation, ease-in-ease-out. */
  kn_basic_animation_desc animation_desc = {0};
  animation_desc.by_value = &transforms[16];
  kn_media_timing_init(2, &animation_desc.timing);
  animation_desc.timing.fill_mode = KN_FILL_FORWARDS;
  kn_timing_function ease = {0};
  ease.kind = KN_TIMING_CUBIC_BEZIER;
  kn_bezier_named(KN_CURVE_EASE_IN_EASE_OUT, &ease.bezier);
  animation_desc.timing_function = &ease;
  animation_desc.additive = 1;
  kn_transform_animation *spin = NULL;
  if (kn_transform_animation_create(&animation_desc, KN_ROTATION_SHORTEST, &spin) != KN_OK) return 9;
  const double underlying[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 100, 0, 0, 1};
  const double times[4] = {-1, 0.5, 1.5, 3};
  for (int i = 0; i < 4; i++) {
    int visible = -1;
    if (kn_transform_animation_value(spin, times[i], underlying, NULL, matrix, &visible) != KN_OK) return 10;
    snprintf(label, sizeof label, "transformAnimation.%d", i);
    print_values(label, matrix, 16);
    printf("transformAnimation.%d.visible,%d\n", i, visible);
  }

  /* A color animation to blue from the value underneath, sRGB. */
  kn_basic_animation_desc color_animation_desc = {0};
  color_animation_desc.to_value = &colors[4];
  kn_media_timing_init(1, &color_animation_desc.timing);
  kn_color_animation *tint = NULL;
  if (kn_color_animation_create(&color_animation_desc, KN_COLOR_SPACE_SRGB, KN_ALPHA_PREMULTIPLIED, &tint) != KN_OK)
    return 11;
  for (int i = 0; i < 4; i++) {
    int visible = -1;
    if (kn_color_animation_value(tint, times[i] / 2, colors, NULL, color, &visible) != KN_OK) return 12;
    snprintf(label, sizeof label, "colorAnimation.%d", i);
    print_values(label, color, 4);
    printf("colorAnimation.%d.visible,%d\n", i, visible);
  }
  color_animation_desc.from_value = colors;
  color_animation_desc.by_value = colors;
  kn_color_animation *all_three = NULL;
  print_error("fromToBy", kn_color_animation_create(&color_animation_desc, KN_COLOR_SPACE_SRGB,
                                                    KN_ALPHA_PREMULTIPLIED, &all_three));

  /* Value functions. */
  const double angle = 4 * 3.14159265358979323846 * 0.125;
  if (kn_value_function_transform("rotateZ", &angle, 1, matrix) != KN_OK) return 13;
  print_values("rotateZ", matrix, 16);
  const double offset[3] = {1, -2, 3};
  if (kn_value_function_transform("translate", offset, 3, matrix) != KN_OK) return 14;
  print_values("translate", matrix, 16);
  print_error("unknownFunction", kn_value_function_transform("spin", &angle, 1, matrix));
  print_error("wrongCount", kn_value_function_transform("rotateZ", offset, 3, matrix));

  if (kn_transform_track_destroy(transform_track) != KN_OK) return 15;
  print_error("destroyedTwice", kn_transform_track_destroy(transform_track));
  if (kn_color_track_destroy(color_track) != KN_OK || kn_transform_animation_destroy(spin) != KN_OK ||
      kn_color_animation_destroy(tint) != KN_OK)
    return 16;
  return 0;
}
