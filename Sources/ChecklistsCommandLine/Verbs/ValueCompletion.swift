/// What a shell offers for a value: an option's or an argument's.
enum ValueCompletion: Equatable, Sendable {
    /// Nothing: any text the user types.
    case text
    /// A file name.
    case file
    /// An image file: PNG or JPEG.
    case image
    /// A URL.
    case url
    /// One of these words.
    case choices([String])
}
