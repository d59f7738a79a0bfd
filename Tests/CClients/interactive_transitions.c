/* Replays an interactive transition through kinetics.h (kn_interactive_transition_…) and prints
 * "name,value" lines for the Swift test to compare with InteractiveTransition. Exits non-zero when
 * a call that must fail does not (or one that must succeed fails), naming the check by its exit
 * code. */
#include <kinetics.h>
#include <math.h>
#include <stdio.h>

int main(void) {
  /* Drag to 0.2 and 0.6, finish at 0.5 s, pause at 0.55 s, drag to 0.3, cancel at 0.8 s. */
  const kn_transition_event kinds[] = {KN_TRANSITION_UPDATE, KN_TRANSITION_UPDATE, KN_TRANSITION_FINISH,
                                       KN_TRANSITION_PAUSE, KN_TRANSITION_UPDATE, KN_TRANSITION_CANCEL};
  const double times[] = {0.1, 0.4, 0.5, 0.55, 0.7, 0.8};
  const double values[] = {0.2, 0.6, 0, 0, 0.3, 0};
  kn_interactive_transition *transition = NULL;
  if (kn_interactive_transition_create(0.8, 1.5, KN_COMPLETION_EASE_OUT, kinds, times, values, 6, &transition) != KN_OK)
    return 10;
  double sample_times[] = {0, 0.2, 0.45, 0.52, 0.6, 0.75, 0.85, 2};
  double progress[8];
  if (kn_interactive_transition_progress_array(transition, sample_times, progress, 8) != KN_OK) return 11;
  for (int i = 0; i < 8; i++) {
    double scalar = 0;
    if (kn_interactive_transition_progress(transition, sample_times[i], &scalar) != KN_OK) return 12;
    if (scalar != progress[i]) return 13;
    printf("progress %.17g,%.17g\n", sample_times[i], progress[i]);
  }
  double start = 0, end = 0;
  int finishes = -1;
  if (kn_interactive_transition_completion(transition, &start, &end, &finishes) != KN_OK) return 14;
  printf("completion,%.17g %.17g %d\n", start, end, finishes);

  /* Hostile input: typed status and a message, nothing created. */
  kn_interactive_transition *bad = NULL;
  const double backwards[] = {0.5, 0.4};
  const kn_transition_event two_updates[] = {KN_TRANSITION_UPDATE, KN_TRANSITION_UPDATE};
  const double percents[] = {0.1, 0.2};
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_EASE_IN_OUT, two_updates, backwards, percents, 2, &bad) !=
      KN_ERROR_INVALID_ARGUMENT || bad != NULL)
    return 20;
  printf("error,%s\n", kn_last_error_message());
  const double nan_percent[] = {0.1, NAN};
  const double forward[] = {0.1, 0.2};
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, two_updates, forward, nan_percent, 2, &bad) !=
      KN_ERROR_INVALID_ARGUMENT)
    return 21;
  if (kn_interactive_transition_create(0, 1, KN_COMPLETION_LINEAR, NULL, NULL, NULL, 0, &bad) != KN_ERROR_INVALID_ARGUMENT)
    return 22;
  if (kn_interactive_transition_create(1, 0, KN_COMPLETION_LINEAR, NULL, NULL, NULL, 0, &bad) != KN_ERROR_INVALID_ARGUMENT)
    return 23;
  if (kn_interactive_transition_create(1, 1, (kn_completion_curve)9, NULL, NULL, NULL, 0, &bad) != KN_ERROR_INVALID_ARGUMENT)
    return 24;
  const kn_transition_event unknown[] = {(kn_transition_event)7};
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, unknown, forward, NULL, 1, &bad) != KN_ERROR_INVALID_ARGUMENT)
    return 25;
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, two_updates, forward, NULL, 2, &bad) != KN_ERROR_NULL_POINTER)
    return 26;
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, two_updates, NULL, percents, 2, &bad) != KN_ERROR_NULL_POINTER)
    return 27;
  const kn_transition_event finish_twice[] = {KN_TRANSITION_FINISH, KN_TRANSITION_FINISH};
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, finish_twice, forward, NULL, 2, &bad) !=
      KN_ERROR_INVALID_ARGUMENT)
    return 28;
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, NULL, NULL, NULL, 0, NULL) != KN_ERROR_NULL_POINTER)
    return 29;
  /* Still interactive: no completion. */
  kn_interactive_transition *open = NULL;
  if (kn_interactive_transition_create(1, 1, KN_COMPLETION_LINEAR, two_updates, forward, percents, 2, &open) != KN_OK)
    return 30;
  if (kn_interactive_transition_completion(open, &start, &end, &finishes) != KN_ERROR_NO_SOLUTION) return 31;
  if (kn_interactive_transition_progress(open, NAN, &start) != KN_ERROR_INVALID_ARGUMENT) return 32;
  if (kn_interactive_transition_progress(open, 0.5, NULL) != KN_ERROR_NULL_POINTER) return 33;
  if (kn_interactive_transition_destroy(open) != KN_OK) return 34;
  if (kn_interactive_transition_progress(open, 0.5, &start) != KN_ERROR_INVALID_HANDLE) return 35;
  if (kn_interactive_transition_destroy(transition) != KN_OK) return 36;
  return 0;
}
