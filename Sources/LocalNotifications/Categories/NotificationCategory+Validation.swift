extension NotificationCategory {
    /// The most buttons one category may have: servers show few, and a popup stays readable.
    public static let maximumActions = 3
    /// The longest button label, in characters.
    public static let maximumActionTitleLength = 64
    /// Action identifiers the API uses for other responses: a click on the popup and a dismissal.
    public static let reservedActionIdentifiers: Set<String> = [
        NotificationAction.defaultIdentifier, NotificationAction.dismissIdentifier,
    ]

    /// Checks the identifier and the actions; the error says what is wrong.
    public func validate() throws(NotificationError) {
        do {
            try NotificationRequest.validate(identifier: identifier)
        } catch {
            throw .invalidIdentifier(
                error.description.replacingOccurrences(of: "the identifier", with: "the category identifier"))
        }
        if actions.count > Self.maximumActions {
            throw .invalidContent(
                "the category \"\(identifier)\" has \(actions.count) actions; at most \(Self.maximumActions) are allowed"
            )
        }
        var seen: Set<String> = []
        for action in actions {
            try validate(action)
            guard seen.insert(action.identifier).inserted else {
                throw .invalidIdentifier("the category \"\(identifier)\" has the action \"\(action.identifier)\" twice")
            }
        }
    }

    /// Checks a whole set of categories: each one, and no identifier twice.
    public static func validate(_ categories: [NotificationCategory]) throws(NotificationError) {
        var seen: Set<String> = []
        for category in categories {
            try category.validate()
            guard seen.insert(category.identifier).inserted else {
                throw .invalidIdentifier("the category \"\(category.identifier)\" is given twice")
            }
        }
    }

    private func validate(_ action: NotificationAction) throws(NotificationError) {
        do {
            try NotificationRequest.validate(identifier: action.identifier)
        } catch {
            throw .invalidIdentifier(
                error.description.replacingOccurrences(
                    of: "the identifier", with: "an action identifier of \"\(identifier)\""))
        }
        if Self.reservedActionIdentifiers.contains(action.identifier) {
            throw .invalidIdentifier("\"\(action.identifier)\" is reserved and cannot be an action identifier")
        }
        if action.title.isEmpty {
            throw .invalidContent("the action \"\(action.identifier)\" has an empty title")
        }
        if action.title.count > Self.maximumActionTitleLength {
            throw .invalidContent(
                "the title of the action \"\(action.identifier)\" is longer than \(Self.maximumActionTitleLength) characters"
            )
        }
        if action.title.unicodeScalars.contains(where: \.isControl) {
            throw .invalidContent("the title of the action \"\(action.identifier)\" contains a control character")
        }
        if let purpose = action.purpose, !PortalWords.isAcceptedPurpose(purpose) {
            let known = NotificationAction.knownPurposes.joined(separator: ", ")
            throw .invalidContent(
                "the purpose of the action \"\(action.identifier)\" must be one of \(known) or start with x-, not \"\(purpose.prefix(40))\""
            )
        }
        if let input = action.textInput {
            try validate(input.buttonTitle, "text input button", of: action)
            try validate(input.placeholder, "text input placeholder", of: action)
        }
    }

    private func validate(_ text: String, _ name: String, of action: NotificationAction) throws(NotificationError) {
        if text.count > Self.maximumActionTitleLength {
            throw .invalidContent(
                "the \(name) of the action \"\(action.identifier)\" is longer than \(Self.maximumActionTitleLength) characters"
            )
        }
        if text.unicodeScalars.contains(where: \.isControl) {
            throw .invalidContent("the \(name) of the action \"\(action.identifier)\" contains a control character")
        }
    }
}
