import LocalNotifications

/// Converts notification categories to and from the `a{sv}` dictionaries of `SetCategories`:
/// identifier s, action-ids as, action-titles as (the button labels, in the same order), and
/// for the actions that ask for a typed reply text-input-actions as (their identifiers),
/// text-input-placeholders a{ss} and text-input-buttons a{ss} (by action identifier), and
/// action-purposes a{ss}: the notification portal's `purpose` of each button, by action
/// identifier, where `im.reply-with-text` makes the action ask for text as if it were listed
/// in text-input-actions.
public enum CategoryCodec {
    /// The keys a category dictionary may hold.
    public static let keys: Set<String> = [
        "identifier", "action-ids", "action-titles", textInputActionsKey, textInputPlaceholdersKey,
        textInputButtonsKey, purposesKey,
    ]
    /// The identifiers of the actions that ask for a typed reply (as).
    public static let textInputActionsKey = "text-input-actions"
    /// The placeholder text of each reply field, by action identifier (a{ss}).
    public static let textInputPlaceholdersKey = "text-input-placeholders"
    /// The label of each reply's send button, by action identifier (a{ss}).
    public static let textInputButtonsKey = "text-input-buttons"
    /// The portal's purpose of each button, by action identifier (a{ss}).
    public static let purposesKey = "action-purposes"

    /// The dictionary for a category; the text-input keys only when an action asks for text.
    public static func encode(_ category: NotificationCategory) -> WireDictionary {
        var dictionary: WireDictionary = [
            "identifier": .string(category.identifier), "action-ids": .strings(category.actions.map(\.identifier)),
            "action-titles": .strings(category.actions.map(\.title)),
        ]
        let purposes = category.actions.reduce(into: [String: String]()) { map, action in
            if let purpose = action.purpose { map[action.identifier] = purpose }
        }
        if !purposes.isEmpty { dictionary[purposesKey] = .stringMap(purposes) }
        let replying = category.actions.filter { $0.textInput != nil }
        guard !replying.isEmpty else { return dictionary }
        dictionary[textInputActionsKey] = .strings(replying.map(\.identifier))
        var placeholders: [String: String] = [:]
        var buttons: [String: String] = [:]
        for action in replying {
            guard let input = action.textInput else { continue }
            if !input.placeholder.isEmpty { placeholders[action.identifier] = input.placeholder }
            if !input.buttonTitle.isEmpty { buttons[action.identifier] = input.buttonTitle }
        }
        if !placeholders.isEmpty { dictionary[textInputPlaceholdersKey] = .stringMap(placeholders) }
        if !buttons.isEmpty { dictionary[textInputButtonsKey] = .stringMap(buttons) }
        return dictionary
    }

    /// The category in a dictionary; the error names what was wrong. Only the shape is
    /// checked here; `NotificationCategory.validate` checks the values.
    public static func decode(_ dictionary: WireDictionary) throws(WireError) -> NotificationCategory {
        let reader = WireReader(dictionary)
        try reader.rejectUnknownKeys(allowed: keys)
        guard let identifier = try reader.string("identifier") else {
            throw WireError("the category has no identifier")
        }
        let identifiers = try reader.strings("action-ids") ?? []
        let titles = try reader.strings("action-titles") ?? []
        guard identifiers.count == titles.count else {
            throw WireError(
                "the category \"\(identifier)\" has \(identifiers.count) action-ids but \(titles.count) action-titles")
        }
        let purposes = try reader.stringMap(purposesKey) ?? [:]
        if let stray = purposes.keys.sorted().first(where: { !identifiers.contains($0) }) {
            throw WireError(
                "\(purposesKey) of the category \"\(identifier)\" names \"\(stray)\", which is not one of its action-ids"
            )
        }
        let inputs = try textInputs(reader, category: identifier, actions: Set(identifiers))
        return NotificationCategory(
            identifier: identifier,
            actions: zip(identifiers, titles).map { action, title in
                let replies = purposes[action] == NotificationAction.replyWithTextPurpose
                return NotificationAction(
                    identifier: action, title: title,
                    textInput: inputs[action] ?? (replies ? TextInput(buttonTitle: "", placeholder: "") : nil),
                    purpose: purposes[action])
            })
    }

    /// The text inputs by action identifier; each key must name an action of the category,
    /// and a placeholder or button only an action that asks for text.
    private static func textInputs(
        _ reader: WireReader, category: String, actions: Set<String>
    ) throws(WireError) -> [String: TextInput] {
        let replying = try reader.strings(textInputActionsKey) ?? []
        for action in replying where !actions.contains(action) {
            throw WireError(
                "\(textInputActionsKey) of the category \"\(category)\" names \"\(action)\", which is not one of its action-ids"
            )
        }
        let placeholders = try reader.stringMap(textInputPlaceholdersKey) ?? [:]
        let buttons = try reader.stringMap(textInputButtonsKey) ?? [:]
        for (key, map) in [(textInputPlaceholdersKey, placeholders), (textInputButtonsKey, buttons)] {
            if let stray = map.keys.sorted().first(where: { !replying.contains($0) }) {
                throw WireError(
                    "\(key) of the category \"\(category)\" names \"\(stray)\", which is not in \(textInputActionsKey)")
            }
        }
        var inputs: [String: TextInput] = [:]
        for action in replying {
            inputs[action] = TextInput(buttonTitle: buttons[action] ?? "", placeholder: placeholders[action] ?? "")
        }
        return inputs
    }

    /// Every category of a `SetCategories` call; the error names the category that was wrong.
    public static func decode(_ dictionaries: [WireDictionary]) throws(WireError) -> [NotificationCategory] {
        var categories: [NotificationCategory] = []
        for (index, dictionary) in dictionaries.enumerated() {
            do {
                categories.append(try decode(dictionary))
            } catch {
                throw dictionaries.count == 1 ? error : WireError("category \(index + 1): \(error.description)")
            }
        }
        return categories
    }
}
