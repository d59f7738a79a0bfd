/* Builds paths from SVG path data through kinetics.h, samples them paced and prints the results
 * as "name,bits" lines (IEEE-754 bit patterns in hex) for the Swift test to compare with
 * AnimationPath / MeasuredPath (x, y: the exact sampler) / PacedPathTable (tx, ty: a handle made
 * with its paced table). Exits non-zero when a call that must fail does
 * not, naming the check by its exit code. */
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

#define SAMPLES 9
static const double us[SAMPLES] = {-1, 0, 0.05, 0.25, 0.5, 0.61, 0.9, 1, NAN};

int main(void) {
  const char *data = "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z";
  kn_path *path = NULL;
  if (kn_path_create_svg(data, &path) != KN_OK) return 10;
  double length;
  size_t keyframes;
  if (kn_path_length(path, &length) != KN_OK) return 11;
  if (kn_path_keyframe_count(path, &keyframes) != KN_OK) return 12;
  print_bits("length", 0, length);
  printf("keyframes,%zu\n", keyframes);
  double x[SAMPLES], y[SAMPLES], angle[SAMPLES], reversed[SAMPLES], x2[SAMPLES], y2[SAMPLES];
  if (kn_path_sample_paced(path, us, x, y, angle, KN_ROTATION_AUTO, SAMPLES) != KN_OK) return 13;
  if (kn_path_sample_paced(path, us, x2, y2, reversed, KN_ROTATION_AUTO_REVERSE, SAMPLES) != KN_OK) return 14;
  if (memcmp(x, x2, sizeof x) != 0 || memcmp(y, y2, sizeof y) != 0) return 15;
  if (kn_path_sample_paced(path, us, x2, y2, NULL, KN_ROTATION_AUTO, SAMPLES) != KN_OK) return 16;
  if (memcmp(x, x2, sizeof x) != 0) return 17;
  for (int i = 0; i < SAMPLES; i++) {
    print_bits("x", i, x[i]);
    print_bits("y", i, y[i]);
    print_bits("angle", i, angle[i]);
    print_bits("reversed", i, reversed[i]);
  }
  kn_path_destroy(path);
  kn_path_destroy(NULL);

  /* The same path with its paced table: table points, the same exact angles. */
  if (kn_path_create_svg_with_paced_table(data, &path) != KN_OK) return 50;
  double table_length, table_angle[SAMPLES];
  if (kn_path_length(path, &table_length) != KN_OK || table_length != length) return 51;
  if (kn_path_sample_paced(path, us, x2, y2, table_angle, KN_ROTATION_AUTO, SAMPLES) != KN_OK) return 52;
  if (memcmp(angle, table_angle, sizeof angle) != 0) return 53;
  for (int i = 0; i < SAMPLES; i++) {
    print_bits("tx", i, x2[i]);
    print_bits("ty", i, y2[i]);
  }
  kn_path_destroy(path);
  kn_path *never_tabled = NULL;
  if (kn_path_create_svg_with_paced_table("M0 0 L10", &never_tabled) != KN_ERROR_PARSE || never_tabled != NULL) return 54;
  if (kn_path_create_svg_with_paced_table(NULL, &never_tabled) != KN_ERROR_NULL_POINTER) return 55;

  /* An empty path is valid: length 0, every sample at the origin. */
  if (kn_path_create_svg("", &path) != KN_OK) return 20;
  if (kn_path_length(path, &length) != KN_OK || length != 0) return 21;
  if (kn_path_sample_paced(path, us, x, y, angle, KN_ROTATION_AUTO, SAMPLES) != KN_OK) return 22;
  kn_path_destroy(path);

  /* Failures: a status and a message, never a crash. */
  kn_path *never = NULL;
  if (kn_path_create_svg("M0 0 L10", &never) != KN_ERROR_PARSE || never != NULL) return 30;
  printf("error,%s\n", kn_last_error_message());
  if (kn_path_create_svg("L10 10", &never) != KN_ERROR_PARSE) return 31;
  if (kn_path_create_svg("M0 0 L1e999 0", &never) != KN_ERROR_PARSE) return 32;
  if (kn_path_create_svg("M0 0 L\xff 0", &never) != KN_ERROR_PARSE) return 33;
  if (kn_path_create_svg(NULL, &never) != KN_ERROR_NULL_POINTER) return 34;
  if (kn_path_create_svg(data, NULL) != KN_ERROR_NULL_POINTER) return 35;
  if (kn_path_create_svg(data, &path) != KN_OK) return 36;
  if (kn_path_sample_paced(path, us, x, y, angle, (kn_rotation_mode)5, SAMPLES) != KN_ERROR_INVALID_ARGUMENT) return 37;
  if (kn_path_sample_paced(path, us, NULL, y, angle, KN_ROTATION_AUTO, SAMPLES) != KN_ERROR_NULL_POINTER) return 38;
  if (kn_path_sample_paced(path, us, x, y, angle, KN_ROTATION_AUTO, SIZE_MAX / 4) != KN_ERROR_SIZE) return 39;
  if (kn_path_sample_paced(path, NULL, NULL, NULL, NULL, KN_ROTATION_AUTO, 0) != KN_OK) return 40;
  if (kn_path_length(NULL, &length) != KN_ERROR_NULL_POINTER) return 41;
  kn_path_destroy(path);
  return 0;
}
