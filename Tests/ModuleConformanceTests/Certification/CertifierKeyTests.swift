import ConformanceCertification
import ConformanceEngine
import Foundation
import Synchronization
import Testing

/// The certifier's key: where it comes from, how it is kept, and that no program certify starts sees it.
@Suite("The certifier's key")
struct CertifierKeyTests {
    func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("certifier-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A missing key file is created once, readable by its owner only, and read back the same")
    func createdOnce() throws {
        let file = try scratchFolder().appendingPathComponent("config/certifier-key")
        let first = try CertifierKey.load(file: file, environment: [:], create: true)
        #expect(first.created && first.key.bytes.count == 32)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
        let second = try CertifierKey.load(file: file, environment: [:], create: true)
        #expect(!second.created && second.key == CertifierKey(bytes: first.key.bytes, origin: file.path))
        let other = try CertifierKey.load(file: try scratchFolder().appendingPathComponent("k"), environment: [:], create: true)
        #expect(other.key.bytes != first.key.bytes && other.key.id != first.key.id, "every new key is random")
    }

    @Test("verify never creates a key: a missing one is an error naming where it looked")
    func missingForVerify() throws {
        let file = try scratchFolder().appendingPathComponent("certifier-key")
        #expect {
            _ = try CertifierKey.load(file: file, environment: [:], create: false)
        } throws: { error in
            "\(error)".contains(file.path) && "\(error)".contains(CertifierKey.environmentVariable)
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("One order: --key, then the variable, then the default file; a malformed or empty variable is refused")
    func environment() throws {
        let hex = String(repeating: "ab", count: 32)
        let loaded = try CertifierKey.load(environment: [CertifierKey.environmentVariable: hex, "XDG_CONFIG_HOME": "/nonexistent"], create: false)
        #expect(loaded.key.bytes == Array(repeating: 0xab, count: 32) && loaded.key.origin.contains(CertifierKey.environmentVariable))
        #expect(throws: CertifierKey.Problem.self) {
            _ = try CertifierKey.load(environment: [CertifierKey.environmentVariable: "abc"], create: false)
        }
        // Empty, as an unset CI secret gives it: an error, never a quiet fall back to a key file of the runner's.
        let config = try scratchFolder()
        do {
            _ = try CertifierKey.load(environment: [CertifierKey.environmentVariable: "", "XDG_CONFIG_HOME": config.path], create: true)
            Issue.record("an empty variable was accepted")
        } catch {
            #expect(error.description.contains("set but empty"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("module-conformance/certifier-key").path))
        // --key wins over the variable, as README and --help say.
        let file = try scratchFolder().appendingPathComponent("key")
        let given = try CertifierKey.load(file: file, environment: [CertifierKey.environmentVariable: hex], create: true)
        #expect(given.key.origin == file.path && given.key.bytes != loaded.key.bytes)
    }

    @Test("The default key file follows $XDG_CONFIG_HOME, else $HOME/.config")
    func homeAndXDG() {
        #expect(CertifierKey.defaultFile(environment: ["HOME": "/home/certifier"]).path == "/home/certifier/.config/module-conformance/certifier-key")
        #expect(CertifierKey.defaultFile(environment: ["HOME": "/home/certifier", "XDG_CONFIG_HOME": "/etc/xdg-config"]).path
            == "/etc/xdg-config/module-conformance/certifier-key")
        #expect(CertifierKey.defaultFile(environment: ["HOME": "/home/certifier", "XDG_CONFIG_HOME": ""]).path
            == "/home/certifier/.config/module-conformance/certifier-key")
    }

    @Test("A key file others can read, or one that is not 64 hex digits, is refused and left as it was")
    func badFiles() throws {
        let folder = try scratchFolder()
        let open = folder.appendingPathComponent("open-key")
        #expect(FileManager.default.createFile(atPath: open.path, contents: Data(String(repeating: "0", count: 64).utf8),
                                               attributes: [.posixPermissions: 0o644]))
        #expect { _ = try CertifierKey.load(file: open, environment: [:], create: true) } throws: { "\($0)".contains("chmod 600") }
        let garbled = folder.appendingPathComponent("garbled-key")
        #expect(FileManager.default.createFile(atPath: garbled.path, contents: Data("not a key".utf8), attributes: [.posixPermissions: 0o600]))
        #expect { _ = try CertifierKey.load(file: garbled, environment: [:], create: true) } throws: { "\($0)".contains("64 hex digits") }
        #expect(FileManager.default.contents(atPath: garbled.path) == Data("not a key".utf8))
    }

    @Test("certify scrubs the variable from its own environment, overwriting the value where it lay")
    func scrubbed() throws {
        let name = "KIT_SCRUB_PROBE_\(UUID().uuidString.prefix(8))"
        setenv(name, "abcdef", 1)
        let value = try #require(getenv(name))
        CertifierKey.scrubFromEnvironment(named: name)
        #expect(getenv(name) == nil)
        #expect(String(cString: value) == "000000", "the bytes that held the value are overwritten")
    }

    @Test("No program certify starts sees the key's environment variable; other variables pass unchanged")
    func childrenNeverSeeIt() {
        let output = Lines()
        let exit = ChildProcess.run(["env"], environment: [CertifierKey.environmentVariable: "secret", "KIT_PROBE": "kept"],
                                    budget: .seconds(10), onLine: { output.append($0) })
        #expect(exit.succeeded)
        #expect(!output.lines.contains { $0.hasPrefix(CertifierKey.environmentVariable) })
        #expect(output.lines.contains("KIT_PROBE=kept"), "the filter removes the key only")
    }
}

/// Lines a child printed, collected from the reader thread.
private final class Lines: Sendable {
    private let kept = Mutex<[String]>([])
    func append(_ line: String) { kept.withLock { $0.append(line) } }
    var lines: [String] { kept.withLock { $0 } }
}
