#!/usr/bin/env bash
# The packaging test of `make test` (issue 20; docs/architecture.md, "Packaging"): installs the C
# library into a temporary prefix and builds README's C example with pkg-config outside the
# checkout; checks the exported symbols, soname and RUNPATH; installs the Python package into a
# temporary venv and runs README's Python example; builds README's Swift example in a consumer
# package (Tests/Consumer) and checks it links no LAPACK; runs README's CLI lines; then
# `make uninstall` must leave the prefix empty. Everything happens in one temporary directory,
# removed at the end; nothing is written into the checkout but .build.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/kinetics-packaging-XXXXXX")
trap 'rm -rf "$work"' EXIT
# Every temporary file of the tools run here (SwiftPM's lock files, pip's build environment, the
# wheel's staging folder) goes inside the work directory too.
mkdir "$work/tmp"
export TMPDIR=$work/tmp
failures=0
passed=0
fail() { echo "test-packaging: FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "test-packaging: ok: $*"; passed=$((passed + 1)); }
expect_output() {  # name, actual output file[, how it was built]: compares with README's output block
  if diff -u <(python3 Packaging/readme_example.py README.md output "$1") "$2"; then
    pass "README's $1 example${3:+ $3} prints what README shows"
  else
    fail "README's $1 example${3:+ $3} prints something else (diff above)"
  fi
}

# C: make install, the exported symbols, the soname and RUNPATH, a pkg-config build.
prefix=$work/prefix
make --no-print-directory install PREFIX="$prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }
library=$prefix/lib/libKineticsC.so.$(cat VERSION)
functions=$(sed -nE 's/^[a-z_ *]+[ *](kn_[a-z_0-9]+)\(.*/\1/p' Sources/CKinetics/include/kinetics.h | sort)
exported=$(nm -D --defined-only "$library" | awk '{print $3}' | sort)
if [ "$exported" = "$functions" ]; then
  pass "libKineticsC exports exactly the $(echo "$functions" | wc -l) functions of kinetics.h"
else
  fail "exported symbols differ from kinetics.h: $(diff <(echo "$functions") <(echo "$exported") | head -5 | tr '\n' ' ')"
fi
soname=$(readelf -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
runpath=$(readelf -d "$library" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')
[ "$soname" = "libKineticsC.so.$(cut -d. -f1 VERSION)" ] && pass "soname $soname" || fail "soname '$soname'"
[ "$runpath" = '$ORIGIN/kinetics' ] && pass "RUNPATH $runpath" || fail "RUNPATH '$runpath'"
if env -i ldd "$library" | grep -q 'not found\|/opt/\|swift/linux'; then
  fail "the installed library resolves a dependency outside the prefix: $(env -i ldd "$library" | grep 'not found\|/opt/\|swift/linux' | head -3)"
else
  pass "every Swift runtime library resolves inside the prefix"
fi
mkdir "$work/c-app"
python3 Packaging/readme_example.py README.md example c >"$work/c-app/app.c"
(
  cd "$work/c-app"
  flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs kinetics)
  cc -std=c11 -Wall -Wextra -Werror app.c $flags -o app
  env -i ./app >output.txt
) && expect_output c "$work/c-app/output.txt" || fail "README's C example did not build or run with pkg-config"
if command -v cmake >/dev/null 2>&1; then
  mkdir -p "$work/cmake-app"
  cp "$work/c-app/app.c" "$work/cmake-app/"
  printf '%s\n' 'cmake_minimum_required(VERSION 3.16)' 'project(app C)' \
    "find_package(Kinetics $(cut -d. -f1,2 VERSION) REQUIRED)" 'add_executable(app app.c)' \
    'target_link_libraries(app PRIVATE Kinetics::KineticsC)' >"$work/cmake-app/CMakeLists.txt"
  if cmake -S "$work/cmake-app" -B "$work/cmake-app/build" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null \
    && cmake --build "$work/cmake-app/build" >/dev/null && env -i "$work/cmake-app/build/app" >"$work/cmake-output.txt"; then
    expect_output c "$work/cmake-output.txt" "built with CMake's find_package(Kinetics)"
  else
    fail "find_package(Kinetics) did not build README's C example"
  fi
else
  echo "test-packaging: cmake not installed: the CMake package is not checked"
fi

# Python: pip install into a fresh venv (numpy from the system's packages when present, so only
# the build backend is downloaded), then README's example from outside the checkout.
python3 -m venv --system-site-packages "$work/venv"
if PIP_DISABLE_PIP_VERSION_CHECK=1 "$work/venv/bin/pip" install --quiet ./python >"$work/pip.log" 2>&1; then
  python3 Packaging/readme_example.py README.md example python >"$work/example.py"
  (cd "$work" && env -u KINETICS_LIBRARY -u PYTHONPATH PYTHONDONTWRITEBYTECODE=1 venv/bin/python example.py >python-output.txt) \
    && expect_output python "$work/python-output.txt" || fail "README's Python example failed"
  bundled=$(cd "$work" && env -u KINETICS_LIBRARY -u PYTHONPATH venv/bin/python -B -c 'import kinetics; print(kinetics.library_path())')
  case $bundled in
    "$work"/venv/*) pass "the installed package loads its bundled library" ;;
    *) fail "the installed package loads $bundled" ;;
  esac
else
  cat "$work/pip.log" >&2
  fail "pip install ./python failed"
fi

# Swift: README's example in a consumer package that depends on this checkout by path.
cp -R Tests/Consumer "$work/consumer"
python3 Packaging/readme_example.py README.md example swift >"$work/consumer/Sources/KineticsConsumer/main.swift"
if (cd "$work/consumer" && KINETICS_CHECKOUT="$checkout" swift build --product KineticsConsumer \
  --scratch-path "$work/consumer-build" >"$work/consumer.log" 2>&1); then
  consumer=$(cd "$work/consumer" && KINETICS_CHECKOUT="$checkout" swift build --scratch-path "$work/consumer-build" --show-bin-path)
  "$consumer/KineticsConsumer" >"$work/swift-output.txt" && expect_output swift "$work/swift-output.txt"
  if readelf -d "$consumer/KineticsConsumer" | grep -qi 'lapack\|blas' \
    || ls "$consumer/KineticsLinearAlgebra.build" 2>/dev/null | grep -q '\.o$'; then
    fail "the consumer of the Kinetics product compiled or links LAPACK/BLAS"
  else
    pass "the Kinetics product builds as a dependency without LAPACK/BLAS"
  fi
else
  cat "$work/consumer.log" >&2
  fail "the consumer package did not build"
fi

# The CLI: README's lines with the curves built in this checkout.
swift build --product curves >/dev/null
curves=$(swift build --show-bin-path)/curves
python3 Packaging/readme_example.py README.md example cli | sed "s|^curves |\"$curves\" |" | bash >"$work/cli-output.txt" \
  && expect_output cli "$work/cli-output.txt" || fail "README's CLI lines failed"
for tool in curves bench; do
  [ "$tool" = bench ] && { swift build --product bench >/dev/null; }
  printed=$("$(swift build --show-bin-path)/$tool" --version)
  [ "$printed" = "$(cat VERSION)" ] && pass "$tool --version prints $printed" || fail "$tool --version printed '$printed'"
done

# make uninstall leaves the prefix as it found it (empty).
make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -mindepth 1 | head -5)
[ -z "$left" ] && pass "make uninstall leaves the prefix empty" || fail "make uninstall left: $left"

echo "test-packaging: $passed passed, $failures failed"
[ "$failures" = 0 ]
