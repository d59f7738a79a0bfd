/* CSS transform lists through kinetics.h: prints "name[index],bits" lines (IEEE-754 bit patterns in
 * hex) for the Swift test to compare with Transform3D(css:), and "name,status message" lines for
 * text that must fail. Exits non-zero when a call that must succeed does not. */
#include <kinetics.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  static const char *const texts[] = {
      "none", "translate(10px, -20px) rotate(30deg)",
      "perspective(800px) translateZ(-40px) rotateY(35deg) scale(0.9)",
      "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1) skew(5deg, -0.1rad)"};
  double matrix[16];
  for (int t = 0; t < 4; t++) {
    if (kn_transform3d_parse_css(texts[t], matrix) != KN_OK) return 1;
    for (int i = 0; i < 16; i++) {
      uint64_t bits;
      memcpy(&bits, &matrix[i], sizeof bits);
      printf("css.%d[%d],%016" PRIx64 "\n", t, i, bits);
    }
  }
  matrix[0] = 42;
  kn_status status = kn_transform3d_parse_css("rotate(30)", matrix);
  printf("missingUnit,%d %s\n", (int)status, kn_last_error_message());
  printf("untouched,%g\n", matrix[0]);
  status = kn_transform3d_parse_css(NULL, matrix);
  printf("nullText,%d %s\n", (int)status, kn_last_error_message());
  /* Bytes that are not UTF-8 are read as replacement characters, which the grammar refuses. */
  status = kn_transform3d_parse_css("rotate(\xff)", matrix);
  printf("invalidUTF8,%d\n", (int)status);
  return 0;
}
