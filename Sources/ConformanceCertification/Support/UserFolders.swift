import ConformanceEngine
import Foundation

/// The folders of the user running the kit, as command-line tools find them: `$HOME`, and the XDG base folders.
package enum UserFolders {
    /// `$HOME` when set, as every command-line tool reads it, else the account's home folder.
    package static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    }

    /// `$XDG_CONFIG_HOME`, else `$HOME/.config`.
    package static func config(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        base("XDG_CONFIG_HOME", else: ".config", environment: environment)
    }

    /// `$XDG_CACHE_HOME`, else `$HOME/.cache`.
    package static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        base("XDG_CACHE_HOME", else: ".cache", environment: environment)
    }

    private static func base(_ variable: String, else folder: String, environment: [String: String]) -> URL {
        environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? home(environment: environment).appendingPathComponent(folder)
    }
}
