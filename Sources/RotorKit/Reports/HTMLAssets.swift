/// The HTML report's inline style and script. They never contain input text, so their hashes in the
/// page's Content-Security-Policy are the same for every report.
enum HTMLAssets {
    /// Colours meet WCAG 2.2 AA on white: text 4.5:1 or more, outlines and focus rings 3:1 or more.
    /// In a forced-colours mode the picture takes the system colours. On a narrow window the picture
    /// stops being sticky, so it never covers the focused stop in the list below it.
    static let style = """

        :root{color-scheme:light;--text:#1a1a1a;--muted:#4d4d4d;--line:#767676;--error:#b3261e;--warning:#8a5300;--info:#0b57d0;\
        --plain:#4d4d4d;--select:#5b1a99;--select-bg:#f1e9fb}
        *{box-sizing:border-box}
        body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--text);background:#fff;overflow-wrap:anywhere}
        header,nav,main,footer{max-width:82rem;margin:0 auto;padding:0 1rem}
        main:focus{outline:none}
        h1{font-size:1.75rem;margin:1rem 0 .25rem}h2{font-size:1.4rem;margin:2rem 0 .5rem}h3{font-size:1.15rem;margin:1.25rem 0 .5rem}\
        h4{font-size:1rem;margin:1rem 0 .25rem}
        a{color:#0b4fb3}
        :focus-visible{outline:3px solid var(--text);outline-offset:2px}
        .skip-link{position:absolute;left:.5rem;top:-4rem;background:#fff;color:var(--text);padding:.5rem 1rem;border:2px solid var(--text);z-index:2}
        .skip-link:focus{top:.5rem}
        nav ul{padding-left:1.25rem;margin:.25rem 0}
        table{border-collapse:collapse;margin:.75rem 0 1rem}
        caption{text-align:left;font-weight:700;padding:.25rem 0}
        th,td{border:1px solid var(--line);padding:.25rem .6rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
        thead th{background:#f2f2f2;overflow-wrap:normal}
        @media (max-width:30rem){th,td{padding:.2rem .35rem}thead th{overflow-wrap:anywhere}}
        .count{text-align:right;font-variant-numeric:tabular-nums}
        code{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,monospace;font-size:.95em;overflow-wrap:anywhere}
        .filters fieldset{border:1px solid var(--line);margin:.5rem 0;padding:.25rem .75rem .5rem}
        .filters legend{font-weight:700;padding:0 .25rem}
        .choice{display:inline-flex;align-items:center;margin:.25rem 1.25rem .25rem 0}
        .choice input{width:1.25rem;height:1.25rem;margin:0 .4rem 0 0;accent-color:var(--select)}
        .screen-body{display:grid;grid-template-columns:minmax(15rem,24rem) minmax(0,1fr);gap:1.5rem;align-items:start}
        .picture{margin:0;position:sticky;top:.5rem}
        @media (max-width:50rem){.screen-body{grid-template-columns:minmax(0,1fr)}.picture{position:static}}
        .picture figcaption{font-size:.9rem;color:var(--muted);margin-top:.4rem}
        .drawing{display:block;width:100%;height:auto;max-height:85vh;border:1px solid var(--line);background:#fff}
        .drawing .screen-area{fill:#f5f5f5}
        .drawing .screen-edge{fill:none;stroke:var(--text);stroke-width:2px;stroke-dasharray:6 3;vector-effect:non-scaling-stroke}
        .drawing .area-note{fill:var(--muted);font-family:system-ui,"DejaVu Sans",sans-serif}
        .drawing .outline{fill:none;stroke:var(--plain);stroke-width:1.5px;vector-effect:non-scaling-stroke}
        .drawing .stop .outline{fill:rgba(255,255,255,0);pointer-events:all}
        .drawing .sev-error .outline{stroke:var(--error);stroke-width:3px}
        .drawing .sev-warning .outline{stroke:var(--warning);stroke-width:3px;stroke-dasharray:8 4}
        .drawing .sev-info .outline{stroke:var(--info);stroke-width:2.5px;stroke-dasharray:2 3}
        .drawing .offstop .outline{stroke-dasharray:2 3;stroke-width:2px}
        .drawing .ring{display:none;fill:none;stroke:var(--text);stroke-width:7px;vector-effect:non-scaling-stroke}
        .drawing .tag{fill:var(--plain)}
        .drawing .sev-error .tag{fill:var(--error)}.drawing .sev-warning .tag{fill:var(--warning)}.drawing .sev-info .tag{fill:var(--info)}
        .drawing .tag-text{fill:#fff;font-weight:700;font-family:system-ui,"DejaVu Sans",sans-serif}
        .drawing .name-text{fill:var(--text);font-family:system-ui,"DejaVu Sans",sans-serif;paint-order:stroke;stroke:#fff;stroke-width:.25em;stroke-linejoin:round;pointer-events:none}
        .drawing .stop{cursor:pointer}
        .drawing .stop:focus{outline:none}
        .drawing .stop:focus-visible .ring{display:inline}
        .drawing .stop.selected .outline{stroke:var(--select);stroke-width:5px;stroke-dasharray:none;fill:rgba(91,26,153,.16)}
        .drawing .stop.selected .tag{fill:var(--select)}
        .hint,.selection{font-size:.9rem;color:var(--muted);margin:.25rem 0}
        .stops{list-style:none;margin:.5rem 0;padding:0}
        .stop-button{display:flex;gap:.5rem;width:100%;text-align:left;font:inherit;color:inherit;background:#fff;border:1px solid var(--line);\
        border-radius:4px;padding:.3rem .5rem;margin:.2rem 0;cursor:pointer}
        .stop-button:hover{background:#f5f5f5}
        .stop-button[aria-pressed="true"]{border:3px solid var(--select);background:var(--select-bg);font-weight:600;padding:.2rem .4rem}
        .num{font-weight:700;font-variant-numeric:tabular-nums;min-width:3ch}
        .words{overflow-wrap:anywhere}
        .badge{display:inline-block;border:1px solid currentColor;border-radius:3px;padding:0 .3rem;margin-left:.35rem;font-size:.85rem;font-weight:600;white-space:nowrap}
        .badge.sev-error,.issue.sev-error .severity{color:var(--error)}
        .badge.sev-warning,.issue.sev-warning .severity{color:var(--warning)}
        .badge.sev-info,.issue.sev-info .severity{color:var(--info)}
        .issues{list-style:none;padding:0;margin:.5rem 0}
        .issue{border-left:5px solid var(--plain);padding:.25rem .75rem;margin:.75rem 0}
        .issue.sev-error{border-left-color:var(--error)}
        .issue.sev-warning{border-left-color:var(--warning);border-left-style:dashed}
        .issue.sev-info{border-left-color:var(--info);border-left-style:dotted}
        .issue.selected{background:var(--select-bg);outline:2px solid var(--select)}
        .issue p{margin:.2rem 0}
        .severity{font-weight:700}
        .review{font-style:italic}
        .rule-title,.place,.criteria,.count-note{color:var(--muted)}
        .count-note{font-weight:400;font-size:.95rem}
        .stop-link{font:inherit;font-size:.9rem;color:var(--text);background:#fff;border:1px solid var(--line);border-radius:4px;padding:0 .4rem;cursor:pointer}
        .code{background:#f5f5f5;border:1px solid var(--line);padding:.4rem .6rem;margin:.3rem 0;white-space:pre-wrap;overflow-wrap:anywhere}
        .line-number{color:var(--muted);user-select:none;margin-right:.75rem}
        [hidden]{display:none!important}
        @media (forced-colors:active){.drawing .outline,.drawing .ring{stroke:CanvasText}.drawing .stop.selected .outline{stroke:Highlight}\
        .drawing .tag{fill:CanvasText}.drawing .stop.selected .tag{fill:Highlight}.drawing .tag-text{fill:Canvas}.drawing .screen-area{fill:Canvas}}
        @media (prefers-reduced-motion:no-preference){.stop-button,.issue{transition:background-color .15s ease-in-out}}

        """

