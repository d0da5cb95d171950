import Foundation
import ReactiveBindings
import ReactiveCore
import Testing

@Suite("MutableObservableArray")
struct MutableObservableArrayTests {
    /// Starts recording `array`'s producer and drops the initial value from the change sets
    /// under test.
    static func record<E: Sendable & Equatable>(_ array: MutableObservableArray<E>) -> ChangeRecorder<E> {
        let recorder = ChangeRecorder<E>()
        array.producer.start(recorder.observer)
        return recorder
    }

    @Suite("producer")
    struct Producer {
        @Test("a new run first receives the current elements as inserts into an empty array")
        func initialValue() {
            let array = MutableObservableArray(["a", "b"])
            let recorder = record(array)
            #expect(recorder.changes.count == 1)
            #expect(recorder.lastElements == ["a", "b"])
            #expect(recorder.changeSets == [ChangeSet(oldCount: 0, newCount: 2, inserts: [0, 1])])
        }

        @Test("the signal sends only changes made after observation starts")
        func signalSendsChangesOnly() {
            let array = MutableObservableArray([1])
            let recorder = ChangeRecorder<Int>()
            array.signal.observe(recorder.observer)
            #expect(recorder.changes.isEmpty)
            array.append(2)
            #expect(recorder.changes.map(\.elements) == [[1, 2]])
        }

        @Test("runs complete when the array deinitialises, without keeping it alive")
        func completesOnDeinit() {
            var array: MutableObservableArray<Int>? = MutableObservableArray([1])
            weak let weakArray = array
            let recorder = record(array!)
            array = nil
            #expect(weakArray == nil)
            #expect(recorder.isCompleted)
        }

        @Test("disposing a run stops its deliveries")
        func disposing() {
            let array = MutableObservableArray<Int>()
            let recorder = ChangeRecorder<Int>()
            let disposable = array.producer.start(recorder.observer)
            disposable.dispose()
            array.append(1)
            #expect(recorder.changes.count == 1)
        }
    }

