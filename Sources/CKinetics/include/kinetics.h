/*
 * kinetics.h — the C ABI of Kinetics: springs, timing curves, paths, keyframe tracks and media
 * timing for engines in any language. Link with -lKineticsC (libKineticsC.so); docs/c-api.md says
 * how to build, link and call it from C and Python.
 *
 * Conventions
 * - Every function that can fail returns a kn_status; results come back through out-pointers,
 *   which are written only on KN_OK. kn_last_error_message() describes the last failure on the
 *   calling thread.
 * - Plain values (curves, spring parameters, media timing) are C structs passed by value. Values
 *   with state (paths, keyframe tracks, linear() easing functions) are opaque handles: kn_*_create
 *   returns one that the caller owns and releases with the matching kn_*_destroy (NULL is accepted
 *   and ignored). Create functions copy what they read: input arrays and strings may be freed as
 *   soon as the call returns.
 * - Handles are checked on every call. A handle is an id in a registry, not an address: a handle
 *   used after its kn_*_destroy, destroyed twice, passed where another kind is expected, or made
 *   up gives KN_ERROR_INVALID_HANDLE and a message, never a crash (a stale id could match again
 *   only after its slot was reused 2^32 times). The check costs two atomic loads and three
 *   comparisons (a few ns, no lock) per call. At most 4 194 304 handles live at once; create
 *   functions give KN_ERROR_SIZE beyond.
 * - A handle is immutable after creation, so any number of threads may evaluate it at once. Do not
 *   destroy a handle while another thread still uses it (that stays undefined).
 * - Finite inputs never give NaN or an infinity with KN_OK: a result whose exact value lies beyond
 *   the range of the output type is KN_ERROR_OVERFLOW. Array functions check their outputs after
 *   computing them (one branch-free pass, a fraction of a ns per element) and name the first index
 *   of a finite input whose output is not finite; the outputs are then written nonetheless.
 * - Sizes the caller states are the caller's contract: an output buffer smaller than the count
 *   (or capacity, or dimension) it is passed with cannot be detected and is undefined behaviour.
 * - Array functions take input arrays, output arrays and a count; every array must hold `count`
 *   elements. Outputs may not overlap inputs or each other. With a count of 0 no array is read
 *   or written (the array pointers may then be NULL; the other arguments are still checked); a
 *   count whose byte size would overflow size_t fails with KN_ERROR_SIZE. Array inputs are not
 *   checked element by element: a NaN or infinite input gives what the Swift batch call gives.
 * - No Swift type, exception or ownership crosses this boundary; nothing here aborts on bad input
 *   (NULL, NaN, infinities, out-of-range enums and counts all give a status).
 * - Evaluation is deterministic: the same inputs give the same bits as the Swift API of Kinetics
 *   (the tests compare bit patterns).
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
  KN_OK = 0,                     /**< Success; out-parameters were written. */
  KN_ERROR_INVALID_ARGUMENT = 1, /**< A parameter is out of range or not finite. */
  KN_ERROR_NULL_POINTER = 2,     /**< A required pointer was NULL. */
  KN_ERROR_PARSE = 3,            /**< Text input (SVG path data) is malformed. */
  KN_ERROR_SIZE = 4,             /**< Counts or dimensions do not fit together, or overflow. */
  KN_ERROR_NO_SOLUTION = 5,      /**< The quantity asked for does not exist (a spring that never
                                      settles, a UIKit duration with no matching spring). */
  KN_ERROR_INVALID_HANDLE = 6,   /**< A handle that is not live: destroyed, of another kind, or
                                      never returned by a create function. */
  KN_ERROR_OVERFLOW = 7          /**< The exact result of finite inputs lies outside the range of
                                      double (a spring from -1e308 to 1e308, say). */
} kn_status;

/**
 * The message of the last failed call on the calling thread, or "" if none failed yet. The text
 * stays valid until the next failing Kinetics call on the same thread; copy it to keep it.
 * Successful calls leave it unchanged. Never NULL.
 */
const char *kn_last_error_message(void);

/* ---- Threads ----------------------------------------------------------------------------- */

/* The array functions of Bézier curves (by value, kn_bezier_curve and prepared), springs, paths
 * (points and angles), keyframe tracks and steps()/linear() split a large batch over the
 * processors (Dispatch's concurrentPerform; the calling thread takes part and the call returns
 * when every output is written). A batch stays on the calling thread when its estimated
 * one-thread work is under 100 µs (estimated from each kernel's one-core cost per element: some
 * thousands to tens of thousands of inputs, a few hundred path angles); the check costs nothing
 * measurable. Results are bit-identical whatever the thread count. */

/** The kn_set_max_threads value (and kn_get_max_threads result) for no limit. */
#define KN_MAX_THREADS_UNLIMITED 0x7FFFFFFFFFFFFFFF /* INT64_MAX */

/** Caps the threads any one array call of the process may use, the calling thread included:
 *  1 keeps every call on its calling thread (for engines with their own thread pools);
 *  KN_MAX_THREADS_UNLIMITED (the default) uses every processor. KN_ERROR_INVALID_ARGUMENT for 0
 *  or a negative value (the limit is then unchanged). Thread-safe (one atomic store); calls
 *  already running keep the limit they started with. */
kn_status kn_set_max_threads(int64_t max_threads);

/** Writes the limit set by kn_set_max_threads, or KN_MAX_THREADS_UNLIMITED when there is none.
 *  Thread-safe (one atomic load). */
kn_status kn_get_max_threads(int64_t *out_max_threads);

/* ---- Timing curves ----------------------------------------------------------------------- */

/** A cubic-Bézier timing curve with control points (0,0), (x1,y1), (x2,y2), (1,1);
 *  x1 and x2 must lie in [0, 1], all four must be finite. */
typedef struct kn_cubic_bezier {
  double x1; /**< First control point, x in [0, 1]. */
  double y1; /**< First control point, y (any finite number). */
  double x2; /**< Second control point, x in [0, 1]. */
  double y2; /**< Second control point, y (any finite number). */
} kn_cubic_bezier;

/** The named curves of Core Animation and CSS. */
typedef enum kn_named_curve {
  KN_CURVE_LINEAR = 0,           /**< (0, 0, 1, 1) */
  KN_CURVE_EASE_IN = 1,          /**< (0.42, 0, 1, 1) */
  KN_CURVE_EASE_OUT = 2,         /**< (0, 0, 0.58, 1) */
  KN_CURVE_EASE_IN_EASE_OUT = 3, /**< (0.42, 0, 0.58, 1) */
  KN_CURVE_DEFAULT = 4           /**< (0.25, 0.1, 0.25, 1), CSS `ease` */
} kn_named_curve;

/** Writes the control points of a named curve. Fails for an unknown name. */
kn_status kn_bezier_named(kn_named_curve name, kn_cubic_bezier *out_curve);

/** progress = y(t*) where x(t*) = x; outside [0, 1] the curve continues along the tangent of the
 *  curve at the nearer end point, as the browsers do (it stays at 0 or 1 where that tangent is
 *  vertical; docs/timing-curves.md). x must be finite.
 *  Cost: validates and builds the curve on every call (CubicBezierTimingCurve's O(1) constructor,
 *  no allocation), then one evaluation: several times kn_bezier_curve_progress on a curve built
 *  once (bench kernel c-api-call-bezier, rows c-api-by-value-scalar and c-api-scalar; figures in
 *  docs/benchmarks.md). For more than one evaluation
 *  of a curve, use kn_bezier_curve_init once, or pass the inputs together to
 *  kn_bezier_progress_array. */
kn_status kn_bezier_progress(kn_cubic_bezier curve, double x, double *out_progress);

/** The slope dy/dx of the curve at x (Chromium gfx::CubicBezier::Slope): y'(t*) / x'(t*) at the
 *  parameter t* of x, by L'Hopital's rule where x'(t*) = 0; outside [0, 1] the slope of the end
 *  tangent line the progress follows. x must be finite. KN_ERROR_OVERFLOW where the tangent is
 *  vertical (the slope is infinite: x1 = 0 with y1 != 0 at x = 0, for example).
 *  Cost: one curve construction (no allocation) and one solve, as kn_bezier_progress: what Swift's
 *  constructor and slope(at:) cost together (bench kernel c-api-call-bezier-slope, fastest of 5
 *  runs side by side on a loaded 2-core machine, release build: row c-api-by-value-scalar 235 ns
 *  a call, swift-construct-scalar 233 ns, slope(at:) on a curve built once 48 ns). */
kn_status kn_bezier_slope(kn_cubic_bezier curve, double x, double *out_slope);

/** The smallest and largest progress of the curve for x in [0, 1] (Chromium's range_min and
 *  range_max): 0 and 1 unless y1 or y2 make it anticipate or overshoot. The extremes of the cubic
 *  y(t) are found in closed form (the roots of y'(t)), within a few ulp.
 *  Cost: one curve construction (no allocation) and O(1) arithmetic: what Swift's constructor and
 *  progressRange cost together (bench kernel c-api-call-bezier-range, fastest of 5 runs side by
 *  side on a loaded 2-core machine, release build: row c-api-by-value-range 251 ns a call,
 *  swift-construct-range 246 ns, progressRange on a curve built once 134 ns). */
kn_status kn_bezier_progress_range(kn_cubic_bezier curve, double *out_min, double *out_max);

/** out_progress[i] = progress at x[i] for i < count, with the SIMD batch kernel of Kinetics.
 *  Non-finite x[i] are not an error: they give what the Swift batch call gives.
 *  Cost: one curve construction per call, then CubicBezierTimingCurve's batch; no allocation
 *  (bench row lifecycle-construct-plus-16-c-api-array: a fresh curve and 16 inputs): the cheapest C call for a short-lived
 *  curve whose inputs come together. The bits of kn_bezier_curve_progress on each input. */
kn_status kn_bezier_progress_array(kn_cubic_bezier curve, const double *x, double *out_progress,
                                   size_t count);

/** The single-precision form of kn_bezier_progress_array (solved in double, rounded once). */
kn_status kn_bezier_progress_array_f(kn_cubic_bezier curve, const float *x, float *out_progress,
                                     size_t count);

/* ---- Timing curves built once: caller-owned curves and prepared handles ------------------ */

/** The size in bytes of kn_bezier_curve: part of the ABI (it changes only with a new major
 *  version of the library). */
#define KN_BEZIER_CURVE_SIZE 1024
/** The alignment in bytes of kn_bezier_curve. */
#define KN_BEZIER_CURVE_ALIGNMENT 16

/** Alignment of a struct member: C11's _Alignas, C++'s alignas. */
#ifdef __cplusplus
#define KN_ALIGNAS(n) alignas(n)
#else
#define KN_ALIGNAS(n) _Alignas(n)
#endif

/** A validated cubic-Bézier curve with its solver's constants (the Swift CubicBezierTimingCurve,
 *  about 0.9 KB), in storage the caller owns: on the stack, in an array, inside an engine's own
 *  structs. No handle and no allocation: kn_bezier_curve_init writes it, the kn_bezier_curve_*
 *  calls read it.
 *  - Its bytes are opaque. They hold only numbers (no pointer, no reference count), so the storage
 *    may be copied with memcpy or by struct assignment and the copy works as well; it needs no
 *    destruction (just drop or reuse the storage).
 *  - An initialized curve is never written by evaluation: any number of threads may evaluate one
 *    curve at once.
 *  - Each call checks a tag that kn_bezier_curve_init writes (one comparison): storage that was
 *    never initialized (or a zeroed struct) gives KN_ERROR_INVALID_ARGUMENT, not a crash. The
 *    check cannot catch every overwrite of an initialized curve, so do not write into the bytes.
 *  - The bytes are meaningful only to the library that wrote them, in that process: do not store
 *    them in files or send them to another process (store the four control points instead).
 *  - Storage that is not KN_BEZIER_CURVE_ALIGNMENT-aligned (a binding's byte buffer, say) gives
 *    KN_ERROR_INVALID_ARGUMENT; a kn_bezier_curve declared in C or C++ always is aligned. */
typedef struct kn_bezier_curve {
  KN_ALIGNAS(KN_BEZIER_CURVE_ALIGNMENT) unsigned char opaque[KN_BEZIER_CURVE_SIZE]; /**< Opaque. */
} kn_bezier_curve;

