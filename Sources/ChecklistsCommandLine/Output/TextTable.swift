/// Plain text columns, left aligned, separated by two spaces, without trailing spaces.
struct TextTable {
    /// The column titles.
    let header: [String]
    /// The cells, row by row, as many as there are columns.
    var rows: [[String]] = []

    /// The table, one line per row after the header, each ending in a line break.
    var text: String {
        let lines = [header] + rows
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            let padded = cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined()
    }
}
