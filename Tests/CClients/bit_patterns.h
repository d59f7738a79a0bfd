/* The output the typed-value and presentation C clients share with their Swift tests
 * (Tests/KineticsCTests/CClient.swift reads it): "name[index],bits" lines with the IEEE-754 bit
 * patterns of doubles in hex, and "name,status message" lines for calls that must fail. */
#ifndef KINETICS_TEST_BIT_PATTERNS_H
#define KINETICS_TEST_BIT_PATTERNS_H

#include <kinetics.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void print_values(const char *name, const double *values, int count) {
  for (int i = 0; i < count; i++) {
    uint64_t bits;
    memcpy(&bits, &values[i], sizeof bits);
    printf("%s[%d],%016" PRIx64 "\n", name, i, bits);
  }
}

static void print_error(const char *name, kn_status status) {
  printf("%s,%d %s\n", name, (int)status, kn_last_error_message());
}

#endif
