/* Calls the spring functions of kinetics.h and prints the results as "name,bits" lines
 * (IEEE-754 bit patterns in hex) for the Swift test to compare with Spring. Exits non-zero when a
 * call that must fail does not, naming the check by its exit code. */
#include <kinetics.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void print_bits(const char *name, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  printf("%s,%016" PRIx64 "\n", name, bits);
}

static void print_spring(const char *name, kn_spring spring) {
  char label[64];
  snprintf(label, sizeof label, "%s.mass", name);
  print_bits(label, spring.mass);
  snprintf(label, sizeof label, "%s.stiffness", name);
  print_bits(label, spring.stiffness);
  snprintf(label, sizeof label, "%s.damping", name);
  print_bits(label, spring.damping);
}

#define TIMES 8
static const double ts[TIMES] = {-1, 0, 0.01, 0.1, 0.35, 1, 2.5, 1e6};

static int print_motion(const char *name, kn_spring spring, kn_spring_motion motion) {
  double positions[TIMES], velocities[TIMES], scalar;
  float ts_f[TIMES], positions_f[TIMES], velocities_f[TIMES];
  char label[64];
  for (int i = 0; i < TIMES; i++) ts_f[i] = (float)ts[i];
  if (kn_spring_position_array(spring, motion, ts, positions, TIMES) != KN_OK) return 1;
  if (kn_spring_velocity_array(spring, motion, ts, velocities, TIMES) != KN_OK) return 2;
  if (kn_spring_position_array_f(spring, motion, ts_f, positions_f, TIMES) != KN_OK) return 3;
  if (kn_spring_velocity_array_f(spring, motion, ts_f, velocities_f, TIMES) != KN_OK) return 4;
  for (int i = 0; i < TIMES; i++) {
    snprintf(label, sizeof label, "%s.positions[%d]", name, i);
    print_bits(label, positions[i]);
    snprintf(label, sizeof label, "%s.velocities[%d]", name, i);
    print_bits(label, velocities[i]);
    snprintf(label, sizeof label, "%s.positionsFloat[%d]", name, i);
    print_bits(label, positions_f[i]);
    snprintf(label, sizeof label, "%s.velocitiesFloat[%d]", name, i);
    print_bits(label, velocities_f[i]);
    if (kn_spring_position(spring, motion, ts[i], &scalar) != KN_OK) return 5;
    snprintf(label, sizeof label, "%s.position[%d]", name, i);
    print_bits(label, scalar);
    if (kn_spring_velocity(spring, motion, ts[i], &scalar) != KN_OK) return 6;
    snprintf(label, sizeof label, "%s.velocity[%d]", name, i);
    print_bits(label, scalar);
  }
  const kn_settling_model models[3] = {KN_SETTLING_EXACT, KN_SETTLING_ENVELOPE, KN_SETTLING_CORE_ANIMATION};
  for (int m = 0; m < 3; m++) {
    double seconds;
    if (kn_spring_settling_time(spring, motion, 0.001, models[m], &seconds) != KN_OK) return 7;
    snprintf(label, sizeof label, "%s.settling%d", name, m);
    print_bits(label, seconds);
  }
  return 0;
}

int main(void) {
  kn_spring response, bounce, perceptual, uikit;
  if (kn_spring_from_response(0.55, 0.825, 1, &response) != KN_OK) return 10;
  if (kn_spring_from_duration_bounce(0.5, -0.3, &bounce) != KN_OK) return 11;
  if (kn_spring_from_perceptual_duration(0.4, 0.2, &perceptual) != KN_OK) return 12;
  if (kn_spring_from_uikit(0.6, 0.7, 1.5, &uikit) != KN_OK) return 13;
  print_spring("response", response);
  print_spring("bounce", bounce);
  print_spring("perceptual", perceptual);
  print_spring("uikit", uikit);

  double duration;
  if (kn_spring_uikit_duration(uikit, 1.5, &duration) != KN_OK) return 14;
  print_bits("uikitDuration", duration);
  kn_spring_description description;
  if (kn_spring_describe(response, &description) != KN_OK) return 15;
  print_bits("describe.dampingRatio", description.damping_ratio);
  print_bits("describe.response", description.response);
  print_bits("describe.bounce", description.bounce);
  print_bits("describe.naturalFrequency", description.natural_frequency);
  print_bits("describe.dampedFrequency", description.damped_frequency);

  kn_spring physical = {2, 300, 20};
  kn_spring_motion motion = {10, -5, 40};
  if (print_motion("physical", physical, motion)) return 16;
  kn_spring critical = {1, 100, 20};
  kn_spring_motion unit = {0, 1, 0};
  if (print_motion("critical", critical, unit)) return 17;

  /* Failures: a status and a message, never a crash. */
  kn_spring invalid = {NAN, 100, 10};
  double out;
  if (kn_spring_position(invalid, unit, 1, &out) != KN_ERROR_INVALID_ARGUMENT) return 30;
  printf("error,%s\n", kn_last_error_message());
  invalid = (kn_spring){1, 100, -1};
  if (kn_spring_position_array(invalid, unit, ts, &out, 1) != KN_ERROR_INVALID_ARGUMENT) return 31;
  kn_spring undamped = {1, 100, 0};
  if (kn_spring_settling_time(undamped, unit, 0.001, KN_SETTLING_EXACT, &out) != KN_ERROR_NO_SOLUTION) return 32;
  if (kn_spring_settling_time(physical, unit, 0.01, KN_SETTLING_CORE_ANIMATION, &out) != KN_ERROR_INVALID_ARGUMENT) return 33;
  if (kn_spring_settling_time(physical, unit, 0, KN_SETTLING_EXACT, &out) != KN_ERROR_INVALID_ARGUMENT) return 34;
  if (kn_spring_settling_time(physical, unit, 0.001, (kn_settling_model)7, &out) != KN_ERROR_INVALID_ARGUMENT) return 35;
  if (kn_spring_from_uikit(0.5, 0, 0, &uikit) != KN_ERROR_NO_SOLUTION) return 36;
  if (kn_spring_from_response(-1, 0.5, 1, &uikit) != KN_ERROR_INVALID_ARGUMENT) return 37;
  if (kn_spring_uikit_duration(critical, INFINITY, &out) != KN_ERROR_INVALID_ARGUMENT) return 38;
  kn_spring_motion bad_motion = {0, INFINITY, 0};
  if (kn_spring_velocity(physical, bad_motion, 1, &out) != KN_ERROR_INVALID_ARGUMENT) return 39;
  if (kn_spring_position(physical, unit, NAN, &out) != KN_ERROR_INVALID_ARGUMENT) return 40;
  if (kn_spring_position_array(physical, unit, ts, NULL, 3) != KN_ERROR_NULL_POINTER) return 41;
  if (kn_spring_velocity_array_f(physical, unit, NULL, NULL, SIZE_MAX / 2) != KN_ERROR_SIZE) return 42;
  if (kn_spring_describe(physical, NULL) != KN_ERROR_NULL_POINTER) return 43;
  kn_spring overdamped = {1, 100, 500};
  if (kn_spring_uikit_duration(overdamped, 0, &out) != KN_ERROR_NO_SOLUTION) return 44;
  return 0;
}
