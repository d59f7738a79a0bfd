/* UIView transitions through kinetics.h (kn_view_transition_frame_at, kn_view_transition_flip_
 * transforms): prints "name,values" lines for the Swift test to compare with ViewTransition, and
 * checks that the batch equals the frames bit for bit. Exits non-zero when a call that must fail
 * does not (or one that must succeed fails), naming the check by its exit code. */
#include <kinetics.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

int main(void) {
  kn_view_transition transition = {KN_VIEW_TRANSITION_FLIP_FROM_LEFT, 2.0, 0.5, 0.0, 0, KN_VIEW_CURVE_LINEAR, 800.0};
  kn_view_transition_frame frame;
  /* 1 s after the call: linear progress 0.25, the front side turned by pi/4. */
  if (kn_view_transition_frame_at(&transition, 1.0, &frame) != KN_OK) return 10;
  printf("quarter,%.17g,%d,%d,%.17g,%.17g,%.17g", frame.progress, frame.from_visible, frame.to_visible,
         frame.from_opacity, frame.to_opacity, frame.angle);
  for (int i = 0; i < 16; i++) printf(",%.17g", frame.transform[i]);
  printf("\n");
  /* The batch at the same progress and more: bit for bit the frames' transforms. */
  double progress[5] = {0.0, 0.25, 0.5, 0.75, 1.0};
  double matrices[80];
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_LEFT, 800.0, progress, matrices, 5) != KN_OK)
    return 11;
  if (memcmp(matrices + 16, frame.transform, sizeof frame.transform) != 0) return 12;
  /* A curl: the line and NaN angle; a dissolve: opacities. */
  kn_view_transition curl = transition;
  curl.kind = KN_VIEW_TRANSITION_CURL_UP;
  if (kn_view_transition_frame_at(&curl, 1.5, &frame) != KN_OK) return 13;
  if (!isnan(frame.angle) || frame.curl_line != 0.5 || frame.transform[0] != 1 || frame.transform[11] != 0) return 14;
  kn_view_transition dissolve = transition;
  dissolve.kind = KN_VIEW_TRANSITION_CROSS_DISSOLVE;
  if (kn_view_transition_frame_at(&dissolve, 1.5, &frame) != KN_OK) return 15;
  if (frame.from_opacity != 0.5 || frame.to_opacity != 0.5 || !isnan(frame.curl_line)) return 16;
  /* Hostile input: typed failures, a message, nothing written. */
  kn_view_transition bad = transition;
  bad.eye_distance = 0;
  memset(&frame, 0x7f, sizeof frame);
  if (kn_view_transition_frame_at(&bad, 1.0, &frame) != KN_ERROR_INVALID_ARGUMENT) return 17;
  if (frame.from_visible != 0x7f7f7f7f) return 18;
  printf("error,%s\n", kn_last_error_message());
  bad = transition;
  bad.kind = (kn_view_transition_kind)12;
  if (kn_view_transition_frame_at(&bad, 1.0, &frame) != KN_ERROR_INVALID_ARGUMENT) return 19;
  bad = transition;
  bad.duration = NAN;
  if (kn_view_transition_frame_at(&bad, 1.0, &frame) != KN_ERROR_INVALID_ARGUMENT) return 20;
  bad = transition;
  bad.curve = (kn_view_animation_curve)9;
  if (kn_view_transition_frame_at(&bad, 1.0, &frame) != KN_ERROR_INVALID_ARGUMENT) return 21;
  if (kn_view_transition_frame_at(NULL, 1.0, &frame) != KN_ERROR_NULL_POINTER) return 22;
  if (kn_view_transition_frame_at(&transition, 1.0, NULL) != KN_ERROR_NULL_POINTER) return 23;
  double hostile[2] = {0.5, NAN};
  matrices[0] = 42;
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_TOP, 800.0, hostile, matrices, 2) !=
      KN_ERROR_INVALID_ARGUMENT)
    return 24;
  if (matrices[0] != 42) return 25;
  printf("batch-error,%s\n", kn_last_error_message());
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_TOP, -1.0, progress, matrices, 5) !=
      KN_ERROR_INVALID_ARGUMENT)
    return 26;
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_TOP, 800.0, NULL, matrices, 5) != KN_ERROR_NULL_POINTER)
    return 27;
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_TOP, 800.0, progress, matrices, (size_t)-1) !=
      KN_ERROR_SIZE)
    return 28;
  if (kn_view_transition_flip_transforms(KN_VIEW_TRANSITION_FLIP_FROM_TOP, 800.0, NULL, NULL, 0) != KN_OK) return 29;
  return 0;
}
