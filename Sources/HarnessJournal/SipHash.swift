import ConformanceEngine

/// SipHash-2-4 (Aumasson and Bernstein), a keyed pseudorandom function with a 128-bit key and a 64-bit tag.
///
/// The journal's lines are tagged with it: it is several times cheaper than HMAC-SHA-256 per line, and a module
/// that does not know the key cannot produce a tag for a line of its own except by guessing one of 2^64.
package enum SipHash {
    /// The tag of `message` under a 16-byte `key`, as 16 lowercase hex digits (little-endian bytes, as the reference).
    package static func tag(key: [UInt8], _ message: String) -> String {
        precondition(key.count >= 16, "SipHash takes a 16-byte key")
        var k0: UInt64 = 0, k1: UInt64 = 0
        for index in 0..<8 {
            k0 |= UInt64(key[index]) << (8 * UInt64(index))
            k1 |= UInt64(key[index + 8]) << (8 * UInt64(index))
        }
        var v0: UInt64 = 0x736f6d6570736575 ^ k0
        var v1: UInt64 = 0x646f72616e646f6d ^ k1
        var v2: UInt64 = 0x6c7967656e657261 ^ k0
        var v3: UInt64 = 0x7465646279746573 ^ k1
        var utf8 = Array(message.utf8)
        let length = utf8.count
        let tail = length % 8
        utf8.append(contentsOf: repeatElement(0, count: 7 - tail))
        utf8.append(UInt8(truncatingIfNeeded: length))
        // Whole words read at once and rounds as a function of four inout words: this runs on every journal line,
        // in debug builds too, where a closure over the state costs an access check per operation.
        utf8.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                v3 ^= word
                round(&v0, &v1, &v2, &v3)
                round(&v0, &v1, &v2, &v3)
                v0 ^= word
                offset += 8
            }
        }
        v2 ^= 0xff
        for _ in 0..<4 { round(&v0, &v1, &v2, &v3) }
        let result = v0 ^ v1 ^ v2 ^ v3
        return SHA256.hex(bytes: (0..<8).map { UInt8(truncatingIfNeeded: result >> (8 * UInt64($0))) })
    }

    /// One SipRound.
    @inline(__always)
    private static func round(_ v0: inout UInt64, _ v1: inout UInt64, _ v2: inout UInt64, _ v3: inout UInt64) {
        v0 = v0 &+ v1; v1 = (v1 << 13) | (v1 >> 51); v1 ^= v0; v0 = (v0 << 32) | (v0 >> 32)
        v2 = v2 &+ v3; v3 = (v3 << 16) | (v3 >> 48); v3 ^= v2
        v0 = v0 &+ v3; v3 = (v3 << 21) | (v3 >> 43); v3 ^= v0
        v2 = v2 &+ v1; v1 = (v1 << 17) | (v1 >> 47); v1 ^= v2; v2 = (v2 << 32) | (v2 >> 32)
    }
}