/** KN_BEZIER_CURVE_SIZE, for bindings that cannot read macros (ctypes, FFI generators): they
 *  allocate that many bytes at a KN_BEZIER_CURVE_ALIGNMENT-aligned address. */
size_t kn_bezier_curve_size(void);

/** Validates the control points (as kn_bezier_progress) and writes the curve into *out_curve.
 *  Cost: CubicBezierTimingCurve.init, O(1), no allocation, as in Swift (bench kernel
 *  c-api-bezier-construct, row c-api-init). On failure *out_curve is not written (a
 *  never-initialized curve stays unusable). */
kn_status kn_bezier_curve_init(kn_cubic_bezier params, kn_bezier_curve *out_curve);

/** progress at x (finite) of an initialized curve: CubicBezierTimingCurve.progress(at:), the same
 *  bits. Nothing is validated or built per call (one tag comparison).
 *  Cost: no allocation; the cost of a Swift call on a curve read from memory at each call (bench
 *  kernel c-api-call-bezier, rows c-api-scalar and swift-scalar-stored; swift-scalar is the
 *  Swift call on a local curve). */
kn_status kn_bezier_curve_progress(const kn_bezier_curve *curve, double x, double *out_progress);

/** out_progress[i] = progress at x[i] for i < count: CubicBezierTimingCurve.progress(at:into:),
 *  the SIMD batch, the same bits as kn_bezier_curve_progress on each input.
 *  Cost: as in Swift (row c-api-array), plus the checks; no allocation.
 *  For batches of thousands of inputs of one curve a prepared curve is faster. */
kn_status kn_bezier_curve_progress_array(const kn_bezier_curve *curve, const double *x,
                                         double *out_progress, size_t count);

/** The single-precision form of kn_bezier_curve_progress_array (solved in double, rounded once). */
kn_status kn_bezier_curve_progress_array_f(const kn_bezier_curve *curve, const float *x,
                                           float *out_progress, size_t count);

/** An opaque, immutable cubic-Bézier curve with its 6 KB inverse table built
 *  (PreparedCubicBezierTimingCurve): for evaluating one curve at many inputs. */
typedef struct kn_bezier_prepared kn_bezier_prepared;

/** Validates the control points (as kn_bezier_progress) and builds the curve's inverse table.
 *  Cost: as in Swift, and two allocations (the table and the handle; bench row
 *  c-api-prepared-create-destroy); it pays from about two thousand evaluations of the curve by
 *  kn_bezier_prepared_progress_array (docs/c-api.md, "Timing curves: which call"). */
kn_status kn_bezier_prepared_create(kn_cubic_bezier params, kn_bezier_prepared **out_prepared);

/** Releases a prepared curve. NULL is ignored (KN_OK); a handle that is not live gives
 *  KN_ERROR_INVALID_HANDLE and is left alone. */
kn_status kn_bezier_prepared_destroy(kn_bezier_prepared *prepared);

/** progress at x (finite): PreparedCubicBezierTimingCurve.progress(at:), a table lookup and one
 *  Newton step. Within 1e-12 of the exact value, like kn_bezier_curve_progress, but the two may
 *  differ in the last bits (different first guesses). Cost: the Swift call plus a handle check
 *  and a finite-result check (row c-api-prepared-scalar, docs/benchmarks.md), no allocation. */
kn_status kn_bezier_prepared_progress(const kn_bezier_prepared *prepared, double x,
                                      double *out_progress);

/** out_progress[i] = progress at x[i] for i < count: PreparedCubicBezierTimingCurve's SIMD batch,
 *  the bits of kn_bezier_prepared_progress within 2 ulp. Cost: as in Swift (row
 *  c-api-prepared-array), no allocation. */
kn_status kn_bezier_prepared_progress_array(const kn_bezier_prepared *prepared, const double *x,
                                            double *out_progress, size_t count);

/** The single-precision form of kn_bezier_prepared_progress_array (solved in double, rounded
 *  once). */
kn_status kn_bezier_prepared_progress_array_f(const kn_bezier_prepared *prepared, const float *x,
                                              float *out_progress, size_t count);

/* ---- Timing functions: steps(), linear() and Bézier under one type ------------------------- */

/** Where the jumps of CSS steps() happen (CSS Easing Functions Level 1, section 4.1). */
typedef enum kn_step_position {
  KN_STEP_JUMP_START = 0, /**< `jump-start` / `start`: the first jump at x = 0. */
  KN_STEP_JUMP_END = 1,   /**< `jump-end` / `end`: the last jump at x = 1 (the CSS default). */
  KN_STEP_JUMP_NONE = 2,  /**< `jump-none`: no jump at either end (count >= 2). */
  KN_STEP_JUMP_BOTH = 3   /**< `jump-both`: jumps at both ends. */
} kn_step_position;

/** CSS steps(count, position): count >= 1 (>= 2 with KN_STEP_JUMP_NONE). */
typedef struct kn_steps {
  int64_t count;             /**< The number of intervals. */
  kn_step_position position; /**< Where the jumps happen. */
} kn_steps;

/** One stop of CSS linear(): an output and zero, one or two input fractions (CSS percentages
 *  divided by 100). With two inputs the output is held between them (`0.5 20% 40%`). */
typedef struct kn_linear_stop {
  double output;    /**< The output progress, finite. */
  double inputs[2]; /**< The input fractions; only the first input_count are read. */
  int input_count;  /**< 0 (placed by the CSS rules), 1 or 2. */
} kn_linear_stop;

/** An opaque, immutable CSS linear() easing function (a handle). */
typedef struct kn_linear_easing kn_linear_easing;

/** Creates linear(stops...) by the CSS placement rules (CSS Easing Functions Level 2). Needs at
 *  least two stops, every number finite. The stops are copied.
 *  Cost: O(stop_count) and one allocation for the points (bench row
 *  linear-easing-construct-5-stops), plus the handle. */
kn_status kn_linear_easing_create(const kn_linear_stop *stops, size_t stop_count,
                                  kn_linear_easing **out_easing);

/** Releases a linear() easing function. NULL is ignored (KN_OK); a handle that is not live gives
 *  KN_ERROR_INVALID_HANDLE. Timing functions and keyframe tracks made with it keep their own copy,
 *  so they stay valid. */
kn_status kn_linear_easing_destroy(kn_linear_easing *easing);

/** The kinds of timing function kn_timing_function can hold. */
typedef enum kn_timing_kind {
  KN_TIMING_IDENTITY = 0,     /**< progress = x: no easing. */
  KN_TIMING_CUBIC_BEZIER = 1, /**< The curve in `bezier`. */
  KN_TIMING_STEPS = 2,        /**< CSS steps() as in `steps`. */
  KN_TIMING_LINEAR = 3        /**< CSS linear() as in the handle `linear`. */
} kn_timing_kind;

/** Any timing function: `kind` says which member is read (the others are ignored). A zeroed
 *  struct is the identity. */
typedef struct kn_timing_function {
  kn_timing_kind kind;            /**< Which of the members below applies. */
  kn_cubic_bezier bezier;         /**< For KN_TIMING_CUBIC_BEZIER. */
  kn_steps steps;                 /**< For KN_TIMING_STEPS. */
  const kn_linear_easing *linear; /**< For KN_TIMING_LINEAR; read during the call only. */
} kn_timing_function;

/** The progress of any timing function at x (finite). Steps are evaluated outside CSS's "before"
 *  phase. Cost for KN_TIMING_CUBIC_BEZIER: that of kn_bezier_progress (the curve is built on
 *  every call, no allocation; row c-api-timing-function-scalar). */
kn_status kn_timing_progress(const kn_timing_function *function, double x, double *out_progress);

/** out_progress[i] = progress at x[i] for i < count (Bézier curves use the SIMD batch kernel,
 *  with one curve construction per call, as kn_bezier_progress_array; steps() and linear() their
 *  batch calls; each over several threads for large counts, see kn_set_max_threads). */
kn_status kn_timing_progress_array(const kn_timing_function *function, const double *x,
                                   double *out_progress, size_t count);

/** Parses a CSS <easing-function> (UTF-8, NUL-terminated) by the grammar of CSS Easing Functions
 *  Level 1 and 2 (docs/timing-curves.md, "CSS easing functions"): the keywords linear, ease,
 *  ease-in, ease-out, ease-in-out, step-start, step-end; cubic-bezier(x1, y1, x2, y2);
 *  steps(n[, jump-start|jump-end|jump-none|jump-both|start|end]); linear(...) with optional
 *  percentages. Writes the function into *out_function (kind KN_TIMING_CUBIC_BEZIER, _STEPS or
 *  _LINEAR). For linear() it creates a kn_linear_easing handle, stores it in out_function->linear
 *  and in *out_linear, and the caller releases it with kn_linear_easing_destroy once the function
 *  is no longer used; otherwise *out_linear is set to NULL (which kn_linear_easing_destroy
 *  ignores). On failure nothing is written: KN_ERROR_PARSE with a message naming the character
 *  position and what was expected there ("easing function: at character 7: expected a step count
 *  of at least 1 with jump-end, found '0)'"); KN_ERROR_NULL_POINTER for a NULL argument.
 *  Cost: O(length of css), with a few small allocations (the text's code points, each
 *  identifier and number; for linear() the stops, the points and the handle). Bench kernel
 *  c-api-easing-create (the call and kn_linear_easing_destroy; fastest of 5 runs on a loaded
 *  2-core machine, release build, against EasingFunction(css:) on the same text): about 0.95 us
 *  for "ease-in-out" (Swift 0.86), 1.7 us for "steps(4, jump-end)" (Swift 1.2), 4.0 us for
 *  "cubic-bezier(.2,.8,.2,1)" (Swift 4.0) and 14 us for a linear() with 10 stops (Swift 14).
 *  Not a per-frame call: parse once, then evaluate the kn_timing_function. */
kn_status kn_easing_create(const char *css, kn_timing_function *out_function,
                           kn_linear_easing **out_linear);

/* ---- Springs ----------------------------------------------------------------------------- */

/** A damped spring m·x'' + c·x' + k·(x − target) = 0: mass > 0, stiffness > 0, damping >= 0. */
typedef struct kn_spring {
  double mass;      /**< m > 0. */
  double stiffness; /**< k > 0. */
  double damping;   /**< c >= 0. */
} kn_spring;

/** The motion of a spring: released at `from` with `initial_velocity` (value units per second,
 *  positive means increasing value), pulled toward `to`. All finite. */
typedef struct kn_spring_motion {
  double from;             /**< x(0). */
  double to;               /**< The target (rest position). */
  double initial_velocity; /**< x'(0), value units per second. */
} kn_spring_motion;

/** Every parameterization of one spring, as kn_spring_describe reports it. */
typedef struct kn_spring_description {
  double mass;              /**< m. */
  double stiffness;         /**< k. */
  double damping;           /**< c. */
  double damping_ratio;     /**< ζ = c / (2·sqrt(k·m)). */
  double response;          /**< SwiftUI's response 2π/ω₀, seconds (also the perceptual duration). */
  double bounce;            /**< SwiftUI's bounce: 1 − ζ for ζ <= 1, 1/ζ − 1 above. */
  double natural_frequency; /**< ω₀ = sqrt(k/m), radians per second. */
  double damped_frequency;  /**< ω_d = ω₀·sqrt(1 − ζ²), 0 when ζ >= 1. */
} kn_spring_description;

/** The settling-time models of Kinetics. */
typedef enum kn_settling_model {
  KN_SETTLING_EXACT = 0,         /**< The last time |x(t) − to| = ε·|to − from| (ε alone when
                                      from = to): an exact root. */
  KN_SETTLING_ENVELOPE = 1,      /**< When an envelope bounding |x(t) − to| falls to that level
                                      (never below the exact time). */
  KN_SETTLING_CORE_ANIMATION = 2 /**< CASpringAnimation.settlingDuration: unit displacement,
                                      velocity initial_velocity / (to − from), ε must be 0.001. */
} kn_settling_model;

/** The spring of SwiftUI's (response, dampingRatio) with the given mass:
 *  stiffness = (2π/response)²·m, damping = 4π·ζ·m/response. response > 0, ζ >= 0.
 *  Cost of every kn_spring_from_* but kn_spring_from_uikit: O(1), no allocation (bench rows
 *  spring-construct-*). */
kn_status kn_spring_from_response(double response, double damping_ratio, double mass,
                                  kn_spring *out_spring);

