import RemindersAPI
import Testing

/// The options of the paged listings, read strictly.
@Suite struct PageOptionsTests {
    /// Absent keys give the first page of the largest size; sent options read back.
    @Test func defaultsAndRoundTrip() throws {
        #expect(try PageOptions.decode([:]) == PageOptions(offset: 0, limit: PageOptions.maximumLimit))
        let options = PageOptions(offset: 2_000, limit: 50)
        #expect(try PageOptions.decode(options.encode()) == options)
    }

    /// A limit of 0 or above the maximum, a wrong type or an unknown key is refused with a clear message.
    @Test(arguments: [
        (["limit": WireValue.uint32(0)], "the limit must be from 1 to 1000, not 0"),
        (["limit": .uint32(1001)], "the limit must be from 1 to 1000, not 1001"),
        (["offset": .int32(5)], "offset"),
        (["page": .uint32(1)], "unknown key \"page\""),
    ])
    func badOptionsAreRefused(options: WireDictionary, message: String) {
        let error = #expect(throws: WireError.self) { try PageOptions.decode(options) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }
}
