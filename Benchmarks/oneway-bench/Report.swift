/// One scenario's result, printed as a line of text or of JSON.
///
/// The text form is kept stable for every scenario, so that scripts can compare runs:
/// `<scenario>: <value> <unit> | baseline <value> <unit> | ratio <r>x`.
struct Report {
    let scenario: String
    let value: Double
    let baseline: Double
    let unit: String
    /// Library cost over baseline cost; `nil` when the baseline costs nothing (allocations).
    let ratio: Double?
    let operations: Int

    /// The stable one-line form.
    var line: String {
        let ratio = ratio.map { "\(Self.format($0, decimals: 2))x" } ?? "-"
        return "\(scenario): \(Self.format(value)) \(unit) | baseline \(Self.format(baseline)) \(unit) | ratio \(ratio)"
    }

    /// The same as a JSON object on one line (JSON lines).
    var json: String {
        let ratio = ratio.map { Self.format($0, decimals: 4) } ?? "null"
        return """
            {"scenario":\(Self.quoted(scenario)),"value":\(Self.format(value, decimals: 4)),\
            "baseline":\(Self.format(baseline, decimals: 4)),"unit":\(Self.quoted(unit)),\
            "ratio":\(ratio),"operations":\(operations)}
            """
    }

    /// `value` with about three significant digits, or `decimals` decimals when given.
    static func format(_ value: Double, decimals: Int? = nil) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let decimals = decimals ?? (abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : 2)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let units = Int(scaled)
        let whole = units / Int(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % Int(scale))
        return "\(sign)\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { Platform.writeToStandardError(UnsafeRawBufferPointer($0)) }
}
