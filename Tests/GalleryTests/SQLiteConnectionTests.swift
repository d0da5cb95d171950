@testable import Gallery
import Testing

@Suite("An SQLite connection's prepared statements")
struct SQLiteConnectionTests {
    @Test("keeps at most its capacity, forgetting the least recently used")
    func bounded() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let connection = try SQLiteConnection(path: folder.url.appending(path: "test.sqlite").path, readOnly: false, statementCapacity: 4)
        let held = try connection.statement("SELECT 0")
        for number in 1...40 {
            let statement = try connection.statement("SELECT \(number)")
            try statement.bind([])
            #expect(try statement.step() && statement.integer(0) == Int64(number))
            statement.reset()
        }
        #expect(connection.cachedStatementCount == 4)
        try held.bind([])
        #expect(try held.step() && held.integer(0) == 0, "a statement held by its caller outlives its eviction")
        held.reset()
    }

    @Test("an index's reading connections keep a bounded number, whatever the filters searched")
    func boundedInTheIndex() throws {
        let temporary = try TemporaryIndex(demoImages: 10)
        defer { temporary.remove() }
        let index = temporary.index
        for combination in 0..<256 {
            var query = ImageQuery()
            query.type = combination & 1 == 0 ? .photo : nil
            query.orientation = combination & 2 == 0 ? .vertical : nil
            query.category = combination & 4 == 0 ? .nature : nil
            query.minimumWidth = combination & 8
            query.minimumHeight = combination & 16
            query.editorsChoiceOnly = combination & 32 != 0
            query.safeOnly = combination & 64 != 0
            query.order = combination & 128 == 0 ? .popular : .latest
            try index.search(query) { _, _ in }
        }
        let counts = index.readerStatementCounts
        #expect(!counts.isEmpty && counts.allSatisfy { $0 <= SQLiteConnection.defaultStatementCapacity }, "\(counts)")
    }
}
