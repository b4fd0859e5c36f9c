import Oneway

/// Where the app looks users up: the embedded directory or GitHub.
///
/// `search(_:)` returns a cold `Single`: nothing is sent until it is subscribed, and
/// disposing the subscription before the answer cancels the request (what `flatMapLatest`
/// does to a request a newer query supersedes). A failure is a `SearchError`.
package protocol SearchBackend: AnyObject {
    /// One page of the users matching `request.query`, ranked as the backend ranks them.
    func search(_ request: PageRequest) -> Single<SearchModel<User>>
}
