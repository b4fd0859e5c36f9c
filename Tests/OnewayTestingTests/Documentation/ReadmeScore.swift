import Oneway
import OnewayTestSupport
import Testing

// The README's store, line for line (DocumentationSnippetTests checks that every block of the
// README's Swift samples appears here), so that pasting it compiles and does what it says.

struct Score: Equatable {
    var count = 0
}

enum ScoreAction {
    case increment
    case add(Int)
}

func scoreReducer(_ state: inout Score, _ action: ScoreAction) {
    switch action {
    case .increment: state.count += 1
    case .add(let amount): state.count += amount
    }
}

@Suite(.tracksResources)
struct ReadmeScoreTests {
    @Test("The README's score observes 0 at once, then 1 and 6 as its two actions apply")
    func counterExample() {
        var seen: [Int] = []
        do {
            let disposeBag = DisposeBag()
            let store = Store(reducer: scoreReducer, state: Score())

            store.observe(\.count)
                .subscribe(onNext: { print("count:", $0) })  // "count: 0" at once, then each change
                .disposed(by: disposeBag)

            store.observe(\.count).subscribe(onNext: { seen.append($0) }).disposed(by: disposeBag)
            store.dispatch(.increment)  // prints "count: 1"
            store.dispatch(.add(5))  // prints "count: 6"
            expectEqual(store.state, Score(count: 6))
        }
        expectEqual(seen, [0, 1, 6])
    }
}
