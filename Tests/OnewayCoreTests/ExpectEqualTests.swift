import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ExpectEqualTests {
    @Test("expectEqual reports a difference at the caller's line, naming the first differing element")
    func reportsTheFirstDifference() {
        let line = #line + 2
        withKnownIssue("Intended: expectEqual reports two arrays that differ at index 1") {
            expectEqual([1, 2, 3], [1, 5, 3], "the sample case")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectEqualTests.swift"
                && message.contains("first difference at index 1: expected 5, got 2")
                && message.contains("the sample case")
        }
    }

    @Test("expectEqual records nothing for equal values")
    func equalValuesPass() {
        expectEqual([1, 2, 3], [1, 2, 3])
        expectEqual("same", "same")
    }
}
