/// The preconditions a WebDAV `error` body names (RFC 4918 §16), such as `valid-sync-token`
/// or `quota-not-exceeded`, by local name.
enum DAVErrorBody {
    /// The local names of the children of a DAV: `error` root; empty when `bytes` is not one.
    static func conditions(in bytes: [UInt8]) -> Set<String> {
        guard let root = XMLElement.parse(bytes), root.isNamed(DAVNamespace.dav, "error") else { return [] }
        return Set(root.children.map(\.name))
    }
}
