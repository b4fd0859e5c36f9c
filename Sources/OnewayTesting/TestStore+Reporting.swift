import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a `TestStore` call was made: the caller's file and line, taken by the defaulted
/// `fileID:filePath:line:column:` parameters, which need no import at the call site.
struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a `TestStore` failure to the framework running the test, at `site`.
///
/// Inside a Swift Testing test (`Test.current` is set) it records an issue; otherwise, where
/// XCTest exists, it fails the running XCTest test case with `XCTFail`, which reports at the
/// given file and line. The message is the same either way.
func recordIssue(_ message: String, at site: CallSite) {
    #if canImport(XCTest)
        guard Test.current != nil else {
            XCTFail(message, file: site.filePath, line: site.line)
            return
        }
    #endif
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: String(describing: site.fileID), filePath: String(describing: site.filePath),
            line: Int(site.line), column: Int(site.column))
    )
}
