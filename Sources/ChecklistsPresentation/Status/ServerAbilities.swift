/// What a notification server's popups do, read from its capabilities (`GetCapabilities`)
/// the way remindd uses them: buttons, typed replies, images and sounds.
public struct ServerAbilities: Sendable, Equatable {
    /// Where a server that draws no buttons offers a popup's actions instead.
    public struct ActionsMenu: Sendable, Equatable {
        /// The server's name, as the user knows it: "dunst".
        public var server: String
        /// The command that opens the menu: "dunstctl context".
        public var command: String
    }

    /// Servers known to report `actions` but to draw no buttons, by their name in lower
    /// case, with the command that opens the menu of actions they offer instead.
    private static let menus = ["dunst": "dunstctl context", "mako": "makoctl menu dmenu"]

    /// What a server does otherwise than its capabilities let one expect.
    public enum Quirk: Sendable, Equatable {
        /// Its close button reports that the popup expired (reason 1), not that the user
        /// dismissed it (2): apps are not told of the dismissal (MATE's server).
        case closeReportsExpiry
        /// A click on a popup's body closes it; the default action is a button of its own,
        /// labelled with its name (xfce4-notifyd).
        case bodyClickCloses
    }

    /// The quirks of servers, by their name and vendor in lower case as they report them.
    private static let knownQuirks: [String: [Quirk]] = [
        "notification daemon/mate": [.closeReportsExpiry],
        "xfce notify daemon/xfce": [.bodyClickCloses],
    ]

    /// Whether the server takes a popup's actions (capability `actions`).
    public var hasActions: Bool
    /// Where the actions are when the server draws no buttons for them.
    public var actionsMenu: ActionsMenu?
    /// Whether popups take a typed reply: `actions` with KDE Plasma's `inline-reply`, as
    /// remindd's popups need to get a reply field.
    public var takesReplies: Bool
    /// Whether popups show images (`icon-static`, `icon-multi` or `body-images`).
    public var showsImages: Bool
    /// Whether popups play sounds (`sound`).
    public var playsSounds: Bool
    /// What this server is known to do otherwise.
    public var quirks: [Quirk]

    /// What the server named `name` by `vendor` (nil when it did not say) does with these
    /// capabilities.
    public init(name: String?, vendor: String? = nil, capabilities: [String]) {
        let offered = Set(capabilities)
        hasActions = offered.contains("actions")
        actionsMenu = nil
        if hasActions, let name, let command = Self.menus[name.lowercased()] {
            actionsMenu = ActionsMenu(server: name, command: command)
        }
        takesReplies = hasActions && offered.contains("inline-reply")
        showsImages = !offered.isDisjoint(with: ["icon-static", "icon-multi", "body-images"])
        playsSounds = offered.contains("sound")
        let key = "\(name ?? "")/\(vendor ?? "")".lowercased()
        quirks = Self.knownQuirks[key] ?? []
    }

    /// Whether popups show buttons: actions on a server that draws them.
    public var showsButtons: Bool { hasActions && actionsMenu == nil }
}
