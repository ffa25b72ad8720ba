import Translations

/// Reads arguments one at a time: options (`--name`, `--name=value`, `-h`), positionals,
/// and the `--` that ends the options.
struct ArgumentReader {
    private var remaining: ArraySlice<String>
    private var optionsEnded = false

    /// A reader over `arguments` (without the program name).
    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// Whether `arguments` ask for help: `--help` or `-h` before any `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// The next argument, or nil at the end.
    mutating func next() -> Argument? {
        guard let argument = remaining.popFirst() else { return nil }
        if optionsEnded { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return next()
        }
        if argument.hasPrefix("--") {
            if let equals = argument.firstIndex(of: "=") {
                let value = String(argument[argument.index(after: equals)...])
                return .option(String(argument[..<equals]), inlineValue: value)
            }
            return .option(argument, inlineValue: nil)
        }
        if argument.hasPrefix("-"), argument.count > 1 { return .option(argument, inlineValue: nil) }
        return .positional(argument)
    }

    /// The value of `option`: its inline value, or else the next argument, whatever it looks like.
    mutating func value(of option: String, inline: String?) throws(CommandLineError) -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst() else { throw .usage(tr("%s needs a value", "\(option)")) }
        return value
    }

    /// Refuses an inline value given to a flag (`--silent=yes`).
    static func refuseValue(_ inline: String?, of flag: String) throws(CommandLineError) {
        if inline != nil { throw .usage(tr("%s takes no value", "\(flag)")) }
    }

    /// Stores an option's value, refusing the option when it was given before.
    static func setOnce(_ slot: inout String?, _ name: String, _ value: String) throws(CommandLineError) {
        if slot != nil { throw .usage(tr("%s is given more than once", "\(name)")) }
        slot = value
    }

    /// Sets a flag, refusing an inline value and a flag given twice.
    static func setFlag(_ flag: inout Bool, _ name: String, _ inline: String?) throws(CommandLineError) {
        try refuseValue(inline, of: name)
        if flag { throw .usage(tr("%s is given more than once", "\(name)")) }
        flag = true
    }
}
