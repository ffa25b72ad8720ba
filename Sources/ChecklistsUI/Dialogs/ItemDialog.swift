import CGtk
import ChecklistsModel
import ChecklistsPresentation
import Foundation
import Translations

/// The dialog that adds or edits an item, from data/ui/ItemDialog.ui: the text, the due date
/// (typed in the window's form or as a phrase, with how it was understood under it), the
/// Remind Me switch with the reminders under it, the repeat (which follows a repeat typed in
/// the due field) and the notes. It stays open while the text is empty or a date or rule
/// unreadable, or while the model's item rules (`DraftRules`) refuse the draft, showing
/// their message. Editing starts from the item's draft, so fields the dialog does not show
/// are kept.
final class ItemDialog {
    private let builder: Builder
    private let dialog: UnsafeMutablePointer<GtkDialog>
    private let textEntry: UnsafeMutablePointer<GtkEntry>
    private let dueEntry: UnsafeMutablePointer<GtkEntry>
    private let dueFeedback: UnsafeMutablePointer<GtkLabel>
    /// "Keep this time of day wherever I am": a floating due time (see `ItemZone`).
    private let floatingCheck: UnsafeMutablePointer<GtkToggleButton>
    private let notesView: UnsafeMutablePointer<GtkTextView>
    private let errorLabel: UnsafeMutablePointer<GtkLabel>
    private let doneButton: UnsafeMutablePointer<GtkWidget>
    private let picker: DueDatePicker
    private let repeatEditor: RepeatEditor
    private let reminderEditor: ReminderListEditor
    private let dates: DueDateText
    private let now: () -> Date
    /// The item's fields as they were (or a new item's), which the edits are laid over.
    private let base: ItemDraft
    /// The due field's text as first shown: left alone, the due date stays exactly as it was.
    private let originalDueText: String
    /// Whether the dialog adds an item (whose due time takes the user's zone) rather than edits one.
    private let isNew: Bool

    /// Saves the draft; returns a message to show (the dialog stays open), or nil to close.
    var onDone: (ItemDraft) -> String? = { _ in nil }
    /// Runs when Remind Me is switched on; it may later hand a warning to show.
    var onRemindSwitchedOn: (_ warn: @escaping (String) -> Void) -> Void = { _ in }

    /// Builds the dialog for a new item (`item` nil, starting with `defaultReminders`) or for
    /// editing `item`; switching Remind Me on gives an item without reminders
    /// `defaultReminders`, or one at the due time. Phrases count from `now`.
    init(
        parent: UnsafeMutablePointer<GtkWindow>, item: ChecklistItem?, defaultDue: Date, defaultReminders: [ItemAlarm],
        dates: DueDateText, now: @escaping () -> Date
    ) throws {
        builder = try Builder("ItemDialog")
        dialog = try builder.object("dialog")
        textEntry = try builder.object("text_entry")
        dueEntry = try builder.object("due_entry")
        dueFeedback = try builder.object("due_feedback")
        floatingCheck = try builder.object("floating_check")
        notesView = try builder.object("notes_view")
        errorLabel = try builder.object("error_label")
        doneButton = try builder.widget("done_button")
        self.dates = dates
        self.now = now
        let base = item?.draft ?? ItemDraft(text: "", dueDate: defaultDue, reminders: defaultReminders)
        self.base = base
        isNew = item == nil
        originalDueText = base.dueDate.map { dates.text($0, isAllDay: base.dueIsAllDay) } ?? ""
        picker = try DueDatePicker(builder: builder, entry: dueEntry, dates: dates, fallback: defaultDue)
        repeatEditor = try RepeatEditor(
            builder: builder, current: base.recurrence, due: base.dueDate, zone: dates.timeZone, now: now)
        reminderEditor = try ReminderListEditor(
            builder: builder, reminders: base.reminders, defaults: defaultReminders, wakes: base.wakesComputer,
            nag: base.nagInterval, rings: base.ringsAlarm, dates: dates, now: now)
        let window: UnsafeMutablePointer<GtkWindow> = GObjectCast.cast(dialog)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_title(window, item == nil ? tr("New Item") : tr("Edit Item"))
        gtk_entry_set_text(textEntry, base.text)
        gtk_entry_set_text(dueEntry, originalDueText)
        gtk_toggle_button_set_active(floatingCheck, !isNew && ItemZone.isFloating(base) ? 1 : 0)
        if let buffer = gtk_text_view_get_buffer(notesView) { gtk_text_buffer_set_text(buffer, base.notes ?? "", -1) }
        updateDoneButton()
        showDueReading()
        connectSignals()
    }

