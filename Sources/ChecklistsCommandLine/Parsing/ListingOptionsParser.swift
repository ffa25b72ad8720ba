import Translations

/// Reads the arguments of `pending` and `delivered`: only `--json`.
enum ListingOptionsParser {
    /// Whether `--json` was given; anything else is a usage error.
    static func json(_ reader: inout ArgumentReader, verb: String) throws(CommandLineError) -> Bool {
        var json = false
        while let argument = reader.next() {
            switch argument {
            case .option("--json", let inline):
                try ArgumentReader.refuseValue(inline, of: "--json")
                if json { throw .usage(tr("--json is given more than once")) }
                json = true
            case .option(let name, _): throw .usage(tr("unknown option %s", "\(name)"))
            case .positional(let text):
                throw .usage(tr("%s: unexpected argument \"%s\"", "\(verb)", "\(text)"))
            }
        }
        return json
    }
}