/** The spring of SwiftUI's Spring(duration:bounce:) (mass 1): duration > 0, bounce in (−1, 1]. */
kn_status kn_spring_from_duration_bounce(double duration, double bounce, kn_spring *out_spring);

/** The spring of CASpringAnimation(perceptualDuration:bounce:) (iOS 17): as
 *  kn_spring_from_duration_bounce. */
kn_status kn_spring_from_perceptual_duration(double perceptual_duration, double bounce,
                                             kn_spring *out_spring);

/** The spring of UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:):
 *  mass 1, duration > 0, ζ in [0, 1], velocity in fractions of the distance per second.
 *  KN_ERROR_NO_SOLUTION when no spring has that duration.
 *  Cost: a bracketed Newton solve for ω₀ (bench row spring-construct-uikit-duration), no
 *  allocation. */
kn_status kn_spring_from_uikit(double duration, double damping_ratio, double initial_velocity,
                               kn_spring *out_spring);

/** Validates a spring and reports all its parameterizations. */
kn_status kn_spring_describe(kn_spring spring, kn_spring_description *out_description);

/** The UIKit duration that kn_spring_from_uikit maps back to this spring (ζ <= 1);
 *  KN_ERROR_NO_SOLUTION when there is none, KN_ERROR_OVERFLOW when it is beyond the range of
 *  double (a decay rate near the smallest doubles). */
kn_status kn_spring_uikit_duration(kn_spring spring, double initial_velocity,
                                   double *out_duration);

/** The position at time t (finite; t <= 0 gives `from`), solved analytically, without overflow in
 *  between (from − to is formed on halves when it would overflow); KN_ERROR_OVERFLOW when the exact
 *  value itself lies beyond the range of double. The same holds for kn_spring_velocity. */
kn_status kn_spring_position(kn_spring spring, kn_spring_motion motion, double t,
                             double *out_position);

/** The velocity at time t (value units per second). */
kn_status kn_spring_velocity(kn_spring spring, kn_spring_motion motion, double t,
                             double *out_velocity);

/** out_position[i] = position at t[i] for i < count (SIMD batch kernel). */
kn_status kn_spring_position_array(kn_spring spring, kn_spring_motion motion, const double *t,
                                   double *out_position, size_t count);

/** out_velocity[i] = velocity at t[i] for i < count (SIMD batch kernel). */
kn_status kn_spring_velocity_array(kn_spring spring, kn_spring_motion motion, const double *t,
                                   double *out_velocity, size_t count);

/** The single-precision form of kn_spring_position_array. */
kn_status kn_spring_position_array_f(kn_spring spring, kn_spring_motion motion, const float *t,
                                     float *out_position, size_t count);

/** The single-precision form of kn_spring_velocity_array. */
kn_status kn_spring_velocity_array_f(kn_spring spring, kn_spring_motion motion, const float *t,
                                     float *out_velocity, size_t count);

/** The settling time for tolerance epsilon (> 0, finite) in the given model, in seconds.
 *  KN_ERROR_NO_SOLUTION when the spring never settles (damping 0). */
kn_status kn_spring_settling_time(kn_spring spring, kn_spring_motion motion, double epsilon,
                                  kn_settling_model model, double *out_seconds);

/* ---- Paths ------------------------------------------------------------------------------- */

/** An opaque, immutable path with its arc length measured and, when made by
 *  kn_path_create_svg_with_paced_table, a paced-sampling table built. */
typedef struct kn_path kn_path;

/** How kn_path_sample_paced reports the direction of travel (CAKeyframeAnimation.rotationMode). */
typedef enum kn_rotation_mode {
  KN_ROTATION_AUTO = 0,        /**< The tangent direction atan2(dy, dx), in (−π, π]. */
  KN_ROTATION_AUTO_REVERSE = 1 /**< The tangent direction plus π. */
} kn_rotation_mode;

/** Builds a path from SVG path data (the `d` attribute, SVG 1.1 section 8.3), a NUL-terminated
 *  UTF-8 string, and measures it (arc length to 1e-12 relative); no table is built, so samples
 *  come from the exact sampler. The right call for a path sampled a few dozen times (an engine
 *  animating along a fresh path).
 *  Cost: parsing plus measuring, O(p) speed evaluations for p quadrature panels (bench rows
 *  path-construct-svg-mixed and measured-path-construct-mixed, and kn-path-create-svg-construct-mixed
 *  for the whole call); each paced sample then is an exact inverse (row paced-exact-newton-scalar;
 *  docs/paths.md).
 *  KN_ERROR_PARSE for malformed data (the message names the character offset) or invalid UTF-8.
 *  Empty data is an empty path: length 0, every sample at its resting point (the last move, or
 *  the origin), angle 0. */
kn_status kn_path_create_svg(const char *path_data, kn_path **out_path);

/** kn_path_create_svg, then builds the paced-sampling table (MeasuredPath.pacedTable(), points
 *  within 1e-9·L): the right call for a path sampled thousands of times.
 *  Cost: O(m) exact inverses more for m table pieces (bench row paced-table-construct-mixed),
 *  after which a point is a table lookup (row paced-table-scalar). It pays from a few thousand
 *  samples over the handle's life (the break-even measured in docs/paths.md). Errors as
 *  kn_path_create_svg. */
kn_status kn_path_create_svg_with_paced_table(const char *path_data, kn_path **out_path);

/** Releases a path. NULL is ignored (KN_OK); a handle that is not live gives
 *  KN_ERROR_INVALID_HANDLE. */
kn_status kn_path_destroy(kn_path *path);

/** The total arc length (moves add nothing). */
kn_status kn_path_length(const kn_path *path, double *out_length);

/** The number of keyframe elements (every element but moves), as Core Animation counts them. */
kn_status kn_path_keyframe_count(const kn_path *path, size_t *out_count);

/** Paced sampling: for each time fraction u[i] (clamped to [0, 1], NaN as 0) the point at arc
 *  length u[i]·L and the direction of travel there. out_angle may be NULL (points only). x and y
 *  come from the exact sampler (within 1e-12·L; MeasuredPath.point(atPacedFraction:)) for a path
 *  made by kn_path_create_svg, and from the paced table (within 1e-9·L, about fifty times cheaper)
 *  for one made by kn_path_create_svg_with_paced_table. Angles are exact in both cases (one exact
 *  inverse each). An output that is not finite for a finite u (coordinates near the largest
 *  double) gives KN_ERROR_OVERFLOW naming the first index. */
kn_status kn_path_sample_paced(const kn_path *path, const double *u, double *out_x,
                               double *out_y, double *out_angle, kn_rotation_mode rotation,
                               size_t count);

/** How kn_path_trim_svg applies its fractions to a path of several subpaths (PathTrimMode). */
typedef enum kn_trim_mode {
  KN_TRIM_WHOLE_LENGTH = 0, /**< Fractions of the whole length, subpaths end to end (CAShapeLayer). */
  KN_TRIM_EACH_SUBPATH = 1  /**< Every subpath trimmed by the same fractions of its own length. */
} kn_trim_mode;

/** Stroke trimming (CAShapeLayer strokeStart/strokeEnd, Lottie's trim path): the part of the path
 *  between the arc-length fractions start <= end in [0, 1], the window moved by offset (any finite
 *  fraction, wrapping past the end; MeasuredPath.trimmed, docs/paths.md), written as SVG path data
 *  with absolute commands and round-trip numbers. On KN_OK *out_length receives the text's length
 *  in bytes (without the NUL), and out_text the text and a NUL when length + 1 <= capacity, else
 *  an empty string (call again with a buffer of *out_length + 1 bytes). out_text may be NULL when
 *  capacity is 0 (to ask for the length).
 *  KN_ERROR_INVALID_ARGUMENT for a NaN or out-of-range fraction, start > end, a non-finite
 *  offset or a path with no segment.
 *  Cost: two exact inverses per window (and per subpath with KN_TRIM_EACH_SUBPATH) plus O(n) for n
 *  elements (bench row trim-100-segment-path), and the text formatting. */
kn_status kn_path_trim_svg(const kn_path *path, double start, double end, double offset,
                           kn_trim_mode mode, char *out_text, size_t capacity, size_t *out_length);

/* ---- Keyframe tracks --------------------------------------------------------------------- */

/** An opaque, immutable keyframe track (CAKeyframeAnimation's values over progress u in [0, 1]). */
typedef struct kn_keyframe_track kn_keyframe_track;

/** Core Animation's calculation modes. */
typedef enum kn_keyframe_mode {
  KN_KEYFRAME_LINEAR = 0,     /**< Straight lines between values at their key times. */
  KN_KEYFRAME_DISCRETE = 1,   /**< Each value held until the next key time. */
  KN_KEYFRAME_PACED = 2,      /**< Linear at constant speed (key times ignored). */
  KN_KEYFRAME_CUBIC = 3,      /**< Kochanek–Bartels Hermite spline (all 0: Catmull–Rom). */
  KN_KEYFRAME_CUBIC_PACED = 4 /**< The spline with paced key times (key times ignored). */
} kn_keyframe_mode;

/** End tangents of cubic modes (KeyframeTrackOptions.EndTangents). */
typedef enum kn_end_tangents {
  KN_END_TANGENTS_EXTRAPOLATED = 0,      /**< Mirror the neighbour (default). */
  KN_END_TANGENTS_REPEATED_ENDPOINT = 1, /**< Repeat the end value. */
  KN_END_TANGENTS_ZERO = 2               /**< Zero tangent at both ends. */
} kn_end_tangents;

/** Sign convention of continuity values. */
typedef enum kn_continuity_sign {
  KN_CONTINUITY_APPLE = 0,           /**< Apple's documentation: positive is sharper (default). */
  KN_CONTINUITY_KOCHANEK_BARTELS = 1 /**< The 1984 paper's sign. */
} kn_continuity_sign;

/** Whether paced modes apply the animation-level timing function. */
typedef enum kn_paced_timing {
  KN_PACED_APPLIES_TIMING_FUNCTION = 0, /**< It maps time before pacing (default). */
  KN_PACED_IGNORES_TIMING_FUNCTION = 1  /**< Strictly constant speed. */
} kn_paced_timing;

/** How cubic-paced mode paces the spline. */
typedef enum kn_cubic_pacing {
  KN_CUBIC_PACING_CHORD_LENGTH = 0, /**< Key times by chord length (default). */
  KN_CUBIC_PACING_ARC_LENGTH = 1    /**< Exactly even speed along the spline. */
} kn_cubic_pacing;

/** Everything a keyframe track is made of. Optional arrays are NULL with a count of 0. A zeroed
 *  struct with values filled in is a linear track with the default options. */
typedef struct kn_keyframe_track_desc {
  const double *values;  /**< value_count·dimension numbers, value-major (value i, component c
                              at i·dimension + c). */
  size_t value_count;    /**< The number of values, >= 1. */
  size_t dimension;      /**< Components per value, >= 1. */
  kn_keyframe_mode mode; /**< The calculation mode. */
  const double *key_times;   /**< NULL (even spacing) or key_time_count fractions: non-decreasing,
                                  first 0, last 1, value_count of them (value_count + 1 in
                                  discrete mode). Ignored in paced modes. */
  size_t key_time_count;     /**< Entries in key_times. */
  const kn_timing_function *timing_function; /**< Animation-level, applied first; NULL: none. */
  const kn_timing_function *timing_functions; /**< NULL or value_count − 1, one per segment. */
  size_t timing_function_count; /**< Entries in timing_functions. */
  const double *tension;     /**< NULL or value_count Kochanek–Bartels tensions. */
  const double *continuity;  /**< NULL or value_count continuities. */
  const double *bias;        /**< NULL or value_count biases. */
  kn_end_tangents end_tangents;       /**< Option: end tangents of cubic modes. */
  kn_continuity_sign continuity_sign; /**< Option: the sign of continuity. */
  kn_paced_timing paced_timing;       /**< Option: timing function in paced modes. */
  kn_cubic_pacing cubic_pacing;       /**< Option: how cubic-paced mode paces. */
} kn_keyframe_track_desc;

/** Validates a description against Core Animation's rules and creates a track; every array is
 *  copied. KN_ERROR_INVALID_ARGUMENT names the rule broken, KN_ERROR_SIZE a count mismatch.
 *  Cost: O(value_count·dimension); cubic modes cost more than linear, discrete and paced ones,
 *  and cubic-paced mode with arc-length pacing several times more, since it integrates the
 *  spline's length up front (bench rows keyframe-track-construct-*-4-keys). Bézier timing
 *  functions are built here, once each (one allocation each), so evaluating the track never rebuilds a curve. */
