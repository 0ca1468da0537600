import ConformanceCertification
import ConformanceEngine
import HarnessJournal
import Testing

/// The kit's own SHA-256 against the published test vectors (FIPS 180-4 examples).
@Suite("SHA-256")
struct SHA256Tests {
    @Test("Digests match the published vectors, across block boundaries", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func digest(_ text: String, _ expected: String) {
        #expect(SHA256.hex(text) == expected)
    }

    @Test("Lengths around the padding boundary all differ and are stable")
    func boundaries() {
        let digests = (50...70).map { SHA256.hex(String(repeating: "x", count: $0)) }
        #expect(Set(digests).count == digests.count)
        #expect(SHA256.hex(String(repeating: "x", count: 55)) == SHA256.hex(String(repeating: "x", count: 55)))
    }
}

/// The journal's tag against the reference SipHash-2-4 vectors (key 00 01 … 0f, message 00 01 … of each length).
@Suite("SipHash-2-4")
struct SipHashTests {
    @Test("Tags match the reference vectors", arguments: [
        (0, "310e0edd47db6f72"), (1, "fd67dc93c539f874"), (8, "6224939a79f5f593"),
        (15, "e545be4961ca29a1"),  // the paper's worked example, 0xa129ca6149be45e5
    ])
    func vectors(_ length: Int, _ expected: String) {
        let key = (0..<16).map { UInt8($0) }
        let message = String(decoding: (0..<length).map { UInt8($0) }, as: UTF8.self)
        #expect(SipHash.tag(key: key, message) == expected)
    }

    @Test("Another key or one changed byte gives another tag")
    func differs() {
        let key = [UInt8](repeating: 7, count: 32)
        #expect(SipHash.tag(key: key, "finished passed") != SipHash.tag(key: key, "finished failed"))
        #expect(SipHash.tag(key: key, "x") != SipHash.tag(key: [UInt8](repeating: 8, count: 32), "x"))
    }
}

/// The report seal's HMAC-SHA-256 against RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
@Suite("HMAC-SHA-256")
struct HMACTests {
    @Test("Tags match RFC 4231", arguments: [
        ([UInt8](repeating: 0x0b, count: 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (Array("Jefe".utf8), "what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ([UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
    ])
    func vectors(_ key: [UInt8], _ message: String, _ expected: String) {
        #expect(SHA256.hex(bytes: SHA256.hmac(key: key, message: Array(message.utf8))) == expected)
    }

    @Test("Another key gives another tag")
    func otherKey() {
        let message = Array("report".utf8)
        #expect(SHA256.hmac(key: [1], message: message) != SHA256.hmac(key: [2], message: message))
    }
}
