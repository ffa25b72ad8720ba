import Dispatch
import RemindersAPI
import RemindersClient

/// Reads the next page of a listing on a thread of its own while the current one is
/// written, so that remindd builds a page while the command line prints the one before.
///
/// `@unchecked Sendable`: its reader and result are touched by one thread at a time: the
/// fetch's, between `start` and the end of the read, then the caller's after `wait`.
final class PagePrefetch<Entry>: @unchecked Sendable {
    private let read: (PageOptions) throws(RemindersClientError) -> [Entry]
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<[Entry], RemindersClientError> = .success([])

    /// A prefetch of pages read with `read`.
    init(_ read: @escaping (PageOptions) throws(RemindersClientError) -> [Entry]) {
        self.read = read
    }

    /// Starts reading `page`; `wait` gives it.
    func start(_ page: PageOptions) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            do throws(RemindersClientError) {
                result = .success(try read(page))
            } catch {
                result = .failure(error)
            }
            done.signal()
        }
    }

    /// The page `start` read, once it is there.
    func wait() throws(RemindersClientError) -> [Entry] {
        done.wait()
        return try result.get()
    }
}
