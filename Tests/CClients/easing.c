/* Calls kn_easing_create, kn_bezier_slope and kn_bezier_progress_range and prints "name,bits"
 * lines (IEEE-754 bit patterns in hex) or "name,status,message" for refused input, so the Swift
 * test can compare with its own results exactly. Exits non-zero if a call that must succeed fails. */
#include <kinetics.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void print_bits(const char *name, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s,%016" PRIx64 "\n", name, bits);
}

static const double grid[6] = {-0.25, 0.0, 0.3, 0.5, 1.0, 1.25};

/* Parses css, prints its kind and its progress on the grid (scalar and array), then releases it. */
static int sample(const char *label, const char *css) {
  kn_timing_function function;
  kn_linear_easing *linear = (kn_linear_easing *)1;
  if (kn_easing_create(css, &function, &linear) != KN_OK) return 1;
  printf("%s.kind,%d\n", label, (int)function.kind);
  printf("%s.linearHandle,%d\n", label, linear != NULL);
  double out[6];
  if (kn_timing_progress_array(&function, grid, out, 6) != KN_OK) return 2;
  char name[64];
  for (int i = 0; i < 6; i++) {
    double y;
    if (kn_timing_progress(&function, grid[i], &y) != KN_OK) return 3;
    snprintf(name, sizeof name, "%s[%d]", label, i);
    print_bits(name, y);
    snprintf(name, sizeof name, "%s.array[%d]", label, i);
    print_bits(name, out[i]);
  }
  if (kn_linear_easing_destroy(linear) != KN_OK) return 4;
  return 0;
}

static void refused(const char *label, kn_status status) {
  printf("%s,%d,%s\n", label, (int)status, kn_last_error_message());
}

int main(void) {
  if (sample("ease", "ease")) return 10;
  if (sample("bezier", "cubic-bezier(0.1, -0.5, 0.9, 1.5)")) return 11;
  if (sample("steps", "steps(4, jump-both)")) return 12;
  if (sample("stepStart", "STEP-START")) return 13;
  if (sample("linear", "linear(0, 0.8 20% 40%, 0.5, 1)")) return 14;

  kn_timing_function function;
  kn_linear_easing *linear = NULL;
  refused("parseError", kn_easing_create("steps(1, jump-none)", &function, &linear));
  refused("nullCss", kn_easing_create(NULL, &function, &linear));
  refused("nullOut", kn_easing_create("ease", NULL, &linear));

  kn_cubic_bezier curve = {0.1, -0.5, 0.9, 1.5};
  char name[64];
  for (int i = 0; i < 6; i++) {
    double slope;
    if (kn_bezier_slope(curve, grid[i], &slope) != KN_OK) return 20;
    snprintf(name, sizeof name, "slope[%d]", i);
    print_bits(name, slope);
  }
  double low, high;
  if (kn_bezier_progress_range(curve, &low, &high) != KN_OK) return 21;
  print_bits("rangeMin", low);
  print_bits("rangeMax", high);
  kn_cubic_bezier vertical = {0, 1, 1, 0};
  double slope;
  refused("verticalSlope", kn_bezier_slope(vertical, 0, &slope));
  kn_cubic_bezier invalid = {1.5, 0, 1, 1};
  refused("invalidSlope", kn_bezier_slope(invalid, 0.5, &slope));
  refused("invalidRange", kn_bezier_progress_range(invalid, &low, &high));
  refused("nullRange", kn_bezier_progress_range(curve, NULL, &high));
  refused("nanSlope", kn_bezier_slope(curve, 0.0 / 0.0, &slope));
  return 0;
}
