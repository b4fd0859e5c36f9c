import Foundation
import OnewayStore
import OnewayTestSupport
import Testing

@testable import RecordingInspector

@Suite(.tracksResources)
struct HTMLReportTests {
    let folder = TemporaryFolder()

    @Test("The report lists every step with its action's name, and puts each on the timeline")
    func listsEveryStep() throws {
        try recordFixture(12, in: folder)
        let recording = try InspectedRecording(path: folder.file("r.jsonl"))
        let html = htmlReport(of: recording)
        for step in recording.steps {
            #expect(html.contains("data-step=\"\(step.number)\"><span class=\"n\">\(step.number)</span>"))
            #expect(html.contains("<span class=\"name\">\(step.name)</span>"))
        }
        expectEqual(html.components(separatedBy: "<button class=\"tick\"").count - 1, 12)
    }

    @Test("The report is self-contained: no external script, style sheet, font or image")
    func selfContained() throws {
        try recordFixture(4, in: folder)
        let html = htmlReport(of: try InspectedRecording(path: folder.file("r.jsonl")))
        for reference in ["<link", " src=", "@import", "url(", "http://", "https://"] {
            #expect(!html.contains(reference), "\(reference)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("The recording's data sits in the page as JSON that no text in the states can break out of")
    func embeddedData() throws {
        let lines = [
            #"{"format":"oneway-recording","version":1,"stateType":"S","actionType":"A","start":"now","state":{"t":""}}"#,
            #"{"seq":1,"time":0.5,"action":"</script><script>alert(1)</script>","state":{"t":"</script>&"}}"#,
        ]
        try folder.write(lines, to: "evil.jsonl")
        let html = htmlReport(of: try InspectedRecording(path: folder.file("evil.jsonl")))
        expectEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the page's own two scripts end")
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"recording\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONValue(parsing: String(html[start.upperBound..<end.lowerBound]))
        expectEqual(
            data["steps"],
            .array([
                .object(
                    JSONObject([
                        ("n", .number("1")), ("name", .string("</script><script>alert(1)</script>")),
                        ("action", .string("</script><script>alert(1)</script>")),
                        (
                            "changes",
                            .array([
                                .object(
                                    JSONObject([
                                        ("p", .array([.string("t")])), ("o", .string("")),
                                        ("v", .string("</script>&")),
                                    ]))
                            ])
                        ),
                    ]))
            ]))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
