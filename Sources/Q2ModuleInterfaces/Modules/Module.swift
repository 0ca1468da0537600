import Foundation

/// The base of every module the SDK loads.
///
/// Modules are classes: the host keeps one instance and talks to it by reference. The hooks back into
/// the host (`moduleDelegate`, `moduleDataSource`) are declared by each module family in the spelling
/// its page's samples use: optional for lifecycle and method modules, implicitly unwrapped for the
/// push extension modules. Objective-C protocols accept either spelling for one requirement; Swift
/// protocols do not, so the portable declaration keeps the two apart.
public protocol Module: AnyObject {}

/// A module that takes part in the app's lifecycle events.
public protocol LifecycleModule: Module {
    /// The host's delegate, through which a module asks the app to act.
    var moduleDelegate: ModuleDelegate? { get set }
    /// The host's data source, through which a module reads app state and asks peers for data.
    var moduleDataSource: ModuleDataSource? { get set }
}

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
