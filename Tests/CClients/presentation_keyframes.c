/* Keyframe animations and value-function animations in the presentation stacks, through
 * kinetics.h: prints "name[index],bits" lines (IEEE-754 bit patterns in hex) for the Swift test to
 * compare with KeyframeAnimation, ValueFunctionAnimation and AnimatedProperty, and "name,status
 * message" lines for calls that must fail. Exits non-zero when a call that must succeed does not. */
#include "bit_patterns.h"
#include <math.h>

/* A linear track description of `count` values of `dimension` doubles. */
static kn_keyframe_track_desc linear_track(const double *values, size_t count, size_t dimension) {
  kn_keyframe_track_desc desc = {0};
  desc.values = values;
  desc.value_count = count;
  desc.dimension = dimension;
  desc.mode = KN_KEYFRAME_LINEAR;
  return desc;
}

#define TIMES 7
static const double times[TIMES] = {-0.5, 0.0, 0.2, 0.45, 0.9, 1.3, 2.5};

int main(void) {
  char label[64];
  /* A transform track of three keys: the identity, a rotation by 1 rad about z with a translation,
   * a scale by (1.5, 0.5, 1); played over 1 s, twice, autoreversing, kept after it ends. */
  const double c = cos(1.0), s = sin(1.0);
  const double keys[48] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
                           c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 40, -10, 0, 1,
                           1.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  kn_keyframe_track_desc track_desc = linear_track(keys, 3, 16);
  kn_transform_track *transform_track = NULL;
  if (kn_transform_track_create(&track_desc, KN_ROTATION_SHORTEST, &transform_track) != KN_OK) return 1;
  kn_keyframe_animation_desc keyframe_desc = {0};
  kn_media_timing_init(1, &keyframe_desc.timing);
  keyframe_desc.timing.repeat_count = 2;
  keyframe_desc.timing.autoreverses = 1;
  keyframe_desc.timing.fill_mode = KN_FILL_FORWARDS;
  kn_transform_animation *keyframes = NULL;
  if (kn_transform_keyframe_animation_create(transform_track, &keyframe_desc, &keyframes) != KN_OK) return 2;
  /* The animation keeps what it needs: the track handle can go. */
  if (kn_transform_track_destroy(transform_track) != KN_OK) return 3;

  /* rotateZ of an angle animated by 4 pi over 1 s (two turns), shown over the keyframes. */
  const double turns[1] = {4 * 3.141592653589793};
  kn_basic_animation_desc angle_desc = {0};
  angle_desc.by_value = turns;
  kn_media_timing_init(1, &angle_desc.timing);
  kn_vector_animation *angle = NULL;
  if (kn_vector_animation_create(&angle_desc, 1, &angle) != KN_OK) return 4;
  kn_transform_animation *spin = NULL;
  if (kn_value_function_animation_create("rotateZ", angle, 1, &spin) != KN_OK) return 5;
  /* translate of a 3-vector sprung to (10, 20, 30), replacing the value underneath. */
  kn_spring spring;
  if (kn_spring_from_response(0.5, 0.6, 1, &spring) != KN_OK) return 6;
  const double offset[3] = {10, 20, 30};
  kn_basic_animation_desc offset_desc = {0};
  offset_desc.to_value = offset;
  kn_media_timing_init(1, &offset_desc.timing);
  offset_desc.timing.begin_time = 1.0;
  kn_vector_animation *slide = NULL;
  if (kn_vector_spring_animation_create(&offset_desc, 3, spring, 0, &slide) != KN_OK) return 7;
  kn_transform_animation *move = NULL;
  if (kn_value_function_animation_create("translate", slide, 0, &move) != KN_OK) return 8;
  if (kn_vector_animation_destroy(angle) != KN_OK || kn_vector_animation_destroy(slide) != KN_OK) return 9;

  /* A color track red, green, half-transparent blue in Oklab, additive over the model value,
   * cumulative over three iterations of 0.5 s. */
  const double colors[12] = {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0.5};
  kn_keyframe_track_desc color_track_desc = linear_track(colors, 3, 4);
  kn_color_track *color_track = NULL;
  if (kn_color_track_create(&color_track_desc, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, &color_track) != KN_OK)
    return 13;
  kn_keyframe_animation_desc color_desc = {0};
  kn_media_timing_init(0.5, &color_desc.timing);
  color_desc.timing.repeat_count = 3;
  color_desc.additive = 1;
  color_desc.cumulative = 1;
  kn_color_animation *tint = NULL;
  if (kn_color_keyframe_animation_create(color_track, &color_desc, &tint) != KN_OK) return 14;
  const double grey[4] = {0.1, 0.1, 0.1, 0.2};
  const kn_color_animation *tints[1] = {tint};
  double color[4];
  const double model_matrix[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 100, 0, 0, 1};
  const kn_transform_animation *stack[3] = {keyframes, spin, move};
  double matrix[16];
  for (int i = 0; i < TIMES; i++) {
    int visible = -1;
    if (kn_transform_animation_value(keyframes, times[i], model_matrix, NULL, matrix, &visible) != KN_OK)
      return 10;
    snprintf(label, sizeof label, "transformKeyframes.%d", i);
    print_values(label, matrix, 16);
    printf("transformKeyframes.%d.visible,%d\n", i, visible);
    if (kn_transform_animation_value(spin, times[i], model_matrix, NULL, matrix, &visible) != KN_OK) return 11;
    snprintf(label, sizeof label, "spin.%d", i);
    print_values(label, matrix, 16);
    printf("spin.%d.visible,%d\n", i, visible);
    if (kn_transform_presentation_value(model_matrix, NULL, stack, 3, times[i], matrix) != KN_OK) return 12;
    snprintf(label, sizeof label, "transformPresentation.%d", i);
    print_values(label, matrix, 16);
    if (kn_color_presentation_value(grey, NULL, tints, 1, times[i], color) != KN_OK) return 15;
    snprintf(label, sizeof label, "colorPresentation.%d", i);
    print_values(label, color, 4);
  }

  /* Failures. */
  kn_transform_animation *refused = NULL;
  print_error("colorTrackForTransform",
              kn_transform_keyframe_animation_create((const kn_transform_track *)color_track, &keyframe_desc, &refused));
  print_error("nullDesc", kn_color_keyframe_animation_create(color_track, NULL, (kn_color_animation **)&refused));
  print_error("destroyedTrack", kn_transform_keyframe_animation_create(transform_track, &keyframe_desc, &refused));
  keyframe_desc.timing.duration = -1;
  print_error("badTiming", kn_color_keyframe_animation_create(color_track, &keyframe_desc, (kn_color_animation **)&refused));
  const double pair[2] = {1, 2};
  kn_basic_animation_desc pair_desc = {0};
  pair_desc.to_value = pair;
  kn_media_timing_init(1, &pair_desc.timing);
  kn_vector_animation *two = NULL;
  if (kn_vector_animation_create(&pair_desc, 2, &two) != KN_OK) return 16;
  print_error("twoInputsForRotate", kn_value_function_animation_create("rotateZ", two, 0, &refused));
  print_error("unknownFunction", kn_value_function_animation_create("spinZ", two, 0, &refused));
  print_error("nullName", kn_value_function_animation_create(NULL, two, 0, &refused));
  print_error("transformForInput",
              kn_value_function_animation_create("rotateZ", (const kn_vector_animation *)keyframes, 0, &refused));
  const kn_color_animation *wrong_stack[1] = {(const kn_color_animation *)spin};
  print_error("transformInColorStack", kn_color_presentation_value(grey, NULL, wrong_stack, 1, 0.5, color));

  const kn_status released[6] = {kn_transform_animation_destroy(keyframes), kn_transform_animation_destroy(spin),
                                 kn_transform_animation_destroy(move), kn_color_animation_destroy(tint),
                                 kn_color_track_destroy(color_track), kn_vector_animation_destroy(two)};
  for (int i = 0; i < 6; i++)
    if (released[i] != KN_OK) return 17;
  print_error("destroyedTwice", kn_transform_animation_destroy(spin));
  return 0;
}
