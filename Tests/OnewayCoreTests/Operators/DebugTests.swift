import Oneway
import OnewayTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.tracksResources)
struct DebugTests {
    @Test("debug prints the subscription, each event and the disposal, and passes the events on")
    func printsLifecycle() {
        var received: [Event<Int>] = []
        let output = capturedLines(containing: "lifecycle ->") {
            let subject = PublishSubject<Int>()
            _ = subject.debug("lifecycle").subscribe { received.append($0) }
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        expectEqual(
            output,
            [
                "lifecycle -> subscribed", "lifecycle -> Event next(1)", "lifecycle -> Event next(2)",
                "lifecycle -> Event completed", "lifecycle -> isDisposed",
            ]
        )
        expectEqual(received, [.next(1), .next(2), .completed])
    }

    @Test("debug prints the error, and the disposal when the subscriber disposes first, once")
    func printsErrorAndDisposal() {
        let output = capturedLines(containing: "failing ->") {
            _ = Observable<Int>.error(HigherOrderTestError.boom).debug("failing").subscribe(onError: { _ in })
            let subscription = Observable<Int>.never().debug("failing").subscribe()
            subscription.dispose()
            subscription.dispose()
        }
        expectEqual(
            output,
            [
                "failing -> subscribed", "failing -> Event error(boom)", "failing -> isDisposed",
                "failing -> subscribed", "failing -> isDisposed",
            ]
        )
    }

    @Test("debug starts each line with the local time as yyyy-MM-dd HH:mm:ss.SSS")
    func timestampFormat() throws {
        let lines = capturedLines(containing: "timed ->", stripTimestamp: false) {
            _ = Observable.just(1).debug("timed").subscribe()
        }
        expectEqual(lines.count, 4)
        for line in lines {
            let stamp = Array(line.prefix(25))
            let digitPositions = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 22]
            #expect(digitPositions.allSatisfy { stamp[$0].isNumber })
            expectEqual(String(stamp[4]) + String(stamp[7]) + String(stamp[10]), "-- ")
            expectEqual(String(stamp[13]) + String(stamp[16]) + String(stamp[19]), "::.")
            expectEqual(String(stamp[23...24]), ": ")
        }
    }

    @Test("With trimOutput, an event description over 40 characters keeps its first and last 20")
    func trimsLongEvents() {
        let long = String(repeating: "a", count: 50)
        let output = capturedLines(containing: "trimmed ->") {
            _ = Observable.just(long).debug("trimmed", trimOutput: true).subscribe()
            _ = Observable.just("short").debug("trimmed", trimOutput: true).subscribe()
        }
        expectEqual(output[1], "trimmed -> Event next(aaaaaaaaaaaaaaa...aaaaaaaaaaaaaaaaaaa)")
        expectEqual(output[5], "trimmed -> Event next(short)")
    }

    @Test("Without an identifier, debug names the call site: file, line and function")
    func defaultIdentifier() {
        let line = #line + 2
        let output = capturedLines(containing: "DebugTests.swift:") {
            _ = Observable.just(1).debug().subscribe()
        }
        expectEqual(output.first, "DebugTests.swift:\(line) (defaultIdentifier()) -> subscribed")
    }
}

/// Runs `body` with the standard output redirected to a pipe and returns the printed lines
/// that contain `marker`, without their timestamp (the first 25 characters).
func capturedLines(containing marker: String, stripTimestamp: Bool = true, _ body: () -> Void) -> [String] {
    fflush(nil)
    var pipeEnds: [Int32] = [0, 0]
    precondition(pipe(&pipeEnds) == 0, "DebugTests: pipe failed")
    let savedOutput = dup(STDOUT_FILENO)
    dup2(pipeEnds[1], STDOUT_FILENO)
    body()
    fflush(nil)
    dup2(savedOutput, STDOUT_FILENO)
    close(savedOutput)
    close(pipeEnds[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
    }
    close(pipeEnds[0])
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        .filter { $0.contains(marker) }
        .map { stripTimestamp ? String($0.dropFirst(25)) : $0 }
}
