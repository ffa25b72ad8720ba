internal import CXML2

/// One element of an XML document, read with its namespace: servers write `D:`, `d:`, `ns0:`
/// or a default `xmlns`, so elements are matched on namespace URI and local name only.
struct XMLElement: Sendable, Equatable {
    /// The namespace URI ("DAV:"), or nil for an element in no namespace.
    var namespace: String?
    /// The local name, without prefix.
    var name: String
    /// The attributes by local name.
    var attributes: [String: String]
    /// The child elements, in order.
    var children: [XMLElement]
    /// The text directly inside the element (text and CDATA, concatenated).
    var text: String

    /// The first child named `name` in `namespace`.
    func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    /// Every child named `name` in `namespace`.
    func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    /// Whether the element is named `name` in `namespace`.
    func isNamed(_ namespace: String, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }

    /// Reads a document; nil when `bytes` is not well-formed XML. The parser never reaches
    /// the network and does not expand external entities.
    static func parse(_ bytes: [UInt8]) -> XMLElement? {
        XMLParserSetup.once()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlReadMemory($0, Int32(buffer.count), "answer.xml", nil, options)
                }
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return element(root)
    }

    /// The Swift copy of a libxml2 element node and everything in it.
    private static func element(_ node: xmlNodePtr) -> XMLElement {
        var children: [XMLElement] = []
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(element(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default: break
            }
            child = current.pointee.next
        }
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                let value = current.pointee.children?.pointee.content.map { String(cString: $0) } ?? ""
                attributes[String(cString: name)] = value
            }
            attribute = current.pointee.next
        }
        return XMLElement(
            namespace: node.pointee.ns?.pointee.href.map { String(cString: $0) },
            name: node.pointee.name.map { String(cString: $0) } ?? "", attributes: attributes, children: children,
            text: text)
    }
}

/// libxml2's one-time global setup, which must happen before threads parse concurrently.
private enum XMLParserSetup {
    /// Runs `xmlInitParser` the first time it is read; Swift runs a static initializer once.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Makes sure the parser is set up.
    static func once() {
        _ = initialized
    }
}
