import Testing

@testable import ChecklistsCommandLine

/// `account` and `sync`: their exact forms, and one line naming what is wrong otherwise.
@Suite("account and sync")
struct AccountParsingTests {
    @Test("account add takes a URL, a host or an address, --user (an address's by default) and --lists")
    func add() throws {
        let full = try Fixtures.parse(["account", "add", "https://cloud.example.com/remote.php/dav", "--user", "ann"])
            .get()
        #expect(full == .account(.add(url: "https://cloud.example.com/remote.php/dav", user: "ann", lists: nil)))
        let host = try Fixtures.parse(["account", "add", "dav.example.com", "--user=ann", "--lists", "Errands, Work"])
            .get()
        #expect(host == .account(.add(url: "dav.example.com", user: "ann", lists: ["Errands", "Work"])))
        let address = try Fixtures.parse(["account", "add", "ann@example.com"]).get()
        #expect(address == .account(.add(url: "ann@example.com", user: "ann@example.com", lists: nil)))
        let other = try Fixtures.parse(["account", "add", "ann@example.com", "--user", "ann"]).get()
        #expect(other == .account(.add(url: "ann@example.com", user: "ann", lists: nil)))
    }

    @Test("account add --certificate takes a SHA-256 fingerprint in any case, colons or not")
    func certificate() throws {
        let pin = String(repeating: "0A:", count: 31) + "0A"
        for typed in [pin, pin.lowercased(), String(repeating: "0a", count: 32)] {
            let parsed = try Fixtures.parse(["account", "add", "dav.home", "--user", "ann", "--certificate", typed])
                .get()
            #expect(parsed == .account(.add(url: "dav.home", user: "ann", lists: nil, certificate: pin)))
        }
    }

    @Test("account add --online-account takes an id and --lists; account online lists what can be added")
    func online() throws {
        let add = try Fixtures.parse(["account", "add", "--online-account", "account_1_0", "--lists", "Errands"]).get()
        #expect(add == .account(.addOnline(id: "account_1_0", lists: ["Errands"])))
        #expect(try Fixtures.parse(["account", "online", "--json"]).get() == .account(.online(json: true)))
        #expect(try Fixtures.parse(["account", "online"]).get() == .account(.online(json: false)))
    }

    @Test("account list, account remove and sync")
    func listRemoveSync() throws {
        #expect(try Fixtures.parse(["account", "list"]).get() == .account(.list(json: false)))
        #expect(try Fixtures.parse(["account", "list", "--json"]).get() == .account(.list(json: true)))
        #expect(
            try Fixtures.parse(["account", "remove", "https://dav.example.com/"]).get()
                == .account(.remove(url: "https://dav.example.com/")))
        #expect(try Fixtures.parse(["sync", "--json"]).get() == .account(.sync(json: true)))
    }

    @Test(
        "Bad usage is one line naming what is wrong",
        arguments: [
            (["account"], "account needs add, list, online or remove (see checklists account --help)"),
            (["account", "add", "https://dav.example.com"], "account add needs --user NAME"),
            (["account", "add", "--user", "ann"], "account add needs one URL"),
            (
                ["account", "add", "ftp://dav.example.com", "--user", "ann"],
                "\"ftp://dav.example.com\" is not a server (such as https://dav.example.com/, dav.example.com or ann@example.com)"
            ),
            (
                ["account", "add", "ann@", "--user", "ann"],
                "\"ann@\" is not a server (such as https://dav.example.com/, dav.example.com or ann@example.com)"
            ),
            (
                ["account", "add", "dav.example.com", "--user", "ann", "--lists", "A,,B"],
                "--lists has an empty name: \"A,,B\""
            ),
            (
                ["account", "add", "dav.example.com", "--user", "ann", "--password", "x"],
                "account does not take --password (see checklists account --help)"
            ),
            (["account", "list", "--user", "ann"], "account list does not take --user"),
            (
                ["account", "add", "dav.home", "--user", "ann", "--certificate", "0A:0B"],
                "--certificate needs a SHA-256 fingerprint (64 hexadecimal digits, colons allowed): \"0A:0B\""
            ),
            (
                ["account", "add", "dav.home", "--user", "ann", "--certificate", String(repeating: "G", count: 64)],
                "--certificate needs a SHA-256 fingerprint (64 hexadecimal digits, colons allowed): \"\(String(repeating: "G", count: 64))\""
            ),
            (
                ["account", "remove", "https://dav.home", "--certificate", "x"],
                "account remove does not take --certificate"
            ),
            (["account", "frob"], "unknown account command \"frob\" (add, list, online or remove)"),
            (
                ["account", "add", "https://dav.home", "--online-account", "account_1_0"],
                "account add takes a URL or --online-account ID, not both"
            ),
            (
                ["account", "add", "--online-account", "account_1_0", "--user", "ann"],
                "account add does not take --user"
            ),
            (["account", "online", "x"], "account online takes no arguments"),
            (["account", "list", "--online-account", "a"], "account list does not take --online-account"),
            (["sync", "now"], "sync: unexpected argument \"now\""),
        ])
    func badUsage(arguments: [String], message: String) {
        #expect(Fixtures.parse(arguments) == .failure(.usage(message)))
    }
}
