import Translations

/// The rules for checklist names and item texts, shared by the window and the command line.
public enum TextRules {
    /// The longest checklist name, in characters.
    public static let maximumNameLength = 200
    /// The longest item text, in characters.
    public static let maximumTextLength = 1_000

    /// The name trimmed, when it is a valid checklist name (uniqueness is checked by the model).
    public static func checklistName(_ name: String) throws(ChecklistsError) -> String {
        let trimmed = name.trimmingWhitespace
        if trimmed.isEmpty { throw .emptyName }
        if trimmed.count > maximumNameLength {
            throw .invalidName(
                tr(
                    "the name of a checklist can have at most %d characters (this one has %d)",
                    "\(maximumNameLength)", "\(trimmed.count)"))
        }
        if hasControlCharacter(trimmed) {
            throw .invalidName(
                tr("the name of a checklist cannot contain line breaks, tabs or other control characters"))
        }
        return trimmed
    }

    /// The text trimmed, when it is a valid item text: not empty, at most 1000 characters,
    /// one line without control characters.
    public static func itemText(_ text: String) throws(ChecklistsError) -> String {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { throw .emptyText }
        if trimmed.count > maximumTextLength {
            throw .invalidText(
                tr(
                    "the text of an item can have at most %d characters (this one has %d)", "\(maximumTextLength)",
                    "\(trimmed.count)"))
        }
        if hasControlCharacter(trimmed) {
            throw .invalidText(
                tr("the text of an item cannot contain line breaks, tabs or other control characters"))
        }
        return trimmed
    }

    /// Whether `text` holds a control character (category Cc, such as a newline or a tab) or
    /// a Unicode line or paragraph separator.
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}

extension String {
    /// The string without white space and line breaks at either end.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
