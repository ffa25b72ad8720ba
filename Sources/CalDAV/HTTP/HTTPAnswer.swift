/// What the server answered to one request.
struct HTTPAnswer: Sendable {
    /// The status code.
    var status: Int
    /// The body.
    var body: [UInt8]
    /// The `ETag` header, exactly as sent.
    var etag: String?
    /// The `Location` header, for redirects.
    var location: String?
}
