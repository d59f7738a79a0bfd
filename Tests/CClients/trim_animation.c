/* Animates a trim through kinetics.h (kn_path_trim_animated_svg) and prints "name,text" lines for
 * the Swift test to compare with StrokeTrimAnimation and with kn_path_trim_svg. Exits non-zero
 * when a call that must fail does not (or one that must succeed fails), naming the check by its
 * exit code. */
#include <kinetics.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

static int animated(const kn_path *path, const kn_trim_animation *animation, double t, char *text, size_t size) {
  size_t length = 0;
  if (kn_path_trim_animated_svg(path, animation, t, NULL, 0, &length) != KN_OK) return 1;
  if (length + 1 > size) return 1;
  if (kn_path_trim_animated_svg(path, animation, t, text, length + 1, &length) != KN_OK) return 1;
  return strlen(text) == length ? 0 : 1;
}

int main(void) {
  kn_path *path = NULL;
  if (kn_path_create_svg("M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z", &path) != KN_OK)
    return 10;
  kn_trim_animation animation;
  memset(&animation, 0, sizeof animation);
  animation.start = (kn_trim_fraction){1, 0.3, 0.1, 0.3};
  animation.end = (kn_trim_fraction){1, 0.9, 0.4, 0.9};
  animation.offset = (kn_trim_fraction){0, 0.25, 0, 0};
  if (kn_media_timing_init(2, &animation.timing) != KN_OK) return 11;
  animation.timing.begin_time = 1;
  animation.mode = KN_TRIM_WHOLE_LENGTH;
  char text[4096], reference[4096];
  size_t length = 0;
  /* At the start (t = 1) the window is [0.1, 0.4]: the static trim's text byte for byte. */
  if (animated(path, &animation, 1, text, sizeof text) != 0) return 12;
  if (kn_path_trim_svg(path, 0.1, 0.4, 0.25, KN_TRIM_WHOLE_LENGTH, reference, sizeof reference, &length) != KN_OK)
    return 13;
  if (strcmp(text, reference) != 0) return 14;
  /* Halfway (t = 2): [0.2, 0.65], printed for the Swift side. */
  if (animated(path, &animation, 2, text, sizeof text) != 0) return 15;
  printf("middle,%s\n", text);
  /* After the animation (removed): the model values [0.3, 0.9]. */
  if (animated(path, &animation, 5, text, sizeof text) != 0) return 16;
  if (kn_path_trim_svg(path, 0.3, 0.9, 0.25, KN_TRIM_WHOLE_LENGTH, reference, sizeof reference, &length) != KN_OK)
    return 17;
  if (strcmp(text, reference) != 0) return 18;
  /* Crossed ends draw nothing by default: an empty string. */
  kn_trim_animation crossed = animation;
  crossed.start = (kn_trim_fraction){0, 0.8, 0, 0};
  crossed.end = (kn_trim_fraction){0, 0.2, 0, 0};
  if (animated(path, &crossed, 0, text, sizeof text) != 0 || text[0] != 0) return 19;
  /* Hostile input: typed failures, a message, nothing written. */
  kn_trim_animation bad = animation;
  bad.end.to_value = NAN;
  strcpy(text, "unchanged");
  if (kn_path_trim_animated_svg(path, &bad, 2, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT) return 20;
  if (strcmp(text, "unchanged") != 0) return 21;
  printf("error,%s\n", kn_last_error_message());
  bad = animation;
  bad.timing.duration = -1;
  if (kn_path_trim_animated_svg(path, &bad, 2, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT) return 22;
  bad = animation;
  bad.mode = (kn_trim_mode)9;
  if (kn_path_trim_animated_svg(path, &bad, 2, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT) return 23;
  if (kn_path_trim_animated_svg(path, NULL, 2, text, sizeof text, &length) != KN_ERROR_NULL_POINTER) return 24;
  if (kn_path_trim_animated_svg(path, &animation, 2, text, sizeof text, NULL) != KN_ERROR_NULL_POINTER) return 25;
  if (kn_path_trim_animated_svg(path, &animation, 2, NULL, 16, &length) != KN_ERROR_NULL_POINTER) return 26;
  if (kn_path_trim_animated_svg(NULL, &animation, 2, text, sizeof text, &length) == KN_OK) return 27;
  kn_path *empty = NULL;
  if (kn_path_create_svg("M 5 5", &empty) != KN_OK) return 28;
  if (kn_path_trim_animated_svg(empty, &animation, 2, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT) return 29;
  kn_path_destroy(empty);
  kn_path_destroy(path);
  return 0;
}
