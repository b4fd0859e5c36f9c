/// A type that is both an observable sequence and an observer of its own element type.
public protocol SubjectType<Element>: ObservableType {
    /// The observer type of the subject, usually the subject itself.
    associatedtype Observer: ObserverType

    /// Returns the observer end of the subject.
    func asObserver() -> Observer
}
