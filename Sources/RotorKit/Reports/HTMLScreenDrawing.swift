/// The SVG picture of one screen: every swipe stop's frame outlined, numbered and labelled with its
/// spoken name (cut short with an ellipsis to fit; the `<title>` has all of it), so a reviewer sees
/// the screen without reading the list; findings marked by
/// severity with colour, outline style and a letter (never colour alone). Each stop is a button in
/// one tab stop (arrow keys move between them), named by its `<title>`; the list beside the picture
/// is its text equivalent.
struct ScreenDrawing {
    var id: String
    var screen: Screen
    var entries: [Transcript.Entry]
    var issues: [HTMLIssue]
    /// The issues are spec mismatches rather than findings.
    var isVerification: Bool

    func render() -> String {
        guard let screenArea else {
            return
                "<figure class=\"picture\">\n<figcaption>There is no picture: the capture gives no frames. The transcript lists every stop.</figcaption>\n</figure>\n"
        }
        let bounds = drawingBounds(screenArea)
        let drawn = entries.filter { $0.frame != nil }
        // About 13 CSS pixels once the picture is scaled into its column (24rem) or 85% of a window's height.
        let unit = max(bounds.width / 30, bounds.height / 64)
        var svg = "<figure class=\"picture\">\n"
        svg +=
            "<svg id=\"\(id)-picture\" class=\"drawing\" viewBox=\"\(number(bounds.x)) \(number(bounds.y)) \(number(bounds.width)) \(number(bounds.height))\""
            + " role=\"group\" aria-labelledby=\"\(id)-picture-title\" aria-describedby=\"\(id)-picture-description\">\n"
        svg +=
            "<title id=\"\(id)-picture-title\">Picture of the screen with \(ReportText.counted(drawn.count, "swipe stop")) outlined</title>\n"
        svg +=
            "<desc id=\"\(id)-picture-description\">Each outline is numbered in swipe order. The transcript beside the picture lists the same stops"
            + " with what is spoken. Arrow keys, Home and End move between stops.</desc>\n"
        svg +=
            "<rect class=\"screen-area\" x=\"\(number(screenArea.x))\" y=\"\(number(screenArea.y))\" width=\"\(number(screenArea.width))\" height=\"\(number(screenArea.height))\"/>\n"
        if bounds != screenArea {
            svg +=
                "<rect class=\"screen-edge\" x=\"\(number(screenArea.x))\" y=\"\(number(screenArea.y))\" width=\"\(number(screenArea.width))\" height=\"\(number(screenArea.height))\"/>\n"
        }
        if bounds.maxY > screenArea.maxY + unit * 2 {
            svg +=
                "<text class=\"area-note\" x=\"\(number(screenArea.minX + unit * 0.3))\" y=\"\(number(screenArea.maxY + unit * 1.2))\" font-size=\"\(number(unit * 0.8))\">"
                + "Below the screen: scrolled out of view</text>\n"
        }
        svg += offStopOutlines()
        // Large frames first, so smaller ones on top of them stay visible and clickable.
        let paintOrder = drawn.sorted { lhs, rhs in
            let (left, right) = (area(lhs.frame), area(rhs.frame))
            return left != right ? left > right : lhs.position < rhs.position
        }
        let firstStop = drawn.map(\.position).min()
        let issuesByStop = Dictionary(grouping: issues.filter { $0.stop != nil }, by: { $0.stop ?? 0 })
        for entry in paintOrder {
            guard let frame = entry.frame else { continue }
            svg += stopShape(
                entry, name: screen.root.descendant(at: entry.path)?.spokenName,
                issues: issuesByStop[entry.position] ?? [],
                frame: visible(frame, unit: unit), bounds: bounds, unit: unit, isTabStop: entry.position == firstStop)
        }
        svg += "</svg>\n<figcaption>\(legend)</figcaption>\n</figure>\n"
        return svg
    }

