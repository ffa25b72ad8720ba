import Translations

/// Reads the arguments of `cancel` and `clear-delivered`: identifiers or `--all`, one of them.
enum SelectionParser {
    /// The identifiers, or all; both or neither is a usage error.
    static func selection(_ reader: inout ArgumentReader, verb: String) throws(CommandLineError) -> IdentifierSelection
    {
        var identifiers: [String] = []
        var all = false
        while let argument = reader.next() {
            switch argument {
            case .option("--all", let inline):
                try ArgumentReader.refuseValue(inline, of: "--all")
                if all { throw .usage(tr("--all is given more than once")) }
                all = true
            case .option(let name, _): throw .usage(tr("unknown option %s", "\(name)"))
            case .positional(let identifier): identifiers.append(identifier)
            }
        }
        switch (identifiers.isEmpty, all) {
        case (false, true): throw .usage(tr("%s: identifiers and --all cannot be used together", "\(verb)"))
        case (true, false): throw .usage(tr("%s needs identifiers or --all", "\(verb)"))
        case (true, true): return .all
        case (false, false): return .identifiers(identifiers)
        }
    }
}
