// RxSwift code names its types through their module when another module has the same name:
// `RxSwift.Observable<Int>` beside Observation's or Combine's `Observable`, `RxSwift.Resources.total`
// in a test that declares its own `Resources`, `RxCocoa.Driver`. With the import changed to
// `import Oneway`, these enums stand in for those modules, so that such code compiles unchanged.

/// RxSwift's module name as a namespace, so that `RxSwift.Observable<Int>` and
/// `RxSwift.Resources.total` compile with `import Oneway`.
///
/// Each member names Oneway's type of the same name; `RxSwift.Observable<Int>` and
/// `Observable<Int>` are one type. Write the qualified name where another imported module has a
/// type of the same name, as Observation and Combine have `Observable`; ``RxObservable`` is the
/// other spelling RxSwift offers.
///
/// A program that imports RxSwift itself beside Oneway gets this enum, not the module, for
/// `RxSwift.`; mixing the two is not supported.
public enum RxSwift {
    /// A type-erased observer: ``/OnewayCore/AnyObserver``.
    public typealias AnyObserver<Element> = OnewayCore.AnyObserver<Element>
    /// The subject that emits its last element on completion: ``/OnewayCore/AsyncSubject``.
    public typealias AsyncSubject<Element> = OnewayCore.AsyncSubject<Element>
    /// The subject that replays its current value: ``/OnewayCore/BehaviorSubject``.
    public typealias BehaviorSubject<Element> = OnewayCore.BehaviorSubject<Element>
    /// An observer that binds elements to an object: ``/OnewayCore/Binder``.
    public typealias Binder<Value> = OnewayCore.Binder<Value>
    /// A disposable that records its disposal: ``/OnewayCore/BooleanDisposable``.
    public typealias BooleanDisposable = OnewayCore.BooleanDisposable
    /// A disposable that tells whether it was disposed: ``/OnewayCore/Cancelable``.
    public typealias Cancelable = OnewayCore.Cancelable
    /// The trait that completes or fails, with no element: ``/OnewayCore/Completable``.
    public typealias Completable = OnewayCore.Completable
    /// An event of a `Completable`: ``/OnewayCore/CompletableEvent``.
    public typealias CompletableEvent = OnewayCore.CompletableEvent
    /// The trait marker of `Completable`: ``/OnewayCore/CompletableTrait``.
    public typealias CompletableTrait = OnewayCore.CompletableTrait
    /// A disposable of a changing set of disposables: ``/OnewayCore/CompositeDisposable``.
    public typealias CompositeDisposable = OnewayCore.CompositeDisposable
    /// A scheduler on a concurrent queue: ``/OnewayCore/ConcurrentDispatchQueueScheduler``.
    public typealias ConcurrentDispatchQueueScheduler = OnewayCore.ConcurrentDispatchQueueScheduler
    /// The main-queue scheduler for subscribing: ``/OnewayCore/ConcurrentMainScheduler``.
    public typealias ConcurrentMainScheduler = OnewayCore.ConcurrentMainScheduler
    /// An observable that starts when connected: ``/OnewayCore/ConnectableObservable``.
    public typealias ConnectableObservable<Element> = OnewayCore.ConnectableObservable<Element>
    /// A type of connectable observable: ``/OnewayCore/ConnectableObservableType``.
    public typealias ConnectableObservableType = OnewayCore.ConnectableObservableType
    /// The trampoline on the current thread: ``/OnewayCore/CurrentThreadScheduler``.
    public typealias CurrentThreadScheduler = OnewayCore.CurrentThreadScheduler
    /// A decoder of `Decodable` values from `Data`: ``DataDecoder``.
    public typealias DataDecoder = Oneway.DataDecoder
    /// What ends a subscription: ``/OnewayCore/Disposable``.
    public typealias Disposable = OnewayCore.Disposable
    /// The factory of disposables: ``/OnewayCore/Disposables``.
    public typealias Disposables = OnewayCore.Disposables
    /// A bag that disposes its contents when released: ``/OnewayCore/DisposeBag``.
    public typealias DisposeBag = OnewayCore.DisposeBag
    /// An element, an error or completion: ``/OnewayCore/Event``.
    public typealias Event<Element> = OnewayCore.Event<Element>
    /// A type that converts to an `Event`: ``/OnewayCore/EventConvertible``.
    public typealias EventConvertible = OnewayCore.EventConvertible
    /// A group of `groupBy`, with its key: ``/OnewayCore/GroupedObservable``.
    public typealias GroupedObservable<Key, Element> = OnewayCore.GroupedObservable<Key, Element>
    /// A virtual-time scheduler on dates: ``/OnewayCore/HistoricalScheduler``.
    public typealias HistoricalScheduler = OnewayCore.HistoricalScheduler
    /// The converter of `HistoricalScheduler`: ``/OnewayCore/HistoricalSchedulerTimeConverter``.
    public typealias HistoricalSchedulerTimeConverter = OnewayCore.HistoricalSchedulerTimeConverter
    /// The global hooks: ``/OnewayCore/Hooks``.
    public typealias Hooks = OnewayCore.Hooks
    /// A scheduler that runs work at once: ``/OnewayCore/ImmediateSchedulerType``.
    public typealias ImmediateSchedulerType = OnewayCore.ImmediateSchedulerType
    /// The trait that never fails: ``/OnewayCore/Infallible``.
    public typealias Infallible<Element> = OnewayCore.Infallible<Element>
    /// An event of an `Infallible`: ``/OnewayCore/InfallibleEvent``.
    public typealias InfallibleEvent<Element> = OnewayCore.InfallibleEvent<Element>
    /// A type that is an `Infallible`: ``/OnewayCore/InfallibleType``.
    public typealias InfallibleType = OnewayCore.InfallibleType
    /// The scheduler on the main queue: ``/OnewayCore/MainScheduler``.
    public typealias MainScheduler = OnewayCore.MainScheduler
    /// The trait that emits at most one element: ``/OnewayCore/Maybe``.
    public typealias Maybe<Element> = OnewayCore.Maybe<Element>
    /// An event of a `Maybe`: ``/OnewayCore/MaybeEvent``.
    public typealias MaybeEvent<Element> = OnewayCore.MaybeEvent<Element>
    /// The trait marker of `Maybe`: ``/OnewayCore/MaybeTrait``.
    public typealias MaybeTrait = OnewayCore.MaybeTrait
    /// An observable sequence: ``/OnewayCore/Observable``.
    public typealias Observable<Element> = OnewayCore.Observable<Element>
    /// A type that converts to an `Observable`: ``/OnewayCore/ObservableConvertibleType``.
    public typealias ObservableConvertibleType = OnewayCore.ObservableConvertibleType
    /// The type the operators extend: ``/OnewayCore/ObservableType``.
    public typealias ObservableType = OnewayCore.ObservableType
    /// A type that receives events: ``/OnewayCore/ObserverType``.
    public typealias ObserverType = OnewayCore.ObserverType
    /// A scheduler on an `OperationQueue`: ``/OnewayCore/OperationQueueScheduler``.
    public typealias OperationQueueScheduler = OnewayCore.OperationQueueScheduler
    /// The type behind `Single`, `Maybe` and `Completable`: ``/OnewayCore/PrimitiveSequence``.
    public typealias PrimitiveSequence<Trait, Element> = OnewayCore.PrimitiveSequence<Trait, Element>
    /// A type that is a `PrimitiveSequence`: ``/OnewayCore/PrimitiveSequenceType``.
    public typealias PrimitiveSequenceType = OnewayCore.PrimitiveSequenceType
    /// The subject that sends to its current observers: ``/OnewayCore/PublishSubject``.
    public typealias PublishSubject<Element> = OnewayCore.PublishSubject<Element>
    /// The `rx` namespace of a type: ``/OnewayCore/Reactive``.
    public typealias Reactive<Base> = OnewayCore.Reactive<Base>
    /// A type with an `rx` namespace: ``/OnewayCore/ReactiveCompatible``.
    public typealias ReactiveCompatible = OnewayCore.ReactiveCompatible
    /// A disposable shared by dependents: ``/OnewayCore/RefCountDisposable``.
    public typealias RefCountDisposable = OnewayCore.RefCountDisposable
    /// The subject that replays a buffer: ``/OnewayCore/ReplaySubject``.
    public typealias ReplaySubject<Element> = OnewayCore.ReplaySubject<Element>
    /// The count of live resources, for leak checks: ``/OnewayCore/Resources``.
    public typealias Resources = OnewayCore.Resources
    /// The integers `interval` and `timer` count with: ``/OnewayCore/RxAbstractInteger``.
    public typealias RxAbstractInteger = OnewayCore.RxAbstractInteger
    /// The errors the operators fail with: ``/OnewayCore/RxError``.
    public typealias RxError = OnewayCore.RxError
    /// A point in time, as schedulers see it: ``/OnewayCore/RxTime``.
    public typealias RxTime = OnewayCore.RxTime
    /// A duration, as schedulers see it: ``/OnewayCore/RxTimeInterval``.
    public typealias RxTimeInterval = OnewayCore.RxTimeInterval
    /// A disposable disposed on a scheduler: ``/OnewayCore/ScheduledDisposable``.
    public typealias ScheduledDisposable = OnewayCore.ScheduledDisposable
    /// A scheduler that can also run work later: ``/OnewayCore/SchedulerType``.
    public typealias SchedulerType = OnewayCore.SchedulerType
    /// A scheduler on a serial queue: ``/OnewayCore/SerialDispatchQueueScheduler``.
    public typealias SerialDispatchQueueScheduler = OnewayCore.SerialDispatchQueueScheduler
    /// A disposable whose inner one can be replaced: ``/OnewayCore/SerialDisposable``.
    public typealias SerialDisposable = OnewayCore.SerialDisposable
    /// The trait that emits one element or fails: ``/OnewayCore/Single``.
    public typealias Single<Element> = OnewayCore.Single<Element>
    /// A disposable whose inner one is set once: ``/OnewayCore/SingleAssignmentDisposable``.
    public typealias SingleAssignmentDisposable = OnewayCore.SingleAssignmentDisposable
    /// An event of a `Single`: ``/OnewayCore/SingleEvent``.
    public typealias SingleEvent<Element> = OnewayCore.SingleEvent<Element>
    /// The trait marker of `Single`: ``/OnewayCore/SingleTrait``.
    public typealias SingleTrait = OnewayCore.SingleTrait
    /// How long the subject behind `share` lives: ``/OnewayCore/SubjectLifetimeScope``.
    public typealias SubjectLifetimeScope = OnewayCore.SubjectLifetimeScope
    /// An observer and an observable at once: ``/OnewayCore/SubjectType``.
    public typealias SubjectType = OnewayCore.SubjectType
    /// Whether `take(while:)` keeps its last element: ``/OnewayCore/TakeBehavior``.
    public typealias TakeBehavior = OnewayCore.TakeBehavior
    /// The order of two virtual times: ``/OnewayCore/VirtualTimeComparison``.
    public typealias VirtualTimeComparison = OnewayCore.VirtualTimeComparison
    /// Converts between virtual time and dates: ``/OnewayCore/VirtualTimeConverterType``.
    public typealias VirtualTimeConverterType = OnewayCore.VirtualTimeConverterType
    /// The base of virtual-time schedulers: ``/OnewayCore/VirtualTimeScheduler``.
    public typealias VirtualTimeScheduler<Converter: VirtualTimeConverterType> = OnewayCore.VirtualTimeScheduler<
        Converter
    >
}

