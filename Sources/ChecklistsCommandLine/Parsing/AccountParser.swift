import CalDAV
import Foundation
import Translations

/// Turns the arguments of `account` into an `AccountAction`.
enum AccountParser {
    /// The action for `account SUBCOMMAND ...`.
    static func account(_ reader: inout ArgumentReader) throws(CommandLineError) -> AccountAction {
        var positionals: [String] = []
        var user: String?
        var lists: String?
        var certificate: String?
        var onlineAccount: String?
        var json = false
        while let argument = reader.next() {
            switch argument {
            case .positional(let value): positionals.append(value)
            case .option("--user", let inline):
                try ArgumentReader.setOnce(&user, "--user", try reader.value(of: "--user", inline: inline))
            case .option("--lists", let inline):
                try ArgumentReader.setOnce(&lists, "--lists", try reader.value(of: "--lists", inline: inline))
            case .option("--certificate", let inline):
                try ArgumentReader.setOnce(
                    &certificate, "--certificate", try reader.value(of: "--certificate", inline: inline))
            case .option("--online-account", let inline):
                try ArgumentReader.setOnce(
                    &onlineAccount, "--online-account", try reader.value(of: "--online-account", inline: inline))
            case .option("--json", let inline): try ArgumentReader.setFlag(&json, "--json", inline)
            case .option(let name, _):
                throw .usage(tr("account does not take %s (see checklists account --help)", "\(name)"))
            }
        }
        guard let subcommand = positionals.first else {
            throw .usage(tr("account needs add, list, online or remove (see checklists account --help)"))
        }
        let rest = positionals.dropFirst()
        func refuse(_ option: String, _ given: Bool) throws(CommandLineError) {
            if given { throw .usage(tr("account %s does not take %s", "\(subcommand)", "\(option)")) }
        }
        switch subcommand {
        case "add" where onlineAccount != nil:
            guard rest.isEmpty, let id = onlineAccount else {
                throw .usage(tr("account add takes a URL or --online-account ID, not both"))
            }
            try refuse("--json", json)
            try refuse("--user", user != nil)
            try refuse("--certificate", certificate != nil)
            return .addOnline(id: id, lists: try lists.map(listNames))
        case "add":
            guard rest.count == 1, let url = rest.first else { throw .usage(tr("account add needs one URL")) }
            try refuse("--json", json)
            let server = try self.server(url)
            guard let user = user ?? ServiceDiscovery.user(implied: server),
                !user.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw .usage(tr("account add needs --user NAME"))
            }
            return .add(
                url: server, user: user, lists: try lists.map(listNames),
                certificate: try certificate.map(fingerprint))
        case "list":
            guard rest.isEmpty else { throw .usage(tr("account list takes no arguments")) }
            try refuse("--user", user != nil)
            try refuse("--lists", lists != nil)
            try refuse("--certificate", certificate != nil)
            try refuse("--online-account", onlineAccount != nil)
            return .list(json: json)
        case "online":
            guard rest.isEmpty else { throw .usage(tr("account online takes no arguments")) }
            try refuse("--user", user != nil)
            try refuse("--lists", lists != nil)
            try refuse("--certificate", certificate != nil)
            try refuse("--online-account", onlineAccount != nil)
            return .online(json: json)
        case "remove":
            guard rest.count == 1, let url = rest.first else { throw .usage(tr("account remove needs one URL")) }
            try refuse("--user", user != nil)
            try refuse("--lists", lists != nil)
            try refuse("--certificate", certificate != nil)
            try refuse("--online-account", onlineAccount != nil)
            try refuse("--json", json)
            return .remove(url: try serverURL(url))
        default:
            throw .usage(tr("unknown account command \"%s\" (add, list, online or remove)", "\(subcommand)"))
        }
    }

    /// The server `account add` looks for: an http or https URL with a host, or a host
    /// (with a port or a path if need be) or an address such as `ann@example.com`, which
    /// discovery turns into URLs (`ServiceDiscovery`); anything else is refused.
    static func server(_ text: String) throws(CommandLineError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") {
            guard (try? serverURL(trimmed)) != nil else { throw notAServer(text) }
            return trimmed
        }
        let host = trimmed.lastIndex(of: "@").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        guard !host.isEmpty, !trimmed.contains(where: \.isWhitespace), let url = URL(string: "https://" + host),
            url.host?.isEmpty == false
        else { throw notAServer(text) }
        return trimmed
    }

    private static func notAServer(_ text: String) -> CommandLineError {
        .usage(
            tr(
                "\"%s\" is not a server (such as https://dav.example.com/, dav.example.com or ann@example.com)",
                "\(text)"))
    }

    /// The server's URL as stored: "https://" is put before a bare host; anything but an
    /// http or https URL with a host is refused.
    static func serverURL(_ text: String) throws(CommandLineError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let full = trimmed.contains("://") ? trimmed : "https://" + trimmed
        guard let url = URL(string: full), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw .usage(
                tr("\"%s\" is not a server URL (such as https://dav.example.com/ or dav.example.com)", "\(text)"))
        }
        return full
    }

    /// The fingerprint of `--certificate`, in the standard form (`CertificateFingerprint`).
    static func fingerprint(_ text: String) throws(CommandLineError) -> String {
        guard let fingerprint = CertificateFingerprint.normalized(text) else {
            throw .usage(
                tr("--certificate needs a SHA-256 fingerprint (64 hexadecimal digits, colons allowed): \"%s\"", text))
        }
        return fingerprint
    }

    /// The names in `--lists A,B`: trimmed, none empty.
    static func listNames(_ text: String) throws(CommandLineError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !names.contains(where: \.isEmpty) else {
            throw .usage(tr("--lists has an empty name: \"%s\"", "\(text)"))
        }
        return names
    }
}
