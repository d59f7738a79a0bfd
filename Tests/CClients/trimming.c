/* Trims a path through kinetics.h (kn_path_trim_svg) and prints "name,text" lines for the Swift
 * test to compare with MeasuredPath.trimmed and svgPathData. Exits non-zero when a call that must
 * fail does not (or one that must succeed fails), naming the check by its exit code. */
#include <kinetics.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

int main(void) {
  kn_path *path = NULL;
  if (kn_path_create_svg("M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z", &path) != KN_OK)
    return 10;
  size_t length = 0;
  /* Ask for the length, then trim into a buffer of that size. */
  if (kn_path_trim_svg(path, 0.2, 0.9, 0.5, KN_TRIM_WHOLE_LENGTH, NULL, 0, &length) != KN_OK) return 11;
  char text[4096];
  if (length + 1 > sizeof text) return 12;
  if (kn_path_trim_svg(path, 0.2, 0.9, 0.5, KN_TRIM_WHOLE_LENGTH, text, length + 1, &length) != KN_OK) return 13;
  if (strlen(text) != length) return 14;
  printf("trim,%s\n", text);
  /* Too small a buffer: the length, and an empty string. */
  char small[8] = "xxxxxxx";
  size_t needed = 0;
  if (kn_path_trim_svg(path, 0.2, 0.9, 0.5, KN_TRIM_WHOLE_LENGTH, small, sizeof small, &needed) != KN_OK) return 15;
  if (needed != length || small[0] != 0) return 16;
  /* Hostile windows and modes. */
  if (kn_path_trim_svg(path, 0.6, 0.4, 0, KN_TRIM_WHOLE_LENGTH, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT)
    return 17;
  printf("error,%s\n", kn_last_error_message());
  if (kn_path_trim_svg(path, NAN, 0.4, 0, KN_TRIM_WHOLE_LENGTH, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT)
    return 18;
  if (kn_path_trim_svg(path, 0, 1, INFINITY, KN_TRIM_WHOLE_LENGTH, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT)
    return 19;
  if (kn_path_trim_svg(path, 0, 1, 0, (kn_trim_mode)7, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT) return 20;
  if (kn_path_trim_svg(path, 0, 1, 0, KN_TRIM_WHOLE_LENGTH, text, sizeof text, NULL) != KN_ERROR_NULL_POINTER) return 21;
  if (kn_path_trim_svg(path, 0, 1, 0, KN_TRIM_WHOLE_LENGTH, NULL, 16, &length) != KN_ERROR_NULL_POINTER) return 22;
  if (kn_path_trim_svg(NULL, 0, 1, 0, KN_TRIM_WHOLE_LENGTH, text, sizeof text, &length) == KN_OK) return 23;
  kn_path *empty = NULL;
  if (kn_path_create_svg("M 5 5", &empty) != KN_OK) return 24;
  if (kn_path_trim_svg(empty, 0, 1, 0, KN_TRIM_WHOLE_LENGTH, text, sizeof text, &length) != KN_ERROR_INVALID_ARGUMENT)
    return 25;
  kn_path_destroy(empty);
  kn_path_destroy(path);
  return 0;
}
