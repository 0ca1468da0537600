/// Decodes a `Decodable` type straight from a parsed `JSON`, so a fixture file is parsed once.
///
/// Errors are the standard `DecodingError`s with their coding paths, which `InputFileError` turns into JSON paths.
package struct JSONValueDecoder {
    package init() {}

    package func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
        try ValueDecoder(value: value, codingPath: []).decodeValue(T.self)
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = "\(index)" }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { return nil }
}

private struct ValueDecoder: Decoder {
    let value: JSON
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: Any.Type, _ what: String) -> DecodingError {
        .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "expected \(what), found \(value.typeName)"))
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSON.self { return value as! T }
        return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = value.objectValue else { throw mismatch([String: Any].self, "an object") }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard let items = value.arrayValue else { throw mismatch([Any].self, "an array") }
        return Unkeyed(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(decoder: self) }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSON]
    let codingPath: [CodingKey]
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func child(_ key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return ValueDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { members[key.stringValue].map { $0 == .null } ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(T.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = members[key.stringValue], value != .null else { return nil }
        return try ValueDecoder(value: value, codingPath: codingPath + [key]).decodeValue(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
    func superDecoder() throws -> Decoder { ValueDecoder(value: .object(members), codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> Decoder { try child(key) }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let items: [JSON]
    let codingPath: [CodingKey]
    var currentIndex = 0
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [JSON], codingPath: [CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSON.self, .init(codingPath: codingPath + [IndexKey(currentIndex)],
                                                                    debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: items[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { try next() }
}

private struct Single: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let flag = decoder.value.boolValue else { throw decoder.mismatch(Bool.self, "true or false") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = decoder.value.stringValue else { throw decoder.mismatch(String.self, "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let number = decoder.value.numberValue else { throw decoder.mismatch(Double.self, "a number") }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func integer<T: BinaryInteger>(_ type: T.Type) throws -> T {
        let number = try decode(Double.self)
        guard let exact = T(exactly: number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(number) is not a whole number that fits \(T.self)"))
        }
        return exact
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(T.self) }
}
