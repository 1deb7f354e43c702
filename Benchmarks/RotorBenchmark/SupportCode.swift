import Foundation

/// The code around the screens, with no UI: view models, models, networking and helpers.
extension ProjectGenerator {
    func writeViewModel(_ writer: CodeWriter, typeName: String, entity: String, targetLines: Int) {
        let names = NameBook()
        writer.line("import Foundation")
        writer.line("import Combine")
        writer.line()
        writer.line("/// State and actions of one screen; the views only read it and forward taps.")
        writer.line("@MainActor")
        writer.block("final class \(typeName): ObservableObject") {
            writer.line("@Published private(set) var items: [\(entity)] = []")
            writer.line("@Published private(set) var isLoading = false")
            writer.line("@Published var errorMessage: String?")
            writer.line("@Published var volume = 0.5")
            writer.line("@Published var reminderDate = Date()")
            writer.line("@Published var isNotificationsEnabled = true")
            writer.line()
            writer.line("private let service: \(entity)Service")
            writer.line("private let logger = AppLogger(category: \"\(typeName)\")")
            writer.line("private var currentPage = 1")
            writer.line("private var hasMorePages = true")
            writer.line("private var cancellables: Set<AnyCancellable> = []")
            writer.line()
            writer.block("init(service: \(entity)Service = .shared)") {
                writer.line("self.service = service")
                writer.line("$volume")
                writer.line("    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)")
                writer.line("    .removeDuplicates()")
                writer.closure("    .sink { [weak self] value in") {
                    writer.line("self?.logger.debug(\"Volume changed to \\(value)\")")
                }
                writer.line("    .store(in: &cancellables)")
            }
            writer.line()
            writer.block("func load() async") {
                writer.line("guard items.isEmpty else { return }")
                writer.line("await reload()")
            }
            writer.line()
            writer.block("func reload() async") {
                writer.line("currentPage = 1")
                writer.line("hasMorePages = true")
                writer.line("items = []")
                writer.line("await loadNextPage()")
            }
            writer.line()
            writer.block("func loadNextPage() async") {
                writer.line("guard hasMorePages, !isLoading else { return }")
                writer.line("isLoading = true")
                writer.line("defer { isLoading = false }")
                writer.chain(
                    "do {",
                    {
                        writer.line("let page = try await service.fetch\(entity)s(page: currentPage, pageSize: 25)")
                        writer.line("items += page.items")
                        writer.line("hasMorePages = page.hasMore")
                        writer.line("currentPage += 1")
                    },
                    (
                        "catch",
                        {
                            writer.line("errorMessage = error.localizedDescription")
                        }
                    ))
            }
            while writer.lineCount < targetLines - 1 {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
    }

    func writeModel(_ writer: CodeWriter, typeName: String, entity: String, targetLines: Int) {
        let names = NameBook()
        let fields: [(name: String, type: String, key: String)] = [
            ("id", "UUID", "id"), ("title", "String", "title"), ("subtitle", "String", "subtitle"),
            ("createdAt", "Date", "created_at"), ("updatedAt", "Date", "updated_at"), ("price", "Decimal?", "price"),
            ("quantity", "Int", "quantity"), ("rating", "Double", "rating"), ("isFavorite", "Bool", "is_favorite"),
            ("tags", "[String]", "tags"), ("imageURL", "URL?", "image_url"), ("status", "Status", "status"),
        ]
        writer.line("import Foundation")
        writer.line()
        writer.line("/// \(entity) as the API sends it; dates are ISO 8601 and keys snake case.")
        writer.block("struct \(typeName): Codable, Identifiable, Hashable, Sendable") {
            for field in fields { writer.line("var \(field.name): \(field.type)") }
            writer.line()
            writer.block("enum Status: String, Codable, CaseIterable, Sendable") {
                writer.line("case draft, active, pending, archived")
            }
            writer.line()
            writer.block("enum CodingKeys: String, CodingKey") {
                for field in fields {
                    writer.line(
                        field.name == field.key ? "case \(field.name)" : "case \(field.name) = \"\(field.key)\"")
                }
            }
            writer.line()
            writer.block("init(from decoder: Decoder) throws") {
                writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                for field in fields {
                    if field.type.hasSuffix("?") {
                        writer.line(
                            "\(field.name) = try container.decodeIfPresent(\(field.type.dropLast()).self, forKey: .\(field.name))"
                        )
                    } else if field.name == "tags" {
                        writer.line("tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []")
                    } else {
                        writer.line("\(field.name) = try container.decode(\(field.type).self, forKey: .\(field.name))")
                    }
                }
            }
        }
        writer.line()
        writer.block("extension \(typeName)") {
            writer.line("var isRecent: Bool { createdAt.timeIntervalSinceNow > -86_400 * \(random.pick([1, 7, 30])) }")
            writer.line()
            writer.block("var displayPrice: String") {
                writer.line("guard let price else { return NSLocalizedString(\"Free\", comment: \"\") }")
                writer.line("return price.formatted(.currency(code: \"USD\"))")
            }
            while writer.lineCount < targetLines - 1 {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
    }

    func writeNetworking(_ writer: CodeWriter, typeName: String, entity: String, targetLines: Int) {
        let names = NameBook()
        let plural = entity + "s"
        let path = "/v2/\(plural.lowercased())"
        let endpoints: [(declaration: String, pattern: String, method: String, path: String)] = [
            ("list(page: Int, pageSize: Int)", "list", "GET", "\"\(path)\""),
            ("detail(id: UUID)", "detail(let id)", "GET", "\"\(path)/\\(id.uuidString)\""),
            ("create(\(entity)Draft)", "create", "POST", "\"\(path)\""),
            ("update(id: UUID, \(entity)Draft)", "update(let id, _)", "PATCH", "\"\(path)/\\(id.uuidString)\""),
            ("delete(id: UUID)", "delete(let id)", "DELETE", "\"\(path)/\\(id.uuidString)\""),
        ]
        writer.line("import Foundation")
        writer.line()
        writer.block("enum \(typeName)Endpoint") {
            for endpoint in endpoints { writer.line("case \(endpoint.declaration)") }
            writer.line()
            writer.block("var method: String") {
                writer.line("switch self {")
                for endpoint in endpoints {
                    writer.line("case .\(endpoint.declaration.prefix { $0 != "(" }): \"\(endpoint.method)\"")
                }
                writer.line("}")
            }
            writer.line()
            writer.block("var path: String") {
                writer.line("switch self {")
                for endpoint in endpoints { writer.line("case .\(endpoint.pattern): \(endpoint.path)") }
                writer.line("}")
            }
        }
        writer.line()
        writer.line(
            "/// Talks to the \(plural.lowercased()) API. Errors carry the status code so screens can tell offline from server trouble."
        )
        writer.block("final class \(typeName): @unchecked Sendable") {
            writer.line(
                "static let shared = \(typeName)(baseURL: URL(string: \"https://api.example.com\") ?? URL(fileURLWithPath: \"/\"))"
            )
            writer.line()
            writer.line("private let baseURL: URL")
            writer.line("private let session: URLSession")
            writer.line("private let decoder: JSONDecoder")
            writer.line("private let encoder = JSONEncoder()")
            writer.line("private var items: [\(entity)] = []")
            writer.line("private var currentPage = 1")
            writer.line("private var hasMorePages = true")
            writer.line("private var isLoading = false")
            writer.line("private var errorMessage: String?")
            writer.line("private lazy var service = self")
            writer.line("private let logger = AppLogger(category: \"\(typeName)\")")
            writer.line()
            writer.block("init(baseURL: URL, session: URLSession = .shared)") {
                writer.line("self.baseURL = baseURL")
                writer.line("self.session = session")
                writer.line("decoder = JSONDecoder()")
                writer.line("decoder.dateDecodingStrategy = .iso8601")
            }
            writer.line()
            writer.block(
                "func send<Response: Decodable>(_ endpoint: \(typeName)Endpoint, as type: Response.Type) async throws -> Response"
            ) {
                writer.line("var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))")
                writer.line("request.httpMethod = endpoint.method")
                writer.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Accept\")")
                writer.line("request.timeoutInterval = \(random.pick([15, 30, 60]))")
                writer.line("let (data, response) = try await session.data(for: request)")
                writer.block("guard let http = response as? HTTPURLResponse else") {
                    writer.line("throw APIError.invalidResponse")
                }
                writer.block("guard (200..<300).contains(http.statusCode) else") {
                    writer.line(
                        "logger.error(\"\\(endpoint.method) \\(endpoint.path) failed with \\(http.statusCode)\")")
                    writer.line("throw APIError.status(http.statusCode, body: String(data: data, encoding: .utf8))")
                }
                writer.line("return try decoder.decode(Response.self, from: data)")
            }
            writer.line()
            writer.block("func fetch\(plural)(page: Int, pageSize: Int) async throws -> Page<\(entity)>") {
                writer.line("try await send(.list(page: page, pageSize: pageSize), as: Page<\(entity)>.self)")
            }
            while writer.lineCount < targetLines - 1 {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
    }

    func writeHelpers(_ writer: CodeWriter, fileName: String, entity: String, targetLines: Int) {
        let names = NameBook()
        let extended = String(fileName.prefix { $0 != "+" })
        writer.line("import Foundation")
        writer.line()
        writer.block("extension \(extended)") {
            switch extended {
            case "String":
                writer.line("var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }")
                writer.line()
                writer.block("func truncated(to length: Int, trailing: String = \"…\") -> String") {
                    writer.line("count > length ? String(prefix(length)) + trailing : self")
                }
            case "Date":
                writer.block("func isSameDay(as other: Date, calendar: Calendar = .current) -> Bool") {
                    writer.line("calendar.isDate(self, inSameDayAs: other)")
                }
            default:
                writer.line("/// Helpers shared by the \(entity.lowercased()) screens.")
            }
        }
        writer.line()
        writer.line(
            "/// Formatting and bookkeeping for \(entity.lowercased())s, kept out of the view models so they can be tested alone."
        )
        writer.block("enum \(fileName.replacingOccurrences(of: "+", with: ""))Helpers") {
            writer.line("private static let logger = AppLogger(category: \"\(fileName)\")")
            writer.closure("private static let dateFormatter: DateFormatter = {", closer: "}()") {
                writer.line("let formatter = DateFormatter()")
                writer.line("formatter.dateStyle = .medium")
                writer.line("formatter.timeStyle = .\(random.pick(["none", "short"]))")
                writer.line("return formatter")
            }
            while writer.lineCount < targetLines - 1 {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
    }
}
