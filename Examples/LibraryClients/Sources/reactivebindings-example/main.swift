// ReactiveBindings alone: an observable array tells what changed, as a table would apply it.
import ReactiveBindings

let names = MutableObservableArray(["Montreal", "Moscow", "Seoul"])
names.signal.observeValues { change in
    print("deleted", change.changeSet.deletes, "inserted", change.changeSet.inserts, "→", change.elements)
}
names.append("Tokyo")
names.replace(with: ["Montreal", "Seoul", "Tokyo", "Athens"], performDiff: true)