kn_status kn_keyframe_track_create(const kn_keyframe_track_desc *desc,
                                   kn_keyframe_track **out_track);

/** Releases a track. NULL is ignored (KN_OK); a handle that is not live (destroyed already, say)
 *  gives KN_ERROR_INVALID_HANDLE. */
kn_status kn_keyframe_track_destroy(kn_keyframe_track *track);

/** The number of components per value. */
kn_status kn_keyframe_track_dimension(const kn_keyframe_track *track, size_t *out_dimension);

/** The key times in effect (given, evenly spaced or paced): writes min(capacity, n) of them and
 *  the full count n to *out_count. out_key_times may be NULL when capacity is 0. */
kn_status kn_keyframe_track_key_times(const kn_keyframe_track *track, double *out_key_times,
                                      size_t capacity, size_t *out_count);

/** The value at progress u (NaN and u < 0 count as 0, u > 1 as 1): `dimension` components into
 *  out_value. Cost: O(log n + dimension), no allocation (KeyframeTrack.value(at:into:)). */
kn_status kn_keyframe_track_value(const kn_keyframe_track *track, double u, double *out_value);

/** One component for many progress values: out[i] = component `channel` at u[i] (SIMD batch;
 *  sorted inputs are fastest). */
kn_status kn_keyframe_track_channel_array(const kn_keyframe_track *track, size_t channel,
                                          const double *u, double *out, size_t count);

/** The single-precision form of kn_keyframe_track_channel_array (computed in double). */
kn_status kn_keyframe_track_channel_array_f(const kn_keyframe_track *track, size_t channel,
                                            const float *u, float *out, size_t count);

/** Every component for many progress values, interleaved: out[i·dimension + c] (out holds
 *  count·dimension numbers). KN_ERROR_OVERFLOW names the first output index beyond double. */
kn_status kn_keyframe_track_value_array(const kn_keyframe_track *track, const double *u,
                                        double *out, size_t count);

/* ---- Media timing ------------------------------------------------------------------------ */

/** What shows outside the active interval (CAMediaTiming.fillMode). */
typedef enum kn_fill_mode {
  KN_FILL_REMOVED = 0,   /**< Nothing (Core Animation's default). */
  KN_FILL_FORWARDS = 1,  /**< The end state stays after the active interval. */
  KN_FILL_BACKWARDS = 2, /**< The start state shows before it. */
  KN_FILL_BOTH = 3       /**< Both. */
} kn_fill_mode;

/** CAMediaTiming's properties. kn_media_timing_init fills Core Animation's defaults. */
typedef struct kn_media_timing {
  double begin_time;      /**< Start, in parent time (s). */
  double duration;        /**< One simple iteration, local time (s), > 0. */
  double speed;           /**< Local seconds per parent second; 0 pauses, < 0 runs backwards. */
  double time_offset;     /**< Offset into the active local time (s). */
  double repeat_count;    /**< Iterations (fractions allowed); 0 means once; INFINITY forever. */
  double repeat_duration; /**< Repeat for this long (local s); 0 unset; INFINITY forever. Not
                               together with repeat_count. */
  int autoreverses;       /**< Non-zero: each iteration plays forwards then backwards. */
  kn_fill_mode fill_mode; /**< What shows outside the active interval. */
} kn_media_timing;

/** Where a time lies relative to the active interval. */
typedef enum kn_timing_phase {
  KN_PHASE_BEFORE = 0, /**< Before the active interval. */
  KN_PHASE_ACTIVE = 1, /**< Inside [0, activeDuration) of local time. */
  KN_PHASE_AFTER = 2   /**< At or past its end. */
} kn_timing_phase;

/** The iteration reported where nothing shows. */
#define KN_NO_ITERATION INT64_MIN

/** The state of an animation at one parent time. Where nothing shows (visible == 0), iteration
 *  is KN_NO_ITERATION and simple_time and progress are NaN. */
typedef struct kn_media_timing_state {
  kn_timing_phase phase; /**< Before, active or after. */
  int visible;           /**< Non-zero when the animation contributes (active or filled). */
  int reversing;         /**< Non-zero in the backward half of an autoreversing iteration. */
  int64_t iteration;     /**< The 0-based iteration, clamped to int64_t. */
  double local_time;     /**< (t − begin_time)·speed + time_offset. */
  double simple_time;    /**< Time within the iteration, in [0, duration]. */
  double progress;       /**< simple_time / duration, in [0, 1]. */
} kn_media_timing_state;

/** Core Animation's defaults for the given duration: begin 0, speed 1, offset 0, no repeat, no
 *  autoreverse, fill removed. Cost: O(1), no allocation (bench row media-timing-construct). */
kn_status kn_media_timing_init(double duration, kn_media_timing *out_timing);

/** The state at parent time t (NaN counts as begin_time; no finite input gives NaN where the
 *  animation shows). KN_ERROR_OVERFLOW (out_state not written) when a field is beyond the range
 *  of double: the local time (t − begin_time)·speed + time_offset of extreme finite inputs. */
kn_status kn_media_timing_state_at(kn_media_timing timing, double t,
                                   kn_media_timing_state *out_state);

/** For many parent times: any of the outputs may be NULL (not written). local time, iteration
 *  (KN_NO_ITERATION where nothing shows) and progress (NaN where nothing shows). A local time or
 *  progress beyond the range of double gives KN_ERROR_OVERFLOW naming the first index. */
kn_status kn_media_timing_evaluate_array(kn_media_timing timing, const double *t,
                                         double *out_local_time, int64_t *out_iteration,
                                         double *out_progress, size_t count);

/* ---- Animated stroke trimming (docs/paths.md) ---------------------------------------------- */

/** One animated trim fraction (AnimatedTrimFraction): with animated == 0 the model value alone;
 *  else a basic animation from_value -> to_value played by the kn_trim_animation's timing, showing
 *  model_value where the timing shows nothing. All three finite. */
typedef struct kn_trim_fraction {
  int animated;       /**< Non-zero: from_value -> to_value over the shared timing. */
  double model_value; /**< What shows outside the animation (and always when not animated). */
  double from_value;  /**< fromValue. */
  double to_value;    /**< toValue. */
} kn_trim_fraction;

/** Animated stroke trimming (StrokeTrimAnimation, docs/paths.md): strokeStart, strokeEnd and the
 *  trim offset (turns), one media timing and timing function for all three, the trim mode, and
 *  crossed: 0 draws nothing while start > end (CAShapeLayer), non-zero swaps them (Lottie). Start
 *  and end are clamped to [0, 1] at each time. */
typedef struct kn_trim_animation {
  kn_trim_fraction start;  /**< strokeStart (model value 0 for Core Animation's default). */
  kn_trim_fraction end;    /**< strokeEnd (model value 1 for the default). */
  kn_trim_fraction offset; /**< The trim offset in turns (degrees / 360). */
  kn_media_timing timing;  /**< When and how often the animated fractions run. */
  const kn_timing_function *timing_function; /**< Read during the call only; NULL: linear. */
  kn_trim_mode mode;       /**< Whole length or each subpath. */
  int swaps_crossed;       /**< Non-zero: swap start and end when start > end. */
} kn_trim_animation;

/** The trimmed path at parent time t of `animation` over `path`, as SVG path data into the
 *  caller's buffer with kn_path_trim_svg's conventions (capacity 0 asks for the length; an empty
 *  path gives ""). At the animation's ends it equals kn_path_trim_svg of the end values byte for
 *  byte. KN_ERROR_INVALID_ARGUMENT for a non-finite value, an invalid timing or timing function,
 *  or a path with no segment. Cost: validates the description (O(1)) and builds the three
 *  fractions (a few small allocations), then one static trim (bench row
 *  trim-animated-100-segment-path) and the text formatting. */
kn_status kn_path_trim_animated_svg(const kn_path *path, const kn_trim_animation *animation, double t,
                                    char *out_text, size_t capacity, size_t *out_length);

/* ---- Transforms and colors: keyframe tracks, basic animations, value functions ------------- */

/* A transform is 16 doubles, row-major m11, m12, ..., m44: CATransform3D's field order (points are
 * row vectors, m41..m43 the translation, m34 = -1/d the perspective). A color is 4 doubles: red,
 * green, blue (gamma-encoded sRGB) and alpha (straight, in [0, 1]). Interpolation follows CSS
 * Transforms 2 (decomposition, quaternion slerp) and CSS Color 4 (docs/interpolation.md).
 * Evaluation allocates nothing. */

/** An opaque, immutable keyframe track of transforms (a CAKeyframeAnimation on `transform`). */
typedef struct kn_transform_track kn_transform_track;
/** An opaque, immutable keyframe track of colors. */
typedef struct kn_color_track kn_color_track;
/** An opaque, immutable basic animation of a transform (CABasicAnimation on `transform`). */
typedef struct kn_transform_animation kn_transform_animation;
/** An opaque, immutable basic animation of a color. */
typedef struct kn_color_animation kn_color_animation;

/** Which arc a 3-D rotation takes between two keys (Quaternion.Path). */
typedef enum kn_rotation_path {
  KN_ROTATION_SHORTEST = 0, /**< Never more than 180 degrees (default). */
  KN_ROTATION_AS_GIVEN = 1  /**< CSS Transforms 2's pseudocode literally (no sign flip). */
} kn_rotation_path;

/** The space two colors blend in (ColorInterpolationOptions.Space). */
typedef enum kn_color_space {
  KN_COLOR_SPACE_SRGB = 0,        /**< Gamma-encoded sRGB, CSS's legacy colors (default). */
  KN_COLOR_SPACE_LINEAR_SRGB = 1, /**< Linear-light sRGB. */
  KN_COLOR_SPACE_OKLAB = 2        /**< Oklab. */
} kn_color_space;

/** How alpha takes part in a color blend. */
typedef enum kn_alpha_mode {
  KN_ALPHA_PREMULTIPLIED = 0, /**< CSS Color 4 section 12.3 (default). */
  KN_ALPHA_STRAIGHT = 1       /**< Every component on its own. */
} kn_alpha_mode;

/** A keyframe track of transforms from a kn_keyframe_track_desc whose dimension is 16 (each value
 *  16 doubles, row-major). Modes: KN_KEYFRAME_LINEAR and KN_KEYFRAME_DISCRETE; paced and cubic
 *  modes give KN_ERROR_INVALID_ARGUMENT (a transform has no distance or tangent). Each segment's
 *  pair is decomposed here, once. KN_ERROR_SIZE for another dimension; KN_ERROR_INVALID_ARGUMENT
 *  for a non-finite element or an unknown path, with the same rules as kn_keyframe_track_create
 *  for key times and timing functions. */
kn_status kn_transform_track_create(const kn_keyframe_track_desc *desc, kn_rotation_path path,
                                    kn_transform_track **out_track);
/** Releases a track (NULL: KN_OK; a handle not live: KN_ERROR_INVALID_HANDLE). */
kn_status kn_transform_track_destroy(kn_transform_track *track);
/** The transform at progress u (NaN and u < 0 count as 0, u > 1 as 1) into out_matrix[16];
 *  KN_ERROR_OVERFLOW (nothing written) where a timing function extrapolates the blend beyond the
 *  range of double. Cost: 200–250 ns on the loaded test machine, what the Swift call costs (bench
 *  row c-api-call-transform-track: medians 204–357 ns Swift, 215–245 ns C, the same bits): a slerp
 *  and a recomposition, no allocation; the _array form costs the same per value. */
kn_status kn_transform_track_value(const kn_transform_track *track, double u, double *out_matrix);
/** The transforms at count progress values: out holds 16·count doubles, matrix i at out + 16·i.
 *  KN_ERROR_OVERFLOW names the first value beyond the range of double (those before it written). */
kn_status kn_transform_track_value_array(const kn_transform_track *track, const double *u,
                                         double *out, size_t count);

/** A keyframe track of colors from a kn_keyframe_track_desc whose dimension is 4 (red, green, blue,
 *  alpha), blended in `space` with `alpha` handling. Linear and discrete modes only, as for
 *  transforms. KN_ERROR_INVALID_ARGUMENT for a non-finite component or alpha outside [0, 1]. */
kn_status kn_color_track_create(const kn_keyframe_track_desc *desc, kn_color_space space,
                                kn_alpha_mode alpha, kn_color_track **out_track);
