import Foundation
import PackagePlugin

/// `swift package certify-modules [certify options]`: certifies the package it is run in with the kit's
/// `module-conformance certify`, writing the report to the plugin's work folder unless `--report` names a path.
@main
struct CertifyModules: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "module-conformance")
        var passed = arguments
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
