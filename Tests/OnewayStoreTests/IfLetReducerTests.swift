import Oneway
import OnewayTestSupport
import Testing

/// A screen that may be open or not: the child an `ifLet` reducer works on.
struct DetailState: Equatable {
    var title = ""
    var marks: [Int] = []
}

enum DetailAction: Equatable {
    case rename(String)
    case mark(index: Int, value: Int)
}

let detailReducer = Reduce<DetailState, DetailAction> { detail, action in
    switch action {
    case .rename(let title): detail.title = title
    case .mark(let index, let value): detail.marks[index] = value
    }
}

struct ScreenState: Equatable {
    var detail: DetailState?
    var log: [ScreenAction] = []
}

enum ScreenAction: Equatable {
    case open(DetailState)
    case close
    case detail(DetailAction)
}

extension ActionPath<ScreenAction, DetailAction> {
    static let detail = ActionPath(embed: ScreenAction.detail) {
        guard case .detail(let action) = $0 else { return nil }
        return action
    }
}

let screenReducer = Reduce<ScreenState, ScreenAction>.combine(
    detailReducer.ifLet(\.detail, action: .detail),
    Reduce { state, action in
        switch action {
        case .open(let detail): state.detail = detail
        case .close: state.detail = nil
        case .detail: break
        }
        state.log.append(action)
    }
)

@Suite(.tracksResources)
struct IfLetReducerTests {
    @Test("ifLet applies the child's actions while the child state exists")
    func appliesWhilePresent() {
        var state = ScreenState()
        screenReducer(&state, .open(DetailState(title: "milk")))
        screenReducer(&state, .detail(.rename("oat milk")))
        expectEqual(state.detail, DetailState(title: "oat milk"))
        expectEqual(state.log, [.open(DetailState(title: "milk")), .detail(.rename("oat milk"))])
    }

    @Test("A child action while the child state is nil is ignored, and creates no child state")
    func ignoredWhileNil() {
        var state = ScreenState()
        screenReducer(&state, .detail(.rename("too early")))
        #expect(state.detail == nil)
        expectEqual(state.log, [.detail(.rename("too early"))])
    }

    @Test("An answer for a closed child is ignored, and the actions around it are applied")
    func lateAnswerAfterClose() {
        let store = Store(reducer: screenReducer, state: ScreenState())
        var titles: [String?] = []
        let subscription = store.observe { $0.detail?.title }.subscribe(onNext: { titles.append($0) })
        store.dispatch(.open(DetailState(title: "milk")))
        store.dispatch(.close)
        store.dispatch(.detail(.rename("late answer")))
        store.dispatch(.open(DetailState(title: "eggs")))
        store.dispatch(.detail(.rename("brown eggs")))
        expectEqual(store.state.detail, DetailState(title: "brown eggs"))
        expectEqual(store.state.log.count, 5)
        expectEqual(titles, [nil, "milk", nil, "eggs", "brown eggs"])
        subscription.dispose()
    }

    @Test("The child state is changed in place: its own array is not copied")
    func changesInPlace() {
        let store = Store(
            reducer: screenReducer,
            state: ScreenState(detail: DetailState(marks: Array(repeating: 0, count: 100_000))))
        func address() -> UnsafeRawPointer? {
            store.state.detail?.marks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = address()
        for value in 1...10 {
            store.dispatch(.detail(.mark(index: value, value: value)))
        }
        expectEqual(address(), before)
        expectEqual(store.state.detail?.marks[10], 10)
    }
}
