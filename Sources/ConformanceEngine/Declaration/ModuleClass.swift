/// A module class the SDK may load by the name settings.json gives it, with how to make one.
///
/// Which module protocols the class conforms to is read from its type, without making an instance.
public struct ModuleClass: Sendable {
    /// The class's name, as settings.json spells it.
    public let name: String
    /// The module protocols the class conforms to.
    package let kinds: Set<ModuleKind>
    /// The class's full name, module first, such as `DemoModule.DemoPushModule`; a nested type has more parts.
    package let qualifiedName: String
    private let make: (@MainActor @Sendable () -> AnyObject)?

    /// A class and its initializer, such as `ModuleClass(DemoPushModule.init)`, which compiles only for a class with the `init()` the SDK makes it with.
    public init<Class: AnyObject>(_ make: @escaping @MainActor @Sendable () -> Class) {
        name = String(describing: Class.self)
        qualifiedName = String(reflecting: Class.self)
        kinds = ModuleKind.kinds(of: Class.self)
        self.make = make
    }

    /// A class known by name and conformances only, for plans that never run a module (`verify`, certify's own count).
    package init(name: String, kinds: Set<ModuleKind>) {
        self.name = name
        self.kinds = kinds
        qualifiedName = name
        make = nil
    }

    /// A factory for one of the class's module protocols; `nil` when it does not conform to it.
    package func factory<Protocol>(_ kind: ModuleKind, as _: Protocol.Type) -> (@MainActor @Sendable () -> Protocol)? {
        guard kinds.contains(kind) else { return nil }
        let make = make
        let name = name
        return {
            guard let make else { fatalError("a plan made from names alone never makes module \(name)") }
            guard let module = make() as? Protocol else { fatalError("\(name) lost its conformance to \(Protocol.self)") }
            return module
        }
    }
}
