import Foundation
import LocalNotifications
import Testing

/// The checks of a ringing request (`soundLoop`, `soundLoopLimit`), with the messages the user reads.
@Suite("Sound loop validation")
struct SoundLoopValidationTests {
    /// A request with this sound that loops (or not) for this limit.
    static func request(loop: Bool, limit: TimeInterval?, sound: NotificationSound = .default) -> NotificationRequest {
        NotificationRequest(
            identifier: "alarm", content: NotificationContent(title: "Wake up", sound: sound), trigger: .immediate,
            soundLoop: loop, soundLoopLimit: limit)
    }

    /// Looping with the default limit, or 1 s to an hour of whole seconds, is valid; it
    /// rings for the limit, five minutes by default.
    @Test(arguments: [nil, 1, 300, 3_600] as [TimeInterval?])
    func acceptsLimit(_ limit: TimeInterval?) throws {
        let request = Self.request(loop: true, limit: limit)
        try request.validate()
        #expect(request.ringDuration == limit ?? 300)
    }

    /// A limit out of range or not whole seconds is refused, naming the key.
    @Test(arguments: [0, 3_601, 2.5, -1, .infinity, .nan] as [TimeInterval])
    func refusesLimit(_ limit: TimeInterval) {
        #expect(throws: NotificationError.self) { try Self.request(loop: true, limit: limit).validate() }
        do {
            try Self.request(loop: true, limit: limit).validate()
        } catch {
            #expect("\(error)".contains("sound-loop-limit must be whole seconds from 1 to 3600 s"), "\(error)")
        }
    }

    /// A limit without the loop, and a silent loop, are refused with their messages.
    @Test func refusesWhatCannotRing() {
        #expect(throws: NotificationError.invalidContent("sound-loop-limit needs sound-loop")) {
            try Self.request(loop: false, limit: 60).validate()
        }
        #expect(throws: NotificationError.invalidContent("sound-loop needs a sound: the request is silent")) {
            try Self.request(loop: true, limit: nil, sound: .none).validate()
        }
    }

    /// A request that does not loop does not ring, and one stored before the loop existed
    /// reads back without it.
    @Test func olderRequestsDoNotRing() throws {
        #expect(Self.request(loop: false, limit: nil).ringDuration == nil)
        let stored = try JSONEncoder().encode(Self.request(loop: false, limit: nil))
        #expect(!String(decoding: stored, as: UTF8.self).contains("soundLoop"))
        let ringing = Self.request(loop: true, limit: 90)
        #expect(try JSONDecoder().decode(NotificationRequest.self, from: JSONEncoder().encode(ringing)) == ringing)
    }
}
