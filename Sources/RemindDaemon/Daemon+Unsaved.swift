extension Daemon {
    /// Logs once when claims or "posted" marks could not be saved (the occurrences are
    /// still delivered, once: the scheduler holds them in memory), and once when all of
    /// them were saved after all.
    func reportUnsaved() {
        let unsaved = scheduler.unsaved
        if unsaved.count > reportedUnsaved {
            log.log(
                .failed,
                "\(unsaved.count) delivery record(s) could not be saved (\(unsaved.lastError ?? "unknown error")); "
                    + "kept in memory, so nothing is delivered twice, and saved as soon as the database takes writes")
        } else if unsaved.isEmpty, reportedUnsaved > 0 {
            log.log(.status, "the delivery records kept in memory were saved")
        }
        reportedUnsaved = unsaved.count
    }
}
