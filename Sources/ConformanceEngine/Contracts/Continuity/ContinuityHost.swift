import Foundation
import Q2ModuleInterfaces

/// A host that routes links to continuity modules as the app does.
///
/// Built-in handling runs first; a module sees only links it declines. Modules are asked in load
/// order; the first `true` settles the link; `false` and `nil` pass it on; when nobody claims it, the
/// app's default handling takes it.
@MainActor
package final class ContinuityHost {
    /// Who settled a link.
    package enum Handler: Sendable, Hashable, CustomStringConvertible {
        case builtIn
        case module(String)
        case defaultHandling

        package var description: String {
            switch self {
            case .builtIn: "built-in"
            case .module(let name): name
            case .defaultHandling: "default"
            }
        }
    }

    /// What happened to one link.
    package struct Route: Sendable, Hashable {
        package let handledBy: Handler
        package let asked: [String]
    }

    private let application: Unchecked<UIApplication>
    private let builtIn: (URL) -> Bool
    private let modules: [(name: String, module: any ContinuityLifecycleModule)]

    /// A host over the modules, in load order; throws when the process has no application object to hand them.
    package init(builtIn: @escaping (URL) -> Bool, modules: [(name: String, module: any ContinuityLifecycleModule)]) throws {
        application = Unchecked(try SystemObjects.application)
        self.builtIn = builtIn
        self.modules = modules
    }

    /// Routes a custom-scheme link.
    package func open(_ url: URL) -> Route {
        if builtIn(url) { return Route(handledBy: .builtIn, asked: []) }
        return offer { $0.application(application.value, shouldOpenURL: url, withOptions: [:]) }
    }

    /// Routes a continued user activity, such as a Universal Link.
    package func continueActivity(_ activity: NSUserActivity) -> Route {
        if let url = activity.webpageURL, builtIn(url) { return Route(handledBy: .builtIn, asked: []) }
        return offer { $0.application(application.value, continue: activity, restorationHandler: { _ in }) }
    }

    private func offer(_ ask: (any ContinuityLifecycleModule) -> Bool?) -> Route {
        var asked: [String] = []
        for (name, module) in modules {
            asked.append(name)
            if ask(module) == true { return Route(handledBy: .module(name), asked: asked) }
        }
        return Route(handledBy: .defaultHandling, asked: asked)
    }
}

/// A peer module that claims exactly the links it is given and answers the same for every other.
package final class ScriptedContinuityModule: ContinuityLifecycleModule {
    package var moduleDelegate: ModuleDelegate?
    package var moduleDataSource: ModuleDataSource?
    private let claims: Set<String>
    private let otherwise: Bool?

    package init(claims: Set<String>, otherwise: Bool?) {
        self.claims = claims
        self.otherwise = otherwise
    }

    private func decide(_ url: URL?) -> Bool? {
        guard let url else { return nil }
        return claims.contains(url.absoluteString) ? true : otherwise
    }

    package func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                             completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    package func application(_ application: UIApplication, shouldOpenURL url: URL,
                             withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        decide(url)
    }

    package func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool? {
        nil
    }

    package func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                             restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        decide(userActivity.webpageURL)
    }

    package func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                             error: Error) {}
}