    var legend: String {
        if isVerification {
            return
                "Outlines are numbered in swipe order. A thick solid outline and the letter M mark a stop where what is heard differs from the spec."
        }
        return
            "Outlines are numbered in swipe order; a thin grey outline has no finding. Errors: thick solid outline and the letter E."
            + " Warnings: dashed outline and W. Notes: dotted outline and N. A dotted outline without a number is an element with a finding"
            + " that is not a swipe stop (a container or something hidden)."
    }

    /// What is drawn: the screen and the stops outside it (content scrolled out of view), up to two
    /// more screen heights below and half a width either side, so one stray frame cannot shrink the picture.
    func drawingBounds(_ screenArea: Rect) -> Rect {
        let limit = Rect(
            x: screenArea.x - screenArea.width / 2, y: screenArea.y, width: screenArea.width * 2,
            height: screenArea.height * 3)
        let frames = entries.compactMap(\.frame).filter { !$0.isEmpty && $0.intersects(limit) }
        let covered = frames.reduce(screenArea) { $0.union($1) }
        let left = max(covered.minX, limit.minX)
        let top = max(covered.minY, limit.minY)
        let right = min(covered.maxX, limit.maxX)
        let bottom = min(covered.maxY, limit.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The screen's own size, else the root's frame, else what the stops cover.
    var screenArea: Rect? {
        if let size = screen.size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite {
            return Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        if let root = screen.root.frame, !root.isEmpty, root.width.isFinite, root.height.isFinite { return root }
        let frames = entries.compactMap(\.frame).filter { !$0.isEmpty && $0.width.isFinite && $0.height.isFinite }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    func stopShape(
        _ entry: Transcript.Entry, name: String?, issues stopIssues: [HTMLIssue], frame: Rect, bounds: Rect,
        unit: Double,
        isTabStop: Bool
    ) -> String {
        let worst = stopIssues.map(\.severity).max()
        let letter = worst.map(self.letter) ?? ""
        let label = letter.isEmpty ? "\(entry.position)" : "\(entry.position) \(letter)"
        let tagHeight = unit * 1.3
        let tagWidth = unit * (0.62 * Double(label.count) + 0.6)
        let tagX = min(max(frame.x, bounds.minX), bounds.maxX - tagWidth)
        let tagY = min(max(frame.y, bounds.minY), bounds.maxY - tagHeight)
        var title = "Stop \(entry.position): \(entry.text.replacingOccurrences(of: "\n", with: " "))"
        if !stopIssues.isEmpty { title += ". " + Self.counts(of: stopIssues, isVerification: isVerification) }
        let severityClass = worst.map { " sev-\($0.rawValue)" } ?? ""
        // The filters recompute the mark from the findings still shown.
        let issueNumbers =
            stopIssues.isEmpty ? "" : " data-issues=\"\(stopIssues.map { String($0.number) }.joined(separator: " "))\""
        let tagText =
            letter.isEmpty ? "\(entry.position)" : "\(entry.position) <tspan class=\"tag-letter\">\(letter)</tspan>"
        let rectangle =
            "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
        return
            "<g class=\"stop\(severityClass)\" data-stop=\"\(entry.position)\"\(issueNumbers) role=\"button\" tabindex=\"\(isTabStop ? "0" : "-1")\" aria-pressed=\"false\">"
            + "<title>\(ReportText.html(title))</title>"
            + "<rect class=\"outline\" \(rectangle)/><rect class=\"ring\" \(rectangle)/>"
            + "<rect class=\"tag\" x=\"\(number(tagX))\" y=\"\(number(tagY))\" width=\"\(number(tagWidth))\" height=\"\(number(tagHeight))\" rx=\"\(number(unit * 0.25))\"/>"
            + "<text class=\"tag-text\" x=\"\(number(tagX + unit * 0.3))\" y=\"\(number(tagY + unit * 1.0))\" font-size=\"\(number(unit))\">\(tagText)</text>"
            + nameText(name, frame: frame, tag: Rect(x: tagX, y: tagY, width: tagWidth, height: tagHeight), unit: unit)
            + "</g>\n"
    }

    /// The spoken name inside the stop's box: below the number when the box has room for another
    /// line, else beside it; cut to the characters that fit, with an ellipsis. Hidden from screen
    /// readers, as the stop's `<title>` already names it in full.
    func nameText(_ name: String?, frame: Rect, tag: Rect, unit: Double) -> String {
        guard let name = name?.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces),
            !name.isEmpty
        else { return "" }
        let fontSize = unit * 0.85
        let margin = unit * 0.3
        let hasRoomBelow = tag.maxY + fontSize * 1.3 <= frame.maxY
        let (x, baseline, room) =
            hasRoomBelow
            ? (frame.minX + margin, tag.maxY + fontSize * 1.1, frame.width - 2 * margin)
            : (tag.maxX + margin, tag.minY + unit * 1.0, frame.maxX - tag.maxX - 2 * margin)
        // An average character of a sans-serif face is a little over half its size wide.
        let fitting = Int(room / (fontSize * 0.56))
        guard fitting >= 3 else { return "" }
        let shown =
            name.count <= fitting ? name : String(name.prefix(fitting - 1)).trimmingCharacters(in: .whitespaces) + "…"
        return
            "<text class=\"name-text\" aria-hidden=\"true\" x=\"\(number(x))\" y=\"\(number(baseline))\" font-size=\"\(number(fontSize))\">"
            + "\(ReportText.html(shown))</text>"
    }

    /// Findings on elements that are not stops, outlined where the element has a frame.
    func offStopOutlines() -> String {
        let issuesByPath = Dictionary(
            grouping: issues.filter { $0.elementPath != nil }, by: { $0.elementPath ?? ElementPath() })
        var svg = ""
        for (path, pathIssues) in issuesByPath.sorted(by: { $0.key < $1.key }) {
            guard let element = screen.root.descendant(at: path), let frame = element.frame,
                let severity = pathIssues.map(\.severity).max()
            else { continue }
            let title =
                "Not a swipe stop: \(element.summary), element \(path). "
                + Self.counts(of: pathIssues, isVerification: isVerification)
            svg +=
                "<g class=\"offstop sev-\(severity.rawValue)\" data-issues=\"\(pathIssues.map { String($0.number) }.joined(separator: " "))\"><title>\(ReportText.html(title))</title>"
                + "<rect class=\"outline\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/></g>\n"
        }
        return svg
    }

    /// "1 error, 2 warnings", most severe first; "1 mismatch" for a verification.
    static func counts(of issues: [HTMLIssue], isVerification: Bool) -> String {
        if isVerification { return issues.count == 1 ? "1 mismatch" : "\(issues.count) mismatches" }
        let words: [Severity: String] = [.error: "error", .warning: "warning", .info: "note"]
        return Severity.allCases.reversed().compactMap { severity in
            let count = issues.filter { $0.severity == severity }.count
            return count == 0 ? nil : ReportText.counted(count, words[severity] ?? "finding")
        }.joined(separator: ", ")
    }

    func letter(_ severity: Severity) -> String {
        if isVerification { return "M" }
        switch severity {
        case .error: return "E"
        case .warning: return "W"
        case .info: return "N"
        }
    }

    /// A zero-sized frame still gets an outline a person can see and click.
    func visible(_ frame: Rect, unit: Double) -> Rect {
        Rect(x: frame.x, y: frame.y, width: max(frame.width, unit * 0.5), height: max(frame.height, unit * 0.5))
    }

    func area(_ frame: Rect?) -> Double {
        frame.map { $0.width * $0.height } ?? 0
    }

    func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }
}

/// Coordinates with at most two decimals and no locale: the same frame always gives the same bytes.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }
}
