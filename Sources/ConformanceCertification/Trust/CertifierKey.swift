import ConformanceEngine
import Foundation
import HarnessJournal

/// The certifier's secret: certify seals every report with it, and `verify` accepts only reports sealed with it.
///
/// It comes from the key file `--key` names, else from `MODULE_CONFORMANCE_CERTIFIER_KEY` (64 hex digits, e.g. a CI
/// secret; set but empty is an error, so that a CI secret that is missing never falls back to a key of the runner's),
/// else from `$XDG_CONFIG_HOME/module-conformance/certifier-key` (default `$HOME/.config/…`), which certify creates with
/// a fresh random key when it is missing. certify never passes the key to the programs it starts.
package struct CertifierKey: Sendable, Equatable {
    package static let environmentVariable = "MODULE_CONFORMANCE_CERTIFIER_KEY"

    /// A key that cannot be read, or that is not where it must be.
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    package let bytes: [UInt8]
    /// Where the key came from, for messages.
    package let origin: String

    /// A short public name of the key, which a report records so that a report sealed with another key says so.
    package var id: String {
        String(SHA256.hex(bytes: SHA256.digest(Array("module-conformance certifier key".utf8) + bytes)).prefix(16))
    }

    package init(bytes: [UInt8], origin: String) {
        self.bytes = bytes
        self.origin = origin
    }

    /// The default key file for this environment.
    package static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        UserFolders.config(environment: environment).appendingPathComponent("module-conformance/certifier-key")
    }

    /// The certifier's key: from the environment variable, else from `file` (default: `defaultFile`), which is
    /// created with a fresh random key when it is missing and `create` is true.
    package static func load(file: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                             create: Bool) throws(Problem) -> (key: CertifierKey, created: Bool) {
        if file == nil, let text = environment[environmentVariable] {
            guard !text.isEmpty else {
                throw Problem(description: "\(environmentVariable) is set but empty (a CI secret that is missing?); set it to the "
                    + "certifier's 64 hex digits, or unset it to use the key file")
            }
            guard let bytes = bytes(hex: text) else {
                throw Problem(description: "\(environmentVariable) must be 64 hex digits (a 32-byte key)")
            }
            return (CertifierKey(bytes: bytes, origin: "$\(environmentVariable)"), false)
        }
        let url = file ?? defaultFile(environment: environment)
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path) {
            guard create else {
                throw Problem(description: "no certifier key at \(url.path) (nor in $\(environmentVariable)): a report is verified "
                    + "with the key of the certifier who made it; pass it with --key or the environment variable")
            }
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
                // Created readable by its owner only, and never over an existing file.
                guard manager.createFile(atPath: url.path, contents: Data((SHA256.hex(bytes: bytes) + "\n").utf8),
                                         attributes: [.posixPermissions: 0o600]) else {
                    throw Problem(description: "cannot create the certifier key file \(url.path)")
                }
            } catch let problem as Problem {
                throw problem
            } catch {
                throw Problem(description: "cannot create the certifier key file \(url.path): \(error.localizedDescription)")
            }
            return (CertifierKey(bytes: bytes, origin: url.path), true)
        }
        var folder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &folder), folder.boolValue {
            throw Problem(description: "\(url.path) is a folder; give the certifier key file itself, such as \(url.path)/certifier-key")
        }
        if let mode = (try? manager.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int, mode & 0o077 != 0 {
            throw Problem(description: "the certifier key file \(url.path) can be read by others (mode \(String(mode, radix: 8))); "
                + "run chmod 600 on it")
        }
        guard let data = manager.contents(atPath: url.path) else {
            throw Problem(description: "cannot read the certifier key file \(url.path)")
        }
        guard let bytes = bytes(hex: String(decoding: data, as: UTF8.self)) else {
            throw Problem(description: "the certifier key file \(url.path) must hold 64 hex digits (a 32-byte key)")
        }
        return (CertifierKey(bytes: bytes, origin: url.path), false)
    }

    /// Removes the variable from this process's environment and overwrites its value where it lies, so that a
    /// program certify starts cannot read it from `/proc/<certify's pid>/environ` either.
    package static func scrubFromEnvironment(named name: String = environmentVariable) {
        if let value = getenv(name) {
            memset(value, 0x30, strlen(value))
        }
        unsetenv(name)
    }

    /// The 32 bytes a key's 64 hex digits spell, around which whitespace is ignored; `nil` for anything else.
    private static func bytes(hex text: String) -> [UInt8]? {
        Hex.bytes(text.trimmingCharacters(in: .whitespacesAndNewlines)).flatMap { $0.count == 32 ? $0 : nil }
    }
}
