/// JUnit XML for CI test tabs: a test suite per file, a test case per rule per file. A rule that
/// found an error or warning fails its test case; info findings alone leave it passing and appear
/// as its `system-out`, so CI shows only what should block as failures. Input errors become
/// errored test cases in a suite of their own.
enum JUnitReport {
    static func write(_ report: Report) -> String {
        let ruleIDs = report.rules.map(\.id)
        let suites = report.findingsByFile.map { suite(for: $0, ruleIDs: ruleIDs) }
        let all = suites + (report.inputErrors.isEmpty ? [] : [inputErrorSuite(for: report.inputErrors)])
        let totals =
            "tests=\"\(all.map(\.tests).reduce(0, +))\" failures=\"\(all.map(\.failures).reduce(0, +))\" errors=\"\(all.map(\.errors).reduce(0, +))\""
        let lines =
            [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites name=\"\(Report.toolName)\" \(totals)>"]
            + all.flatMap(\.lines) + ["</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Suite {
        var tests: Int
        var failures: Int
        var errors: Int
        var lines: [String]
    }

    private static func suite(for group: FileFindings, ruleIDs: [String]) -> Suite {
        let name = attribute(group.file ?? "(no file)")
        // A rule missing from the report's rule list still gets a test case for its findings.
        let extraRuleIDs = Set(group.findings.map(\.ruleID)).subtracting(ruleIDs).sorted()
        var failures = 0
        var cases: [String] = []
        for ruleID in ruleIDs + extraRuleIDs {
            let findings = group.findings.filter { $0.ruleID == ruleID }
            let opening = "    <testcase classname=\"\(name)\" name=\"\(attribute(ruleID))\""
            guard !findings.isEmpty else {
                cases.append(opening + "/>")
                continue
            }
            let body = escape(findings.map(TextReport.line(for:)).joined(separator: "\n"))
            cases.append(opening + ">")
            let failing = findings.filter { $0.severity > .info }
            if let first = failing.first {
                failures += 1
                let summary = first.displayMessage + (failing.count > 1 ? " (and \(failing.count - 1) more)" : "")
                cases.append(
                    "      <failure message=\"\(attribute(summary))\" type=\"\(attribute(ruleID))\">\(body)</failure>")
            } else {
                cases.append("      <system-out>\(body)</system-out>")
            }
            cases.append("    </testcase>")
        }
        let tests = ruleIDs.count + extraRuleIDs.count
        let opening =
            "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"
        return Suite(tests: tests, failures: failures, errors: 0, lines: [opening] + cases + ["  </testsuite>"])
    }

    private static func inputErrorSuite(for inputErrors: [String]) -> Suite {
        let cases = inputErrors.map { inputError in
            let text = attribute(inputError)
            return "    <testcase classname=\"input errors\" name=\"\(text)\">\n"
                + "      <error message=\"\(text)\" type=\"input-error\"/>\n"
                + "    </testcase>"
        }
        let opening =
            "  <testsuite name=\"input errors\" tests=\"\(inputErrors.count)\" failures=\"0\" errors=\"\(inputErrors.count)\" skipped=\"0\">"
        return Suite(
            tests: inputErrors.count, failures: 0, errors: inputErrors.count,
            lines: [opening] + cases + ["  </testsuite>"])
    }

    /// Attribute values lose line breaks and tabs to XML's normalisation, so they are made
    /// printable (visible escapes) before XML escaping.
    private static func attribute(_ text: String) -> String {
        escape(ReportText.printable(text))
    }

    /// Escapes text for XML 1.0 element content and double- or single-quoted attributes, and
    /// replaces the characters XML 1.0 cannot hold at all (most C0 controls, U+FFFE, U+FFFF) with
    /// U+FFFD, since no escape makes them legal.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let isLegal = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                result.unicodeScalars.append(isLegal ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
