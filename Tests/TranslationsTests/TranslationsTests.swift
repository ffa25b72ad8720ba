import Testing

@testable import Translations

/// How values go into a translation's placeholders, and what comes back without a catalogue.
@Suite struct TranslationsTests {
    @Test func placeholdersTakeTheValuesInOrder() {
        #expect(Translations.fill("Moved %s to %s", ["milk", "Today"]) == "Moved milk to Today")
        #expect(Translations.fill("%d items", ["3"]) == "3 items")
    }

    @Test func numberedPlaceholdersTakeTheValueTheyName() {
        #expect(Translations.fill("„%2$s“ in %1$s", ["Today", "milk"]) == "„milk“ in Today")
        #expect(Translations.fill("%1$s, %1$s", ["a"]) == "a, a")
    }

    @Test func aDoubledPercentIsAPercentSign() {
        #expect(Translations.fill("100%% of %s", ["it"]) == "100% of it")
        #expect(Translations.fill("100%%", []) == "100%")
    }

    @Test func aPlaceholderWithoutAValueStaysAsWritten() {
        #expect(Translations.fill("%s and %s", ["one"]) == "one and %s")
        #expect(Translations.fill("50% off", []) == "50% off")
        #expect(Translations.fill("ends in %", []) == "ends in %")
    }

    @Test func withoutACatalogueTheEnglishComesBack() {
        #expect(tr("Due %s", "Fri 4 Dec 2026") == "Due Fri 4 Dec 2026")
        #expect(trn("%d item", "%d items", 1) == "1 item")
        #expect(trn("%d item", "%d items", 2) == "2 items")
        #expect(trn("%2$s, %1$d item to do", "%2$s, %1$d items to do", 0, "Today") == "Today, 0 items to do")
        #expect(trc("month", "May") == "May")
    }

    @Test func theCataloguesFolderIsTheOneTheEnvironmentNames() {
        #expect(Translations.directory(environment: [Translations.directoryKey: "/tmp/locale"]) == "/tmp/locale")
    }
}
