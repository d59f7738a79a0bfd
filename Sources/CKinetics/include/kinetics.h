/*
 * kinetics.h — the C ABI of Kinetics: springs, timing curves, paths, keyframe tracks and media
 * timing for engines in any language. Link with -lKineticsC (libKineticsC.so).
 *
 * Conventions
 * - Every function that can fail returns a kn_status; results come back through out-pointers,
 *   which are written only on KN_OK. kn_last_error_message() describes the last failure on the
 *   calling thread.
 * - Plain values (curves, spring parameters) are C structs passed by value. Values with state
 *   (paths, keyframe tracks) are opaque handles: kn_*_create returns one that the caller owns and
 *   releases with the matching kn_*_destroy (NULL is accepted and ignored).
 * - A handle is immutable after creation, so any number of threads may evaluate it at once. Do not
 *   destroy a handle while another thread still uses it.
 * - Array functions take an input array, output arrays and a count; the arrays must hold `count`
 *   elements. Input and output arrays may not overlap unless stated.
 * - No Swift type, exception or ownership crosses this boundary; nothing here aborts on bad input.
 */
#ifndef KINETICS_H
#define KINETICS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status and errors ------------------------------------------------------------------- */

/** The result of every fallible call. */
typedef enum kn_status {
  KN_OK = 0,                   /**< Success; out-parameters were written. */
  KN_ERROR_INVALID_ARGUMENT = 1, /**< A parameter is out of range or not finite. */
  KN_ERROR_NULL_POINTER = 2,   /**< A required pointer was NULL. */
  KN_ERROR_PARSE = 3,          /**< Text input (SVG path data) is malformed. */
  KN_ERROR_SIZE = 4            /**< Counts or dimensions do not fit together. */
} kn_status;

/**
 * The message of the last failed call on the calling thread, or "" if none failed yet. The text
 * stays valid until the next Kinetics call on the same thread; copy it to keep it.
 */
const char *kn_last_error_message(void);

/* ---- Timing curves ----------------------------------------------------------------------- */

/** A cubic-Bézier timing curve with control points (0,0), (x1,y1), (x2,y2), (1,1);
 *  x1 and x2 must lie in [0, 1], all four must be finite. */
typedef struct kn_cubic_bezier {
  double x1, y1, x2, y2;
} kn_cubic_bezier;

/** The named curves of Core Animation and CSS. */
typedef enum kn_named_curve {
  KN_CURVE_LINEAR = 0,           /**< (0, 0, 1, 1) */
  KN_CURVE_EASE_IN = 1,          /**< (0.42, 0, 1, 1) */
  KN_CURVE_EASE_OUT = 2,         /**< (0, 0, 0.58, 1) */
  KN_CURVE_EASE_IN_EASE_OUT = 3, /**< (0.42, 0, 0.58, 1) */
  KN_CURVE_DEFAULT = 4           /**< (0.25, 0.1, 0.25, 1), CSS `ease` */
} kn_named_curve;

/** Writes the control points of a named curve. */
kn_status kn_bezier_named(kn_named_curve name, kn_cubic_bezier *out_curve);

/** progress = y(t*) where x(t*) = x; outside [0, 1] the curve continues along its end tangents. */
kn_status kn_bezier_progress(kn_cubic_bezier curve, double x, double *out_progress);

/** out_progress[i] = progress at x[i] for i < count (SIMD-batched). */
kn_status kn_bezier_progress_array(kn_cubic_bezier curve, const double *x, double *out_progress,
                                   size_t count);

/** The single-precision form of kn_bezier_progress_array. */
kn_status kn_bezier_progress_array_f(kn_cubic_bezier curve, const float *x, float *out_progress,
                                     size_t count);

#ifdef __cplusplus
}
#endif

#endif /* KINETICS_H */
