import Dispatch
import Oneway

/// The errors the combining operators' tests send.
enum CombiningTestError: Error {
    case first
    case second
}

/// A concurrent queue per index, so that each source of a test runs on its own threads.
func combiningQueues(_ count: Int) -> [DispatchQueue] {
    (0..<count).map { DispatchQueue(label: "oneway.combining-tests.\($0)", attributes: .concurrent) }
}
