import Foundation
@testable import Gallery
import NIOCore
import Testing

@Suite("The search cache")
struct SearchCacheTests {
    @Suite("its least-recently-used store")
    struct Store {
        @Test("keeps at most its capacity and forgets the least recently used value first")
        func evictsTheLeastRecentlyUsed() {
            var cache = LRUCache<String, Int>(capacity: 3)
            for (value, key) in zip(1..., ["a", "b", "c"]) { cache.insert(value, for: key) }
            #expect(cache.value(for: "a") == 1)
            cache.insert(4, for: "d")
            #expect(cache.count == 3)
            #expect(cache.value(for: "b") == nil)
            #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3 && cache.value(for: "d") == 4)
            cache.insert(5, for: "e")
            #expect(cache.value(for: "a") == nil && cache.value(for: "e") == 5)
        }

        @Test("replaces the value of a key it holds, which becomes the most recently used")
        func replaces() {
            var cache = LRUCache<String, Int>(capacity: 2)
            cache.insert(1, for: "a")
            cache.insert(2, for: "b")
            cache.insert(10, for: "a")
            cache.insert(3, for: "c")
            #expect(cache.count == 2 && cache.value(for: "a") == 10 && cache.value(for: "b") == nil)
        }

        @Test("a capacity of one and of zero")
        func tinyCapacities() {
            var one = LRUCache<Int, Int>(capacity: 1)
            for key in 0..<5 { one.insert(key * 10, for: key) }
            #expect(one.count == 1 && one.value(for: 4) == 40 && one.value(for: 3) == nil)
            var none = LRUCache<Int, Int>(capacity: 0)
            none.insert(1, for: 1)
            #expect(none.count == 0 && none.value(for: 1) == nil)
        }

        @Test("removes a value by key or the least recently used one, and reuses their places")
        func removes() {
            var cache = LRUCache<String, Int>(capacity: 3)
            for (value, key) in zip(1..., ["a", "b", "c"]) { cache.insert(value, for: key) }
            #expect(cache.removeValue(for: "b") == 2 && cache.removeValue(for: "b") == nil)
            #expect(cache.removeLeastRecentlyUsed()! == ("a", 1))
            cache.insert(4, for: "d")
            cache.insert(5, for: "e")
            #expect(cache.count == 3)
            cache.insert(6, for: "f")
            #expect(cache.value(for: "c") == nil, "full again: the least recently used goes")
            #expect(cache.removeLeastRecentlyUsed()! == ("d", 4))
            #expect(cache.removeLeastRecentlyUsed()! == ("e", 5))
            #expect(cache.removeLeastRecentlyUsed()! == ("f", 6))
            #expect(cache.removeLeastRecentlyUsed() == nil && cache.count == 0)
        }

        @Test("agrees with a plain model over a long random sequence")
        func matchesAModel() {
            var cache = LRUCache<Int, Int>(capacity: 8)
            var model: [(key: Int, value: Int)] = []   // most recent last
            var state: UInt64 = 42
            for step in 0..<5_000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let key = Int(state >> 59)   // 32 keys for 8 places
                if state & 1 == 0 {
                    cache.insert(step, for: key)
                    model.removeAll { $0.key == key }
                    model.append((key, step))
                    if model.count > 8 { model.removeFirst() }
                } else {
                    let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                    if let expected { model.append(expected) }
                    #expect(cache.value(for: key) == expected?.value)
                }
            }
            #expect(cache.count == model.count)
        }
    }

    @Test("forgets every answer when the index changes")
    func invalidatesOnIndexChanges() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let index = try ImageIndex(path: folder.url.appending(path: "index.sqlite").path)
        let records = DemoGallery.records(count: 3)
        try index.replace(records)
        let cache = SearchCache(index: index, capacity: 10)
        let key = SearchCache.Key(query: ImageQuery(), baseURL: "http://x")
        cache.store(ByteBuffer(string: "first"), for: key, generation: index.generation)
        #expect(cache.body(for: key) == ByteBuffer(string: "first"))

        let stale = index.generation
        try index.remove(ids: [records[0].id])
        #expect(cache.body(for: key) == nil)
        cache.store(ByteBuffer(string: "read before the change"), for: key, generation: stale)
        #expect(cache.body(for: key) == nil)
        cache.store(ByteBuffer(string: "second"), for: key, generation: index.generation)
        #expect(cache.body(for: key) == ByteBuffer(string: "second"))

        let large = SearchCache.Key(query: ImageQuery(limit: 200), baseURL: "http://x")
        cache.store(ByteBuffer(repeating: 0x20, count: SearchCache.maximumBodySize + 1), for: large, generation: index.generation)
        #expect(cache.body(for: large) == nil)
    }
}
