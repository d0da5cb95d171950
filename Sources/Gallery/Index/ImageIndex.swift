import Logging
import Synchronization

/// The SQLite index of the gallery: image metadata plus an FTS5 table over tags and colours.
///
/// Writes (`replace`, `remove`) use writable connections (SQLite serialises them with a busy
/// timeout); reads (`search`, `record`) take a connection from a pool and may run
/// on any number of threads at once. A search is a single SQL statement.
final class ImageIndex: Sendable {
    private let readers: ConnectionPool
    private let writer: ConnectionPool
    private let changes = Atomic(0)
    private let refusals = Atomic(0)
    private let logger: Logger

    /// Counts the changes made through this index (`replace`, `remove`); it grows after each one
    /// is committed, so a value read before a search tells whether what it read may be stale.
    var generation: Int { changes.load(ordering: .acquiring) }

    /// The number of searches whose full-text expression SQLite refused (and that found nothing);
    /// stays 0 while every word is quoted properly.
    var refusedMatches: Int { refusals.load(ordering: .relaxed) }

    /// The number of prepared statements each idle reading connection keeps.
    var readerStatementCounts: [Int] { readers.idleStatementCounts }

    /// Opens or creates the index at `path` and makes sure the schema exists; an index written
    /// with another schema version is emptied and created anew (its images must be indexed again).
    init(path: String, logger: Logger = Logger(label: "gallery")) throws {
        self.logger = logger
        self.writer = try ConnectionPool(path: path, readOnly: false)
        try writer.withConnection { connection in
            let statement = try connection.statement("PRAGMA user_version")
            try statement.bind([])
            let version = try statement.step() ? statement.integer(0) : 0
            statement.reset()
            if version != Self.schemaVersion { try connection.execute(Self.schema) }
        }
        self.readers = try ConnectionPool(path: path, readOnly: true)
    }

    /// Inserts the records, replacing images with the same id, in one transaction. Each record's
    /// hit templates (one per tag language) are made here, so that searches only copy them.
    func replace(_ records: [ImageRecord]) throws {
        try change { connection in
            let insert = try connection.statement(Self.insertSQL)
            let removeText = try connection.statement("DELETE FROM image_text WHERE rowid = ?")
            let insertText = try connection.statement(Self.insertTextSQL)
            for record in records {
                try insert.run(Self.values(of: record))
                try removeText.run([.integer(record.id)])
                try insertText.run(
                    [.integer(record.id), .text(record.colors.map(\.rawValue).joined(separator: " "))]
                        + TagLanguage.allCases.map { .text($0.translate(record.tags).joined(separator: " , ")) })
            }
        }
    }

    /// Removes the images with these ids.
    func remove(ids: [Int64]) throws {
        try change { connection in
            let images = try connection.statement("DELETE FROM images WHERE id = ?")
            let text = try connection.statement("DELETE FROM image_text WHERE rowid = ?")
            for id in ids {
                try images.run([.integer(id)])
                try text.run([.integer(id)])
            }
        }
    }

    /// Runs `body` in a write transaction, then counts the change and checkpoints the log.
    private func change(_ body: (SQLiteConnection) throws -> Void) throws {
        try writer.withConnection { connection in
            try connection.transaction { try body(connection) }
            changes.add(1, ordering: .releasing)
            try connection.checkpoint()
        }
    }

    /// Every stored source with its id and stamp, for re-indexing.
    func stamps() throws -> [String: (id: Int64, stamp: String)] {
        try writer.withConnection { connection in
            let statement = try connection.statement("SELECT source, id, stamp FROM images")
            try statement.bind([])
            defer { statement.reset() }
            var result: [String: (id: Int64, stamp: String)] = [:]
            while try statement.step() {
                result[statement.text(0)] = (statement.integer(1), statement.text(2))
            }
            return result
        }
    }

    /// The number of images in the index.
    func count() throws -> Int {
        try readers.withConnection { connection in
            let statement = try connection.statement("SELECT count(*) FROM images")
            try statement.bind([])
            defer { statement.reset() }
            return try statement.step() ? Int(statement.integer(0)) : 0
        }
    }

    /// The image with this id, if any.
    func record(id: Int64) throws -> ImageRecord? {
        try readers.withConnection { connection in
            let statement = try connection.statement("SELECT \(Self.columns) FROM images WHERE id = ?")
            try statement.bind([.integer(id)])
            defer { statement.reset() }
            return try statement.step() ? Self.record(from: statement) : nil
        }
    }

