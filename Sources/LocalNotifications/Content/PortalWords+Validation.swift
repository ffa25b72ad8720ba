extension PortalWords {
    /// The longest sound file location, in characters (Linux's `PATH_MAX`).
    public static let maximumSoundLocationLength = 4_096

    /// Checks the values the wire format cannot: a known or vendor category, display hints
    /// that do not contradict each other, and a sound file given as an absolute path or a
    /// `file://` URI; the error names the key and the value.
    public func validate() throws(NotificationError) {
        if !category.isEmpty, !Self.isAcceptedCategory(category) {
            let known = Self.knownCategories.joined(separator: ", ")
            throw .invalidContent(
                "notification-category must be one of \(known) or start with x-, not \"\(category.prefix(40))\"")
        }
        for (one, other) in DisplayHint.contradictions
        where displayHints.contains(one) && displayHints.contains(other) {
            throw .invalidContent("display-hint \(one.rawValue) and \(other.rawValue) cannot be given together")
        }
        if case .file(let location) = sound {
            let quoted = "sound \"\(location.prefix(40))\""
            if location.count > Self.maximumSoundLocationLength {
                throw .invalidContent("\(quoted) is longer than \(Self.maximumSoundLocationLength) characters")
            }
            if location.unicodeScalars.contains(where: \.isControl) {
                throw .invalidContent("\(quoted) contains a control character")
            }
            guard sound?.filePath != nil else {
                throw .invalidContent(
                    "\(quoted) must be default, silent, an absolute path or a file:// URI with one")
            }
        }
    }
}
