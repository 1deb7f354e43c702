#!/usr/bin/env python3
"""Opens Rotor's HTML reports in headless Chromium and checks that they work and are accessible.

For captures written in the shape of real ones (and the real captures in ../shared/fixtures when
present), a storyboard scene, a lint run of Examples/Checkout, a transcript, a spec
verification and a capture with hostile labels, it generates the report with the built `rotor`,
then checks that the picture and the list agree (count and numbering), that selection works both
ways with the mouse and the keyboard, that the filters work, that hostile labels stay inert text,
and runs axe-core (the copy shipped in the axe-playwright-python package, never fetched) failing on
any WCAG 2.0/2.1/2.2 A or AA violation. Screenshots go to $ROTOR_BROWSER_OUTPUT (default
.build-browser/).

Usage: Tests/Browser/report_browser_test.py [path/to/rotor]   (default: $ROTOR_BINARY, else
.build/debug/rotor). Install what it needs with Tests/Browser/install.sh.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Other people's captures stay in the team's shared folder beside the checkout, never in it.
REAL_CAPTURES = ROOT.parent / "shared" / "fixtures" / "real-captures"
REAL_SHAPED = ROOT / "Tests" / "Fixtures" / "real-shaped"
# axe-core as shipped inside the axe-playwright-python wheel (installed without Playwright).
AXE_SCRIPT = pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
HOSTILE_LABEL = "<script>window.rotorHostile=1</script>\"><img src=x onerror=\"window.rotorHostile=2\"> & \u202Eevil"


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def hostile_capture(folder):
    """A Rotor snapshot whose labels try to break out of the page."""
    def button(label, y):
        return {"type": "UIButton", "label": label, "traits": ["button"],
                "frame": {"x": 20, "y": y, "width": 350, "height": 44}}
    snapshot = {
        "format": "rotor-snapshot", "version": 1, "platform": "ios", "title": HOSTILE_LABEL,
        "size": {"width": 390, "height": 844},
        "root": {"type": "UIWindow", "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
                 "children": [button(HOSTILE_LABEL, 100), button("Tap here", 160), button("", 220)]},
    }
    path = pathlib.Path(folder) / "hostile.rotor.json"
    path.write_text(json.dumps(snapshot), encoding="utf-8")
    return path


def generate(rotor, output, folder):
    """Each case: name, the rotor arguments, and the exit codes that mean success."""
    cases = [
        ("ios-capture", ["audit", str(REAL_SHAPED / "ios_appium_bank_transfer.xml")], {1}),
        ("android-dialog", ["audit", str(REAL_SHAPED / "android_uiautomator_cart_quantity_dialog.xml")], {0, 1}),
        ("storyboard-scene", ["audit", "Tests/Fixtures/interface-builder/Main.storyboard", "--scene", "Sign In"], {0, 1}),
        ("lint-checkout", ["lint", "--no-cache", "--no-progress", "Examples/Checkout"], {1}),
        ("lint-checkout-review", ["lint", "--no-cache", "--no-progress", "--review", "Examples/Checkout"], {1}),
        ("lint-clean", ["lint", "--no-cache", "--no-progress", "Examples/CheckoutFixed"], {0}),
        ("speak", ["speak", "Examples/sign-in.rotor.json"], {0}),
        ("verify", ["verify", "--spec", "Examples/sign-in.spec.md", "Tests/Fixtures/verify/sign-in.wrong-text.rotor.json"], {1}),
        ("hostile", ["audit", str(hostile_capture(folder))], {1}),
    ]
    if REAL_CAPTURES.is_dir():
        cases += [
            ("real-capture", ["audit", str(REAL_CAPTURES / "ios_appium_pagesource_shirates_iOS1.xml")], {0, 1}),
            ("android-capture", ["audit", str(REAL_CAPTURES / "android_uiautomator_dump_Matth33w_js-adb_launcher.xml")], {0, 1}),
        ]
    else:
        print("skipped real-capture, android-capture: needs ../shared/fixtures/real-captures (the team's shared folder), absent here")
    reports = []
    for name, arguments, accepted in cases:
        report = output / f"{name}.html"
        run = subprocess.run([rotor, *arguments, "--format", "html", "--output", str(report)],
                             cwd=ROOT, capture_output=True, text=True)
        if run.returncode not in accepted:
            raise Failure(f"{name}: rotor exited {run.returncode}: {run.stderr.strip()}")
        reports.append((name, report))
    return reports


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def page_errors(driver):
    """Console errors, including Content-Security-Policy refusals of the page's own style or script."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def check_picture_matches_list(driver, section):
    name = section.get_attribute("id")
    buttons = section.find_elements(By.CSS_SELECTOR, ".stop-button[data-stop]")
    numbers = [int(button.get_attribute("data-stop")) for button in buttons]
    check(numbers == list(range(1, len(numbers) + 1)), f"{name}: the list is not numbered 1…{len(numbers)}: {numbers}")
    for button, number in zip(buttons, numbers):
        check(button.text.startswith(f"{number}."), f"{name}: list item {number} shows {button.text!r}")
    shapes = section.find_elements(By.CSS_SELECTOR, "svg .stop[data-stop]")
    shape_numbers = sorted(int(shape.get_attribute("data-stop")) for shape in shapes)
    drawn = [int(b.get_attribute("data-stop")) for b in buttons if b.get_attribute("data-drawn") == "true"]
    check(shape_numbers == drawn, f"{name}: the picture has stops {shape_numbers}, the list draws {drawn}")
    for shape in shapes:
        number = shape.get_attribute("data-stop")
        label = shape.find_element(By.CSS_SELECTOR, "text").text.split()[0]
        check(label == number, f"{name}: shape {number} is labelled {label!r}")
    tab_stops = [s for s in shapes if s.get_attribute("tabindex") == "0"]
    check(len(shapes) == 0 or len(tab_stops) == 1, f"{name}: the picture has {len(tab_stops)} tab stops, expected 1")
    return buttons, shapes