    @Suite("mutations")
    struct Mutations {
        @Test("append inserts at the end")
        func append() {
            let array = MutableObservableArray([1])
            let recorder = record(array)
            array.append(2)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 1, newCount: 2, inserts: [1]))
            #expect(array.elements == [1, 2])
        }

        @Test("append(contentsOf:) inserts every new index in one change")
        func appendContents() {
            let array = MutableObservableArray([1])
            let recorder = record(array)
            array.append(contentsOf: [2, 3])
            #expect(recorder.changeSets.dropFirst() == [ChangeSet(oldCount: 1, newCount: 3, inserts: [1, 2])])
        }

        @Test("insert(at:) inserts at the index")
        func insert() {
            let array = MutableObservableArray([1, 3])
            let recorder = record(array)
            array.insert(2, at: 1)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 2, newCount: 3, inserts: [1]))
            #expect(array.elements == [1, 2, 3])
        }

        @Test("remove(at:) deletes the index and returns the element")
        func remove() {
            let array = MutableObservableArray([1, 2, 3])
            let recorder = record(array)
            #expect(array.remove(at: 1) == 2)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 3, newCount: 2, deletes: [1]))
        }

        @Test("removeAll deletes every index")
        func removeAll() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array.removeAll()
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 2, newCount: 0, deletes: [0, 1]))
        }

        @Test("setting through the subscript updates the index")
        func subscriptSet() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array[1] = 5
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 2, newCount: 2, updates: [1]))
            #expect(array[1] == 5)
        }

        @Test("move reports one move from the old to the new index")
        func move() {
            let array = MutableObservableArray([1, 2, 3])
            let recorder = record(array)
            array.move(from: 0, to: 2)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 3, newCount: 3, moves: [.init(from: 0, to: 2)]))
            #expect(array.elements == [2, 3, 1])
        }

        @Test("moving an element onto itself delivers nothing")
        func moveInPlace() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array.move(from: 1, to: 1)
            #expect(recorder.changes.count == 1)
        }

        @Test("replace(with:) deletes everything old and inserts everything new")
        func replace() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array.replace(with: [2, 3, 4])
            #expect(recorder.changeSets.last == ChangeSet.reset(oldCount: 2, newCount: 3))
        }

        @Test("replace(with:performDiff:) of equatable elements changes only what differs")
        func replaceDiffingEquatable() {
            let array = MutableObservableArray([1, 2, 3])
            let recorder = record(array)
            array.replace(with: [1, 3, 4], performDiff: true)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 3, newCount: 3, deletes: [1], inserts: [2]))
        }

        @Test("replace(with:performDiff:) of identifiable elements reports updates and moves")
        func replaceDiffingIdentifiable() {
            let array = MutableObservableArray([Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            let recorder = record(array)
            array.replace(with: [Row(id: 3, text: "c"), Row(id: 1, text: "A"), Row(id: 2, text: "b")], performDiff: true)
            #expect(recorder.changeSets.last == ChangeSet(oldCount: 3, newCount: 3, updates: [0], moves: [.init(from: 2, to: 0)]))
        }

        @Test("a diffing replacement by equal rows delivers nothing")
        func replaceBySameRows() {
            let array = MutableObservableArray([Row(id: 1, text: "a")])
            let recorder = record(array)
            array.replace(with: [Row(id: 1, text: "a")], performDiff: true)
            #expect(recorder.changes.count == 1)
        }

        @Test("every change set leads from the previous elements to the new ones")
        func consistency() {
            let array = MutableObservableArray([1, 2, 3])
            let recorder = record(array)
            array.append(4)
            array.insert(0, at: 0)
            array.remove(at: 2)
            array[1] = 9
            array.move(from: 3, to: 0)
            array.replace(with: [9, 4, 7], performDiff: true)
            array.removeAll()
            #expect(recorder.changes.count == 8)
            #expect(recorder.inconsistencies == 0)
        }
    }

    @Suite("batch updates")
    struct BatchUpdates {
        @Test("many mutations are delivered as one change")
        func coalesces() {
            let array = MutableObservableArray(["a", "b", "c", "d"])
            let recorder = record(array)
            let removed = array.batchUpdate { batch in
                batch.append("e")
                batch.insert("z", at: 0)
                batch[2] = "B"
                batch.move(from: 4, to: 1)
                return batch.remove(at: 4)
            }
            #expect(removed == "c")
            #expect(array.elements == ["z", "d", "a", "B", "e"])
            #expect(recorder.changes.count == 2)
            #expect(recorder.changeSets.last == ChangeSet(
                oldCount: 4, newCount: 5,
                deletes: [2], inserts: [0, 4], updates: [1], moves: [.init(from: 3, to: 1)]
            ))
            #expect(recorder.inconsistencies == 0)
        }

        @Test("a batch that changes nothing delivers nothing")
        func emptyBatch() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array.batchUpdate { batch in
                batch.move(from: 0, to: 1)
                batch.move(from: 1, to: 0)
            }
            #expect(recorder.changes.count == 1)
        }

        @Test("replacing inside a batch deletes every original element")
        func replaceInBatch() {
            let array = MutableObservableArray([1, 2])
            let recorder = record(array)
            array.batchUpdate { batch in batch.replace(with: [1, 2, 3]) }
            #expect(recorder.changeSets.last == ChangeSet.reset(oldCount: 2, newCount: 3))
        }
    }

    @Suite("re-entrancy and threads")
    struct Concurrency {
        @Test("a mutation from inside an observer is delivered after the current change, in order")
        func reentrantMutation() {
            let array = MutableObservableArray<String>()
            let recorder = ChangeRecorder<String>()
            let seenDuringNestedAppend = Recorder<[String]>()
            array.signal.observeValues { change in
                guard change.elements == ["a"] else { return }
                array.append("b")
                seenDuringNestedAppend.append(recorder.lastElements ?? [])
            }
            array.signal.observe(recorder.observer)
            array.append("a")
            #expect(recorder.changes.map(\.elements) == [["a"], ["a", "b"]])
            // The nested append returned before its change was delivered to anybody.
            #expect(seenDuringNestedAppend.values == [[]])
            #expect(recorder.inconsistencies == 0)
        }

        @Test("a producer started from inside an observer sees the elements, then later changes")
        func reentrantStart() {
            let array = MutableObservableArray<Int>()
            let recorder = ChangeRecorder<Int>()
            array.signal.take(first: 1).observeValues { _ in
                array.producer.start(recorder.observer)
                array.append(2)
            }
            array.append(1)
            #expect(recorder.changes.map(\.elements) == [[1], [1, 2]])
            #expect(recorder.inconsistencies == 0)
        }

        @Test("mutations from several threads are serialised and observers see consistent pairs")
        func threads() {
            let array = MutableObservableArray<Int>()
            let recorder = record(array)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for value in 0..<250 {
                    if value % 5 == 4 {
                        array.batchUpdate { batch in
                            batch.append(thread * 1_000 + value)
                            if batch.count > 1 { batch.move(from: 0, to: batch.count - 1) }
                        }
                    } else {
                        array.insert(thread * 1_000 + value, at: 0)
                    }
                }
            }
            #expect(recorder.waitForChanges(1 + 8 * 250))
            #expect(recorder.inconsistencies == 0)
            #expect(recorder.lastElements == array.elements)
            #expect(Set(array.elements).count == 2_000)
        }
    }

    @Suite("read-only view")
    struct ReadOnlyView {
        @Test("a view shows the array's elements and changes")
        func view() {
            let array = MutableObservableArray([1])
            let view = ObservableArray(array)
            let recorder = ChangeRecorder<Int>()
            view.producer.start(recorder.observer)
            array.append(2)
            #expect(view.elements == [1, 2])
            #expect(view.count == 2 && view[1] == 2 && !view.isEmpty)
            #expect(recorder.changes.map(\.elements) == [[1], [1, 2]])
        }

        @Test("a view of fixed elements sends them and completes")
        func fixed() {
            let recorder = ChangeRecorder<Int>()
            ObservableArray([1, 2]).producer.start(recorder.observer)
            #expect(recorder.changes.map(\.elements) == [[1, 2]])
            #expect(recorder.isCompleted)
        }
    }
}