    /// Says whether remindd can wake the computer (`wakeAlarm`, as its status says; nil when
    /// unknown): "Wake the computer" is insensitive, with the reason, when it cannot.
    func allowWaking(_ wakeAlarm: String?) {
        switch wakeAlarm {
        case "denied": reminderEditor.allowWaking(WindowWords.wakeDenied)
        case "unsupported": reminderEditor.allowWaking(WindowWords.wakeUnsupported)
        default: reminderEditor.allowWaking(nil)
        }
    }

    /// Shows the dialog; it keeps itself alive until it closes.
    func present() {
        gtk_widget_show(GObjectCast.widget(dialog))
        gtk_widget_grab_focus(GObjectCast.widget(textEntry))
    }

    private func connectSignals() {
        Signal.connect(textEntry, "changed") { [self] in updateDoneButton() }
        Signal.connect(dueEntry, "changed") { [self] in
            showMessage(nil)
            showDueReading()
        }
        reminderEditor.onSwitchedOn = { [unowned self] in
            // The answer comes later: it must not take the place of a refusal shown meanwhile.
            onRemindSwitchedOn { [weak self] warning in
                guard let self, gtk_widget_get_visible(GObjectCast.widget(errorLabel)) == 0 else { return }
                showMessage(warning)
            }
        }
        DialogResponse.handle(dialog, messageLabel: errorLabel) { [self] in finish() }
    }

    private var dueText: String {
        String(cString: gtk_entry_get_text(dueEntry)).trimmingCharacters(in: .whitespaces)
    }

    /// Says under the due field how it reads, and lets Repeat follow a repeat it says.
    private func showDueReading() {
        let reading =
            dueText == originalDueText && !dueText.isEmpty
            ? FieldReading.understood(
                DuePhrase(date: base.dueDate ?? now(), isAllDay: base.dueIsAllDay),
                said: dates.inZone(base.dueTimeZone.flatMap(TimeZone.init(identifier:)) ?? dates.timeZone).text(
                    base.dueDate ?? now(), isAllDay: base.dueIsAllDay))
            : DueField.read(dueText, dates: dates, now: now())
        gtk_label_set_text(dueFeedback, reading.feedback.isEmpty ? WindowWords.noDueDate : reading.feedback)
        let hasTime = reading.value.map { !$0.isAllDay } ?? false
        gtk_widget_set_sensitive(GObjectCast.widget(floatingCheck), hasTime ? 1 : 0)
        repeatEditor.follow(reading.value?.rule, due: reading.value?.date ?? now())
    }

