import CGLib
import GLibSupport
import Testing

/// Dropping the last reference finalizes a GObject, whichever pointer type it came as.
@Suite struct ObjectReferenceTests {
    /// Whether `object` is finalized by `release`, seen through a GLib weak pointer.
    private static func isFinalized(_ object: UnsafeMutablePointer<GObject>, by release: () -> Void) -> Bool {
        let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { slot.deallocate() }
        slot.pointee = gpointer(object)
        g_object_add_weak_pointer(object, slot)
        release()
        return slot.pointee == nil
    }

    /// An interface imported as an opaque pointer (a GFile).
    @Test func opaquePointer() throws {
        let file = try #require(g_file_new_for_path("/tmp"))
        #expect(Self.isFinalized(UnsafeMutablePointer<GObject>(file)) { ObjectReference.release(file) })
    }

    /// A class imported as a typed pointer (a GCancellable).
    @Test func typedPointer() throws {
        let cancellable = try #require(g_cancellable_new())
        let object = UnsafeMutableRawPointer(cancellable).assumingMemoryBound(to: GObject.self)
        #expect(Self.isFinalized(object) { ObjectReference.release(cancellable) })
    }

    /// Nil is no object: nothing happens.
    @Test func nilIsNothing() {
        ObjectReference.release(nil as OpaquePointer?)
        ObjectReference.release(nil as UnsafeMutablePointer<GCancellable>?)
    }
}
