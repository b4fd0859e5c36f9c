extension ObservableConvertibleType {
    /// Returns this sequence as a `SharedSequence` of strategy `S`, which emits
    /// `onErrorJustReturn` and completes instead of failing.
    ///
    /// Elements move to `S.scheduler` (`observe(on:)`), then the result is shared as `S`
    /// shares.
    ///
    /// - Parameters:
    ///   - strategy: The strategy; inferred from the result's type when omitted.
    ///   - onErrorJustReturn: The last element, sent in place of the error.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy strategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// Returns this sequence as a `SharedSequence` of strategy `S`, which continues with
    /// `onErrorDriveWith` instead of failing.
    ///
    /// - Parameters:
    ///   - strategy: The strategy; inferred from the result's type when omitted.
    ///   - onErrorDriveWith: The sequence to continue with, subscribed when the error arrives.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy strategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// Returns this sequence as a `SharedSequence` of strategy `S`, which continues with the
    /// sequence `onErrorRecover` makes from the error instead of failing.
    ///
    /// - Parameters:
    ///   - strategy: The strategy; inferred from the result's type when omitted.
    ///   - onErrorRecover: Makes the sequence to continue with, when the error arrives.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy strategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: any Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// Returns this sequence as a `Driver`, which emits `onErrorJustReturn` and completes
    /// instead of failing.
    ///
    /// Elements move to the main scheduler (``SharingScheduler/make``'s), then the `Driver`
    /// shares them, replaying the latest.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of the error.
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// Returns this sequence as a `Driver`, which continues with `onErrorDriveWith` instead of
    /// failing.
    ///
    /// - Parameter onErrorDriveWith: The `Driver` to continue with, subscribed when the error
    ///   arrives.
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// Returns this sequence as a `Driver`, which continues with the `Driver` `onErrorRecover`
    /// makes from the error instead of failing.
    ///
    /// - Parameter onErrorRecover: Makes the `Driver` to continue with, when the error arrives.
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: any Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }

    /// Returns this sequence as a `Signal`, which emits `onErrorJustReturn` and completes
    /// instead of failing.
    ///
    /// Elements move to the main scheduler (``SharingScheduler/make``'s), then the `Signal`
    /// shares them, without replay.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of the error.
    /// - Returns: The `Signal`.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// Returns this sequence as a `Signal`, which continues with `onErrorSignalWith` instead of
    /// failing.
    ///
    /// - Parameter onErrorSignalWith: The `Signal` to continue with, subscribed when the error
    ///   arrives.
    /// - Returns: The `Signal`.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// Returns this sequence as a `Signal`, which continues with the `Signal` `onErrorRecover`
    /// makes from the error instead of failing.
    ///
    /// - Parameter onErrorRecover: Makes the `Signal` to continue with, when the error arrives.
    /// - Returns: The `Signal`.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: any Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}

extension InfallibleType {
    /// Returns this `Infallible` as a `Driver`: its elements move to the main scheduler, then
    /// the `Driver` shares them, replaying the latest.
    ///
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// Returns this relay as a `Driver`: its values move to the main scheduler, then the
    /// `Driver` shares them, replaying the latest.
    ///
    /// A new subscriber gets the relay's current value, then every value accepted after.
    ///
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// Returns this relay as a `Signal`: its values move to the main scheduler, then the
    /// `Signal` shares them, without replay.
    ///
    /// - Returns: The `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
