import CGtk

/// Walks the children of GTK containers, which the C API hands out as a GList.
enum Containers {
    /// Calls `body` with each child of `container` (a snapshot: `body` may destroy them).
    static func forEachChild(
        _ container: UnsafeMutablePointer<GtkContainer>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        let head = gtk_container_get_children(container)
        var node = head
        while let current = node {
            if let child = current.pointee.data { body(GObjectCast.cast(child)) }
            node = current.pointee.next
        }
        g_list_free(head)
    }

    /// Calls `body` with every widget inside `container`, depth first, the widgets GTK
    /// builds inside its own composite widgets included.
    static func forEachDescendant(
        _ container: UnsafeMutablePointer<GtkContainer>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        forEachChild(container) { child in
            body(child)
            let instance = UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 {
                forEachDescendant(GObjectCast.cast(child), body)
            }
        }
    }
}
