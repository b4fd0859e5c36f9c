import Foundation
import Testing

/// A page of documentation, and the test sources its Swift samples are compiled in.
private struct DocumentedPage: CustomTestStringConvertible, Sendable {
    let page: String
    let sources: [String]

    var testDescription: String { page }
}

/// Every page whose Swift samples must compile. A sample that is not Swift code a test can hold
/// (a `Package.swift` fragment) is preceded by a line `<!-- not compiled: why -->`.
private let documentedPages = [
    DocumentedPage(page: "README.md", sources: ["Tests/OnewayTestingTests/Documentation/ReadmeScore.swift"]),
    DocumentedPage(
        page: "Sources/Oneway/Oneway.docc/GettingStarted.md",
        sources: [
            "Tests/OnewayTestingTests/Documentation/GettingStartedStore.swift",
            "Tests/OnewayTestingTests/Documentation/GettingStartedTests.swift",
            "Tests/OnewayTestingTests/Documentation/GettingStartedFlux.swift",
        ]),
    DocumentedPage(
        page: "Sources/OnewayStore/OnewayStore.docc/Articles/UsingAStoreFromSwiftUI.md",
        sources: ["Tests/OnewayStoreTests/UsingAStoreFromSwiftUITests.swift"]),
]

/// The package's root: this file is `Tests/OnewayTestingTests/Documentation/<file>.swift`.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One fenced Swift sample of a page: the line its fence opens on, and its lines.
private struct Sample {
    let line: Int
    let lines: [String]
}

private func swiftSamples(in text: String) -> [Sample] {
    var samples: [Sample] = []
    var current: [String]?
    var opening = 0
    var previous = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if var lines = current {
            if trimmed == "```" {
                samples.append(Sample(line: opening, lines: lines))
                current = nil
            } else {
                lines.append(String(line))
                current = lines
            }
        } else if trimmed == "```swift" && !previous.hasPrefix("<!-- not compiled:") {
            current = []
            opening = index + 1
        }
        if !trimmed.isEmpty { previous = trimmed }
    }
    return samples
}

/// The sample's paragraphs (runs of lines between blank lines), each line without its indentation.
private func paragraphs(of sample: Sample) -> [[String]] {
    var result: [[String]] = [[]]
    for line in sample.lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if line.isEmpty {
            if !result[result.count - 1].isEmpty { result.append([]) }
        } else {
            result[result.count - 1].append(line)
        }
    }
    return result.filter { !$0.isEmpty }
}

/// Pasted samples drift from the code unless something compiles them: each page's Swift samples
/// are checked against test sources that the test build compiles and runs.
@Suite struct DocumentationSnippetTests {
    @Test(
        "Each Swift sample's paragraphs appear, in their order, in the test sources that compile them",
        arguments: documentedPages)
    fileprivate func samplesAreCompiled(_ page: DocumentedPage) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(page.page), encoding: .utf8)
        var source: [String] = []
        for path in page.sources {
            let file = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            source += file.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let samples = swiftSamples(in: text)
        #expect(!samples.isEmpty, "\(page.page) has no Swift sample: is the table above out of date?")
        for sample in samples {
            var position = 0
            for paragraph in paragraphs(of: sample) {
                let found = (position...max(position, source.count - paragraph.count)).first { start in
                    start + paragraph.count <= source.count
                        && Array(source[start..<(start + paragraph.count)]) == paragraph
                }
                guard let found else {
                    Issue.record(
                        """
                        \(page.page), the sample at line \(sample.line): the lines starting \
                        '\(paragraph[0])' are not in \(page.sources.joined(separator: ", ")) \
                        (after its previous paragraph): copy the sample there, or fix it
                        """)
                    continue
                }
                position = found + paragraph.count
            }
        }
    }
}
