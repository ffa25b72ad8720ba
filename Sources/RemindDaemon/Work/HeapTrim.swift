import CGLib
import CShims
import Dispatch
import GLibSupport

/// Gives the heap's free memory back to the system a moment after a listing: a page of a
/// listing builds a reply of about a megabyte, and glibc keeps what was freed in its
/// arenas, so remindd's resident memory would stay at its highest.
///
/// The trim waits until the listings stopped for a second (a client paging through a
/// listing asks many pages a second) and runs off the main loop: walking the arenas takes
/// milliseconds that a due reminder must not wait for.
final class HeapTrim {
    private var scheduled = false
    private var lastListing = 0
    /// Runs on the main loop just before a trim: what else holds memory for listings lets go.
    var beforeTrim: () -> Void = {}

    /// Trims once, a second after the last of the listings asked since the last trim.
    func soon() {
        lastListing = g_get_monotonic_time()
        guard !scheduled else { return }
        scheduled = true
        wait(milliseconds: Self.delay)
    }

    private func wait(milliseconds: UInt32) {
        MonotonicTimeout.after(milliseconds: milliseconds) { [weak self] in self?.waited() }
    }

    private func waited() {
        let quiet = (g_get_monotonic_time() - lastListing) / 1000
        guard quiet >= Int(Self.delay) else {
            wait(milliseconds: Self.delay - UInt32(quiet))
            return
        }
        scheduled = false
        beforeTrim()
        Self.trimming.async { shims_heap_trim() }
    }

    private static let delay: UInt32 = 1000
    private static let trimming = DispatchQueue(label: "org.checklists.Remindd.heap-trim", qos: .utility)
}
