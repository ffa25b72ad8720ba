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
    /// Whether it has the keyboard focus.
    var focused: Bool
    /// Whether a label names it (its labelled-by relation), as a field's label does.
    var labelled: Bool
    /// The choice a combo box shows; empty for other nodes.
    var selected: String

    /// The roles of the controls a user operates, which a screen reader must be able to name.
    static let controlRoles: Set<String> = [
        "push button", "toggle button", "check box", "radio button", "entry", "password text", "spin button",
        "combo box", "menu item", "check menu item", "radio menu item", "slider", "text",
    ]

    /// A control on screen that has neither a name nor a label naming it.
    var isUnnamedControl: Bool {
        showing && Self.controlRoles.contains(role) && name.isEmpty && !labelled
    }
}

extension AppWindow {
    /// The window's accessible tree now, read through AT-SPI. An app busy on a loaded machine
    /// can miss the registry's call and be left out of the desktop's list for a moment: the
    /// read is tried three times before it fails.
    func accessibleTree() async throws -> [AccessibleNode] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "accessible_tree.py")
        var result = await session.runTool(
            "/usr/bin/python3", [script.path], settings: ["DISPLAY": display], timeout: .seconds(30))
        for _ in 0..<2 where result.status != 0 {
            try await session.pause(.milliseconds(500))
            result = await session.runTool(
                "/usr/bin/python3", [script.path], settings: ["DISPLAY": display], timeout: .seconds(30))
        }
        guard result.status == 0 else {
            throw WindowFailure(description: "reading the accessible tree failed: \(result.stderr)")
        }
        let decoder = JSONDecoder()
        return try result.stdout.split(separator: "\n").map {
            try decoder.decode(AccessibleNode.self, from: Data($0.utf8))
        }
    }

    /// Waits until the node named `name` satisfies `condition` (its text typed, its focus
    /// taken); returns whether it did. Keys reach a slow app (under a sanitizer) late, so a
    /// test waits for what one key did before it presses the next.
    func waitForNode(
        named name: String, timeout: Duration = .seconds(20), _ condition: @escaping (AccessibleNode) -> Bool
    ) async throws -> Bool {
        try await session.waitUntil(timeout: timeout, interval: .milliseconds(200)) {
            try await accessibleTree().contains { $0.name == name && condition($0) }
        }
    }

    /// The item rows on screen: the text cell (the text, and the line with the due date,
    /// "reminder on" and "overdue") and whether the row's box is ticked. The items table
    /// has three cells a row: the box, the text, the bell.
    func itemRows() async throws -> [(name: String, checked: Bool)] {
        let tree = try await accessibleTree()
        guard let table = tree.firstIndex(where: { $0.role == "table" && $0.name == "Items" }) else { return [] }
        let cells = tree[(table + 1)...].prefix { $0.depth > tree[table].depth }
            .filter { $0.role == "table cell" && $0.depth == tree[table].depth + 1 }
        return stride(from: 0, to: cells.count - 2, by: 3).map { start in
            let row = Array(cells.dropFirst(start).prefix(3))
            return (row[1].name, row[0].checked)
        }
    }

    /// Does the first action of the showing node with this role and name (clicks a button
    /// or a menu's entry) through AT-SPI, as a screen reader user would.
    func activate(role: String, named name: String) async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "accessible_action.py")
        let result = await session.runTool(
            "/usr/bin/python3", [script.path, role, name], settings: ["DISPLAY": display], timeout: .seconds(30))
        guard result.status == 0 else {
            throw WindowFailure(description: "activating the \(role) “\(name)” failed: \(result.stderr)")
        }
    }

    /// Ticks or unticks the row whose text starts with `text` through the accessibility
    /// action of its box ("toggle"), as a screen reader user would.
    func tick(itemStartingWith text: String) async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "accessible_tick.py")
        let result = await session.runTool(
            "/usr/bin/python3", [script.path, text], settings: ["DISPLAY": display], timeout: .seconds(30))
        guard result.status == 0 else {
            throw WindowFailure(description: "ticking “\(text)” failed: \(result.stderr)")
        }
    }

    /// The texts of the labels on screen.
    func visibleLabels() async throws -> [String] {
        try await accessibleTree().filter { $0.role == "label" && $0.showing }.map {
            $0.text.isEmpty ? $0.name : $0.text
        }
    }
}
