import Foundation
import LocalNotifications
import RemindersAPI

/// The calls that could hold the main loop long, run in short steps on the idle loop so
/// that a timer, a popup's answer or another bus message never waits for them.
extension Daemon {
    /// Schedules requests like `add`, all or none, deciding, validating and staging a few
    /// per step (see `StagedSave`); when all are valid, one last step saves them in one
    /// transaction and `reply` gets their dates.
    public func add(
        _ requests: RequestBatch, appIdentifier: String,
        inSteps reply: @escaping (Result<[Date], ServiceError>) -> Void
    ) {
        let stage: any StagedSave
        do throws(ServiceError) {
            try edit(appIdentifier) {}
            stage = try edit { try self.scheduler.repository.stagedSave() }
        } catch {
            reply(.failure(error))
            return
        }
        var scheduled: [ScheduledRequest] = []
        scheduled.reserveCapacity(requests.count)
        chunks.run { [weak self] in
            guard let self else { return false }
            do throws(ServiceError) {
                guard scheduled.count == requests.count else {
                    let first = scheduled.count
                    for index in first..<min(first + Self.requestsPerStep, requests.count) {
                        let request = try requests.request(at: index)
                        scheduled.append(
                            try schedule(request, index: index, of: requests.count, appIdentifier: appIdentifier))
                    }
                    try edit { try stage.add(Array(scheduled[first...])) }
                    return true
                }
                try edit { try stage.commit() }
                reply(.success(saved(scheduled, appIdentifier: appIdentifier)))
            } catch {
                reply(.failure(error))
            }
            return false
        }
    }

    /// Reads a listing a step at a time into `sink`, in the listing's order; an unpaged
    /// listing longer than `PageOptions.unpagedLimit` fails naming the paged method.
    public func list(_ listing: Listing, appIdentifier: String, into sink: any ListingSink) {
        do {
            try edit(appIdentifier) {}
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
        chunks.run { [weak self] in
            guard let self else { return false }
            let wanted = min(Self.entriesPerStep, page.limit - read)
            let entries: [WireDictionary]
            do throws(ServiceError) {
                entries = try edit { try self.entries(of: listing, appIdentifier, offset: page.offset + read, wanted) }
            } catch {
                sink.fail(error)
                return false
            }
            read += entries.count
            if read > PageOptions.unpagedLimit {
                switch listing {
                case .pending: sink.fail(Self.tooMany("pending requests", .getPendingPage))
                case .delivered: sink.fail(Self.tooMany("delivered notifications", .getDeliveredPage))
                }
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

    private func entries(
        of listing: Listing, _ appIdentifier: String, offset: Int, _ limit: Int
    ) throws
        -> [WireDictionary]
    {
        switch listing {
        case .pending:
            try scheduler.pending(appIdentifier: appIdentifier, offset: offset, limit: limit).map(ListingCodec.encode)
        case .delivered:
            try scheduler.delivered(appIdentifier: appIdentifier, offset: offset, limit: limit)
                .map(ListingCodec.encode)
        }
    }

    /// How many requests of an `AddMany` one step decodes, validates and stages: a few milliseconds.
    static let requestsPerStep = 250
    /// How many entries of a listing one step reads and encodes: a few milliseconds.
    static let entriesPerStep = 250
}
