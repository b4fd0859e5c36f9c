/// The lines of the two values' dumps that differ, marked `−` and `+`, with the lines
/// that match left out.
func difference<Value>(_ expected: Value, _ actual: Value) -> String {
    func lines(_ value: Value) -> [Substring] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n")
    }
    let (old, new) = (lines(expected), lines(actual))
    var result: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { result.append("−\(before)") }
        if let after { result.append("+\(after)") }
    }
    return result.joined(separator: "\n")
}