/** Releases a track (NULL: KN_OK; a handle not live: KN_ERROR_INVALID_HANDLE). */
kn_status kn_color_track_destroy(kn_color_track *track);
/** The color at progress u into out_color[4]; KN_ERROR_OVERFLOW as for transforms. Cost:
 *  130–200 ns in Oklab, what the Swift call costs (bench row c-api-call-color-track: medians
 *  159–207 ns Swift, 147–197 ns C), less in sRGB; no allocation. */
kn_status kn_color_track_value(const kn_color_track *track, double u, double *out_color);
/** The colors at count progress values: out holds 4·count doubles; KN_ERROR_OVERFLOW as for
 *  transforms. */
kn_status kn_color_track_value_array(const kn_color_track *track, const double *u, double *out,
                                     size_t count);

/** A CABasicAnimation of a transform or a color. from_value, to_value and by_value point to one
 *  value each (16 or 4 doubles) or are NULL (unset); not all three may be set. The seven cases of
 *  Core Animation's documentation resolve the endpoints; additive transforms are concatenated
 *  before the value underneath (CATransform3DConcat(animated, underlying)), additive colors add
 *  component by component (alpha clamped to [0, 1]); cumulative repeats the change of an
 *  iteration. */
typedef struct kn_basic_animation_desc {
  const double *from_value; /**< NULL or one value. */
  const double *to_value;   /**< NULL or one value. */
  const double *by_value;   /**< NULL or one value. */
  kn_media_timing timing;   /**< When and how often it runs. */
  const kn_timing_function *timing_function; /**< NULL: linear. */
  int additive;             /**< Non-zero: shown over the value underneath. */
  int cumulative;           /**< Non-zero: each iteration starts where the previous one ended. */
} kn_basic_animation_desc;

/** Creates a transform animation. KN_ERROR_INVALID_ARGUMENT for all three values set, a
 *  non-finite element, invalid timing, or a singular by_value with to_value (to − by needs its
 *  inverse). When from and to are fixed the pair is decomposed here, once. */
kn_status kn_transform_animation_create(const kn_basic_animation_desc *desc, kn_rotation_path path,
                                        kn_transform_animation **out_animation);
/** Releases an animation (NULL: KN_OK; a handle not live: KN_ERROR_INVALID_HANDLE). */
kn_status kn_transform_animation_destroy(kn_transform_animation *animation);
/** The transform at parent time t over `underlying` (16 doubles; the model value or the result of
 *  the animations before this one); `previous` (16 doubles) is the property's previous model value
 *  or NULL. Writes out_matrix[16] and *out_visible (0 where the animation shows nothing, and
 *  out_matrix is then `underlying`). KN_ERROR_OVERFLOW (nothing written) when the value is beyond
 *  the range of double (an extrapolating timing function); never an infinity with KN_OK. Cost: a slerp and a recomposition as
 *  kn_transform_track_value when from and to are fixed, plus one decomposition of the pair when an
 *  endpoint is the underlying value, plus reading and checking `underlying`; no allocation.
 *  Measured (bench rows c-api-call-transform-animation, -by; C against the Swift call it wraps in
 *  one full bench run on a quiet machine): 1.10x fixed (206 ns against 188), 1.15x by-additive
 *  (520 against 454); the handle's animation is borrowed, not retained, and `underlying` read
 *  inline by one finiteness test of its 16 doubles. The floor rows
 *  floor-swift-scalar-fixed-reading-c and -by-additive-reading-c, the Swift call reading
 *  `underlying` from the same C buffer, measure 190 and 452 ns. */
kn_status kn_transform_animation_value(const kn_transform_animation *animation, double t,
                                       const double *underlying, const double *previous,
                                       double *out_matrix, int *out_visible);

/** Creates a color animation blended in `space` with `alpha` handling. Errors as for transforms
 *  (alpha outside [0, 1] is KN_ERROR_INVALID_ARGUMENT). */
kn_status kn_color_animation_create(const kn_basic_animation_desc *desc, kn_color_space space,
                                    kn_alpha_mode alpha, kn_color_animation **out_animation);
/** Releases an animation (NULL: KN_OK; a handle not live: KN_ERROR_INVALID_HANDLE). */
kn_status kn_color_animation_destroy(kn_color_animation *animation);
/** The color at parent time t over `underlying` (4 doubles), as kn_transform_animation_value.
 *  Measured (bench rows c-api-call-color-animation, -by, Oklab; C against Swift in the same run,
 *  3 runs alternated on a quiet machine): 133 ns against 121 fixed (1.10x), 238 ns against 223
 *  by-additive (1.07x); the Swift call reading its underlying color from the same C memory costs
 *  124 and 231 ns (rows floor-swift-scalar-fixed-reading-c, floor-swift-scalar-by-additive-reading-c);
 *  no allocation. */
kn_status kn_color_animation_value(const kn_color_animation *animation, double t,
                                   const double *underlying, const double *previous,
                                   double *out_color, int *out_visible);

/** CAValueFunction: the transform the function `name` (rotateX, rotateY, rotateZ, scale, scaleX,
 *  scaleY, scaleZ, translate, translateX, translateY, translateZ) makes of input_count inputs (3
 *  for scale and translate, 1 for the others; angles in radians) into out_matrix[16].
 *  KN_ERROR_INVALID_ARGUMENT for an unknown name or a non-finite input, KN_ERROR_SIZE for another
 *  input count. Cost: O(1), one sine and cosine; no allocation; the name is parsed as a stem
 *  (rotate, scale, translate) and an axis letter, byte by byte up to its NUL (no table, no string
 *  built), and the matrix written straight into out_matrix. Measured (bench rows
 *  c-api-call-value-function, -translate, alternated with the previous build, 6 runs on a machine
 *  at load 7-12; the C call over the Swift ValueFunction.transform in the same run, median of the
 *  runs): rotateZ 1.00x (fastest 46 ns, Swift 43), translate 1.13x (fastest 29 ns, Swift 26),
 *  where the previous build's table of packed names gave 1.53x and 1.35x. */
kn_status kn_value_function_transform(const char *name, const double *inputs, size_t input_count,
                                      double *out_matrix);

/* ---- Spring animations, vector animations and presentation values ------------------------- */

/* A spring animation (CASpringAnimation) is a basic animation whose timing function is a spring
 * released at 0 toward 1 with `initial_velocity` (in units of the whole change per second, positive
 * toward the target: CASpringAnimation.initialVelocity), sampled over desc->timing.duration:
 * progress(x) = position of the spring at x·duration. It overshoots for an underdamped spring.
 * desc->timing_function must be NULL (the spring is the timing function). Core Animation's
 * settlingDuration, the usual duration, is kn_spring_settling_time(spring, {0, 1,
 * initial_velocity}, 0.001, KN_SETTLING_CORE_ANIMATION, &duration); SwiftUI's parameters give the
 * spring through kn_spring_from_response, kn_spring_from_duration_bounce and
 * kn_spring_from_perceptual_duration. The handle is the basic animation handle of the value: it is
 * evaluated, stacked and destroyed as one. Errors: those of the basic animation, and
 * KN_ERROR_INVALID_ARGUMENT for an invalid spring, a non-finite initial_velocity or a
 * timing_function. */

/** An opaque, immutable basic or spring animation of a vector of 1 to 4 doubles (a scalar such as
 *  opacity, a point, a size, a rectangle): from/to/by, additive and cumulative component by
 *  component, as the transform and color animations. */
typedef struct kn_vector_animation kn_vector_animation;

/** A spring animation of a transform (kn_basic_animation_desc as kn_transform_animation_create;
 *  rotations take `path`). Cost: as kn_transform_animation_create plus O(1) for the spring. */
kn_status kn_transform_spring_animation_create(const kn_basic_animation_desc *desc,
                                               kn_spring spring, double initial_velocity,
                                               kn_rotation_path path,
                                               kn_transform_animation **out_animation);
/** A spring animation of a color (blended in `space` with `alpha` handling). */
kn_status kn_color_spring_animation_create(const kn_basic_animation_desc *desc, kn_spring spring,
                                           double initial_velocity, kn_color_space space,
                                           kn_alpha_mode alpha,
                                           kn_color_animation **out_animation);
/** A basic animation of vectors of `dimension` doubles (1 to 4; KN_ERROR_SIZE otherwise):
 *  from_value, to_value and by_value point to `dimension` doubles each or are NULL. Errors as
 *  kn_transform_animation_create (a non-finite component is KN_ERROR_INVALID_ARGUMENT). */
kn_status kn_vector_animation_create(const kn_basic_animation_desc *desc, size_t dimension,
                                     kn_vector_animation **out_animation);
/** A spring animation of vectors of `dimension` doubles (1 to 4). */
kn_status kn_vector_spring_animation_create(const kn_basic_animation_desc *desc, size_t dimension,
                                            kn_spring spring, double initial_velocity,
                                            kn_vector_animation **out_animation);
/** Releases an animation (NULL: KN_OK; a handle not live: KN_ERROR_INVALID_HANDLE). */
kn_status kn_vector_animation_destroy(kn_vector_animation *animation);
/** The number of doubles in each of the animation's values. */
kn_status kn_vector_animation_dimension(const kn_vector_animation *animation,
                                        size_t *out_dimension);
/** The vector at parent time t over `underlying` (`dimension` doubles; the model value or the
 *  result of the animations before this one); `previous` is the previous model value or NULL.
 *  Writes out_value[dimension] and *out_visible (0 where the animation shows nothing, and out_value
 *  is then `underlying`). KN_ERROR_INVALID_ARGUMENT for a non-finite component of underlying or
 *  previous; KN_ERROR_OVERFLOW (nothing written) when a component of the result is beyond the
 *  range of double. Cost: O(1), no allocation; a spring animation of a point 94–100 ns (bench row
 *  c-api-call-vector-spring, 1.13× the Swift call's 83–84 ns in the same runs). */
kn_status kn_vector_animation_value(const kn_vector_animation *animation, double t,
                                    const double *underlying, const double *previous,
                                    double *out_value, int *out_visible);

/** The presentation value of a property at parent time t: the model value (model_value), then
 *  each of the animation_count animations in the order they were added, as Core Animation
 *  composes them: an animation that shows something at t replaces the value so far (its unset
 *  endpoints resolve to that value, or to previous_model_value where Core Animation takes the
 *  previous value) or, when additive, is shown over it; an animation that shows nothing at t
 *  (before it begins, or after it ends without a fill) is skipped. previous_model_value (the value
 *  before the model value was last set) may be NULL. animations may be NULL when animation_count
 *  is 0. Every handle is checked: KN_ERROR_NULL_POINTER or KN_ERROR_INVALID_HANDLE naming its index
 *  (nothing written). KN_ERROR_OVERFLOW when a component of the result is beyond the range of
 *  double. Cost: the sum of the animations' kn_*_animation_value costs plus the lookup of each
 *  handle; no allocation. Measured with three animations (a spring, a basic animation, an additive
 *  one; bench rows c-api-call-presentation-vector, -transform, -color, medians on the loaded test
 *  machine): a point 0.4–0.8 us (AnimatedProperty in Swift 0.3–0.7 us), a transform 2.0 us
 *  (Swift 1.1–2.2 us), a color in Oklab 1.0 us (Swift 1.0 us), the same bits. The vector form takes the property's `dimension` (1 to 4); every
 *  animation must animate that many doubles (KN_ERROR_SIZE). */
kn_status kn_vector_presentation_value(const double *model_value,
                                       const double *previous_model_value, size_t dimension,
                                       const kn_vector_animation *const *animations,
                                       size_t animation_count, double t, double *out_value);
/** The presentation value of a transform property (16 doubles) into out_matrix[16]. */
kn_status kn_transform_presentation_value(const double *model_value,
                                          const double *previous_model_value,
                                          const kn_transform_animation *const *animations,
                                          size_t animation_count, double t, double *out_matrix);
/** The presentation value of a color property (4 doubles) into out_color[4]. */
kn_status kn_color_presentation_value(const double *model_value,
                                      const double *previous_model_value,
                                      const kn_color_animation *const *animations,
                                      size_t animation_count, double t, double *out_color);

