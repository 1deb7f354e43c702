/// Identifiers already used in one file, so generated members never clash.
final class NameBook {
    private var used: Set<String> = []

    /// `base`, or `base2`, `base3`… when taken.
    func unique(_ base: String) -> String {
        var name = base
        var suffix = 2
        while used.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        used.insert(name)
        return name
    }
}

/// Non-UI code every kind of file has: filtering, formatting, grouping, validation, async loading.
/// It is most of a real app's lines and what the parser spends most of its time on.
extension ProjectGenerator {
    func writeLogicMethod(_ writer: CodeWriter, entity: String, names: NameBook) {
        let plural = entity + "s"
        let property = random.pick(Vocabulary.properties)
        writer.line()
        switch random.int(in: 0...9) {
        case 0:
            let name = names.unique("filtered\(plural)")
            writer.line("/// The \(plural.lowercased()) whose \(property) or title contains the query, newest first.")
            writer.block("func \(name)(matching query: String, in items: [\(entity)]) -> [\(entity)]") {
                writer.line("let needle = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()")
                writer.line("guard !needle.isEmpty else { return items }")
                writer.line("return items")
                writer.line(
                    "    .filter { $0.title.lowercased().contains(needle) || String(describing: $0.\(property)).lowercased().contains(needle) }"
                )
                writer.line("    .sorted { $0.createdAt > $1.createdAt }")
            }
        case 1:
            let name = names.unique("statusText")
            writer.block("func \(name)(for status: \(entity).Status) -> String") {
                writer.line("switch status {")
                for (value, text) in [
                    ("draft", "Draft"), ("active", "Active"), ("pending", "Waiting for review"),
                    ("archived", "Archived"),
                ] {
                    writer.line("case .\(value):")
                    writer.line("    return NSLocalizedString(\"\(text)\", comment: \"\(entity) status\")")
                }
                writer.line("}")
            }
        case 2:
            let name = names.unique("reload\(plural)")
            writer.line("/// Loads the next page; offline errors get a friendlier message than the system's.")
            writer.line("@MainActor")
            writer.block("func \(name)() async") {
                writer.line("isLoading = true")
                writer.line("defer { isLoading = false }")
                writer.chain(
                    "do {",
                    {
                        writer.line(
                            "let page = try await service.fetch\(plural)(page: currentPage, pageSize: \(random.pick([20, 25, 50])))"
                        )
                        writer.line("items.append(contentsOf: page.items)")
                        writer.line("hasMorePages = page.hasMore")
                        writer.line("currentPage += 1")
                    },
                    (
                        "catch let error as URLError where error.code == .notConnectedToInternet",
                        {
                            writer.line("errorMessage = \"You're offline. Check your connection and try again.\"")
                        }
                    ),
                    (
                        "catch",
                        {
                            writer.line("errorMessage = error.localizedDescription")
                            writer.line(
                                "logger.error(\"Loading \(plural.lowercased()) failed: \\(error.localizedDescription)\")"
                            )
                        }
                    ))
            }
        case 3:
            let name = names.unique("formattedTotal")
            writer.block("func \(name)(of items: [\(entity)], currencyCode: String = \"USD\") -> String") {
                writer.closure("let total = items.reduce(Decimal.zero) { partial, item in") {
                    writer.line("partial + (item.price ?? 0) * Decimal(item.quantity)")
                }
                writer.line("let formatter = NumberFormatter()")
                writer.line("formatter.numberStyle = .currency")
                writer.line("formatter.currencyCode = currencyCode")
                writer.line("formatter.maximumFractionDigits = \(random.pick([0, 2]))")
                writer.line("return formatter.string(from: total as NSDecimalNumber) ?? \"$0.00\"")
            }
        case 4:
            let name = names.unique("group\(plural)ByDay")
            writer.block(
                "func \(name)(_ items: [\(entity)], calendar: Calendar = .current) -> [(day: Date, items: [\(entity)])]"
            ) {
                writer.line("var groups: [Date: [\(entity)]] = [:]")
                writer.block("for item in items") {
                    writer.line("let day = calendar.startOfDay(for: item.createdAt)")
                    writer.line("groups[day, default: []].append(item)")
                }
                writer.line("return groups")
                writer.line("    .map { (day: $0.key, items: $0.value.sorted { $0.createdAt > $1.createdAt }) }")
                writer.line("    .sorted { $0.day > $1.day }")
            }
        case 5:
            let name = names.unique("validate\(entity)")
            let limit = random.pick([60, 80, 120, 280])
            writer.block("func \(name)(_ draft: \(entity)Draft) throws") {
                writer.line("let title = draft.title.trimmingCharacters(in: .whitespaces)")
                writer.line("guard !title.isEmpty else { throw ValidationError.missingField(\"title\") }")
                writer.line(
                    "guard title.count <= \(limit) else { throw ValidationError.tooLong(field: \"title\", limit: \(limit)) }"
                )
                writer.block("if let price = draft.price, price < 0") {
                    writer.line("throw ValidationError.invalidValue(field: \"price\")")
                }
                writer.block("if draft.tags.count > \(random.pick([5, 10, 20]))") {
                    writer.line("throw ValidationError.tooMany(field: \"tags\")")
                }
            }
        case 6:
            let name = names.unique("withRetry")
            writer.block(
                "func \(name)<Value>(attempts: Int = \(random.pick([2, 3, 5])), _ operation: () async throws -> Value) async throws -> Value"
            ) {
                writer.line("var attempt = 0")
                writer.line("var lastError: Error?")
                writer.block("while attempt < attempts") {
                    writer.chain(
                        "do {",
                        {
                            writer.line("return try await operation()")
                        },
                        (
                            "catch",
                            {
                                writer.line("lastError = error")
                                writer.line("attempt += 1")
                                writer.line("try await Task.sleep(nanoseconds: UInt64(attempt) * 250_000_000)")
                            }
                        ))
                }
                writer.line("throw lastError ?? CancellationError()")
            }
        case 7:
            let name = names.unique("summary")
            writer.block("func \(name)(for item: \(entity)) -> String") {
                writer.line("var parts: [String] = [item.title]")
                writer.block("if let \(property) = item.\(property) as Any?") {
                    writer.line("parts.append(String(describing: \(property)))")
                }
                writer.block("if item.rating > 0") {
                    writer.line("parts.append(String(format: \"%.1f stars\", item.rating))")
                }
                writer.line(
                    "parts.append(RelativeDateTimeFormatter().localizedString(for: item.createdAt, relativeTo: Date()))"
                )
                writer.line("return parts.joined(separator: \", \")")
            }
        case 8:
            let name = names.unique("merge\(plural)")
            writer.line("/// Replaces stale copies with fresh ones and keeps the order the server sent.")
            writer.block("func \(name)(_ current: [\(entity)], with fresh: [\(entity)]) -> [\(entity)]") {
                writer.line("var byID = Dictionary(uniqueKeysWithValues: current.map { ($0.id, $0) })")
                writer.block("for item in fresh") {
                    writer.block("if let existing = byID[item.id], existing.updatedAt > item.updatedAt") {
                        writer.line("continue")
                    }
                    writer.line("byID[item.id] = item")
                }
                writer.line(
                    "let order = fresh.map(\\.id) + current.map(\\.id).filter { id in !fresh.contains { $0.id == id } }"
                )
                writer.line("return order.compactMap { byID[$0] }")
            }
        default:
            let name = names.unique("\(property)Description")
            writer.block(
                "func \(name)(_ value: Double, unit: String = \"\(random.pick(["km", "min", "kg", "items"]))\") -> String"
            ) {
                writer.line("switch value {")
                writer.line("case ..<0:")
                writer.line("    return \"—\"")
                writer.line("case 0..<1:")
                writer.line("    return String(format: \"%.2f %@\", value, unit)")
                writer.line("case 1..<\(random.pick([10, 100, 1000])):")
                writer.line("    return String(format: \"%.1f %@\", value, unit)")
                writer.line("default:")
                writer.line("    return \"\\(Int(value.rounded())) \\(unit)\"")
                writer.line("}")
            }
        }
    }
}
