#!/usr/bin/env bash
# Runs Rotor's SwiftPM plugins in Tests/Fixtures/plugin-package, which depends on Rotor by path and
# holds one deliberate finding (an icon-only button). The first run builds Rotor and swift-syntax
# again in the fixture's own .build, which takes minutes; both checks share that build.
set -euo pipefail
cd "$(dirname "$0")/../.."
fixture=Tests/Fixtures/plugin-package
finding="Sources/PluginFixture/ShareButton.swift:30:13: error: "
start=$SECONDS
log=$(mktemp -d)
trap 'rm -rf "$log" "$fixture/.rotor.yml"' EXIT

# 1. The command plugin lints the package's targets and fails like rotor lint does on the finding.
status=0
swift package --package-path "$fixture" rotor-lint --no-cache > "$log/command.txt" 2>&1 || status=$?
cat "$log/command.txt"
if [ "$status" -eq 0 ]; then
    echo "FAIL: swift package rotor-lint exited 0; expected a failure for the finding" >&2
    exit 1
fi
if ! grep -qF "$finding" "$log/command.txt" || ! grep -qF "[icon-button-label]" "$log/command.txt"; then
    echo "FAIL: swift package rotor-lint did not print the finding '$finding… [icon-button-label]'" >&2
    exit 1
fi
echo "PASS: swift package rotor-lint printed the finding and exited $status ($((SECONDS - start)) s)"

# 2. The build-tool plugin reports the same finding as a warning and the build succeeds.
build_start=$SECONDS
# A changed input reruns the lint command, even where an earlier run left the fixture's .build.
touch "$fixture/Sources/PluginFixture/ShareButton.swift"
swift build --package-path "$fixture" > "$log/build.txt" 2>&1 || {
    cat "$log/build.txt"
    echo "FAIL: swift build of the fixture package failed; findings must not fail the build" >&2
    exit 1
}
cat "$log/build.txt"
if ! grep -q "/$fixture/Sources/PluginFixture/ShareButton.swift:30:13: warning: .*\[icon-button-label\]" "$log/build.txt"; then
    echo "FAIL: swift build did not print the finding as a warning" >&2
    exit 1
fi
echo "PASS: swift build printed the finding as a warning and succeeded ($((SECONDS - build_start)) s)"
# 3. A project that wants findings to stop the build says so in .rotor.yml, which the plugin passes on.
echo "fail_on: warning" > "$fixture/.rotor.yml"
# SwiftPM asks plugins for their commands again only when it plans the build anew, which a new
# file beside the manifest does not cause; editing the manifest does.
touch "$fixture/Package.swift"
if swift build --package-path "$fixture" > "$log/failing.txt" 2>&1; then
    cat "$log/failing.txt"
    echo "FAIL: swift build succeeded although .rotor.yml says fail_on: warning" >&2
    exit 1
fi
rm "$fixture/.rotor.yml"
echo "PASS: with fail_on: warning in .rotor.yml the finding fails the build"
echo "Plugin tests took $((SECONDS - start)) s"
