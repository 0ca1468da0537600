import Foundation
import Q2ModuleInterfaces

// How the kit finds a module's Tecton methods. Built against an SDK package (Q2_SDK_PATH) on an Apple platform, it
// finds them as the SDK does, by the selector of `@objc func name(data:callback:)`; everywhere else it reads the
// portable declaration's `tectonMethods` table (Conformance/README.md, "Platform differences").
#if Q2_EXTERNAL_SDK && canImport(ObjectiveC)
import ObjectiveC

extension TectonInvoker {
    private static let suffix = "WithData:callback:"

    /// The names of the Tecton methods the module offers.
    package static func methodNames(of module: any MethodModule) -> [String] {
        var count: UInt32 = 0
        guard let list = class_copyMethodList(type(of: module as AnyObject), &count) else { return [] }
        defer { free(list) }
        return (0..<Int(count)).compactMap { index in
            let name = NSStringFromSelector(method_getName(list[index]))
            return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : nil
        }
    }

    /// Whether the module offers the method.
    package static func offers(_ module: any MethodModule, _ method: String) -> Bool {
        (module as? NSObject)?.responds(to: NSSelectorFromString(method + suffix)) ?? false
    }

    /// Calls the method, when the module offers it.
    static func invoke(_ module: any MethodModule, _ method: String, _ data: MethodModuleData, _ callback: MethodModuleCallback) -> Bool {
        guard let object = module as? NSObject, offers(module, method) else { return false }
        _ = object.perform(NSSelectorFromString(method + suffix), with: data, with: callback)
        return true
    }
}
#else
extension TectonInvoker {
    /// The names of the Tecton methods the module offers.
    package static func methodNames(of module: any MethodModule) -> [String] {
        Array(module.tectonMethods.keys)
    }

    /// Whether the module offers the method.
    package static func offers(_ module: any MethodModule, _ method: String) -> Bool {
        module.tectonMethods[method] != nil
    }

    /// Calls the method, when the module offers it.
    static func invoke(_ module: any MethodModule, _ method: String, _ data: MethodModuleData, _ callback: MethodModuleCallback) -> Bool {
        guard let body = module.tectonMethods[method] else { return false }
        body(data, callback)
        return true
    }
}
#endif
