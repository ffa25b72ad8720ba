import FuzzSupport

@testable import CalDAV

/// Fuzzes what a CalDAV server answers: a multistatus (PROPFIND, calendar-query and
/// sync-collection REPORTs, with their sync tokens), an error body's conditions, and the
/// hrefs the client resolves against the server's URL.
///
/// The whole input is the response body. Reading must give a multistatus or a reason, never
/// trap; reading the same bytes twice gives the same answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func calDAVXMLFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DAVErrorBody.conditions(in: body)
    guard let multistatus = try? Multistatus(parsing: body) else { return 0 }
    fuzzCheck((try? Multistatus(parsing: body)) == multistatus, "a multistatus reads differently the second time")
    guard let server = ServerURL("https://dav.example.com/calendars/ann/") else { return 0 }
    for response in multistatus.responses {
        _ = server.url(of: response.href)
        if let principal = response.properties.principal { _ = server.url(of: principal) }
        if let home = response.properties.calendarHome { _ = server.url(of: home) }
    }
    return 0
}
