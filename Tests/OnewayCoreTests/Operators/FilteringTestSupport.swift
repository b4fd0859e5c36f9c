import Dispatch
import Oneway
import Synchronization

/// Errors the filtering operators' tests send and expect.
enum FilteringTestError: Error {
    case boom
    case bang
}

/// Runs `body` on a global queue and returns a group that is left when it returns.
func runOnAnotherThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(group: group, execute: body)
}
