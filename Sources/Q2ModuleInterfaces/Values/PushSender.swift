/// The identity a module answers to when a push payload names its `sender`.
public struct PushSender: Hashable, Sendable {
    /// The sender id, recommended in the form `com.q2.mobile.module.<name>`.
    public let id: String

    /// Creates a sender with the given id.
    public init(id: String) {
        self.id = id
    }
}
