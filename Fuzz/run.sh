#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time or number of inputs.
#
#   Fuzz/run.sh [--list | --build-only] [TARGET...]      (no TARGET: every registered target)
#
# Environment:
#   FUZZ_SECONDS   wall-clock limit per target (default 60)
#   FUZZ_RUNS      input limit per target (default -1: no limit, FUZZ_SECONDS alone stops it)
#   FUZZ_TIMEOUT   seconds one input may take before libFuzzer reports it as a hang (default 10)
#                  (wall-clock: do not pause a running fuzzer with SIGSTOP, to free the machine
#                  for a benchmark say; the input it was running is then reported as a timeout.
#                  Stop it with SIGINT, which ends the run with its statistics, and start again.)
#   FUZZ_CONFIGURATION  release (default) or debug: how the instrumented library objects are built
#                  (measured here: curves-arguments ran ~1000 inputs/s in release, ~115/s in debug,
#                  with the root command alone; with every subcommand merged, 309/s in release on
#                  the loaded machine, 2026-11-21: 10⁷ inputs took about 9 hours on one core;
#                  about 800/s since ArgumentParser is built with coverage only, below)
#   FUZZ_EXTRA     more libFuzzer flags, e.g. "-jobs=2 -workers=2" or "-seed=1"
#
# Why it links by hand (FUZZ_NOTES.md, measured here): SwiftPM cannot link a libFuzzer executable
# target on Linux, so the library targets are built with fuzzer+address instrumentation into
# .build-fuzz, and each target is linked with swiftc from its own file, Fuzz/Support/*.swift and the
# objects its profile needs. Seeds are read from Tests/Fuzz/Corpus/<target>/ (committed, small); what
# the fuzzer finds goes to fuzz-out/ (ignored): corpus/<target>/, artifacts/<target>/ (crash-*,
# timeout-*, oom-* inputs), logs/<target>.log, and summary.csv with one row per target run.
set -euo pipefail
cd "$(dirname "$0")/.."

# One line per fuzz target: "<name> <profile>". The source is Fuzz/<name>.swift, the seeds are
# Tests/Fuzz/Corpus/<name>/, an optional libFuzzer dictionary is Fuzz/<name>.dict. Profiles:
#   kinetics        the Kinetics module (and swift-numerics)
#   linear-algebra  kinetics + KineticsLinearAlgebra + LAPACK/BLAS
#   curves          linear-algebra + ArgumentParser + every source of the curves CLI (its @main is
#                   renamed so that libFuzzer's main is the only one)
TARGETS=(
  "timing-curve-constructors kinetics"
  "curves-arguments curves"
  "tridiagonal-system linear-algebra"
  "spring-constructors kinetics"
  "keyframe-tracks kinetics"
  "timing-functions kinetics"
  "linear-algebra-inputs linear-algebra"
  "svg-path-data kinetics"
  "curves-lists-and-path-sources curves"
  "easing-functions kinetics"
  "css-transforms kinetics"
  "layer-constructors kinetics"
  "interactive-transitions kinetics"
  "emitter-constructors kinetics"
  "trim-animation kinetics"
  "view-transitions kinetics"
)

SECONDS_PER_TARGET="${FUZZ_SECONDS:-60}"
RUNS_PER_TARGET="${FUZZ_RUNS:--1}"
TIMEOUT_PER_INPUT="${FUZZ_TIMEOUT:-10}"
CONFIGURATION="${FUZZ_CONFIGURATION:-release}"
SCRATCH=.build-fuzz
PARSER_SCRATCH=.build-fuzz-argument-parser
OBJECTS="$SCRATCH/$CONFIGURATION"
OUT=fuzz-out
INSTRUMENTATION=(-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)
# AddressSanitizer's checks stay as they are (redzones, quarantine, shadow memory); two options only
# make allocation cheaper, which is most of the time of these Swift targets (perf, here): an
# allocation records 2 stack frames instead of 30 for reports (reproduce a finding with
# ASAN_OPTIONS= to get full stacks), and new blocks are not pre-filled with 0xbe. Measured here:
# 15-25 % more inputs per second for curves-arguments and linear-algebra-inputs.
export ASAN_OPTIONS="${ASAN_OPTIONS-malloc_context_size=2:max_malloc_fill_size=0}"
# Swift's crash backtracer reads the crashed process's memory in a way ASan reports as a second,
# unrelated "unknown-crash" after every fatalError; libFuzzer's own stack trace is enough.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

