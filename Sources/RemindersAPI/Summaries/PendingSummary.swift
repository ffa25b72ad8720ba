import Foundation
import LocalNotifications

/// What a listing of pending requests shows of one: the entry of `GetPendingSummaryPage`,
/// sent as one `(ssssbsdsa{sv})` tuple instead of a request's dictionary, so that a long
/// listing is cheap to build, send and read.
public struct PendingSummary: Sendable, Equatable {
    /// The request's identifier.
    public var identifier: String
    /// The title.
    public var title: String
    /// The subtitle; may be empty.
    public var subtitle: String
    /// The body; may be empty.
    public var body: String
    /// Whether the trigger fires more than once.
    public var repeats: Bool
    /// The trigger, as `TriggerText` writes it.
    public var trigger: String
    /// When it fires next; nil for a location request.
    public var nextTriggerDate: Date?
    /// The image the popup shows; empty for none.
    public var attachment: String
    /// The region of a location request; nil for the others.
    public var location: LocationTrigger?
    /// Where the device last was, for a location request; nil for the others.
    public var regionState: RegionState?

    /// A summary of each field.
    public init(
        identifier: String, title: String, subtitle: String, body: String, repeats: Bool, trigger: String,
        nextTriggerDate: Date?, attachment: String, location: LocationTrigger? = nil, regionState: RegionState? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.repeats = repeats
        self.trigger = trigger
        self.nextTriggerDate = nextTriggerDate
        self.attachment = attachment
        self.location = location
        self.regionState = regionState
    }

    /// The summary of a pending request.
    public init(_ scheduled: ScheduledRequest) {
        self.init(request: scheduled.request, nextFireDate: scheduled.nextFireDate, regionState: scheduled.regionState)
    }

    /// The summary of `request`, which fires next at `nextFireDate` (a timed request) or
    /// last saw the device in `regionState` (a location request).
    public init(request: NotificationRequest, nextFireDate: Date?, regionState: RegionState?) {
        let content = request.content
        var location: LocationTrigger?
        if case .location(let trigger) = request.trigger { location = trigger }
        self.init(
            identifier: request.identifier, title: content.title, subtitle: content.subtitle, body: content.body,
            repeats: request.trigger.repeats, trigger: TriggerText.text(request.trigger),
            nextTriggerDate: location == nil ? nextFireDate : nil, attachment: content.attachment,
            location: location, regionState: location == nil ? nil : regionState ?? .unknown)
    }

    /// The type of one entry on the wire.
    public static let wireSignature = "(ssssbsdsa{sv})"

    /// The location keys of an entry's last member, an `a{sv}` that is empty for a timed
    /// request: the request's own keys for its region, and `region-state`.
    public static func locationDictionary(_ summary: PendingSummary) -> WireDictionary {
        guard let location = summary.location else { return [:] }
        return [
            "latitude": .double(location.latitude), "longitude": .double(location.longitude),
            "radius": .double(location.radius), "notify-on-entry": .bool(location.notifyOnEntry),
            "notify-on-exit": .bool(location.notifyOnExit),
            ListingCodec.regionStateKey: .string((summary.regionState ?? .unknown).rawValue),
        ]
    }

    /// Reads the location keys of an entry's last member into `summary`; an empty
    /// dictionary leaves it a timed request's. Keys it does not know are ignored.
    public static func readLocation(_ dictionary: WireDictionary, into summary: inout PendingSummary) throws(WireError)
    {
        guard !dictionary.isEmpty else { return }
        let reader = WireReader(dictionary)
        guard let latitude = try reader.double("latitude"), let longitude = try reader.double("longitude"),
            let radius = try reader.double("radius")
        else { throw WireError("a location summary needs latitude, longitude and radius") }
        summary.location = LocationTrigger(
            latitude: latitude, longitude: longitude, radius: radius,
            notifyOnEntry: try reader.bool("notify-on-entry") ?? true,
            notifyOnExit: try reader.bool("notify-on-exit") ?? false, repeats: summary.repeats)
        let state = try reader.string(ListingCodec.regionStateKey)
        summary.regionState = state.flatMap(RegionState.init(rawValue:)) ?? .unknown
    }
}