/// RxSwift's `Observable` under the name RxSwift gives it for code that also imports another
/// `Observable` (Observation's, Combine's): ``/OnewayCore/Observable``.
public typealias RxObservable<Element> = OnewayCore.Observable<Element>

/// RxRelay's module name as a namespace, so that `RxRelay.BehaviorRelay<Int>` compiles with
/// `import Oneway`; each member names Oneway's type of the same name.
public enum RxRelay {
    /// The relay that holds a current value: ``/OnewayCore/BehaviorRelay``.
    public typealias BehaviorRelay<Element> = OnewayCore.BehaviorRelay<Element>
    /// The relay that sends to its current observers: ``/OnewayCore/PublishRelay``.
    public typealias PublishRelay<Element> = OnewayCore.PublishRelay<Element>
    /// The relay that replays a buffer: ``/OnewayCore/ReplayRelay``.
    public typealias ReplayRelay<Element> = OnewayCore.ReplayRelay<Element>
}

/// RxCocoa's module name as a namespace, so that `RxCocoa.Driver<Int>` compiles with
/// `import Oneway`; each member names Oneway's type of the same name.
///
/// It has the types of RxCocoa's platform-independent layer and, as RxCocoa re-exports RxRelay,
/// the relays. RxCocoa's UIKit and AppKit extensions, `DelegateProxy` and KVO have no
/// counterpart.
public enum RxCocoa {
    /// The relay that holds a current value: ``/OnewayCore/BehaviorRelay``.
    public typealias BehaviorRelay<Element> = OnewayCore.BehaviorRelay<Element>
    /// The relay that sends to its current observers: ``/OnewayCore/PublishRelay``.
    public typealias PublishRelay<Element> = OnewayCore.PublishRelay<Element>
    /// The relay that replays a buffer: ``/OnewayCore/ReplayRelay``.
    public typealias ReplayRelay<Element> = OnewayCore.ReplayRelay<Element>
    /// An event of a UI control: ``/OnewayCore/ControlEvent``.
    public typealias ControlEvent<PropertyType> = OnewayCore.ControlEvent<PropertyType>
    /// A type that is a `ControlEvent`: ``/OnewayCore/ControlEventType``.
    public typealias ControlEventType = OnewayCore.ControlEventType
    /// A property of a UI control: ``/OnewayCore/ControlProperty``.
    public typealias ControlProperty<PropertyType> = OnewayCore.ControlProperty<PropertyType>
    /// A type that is a `ControlProperty`: ``/OnewayCore/ControlPropertyType``.
    public typealias ControlPropertyType = OnewayCore.ControlPropertyType
    /// A shared sequence that replays its latest element, for UI state: ``/OnewayCore/Driver``.
    public typealias Driver<Element> = OnewayCore.Driver<Element>
    /// The strategy of `Driver`: ``/OnewayCore/DriverSharingStrategy``.
    public typealias DriverSharingStrategy = OnewayCore.DriverSharingStrategy
    /// Why a request of `URLSession.rx` failed: ``RxCocoaURLError``.
    public typealias RxCocoaURLError = Oneway.RxCocoaURLError
    /// A sequence for UI code that never fails and shares: ``/OnewayCore/SharedSequence``.
    public typealias SharedSequence<SharingStrategy: OnewayCore.SharingStrategyProtocol, Element> = OnewayCore
        .SharedSequence<SharingStrategy, Element>
    /// A type that converts to a `SharedSequence`: ``/OnewayCore/SharedSequenceConvertibleType``.
    public typealias SharedSequenceConvertibleType = OnewayCore.SharedSequenceConvertibleType
    /// The scheduler `Driver` and `Signal` deliver on: ``/OnewayCore/SharingScheduler``.
    public typealias SharingScheduler = OnewayCore.SharingScheduler
    /// How a `SharedSequence` delivers and shares: ``/OnewayCore/SharingStrategyProtocol``.
    public typealias SharingStrategyProtocol = OnewayCore.SharingStrategyProtocol
    /// A shared sequence that replays nothing, for events: ``/OnewayCore/Signal``.
    public typealias Signal<Element> = OnewayCore.Signal<Element>
    /// The strategy of `Signal`: ``/OnewayCore/SignalSharingStrategy``.
    public typealias SignalSharingStrategy = OnewayCore.SignalSharingStrategy
}
