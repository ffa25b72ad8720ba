import CIntl
import Foundation

/// The app's words in the user's language, through glibc's gettext, domain `checklists`.
///
/// Every user-visible string goes through `tr` (a text), `trn` (a text with a number) or
/// `trc` (a text with a context): `make po` finds their literals in the sources (xgettext)
/// and writes the template po/checklists.pot. Values go into placeholders a translator can move: `%s` for
/// text and `%d` for a number, numbered (`%2$s`) when a translation puts them in another
/// order; `%%` is a percent sign (also in a text without values). Until `setUp` runs (and
/// in the C locale) the English text comes back unchanged.
public enum Translations {
    /// The gettext domain: the catalogues are LOCALEDIR/LANG/LC_MESSAGES/checklists.mo.
    public static let domain = "checklists"
    /// The environment variable that names the catalogues' folder explicitly.
    public static let directoryKey = "CHECKLISTS_LOCALEDIR"

    /// Takes the user's locale from the environment and binds the catalogues: called first
    /// thing by the executable (the window then keeps GTK from setting the locale again).
    /// Every category follows the environment but numbers: LC_NUMERIC stays the C locale's,
    /// so that no C library writes a decimal comma into what is stored or exported
    /// (iCalendar, JSON, SQLite).
    public static func setUp(environment: [String: String] = ProcessInfo.processInfo.environment) {
        _ = setlocale(LC_ALL, "")
        _ = setlocale(LC_NUMERIC, "C")
        if let folder = directory(environment: environment) {
            _ = bindtextdomain(domain, folder)
        }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
    }

    /// The catalogues' folder: `CHECKLISTS_LOCALEDIR`, else EXECUTABLE/../share/locale when
    /// installed, else the build's compiled catalogues (.build/locale, which `make build`
    /// and `make test` fill); nil when none is there (gettext then looks in glibc's default).
    static func directory(environment: [String: String]) -> String? {
        if let folder = environment[directoryKey], !folder.isEmpty { return folder }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = executable.appendingPathComponent("../share/locale").standardized.path
        if FileManager.default.fileExists(atPath: installed) { return installed }
        var folder = executable
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            let built = folder.appendingPathComponent("locale").path
            if folder.lastPathComponent == ".build", FileManager.default.fileExists(atPath: built) { return built }
        }
        return nil
    }

    /// The catalogue's translation of `key`; nil when it has none.
    static func lookUp(_ key: String) -> String? {
        key.withCString { given in
            // Without a translation gettext hands back the pointer it was given, which lives
            // only as long as this closure.
            guard let found = dgettext(domain, given), UnsafePointer(found) != given else { return nil }
            return String(cString: found)
        }
    }

    /// Puts `values` into the placeholders of `format`: `%s` and `%d` take the next value,
    /// `%N$s` and `%N$d` the Nth, `%%` is a percent sign. A placeholder without a value
    /// stays as written.
    public static func fill(_ format: String, _ values: [String]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            var index = next
            var spec = rest
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits) {
                index = number - 1
                spec = rest.dropFirst(digits.count + 1)
            }
            guard let kind = spec.first, kind == "s" || kind == "d", values.indices.contains(index) else {
                result += "%"
                continue
            }
            result += values[index]
            if spec.startIndex == rest.startIndex { next += 1 }
            rest = spec.dropFirst()
        }
        return result + rest
    }
}

/// The translation of `message` into the user's language, with `values` put into its
/// placeholders (`Translations.fill`).
public func tr(_ message: String, _ values: String...) -> String {
    Translations.fill(Translations.lookUp(message) ?? message, values)
}

/// The translation of `message` in `context`, for an English word that needs telling apart
/// from the same word elsewhere ("May" the month's short name, "May" its name), with
/// `values` put into its placeholders. gettext's msgctxt: the catalogue's key is the
/// context, the byte 4, then the message.
public func trc(_ context: String, _ message: String, _ values: String...) -> String {
    Translations.fill(Translations.lookUp(context + "\u{4}" + message) ?? message, values)
}

/// The translation of the singular or plural form that suits `count` (in German and
/// English: `singular` for 1, `plural` otherwise; other languages have their own forms),
/// with the count as the first value (`%d`) and then `values`.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: String...) -> String {
    let translated: String? = singular.withCString { one in
        plural.withCString { many -> String? in
            // Without a translation gettext hands back a pointer it was given, which lives
            // only as long as this closure: the English is then taken from the Swift side.
            guard let found = dngettext(Translations.domain, one, many, UInt(max(count, 0))),
                UnsafePointer(found) != one, UnsafePointer(found) != many
            else { return nil }
            return String(cString: found)
        }
    }
    return Translations.fill(translated ?? (count == 1 ? singular : plural), [String(count)] + values)
}