/* Keyframe and value-function animations in the stacks. A keyframe animation (CAKeyframeAnimation)
 * is a transform or color track played by a media timing: its value at parent time t is the
 * track's value at the iteration's progress, shown over the value underneath when additive, moved
 * on by the change of the track (last value minus first) per completed iteration when cumulative.
 * A value-function animation (CAPropertyAnimation.valueFunction) animates an angle, factors or
 * offsets with a vector animation of 1 or 3 doubles and shows the transform the function makes of
 * its value (so rotateZ animated from 0 to 4*pi turns twice); the vector animation's unset
 * endpoints resolve to the function's neutral input (0 for rotations and translations, 1 for
 * scales), and where it shows nothing, nothing shows. Both come back as the animation handle of
 * their value, as a spring animation does: kn_transform_animation_value / kn_color_animation_value
 * evaluate them, the presentation stacks take them beside basic and spring animations, and
 * kn_transform_animation_destroy / kn_color_animation_destroy release them. The new animation
 * keeps its own copy of what it needs: the track or input handle may be destroyed afterwards. A
 * handle of another value (a color track for a transform animation, a transform animation in a
 * color stack) is KN_ERROR_INVALID_HANDLE, naming the kind it is. */

/** The timing of a keyframe animation. */
typedef struct kn_keyframe_animation_desc {
  kn_media_timing timing; /**< When and how often it runs (kn_media_timing_init for defaults). */
  int additive;           /**< Non-zero: shown over the value underneath. */
  int cumulative;         /**< Non-zero: each iteration starts where the previous one ended. */
} kn_keyframe_animation_desc;

/** A keyframe animation of the transforms of `track`. KN_ERROR_INVALID_ARGUMENT for an invalid
 *  timing. Cost: O(1) (the track's prepared segments are shared, not copied). Per call in a stack
 *  or through kn_transform_animation_value: the track's value (a segment search, a slerp and a
 *  recomposition) plus the timing; no allocation; the handle holds the animation by reference, so
 *  an evaluation copies none of the track's arrays, and the value is written once, unchecked (the
 *  Swift animation throws where it would not be finite). Measured (bench row
 *  c-api-call-transform-keyframe-animation, C over the Swift call in one full bench run on a
 *  quiet machine): 1.02x (312 ns against 307; the Swift call reading `underlying` from the C
 *  buffer, row floor-swift-scalar-reading-c, 299 ns). */
kn_status kn_transform_keyframe_animation_create(const kn_transform_track *track,
                                                 const kn_keyframe_animation_desc *desc,
                                                 kn_transform_animation **out_animation);
/** A keyframe animation of the colors of `track`, as kn_transform_keyframe_animation_create. */
kn_status kn_color_keyframe_animation_create(const kn_color_track *track,
                                             const kn_keyframe_animation_desc *desc,
                                             kn_color_animation **out_animation);
/** A value-function animation: the value function `name` (as kn_value_function_transform) of the
 *  value of `input`, a vector animation (basic or spring) of 1 doubles (3 for scale and
 *  translate), replacing the transform underneath or, when `additive` is non-zero, concatenated
 *  before it. KN_ERROR_INVALID_ARGUMENT for an unknown name, KN_ERROR_SIZE for an input of
 *  another dimension. Per call: the vector animation's value plus the function (one sine and
 *  cosine for rotations); no allocation. The handle holds a concrete type that calls the vector
 *  animation directly (through the handle's protocol, a generic ValueFunctionAnimation was entered
 *  at its generic entry point, which looked up its specialization's metadata on every call).
 *  The function's transform is written straight to out_matrix where it is made (no optional
 *  transform returned and copied), unchecked: the function refuses a transform that is not finite.
 *  Measured (bench row c-api-call-value-function-animation, rotateZ, additive, one full bench run
 *  on a quiet machine): 186 ns against 170 ns for the Swift ValueFunctionAnimation of a Double
 *  animation, 1.10x; the rest is the handle lookup, reading and checking the 16 underlying
 *  doubles and the call through the handle's existential: the Swift call reading `underlying`
 *  from the same C buffer (row floor-swift-scalar-reading-c) measures 173 ns. */
kn_status kn_value_function_animation_create(const char *name, const kn_vector_animation *input,
                                             int additive,
                                             kn_transform_animation **out_animation);
/** A keyframe animation (CAKeyframeAnimation) of the vectors of `track`, a kn_keyframe_track of 1
 *  to 4 doubles per value (opacity, a point, a size, a rectangle) in any of its modes, played by
 *  desc's timing, additive and cumulative as kn_transform_keyframe_animation_create; it comes back
 *  as a kn_vector_animation handle, evaluated by kn_vector_animation_value, stacked by
 *  kn_vector_presentation_value beside basic and spring animations of the same dimension (another
 *  dimension there is KN_ERROR_SIZE), usable as the input of kn_value_function_animation_create,
 *  and released by kn_vector_animation_destroy; `track` may be destroyed afterwards.
 *  KN_ERROR_SIZE for a track of more than 4 doubles per value, KN_ERROR_INVALID_HANDLE for another
 *  handle (a kn_transform_track), KN_ERROR_INVALID_ARGUMENT for an invalid timing. Cost: the
 *  track built once more as the Swift TypedKeyframeTrack of its vector type (as
 *  kn_keyframe_track_create). Per call: the track's value (a segment search and one blend per
 *  component) plus the timing, the Swift KeyframeAnimation of Double, SIMD2, SIMD3 or SIMD4 with
 *  the same bits; no allocation. Measured (bench row c-api-call-vector-keyframe-animation, a
 *  4-key cubic track of points, 4 runs alternated on a quiet machine): 1.10-1.15x the Swift call
 *  (187-194 ns against 168-171). */
kn_status kn_vector_keyframe_animation_create(const kn_keyframe_track *track,
                                              const kn_keyframe_animation_desc *desc,
                                              kn_vector_animation **out_animation);

/* ---- CSS transform lists ------------------------------------------------------------------ */

/** The transform a CSS `transform` property value describes (CSS Transforms 1 and 2), into
 *  out_matrix[16] (row-major m11..m44, as the other transform calls): `none`, or a list of matrix,
 *  matrix3d, translate, translateX/Y/Z, translate3d, scale, scaleX/Y/Z, scale3d, rotate,
 *  rotateX/Y/Z, rotate3d, skew, skewX/Y and perspective functions, composed as CSS composes them
 *  (the last function is applied to a point first). Lengths in px, angles in deg, rad, grad or
 *  turn (a unitless 0 for either), scale factors as numbers or percentages; names and units are
 *  case-insensitive. Percentages of a translation (they need the element's box), calc() and other
 *  units are refused. KN_ERROR_PARSE with "at character N: expected …, found '…'" (1-based, in
 *  Unicode scalars) for malformed text, a number beyond the range of double or a product that
 *  overflows; nothing written then. Cost: O(length), with small allocations (about 40 for a list
 *  of four functions): 6–10 us per text of 1 to 4 functions on the loaded test machine, what the
 *  Swift parse costs (bench row c-api-call-transform-css). Parse once, not per frame. */
kn_status kn_transform3d_parse_css(const char *css, double *out_matrix);
/* ---- Layers: transitions and gradients (docs/transitions.md, docs/layers.md) ---------------- */

/** CATransition's types. */
typedef enum kn_transition_type {
  KN_TRANSITION_FADE = 0,    /**< Cross-dissolve (Core Animation's default). */
  KN_TRANSITION_MOVE_IN = 1, /**< The new content slides in over the old. */
  KN_TRANSITION_PUSH = 2,    /**< The new content pushes the old out. */
  KN_TRANSITION_REVEAL = 3   /**< The old content slides away from the new. */
} kn_transition_type;

/** The edge a transition comes from (y-down coordinates). */
typedef enum kn_transition_subtype {
  KN_TRANSITION_FROM_RIGHT = 0,
  KN_TRANSITION_FROM_LEFT = 1,
  KN_TRANSITION_FROM_TOP = 2,
  KN_TRANSITION_FROM_BOTTOM = 3
} kn_transition_subtype;

/** A CATransition: start_progress and end_progress in [0, 1] with end ≥ start (Core Animation's
 *  defaults 0 and 1), its media timing, and the timing function (NULL: linear, as Core
 *  Animation). */
typedef struct kn_transition {
  kn_transition_type type;
  kn_transition_subtype subtype;
  double start_progress;
  double end_progress;
  kn_media_timing timing;
  const kn_timing_function *timing_function; /**< Read during the call only; NULL: linear. */
} kn_transition;

/** The old and new content of a transition at one time: offsets in the layer's units and
 *  opacities. Where the transition shows nothing (visible == 0) the doubles are NaN. */
typedef struct kn_transition_frame {
  int visible;     /**< Non-zero while the transition shows (active or filled). */
  int new_on_top;  /**< Non-zero when the new content is drawn over the old (all but reveal). */
  double progress; /**< start + (end − start)·timing(fraction). */
  double old_x, old_y, old_opacity;
  double new_x, new_y, new_opacity;
} kn_transition_frame;

/** The frame of `transition` at parent time t for a layer of width × height (finite, ≥ 0).
 *  KN_ERROR_INVALID_ARGUMENT for an invalid transition, timing, timing function or size.
 *  Cost: validates the transition, its timing and its timing function on every call (O(1), no
 *  allocation but a linear() timing function's copy), then one media-timing state, one
 *  timing-function evaluation and six products (Transition.frame(atParentTime:width:height:)). */
kn_status kn_transition_frame_at(const kn_transition *transition, double t, double width, double height,
                                 kn_transition_frame *out_frame);

/** UIView.transition(with:duration:options:animations:)'s transition options (ViewTransitionKind,
 *  docs/transitions.md "UIView transitions"). */
typedef enum kn_view_transition_kind {
  KN_VIEW_TRANSITION_CROSS_DISSOLVE = 0,
  KN_VIEW_TRANSITION_FLIP_FROM_LEFT = 1,
  KN_VIEW_TRANSITION_FLIP_FROM_RIGHT = 2,
  KN_VIEW_TRANSITION_FLIP_FROM_TOP = 3,
  KN_VIEW_TRANSITION_FLIP_FROM_BOTTOM = 4,
  KN_VIEW_TRANSITION_CURL_UP = 5,
  KN_VIEW_TRANSITION_CURL_DOWN = 6
} kn_view_transition_kind;

/** The options' animation curve, UIViewAnimationCurve's values. */
typedef enum kn_view_animation_curve {
  KN_VIEW_CURVE_EASE_IN_OUT = 0, /**< UIKit's default: easeInEaseOut (0.42, 0, 0.58, 1). */
  KN_VIEW_CURVE_EASE_IN = 1,
  KN_VIEW_CURVE_EASE_OUT = 2,
  KN_VIEW_CURVE_LINEAR = 3
} kn_view_animation_curve;

/** The flips' eye distance when the caller has no other (m34 = -1/1000): the model's choice. */
#define KN_VIEW_TRANSITION_DEFAULT_EYE_DISTANCE 1000.0

/** A UIView transition: kind, duration (> 0), delay, repeat count (0: once) and autoreverse (the
 *  options and UIView.modifyAnimations), curve, and the flips' eye distance (finite, at least the
 *  smallest normal double 2.2e-308, so that -1/d is finite). */
typedef struct kn_view_transition {
  kn_view_transition_kind kind;
  double duration;
  double delay;
  double repeat_count;
  int autoreverses;
  kn_view_animation_curve curve;
  double eye_distance;
} kn_view_transition;

/** What the transition shows at one time: the eased progress, which views are drawn and their
 *  opacities; the flips' card angle (radians; NaN for other kinds) and the visible side's
 *  transform about its center (16 doubles row-major, rotation then perspective; the identity for
 *  other kinds); the curls' curl line (y as a fraction of the height from the top; NaN
 *  otherwise). */
typedef struct kn_view_transition_frame {
  double progress;
  int from_visible;
  int to_visible;
  double from_opacity;
  double to_opacity;
  double angle;
  double curl_line;
  double transform[16];
} kn_view_transition_frame;

/** The frame of `transition` at t seconds after the call (ViewTransition.frame(at:)).
 *  KN_ERROR_INVALID_ARGUMENT for an unknown kind or curve, an invalid timing or eye distance;
 *  nothing written then. Cost: validates the description (O(1), no allocation), then one media-
 *  timing state, one curve evaluation and, for a flip, one cosine and one sine. */
kn_status kn_view_transition_frame_at(const kn_view_transition *transition, double t,
                                      kn_view_transition_frame *out_frame);

