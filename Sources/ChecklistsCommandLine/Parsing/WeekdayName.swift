/// Day names accepted for `weekday=` in `--match`, numbered as in Foundation (1 is Sunday).
enum WeekdayName {
    private static let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The weekday number for a name such as "tue" or "Tuesday", or nil.
    static func number(_ name: String) -> Int? {
        let lowered = name.lowercased()
        guard let index = names.firstIndex(where: { $0 == lowered || $0.prefix(3) == lowered }) else { return nil }
        return index + 1
    }
}
