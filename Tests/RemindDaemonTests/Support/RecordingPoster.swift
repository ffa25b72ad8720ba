import GLibSupport
import RemindDaemon

/// A poster that records every message and takes, refuses or holds it as the test says.
final class RecordingPoster: PopupPoster {
    /// What the server does with the next posts.
    enum Outcome {
        /// Takes the popup at once.
        case take
        /// Refuses it at once.
        case refuse
        /// Answers only when the test calls `finish`.
        case hold
    }

    /// One post.
    struct Post {
        /// What was sent.
        var message: PopupMessage
        /// The token it was sent with, for responses.
        var token: UInt64
    }

    /// What the server does with the next posts.
    var outcome = Outcome.take
    /// Every post, refused ones included, oldest first.
    private(set) var posts: [Post] = []
    /// What the queue runs when the user responds.
    var onResponse: (UInt64, PopupResponse) -> Void = { _, _ in }
    private var held: [(Result<UInt32, GLibError>) -> Void] = []
    private var heldIDs: [UInt32] = []
    private var lastServerID: UInt32 = 0

    /// The error of a refused post.
    static let refusal = GLibError(domain: "test", code: 1, message: "the server refused", remoteName: nil)

    /// The summaries of every post, in order.
    var summaries: [String] { posts.map(\.message.summary) }

    /// The server ids the taken posts got, as a server gives them: a new one counting from
    /// 1, or the id the post replaces.
    private(set) var serverIDs: [UInt32] = []

    /// Records `message` and answers as `outcome` says.
    func post(_ message: PopupMessage, token: UInt64, completion: @escaping (Result<UInt32, GLibError>) -> Void) {
        posts.append(Post(message: message, token: token))
        let serverID = message.replacesID != 0 ? message.replacesID : nextServerID()
        switch outcome {
        case .take:
            serverIDs.append(serverID)
            completion(.success(serverID))
        case .refuse: completion(.failure(Self.refusal))
        case .hold:
            held.append(completion)
            heldIDs.append(serverID)
        }
    }

    /// The server ids of the popups the queue asked to close, in order.
    private(set) var closedServerIDs: [UInt32] = []

    /// Records the request to close.
    func close(serverID: UInt32) {
        closedServerIDs.append(serverID)
    }

    /// How many times the queue said the server and its popups were gone.
    private(set) var forgetCount = 0

    /// Records that the server is gone; the next server counts its ids from 1 again, as
    /// a restarted one does.
    func forgetPosted() {
        forgetCount += 1
        lastServerID = 0
    }

    /// How many posts wait for an answer.
    var heldCount: Int { held.count }

    /// Answers the held post at `index` (0: the oldest held): taken, or refused when `taken`
    /// is false.
    func finish(taken: Bool, at index: Int = 0) {
        guard held.indices.contains(index) else { return }
        let serverID = heldIDs.remove(at: index)
        if taken { serverIDs.append(serverID) }
        held.remove(at: index)(taken ? .success(serverID) : .failure(Self.refusal))
    }

    private func nextServerID() -> UInt32 {
        lastServerID += 1
        return lastServerID
    }

    /// The user responds to the post at `index`.
    func respond(toPost index: Int, _ response: PopupResponse) {
        onResponse(posts[index].token, response)
    }
}
