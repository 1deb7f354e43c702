#!/usr/bin/env bash
# Builds Rotor's libFuzzer targets and runs one of them.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   build TARGET and fuzz it for SECONDS
#   Fuzz/run.sh build                                  build every target
#   Fuzz/run.sh list                                   name the targets
#
# TARGET is a folder name in Fuzz/Targets (FuzzSnapshot, FuzzSwiftLint, …). The run starts from
# the committed seeds in Fuzz/Corpus/TARGET and the repository files Fuzz/seeds.txt names for it,
# and keeps what it learns in a scratch corpus; a crash is written to Fuzz/Findings/TARGET/ and its
# input becomes a regression test.
# ROTOR_FUZZ_SCRATCH sets the build folder (default: .build-fuzz in the package).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
scratch="${ROTOR_FUZZ_SCRATCH:-$package/.build-fuzz}"
targets=$(ls "$here/Targets")

# The toolchain's libFuzzer without `main`: SwiftPM gives each executable its own `main`, which
# hands over to libFuzzer's driver.
swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
libfuzzer=$(ls "$swift_bin"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a 2>/dev/null | head -n 1)
if [[ -z "$libfuzzer" ]]; then
    echo "error: this toolchain has no libclang_rt.fuzzer_no_main (libFuzzer); see docs/ROBUSTNESS.md" >&2
    exit 2
fi

build() {
    ROTOR_FUZZ="$libfuzzer" swift build --package-path "$package" --scratch-path "$scratch" --product "$1"
}

case "${1:-}" in
    list) echo "$targets"; exit 0 ;;
    build) for target in $targets; do build "$target"; done; exit 0 ;;
    "") sed -n '2,12p' "$0"; exit 2 ;;
esac

target="$1"
seconds="${2:?give the number of seconds to fuzz}"
shift 2
if [[ ! -d "$here/Targets/$target" ]]; then
    echo "error: no fuzz target '$target'; choose one of: $(echo $targets)" >&2
    exit 2
fi
build "$target"
work="$scratch/fuzz-corpus/$target"
findings="$here/Findings/$target"
mkdir -p "$work" "$findings"
# Seeds kept elsewhere in the repository (examples, test fixtures) join the scratch corpus.
while read -r name path; do
    [[ "$name" == "$target" ]] || continue
    find "$package/$path" -type f | while read -r seed; do
        cp "$seed" "$work/seed-$(echo "${seed#$package/}" | tr '/' '_')"
    done
done < <(grep -v '^#' "$here/seeds.txt")
corpus=("$work")
[[ -d "$here/Corpus/$target" ]] && corpus+=("$here/Corpus/$target")
# Swift's own crash backtracer would take the fatal signal before libFuzzer could save the input.
export SWIFT_BACKTRACE=enable=no
# Inputs stay below Rotor's own limits' scale so that each run is fast; the hostile-input tests
# cover the 64 MB and 256-level limits. -rss_limit_mb bounds memory; -timeout flags a hang.
exec "$scratch/debug/$target" "${corpus[@]}" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$@"