    private func finish() -> DialogResponse.Outcome {
        let text = String(cString: gtk_entry_get_text(textEntry)).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .stayOpen }
        var draft = base
        draft.text = text
        draft.notes = notes
        var dueRule: ItemRepeat?
        // The series' time when a daylight-saving gap moved the due time off it.
        var seriesTime = base.recurrence?.timeOfDay
        if dueText != originalDueText {
            seriesTime = nil
            switch DueField.read(dueText, dates: dates, now: now()) {
            case .empty:
                draft.dueDate = nil
            case .refused(let reason):
                return refuseDue(reason)
            case .understood(let phrase, _):
                draft.dueDate = phrase.date
                draft.dueIsAllDay = phrase.isAllDay
                dueRule = phrase.rule.map { ItemRepeat(rule: $0) }
                seriesTime = phrase.skippedTimeOfDay
            }
        }
        switch repeatEditor.outcome {
        case _ where dueRule != nil && repeatEditor.isFollowing:
            draft.recurrence = dueRule
        case .refused(let reason):
            repeatEditor.focusCustom()
            return .explain(reason)
        case .never:
            if let dueRule { return refuseDue(repeatsOtherwise(dueRule)) }
            draft.recurrence = nil
        case .repeats(let chosen, let firstDue):
            if let dueRule, !agrees(chosen, dueRule, due: draft.dueDate) { return refuseDue(repeatsOtherwise(dueRule)) }
            draft.recurrence = chosen
            if draft.dueDate == nil, let firstDue {
                draft.dueDate = firstDue.date
                draft.dueIsAllDay = firstDue.isAllDay
            }
        }
        draft.recurrence?.fromCompletion = repeatEditor.fromCompletionChecked
        draft.recurrence?.timeOfDay = seriesTime
        draft.reminders = reminderEditor.reminders
        draft.wakesComputer = reminderEditor.wakesComputer
        draft.nagInterval = reminderEditor.nagInterval
        draft.ringsAlarm = reminderEditor.ringsAlarm
        keepZone(of: &draft, dueChanged: dueText != originalDueText)
        do throws(ChecklistsError) {
            _ = try DraftRules.checked(draft, zone: dates.timeZone)
        } catch {
            let message = WindowWords.sentence(error.description)
            return error.concernsDueDate ? refuseDue(message) : .explain(message)
        }
        return onDone(draft).map { .explain($0) } ?? .close
    }

    /// The zone the draft's due time is kept in: the user's, or none when "Keep this time of
    /// day wherever I am" is ticked; set for a new item, a due date typed anew or the box
    /// changed, else kept as the item had it (see `ItemZone`).
    private func keepZone(of draft: inout ItemDraft, dueChanged: Bool) {
        let floats = gtk_toggle_button_get_active(floatingCheck) != 0
        let wasFloating = !isNew && ItemZone.isFloating(base)
        guard draft.dueDate != nil, !draft.dueIsAllDay else {
            draft.dueTimeZone = nil
            return
        }
        guard isNew || dueChanged || floats != wasFloating || base.dueIsAllDay || base.dueDate == nil else { return }
        draft.dueTimeZone = ItemZone.identifier(for: dates.timeZone, isAllDay: false, floating: floats)
    }

    /// Whether the Repeat list's `chosen` rule is the one the due field says, as written or
    /// anchored at the due date ("every week" on a Tuesday is "every Tuesday").
    private func agrees(_ chosen: ItemRepeat, _ said: ItemRepeat, due: Date?) -> Bool {
        chosen.rule == said.rule || due.map { chosen.rule.anchored(at: $0, in: dates.timeZone) == said.rule } ?? false
    }

    private func repeatsOtherwise(_ rule: ItemRepeat) -> String {
        WindowWords.dueRepeatsOtherwise(RepeatDescription.text(rule, zone: dates.timeZone))
    }

    private func refuseDue(_ reason: String) -> DialogResponse.Outcome {
        gtk_widget_grab_focus(GObjectCast.widget(dueEntry))
        return .explain(reason)
    }

    private var notes: String? {
        guard let buffer = gtk_text_view_get_buffer(notesView) else { return base.notes }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return nil }
        defer { g_free(characters) }
        let text = String(cString: characters)
        return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
    }

    private func updateDoneButton() {
        let text = String(cString: gtk_entry_get_text(textEntry)).trimmingCharacters(in: .whitespaces)
        gtk_widget_set_sensitive(doneButton, text.isEmpty ? 0 : 1)
    }

    private func showMessage(_ message: String?) {
        DialogResponse.show(message, in: errorLabel)
    }
}
