/// The edits of the command-line kill loops (`commandLineKilledWhileEditing`, the soak):
/// which command comes next, and what the data must show for each acknowledged one.
struct EditLedger {
    /// Items added and acknowledged: ID to text.
    private var added: [Int: String] = [:]
    /// Items whose acknowledged edit gave them a new text.
    private var edited: [Int: String] = [:]
    /// Items whose check was acknowledged.
    private var checked: Set<Int> = []
    /// Lists whose creation was acknowledged.
    private var lists: [String] = []
    /// Items an edit or check was tried on, acknowledged or not: each is touched once.
    private var touched: Set<Int> = []

    /// How many commands were acknowledged.
    private(set) var acknowledgedCount = 0

    /// The command of `round`: new-list, add, edit, check in turn (edit and check on an
    /// acknowledged item not touched yet, else an add).
    mutating func nextCommand(round: Int) -> [String] {
        let untouched = added.keys.sorted().first { !touched.contains($0) }
        switch (round % 4, untouched) {
        case (0, _):
            return ["new-list", "List \(round)"]
        case (2, let id?):
            touched.insert(id)
            return ["edit", "\(id)", "--text", "Edited \(round)"]
        case (3, let id?):
            touched.insert(id)
            return ["check", "\(id)"]
        default:
            return ["add", "Item \(round)", "--list", "Kills"]
        }
    }

    /// Records `command` as acknowledged; `output` is what it printed (an add's ID).
    mutating func acknowledge(_ command: [String], output: String) {
        acknowledgedCount += 1
        switch command[0] {
        case "new-list": lists.append(command[1])
        case "add":
            if let id = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) { added[id] = command[1] }
        case "edit": edited[Int(command[1])!] = command[3]
        default: checked.insert(Int(command[1])!)
        }
    }

    /// What the acknowledged edits promised and `items` and `lists` do not show.
    func missing(items: [ItemEntry], lists names: [String]) -> [String] {
        let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        var problems = lists.filter { !names.contains($0) }.map { "list \($0)" }
        for (id, text) in added.sorted(by: { $0.key < $1.key }) {
            guard let item = byID[id] else {
                problems.append("item \(id) \(text)")
                continue
            }
            if let newText = edited[id], item.text != newText {
                problems.append("edit of \(id) to \(newText): \(item)")
            }
            if checked.contains(id), !item.checked { problems.append("check of \(id): \(item)") }
        }
        return problems
    }
}
