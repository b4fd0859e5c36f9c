// oneway-persistence-child ROLE FILE: the child process of the persistence crash tests
// (Tests/OnewayStoreTests/Persistence/CrashSafetyTests.swift). It reports on file descriptor 3,
// one line per event, so that its parent knows which saves had completed when it killed it.
//
//   crash  restores FILE, then dispatches as fast as it can, saving with no interval,
//          until it is killed: "start N" once restored, "saved N" after each save.
//   exit   dispatches ten times, saving once an hour, then calls exit(0): the save is the
//          exit handler's.
//   full   saves one state, then limits its file size (RLIMIT_FSIZE) below the next state's
//          and tries to save it: the write fails part way, as on a full disk. Linux only.
//
// A small executable rather than the test bundle run again: the bundle takes about 240 ms to
// start (Swift Testing reads the metadata of every test), this about 15, and the crash test
// starts a hundred of them.

import Oneway
import OnewayTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes `line` to the parent (or to `descriptor`), whole.
func report(_ line: String, to descriptor: Int32 = 3) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            exit(4)
        }
        offset += written
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["crash", "exit", "full"].contains(arguments[1]) else {
    report("usage: oneway-persistence-child crash|exit|full FILE", to: 2)
    exit(2)
}
let file = StateFile<Journal>(url: URL(fileURLWithPath: arguments[2]))

if arguments[1] == "crash" {
    let restored = file.restore(default: Journal())
    if let problem = restored.problem { report("problem \(problem)") }
    report("start \(restored.value.count)")
    let store = Store(reducer: Journal.append, state: restored.value)
    let persistence = store.persist(\.self, to: file, interval: .seconds(0))
    _ = persistence.saved.subscribe(onNext: { report("saved \($0.count)") })
    _ = persistence.errors.subscribe(onNext: { report("error \($0)") })
    while true { store.dispatch(()) }
} else if arguments[1] == "full" {
    #if canImport(Glibc)
        let store = Store(reducer: Journal.append, state: Journal())
        let persistence = store.persist(\.self, to: file, interval: .seconds(3600))
        _ = persistence.errors.subscribe(onNext: { report("error \($0.errorCode ?? 0)") })
        store.dispatch(())
        do {
            try persistence.flush()
            report("saved \(store.state.count)")
            // Past this size, writes fail with EFBIG instead of raising SIGXFSZ.
            signal(SIGXFSZ, SIG_IGN)
            let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
            var limit = rlimit()
            getrlimit(fileSize, &limit)
            limit.rlim_cur = 600
            setrlimit(fileSize, &limit)
            for _ in 0..<30 { store.dispatch(()) }
            try persistence.flush()
            report("saved \(store.state.count)")
        } catch {
            report("failed \(error.errorCode ?? 0)")
        }
        persistence.dispose()
        exit(0)
    #else
        exit(3)
    #endif
} else {
    let store = Store(reducer: Journal.append, state: Journal())
    let persistence = store.persist(\.self, to: file, interval: .seconds(3600))
    _ = persistence.saved.subscribe(onNext: { report("saved \($0.count)") })
    for _ in 0..<10 { store.dispatch(()) }
    report("dispatched \(store.state.count)")
    exit(0)
}
