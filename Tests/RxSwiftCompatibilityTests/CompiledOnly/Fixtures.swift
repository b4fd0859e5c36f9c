// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// The small types the other files share: an error and an owner object.

struct ProbeError: Error {}

final class Owner {}