    /// Selection both ways (list to picture, picture to list) with mouse and keyboard, and the
    /// filters. Plain ES5, no network, no input text, and no `<` or `&`, so the page stays well-formed XML
    /// (the tests parse it with an XML parser to prove input text added no element or attribute).
    static let script = """

        (function () {
          "use strict";
          var reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
          function each(list, action) { Array.prototype.forEach.call(list, action); }
          function scrollOptions() { return { block: "nearest", behavior: reduceMotion.matches ? "auto" : "smooth" }; }
          function shapesInOrder(section) {
            return Array.prototype.slice.call(section.querySelectorAll(".stop[data-stop]")).sort(function (a, b) {
              return Number(a.getAttribute("data-stop")) - Number(b.getAttribute("data-stop"));
            });
          }
          function makeTabStop(section, shape) {
            each(section.querySelectorAll(".stop[data-stop]"), function (other) { other.setAttribute("tabindex", other === shape ? "0" : "-1"); });
          }
          function select(section, stop, origin) {
            var chosen = null;
            each(section.querySelectorAll(".stop[data-stop]"), function (shape) {
              var on = shape.getAttribute("data-stop") === stop;
              shape.setAttribute("aria-pressed", on ? "true" : "false");
              shape.classList.toggle("selected", on);
              if (on) { makeTabStop(section, shape); }
            });
            each(section.querySelectorAll(".stop-button[data-stop]"), function (button) {
              var on = button.getAttribute("data-stop") === stop;
              button.setAttribute("aria-pressed", on ? "true" : "false");
              if (on) { chosen = button; }
            });
            each(section.querySelectorAll(".issue[data-stop]"), function (issue) {
              issue.classList.toggle("selected", issue.getAttribute("data-stop") === stop);
            });
            var status = section.querySelector(".selection");
            if (chosen) {
              if (status) { status.textContent = "Selected: stop " + stop + ", " + chosen.querySelector(".spoken").textContent.replace(/\\s+/g, " ").trim(); }
              if (origin === "picture") { chosen.scrollIntoView(scrollOptions()); }
            }
            if (origin === "issue") {
              var picture = section.querySelector(".picture");
              if (picture) { picture.scrollIntoView(scrollOptions()); }
              if (chosen) { chosen.focus(); }
            }
          }
          each(document.querySelectorAll("section.screen"), function (section) {
            section.addEventListener("click", function (event) {
              var target = event.target.closest(".stop[data-stop], .stop-button[data-stop], .stop-link[data-stop]");
              if (!target || !section.contains(target)) { return; }
              var origin = target.classList.contains("stop") ? "picture" : (target.classList.contains("stop-link") ? "issue" : "list");
              if (origin === "picture") { target.focus(); }
              select(section, target.getAttribute("data-stop"), origin);
            });
            section.addEventListener("keydown", function (event) {
              var shape = event.target.closest ? event.target.closest(".stop[data-stop]") : null;
              if (!shape) { return; }
              var shapes = shapesInOrder(section);
              var index = shapes.indexOf(shape);
              var next = null;
              switch (event.key) {
                case "ArrowRight": case "ArrowDown": next = shapes[Math.min(index + 1, shapes.length - 1)]; break;
                case "ArrowLeft": case "ArrowUp": next = shapes[Math.max(index - 1, 0)]; break;
                case "Home": next = shapes[0]; break;
                case "End": next = shapes[shapes.length - 1]; break;
                case "Enter": case " ": next = shape; break;
                default: return;
              }
              event.preventDefault();
              makeTabStop(section, next);
              next.focus();
              select(section, next.getAttribute("data-stop"), "picture");
            });
          });
          var rank = { info: 1, warning: 2, error: 3 };
          var letters = { info: "N", warning: "W", error: "E" };
          var words = { info: "note", warning: "warning", error: "error" };
          // A mark in the picture or a count in the transcript, redrawn from the findings the filters still show.
          function remark(mark) {
            var numbers = mark.getAttribute("data-issues").split(" ");
            var worst = null;
            var shown = 0;
            numbers.forEach(function (number) {
              var issue = document.getElementById("issue-" + number);
              if (issue === null || issue.hidden) { return; }
              shown += 1;
              var severity = issue.getAttribute("data-severity");
              if (worst === null || rank[severity] > rank[worst]) { worst = severity; }
            });
            if (mark.classList.contains("badge")) {
              mark.hidden = shown === 0;
              var word = words[mark.className.replace(/.*sev-/, "")];
              mark.textContent = shown + " " + word + (shown === 1 ? "" : "s");
              return;
            }
            ["info", "warning", "error"].forEach(function (severity) { mark.classList.toggle("sev-" + severity, severity === worst); });
            if (mark.classList.contains("offstop")) {
              if (worst === null) { mark.setAttribute("display", "none"); } else { mark.removeAttribute("display"); }
              return;
            }
            var letter = mark.querySelector(".tag-letter");
            if (letter) { letter.textContent = worst === null ? "" : letters[worst]; }
          }
          var filters = document.getElementById("filters");
          if (filters) {
            var status = document.getElementById("filter-status");
            var apply = function () {
              var allowed = {};
              each(filters.querySelectorAll("input[type=checkbox]"), function (box) { allowed[box.name + ":" + box.value] = box.checked; });
              var issues = document.querySelectorAll(".issue");
              var shown = 0;
              each(issues, function (issue) {
                var severity = issue.getAttribute("data-severity");
                var visible = allowed["category:" + issue.getAttribute("data-category")] !== false;
                if (severity !== null) { visible = visible ? allowed["severity:" + severity] !== false : false; }
                issue.hidden = !visible;
                if (visible) { shown += 1; }
              });
              each(document.querySelectorAll("[data-issue-group]"), function (group) {
                group.hidden = group.querySelector(".issue:not([hidden])") === null;
              });
              each(document.querySelectorAll("[data-issues]"), function (mark) { remark(mark); });
              status.textContent = "Showing " + shown + " of " + issues.length + ".";
            };
            filters.hidden = false;
            filters.addEventListener("change", apply);
            filters.addEventListener("submit", function (event) { event.preventDefault(); });
            apply();
          }
        }());

        """
}
