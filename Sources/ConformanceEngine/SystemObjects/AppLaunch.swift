import Q2ModuleInterfaces

/// What the app has made by the time it keeps a module for its life: one instance of every module class of its own
/// process, each handed the host's hooks, as the SDK loads them at launch.
///
/// A kept-instance check runs in a process of its own; without these, that process held the kept instance alone, and a
/// module that counted the instances of the app's modules (review 32k, attack 02: one push and one continuity instance,
/// as at launch) could tell the check from the app. Extensions are not among them: they live in processes of their own.
package enum AppLaunch {
    /// One hooked instance of each class in `classes` that the app's process makes, but for the classes in `kept`, whose
    /// instance the check makes first itself.
    @MainActor package static func companions(of classes: [ModuleClass], keeping kept: Set<String>) -> [any Module] {
        var made: [any Module] = []
        for moduleClass in classes where !kept.contains(moduleClass.name) {
            if let make = moduleClass.factory(.continuity, as: (any ContinuityLifecycleModule).self) {
                let module = make()
                HostHooks.attach(module)
                made.append(module)
            } else if let make = moduleClass.factory(.pushLifecycle, as: (any PushLifecycleModule).self) {
                let module = make()
                HostHooks.attach(module)
                made.append(module)
            } else if let make = moduleClass.factory(.method, as: (any MethodModule).self) {
                let module = make()
                HostHooks.attach(module)
                made.append(module)
            }
        }
        return made
    }
}
