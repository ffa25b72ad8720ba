import Foundation
import LocalNotifications
import RemindersAPI

/// The calls that could hold the main loop long, run in short steps on the idle loop so
/// that a timer, a popup's answer or another bus message never waits for them.
extension Daemon {
    /// Schedules requests like `add`, all or none, deciding and validating a few per step
    /// on the main loop and handing them to a `StagedSave`, which stores them off it; when
    /// all are valid and within the app's limits, the save commits them in one transaction,
    /// and back on the main loop `reply` gets their dates.
    public func add(
        _ requests: RequestBatch, appIdentifier: String,
        inSteps reply: @escaping (Result<[Date], ServiceError>) -> Void
    ) {
        let stage: any StagedSave
        do throws(ServiceError) {
            try checkApp(appIdentifier)
            try checkAddRate(requests.count, appIdentifier: appIdentifier)
            stage = try edit { try self.scheduler.repository.stagedSave() }
        } catch {
            reply(.failure(error))
            return
        }
        var scheduled: [ScheduledRequest] = []
        scheduled.reserveCapacity(requests.count)
        chunks.run { [weak self] in
            guard let self else { return false }
            let first = scheduled.count
            do throws(ServiceError) {
                for index in first..<min(first + Self.requestsPerStep, requests.count) {
                    let request = try requests.request(at: index)
                    scheduled.append(
                        try schedule(request, index: index, of: requests.count, appIdentifier: appIdentifier))
                }
            } catch {
                reply(.failure(error))
                return false
            }
            stage.add(Array(scheduled[first...]))
            guard scheduled.count == requests.count else { return true }
            do throws(ServiceError) {
                try admit(scheduled, appIdentifier: appIdentifier)
            } catch {
                reply(.failure(error))
                return false
            }
            let committed = CommittedAdd(daemon: self, scheduled: scheduled, appIdentifier: appIdentifier, reply: reply)
            stage.commit { result in committed.answer(result) }
            return false
        }
    }

    /// Reads a listing a step at a time into `sink`, in the listing's order; an unpaged
    /// listing longer than `PageOptions.unpagedLimit` fails naming the paged method, at once:
    /// whether there is an entry past the limit is asked before any is read, so a refused
    /// listing costs neither time nor memory.
    public func list(_ listing: Listing, appIdentifier: String, into sink: any ListingSink) {
        do throws(ServiceError) {
            try checkApp(appIdentifier)
            if listing.isUnpaged,
                try !edit({ try self.entries(of: listing, appIdentifier, offset: PageOptions.unpagedLimit, 1) }).isEmpty
            {
                throw Self.tooMany(listing)
            }
        } catch {
            sink.fail(error)
            return
        }
        let page: PageOptions
        switch listing {
        case .pending(let options), .delivered(let options):
            page = options ?? PageOptions(offset: 0, limit: PageOptions.unpagedLimit + 1)
        }
        var read = 0
        heapTrim.soon()
        scheduler.repository.listingsStarted()
        chunks.run { [weak self] in
            guard let self else { return false }
            let wanted = min(Self.entriesPerStep, page.limit - read)
            let entries: ListingEntries
            do throws(ServiceError) {
                entries = try edit { try self.entries(of: listing, appIdentifier, offset: page.offset + read, wanted) }
            } catch {
                sink.fail(error)
                return false
            }
            read += entries.count
            if read > PageOptions.unpagedLimit {
                sink.fail(Self.tooMany(listing))
                return false
            }
            sink.append(entries)
            guard entries.count == wanted, read < page.limit else {
                sink.finish()
                return false
            }
            return true
        }
    }

    /// The failure of an unpaged listing too long for one reply.
    private static func tooMany(_ listing: Listing) -> ServiceError {
        let (what, paged): (String, RemindersMethod) =
            switch listing {
            case .pending: ("pending requests", .getPendingPage)
            case .delivered: ("delivered notifications", .getDeliveredPage)
            }
        return .failed(
            "the app has more than \(PageOptions.unpagedLimit) \(what), too many for one reply: "
                + "list them a page at a time with \(paged.name)")
    }

    private func entries(
        of listing: Listing, _ appIdentifier: String, offset: Int, _ limit: Int
    ) throws
        -> ListingEntries
    {
        switch listing {
        case .pending:
            .pending(try scheduler.pending(appIdentifier: appIdentifier, offset: offset, limit: limit))
        case .delivered:
            .delivered(try scheduler.delivered(appIdentifier: appIdentifier, offset: offset, limit: limit))
        }
    }

    /// How many requests of an `AddMany` one step decodes, validates and stages: a few milliseconds.
    static let requestsPerStep = 250
    /// How many entries of a listing one step reads and encodes: a few milliseconds (250 took
    /// up to 23 ms on a shared two-core machine).
    static let entriesPerStep = 125
}

/// What an `AddMany` does once its save committed, on the main loop.
///
/// `@unchecked Sendable`: made on the main loop and handed to the save's thread only to be
/// handed back through `ChunkRunner.run` (GLib's idle sources may be added from any
/// thread); its members are touched on the main loop alone.
private final class CommittedAdd: @unchecked Sendable {
    private weak var daemon: Daemon?
    private let scheduled: [ScheduledRequest]
    private let appIdentifier: String
    private let reply: (Result<[Date], ServiceError>) -> Void

    init(
        daemon: Daemon, scheduled: [ScheduledRequest], appIdentifier: String,
        reply: @escaping (Result<[Date], ServiceError>) -> Void
    ) {
        self.daemon = daemon
        self.scheduled = scheduled
        self.appIdentifier = appIdentifier
        self.reply = reply
    }

    /// Hands the save's outcome to the main loop: the dates, or the error.
    func answer(_ result: Result<Void, any Error>) {
        daemon?.chunks.run { [self] in
            guard let daemon else { return false }
            do throws(ServiceError) {
                try daemon.edit { try result.get() }
                reply(.success(daemon.saved(scheduled, appIdentifier: appIdentifier)))
            } catch {
                reply(.failure(error))
            }
            return false
        }
    }
}
