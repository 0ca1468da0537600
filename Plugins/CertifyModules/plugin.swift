import Foundation
import PackagePlugin

/// `swift package certify-modules [certify options]`: runs the kit's `module-conformance certify` over the package it
/// is run in, writing the report to the plugin's work folder unless `--report` names a path. It never seals: the kit
/// it runs is the one the package resolves, which the package's author controls.
@main
struct CertifyModules: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "module-conformance")
        if arguments.contains("--key") || ProcessInfo.processInfo.environment["MODULE_CONFORMANCE_CERTIFIER_KEY"] != nil {
            Diagnostics.error("certify-modules never seals: it runs the kit this package resolves, which the package's author "
                + "controls. Leave the certifier's key out of it (no --key, no MODULE_CONFORMANCE_CERTIFIER_KEY) and certify "
                + "from the certifier's own checkout of the kit to seal.")
            throw CertifyFailure(status: 2)
        }
        var passed = arguments + ["--no-seal"]
        if !passed.contains("--report") {
            passed += ["--report", context.pluginWorkDirectoryURL.appendingPathComponent("conformance-report.json").path]
        }
        // Inside the plugin's work folder: the one place outside temporary folders a sandboxed plugin may write.
        if !passed.contains("--harness-directory") {
            passed += ["--harness-directory", context.pluginWorkDirectoryURL.appendingPathComponent("harness").path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["certify", context.package.directoryURL.path] + passed
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("module-conformance certify ended with status \(process.terminationStatus): "
                + (process.terminationStatus == 1 ? "not certified" : "a usage or input error"))
            throw CertifyFailure(status: process.terminationStatus)
        }
    }
}

/// The command's failure, so that `swift package` exits with a failure status.
struct CertifyFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "certification did not pass (status \(status))" }
}
