import Foundation

/// The user's locale for dates and times, from the POSIX environment.
///
/// Foundation on Linux reports `en_001` as `Locale.current` whatever the session's language
/// (swift-foundation issue 717), so the window reads `LC_ALL`, then `LC_TIME`, then `LANG`
/// itself, as C programs do. The C locale (or none) reads as `posix`.
public enum UserLocale {
    /// The locale that `environment` asks for, or `posix` when it names none or the C locale.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return identifier(fromPOSIX: value).map(Locale.init(identifier:)) ?? posix
        }
        return posix
    }

    /// The C locale's dates: English with the 24-hour clock of POSIX's own time format and the
    /// day before the month. Foundation's fallback (`en_001`) would pair a day-first numeric
    /// date with AM and PM, which a US reader takes for month first.
    public static let posix = Locale(identifier: "en_150")

    /// "de_DE.UTF-8@euro" -> "de_DE"; nil for "C" and "POSIX".
    static func identifier(fromPOSIX value: String) -> String? {
        let name = value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? value
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        guard !base.isEmpty, base != "C", base != "POSIX" else { return nil }
        return base
    }
}
