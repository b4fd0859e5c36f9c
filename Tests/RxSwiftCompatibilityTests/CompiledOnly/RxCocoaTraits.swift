// Compiled in the Swift 5 language mode here, and in the Swift 6 language mode with the main
// actor as default isolation in RxCocoaSwift6Tests (a symbolic link), where a test also runs it:
// the build fails if RxCocoa's platform-independent API, as an app's view model and view use it,
// goes missing or stops compiling in either mode.
// Guards Driver, Signal, ControlProperty, ControlEvent, SharingScheduler and RxCocoa's Foundation
// extensions.

import Foundation
import Oneway

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A search screen's view model, as an RxCocoa app writes it: inputs as relays, outputs as
/// Drivers (state) and a Signal (one-off messages).
final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let submits = PublishRelay<Void>()
    let results: Driver<[String]>
    let resultCount: RxCocoa.Driver<String>
    let isSearching: Driver<Bool>
    let messages: Signal<String>

    init(search: @escaping (String) -> Observable<[String]>) {
        let found = query.asDriver()
            .debounce(.milliseconds(300))
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .flatMapLatest { query in
                search(query).asDriver(onErrorJustReturn: [])
            }
        results = found
        resultCount = found.map { "\($0.count) found" }.startWith("")
        isSearching = Driver.merge(query.asDriver().skip(1).map { _ in true }, found.map { _ in false })
            .startWith(false)
            .distinctUntilChanged()
        messages = submits.asSignal()
            .withLatestFrom(query.asDriver())
            .filter { !$0.isEmpty }
            .map { "searched for \($0)" }
    }
}

/// A view binding to it: a text field's text and a button's taps in, the results out.
final class SearchView {
    let disposeBag = DisposeBag()
    var title = ""
    var rows: [String] = []
    var spinning = false
    var shown: [String] = []

    func bind(_ viewModel: SearchViewModel, text: ControlProperty<String?>, button: ControlEvent<Void>) {
        text.orEmpty.bind(to: viewModel.query).disposed(by: disposeBag)
        button.bind(to: viewModel.submits).disposed(by: disposeBag)
        viewModel.results.drive(onNext: { [weak self] in self?.rows = $0 }).disposed(by: disposeBag)
        viewModel.resultCount.drive(with: self, onNext: { view, count in view.title = count }).disposed(by: disposeBag)
        viewModel.isSearching.drive(onNext: { [weak self] in self?.spinning = $0 }).disposed(by: disposeBag)
        viewModel.messages.emit(onNext: { [weak self] in self?.shown.append($0) }).disposed(by: disposeBag)
        let titles = BehaviorRelay(value: "")
        viewModel.resultCount.drive(titles).disposed(by: disposeBag)
        let changes: ControlEvent<String?> = text.changed
        changes.asDriver().drive().disposed(by: disposeBag)
        button.asSignal().emit(to: PublishRelay<Void>()).disposed(by: disposeBag)
    }
}

func rxCocoaFoundation() {
    let bag = DisposeBag()
    NotificationCenter.default.rx.notification(Notification.Name("changed"), object: nil)
        .map(\.name.rawValue)
        .asSignal(onErrorSignalWith: .empty())
        .emit(onNext: { _ in })
        .disposed(by: bag)
    let request = URLRequest(url: URL(string: "http://127.0.0.1/search")!)
    _ = URLSession.shared.rx.data(request: request).asDriver(onErrorJustReturn: Data())
    _ = URLSession.shared.rx.response(request: request).map(\.response.statusCode)
    _ = URLSession.shared.rx.json(url: request.url!).asDriver { _ in .empty() }
    _ = URLSession.shared.rx.json(request: request, options: [])
    URLSession.rx.shouldLogRequest = { _ in false }
    let error: RxCocoaURLError = .unknown
    _ = error.debugDescription
    let total: Int32 = RxSwift.Resources.total
    let sameObservable: RxSwift.Observable<Int> = Observable.just(Int(total))
    let relay: RxRelay.BehaviorRelay<Int> = BehaviorRelay(value: 0)
    sameObservable.bind(to: relay).disposed(by: bag)
}