def selected(section):
    shapes = [s.get_attribute("data-stop") for s in section.find_elements(By.CSS_SELECTOR, "svg .stop[aria-pressed='true']")]
    items = [b.get_attribute("data-stop") for b in section.find_elements(By.CSS_SELECTOR, ".stop-button[aria-pressed='true']")]
    return shapes, items


def active_stop(driver):
    return driver.execute_script("return document.activeElement && document.activeElement.getAttribute('data-stop');")


def check_selection(driver, section, buttons, shapes):
    name = section.get_attribute("id")
    drawn = [b for b in buttons if b.get_attribute("data-drawn") == "true"]
    if len(drawn) < 2:
        return
    # List to picture, mouse.
    target = drawn[1]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", target)
    ActionChains(driver).move_to_element(target).click().perform()
    stop = target.get_attribute("data-stop")
    check(selected(section) == ([stop], [stop]), f"{name}: clicking list item {stop} selected {selected(section)}")
    # List to picture, keyboard: Tab from the clicked item to the next one, then Space.
    ActionChains(driver).send_keys(Keys.TAB).perform()
    following = drawn[2] if len(drawn) > 2 else None
    if following is not None and active_stop(driver) == following.get_attribute("data-stop"):
        ActionChains(driver).send_keys(Keys.SPACE).perform()
        stop = following.get_attribute("data-stop")
        check(selected(section) == ([stop], [stop]), f"{name}: Space on list item {stop} selected {selected(section)}")
    # Picture to list, mouse: a shape whose centre is not covered by another one.
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", section.find_element(By.CSS_SELECTOR, "svg"))
    top = driver.execute_script(
        "var shapes = Array.prototype.slice.call(arguments[0].querySelectorAll('svg .stop')).reverse();"
        "for (var i = 0; i < shapes.length; i++) { var box = shapes[i].querySelector('rect.outline').getBoundingClientRect();"
        " var hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);"
        " if (hit && hit.closest('.stop') === shapes[i]) { return shapes[i]; } } return null;", section)
    check(top is not None, f"{name}: no shape in the picture can be clicked")
    ActionChains(driver).move_to_element(top.find_element(By.CSS_SELECTOR, "rect.outline")).click().perform()
    stop = top.get_attribute("data-stop")
    check(selected(section) == ([stop], [stop]), f"{name}: clicking shape {stop} selected {selected(section)}")
    # Picture to list, keyboard: arrows and Home move focus and selection among the shapes.
    ActionChains(driver).send_keys(Keys.HOME).perform()
    check(active_stop(driver) == "1" or drawn[0].get_attribute("data-stop") == active_stop(driver),
          f"{name}: Home in the picture focused {active_stop(driver)}")
    first = active_stop(driver)
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    second = active_stop(driver)
    check(second is not None and int(second) > int(first), f"{name}: ArrowRight moved from {first} to {second}")
    check(selected(section) == ([second], [second]), f"{name}: ArrowRight to {second} selected {selected(section)}")
    tab_stops = [s.get_attribute("data-stop") for s in shapes if s.get_attribute("tabindex") == "0"]
    check(tab_stops == [second], f"{name}: after the arrow key the picture's tab stop is {tab_stops}")
    # Shift+Tab leaves the picture, Tab comes back to the selected shape.
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).send_keys(Keys.TAB).perform()
    check(active_stop(driver) == second, f"{name}: Tab back into the picture focused {active_stop(driver)}, expected {second}")
    # A finding's "Show stop" button selects its stop and moves focus to it in the list.
    links = section.find_elements(By.CSS_SELECTOR, ".stop-link[data-stop]")
    drawn_stops = {b.get_attribute("data-stop") for b in drawn}
    link = next((candidate for candidate in links if candidate.get_attribute("data-stop") in drawn_stops), None)
    if link is not None:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
        link.send_keys(Keys.ENTER)
        linked = link.get_attribute("data-stop")
        check(selected(section) == ([linked], [linked]), f"{name}: Show stop {linked} selected {selected(section)}")
        check(active_stop(driver) == linked, f"{name}: Show stop {linked} moved focus to {active_stop(driver)}")


