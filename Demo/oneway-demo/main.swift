// oneway-demo: a to-do list in the terminal, driven by a Oneway Store.
//
// Each line typed becomes an action; the store's observers print what changed. The search
// is the seed's chain: `find` updates the query, which is debounced and looked up with
// flatMapLatest, so a newer query cancels an older lookup. Lines can be piped in as well:
//
//     printf 'add milk\nadd eggs\ndone 1\nfind egg\nquit\n' | swift run oneway-demo

import Dispatch
import Foundation
import Oneway

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let help = """
    Commands: add <title> | done <n> | remove <n> | find <text> | list | help | quit
    """

let store = Store(reducer: todoReducer, state: TodoState())
let disposeBag = DisposeBag()
let interactive = isatty(STDIN_FILENO) != 0
// Every line is printed from one serial queue, so that output from the store's observers and
// from the search's timer thread never interleaves.
let output = SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.output")
let searchScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.search")

func render(_ items: [TodoState.Item]) {
    guard !items.isEmpty else { return print("  (the list is empty)") }
    for (index, item) in items.enumerated() {
        print("  \(index + 1). [\(item.isDone ? "x" : " ")] \(item.title)")
    }
}

/// Looks titles up as a slow service would: later, on another thread.
func lookUp(_ query: String, in items: [TodoState.Item]) -> Single<[String]> {
    let titles = items.map(\.title).filter { $0.lowercased().contains(query.lowercased()) }
    return Single.just(titles).delay(.milliseconds(50), scheduler: searchScheduler)
}

store.observe(\.items)
    .skip(1)
    .observe(on: output)
    .subscribe(onNext: render)
    .disposed(by: disposeBag)

store.observe { $0.problem }
    .compactMap { $0 }
    .observe(on: output)
    .subscribe(onNext: { print("  ! \($0)") })
    .disposed(by: disposeBag)

store.observe(\.query)
    .skip(1)
    .filter { !$0.isEmpty }
    .debounce(.milliseconds(150), scheduler: searchScheduler)
    .flatMapLatest { query in lookUp(query, in: store.state.items).map { (query, $0) }.asObservable() }
    .subscribe(onNext: { query, titles in store.dispatch(.found(query: query, titles: titles)) })
    .disposed(by: disposeBag)

store.observe({ ($0.matchedQuery, $0.matches) }, comparer: ==)
    .skip(1)
    .observe(on: output)
    .subscribe(onNext: { query, matches in
        let found =
            "  found \(matches.count) for '\(query)'\(matches.isEmpty ? "" : ": " + matches.joined(separator: ", "))"
        // A search ends after its prompt was shown: write over the prompt, then show it again.
        print(interactive ? "\r\(found)\n> " : found, terminator: interactive ? "" : "\n")
        fflush(nil)
    })
    .disposed(by: disposeBag)

/// Runs `body` on the output queue, after every line already queued there.
func onOutput(_ body: @escaping () -> Void) {
    _ = output.schedule(()) { _ in
        body()
        return Disposables.create()
    }
}

print("Oneway demo: a to-do list driven by a Store.\n\(help)")
reading: while true {
    if interactive {
        // After the observers' lines for the previous command, not before them.
        onOutput {
            print("> ", terminator: "")
            fflush(nil)  // all streams: `stdout` is a global C variable Swift 6 will not share
        }
    }
    guard let line = readLine()?.trimmingCharacters(in: .whitespaces) else { break }
    switch line {
    case "": continue
    case "quit": break reading
    case "help": onOutput { print(help) }
    case "list": onOutput { render(store.state.items) }
    default:
        do {
            store.dispatch(try TodoAction(parsing: line))
        } catch {
            onOutput { print("  ! \(error.message)") }
        }
    }
}

// A search typed last may still be debounced or looked up: wait for it (a few seconds at
// most) so that its result is printed before the program ends.
for _ in 0..<500 where store.state.query != store.state.matchedQuery && !store.state.query.isEmpty {
    usleep(10_000)
}
let finished = DispatchSemaphore(value: 0)
onOutput {
    print("bye")
    finished.signal()
}
finished.wait()
