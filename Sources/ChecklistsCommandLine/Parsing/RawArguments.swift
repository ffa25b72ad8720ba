import Translations

/// The program's arguments as the kernel handed them over: bytes, which need not be UTF-8.
///
/// Swift's `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, which
/// would store a title or an identifier other than the one given; these arguments are
/// refused instead.
public enum RawArguments {
    /// The arguments after the program name, decoded strictly as UTF-8; the error names the
    /// first argument that is not UTF-8 (counting from 1 after the program name) and the
    /// option it follows, if any.
    public static func decode(_ argv: [UnsafeMutablePointer<CChar>?]) throws(CommandLineError) -> [String] {
        var arguments: [String] = []
        for pointer in argv.dropFirst() {
            guard let pointer else { break }
            guard let argument = String(validatingCString: pointer) else {
                let position = arguments.count + 1
                let after = arguments.last.map { $0.hasPrefix("-") ? tr(" (after %s)", $0) : "" } ?? ""
                throw .badInput(tr("argument %s%s is not valid UTF-8 text", "\(position)", after))
            }
            arguments.append(argument)
        }
        return arguments
    }
}
