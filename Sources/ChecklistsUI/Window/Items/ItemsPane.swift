import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Translations

/// The right side of the window: the heading, the items of the list or the search the window
/// names (or the words for none), and New, Edit and Delete. Ticking, editing and deleting an
/// item happen here (see ItemsPane+Editing.swift).
final class ItemsPane {
    /// What the pane shows: its heading, the words when there is nothing, the items, and
    /// whether each row names its checklist (items gathered from several).
    struct Content {
        /// The heading above the items, with its mnemonic.
        var heading: String
        /// What shows instead of an empty list.
        var empty: String
        /// The items, in order.
        var items: [ChecklistItem]
        /// Each checklist's name by its id, when rows name theirs; empty otherwise.
        var checklistNames: [Int64: String] = [:]
    }

    /// The model and bars it shares with the rest of the window.
    let context: WindowContext
    /// The items' tree view.
    let itemList: ItemList
    private let stack: UnsafeMutablePointer<GtkStack>
    private let heading: UnsafeMutablePointer<GtkLabel>
    private let emptyLabel: UnsafeMutablePointer<GtkLabel>
    /// Whether remindd was asked, this session, if reminders can pop up.
    var checkedReminderAvailability = false
    /// The checklist New Item adds to; the window sets it.
    var newItemChecklist: () -> Checklist? = { nil }

    /// Wires the item list and its buttons of `builder`.
    init(builder: Builder, context: WindowContext) throws {
        self.context = context
        itemList = try ItemList(builder: builder)
        stack = try builder.object("items_stack")
        heading = try builder.object("items_heading")
        emptyLabel = try builder.object("empty_label")
        try builder.onClicked([
            "new_item_button": { [unowned self] in newItem() },
            "edit_item_button": { [unowned self] in editSelectedItem() },
            "delete_item_button": { [unowned self] in deleteSelectedItem() },
        ])
        itemList.onToggle = { [unowned self] item in toggle(item.id, !item.isChecked) }
        itemList.onOpen = { [unowned self] item in editItem(item) }
        Signal.connectEvent(itemList.view, "key-press-event") { [unowned self] event in
            guard let event else { return false }
            return handleKey(event)
        }
    }

    /// Shows `content`, keeping the selected item.
    func show(_ content: Content) {
        let now = context.clock.now
        gtk_label_set_text_with_mnemonic(heading, content.heading)
        gtk_label_set_text(emptyLabel, content.empty)
        itemList.show(
            content.items,
            contents: content.items.map {
                ItemRowContent(
                    item: $0, now: now, dates: context.dates, checklistName: content.checklistNames[$0.checklistID])
            })
        gtk_stack_set_visible_child_name(stack, itemList.items.isEmpty ? "empty" : "items")
    }

    /// Puts the keyboard on the items.
    func focus() {
        itemList.focus()
    }

    /// Selects the item with `id`, when it shows.
    func select(itemID id: Int64) {
        itemList.select(itemID: id)
    }

    /// Keys of the item list: Delete deletes, Space ticks or unticks (Enter edits through
    /// row-activated).
    private func handleKey(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        var keyval: guint = 0
        gdk_event_get_keyval(event, &keyval)
        switch Int32(keyval) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            deleteSelectedItem()
            return true
        case GDK_KEY_space:
            guard let item = itemList.selectedItem else { return false }
            toggle(item.id, !item.isChecked)
            return true
        default:
            return false
        }
    }
}
