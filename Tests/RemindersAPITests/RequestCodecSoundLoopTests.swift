import Foundation
import LocalNotifications
import RemindersAPI
import Testing

/// `sound-loop` (b) and `sound-loop-limit` (u) on the wire.
@Suite("RequestCodec sound-loop")
struct RequestCodecSoundLoopTests {
    /// A ringing request survives encoding, its limit as a uint32; one that does not ring
    /// has neither key.
    @Test func roundTrip() throws {
        var request = RequestFixtures.request()
        request.soundLoop = true
        request.soundLoopLimit = 120
        let dictionary = RequestCodec.encode(request)
        #expect(dictionary["sound-loop"] == .bool(true))
        #expect(dictionary["sound-loop-limit"] == .uint32(120))
        #expect(try RequestFixtures.roundTrip(request) == request)
        let plain = RequestCodec.encode(RequestFixtures.request())
        #expect(plain["sound-loop"] == nil && plain["sound-loop-limit"] == nil)
    }

    /// Values of the wrong type are refused, naming the key and the types.
    @Test func wrongTypes() {
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary(["sound-loop": .string("yes")]))
                == "sound-loop must have type b, not s")
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary(["sound-loop-limit": .int32(60)]))
                == "sound-loop-limit must have type u, not i")
    }
}
