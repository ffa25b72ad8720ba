import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// The window in a dark theme and in both high-contrast themes, read from screenshots:
    /// an overdue item's red is drawn in the shade chosen for the theme, and it stands out
    /// from the list's ground (WCAG's 4.5:1 for text).
    @Suite("Window themes")
    struct WindowThemeTests {
        /// The theme, and the red its overdue rows must be drawn in.
        @Test(arguments: [
            ("Adwaita:dark", "#ff7b63"), ("HighContrast", "#c01c28"), ("HighContrastInverse", "#ff7b63"),
        ])
        func overdueItemReadsInTheme(theme: String, red: String) async throws {
            try await TestSession.with { session in
                let yesterday = Date(timeIntervalSinceNow: -86_400).formatted(.iso8601.year().month().day())
                let added = await session.run(["add", "Pay the rent", "--due", "\(yesterday) 09:00"])
                try #require(added.status == 0, "\(added)")
                _ = await session.run(["add", "Water the plants"])
                let window = try await AppWindow.open(in: session, settings: ["GTK_THEME": theme])
                // The overdue item comes first; the selection moves off it so that its own
                // colours show.
                try await window.press("Down", "Down")
                try await Task.sleep(for: .milliseconds(500))
                try await Self.expectReadable(red, in: window, theme: theme, what: "the overdue row")
            }
        }

        /// The theme, and the red a dialog's error message must be drawn in: the theme's own
        /// in a light theme, the dark palette's where the theme's would not read.
        @Test(arguments: [("Adwaita:dark", "#ff7b63"), ("HighContrastInverse", "#ff7b63"), ("Adwaita", "#cc0000")])
        func errorMessageReadsInTheme(theme: String, red: String) async throws {
            try await TestSession.with { session in
                let window = try await AppWindow.open(in: session, settings: ["GTK_THEME": theme])
                try await WindowTests.typeAnUnreadableDate(in: window)
                try await Self.expectReadable(red, in: window, theme: theme, what: "the error message")
            }
        }

        /// Expects a screenshot of `window` to show `what` in `red`, with a contrast of 4.5:1 or
        /// more to the ground beside it.
        private static func expectReadable(
            _ red: String, in window: AppWindow, theme: String, what: String
        )
            async throws
        {
            let shot = await window.screenshot("theme-\(theme)")
            let drawn = try await pixels(of: red, in: shot, session: window.session)
            #expect(drawn.count > 20, "\(theme): \(what) has no \(red) pixels")
            let ground = try #require(drawn.groundLeftOfText, "\(theme): no ground beside \(what)")
            let ratio = Contrast.ratio(red, ground)
            #expect(ratio >= 4.5, "\(theme): \(red) on \(ground) has contrast \(ratio)")
        }

        /// How many pixels of the screenshot have exactly `colour`, and the colour just left
        /// of the box they make (the row's ground).
        private static func pixels(
            of colour: String, in shot: String, session: TestSession
        ) async throws
            -> (count: Int, groundLeftOfText: String?)
        {
            let mask = ["-fill", "black", "+opaque", colour, "-fill", "white", "-opaque", colour]
            let counted = await session.runTool(
                "convert", [shot] + mask + ["-format", "%[fx:round(mean*w*h)]", "info:"])
            let count = Int(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            guard count > 0 else { return (0, nil) }
            let box = await session.runTool("convert", [shot] + mask + ["-format", "%@", "info:"])
            guard let match = box.stdout.firstMatch(of: /(\d+)x(\d+)\+(\d+)\+(\d+)/),
                let x = Int(match.3), let y = Int(match.4), let height = Int(match.2)
            else { return (count, nil) }
            let point = "\(max(x - 3, 0)),\(y + height / 2)"
            let sampled = await session.runTool(
                "convert", [shot, "-format", "%[hex:p{\(point)}]", "info:"])
            let hex = sampled.stdout.trimmingCharacters(in: .whitespacesAndNewlines).prefix(6)
            return (count, hex.count == 6 ? "#\(hex.lowercased())" : nil)
        }
    }
}

/// WCAG 2's contrast ratio of two sRGB colours written "#rrggbb".
enum Contrast {
    /// From 1 (the same luminance) to 21 (black on white).
    static func ratio(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let parts = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { part -> Double in
            let channel = Double(part) / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    }
}