/** The visible side's transforms of a flip of kind `kind` for `count` progress values in [0, 1]:
 *  16 doubles per value into out_matrices (16·count), each equal bit for bit to
 *  kn_view_transition_frame_at's transform at that progress; the identity for the other kinds.
 *  KN_ERROR_INVALID_ARGUMENT naming the first progress outside [0, 1] or NaN, or an invalid eye
 *  distance; nothing written then. Cost: one cosine and one sine per value, no allocation (bench
 *  row flip-transforms-batch). */
kn_status kn_view_transition_flip_transforms(kn_view_transition_kind kind, double eye_distance,
                                             const double *progress, double *out_matrices, size_t count);

/** The shapes of a CAGradientLayer. */
typedef enum kn_gradient_type {
  KN_GRADIENT_AXIAL = 0,  /**< Along the line from start to end (default). */
  KN_GRADIENT_RADIAL = 1, /**< Ellipse centered at start, radii |end − start| per axis. */
  KN_GRADIENT_CONIC = 2   /**< Around start, from the direction of end, clockwise (y down). */
} kn_gradient_type;

/** A CAGradientLayer. colors: 4 doubles per color (red, green, blue gamma-encoded sRGB, alpha
 *  straight in [0, 1]); locations: one per color, finite and strictly increasing, or NULL for
 *  evenly spaced. Core Animation's interpolation as the model takes it is KN_COLOR_SPACE_SRGB with
 *  KN_ALPHA_STRAIGHT (a zeroed desc gives premultiplied alpha: set alpha_mode). */
typedef struct kn_gradient_desc {
  const double *colors;
  const double *locations;
  size_t color_count;
  double start_x, start_y; /**< Unit coordinates; Core Animation's default (0.5, 0). */
  double end_x, end_y;     /**< Core Animation's default (0.5, 1). */
  kn_gradient_type type;
  kn_color_space space;
  kn_alpha_mode alpha_mode;
} kn_gradient_desc;

/** The color (4 doubles) at the point (x, y) of the unit square. Cost: builds the gradient on
 *  every call (O(color_count), one allocation per color pair for the prepared blends), then
 *  O(log color_count) (GradientLayer.color(at:)). */
kn_status kn_gradient_color_at(const kn_gradient_desc *desc, double x, double y, double *out_rgba);

/** The colors at the pixel centers ((i + 0.5)/width, (j + 0.5)/height) of a width × height grid,
 *  4 doubles per pixel, row by row from the top: out_rgba holds 4·width·height doubles. Each pixel
 *  equals kn_gradient_color_at bit for bit; large grids run on several threads (see
 *  kn_set_max_threads). Cost: one gradient construction, then O(log color_count) per pixel
 *  (bench rows gradient-colors). */
kn_status kn_gradient_colors_grid(const kn_gradient_desc *desc, size_t width, size_t height,
                                  double *out_rgba);

/* ---- Interactive transitions ------------------------------------------------------------- */

/** An opaque, immutable UIPercentDrivenInteractiveTransition replayed from its events
 *  (InteractiveTransition, docs/interactive-transitions.md). */
typedef struct kn_interactive_transition kn_interactive_transition;

/** The calls a gesture makes on an interactive transition. */
typedef enum kn_transition_event {
  KN_TRANSITION_UPDATE = 0, /**< updateInteractiveTransition(values[i]): percent, clamped to [0, 1]. */
  KN_TRANSITION_PAUSE = 1,  /**< pauseInteractiveTransition: holds; stops a running completion. */
  KN_TRANSITION_FINISH = 2, /**< finishInteractiveTransition: the rest runs to 1. */
  KN_TRANSITION_CANCEL = 3  /**< cancelInteractiveTransition: the rest runs back to 0. */
} kn_transition_event;

/** completionCurve (UIView.AnimationCurve). */
typedef enum kn_completion_curve {
  KN_COMPLETION_EASE_IN_OUT = 0, /**< UIKit's default: cubic-bezier(0.42, 0, 0.58, 1). */
  KN_COMPLETION_EASE_IN = 1,     /**< cubic-bezier(0.42, 0, 1, 1). */
  KN_COMPLETION_EASE_OUT = 2,    /**< cubic-bezier(0, 0, 0.58, 1). */
  KN_COMPLETION_LINEAR = 3
} kn_completion_curve;

/** Replays count events: kinds[i] at times[i] (non-decreasing), values[i] the percent of an
 *  update (values may be NULL when no event is an update). After finish or cancel the rest runs
 *  remaining · duration / completion_speed seconds with the completion curve, fresh from the
 *  current progress; only a pause is accepted while it runs (the re-grab).
 *  KN_ERROR_INVALID_ARGUMENT (the message names the event) for a NaN, infinite or non-positive
 *  duration or speed, a NaN or infinite time or percent, times out of order, a call its phase
 *  does not allow or an event after the end, an unknown kind or curve.
 *  Cost: O(count), one animator transition per event (bench row
 *  interactive-transition/construct-32-events). */
kn_status kn_interactive_transition_create(double duration, double completion_speed,
                                           kn_completion_curve curve,
                                           const kn_transition_event *kinds, const double *times,
                                           const double *values, size_t count,
                                           kn_interactive_transition **out_transition);

/** Releases a transition. NULL is ignored (KN_OK); a handle that is not live gives
 *  KN_ERROR_INVALID_HANDLE. */
kn_status kn_interactive_transition_destroy(kn_interactive_transition *transition);

/** The progress (percentComplete) at time t (finite): 0 before the first event, exactly 1 or 0
 *  once a completion has ended. Cost: O(log count) and one curve solve (bench row
 *  interactive-transition/progress-scalar). */
kn_status kn_interactive_transition_progress(const kn_interactive_transition *transition,
                                             double t, double *out_progress);

/** The progress at count times into out_progress, equal to kn_interactive_transition_progress
 *  bit for bit (NaN times give NaN). Cost: one curve solve per time; sorted times find their
 *  event by a forward step (bench row interactive-transition/progress-batch). */
kn_status kn_interactive_transition_progress_array(const kn_interactive_transition *transition,
                                                   const double *times, double *out_progress,
                                                   size_t count);

/** The completion that ends the transition: its start (the finish or cancel call) and end times,
 *  and *out_finishes 1 (ends at 1) or 0 (ends at 0). KN_ERROR_NO_SOLUTION when the events leave
 *  the transition interactive. Cost: O(1). */
kn_status kn_interactive_transition_completion(const kn_interactive_transition *transition,
                                               double *out_start, double *out_end,
                                               int *out_finishes);
/* ---- Layers: replicators (docs/layers.md, "Replicator") -------------------------------------- */

/** A CAReplicatorLayer behind a handle: the validated layer with the powers of its instance
 *  transform prepared. Thread-safe to read from several threads at once. */
typedef struct kn_replicator kn_replicator;

/** A CAReplicatorLayer. Core Animation's defaults: instance_count 1, instance_delay 0,
 *  instance_transform the identity, instance_color opaque white {1, 1, 1, 1}, offsets 0 (a
 *  zeroed desc is not the default: set the transform and color). */
typedef struct kn_replicator_desc {
  size_t instance_count;         /**< Copies drawn, the source included (0 draws nothing). */
  double instance_delay;         /**< Seconds between successive instances' animations; finite. */
  double instance_transform[16]; /**< Row-major m11..m44, the step from one instance to the next. */
  double instance_color[4];      /**< Red, green, blue, alpha in [0, 1]: multiplies the content. */
  double red_offset, green_offset, blue_offset, alpha_offset; /**< Added per instance; finite. */
} kn_replicator_desc;

/** Validates `desc` and prepares the powers of its transform (O(log instance_count) matrix
 *  products; a similarity of the plane — rotation about z, scale, translation — also prepares its
 *  closed form). KN_ERROR_INVALID_ARGUMENT for a non-finite delay, offset or transform element or
 *  a color outside [0, 1]; KN_ERROR_OVERFLOW when a power the instances need overflows (a scale
 *  of 2 for 2000 instances); KN_ERROR_SIZE for an instance_count above SIZE_MAX/2. Cost: 1–4 us
 *  with destroy for 10,000 instances on the loaded test machine, 8 allocations (bench row
 *  c-api-call-replicator). */
kn_status kn_replicator_create(const kn_replicator_desc *desc, kn_replicator **out_replicator);

/** Releases the replicator; NULL is a no-op. */
kn_status kn_replicator_destroy(kn_replicator *replicator);

/** The transform of instance `index` (the instance transform composed index times; the identity
 *  for instance 0) into out_matrix[16], row-major. KN_ERROR_INVALID_ARGUMENT for an index outside
 *  0..instance_count-1, KN_ERROR_OVERFLOW when an element is beyond the range of double. Cost:
 *  O(1) for a pure translation or a similarity of the plane (about 100 ns on the loaded test
 *  machine, bench row c-api-call-replicator), O(log index) products otherwise; no allocation. */
kn_status kn_replicator_instance_transform(const kn_replicator *replicator, size_t index, double *out_matrix);

/** Every instance's transform, 16 doubles per instance, instance 0 first: out_matrices holds
 *  16·count doubles and count must be the instance count (KN_ERROR_SIZE otherwise). Each equals
 *  kn_replicator_instance_transform bit for bit. KN_ERROR_OVERFLOW at the first instance that
 *  overflows (the instances before it are written). Cost: one matrix product per instance, or the
 *  closed form: 55–160 ns per instance on the loaded test machine (bench rows
 *  replicator-transforms, c-api-call-replicator); colors 2–10 ns, local times 1–4 ns. */
kn_status kn_replicator_instance_transforms(const kn_replicator *replicator, double *out_matrices, size_t count);

/** The color of instance `index` into out_rgba[4]: instance_color + index·offsets, each
 *  component clamped to [0, 1]. KN_ERROR_INVALID_ARGUMENT for an index out of range. */
kn_status kn_replicator_instance_color(const kn_replicator *replicator, size_t index, double *out_rgba);

/** Every instance's color, 4 doubles per instance: out_rgba holds 4·count doubles, count the
 *  instance count. Each equals kn_replicator_instance_color bit for bit. */
kn_status kn_replicator_instance_colors(const kn_replicator *replicator, double *out_rgba, size_t count);

/** The local time of instance `index` at parent time t: t − index·instance_delay, what an
 *  animation on the replicated content sees (hand it to kn_media_timing_state_at as the parent
 *  time). KN_ERROR_INVALID_ARGUMENT for a t that is not finite or an index out of range,
 *  KN_ERROR_OVERFLOW when the time is beyond the range of double. */
kn_status kn_replicator_instance_time(const kn_replicator *replicator, size_t index, double t, double *out_time);

/** Every instance's local time at parent time t into out_times[count], count the instance
 *  count; each equals kn_replicator_instance_time bit for bit. */
kn_status kn_replicator_instance_times(const kn_replicator *replicator, double t, double *out_times, size_t count);

/** The single-precision form of kn_replicator_instance_transforms: 16 floats per instance, each the
 *  double element rounded once, so each equals (float) of kn_replicator_instance_transform's
 *  element bit for bit. The statuses and messages of the double call, and KN_ERROR_OVERFLOW when
 *  an element's double is finite but beyond float's range (the elements are still written; that
 *  one rounded to ±infinity). Cost: the double call's work plus one rounding per element and one
 *  pass over the output bits: 37.9–38.1 ns per instance against 37.3–37.9 for doubles, alternated
 *  on an idle machine before that pass was added (it reads 16 floats, about 0.1 ns each: bench row
 *  c-api-call-replicator, c-instance-transforms-f-per-instance); no allocation. */
kn_status kn_replicator_instance_transforms_f(const kn_replicator *replicator, float *out_matrices, size_t count);

/* ---- Layers: transactions (docs/layers.md, "Transaction") ------------------------------------ */

/** A committed CATransaction tree behind a handle: which keys animate, from what to what, with
 *  which settings, and when the completion blocks run. */
typedef struct kn_transaction kn_transaction;

