/* Keyframe animations of vectors (kn_vector_keyframe_animation_create) alone, in a vector
 * presentation stack and as a value function's input, through kinetics.h: prints "name[index],bits"
 * lines (IEEE-754 bit patterns in hex) for the Swift test to compare with KeyframeAnimation of
 * Double, SIMD2, SIMD3 and SIMD4 and with AnimatedProperty, and "name,status message" lines for
 * calls that must fail. Exits non-zero when a call that must succeed does not. */
#include "bit_patterns.h"

/* A track of `count` values of `dimension` doubles in `mode`. */
static kn_keyframe_track *make_track(const double *values, size_t count, size_t dimension, kn_keyframe_mode mode) {
  kn_keyframe_track_desc desc = {0};
  desc.values = values;
  desc.value_count = count;
  desc.dimension = dimension;
  desc.mode = mode;
  kn_keyframe_track *track = NULL;
  return kn_keyframe_track_create(&desc, &track) == KN_OK ? track : NULL;
}

/* A keyframe animation of `track` over `duration` s, `repeat_count` times. */
static kn_vector_animation *make_animation(const kn_keyframe_track *track, double duration, double repeat_count,
                                           int autoreverses, int additive, int cumulative) {
  kn_keyframe_animation_desc desc = {0};
  kn_media_timing_init(duration, &desc.timing);
  desc.timing.repeat_count = repeat_count;
  desc.timing.autoreverses = autoreverses;
  desc.timing.fill_mode = KN_FILL_FORWARDS;
  desc.additive = additive;
  desc.cumulative = cumulative;
  kn_vector_animation *animation = NULL;
  return kn_vector_keyframe_animation_create(track, &desc, &animation) == KN_OK ? animation : NULL;
}

/* Prints `count` values as "name.i[index],bits" lines. */
static void print_at(const char *name, int i, const double *values, int count) {
  char label[64];
  snprintf(label, sizeof label, "%s.%d", name, i);
  print_values(label, values, count);
}

#define TIMES 8
static const double times[TIMES] = {-0.5, 0.0, 0.2, 0.45, 0.9, 1.3, 1.75, 2.5};

