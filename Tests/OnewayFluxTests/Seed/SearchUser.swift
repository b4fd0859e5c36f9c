// The seed's RxAnyDispatcher sample (seeds/001), as written against RxSwift, with
// `import RxSwift` changed to `import Oneway`. Three edits, each forced by the compiler
// rather than by Oneway:
// 1. `disposeBag`, used by the seed's store but never declared, is declared.
// 2. `case .searchUser(let value)` bound two associated values as one tuple; Swift 6.3
//    deprecates that (`value.0`, `value.1` became `page`, `model`).
// 3. `SearchUserStore` is marked deprecated, because it uses `Variable` and
//    `addDisposableTo(_:)`, so that the build with warnings as errors passes.
// `SearchUserAction` gains, in an extension, the two actions the seed leaves out, and
// `swift format` re-indented the store's closure.
import Oneway

final class SearchUserDispatcher: Dispatchable {
    enum State {
        case loading(Bool)
        case error(Error)
        case searchUser(Int, SearchModel<User>)
    }
    static let shared = SearchUserDispatcher()
    let observerState: AnyObserver<State>
    let observableState: Observable<State>
    required init() {
        (self.observerState, self.observableState) = SearchUserDispatcher.properties()
    }
}

class SearchUserAction {
    typealias Dispatcher = AnyObserverDispatcher<SearchUserDispatcher>
    static let shared = SearchUserAction()
    private let dispatcher: Dispatcher
    init(dispatcher: Dispatcher = AnyObserverDispatcher(.shared)) {
        self.dispatcher = dispatcher
    }
    func loading(_ value: Bool) {
        self.dispatcher.dispatch(.loading(value))
    }
}

extension SearchUserAction {
    func error(_ error: Error) {
        dispatcher.dispatch(.error(error))
    }

    func searchUser(page: Int, result: SearchModel<User>) {
        dispatcher.dispatch(.searchUser(page, result))
    }
}

@available(*, deprecated, message: "The seed's store uses Variable and addDisposableTo(_:)")
class SearchUserStore {
    typealias Dispatcher = AnyObservableDispatcher<SearchUserDispatcher>
    static let shared = SearchUserStore()
    let searchUser = Variable<SearchModel<User>>(SearchModel())
    let loading = Variable<Bool>(false)
    let error = PublishSubject<Error>()
    let disposeBag = DisposeBag()
    init(dispatcher: Dispatcher = AnyObservableDispatcher(.shared)) {
        dispatcher.subscribe(onNext: { [unowned self] in
            switch $0 {
            case .loading(let value):
                self.loading.value = value
            case .error(let value):
                self.error.onNext(value)
            case .searchUser(let page, let model):
                if page == 0 {
                    self.searchUser.value = model
                } else {
                    self.searchUser.value = self.searchUser.value.concat(searchModel: model)
                }
            }
        })
        .addDisposableTo(disposeBag)
    }
}

// MARK: The models the seed leaves out

struct User: Equatable {
    let id: Int
    let login: String
}

/// One page of search results, or several pages concatenated.
struct SearchModel<Item: Equatable>: Equatable {
    var totalCount = 0
    var items: [Item] = []

    /// These results followed by `searchModel`'s, with its (newer) total count.
    func concat(searchModel: SearchModel<Item>) -> SearchModel<Item> {
        SearchModel(totalCount: searchModel.totalCount, items: items + searchModel.items)
    }
}