/** What one step of a transaction script does, in the order an app calls CATransaction. */
typedef enum kn_transaction_op_kind {
  KN_TRANSACTION_BEGIN = 0,               /**< CATransaction.begin(): opens a nested transaction. */
  KN_TRANSACTION_COMMIT = 1,              /**< CATransaction.commit(): closes the innermost one. */
  KN_TRANSACTION_SET_DURATION = 2,        /**< setAnimationDuration(duration), finite and >= 0. */
  KN_TRANSACTION_SET_TIMING_FUNCTION = 3, /**< setAnimationTimingFunction(*timing_function). */
  KN_TRANSACTION_SET_DISABLE_ACTIONS = 4, /**< setDisableActions(disable_actions != 0). */
  KN_TRANSACTION_SET_COMPLETION = 5,      /**< setCompletionBlock: the transaction has one. */
  KN_TRANSACTION_CHANGE = 6               /**< A property `key` set from old_value to new_value. */
} kn_transaction_op_kind;

/** One step of a script. Ops before the first BEGIN (and after the last COMMIT) belong to the
 *  outermost transaction, Core Animation's implicit one; a setter sets the innermost open
 *  transaction's setting for all its changes (the last call wins). Only the fields of the op's
 *  kind are read, during kn_transaction_create only. */
typedef struct kn_transaction_op {
  kn_transaction_op_kind kind;
  double duration;                           /**< SET_DURATION. */
  int disable_actions;                       /**< SET_DISABLE_ACTIONS. */
  const kn_timing_function *timing_function; /**< SET_TIMING_FUNCTION. */
  const char *key;                           /**< CHANGE: a non-empty UTF-8 name. */
  const double *old_value;                   /**< CHANGE: dimension doubles, finite. */
  const double *new_value;                   /**< CHANGE: dimension doubles, finite. */
  size_t dimension;                          /**< CHANGE: >= 1, the same for every change of a key. */
} kn_transaction_op;

/** Runs the script ops[0..op_count-1], commits the outermost transaction at commit_time and keeps
 *  the result. Rules (docs/layers.md, "Transaction"): settings resolve from the inside out (0.25 s,
 *  actions enabled and the system curve (0.25, 0.1, 0.25, 1) by default); each key gets at most one
 *  animation, from its value before its first change to its last value, with the settings of its
 *  last change made with actions enabled and a duration > 0, beginning at commit_time.
 *  KN_ERROR_INVALID_ARGUMENT with "op N: …" for an invalid op (unknown kind, a negative duration, an
 *  empty key, a non-finite value, a COMMIT with no BEGIN open, a key that changes dimension) or
 *  BEGINs left open; KN_ERROR_NULL_POINTER for a NULL key, value or timing function;
 *  KN_ERROR_SIZE for a dimension whose byte size overflows. Cost: O(ops + total dimension): the
 *  Swift build and commit, plus each change's two values copied from C and the handle (the box
 *  and one allocation for its keys, names, completions and the values of the keys shown at once;
 *  the transaction tree on the stack, which also times the completion blocks, so the commit keeps
 *  no map of them by index path). A cubic Bezier whose control points are bit for bit those of a
 *  named curve (kn_bezier_named) is that curve, built once and shared. For 12 ops and 3 keys: 30
 *  allocations against 27 for the Swift build from literals and 33 for the same build from the
 *  script's C strings, arrays and curve control points; 3.08 us against 2.85 us and 3.27 us
 *  (1.08x and 0.94x, bench row c-api-call-transaction, minimums of 5 runs alternated): the copies
 *  out of C memory cost 1.15x the literal build, and the call wins part of it back on the curve
 *  and the completions. Build it once per commit, not per frame. */
kn_status kn_transaction_create(const kn_transaction_op *ops, size_t op_count, double commit_time,
                                kn_transaction **out_transaction);

/** Releases the transaction and the key strings it gave; NULL is a no-op. */
kn_status kn_transaction_destroy(kn_transaction *transaction);

/** How many keys the transaction changed (animated or not). */
kn_status kn_transaction_key_count(const kn_transaction *transaction, size_t *out_count);

/** One changed key. The animated keys come first, in the order of their first change, then the
 *  keys whose new value shows at once (every change of them made with actions disabled or a zero
 *  duration), in the same order. */
typedef struct kn_transaction_key {
  const char *key;    /**< Owned by the handle: valid until kn_transaction_destroy. */
  size_t dimension;   /**< Components of the key's values. */
  int animated;       /**< Non-zero when an implicit animation runs. */
  double begin_time;  /**< The commit time. */
  double duration;    /**< The animation's duration; 0 when not animated. */
  double end_time;    /**< begin_time + duration: when the new value is reached. */
  int64_t settings_begin_op;  /**< The BEGIN op of the transaction whose settings it took; -1:
                                   the outermost (also for a key not animated). */
  int64_t timing_function_op; /**< The SET_TIMING_FUNCTION op whose function it uses; -1: the
                                   default curve (also for a key not animated). */
} kn_transaction_key;

/** Key `index` (0..count-1). KN_ERROR_INVALID_ARGUMENT for an index out of range. */
kn_status kn_transaction_key_at(const kn_transaction *transaction, size_t index, kn_transaction_key *out_key);

/** The key's value before the transaction (out_from) and its new model value (out_to), each of
 *  `dimension` doubles, which must be the key's dimension (KN_ERROR_SIZE otherwise). */
kn_status kn_transaction_key_values(const kn_transaction *transaction, size_t index, double *out_from,
                                    double *out_to, size_t dimension);

/** The key's presented value at parent time t (finite) into out_value[dimension]: the implicit
 *  animation's value while it runs (*out_active = 1), else the new model value (*out_active = 0;
 *  out_active may be NULL). Cost: one media-timing state, one timing-function evaluation and
 *  O(dimension), with one allocation for the value: 0.3–1.4 us on the loaded test machine (bench
 *  row c-api-call-transaction). */
kn_status kn_transaction_key_value(const kn_transaction *transaction, size_t index, double t, double *out_value,
                                   size_t dimension, int *out_active);

/** How many transactions of the script had a completion block. */
kn_status kn_transaction_completion_count(const kn_transaction *transaction, size_t *out_count);

/** When a completion block runs: after the last animation added by its transaction or by one
 *  nested in it ends, or at the commit time when there is none. */
typedef struct kn_transaction_completion {
  int64_t begin_op; /**< The BEGIN op of the transaction; -1: the outermost. */
  double time;      /**< When the block runs, in parent time. */
} kn_transaction_completion;

/** Completion `index`, in the order of the transactions' BEGIN ops (the outermost first). */
kn_status kn_transaction_completion_at(const kn_transaction *transaction, size_t index,
                                       kn_transaction_completion *out_completion);

/** When the last implicit animation ends (the commit time when none runs): the outermost
 *  transaction's completion time. */
kn_status kn_transaction_finish_time(const kn_transaction *transaction, double *out_time);
/* ---- Particles: CAEmitterLayer as a pure function of time (docs/particles.md) ---------------- */

/** An emitter layer: its cells, validated once, whose particles at any time are a pure function of
 *  (emitter, seed, particle, t). A handle like the others (see "Handles"): several threads may
 *  read one emitter at once. */
typedef struct kn_emitter kn_emitter;

/** The emission shapes (CAEmitterLayer's emitterShape). */
typedef enum kn_emitter_shape {
  KN_EMITTER_SHAPE_POINT = 0,
  KN_EMITTER_SHAPE_LINE = 1,
  KN_EMITTER_SHAPE_RECTANGLE = 2,
  KN_EMITTER_SHAPE_CIRCLE = 3,
  KN_EMITTER_SHAPE_CUBOID = 4,
  KN_EMITTER_SHAPE_SPHERE = 5
} kn_emitter_shape;

/** Where on the shape particles start (emitterMode); Core Animation's default is VOLUME. */
typedef enum kn_emitter_mode {
  KN_EMITTER_MODE_POINTS = 0,
  KN_EMITTER_MODE_OUTLINE = 1,
  KN_EMITTER_MODE_SURFACE = 2,
  KN_EMITTER_MODE_VOLUME = 3
} kn_emitter_mode;

/** How directions spread about the emission direction: SPACE, uniform on the 3-D cone of
 *  emission_range; PLANE, uniform in angle in the xy-plane. */
typedef enum kn_emission_space {
  KN_EMISSION_SPACE = 0,
  KN_EMISSION_PLANE = 1
} kn_emission_space;

/** One cell (CAEmitterCell), in a flat array: `parent` is the index of the cell it rides on (a
 *  sub-emitter), or -1 for a cell of the layer; a parent comes before its children, and siblings
 *  keep their order in the array. Ranges are half-widths; color components are red, green, blue,
 *  alpha. Core Animation's defaults are 0 except scale = 1 and color = {1, 1, 1, 1} (a zeroed
 *  struct has scale 0 and a transparent black color: set them). */
typedef struct kn_emitter_cell_desc {
  int64_t parent;
  double birth_rate, lifetime, lifetime_range;
  double velocity, velocity_range;
  double emission_longitude, emission_latitude, emission_range;
  double acceleration[3];
  double spin, spin_range;
  double scale, scale_range, scale_speed;
  double color[4], color_range[4], color_speed[4];
  double begin_time, duration; /**< duration 0: for ever. */
} kn_emitter_cell_desc;

/** The layer (CAEmitterLayer). birth_rate, lifetime, velocity, scale and spin multiply every
 *  cell's (Core Animation's defaults: 1 each; a zeroed struct emits nothing). timing may be NULL
 *  (the emitter's time is the parent time). */
typedef struct kn_emitter_desc {
  double position_x, position_y, z_position;
  double size_width, size_height, depth;
  kn_emitter_shape shape;
  kn_emitter_mode mode;
  kn_emission_space space;
  double birth_rate, lifetime, velocity, scale, spin;
  uint32_t seed;
  const kn_media_timing *timing;
  const kn_emitter_cell_desc *cells;
  size_t cell_count;
} kn_emitter_desc;

/** The columns of the particle buffers: with capacity n, column c fills out[c·n ... c·n + count):
 *  position x, y, z; velocity x, y, z; scale; rotation; red, green, blue, alpha; age; lifetime
 *  fraction; cell (its index in the flat cells array). */
#define KN_EMITTER_COLUMNS 15

/** Validates desc and creates an emitter. KN_ERROR_INVALID_ARGUMENT with a message for a NaN or
 *  infinite number, a negative rate, lifetime, range, size or duration, a parent index that is
 *  not an earlier cell, cells nested deeper than 4 levels, more than 256 cells. Cost: O(cell_count)
 *  (the cells' shared values computed once). */
kn_status kn_emitter_create(const kn_emitter_desc *desc, kn_emitter **out_emitter);

/** Destroys the emitter; NULL is a no-op. */
kn_status kn_emitter_destroy(kn_emitter *emitter);

/** The number of live particles at parent time t. KN_ERROR_INVALID_ARGUMENT for a non-finite t or
 *  a time whose rates and lifetimes give more than 2^31 - 1 particles to visit. Cost: one
 *  lifetime draw per candidate particle (about the live count; on several threads when large). */
kn_status kn_emitter_live_count(const kn_emitter *emitter, double t, size_t *out_count);

/** Writes every live particle at parent time t into out_columns (KN_EMITTER_COLUMNS·capacity
 *  doubles, struct of arrays as above) and their number to out_count. KN_ERROR_SIZE (nothing
 *  written) when more than capacity particles are live: ask kn_emitter_live_count first. The
 *  values are the same bits on any number of threads (kn_set_max_threads). Cost: O(live) — a few
 *  hundred ns per live particle on one core in the bench rows particles (a loaded machine), about
 *  1/60 of stepping the same system at 60 Hz to t = 10 s; split across cores above about 100 µs.
 *  The emitter keeps its batch storage from call to call: on one thread a call allocates nothing
 *  once warm (a call made while another thread uses the same emitter takes storage of its own).
 *  Never ±inf or NaN with KN_OK: KN_ERROR_OVERFLOW (out_count not written, the columns hold what
 *  was computed) when a live particle's value lies beyond the range of the output type — a speed,
 *  acceleration, scale speed or spin too large for t, or a drawn value beyond the range; the
 *  message names the column, the cell (its index in cells) and t, for the first such particle in
 *  output order, the same on any number of threads. */
kn_status kn_emitter_particles(const kn_emitter *emitter, double t, double *out_columns,
                               size_t capacity, size_t *out_count);

/** As kn_emitter_particles, each value rounded once to float (KN_ERROR_OVERFLOW also for a value
 *  finite as a double but beyond FLT_MAX). */
kn_status kn_emitter_particles_f(const kn_emitter *emitter, double t, float *out_columns,
                                 size_t capacity, size_t *out_count);

#ifdef __cplusplus
}
#endif

#endif /* KINETICS_H */
