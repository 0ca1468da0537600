/// SHA-256 (FIPS 180-4), written here because the kit takes no package dependencies.
///
/// Digests name the catalog, the fixtures, a package's sources and a report's results.
package enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest of `message`.
    package static func digest<Bytes: Collection<UInt8>>(_ message: Bytes) -> [UInt8] {
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        padded.append(contentsOf: repeatElement(0, count: (56 - padded.count % 64 + 64) % 64))
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        // Unsafe buffers and written-out rotations: this runs on every journal line, in debug builds too.
        roundConstants.withUnsafeBufferPointer { constants in
            padded.withUnsafeBufferPointer { bytes in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                    var block = 0
                    while block < bytes.count {
                        for index in 0..<16 {
                            let base = block + index &* 4
                            words[index] = UInt32(bytes[base]) << 24 | UInt32(bytes[base &+ 1]) << 16
                                | UInt32(bytes[base &+ 2]) << 8 | UInt32(bytes[base &+ 3])
                        }
                        for index in 16..<64 {
                            let w15 = words[index &- 15], w2 = words[index &- 2]
                            let s0 = ((w15 >> 7) | (w15 << 25)) ^ ((w15 >> 18) | (w15 << 14)) ^ (w15 >> 3)
                            let s1 = ((w2 >> 17) | (w2 << 15)) ^ ((w2 >> 19) | (w2 << 13)) ^ (w2 >> 10)
                            words[index] = words[index &- 16] &+ s0 &+ words[index &- 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, h) = state
                        for index in 0..<64 {
                            let sum1 = ((e >> 6) | (e << 26)) ^ ((e >> 11) | (e << 21)) ^ ((e >> 25) | (e << 7))
                            let temp1 = h &+ sum1 &+ ((e & f) ^ (~e & g)) &+ constants[index] &+ words[index]
                            let sum0 = ((a >> 2) | (a << 30)) ^ ((a >> 13) | (a << 19)) ^ ((a >> 22) | (a << 10))
                            let temp2 = sum0 &+ ((a & b) ^ (a & c) ^ (b & c))
                            h = g; g = f; f = e; e = d &+ temp1; d = c; c = b; b = a; a = temp1 &+ temp2
                        }
                        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
                        block += 64
                    }
                }
            }
        }
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                                        UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)] }
    }

    /// The digest of `text`'s UTF-8 bytes, as lowercase hex.
    package static func hex(_ text: String) -> String {
        hex(bytes: digest(Array(text.utf8)))
    }

    /// Lowercase hex of `bytes`.
    package static func hex<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }
}
