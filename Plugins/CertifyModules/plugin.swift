import Foundation
import PackagePlugin

/// `swift package certify-modules [certify options]`: runs the kit's `module-conformance certify` over the package it
/// is run in, writing the report to the plugin's work folder unless `--report` names a path. It never seals: the kit
/// it runs is the one the package resolves, which the package's author controls.
@main
struct CertifyModules: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The eleventh trial's P14: another command of the tool's after the verb (verify, catalog, cache).
        if let command = arguments.first, ["verify", "catalog", "cache"].contains(command) {
            throw refuse("certify-modules runs certify only; for \(command), run the kit's program: swift run module-conformance "
                + ([command] + arguments.dropFirst()).joined(separator: " "))
        }
        // The tenth trial's P02: SwiftPM's own options given after the verb reach the plugin, not SwiftPM.
        if let swiftPM = arguments.first(where: { $0.hasPrefix("--allow-") || $0 == "--disable-sandbox" }) {
            throw refuse("\(swiftPM) is an option of swift package, not of certify: put it before the verb, as in swift package "
                + "\(swiftPM) certify-modules [certify options]")
        }
        let tool = try certifier()
        func given(_ option: String) -> Bool { arguments.contains { $0 == option || $0.hasPrefix(option + "=") } }
        // `--help`, `-h` or `help` after the verb asks for the tool's own help (`swift package --help` before it is SwiftPM's).
        if arguments.contains("help") || arguments.contains("-h") || arguments.contains("--help") {
            try run(tool, ["certify", "--help"])
            return
        }
        if given("--key") || ProcessInfo.processInfo.environment["MODULE_CONFORMANCE_CERTIFIER_KEY"] != nil {
            throw refuse("certify-modules never seals: it runs the kit this package resolves, which the package's author "
                + "controls. Leave the certifier's key out of it (no --key, no MODULE_CONFORMANCE_CERTIFIER_KEY) and certify "
                + "from the certifier's own checkout of the kit to seal.")
        }
        // The eighth trial (P7): a folder given after the verb is not another package to certify; the plugin certifies
        // the package it runs in. An argument that is neither an option nor an option's value is such a folder.
        let valueOptions: Set<String> = ["--sdk", "--declaration", "--report", "--junit", "--markdown", "--golden", "--check-timeout",
                                         "--run-timeout", "--build-timeout", "--harness-directory", "--seed", "--run-as",
                                         "--destination", "--clause"]
        // Only a folder that exists counts: the value of a misspelt option (--markdwon summary.md, the ninth trial's M71)
        // is left for certify, which names the option.
        for (index, argument) in arguments.enumerated() where !argument.hasPrefix("-") {
            guard index == 0 || !valueOptions.contains(arguments[index - 1]) else { continue }
            var isFolder: ObjCBool = false
            let path = argument.hasPrefix("/") ? argument : context.package.directoryURL.appendingPathComponent(argument).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            throw refuse("certify-modules certifies the package it runs in (\(context.package.directoryURL.path)); '\(argument)' "
                + "is not an option. To certify another package, run swift package certify-modules in its folder, or "
                + "module-conformance certify \(argument)")
        }
        var passed = arguments + ["--no-seal"]
        if !given("--report") {
            passed += ["--report", context.pluginWorkDirectoryURL.appendingPathComponent("conformance-report.json").path]
        }
        // Inside the plugin's work folder: the one place outside temporary folders a sandboxed plugin may write.
        if !given("--harness-directory") {
            passed += ["--harness-directory", context.pluginWorkDirectoryURL.appendingPathComponent("harness").path]
        }
        try run(tool, ["certify", context.package.directoryURL.path] + passed)
    }

    /// A misuse of the plugin, failing with certify's usage status: SwiftPM prints the thrown failure as its error line,
    /// once (the eleventh trial's P02 and P14 saw it twice when the plugin also said it).
    private func refuse(_ message: String) -> CertifyFailure {
        CertifyFailure(status: 2, message: message)
    }

    /// The kit's `module-conformance`, built by the SwiftPM that runs this plugin, as `swift build` builds it: not a
    /// plugin tool, which SwiftPM compiles a second time (the whole kit again, in `-tool` folders) whenever it builds
    /// everything, and on a plugin's first run even when `swift test` had compiled the kit already (issue 34).
    private func certifier() throws -> URL {
        FileHandle.standardError.write(Data("certify-modules: having SwiftPM build the kit's module-conformance (compiled only on a first run or after the kit changed)…\n".utf8))
        let result = try packageManager.build(.product("module-conformance"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let program = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            FileHandle.standardError.write(Data(result.logText.utf8))
            Diagnostics.error("certify-modules could not build the kit's module-conformance, which runs certify; its build log is above")
            throw CertifyFailure(status: 1, message: "the kit's module-conformance did not build")
        }
        return program.url
    }

    /// Runs the tool with its output passed through as it comes, so that its own message is the first thing read; a
    /// failure repeats the tool's last line of standard error, never a generic one.
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Forwarded line by line as it comes (certify's progress is live), all but the last line, which is held: when the
        // tool fails with a usage or input error, that line is the error SwiftPM shows, once and first.
        var buffer = Data(), last: Data?
        while true {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                if let held = last { FileHandle.standardError.write(held) }
                last = Data(buffer[buffer.startIndex...newline])
                buffer = Data(buffer[buffer.index(after: newline)...])
            }
        }
        if !buffer.isEmpty {
            if let held = last { FileHandle.standardError.write(held) }
            last = buffer
        }
        process.waitUntilExit()
        if let held = last, process.terminationStatus != 2 { FileHandle.standardError.write(held) }
        guard process.terminationStatus == 0 else {
            // The tool's usage errors point at its own help; a plugin user reaches that help through the plugin.
            let last = last.map {
                String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines)
                    .replacingOccurrences(of: "(see module-conformance certify --help)",
                                          with: "(see swift package --allow-writing-to-package-directory certify-modules help)")
            }
            throw CertifyFailure(status: process.terminationStatus,
                                 message: process.terminationStatus == 2 ? (last ?? "a usage or input error") : "not certified (status \(process.terminationStatus))")
        }
    }
}

/// The command's failure, so that `swift package` exits with a failure status.
struct CertifyFailure: Error, CustomStringConvertible {
    let status: Int32
    let message: String
    var description: String { message }
}