def check_filters(driver):
    filters = driver.find_elements(By.ID, "filters")
    if not filters:
        return
    check(filters[0].is_displayed(), "the filters stay hidden: the page's script did not run")
    issues = driver.find_elements(By.CSS_SELECTOR, ".issue[data-severity]")
    if not issues:
        return
    severity = issues[0].get_attribute("data-severity")
    marks_before = len(driver.find_elements(By.CSS_SELECTOR, f".drawing .sev-{severity}"))
    box = driver.find_element(By.ID, f"filter-severity-{severity}")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    box.click()
    hidden = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('.issue[data-severity=\"' + arguments[0] + '\"]'),"
        " function (issue) { return !issue.hidden; }).length;", severity)
    check(hidden == 0, f"unchecking {severity} left {hidden} such findings shown")
    # The picture and the transcript follow the filters: no mark or count of that severity is left.
    marks = len(driver.find_elements(By.CSS_SELECTOR, f".drawing .sev-{severity}"))
    check(marks == 0, f"unchecking {severity} left {marks} marks of it in the pictures")
    badges = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('.badge.sev-' + arguments[0]),"
        " function (badge) { return !badge.hidden; }).length;", severity)
    check(badges == 0, f"unchecking {severity} left {badges} counts of it in the transcripts")
    status = driver.find_element(By.ID, "filter-status").text
    check(status.startswith("Showing "), f"the filter status says {status!r}")
    box.send_keys(Keys.SPACE)
    shown = driver.execute_script("return document.querySelectorAll('.issue:not([hidden])').length;")
    check(shown == len(driver.find_elements(By.CSS_SELECTOR, ".issue")), "checking the box again did not show every finding")
    marks_after = len(driver.find_elements(By.CSS_SELECTOR, f".drawing .sev-{severity}"))
    check(marks_after == marks_before, f"checking the box again drew {marks_after} {severity} marks, not {marks_before}")


def check_reflow(driver, name, output):
    """At 320 CSS pixels wide (WCAG 1.4.10) the page needs no horizontal scrolling."""
    driver.set_window_size(360, 900)
    try:
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
        check(overflow <= 1, f"at 320 pixels the page scrolls sideways by {overflow} pixels")
        driver.save_screenshot(str(output / f"{name}-narrow.png"))
    finally:
        driver.set_window_size(1280, 1000)


