import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import LocalNotifications

/// The item dialog's repeat: the Repeat list (never, the common rules, custom), the custom
/// rule's entry with how it was understood under it, and "Repeat from completion". While the
/// due field says a repeat ("every tuesday 14:00"), the list follows it.
final class RepeatEditor {
    private let combo: UnsafeMutablePointer<GtkComboBoxText>
    private let entry: UnsafeMutablePointer<GtkEntry>
    private let feedback: UnsafeMutablePointer<GtkLabel>
    private let fromCompletion: UnsafeMutablePointer<GtkToggleButton>
    private let zone: TimeZone
    private let now: () -> Date
    private let original: ItemRepeat?
    private let originalChoice: RepeatChoice
    private let originalText: String
    /// The choice and custom text last set to follow the due field's repeat; nil when the
    /// list does not follow it.
    private var followed: (choice: RepeatChoice, text: String)?
    private var syncing = false

    /// What the editor holds when the dialog closes.
    enum Outcome {
        /// The item does not repeat.
        case never
        /// The item repeats; `firstDue` is the custom phrase's first occurrence, if any.
        case repeats(ItemRepeat, firstDue: DuePhrase?)
        /// The custom rule cannot be read.
        case refused(String)
    }

    /// Wires the widgets of `builder`, showing `current` of an item due at `due`.
    init(builder: Builder, current: ItemRepeat?, due: Date?, zone: TimeZone, now: @escaping () -> Date) throws {
        combo = try builder.object("repeat_combo")
        entry = try builder.object("custom_entry")
        feedback = try builder.object("custom_feedback")
        fromCompletion = try builder.object("from_completion")
        self.zone = zone
        self.now = now
        original = current
        originalChoice = RepeatChoice(rule: current?.rule, due: due, zone: zone)
        originalText = originalChoice == .custom ? current.map { Self.line($0.rule) } ?? "" : ""
        for choice in RepeatChoice.allCases {
            gtk_combo_box_text_append(combo, choice.rawValue, choice.label)
        }
        gtk_combo_box_set_active_id(GObjectCast.cast(combo), originalChoice.rawValue)
        gtk_entry_set_text(entry, originalText)
        gtk_toggle_button_set_active(fromCompletion, current?.fromCompletion == true ? 1 : 0)
        Signal.connect(combo, "changed") { [unowned self] in if !syncing { userChanged() } }
        Signal.connect(entry, "changed") { [unowned self] in if !syncing { userChanged() } }
        update()
    }

    /// The choice in the list.
    var choice: RepeatChoice {
        gtk_combo_box_get_active_id(GObjectCast.cast(combo)).flatMap { RepeatChoice(rawValue: String(cString: $0)) }
            ?? .never
    }

    /// What the widgets say now. A repeat left as it was keeps the item's rule exactly (a
    /// series that has counted down keeps its count).
    var outcome: Outcome {
        let completion = fromCompletionChecked
        let text = String(cString: gtk_entry_get_text(entry))
        if let original, choice == originalChoice, choice != .custom || text == originalText {
            return .repeats(ItemRepeat(rule: original.rule, fromCompletion: completion), firstDue: nil)
        }
        switch choice {
        case .never:
            return .never
        case .custom:
            switch RepeatField.read(text, now: now(), zone: zone) {
            case .empty: return .never
            case .refused(let reason): return .refused(reason)
            case .understood(let reading, _):
                return .repeats(ItemRepeat(rule: reading.rule, fromCompletion: completion), firstDue: reading.firstDue)
            }
        default:
            guard let rule = choice.rule else { return .never }
            return .repeats(ItemRepeat(rule: rule, fromCompletion: completion), firstDue: nil)
        }
    }

    /// Whether "Repeat from completion" is ticked; it also applies to a repeat the due
    /// field says ("every 3 days").
    var fromCompletionChecked: Bool {
        gtk_toggle_button_get_active(fromCompletion) != 0
    }

    /// Shows the repeat the due field says (`rule`, first due at `due`) in the list: a common
    /// choice, or Custom with the rule. With `rule` nil, a list that followed the due field goes
    /// back to what it showed before; one the user set stays.
    func follow(_ rule: RecurrenceRule?, due: Date) {
        if let rule {
            guard followed != nil || !isEdited else { return }
            let choice = RepeatChoice(rule: rule, due: due, zone: zone)
            let text = choice == .custom ? Self.line(rule) : ""
            show(choice, text: text)
            followed = (choice, text)
        } else if followed != nil {
            show(originalChoice, text: originalText)
            followed = nil
        }
    }

    /// A rule as the custom field shows it and reads it back: an `RRULE:` line.
    private static func line(_ rule: RecurrenceRule) -> String {
        "RRULE:" + rule.rrule
    }

    /// Whether the list still shows what it last followed from the due field.
    var isFollowing: Bool {
        guard let followed else { return false }
        return followed.choice == choice && (choice != .custom || followed.text == customText)
    }

    /// Whether the list says something else than the item's repeat as the dialog opened.
    private var isEdited: Bool {
        choice != originalChoice || (choice == .custom && customText != originalText)
    }

    private var customText: String { String(cString: gtk_entry_get_text(entry)) }

    private func show(_ choice: RepeatChoice, text: String) {
        syncing = true
        gtk_entry_set_text(entry, text)
        gtk_combo_box_set_active_id(GObjectCast.cast(combo), choice.rawValue)
        syncing = false
        update()
    }

    /// Puts the keyboard on the custom entry.
    func focusCustom() {
        gtk_widget_grab_focus(GObjectCast.widget(entry))
    }

    /// The user set the list or the custom rule: it no longer follows the due field.
    private func userChanged() {
        if !isFollowing { followed = nil }
        update()
    }

    private func update() {
        let custom = choice == .custom
        gtk_widget_set_visible(GObjectCast.widget(entry), custom ? 1 : 0)
        gtk_widget_set_visible(GObjectCast.widget(feedback), custom ? 1 : 0)
        guard custom else { return }
        let text = String(cString: gtk_entry_get_text(entry))
        gtk_label_set_text(feedback, RepeatField.read(text, now: now(), zone: zone).feedback)
    }
}
