import Foundation

/// Tells a Boolean among the values Foundation decodes: an integer 1 also casts to `Bool`, so the type decides.
package enum FoundationBoolean {
    /// Whether `value` is a Boolean, not a number that casts to one.
    package static func isBoolean(_ value: Any) -> Bool {
        #if canImport(Darwin)
        // Apple's Foundation gives a Boolean as an NSNumber of CoreFoundation's Boolean type.
        guard let number = value as? NSNumber else { return false }
        return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
        // swift-corelibs-foundation gives a property list's Boolean as a Swift Bool, and one made with
        // NSNumber(value: Bool) as an NSNumber of type "c"; an integer is an NSNumber of another type.
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber, type(of: value) != Int.self, type(of: value) != Double.self else { return false }
        return String(cString: number.objCType) == "c"
        #endif
    }
}
