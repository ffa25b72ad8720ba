extension DailyReminder {
    /// The longest title, in characters.
    public static let maximumTitleLength = 200
    /// The longest body, in characters.
    public static let maximumBodyLength = 1_000

    /// The setting with its texts trimmed, when every value keeps the rules: hour 0 to 23,
    /// minute 0 to 59, a title of one line and a body, neither empty nor too long.
    public func validated() throws(ChecklistsError) -> DailyReminder {
        DailyReminder(
            isOn: isOn, hour: try Self.validatedHour(hour), minute: try Self.validatedMinute(minute),
            title: try Self.validatedTitle(title), body: try Self.validatedBody(body))
    }

    /// `hour` when it is 0 to 23.
    public static func validatedHour(_ hour: Int) throws(ChecklistsError) -> Int {
        guard (0...23).contains(hour) else {
            throw .invalidDailyReminder("the hour of the daily reminder must be 0 to 23, not \(hour)")
        }
        return hour
    }

    /// `minute` when it is 0 to 59.
    public static func validatedMinute(_ minute: Int) throws(ChecklistsError) -> Int {
        guard (0...59).contains(minute) else {
            throw .invalidDailyReminder("the minute of the daily reminder must be 0 to 59, not \(minute)")
        }
        return minute
    }

    /// The title trimmed: not empty, at most 200 characters, without line breaks, tabs or
    /// other control characters.
    public static func validatedTitle(_ title: String) throws(ChecklistsError) -> String {
        let trimmed = title.trimmingWhitespace
        if trimmed.isEmpty { throw .invalidDailyReminder("the title of the daily reminder cannot be empty") }
        if trimmed.count > maximumTitleLength {
            throw .invalidDailyReminder(
                "the title of the daily reminder can have at most \(maximumTitleLength) characters "
                    + "(this one has \(trimmed.count))")
        }
        if TextRules.hasControlCharacter(trimmed) {
            throw .invalidDailyReminder(
                "the title of the daily reminder cannot contain line breaks, tabs or other control characters")
        }
        return trimmed
    }

    /// The body trimmed: not empty, at most 1000 characters; line breaks and tabs are allowed,
    /// other control characters are not.
    public static func validatedBody(_ body: String) throws(ChecklistsError) -> String {
        let trimmed = body.trimmingWhitespace
        if trimmed.isEmpty { throw .invalidDailyReminder("the body of the daily reminder cannot be empty") }
        if trimmed.count > maximumBodyLength {
            throw .invalidDailyReminder(
                "the body of the daily reminder can have at most \(maximumBodyLength) characters "
                    + "(this one has \(trimmed.count))")
        }
        let allowed: Set<Unicode.Scalar> = ["\n", "\t"]
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }
        ) {
            throw .invalidDailyReminder("the body of the daily reminder cannot contain control characters")
        }
        return trimmed
    }
}
