import Foundation

/// One node of the window's accessible tree: what a screen reader, and so the test, sees.
struct AccessibleNode: Decodable, Equatable {
    /// How deep it sits under the application.
    var depth: Int
    /// Its role, such as "check box", "label", "push button".
    var role: String
    /// Its accessible name.
    var name: String
    /// The text of a label or entry.
    var text: String
    /// Whether it is on screen.
    var showing: Bool
    /// Whether a check box or switch is on.
    var checked: Bool
}

extension AppWindow {
    /// The window's accessible tree now, read through AT-SPI.
    func accessibleTree() async throws -> [AccessibleNode] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("accessible_tree.py")
        let result = await session.runTool(
            "/usr/bin/python3", [script.path], settings: ["DISPLAY": display], timeout: .seconds(30))
        guard result.status == 0 else {
            throw WindowFailure(description: "reading the accessible tree failed: \(result.stderr)")
        }
        let decoder = JSONDecoder()
        return try result.stdout.split(separator: "\n").map { try decoder.decode(AccessibleNode.self, from: Data($0.utf8)) }
    }

    /// The item rows on screen: each check box's name (text, due date, reminder, overdue)
    /// and whether it is ticked.
    func itemRows() async throws -> [(name: String, checked: Bool)] {
        try await accessibleTree().filter { $0.role == "check box" && $0.showing }.map { ($0.name, $0.checked) }
    }

    /// The texts of the labels on screen.
    func visibleLabels() async throws -> [String] {
        try await accessibleTree().filter { $0.role == "label" && $0.showing }.map { $0.text.isEmpty ? $0.name : $0.text }
    }
}
