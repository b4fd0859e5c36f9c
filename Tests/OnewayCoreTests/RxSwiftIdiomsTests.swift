import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

// Everyday RxSwift 6 code, written as it is with `import RxSwift` (and RxCocoa's shapes for a
// label), compiling and running with `import Oneway`: a view model bound to a label-like
// view through `rx`, `withUnretained(self)`, `subscribe(with:)` and `decode(type:decoder:)`.

/// A label-like view. Real views bind on the main queue; this one takes its scheduler so
/// that tests run on virtual time.
private final class Label: ReactiveCompatible {
    let scheduler: ImmediateSchedulerType
    var text: String?
    var isHidden = false

    init(scheduler: ImmediateSchedulerType) { self.scheduler = scheduler }
}

extension Reactive where Base: Label {
    /// Binder for the label's text, as RxCocoa declares `UILabel.rx.text`.
    fileprivate var text: Binder<String?> {
        Binder(base, scheduler: base.scheduler) { label, text in label.text = text }
    }
}

private struct Profile: Decodable {
    let name: String
}

/// A view controller-like owner of the bindings.
private final class ProfileScreen {
    let label: Label
    let disposeBag = DisposeBag()
    private(set) var shown: [String] = []
    private(set) var greeted: [String] = []

    init(label: Label) { self.label = label }

    func bind(names: Observable<String>, responses: Observable<Data>, taps: Observable<Void>) {
        names
            .map { "Hello, \($0)" }
            .bind(to: label.rx.text)
            .disposed(by: disposeBag)

        names
            .withUnretained(self)
            .subscribe(onNext: { owner, name in owner.shown.append(name) })
            .disposed(by: disposeBag)

        responses
            .decode(type: Profile.self, decoder: JSONDecoder())
            .map(\.name)
            .asInfallible(onErrorJustReturn: "?")
            .subscribe(with: self, onNext: { owner, name in owner.greeted.append(name) })
            .disposed(by: disposeBag)

        taps
            .map { true }
            .bind(to: label.rx.isHidden)  // the key-path Binder, on the main queue
            .disposed(by: disposeBag)
    }
}

@Suite(.tracksResources)
struct RxSwiftIdiomsTests {
    @Test("A view model bound to a label through rx.text, withUnretained and decode, on a TestScheduler")
    func screen() {
        let scheduler = TestScheduler(initialClock: 0)
        let names = scheduler.createHotObservable([.next(210, "Ada"), .next(220, "Alan"), .completed(300)])
        let responses = scheduler.createHotObservable([
            .next(230, Data(#"{"name":"Grace"}"#.utf8)), .next(240, Data("not json".utf8)),
        ])
        let label = Label(scheduler: scheduler)
        var texts: [String] = []
        var screen: ProfileScreen? = ProfileScreen(label: label)
        scheduler.scheduleAt(200) {
            screen?.bind(names: names.asObservable(), responses: responses.asObservable(), taps: .never())
        }
        // Work due at one tick runs in the order it was scheduled: a check at 211, scheduled
        // now, would run before the binding of the element of 210, scheduled at 210 for 211.
        for time in [210, 211, 212, 221, 222] {
            scheduler.scheduleAt(time) { texts.append("\(time) \(label.text ?? "nil")") }
        }
        scheduler.scheduleAt(250) {
            expectEqual(screen?.shown, ["Ada", "Alan"])
            expectEqual(screen?.greeted, ["Grace", "?"])
            screen = nil  // the DisposeBag goes with it
        }
        scheduler.start()
        expectEqual(texts, ["210 nil", "211 nil", "212 Hello, Ada", "221 Hello, Ada", "222 Hello, Alan"])
        expectEqual(names.subscriptions, [Subscription(200, 250), Subscription(200, 250)])
        expectEqual(responses.subscriptions, [Subscription(200, 240)])
    }
}
