#!/usr/bin/env bash
# Interface Builder import + audit throughput of a release `rotor`: generates COUNT storyboards
# (3 scenes each, ELEMENTS_PER_FILE view elements) and times `rotor lint` on them.
# Usage: Benchmarks/interface-builder-benchmark.sh [path/to/rotor] [count]
set -euo pipefail

ROTOR=${1:-.build/release/rotor}
COUNT=${2:-500}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# One scene: a form with 22 views. __S__ makes object ids unique per scene and file.
scene() {
    local s=$1 y
    cat <<XML
        <scene sceneID="sc-$s">
            <objects>
                <viewController storyboardIdentifier="Form$s" title="Form $s" id="vc-$s" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-$s">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
XML
    for row in 0 1 2 3 4; do
        y=$((100 + row * 140))
        cat <<XML
                            <view contentMode="scaleToFill" id="row-$s-$row">
                                <rect key="frame" x="16" y="$y" width="361" height="130"/>
                                <subviews>
                                    <label opaque="NO" text="Field $row" id="lb-$s-$row">
                                        <rect key="frame" x="8" y="8" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <color key="textColor" white="0.6" alpha="1" colorSpace="calibratedWhite"/>
                                    </label>
                                    <textField opaque="NO" borderStyle="roundedRect" placeholder="Value $row" adjustsFontForContentSizeCategory="YES" id="tf-$s-$row">
                                        <rect key="frame" x="8" y="36" width="300" height="34"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </textField>
                                    <button opaque="NO" buttonType="system" id="bt-$s-$row">
                                        <rect key="frame" x="316" y="36" width="30" height="30"/>
                                        <state key="normal" image="info.circle"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
XML
    done
    cat <<XML
                            <switch opaque="NO" on="YES" id="sw-$s">
                                <rect key="frame" x="320" y="800" width="51" height="31"/>
                                <accessibility key="accessibilityConfiguration" label="Save for later"/>
                            </switch>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
            </objects>
        </scene>
XML
}

{
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">'
    echo '    <scenes>'
    for s in 1 2 3; do scene "$s"; done
    echo '    </scenes>'
    echo '</document>'
} > "$WORK/template.storyboard"

mkdir -p "$WORK/project"
for ((i = 0; i < COUNT; i++)); do
    sed "s/id=\"\\([a-z]*\\)-/id=\"\\1-f$i-/g" "$WORK/template.storyboard" > "$WORK/project/Screen$i.storyboard"
done
# Every view element has exactly one frame.
ELEMENTS_PER_FILE=$(grep -c '<rect key="frame"' "$WORK/template.storyboard")
ELEMENTS=$((ELEMENTS_PER_FILE * COUNT))

START=$(date +%s.%N)
set +e
"$ROTOR" lint --no-cache --no-progress --format json "$WORK/project" > "$WORK/report.json"
STATUS=$?
set -e
END=$(date +%s.%N)
if [ "$STATUS" -ge 2 ]; then echo "rotor lint failed with exit code $STATUS" >&2; exit 1; fi

FINDINGS=$(grep -c '"ruleId"' "$WORK/report.json" || true)
awk -v files="$COUNT" -v elements="$ELEMENTS" -v start="$START" -v end="$END" -v findings="$FINDINGS" 'BEGIN {
    seconds = end - start
    printf "%d storyboards, %d elements, %s findings in %.2f s: %.0f files/s, %.0f elements/s\n",
        files, elements, findings, seconds, files / seconds, elements / seconds
}'
