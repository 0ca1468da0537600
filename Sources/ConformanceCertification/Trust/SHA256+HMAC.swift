import ConformanceEngine

extension SHA256 {
    /// HMAC-SHA-256 (RFC 2104) of `message` under `key`: what seals a certification report.
    package static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? digest(key) : key
        block.append(contentsOf: repeatElement(0, count: 64 - block.count))
        let inner = digest(block.map { $0 ^ 0x36 } + message)
        return digest(block.map { $0 ^ 0x5c } + inner)
    }
}