profile_of() {
  local entry
  for entry in "${TARGETS[@]}"; do
    if [[ "${entry%% *}" == "$1" ]]; then echo "${entry#* }"; return 0; fi
  done
  echo "fuzz: unknown target '$1' (Fuzz/run.sh --list shows them)" >&2
  return 1
}

# A source file without a registration line would silently never run: refuse to start.
for source in Fuzz/*.swift; do
  name="$(basename "$source" .swift)"
  profile_of "$name" >/dev/null 2>&1 || { echo "fuzz: $source has no line in TARGETS of $0" >&2; exit 1; }
done

mode=run
selected=()
for argument in "$@"; do
  case "$argument" in
    --list) for entry in "${TARGETS[@]}"; do echo "$entry"; done; exit 0 ;;
    --build-only) mode=build ;;
    -*) echo "fuzz: unknown option '$argument'" >&2; exit 2 ;;
    *) profile_of "$argument" >/dev/null; selected+=("$argument") ;;
  esac
done
if [[ ${#selected[@]} -eq 0 ]]; then
  for entry in "${TARGETS[@]}"; do selected+=("${entry%% *}"); done
fi

# The SwiftPM targets each profile needs, built once with instrumentation.
needs_linear_algebra=false
needs_argument_parser=false
for name in "${selected[@]}"; do
  case "$(profile_of "$name")" in
    kinetics) ;;
    linear-algebra) needs_linear_algebra=true ;;
    curves) needs_linear_algebra=true; needs_argument_parser=true ;;
    *) echo "fuzz: target '$name' has an unknown profile" >&2; exit 1 ;;
  esac
done
build_target() {
  echo "fuzz: building $1 ($CONFIGURATION, fuzzer+address instrumentation)"
  swift build -c "$CONFIGURATION" --scratch-path "$SCRATCH" --target "$1" "${INSTRUMENTATION[@]}"
}
build_target Kinetics
if $needs_linear_algebra; then build_target KineticsLinearAlgebra; fi
# ArgumentParser (a dependency, not our code) gets coverage instrumentation only, in its own scratch
# folder: its branches still guide the fuzzer, but its loads and stores are not checked by
# AddressSanitizer. Every source of `curves` and of Kinetics keeps both. Measured here on the
# curves-arguments target, 40 s runs from the seeds with -seed=7 (2026-11-21): 511 and 579 inputs/s
# with ArgumentParser under fuzzer+address, 766 with fuzzer only, 929 and 838 uninstrumented (but
# then the fuzzer sees 4,717 edges instead of 7,429, the parser's own branches lost).
if $needs_argument_parser; then
  echo "fuzz: building ArgumentParser ($CONFIGURATION, fuzzer coverage only)"
  swift build -c "$CONFIGURATION" --scratch-path "$PARSER_SCRATCH" --target ArgumentParser \
    -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link
fi

mkdir -p "$OUT/logs"
# The object files of a Swift module's build folder: one per source that the module has now (the
# `sources` list SwiftPM writes), so objects left from renamed or deleted files in an incremental
# build folder are not linked twice; every object where there is no list.
swift_objects() {
  local folder="$1" source
  if [[ -f "$folder/sources" ]]; then
    while IFS= read -r source; do echo "$folder/$(basename "$source").o"; done < "$folder/sources"
  else
    printf '%s\n' "$folder"/*.o
  fi
}

link_target() {
  local name="$1" profile sources objects libraries flags
  profile="$(profile_of "$name")"
  sources=("Fuzz/$name.swift" Fuzz/Support/*.swift)
  objects=()
  while IFS= read -r file; do objects+=("$file"); done < <(
    swift_objects "$OBJECTS/Kinetics.build"; swift_objects "$OBJECTS/RealModule.build")
  objects+=("$OBJECTS"/_NumericsShims.build/*.o)
  libraries=()
  # RealModule's C shims are a Clang module that the Kinetics interface imports: name its map.
  flags=(-I "$SCRATCH/checkouts/swift-numerics/Sources/_NumericsShims/include")
  if [[ "$profile" == linear-algebra || "$profile" == curves ]]; then
    while IFS= read -r file; do objects+=("$file"); done < <(
      swift_objects "$OBJECTS/KineticsFitting.build"
      swift_objects "$OBJECTS/KineticsLinearAlgebra.build")
    libraries+=(-llapacke -llapack -lblas)
    flags+=(-I Sources/CLAPACK)
  fi
  if [[ "$profile" == curves ]]; then
    while IFS= read -r file; do sources+=("$file"); done < <(find Sources/curves -name '*.swift' | sort)
    objects+=(
      "$PARSER_SCRATCH/$CONFIGURATION"/ArgumentParser.build/*.o
      "$PARSER_SCRATCH/$CONFIGURATION"/ArgumentParserToolInfo.build/*.o)
    flags+=(-I "$PARSER_SCRATCH/$CONFIGURATION/Modules")
    flags+=(-Xfrontend -entry-point-function-name -Xfrontend curves_main)
  fi
  echo "fuzz: linking $SCRATCH/fuzz-$name"
  # gold prints one harmless "Cannot export local symbol" warning per ASan helper: keep them out of
  # the terminal, in the log.
  if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name FuzzTarget \
    -I "$OBJECTS/Modules" "${flags[@]}" "${sources[@]}" "${objects[@]}" "${libraries[@]}" \
    -o "$SCRATCH/fuzz-$name" >"$OUT/logs/$name.link.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$OUT/logs/$name.link.log" >&2
    echo "fuzz: linking $name failed" >&2
    return 1
  fi
}
for name in "${selected[@]}"; do link_target "$name"; done
if [[ "$mode" == build ]]; then exit 0; fi

[[ -f "$OUT/summary.csv" ]] || echo "date,target,runs,seconds,exec_per_second,corpus_files,result" >"$OUT/summary.csv"
failed=()
for name in "${selected[@]}"; do
  mkdir -p "$OUT/corpus/$name" "$OUT/artifacts/$name"
  dictionary=()
  if [[ -f "Fuzz/$name.dict" ]]; then dictionary=("-dict=Fuzz/$name.dict"); fi
  extra=()
  if [[ -n "${FUZZ_EXTRA:-}" ]]; then read -r -a extra <<<"$FUZZ_EXTRA"; fi
  echo "fuzz: running $name for at most ${SECONDS_PER_TARGET}s / $RUNS_PER_TARGET runs (log: $OUT/logs/$name.log)"
  # New inputs go to the first corpus folder (ignored); the committed seeds are only read.
  if "$SCRATCH/fuzz-$name" -max_total_time="$SECONDS_PER_TARGET" -runs="$RUNS_PER_TARGET" \
    -timeout="$TIMEOUT_PER_INPUT" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$OUT/artifacts/$name/" "${dictionary[@]}" "${extra[@]}" \
    "$OUT/corpus/$name" "Tests/Fuzz/Corpus/$name" >"$OUT/logs/$name.log" 2>&1; then
    result=ok
  else
    result=failed
    failed+=("$name")
  fi
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$OUT/logs/$name.log" | tail -1)"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$OUT/logs/$name.log" | tail -1)"
  elapsed="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$OUT/logs/$name.log" | tail -1)"
  corpus="$(find "$OUT/corpus/$name" -type f | wc -l)"
  echo "$(date -u +%FT%TZ),$name,${runs:-?},${elapsed:-?},${rate:-?},$corpus,$result" >>"$OUT/summary.csv"
  echo "fuzz: $name: $result, ${runs:-?} inputs in ${elapsed:-?} s (${rate:-?}/s), corpus $corpus files"
  if [[ "$result" == failed ]]; then
    grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fuzz property violated)' "$OUT/logs/$name.log" | head -5 >&2 || true
    ls "$OUT/artifacts/$name" >&2
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz: FAILED: ${failed[*]} (reproduce: $SCRATCH/fuzz-TARGET $OUT/artifacts/TARGET/crash-…)" >&2
  exit 1
fi
echo "fuzz: every target ran without a finding"
