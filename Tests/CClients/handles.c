/* Misuses every kind of handle through kinetics.h — use after destroy, double destroy, a handle of
 * another kind, made-up handles — and prints one line per call: "name,status,message". The Swift
 * test checks that each gives KN_ERROR_INVALID_HANDLE with a message naming the function, and that
 * the program ends normally (no signal), also under AddressSanitizer. Exits non-zero when a call
 * that must succeed does not, naming the check by its exit code. */
#include <kinetics.h>
#include <stdint.h>
#include <stdio.h>

static void report(const char *name, kn_status status) {
  printf("%s,%d,%s\n", name, (int)status, status == KN_OK ? "" : kn_last_error_message());
}

int main(void) {
  kn_path *path = NULL;
  if (kn_path_create_svg("M 0 0 L 10 0", &path) != KN_OK) return 10;
  kn_keyframe_track *track = NULL;
  double values[] = {0, 1};
  kn_keyframe_track_desc desc = {0};
  desc.values = values;
  desc.value_count = 2;
  desc.dimension = 1;
  desc.mode = KN_KEYFRAME_LINEAR;
  if (kn_keyframe_track_create(&desc, &track) != KN_OK) return 11;
  kn_linear_stop stops[] = {{0, {0, 0}, 0}, {1, {0, 0}, 0}};
  kn_linear_easing *easing = NULL;
  if (kn_linear_easing_create(stops, 2, &easing) != KN_OK) return 12;
  kn_cubic_bezier params = {0.25, 0.1, 0.25, 1};
  kn_bezier_prepared *prepared = NULL;
  if (kn_bezier_prepared_create(params, &prepared) != KN_OK) return 13;

  double length = 0, out = 0, u = 0.5;
  size_t count = 0;

  /* A handle of another kind (the same bits read as another type). */
  report("path-as-track", kn_keyframe_track_dimension((const kn_keyframe_track *)path, &count));
  report("track-as-path", kn_path_length((const kn_path *)track, &length));
  report("easing-as-prepared", kn_bezier_prepared_progress((const kn_bezier_prepared *)easing, 0.5, &out));
  report("prepared-as-path-destroy", kn_path_destroy((kn_path *)prepared));
  kn_timing_function function = {0};
  function.kind = KN_TIMING_LINEAR;
  function.linear = (const kn_linear_easing *)path;
  report("path-as-linear", kn_timing_progress(&function, 0.5, &out));

  /* Made-up handles: small integers, an address on the stack, all bits set. */
  report("garbage-small", kn_path_length((const kn_path *)(uintptr_t)1, &length));
  report("garbage-stack", kn_path_length((const kn_path *)(void *)&length, &length));
  report("garbage-ones", kn_keyframe_track_value((const kn_keyframe_track *)UINTPTR_MAX, 0.5, &out));
  report("garbage-destroy", kn_keyframe_track_destroy((kn_keyframe_track *)(uintptr_t)0xdeadbeef));

  /* Live handles still work after all that. */
  report("live-path", kn_path_length(path, &length));
  report("live-track", kn_keyframe_track_value(track, 0.5, &out));
  if (out != 0.5) return 14;

  /* Use after destroy, then double destroy, for every kind. */
  report("destroy-path", kn_path_destroy(path));
  report("path-after-destroy", kn_path_length(path, &length));
  report("path-sample-after-destroy", kn_path_sample_paced(path, &u, &out, &length, NULL, KN_ROTATION_AUTO, 1));
  report("path-destroy-twice", kn_path_destroy(path));
  report("destroy-track", kn_keyframe_track_destroy(track));
  report("track-after-destroy", kn_keyframe_track_value(track, 0.5, &out));
  report("track-channel-after-destroy", kn_keyframe_track_channel_array(track, 0, &u, &out, 1));
  report("track-destroy-twice", kn_keyframe_track_destroy(track));
  report("destroy-easing", kn_linear_easing_destroy(easing));
  function.linear = easing;
  report("easing-after-destroy", kn_timing_progress(&function, 0.5, &out));
  report("easing-destroy-twice", kn_linear_easing_destroy(easing));
  report("destroy-prepared", kn_bezier_prepared_destroy(prepared));
  report("prepared-after-destroy", kn_bezier_prepared_progress(prepared, 0.5, &out));
  report("prepared-array-after-destroy", kn_bezier_prepared_progress_array(prepared, &u, &out, 1));
  report("prepared-destroy-twice", kn_bezier_prepared_destroy(prepared));

  /* A new handle may reuse the slot: the old id still fails, the new one works. */
  kn_path *second = NULL;
  if (kn_path_create_svg("M 0 0 L 0 20", &second) != KN_OK) return 15;
  report("stale-after-reuse", kn_path_length(path, &length));
  report("new-after-reuse", kn_path_length(second, &length));
  if (length != 20) return 16;
  report("destroy-null", kn_path_destroy(NULL));
  report("destroy-second", kn_path_destroy(second));
  return 0;
}
