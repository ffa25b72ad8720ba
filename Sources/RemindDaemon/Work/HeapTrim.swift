import CShims
import GLibSupport

/// Gives the heap's free memory back to the system a moment after a listing: a page of a
/// listing builds a reply of about a megabyte, and glibc keeps what was freed in its
/// arenas, so remindd's resident memory would stay at its highest.
final class HeapTrim {
    private var scheduled = false

    /// Trims once, a second after the first listing since the last trim (a client paging
    /// through a listing asks many pages in that second).
    func soon() {
        guard !scheduled else { return }
        scheduled = true
        MonotonicTimeout.after(seconds: Self.delay) { [weak self] in
            self?.scheduled = false
            shims_heap_trim()
        }
    }

    private static let delay: UInt32 = 1
}