def check_reduced_motion(driver):
    """With reduced motion asked for, nothing animates."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        durations = driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('.stop-button, .issue'),"
            " function (e) { return getComputedStyle(e).transitionDuration; });")
        check(all(d == "0s" for d in durations), f"transitions run with reduced motion: {set(durations)}")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def check_hostile(driver):
    check(driver.execute_script("return window.rotorHostile === undefined;"), "a label ran script")
    check(not driver.find_elements(By.CSS_SELECTOR, "img"), "a label added an image")
    check(len(driver.find_elements(By.CSS_SELECTOR, "script")) == 1, "a label added a script element")
    text = driver.find_element(By.TAG_NAME, "body").text
    check("<script>window.rotorHostile=1</script>" in text, "the hostile label is not shown as text")
    check("\u202E" not in text and "\\u{202E}" in text, "the right-to-left override is not shown as an escape")


def run_axe(driver):
    driver.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(function (r) { done(r); }, function (e) { done({error: String(e)}); });", WCAG_TAGS)
    check("error" not in result, f"axe-core failed: {result.get('error')}")
    problems = []
    for violation in result["violations"]:
        targets = [", ".join(node["target"]) for node in violation["nodes"][:3]]
        problems.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {'; '.join(targets)}")
    check(not problems, "axe-core found WCAG A/AA violations:\n  " + "\n  ".join(problems))


def check_axe_finds_violations(driver, folder):
    """axe-core on a page with known WCAG failures must report them, or a clean run proves nothing."""
    page = pathlib.Path(folder) / "inaccessible.html"
    page.write_text("<!DOCTYPE html><html><head><title>Bad</title></head><body><main>"
                    "<p style=\"color:#aaa;background:#fff\">Low contrast</p><img src=\"x.png\">"
                    "<button></button></main></body></html>", encoding="utf-8")
    driver.get(page.as_uri())
    try:
        run_axe(driver)
    except Failure as failure:
        for rule in ["color-contrast", "image-alt", "button-name"]:
            check(rule in str(failure), f"axe-core did not report {rule} on a page that fails it")
        return
    finally:
        page_errors(driver)  # drains this page's log (its missing image) so the next page starts clean
    raise Failure("axe-core reported nothing on a page with known violations")


def screenshot(driver, path):
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 7000);")
    driver.set_window_size(1280, max(1000, height))
    driver.save_screenshot(str(path))
    driver.set_window_size(1280, 1000)


def test_report(driver, name, report, output):
    driver.get(report.as_uri())
    errors = page_errors(driver)
    check(not errors, f"the page logged errors: {errors}")
    check(driver.find_element(By.TAG_NAME, "h1").text.startswith("Rotor"), "the page has no Rotor heading")
    sections = driver.find_elements(By.CSS_SELECTOR, "section.screen")
    if not name.startswith("lint-"):
        check(sections, "no screen is drawn")
    for section in sections:
        buttons, shapes = check_picture_matches_list(driver, section)
        check_selection(driver, section, buttons, shapes)
    if name.startswith("lint-checkout"):
        code = driver.find_elements(By.CSS_SELECTOR, "#files pre.code")
        check(code, "the lint report shows no offending source lines")
    if name == "hostile":
        check_hostile(driver)
    check_filters(driver)
    check_reduced_motion(driver)
    check_reflow(driver, name, output)
    # The screenshot shows a selection, as a reviewer would see it.
    if sections:
        first = sections[0].find_elements(By.CSS_SELECTOR, ".stop-button[data-drawn='true']")
        if first:
            driver.execute_script("arguments[0].click(); window.scrollTo(0, 0);", first[min(2, len(first) - 1)])
    screenshot(driver, output / f"{name}.png")
    # A closer look at the first screen, or the first source file of a lint run.
    detail = driver.find_elements(By.CSS_SELECTOR, "section.screen, section.file")
    if detail:
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", detail[0])
        detail[0].screenshot(str(output / f"{name}-detail.png"))
    run_axe(driver)
    errors = page_errors(driver)
    check(not errors, f"the page logged errors: {errors}")


def main():
    rotor = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("ROTOR_BINARY", str(ROOT / ".build" / "debug" / "rotor"))
    output = pathlib.Path(os.environ.get("ROTOR_BROWSER_OUTPUT", ROOT / ".build-browser"))
    output.mkdir(parents=True, exist_ok=True)
    if not AXE_SCRIPT.is_file():
        print(f"axe-core is missing at {AXE_SCRIPT}; run Tests/Browser/install.sh", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        reports = generate(rotor, output, folder)
        driver = browser()
        passed, failed = 0, 0
        try:
            check_axe_finds_violations(driver, folder)
            passed += 1
            print("ok: axe-core reports violations on a page that has them")
        except (Failure, WebDriverException) as failure:
            failed += 1
            print(f"FAIL: axe self-check: {failure}")
    try:
        for name, report in reports:
            try:
                test_report(driver, name, report, output)
                passed += 1
                print(f"ok: {name} ({report.name})")
            except (Failure, WebDriverException) as failure:
                failed += 1
                print(f"FAIL: {name}: {failure}")
    finally:
        driver.quit()
    print(f"Screenshots in {output}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