int main(void) {
  /* Opacity, paced: 3 keys, additive. */
  const double opacity_keys[3] = {0, 0.8, 0.2};
  kn_keyframe_track *opacity_track = make_track(opacity_keys, 3, 1, KN_KEYFRAME_PACED);
  /* A point, cubic: 4 keys, twice, cumulative. */
  const double point_keys[8] = {0, 0, 40, -10, 25, 60, -5, 20};
  kn_keyframe_track *point_track = make_track(point_keys, 4, 2, KN_KEYFRAME_CUBIC);
  /* A 3-vector, linear, as the input of translate. */
  const double offset_keys[9] = {0, 0, 0, 10, 20, 30, -10, 5, 0};
  kn_keyframe_track *offset_track = make_track(offset_keys, 3, 3, KN_KEYFRAME_LINEAR);
  /* A rectangle, cubic-paced: 3 keys, autoreversing. */
  const double rect_keys[12] = {0, 0, 100, 50, 10, 20, 80, 40, 30, -10, 120, 90};
  kn_keyframe_track *rect_track = make_track(rect_keys, 3, 4, KN_KEYFRAME_CUBIC_PACED);
  if (!opacity_track || !point_track || !offset_track || !rect_track) return 1;

  kn_vector_animation *opacity = make_animation(opacity_track, 1, 1, 0, 1, 0);
  kn_vector_animation *point = make_animation(point_track, 0.5, 3, 0, 0, 1);
  kn_vector_animation *offset = make_animation(offset_track, 1, 2, 1, 0, 0);
  kn_vector_animation *rect = make_animation(rect_track, 1, 2, 1, 0, 0);
  if (!opacity || !point || !offset || !rect) return 2;
  /* The animations keep what they need: the tracks can go (the point track is kept for the
   * failures below). */
  if (kn_keyframe_track_destroy(opacity_track) != KN_OK || kn_keyframe_track_destroy(offset_track) != KN_OK)
    return 3;
  size_t dimension = 0;
  if (kn_vector_animation_dimension(point, &dimension) != KN_OK || dimension != 2) return 4;

  /* translate of the keyframed offsets. */
  kn_transform_animation *move = NULL;
  if (kn_value_function_animation_create("translate", offset, 0, &move) != KN_OK) return 5;

  /* A stack on a point: a basic animation to (100, 50), then the cumulative keyframes replacing
   * it from 0.3 s on, then an additive basic animation by (5, 5). */
  const double to[2] = {100, 50}, by[2] = {5, 5};
  kn_basic_animation_desc basic_desc = {0};
  basic_desc.to_value = to;
  kn_media_timing_init(1, &basic_desc.timing);
  kn_vector_animation *slide = NULL;
  if (kn_vector_animation_create(&basic_desc, 2, &slide) != KN_OK) return 6;
  kn_keyframe_animation_desc late_desc = {0};
  kn_media_timing_init(0.5, &late_desc.timing);
  late_desc.timing.begin_time = 0.3;
  late_desc.timing.repeat_count = 2;
  late_desc.cumulative = 1;
  kn_vector_animation *late_point = NULL;
  if (kn_vector_keyframe_animation_create(point_track, &late_desc, &late_point) != KN_OK) return 7;
  basic_desc.to_value = NULL;
  basic_desc.by_value = by;
  basic_desc.additive = 1;
  kn_vector_animation *nudge = NULL;
  if (kn_vector_animation_create(&basic_desc, 2, &nudge) != KN_OK) return 8;
  const kn_vector_animation *stack[3] = {slide, late_point, nudge};

  const double point_model[2] = {10, 20}, opacity_model[1] = {0.5};
  const double rect_model[4] = {1, 2, 3, 4};
  const double identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  double value[16];
  for (int i = 0; i < TIMES; i++) {
    int visible = -1;
    if (kn_vector_animation_value(opacity, times[i], opacity_model, NULL, value, &visible) != KN_OK) return 10;
    print_at("opacity", i, value, 1);
    printf("opacity.%d.visible,%d\n", i, visible);
    if (kn_vector_animation_value(point, times[i], point_model, NULL, value, &visible) != KN_OK) return 11;
    print_at("point", i, value, 2);
    if (kn_vector_animation_value(rect, times[i], rect_model, NULL, value, &visible) != KN_OK) return 12;
    print_at("rect", i, value, 4);
    if (kn_transform_animation_value(move, times[i], identity, NULL, value, &visible) != KN_OK) return 13;
    print_at("move", i, value, 16);
    if (kn_vector_presentation_value(point_model, NULL, 2, stack, 3, times[i], value) != KN_OK) return 14;
    print_at("stack", i, value, 2);
  }

  /* Failures. */
  const double wide_keys[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  kn_keyframe_track *wide_track = make_track(wide_keys, 2, 5, KN_KEYFRAME_LINEAR);
  if (!wide_track) return 15;
  kn_keyframe_animation_desc desc = {0};
  kn_media_timing_init(1, &desc.timing);
  kn_vector_animation *refused = NULL;
  print_error("fiveDoubles", kn_vector_keyframe_animation_create(wide_track, &desc, &refused));
  print_error("nullDesc", kn_vector_keyframe_animation_create(point_track, NULL, &refused));
  print_error("nullOut", kn_vector_keyframe_animation_create(point_track, &desc, NULL));
  print_error("transformForTrack",
              kn_vector_keyframe_animation_create((const kn_keyframe_track *)move, &desc, &refused));
  desc.timing.duration = -1;
  print_error("badTiming", kn_vector_keyframe_animation_create(point_track, &desc, &refused));
  const kn_vector_animation *mixed[2] = {slide, opacity};
  print_error("opacityInPointStack", kn_vector_presentation_value(point_model, NULL, 2, mixed, 2, 0.5, value));
  print_error("pointForRotate",
              kn_value_function_animation_create("rotateZ", point, 0, (kn_transform_animation **)&refused));

  const kn_status released[9] = {
      kn_vector_animation_destroy(opacity), kn_vector_animation_destroy(point),
      kn_vector_animation_destroy(offset),  kn_vector_animation_destroy(rect),
      kn_transform_animation_destroy(move), kn_vector_animation_destroy(slide),
      kn_vector_animation_destroy(late_point), kn_vector_animation_destroy(nudge),
      kn_keyframe_track_destroy(point_track)};
  for (int i = 0; i < 9; i++)
    if (released[i] != KN_OK) return 16;
  if (kn_keyframe_track_destroy(rect_track) != KN_OK || kn_keyframe_track_destroy(wide_track) != KN_OK) return 17;
  print_error("destroyedTrack", kn_vector_keyframe_animation_create(point_track, &desc, &refused));
  return 0;
}
