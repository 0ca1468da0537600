import Foundation

/// The base of every module the SDK loads: the two hooks back into the host.
///
/// Modules are classes: the host keeps one instance and talks to it by reference.
public protocol Module: AnyObject {
    /// The host's delegate, through which a module asks the app to act.
    var moduleDelegate: ModuleDelegate? { get set }
    /// The host's data source, through which a module reads app state and asks peers for data.
    var moduleDataSource: ModuleDataSource? { get set }
}

/// A module that takes part in the app's lifecycle events.
public protocol LifecycleModule: Module {}

/// The host's side of actions a module asks the app to take; the pages document no members yet.
public protocol ModuleDelegate: AnyObject {}

/// The signed-in user as a module sees it.
public protocol ModuleUser: AnyObject {
    /// The user's session token.
    var token: String { get }
}

/// The host's side of the data a module may read, and its gateway to other modules' typed requests.
public protocol ModuleDataSource: AnyObject {
    /// The signed-in user, if any.
    var user: ModuleUser? { get }
    /// Asks every loaded method module the request and returns one response per module that answered.
    func executeMethodRequest(_ request: MethodRequest) async -> [MethodResponse]
}
