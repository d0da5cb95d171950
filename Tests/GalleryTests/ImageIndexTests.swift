import Foundation
@testable import Gallery
import Testing

@Suite("The image index")
struct ImageIndexTests {
    @Test("an index written by an earlier version is rebuilt empty, and then works")
    func rebuildsOlderSchemas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.url.appending(path: "index.sqlite").path
        do {
            // The first version's tables, without templates or Japanese tags, and user_version 0.
            let old = try SQLiteConnection(path: path, readOnly: false)
            try old.execute("""
                CREATE TABLE images (id INTEGER PRIMARY KEY, source TEXT NOT NULL UNIQUE, tags TEXT NOT NULL);
                CREATE VIRTUAL TABLE image_text USING fts5(tags, colors);
                INSERT INTO images VALUES (1, 'demo:x', 'mountain');
                """)
        }
        let index = try ImageIndex(path: path)
        #expect(try index.count() == 0)
        try index.replace(DemoGallery.records(count: 5))
        var hits = 0
        try index.search(ImageQuery()) { _, total in
            hits += 1
            #expect(total == 5)
        }
        #expect(hits == 5)
        let reopened = try ImageIndex(path: path)
        #expect(try reopened.count() == 5, "a current index is kept")
    }
}
