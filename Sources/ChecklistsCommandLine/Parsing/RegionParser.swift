import Foundation
import LocalNotifications
import Translations

/// Reads the region of `notify --near LAT,LON --radius METRES [--on-exit] [--repeats]`.
enum RegionParser {
    /// The location trigger the options describe: entry by default, `--on-exit` for exit only.
    static func trigger(_ options: NotifyOptions) throws(CommandLineError) -> LocationTrigger {
        guard let near = options.near else {
            throw .usage(options.radius != nil ? "--radius needs --near LAT,LON" : "--on-exit needs --near LAT,LON")
        }
        guard let radiusText = options.radius else { throw .usage(tr("--near needs --radius METRES")) }
        let parts = near.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = number(parts[0]), let longitude = number(parts[1]) else {
            throw .badInput(
                tr("--near must be LAT,LON in decimal degrees, such as 52.52,13.405, not \"%s\"", "\(near)"))
        }
        guard let radius = number(Substring(radiusText)) else {
            throw .badInput(tr("--radius must be a number of metres, such as 150, not \"%s\"", "\(radiusText)"))
        }
        let trigger = LocationTrigger(
            latitude: latitude, longitude: longitude, radius: radius, notifyOnEntry: !options.onExit,
            notifyOnExit: options.onExit, repeats: options.repeats)
        do {
            try trigger.validate()
        } catch {
            throw .badInput(
                "\(error.description.hasPrefix("the radius") ? "--radius" : "--near"): \(error.description)")
        }
        return trigger
    }

    /// A finite decimal number, spaces around it allowed; nil for anything else ("nan", "1e999", "").
    private static func number(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }
}