    /// Whether some image belongs to the user with this id.
    func hasUser(id: Int) throws -> Bool {
        try readers.withConnection { connection in
            let statement = try connection.statement("SELECT 1 FROM images WHERE user_id = ? LIMIT 1")
            try statement.bind([.integer(Int64(id))])
            defer { statement.reset() }
            return try statement.step()
        }
    }

    /// Runs `query` as one SQL statement and hands `body` the hit template of each image of the
    /// page (with tags in the query's language), in order, with the number of matches over all pages.
    ///
    /// The inner select finds and orders the matches carrying only the id and the sort key, and
    /// counts them all with a window function; the outer one reads the templates of the requested
    /// page alone. The templates are lent straight from SQLite's row, not copied.
    func search(_ query: ImageQuery, _ body: (_ template: UnsafeRawBufferPointer, _ total: Int) -> Void) throws {
        try search(query, matching: query.matchExpression, body)
    }

    /// `search(_:_:)` with the full-text expression given apart. An expression SQLite refuses
    /// finds nothing (and is counted in `refusedMatches` and logged) rather than failing the
    /// search: the words come from users, and a bad one must not turn into a server error.
    func search(_ query: ImageQuery, matching match: String?, _ body: (_ template: UnsafeRawBufferPointer, _ total: Int) -> Void) throws {
        let sortKey = query.order == .popular ? "popularity" : "created"
        var sql = "SELECT images.\(query.language.hitColumn), page.total FROM (SELECT images.id AS id, images.\(sortKey) AS sort_key, count(*) OVER () AS total"
        var values: [SQLiteValue] = []
        if let match {
            sql += " FROM image_text CROSS JOIN images ON images.id = image_text.rowid WHERE image_text MATCH ?"
            values.append(.text(match))
        } else {
            sql += " FROM images WHERE 1"
        }
        var conditions: [String] = []
        func require(_ condition: String, _ value: SQLiteValue) {
            conditions.append(condition)
            values.append(value)
        }
        if let id = query.id { require("images.id = ?", .integer(id)) }
        if let type = query.type { require("type = ?", .text(type.rawValue)) }
        if let category = query.category { require("category = ?", .text(category.rawValue)) }
        switch query.orientation {
        case .horizontal?: conditions.append("width >= height")
        case .vertical?: conditions.append("height > width")
        case nil: break
        }
        if query.minimumWidth > 0 { require("width >= ?", .integer(Int64(query.minimumWidth))) }
        if query.minimumHeight > 0 { require("height >= ?", .integer(Int64(query.minimumHeight))) }
        if query.editorsChoiceOnly { conditions.append("editors_choice = 1") }
        if query.safeOnly { conditions.append("safe = 1") }
        for condition in conditions { sql += " AND " + condition }
        sql += " ORDER BY sort_key DESC, images.id DESC LIMIT ? OFFSET ?) AS page CROSS JOIN images ON images.id = page.id"
        sql += " ORDER BY page.sort_key DESC, page.id DESC"
        values += [.integer(Int64(query.limit)), .integer(Int64(query.offset))]

        try readers.withConnection { connection in
            let statement = try connection.statement(sql)
            try statement.bind(values)
            defer { statement.reset() }
            var delivered = false
            do {
                while try statement.step() {
                    let total = Int(statement.integer(1))
                    statement.withBlob(0) { body($0, total) }
                    delivered = true
                }
            } catch let error as SQLiteError where match != nil && !delivered && error.isRefusedStatement {
                refusals.add(1, ordering: .relaxed)
                logger.warning("full-text expression refused; answered with no hits", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Stored as `PRAGMA user_version`; an index written by another version is rebuilt. Raised
    /// also when what is stored changes meaning: 4 gives library pictures their one-character
    /// tags, which unchanged files would otherwise never get.
    private static let schemaVersion = 4

    private static let schema = """
        PRAGMA journal_mode = WAL;
        DROP TABLE IF EXISTS images;
        DROP TABLE IF EXISTS image_text;
        CREATE TABLE images (
            id INTEGER PRIMARY KEY, source TEXT NOT NULL UNIQUE, type TEXT NOT NULL, category TEXT NOT NULL,
            tags TEXT NOT NULL, colors TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL,
            size INTEGER NOT NULL, views INTEGER NOT NULL, downloads INTEGER NOT NULL, collections INTEGER NOT NULL,
            likes INTEGER NOT NULL, comments INTEGER NOT NULL, user_id INTEGER NOT NULL, user TEXT NOT NULL,
            created INTEGER NOT NULL, editors_choice INTEGER NOT NULL, safe INTEGER NOT NULL, stamp TEXT NOT NULL,
            popularity INTEGER NOT NULL, \(TagLanguage.allCases.map { $0.hitColumn + " BLOB NOT NULL" }.joined(separator: ", ")));
        CREATE INDEX images_by_popularity ON images(popularity DESC, id DESC);
        CREATE INDEX images_by_date ON images(created DESC, id DESC);
        CREATE INDEX images_by_user ON images(user_id);
        CREATE VIRTUAL TABLE image_text USING fts5(colors, \(TagLanguage.allCases.map(\.tagsColumn).joined(separator: ", ")), tokenize = 'porter unicode61');
        PRAGMA user_version = \(schemaVersion);
        """

    /// Qualified, because the FTS table has `tags` and `colors` columns too.
    private static let columns = [
        "id", "source", "type", "category", "tags", "colors", "width", "height", "size", "views", "downloads", "collections",
        "likes", "comments", "user_id", "user", "created", "editors_choice", "safe", "stamp",
    ].map { "images." + $0 }.joined(separator: ", ")

    private static let insertSQL = """
        INSERT OR REPLACE INTO images (id, source, type, category, tags, colors, width, height, size, views,
            downloads, collections, likes, comments, user_id, user, created, editors_choice, safe, stamp, popularity,
            \(TagLanguage.allCases.map(\.hitColumn).joined(separator: ", ")))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?\(String(repeating: ", ?", count: TagLanguage.allCases.count)))
        """

    private static let insertTextSQL = """
        INSERT INTO image_text(rowid, colors, \(TagLanguage.allCases.map(\.tagsColumn).joined(separator: ", ")))
        VALUES (?, ?\(String(repeating: ", ?", count: TagLanguage.allCases.count)))
        """

    private static func values(of record: ImageRecord) -> [SQLiteValue] {
        [
            .integer(record.id), .text(record.source.stored), .text(record.type.rawValue), .text(record.category.rawValue),
            .text(record.tags.joined(separator: ", ")), .text(record.colors.map(\.rawValue).joined(separator: " ")),
            .integer(Int64(record.width)), .integer(Int64(record.height)), .integer(Int64(record.byteSize)),
            .integer(Int64(record.views)), .integer(Int64(record.downloads)), .integer(Int64(record.collections)),
            .integer(Int64(record.likes)), .integer(Int64(record.comments)), .integer(Int64(record.userID)),
            .text(record.user), .integer(record.created), .integer(record.editorsChoice ? 1 : 0),
            .integer(record.isSafe ? 1 : 0), .text(record.stamp), .integer(Int64(record.popularity)),
        ] + TagLanguage.allCases.map { .blob(HitTemplate.bytes(of: record, language: $0)) }
    }

    /// Reads a row in `columns` order; nil if a stored enumeration value is unknown (a newer schema).
    private static func record(from row: SQLiteStatement) -> ImageRecord? {
        guard let source = ImageSource(stored: row.text(1)), let type = ImageType(rawValue: row.text(2)),
              let category = ImageCategory(rawValue: row.text(3))
        else { return nil }
        // Tags are stored joined by ", " and never contain commas or outer spaces (both writers trim
        // them), so a plain split is enough; Foundation's trimming costs more than the query.
        let tags = row.text(4).utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0.drop { $0 == UInt8(ascii: " ") })) }
        return ImageRecord(
            id: row.integer(0), source: source, type: type, category: category, tags: tags,
            colors: row.text(5).utf8.split(separator: UInt8(ascii: " ")).compactMap { ImageColor(rawValue: String(Substring($0))) },
            width: Int(row.integer(6)), height: Int(row.integer(7)), byteSize: Int(row.integer(8)),
            views: Int(row.integer(9)), downloads: Int(row.integer(10)), collections: Int(row.integer(11)),
            likes: Int(row.integer(12)), comments: Int(row.integer(13)), userID: Int(row.integer(14)),
            user: row.text(15), created: row.integer(16), editorsChoice: row.integer(17) != 0,
            isSafe: row.integer(18) != 0, stamp: row.text(19))
    }
}
