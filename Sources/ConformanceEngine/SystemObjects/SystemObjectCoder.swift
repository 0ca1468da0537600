import Foundation

/// A keyed coder that hands a class's `init?(coder:)` the values the kit gives it: how the kit gets the system objects
/// Apple offers no initializer for (a delivered notification, the user's response), through public API only.
///
/// Apple documents `init?(coder:)` (the classes adopt `NSSecureCoding`) but not the keys their archives use; the keys
/// the kit relies on are listed in `Conformance/README.md`, with what breaks if Apple changes them.
final class SystemObjectCoder: NSCoder {
    private let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    #if canImport(ObjectiveC)
    // Apple's Foundation: the Objective-C method that decodeObjectOfClass:forKey: calls (decodeObject(of:forKey:) is a
    // Swift extension member there, which cannot be overridden).
    override func __decodeObject(ofClasses classes: Set<AnyHashable>?, forKey key: String) -> Any? { values[key] }
    #else
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { values[key] }
    #endif
    override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    override func decodeInt64(forKey key: String) -> Int64 { values[key] as? Int64 ?? Int64(values[key] as? Int ?? 0) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInt64(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { Int(truncatingIfNeeded: decodeInt64(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { values[key] as? Double ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
