import Foundation
import TestSupport

/// The requests the soak adds, replaces and cancels through remindd's API, each call with
/// whether remindd acknowledged it, and what the popups must therefore show.
///
/// Every request is a one-shot due within a second and a half (or at once), so all are due
/// by the end of the soak. Each version of a request has a title of its own,
/// `soak s<id>v<version>`, so that a popup names the exact version it shows.
struct SoakRequests: Sendable {
    /// What a call asked for.
    enum Kind: Sendable, Equatable {
        /// Add (or, for a version above 1, replace) the request with this version's title.
        case add(version: Int)
        /// Cancel the pending request (RemovePending).
        case cancel
    }

    /// One call to remindd.
    struct Call: Sendable {
        /// The request's number.
        var id: Int
        /// What it asked for.
        var kind: Kind
        /// Whether remindd answered it with success.
        var acknowledged: Bool
    }

    /// The app the requests are made for.
    static let app = "org.checklists.Soak"

    /// Every call so far, in order.
    private(set) var calls: [Call] = []
    /// The latest version tried per request.
    private var versions: [Int: Int] = [:]
    /// Requests recently added, which a replace or cancel picks from.
    private var recent: [Int] = []
    /// The requests of each AddMany remindd did not acknowledge (saved all or none).
    private var unacknowledgedBatches: [[Int]] = []

    /// The title of a request's version.
    static func title(id: Int, version: Int) -> String { "soak s\(id)v\(version)" }

    /// The request versions named in `text` (a popup's summary and body, a stored request),
    /// each as often as it is named.
    static func titles(in text: String) -> [String] {
        text.matches(of: /soak s\d+v\d+/).map { String($0.output) }
    }

    /// Makes one call at random over `bus`: a new request due in 50 ms to 1.2 s (35 in
    /// 100), a new one due at once (15), 2 to 6 new ones in one AddMany (5), a
    /// replacement of a recent one with a new title and time (25), or a cancel of a recent
    /// one (20).
    mutating func callAtRandom(on bus: BusConnection) {
        let roll = Int.random(in: 0..<100)
        let target = recent.randomElement()
        switch (roll, target) {
        case (50..<55, _):
            addMany(count: Int.random(in: 2...6), on: bus)
        case (55..<80, let id?):
            add(id: id, version: versions[id, default: 0] + 1, immediate: false, on: bus)
        case (80..<100, let id?):
            let acknowledged = call("RemovePending", "('\(Self.app)', ['s\(id)'])", on: bus)
            calls.append(Call(id: id, kind: .cancel, acknowledged: acknowledged))
            recent.removeAll { $0 == id }
        default:
            let id = versions.count
            add(id: id, version: 1, immediate: (35..<50).contains(roll), on: bus)
            recent.append(id)
            if recent.count > 30 { recent.removeFirst() }
        }
    }

    /// The versions that must have popped up at least once by the end, given the titles
    /// shown: for each request whose last acknowledged call added a version, that version
    /// or one of the unacknowledged adds after it (remindd may have stored one before it
    /// died), unless an unacknowledged cancel followed (it may have taken effect). Returns
    /// those missing, one line each; and each AddMany remindd did not acknowledge that
    /// shows some of its requests but not all.
    func lost(shown: Set<String>) -> [String] {
        var byID: [Int: [Call]] = [:]
        for call in calls { byID[call.id, default: []].append(call) }
        var lost: [String] = []
        for (id, calls) in byID.sorted(by: { $0.key < $1.key }) {
            guard let last = calls.lastIndex(where: \.acknowledged), case .add(let version) = calls[last].kind else {
                continue
            }
            let after = calls[(last + 1)...]
            if after.contains(where: { $0.kind == .cancel }) { continue }
            let candidates =
                [version]
                + after.compactMap { call -> Int? in
                    if case .add(let version) = call.kind { return version }
                    return nil
                }
            if !candidates.contains(where: { shown.contains(Self.title(id: id, version: $0)) }) {
                lost.append("\(Self.title(id: id, version: version)) (acknowledged, never shown)")
            }
        }
        for batch in unacknowledgedBatches {
            let titles = batch.map { Self.title(id: $0, version: 1) }
            let seen = titles.filter(shown.contains)
            if !seen.isEmpty && seen.count < titles.count {
                lost.append("AddMany \(titles) half saved: only \(seen) shown")
            }
        }
        return lost
    }

    /// New requests in one AddMany, never replaced or cancelled afterwards, so that the
    /// popups show whether remindd saved all or none.
    private mutating func addMany(count: Int, on bus: BusConnection) {
        let ids = (0..<count).map { versions.count + $0 }
        for id in ids { versions[id] = 1 }
        let requests = ids.map { Self.wire(id: $0, version: 1, immediate: false) }
        let acknowledged = call("AddMany", "('\(Self.app)', [\(requests.joined(separator: ", "))])", on: bus)
        calls += ids.map { Call(id: $0, kind: .add(version: 1), acknowledged: acknowledged) }
        if !acknowledged { unacknowledgedBatches.append(ids) }
    }

    /// A request in remindd's wire format (GVariant text): due at once or in 50 ms to 1.2 s.
    private static func wire(id: Int, version: Int, immediate: Bool) -> String {
        let trigger =
            immediate
            ? "" : String(format: ", 'trigger': <'interval'>, 'interval': <%.3f>", Double.random(in: 0.05...1.2))
        return "{'identifier': <'s\(id)'>, 'title': <'\(title(id: id, version: version))'>\(trigger)}"
    }

    private mutating func add(id: Int, version: Int, immediate: Bool, on bus: BusConnection) {
        versions[id] = version
        let request = Self.wire(id: id, version: version, immediate: immediate)
        let acknowledged = call("Add", "('\(Self.app)', \(request))", on: bus)
        calls.append(Call(id: id, kind: .add(version: version), acknowledged: acknowledged))
    }

    private func call(_ method: String, _ arguments: String, on bus: BusConnection) -> Bool {
        (try? bus.call(
            "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1", method,
            arguments: arguments, timeoutMilliseconds: 5_000)) != nil
    }
}
