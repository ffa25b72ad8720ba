/// How the item dialog understood what was typed in a field: nothing yet, a value and the
/// words that say it back, or why it cannot be read.
public enum FieldReading<Value: Equatable>: Equatable {
    /// The field is empty.
    case empty
    /// The value, and how it reads back ("Fri 4 Dec 2026, 14:00, every Tuesday").
    case understood(Value, said: String)
    /// The one-line reason the text cannot be read.
    case refused(String)

    /// The line shown under the field as you type: the reading or the reason; empty when
    /// the field is.
    public var feedback: String {
        switch self {
        case .empty: ""
        case .understood(_, let said): said
        case .refused(let reason): reason
        }
    }

    /// The value, when understood.
    public var value: Value? {
        if case .understood(let value, _) = self { return value }
        return nil
    }
}
