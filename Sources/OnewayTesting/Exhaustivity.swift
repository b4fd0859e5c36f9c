/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Equatable, Sendable {
    /// Every step checks the whole change its action made, and every action the store applies
    /// must be checked: one left unchecked fails the next `send`, and the test store's release.
    /// For unit tests of a feature, where nothing should go unnoticed.
    case on
    /// Each step checks only what its update sets, in the state right after its action;
    /// `receive` skips the actions before the first that matches; actions left unchecked are
    /// dropped. For integration tests, where effects dispatch more than the test is about, or
    /// answer from other threads at moments the test does not control.
    case off
}
