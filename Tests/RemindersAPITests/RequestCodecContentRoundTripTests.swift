import LocalNotifications
import RemindersAPI
import Testing

/// Encoding a request and decoding the dictionary gives the same content back.
@Suite("RequestCodec round trip: content")
struct RequestCodecContentRoundTripTests {
    /// Every text field survives the round trip.
    @Test("Texts, category and thread")
    func texts() throws {
        let content = NotificationContent(
            title: "Tea", subtitle: "Green", body: "Steep <3 minutes> & pour\nthen enjoy",
            categoryIdentifier: "item-reminder", threadIdentifier: "kitchen")
        let request = RequestFixtures.request(content: content)
        #expect(try RequestFixtures.roundTrip(request) == request)
    }

    /// A named sound is sent as sound-name and comes back named.
    @Test("Named sound")
    func namedSound() throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", sound: .named("bell")))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["sound-name"] == .string("bell"))
        #expect(dictionary["silent"] == nil)
    }

    /// No sound is sent as silent and comes back silent.
    @Test("Silent")
    func silent() throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", sound: .none))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["silent"] == .bool(true))
        #expect(dictionary["sound-name"] == nil)
    }

    /// The default sound is sent as neither key and comes back as the default.
    @Test("Default sound")
    func defaultSound() throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", sound: .default))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["silent"] == nil)
        #expect(dictionary["sound-name"] == nil)
    }

    /// A badge survives the round trip as an `i`, and no badge stays absent.
    @Test("Badge", arguments: [nil, 0, 7] as [Int?])
    func badge(badge: Int?) throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", badge: badge))
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["badge"] == badge.map { .int32(Int32($0)) })
    }

    /// An attachment survives the round trip as an `s`, and no attachment stays absent.
    @Test("Attachment", arguments: ["", "/home/ada/Pictures/tea.png"])
    func attachment(path: String) throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", attachment: path))
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["attachment"] == (path.isEmpty ? nil : .string(path)))
    }

    /// User info survives the round trip as an `a{ss}`.
    @Test("User info")
    func userInfo() throws {
        let info = ["list": "groceries", "item": "42", "": "empty key"]
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", userInfo: info))
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["user-info"] == .stringMap(info))
    }

    /// Every interruption level survives the round trip under its raw name.
    @Test("Interruption levels", arguments: InterruptionLevel.allCases)
    func interruptionLevel(level: InterruptionLevel) throws {
        let request = RequestFixtures.request(content: NotificationContent(title: "Tea", interruptionLevel: level))
        #expect(try RequestFixtures.roundTrip(request) == request)
        #expect(RequestCodec.encode(request)["interruption-level"] == .string(level.rawValue))
    }

    /// A dictionary with only an identifier and a title decodes to the quiet defaults.
    @Test("Defaults of a minimal dictionary")
    func defaults() throws {
        let request = try RequestCodec.decode(RequestFixtures.dictionary())
        #expect(request == RequestFixtures.request())
    }

    /// An interval given as an `i` is read as seconds.
    @Test("An int32 interval is accepted as seconds")
    func intInterval() throws {
        let request = try RequestCodec.decode(
            RequestFixtures.dictionary(["trigger": .string("interval"), "interval": .int32(120)]))
        #expect(request.trigger == .timeInterval(TimeIntervalTrigger(interval: 120, repeats: false)))
    }
}
