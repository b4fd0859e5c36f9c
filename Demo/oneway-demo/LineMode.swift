import Dispatch
import Oneway
import TodoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the app one command per line, printing what changed: the demo's interface when its
/// input is piped in, as in CI:
///
///     printf 'add milk\nadd eggs\ndone 1\nfind egg\nquit\n' | swift run oneway-demo
///
/// The same store, reducers and search effect as the full-screen app, with the store's
/// observers printing instead of a screen.
func runLineMode() {
    let app = TodoApp(
        searchScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.search"),
        lookUpLatency: .milliseconds(50))
    let store = app.store
    let disposeBag = DisposeBag()
    // Every line is printed from one serial queue, so that the observers' lines and the
    // search's, which arrive on the search scheduler's thread, never interleave.
    let output = SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.output")

    store.observe(\.list.items)
        .skip(1)
        .observe(on: output)
        .subscribe(onNext: printItems)
        .disposed(by: disposeBag)

    store.observe({ ($0.search.matchedQuery, $0.search.matches) }, comparer: ==)
        .skip(1)
        .filter { query, _ in !query.isEmpty }
        .observe(on: output)
        .subscribe(onNext: { query, matches in
            print(
                "  found \(matches.count) for '\(query)'\(matches.isEmpty ? "" : ": " + matches.joined(separator: ", "))"
            )
        })
        .disposed(by: disposeBag)

    /// Runs `body` on the output queue, after every line already queued there.
    func onOutput(_ body: @escaping @Sendable () -> Void) {
        _ = output.schedule(()) { _ in
            body()
            return Disposables.create()
        }
    }

    print("Oneway demo, line mode: a to-do list driven by a Store.\n\(LineCommand.usage)")
    reading: while let line = readLine() {
        guard !line.allSatisfy(\.isWhitespace) else { continue }
        do {
            switch try LineCommand(parsing: line) {
            case .quit: break reading
            case .help: onOutput { print(LineCommand.usage) }
            case .list:
                let items = store.state.list.items
                onOutput { printItems(items) }
            case .dispatch(let action):
                store.dispatch(action)
                // No dispatch was under way on this thread, so the state already reflects it.
                if let problem = store.state.list.problem { onOutput { print("  ! \(problem)") } }
            }
        } catch {
            onOutput { print("  ! \(error.message)") }
        }
    }

    // A search typed last may still be debounced or looked up: wait for it (a few seconds
    // at most) so that its result is printed before the program ends.
    for _ in 0..<500 where store.state.search.isSearching {
        usleep(10_000)
    }
    let finished = DispatchSemaphore(value: 0)
    onOutput {
        print("bye")
        finished.signal()
    }
    finished.wait()
    // The search and the printing end here, not at the last mention of `app` and
    // `disposeBag`, where Swift may end their lifetimes.
    app.stop()
    withExtendedLifetime(disposeBag) {}
}

private func printItems(_ items: [TodoItem]) {
    guard !items.isEmpty else { return print("  (the list is empty)") }
    for (index, item) in items.enumerated() {
        print("  \(index + 1). [\(item.isDone ? "x" : " ")] \(item.title)")
    }
}
