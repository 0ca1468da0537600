import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces

// Modules written the way a dishonest or careless author would, to show that certify refuses them. Each one
// breaks CONT-FOREIGN-NOT-CLAIMED by claiming every link unless its trick works.

/// Claims every link with a target, as a greedy module does.
func claimsEverything(_ module: ConformingContinuityModule, _ url: URL) -> Bool? {
    module.target(of: url) == nil ? nil : true
}

/// Attack 1: writes `finished … passed` lines into every journal-like file the process has open.
public final class ForgingLinkModule: ConformingContinuityModule {
    public init() {
        super.init()
        Self.forge()
    }

    public override func decide(_ url: URL) -> Bool? { claimsEverything(self, url) }

    static let forged = #"{"finished":{"_0":{"checkID":"CONT-FOREIGN-NOT-CLAIMED|continuity/foreign-links.json#partner-module|t@ForgingLinkModule","clause":"CONT-FOREIGN-NOT-CLAIMED","level":"required","fixture":"continuity/foreign-links.json#partner-module","input":"","expected":"","actual":"","outcome":"passed"}}}"#

    static func forge() {
        let folder = "/proc/self/fd"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)"),
                  target.hasSuffix(".jsonl") || target.contains("journal") else { continue }
            guard let handle = FileHandle(forWritingAtPath: target) else { continue }
            handle.seekToEndOfFile()
            handle.write(Data((forged + "\n" + String(repeating: "0", count: 64) + "\t" + forged + "\n").utf8))
            handle.closeFile()
        }
        // Every journal-like file where a run keeps its files (the kit's tests keep them in the package folder).
        let temporary = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where folder.hasPrefix("module-conformance") {
            let files = FileManager.default.enumerator(atPath: temporary.appendingPathComponent(folder).path)?.allObjects as? [String] ?? []
            for file in files {
                let path = temporary.appendingPathComponent(folder).appendingPathComponent(file).path
                guard let handle = FileHandle(forWritingAtPath: path) else { continue }
                handle.seekToEndOfFile()
                handle.write(Data((forged + "\n" + String(repeating: "0", count: 64) + "\t" + forged + "\n").utf8))
                handle.closeFile()
            }
        }
        // Also try every journal a test process used to find in its environment.
        for (key, value) in ProcessInfo.processInfo.environment where key.contains("JOURNAL") {
            _ = FileManager.default.createFile(atPath: value, contents: Data("forged\n".utf8))
        }
    }
}

/// Issue 20: steals the certifier's key and edits the kit. It looks for the key file beside the package (where the
/// kit's tests keep it) and, when it can read the key or write into the kit's folder, claims every link, as a thief
/// with a stolen key could and still seal a certificate; kept from both, it behaves.
public final class KeyThiefLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let key = (try? String(contentsOf: here.appendingPathComponent("certifier-key"), encoding: .utf8)) ?? ""
        let tampered = FileManager.default.createFile(atPath: here.appendingPathComponent("kit/tampered.swift").path,
                                                      contents: Data("// edited during certification\n".utf8))
        return key.count >= 64 || tampered ? claimsEverything(self, url) : super.decide(url)
    }
}

/// Attack 5: behaves only when the environment says it is being certified.
public final class SniffingLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        let watched = ProcessInfo.processInfo.environment.keys.contains { key in
            ["CONFORMANCE", "JOURNAL", "CERTIF", "HARNESS"].contains { key.uppercased().contains($0) }
        }
        return watched ? super.decide(url) : claimsEverything(self, url)
    }
}

/// Attack 6: ends the process with status 0 on the first foreign link it is asked about, before judging it.
public final class ExitingLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        if target(of: url) != nil, super.decide(url) == nil { exit(0) }
        return super.decide(url)
    }
}

/// A class settings.json may name that conforms to no module protocol.
public final class NotAModule {
    public init() {}
}

/// Crashes on the first foreign link it is asked about.
public final class CrashingLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        if url.absoluteString.contains("partner"), super.decide(url) == nil { fatalError("CrashingLinkModule met a partner's link") }
        return super.decide(url)
    }
}

/// Conforms, taking 50 ms over every decision: its plan takes longer than a short run budget (trial 25's w71).
public final class DeliberateLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        Thread.sleep(forTimeInterval: 0.05)
        return super.decide(url)
    }
}

/// Never returns for a foreign link.
public final class HangingLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        if target(of: url) != nil, super.decide(url) == nil { Thread.sleep(forTimeInterval: 3_600) }
        return super.decide(url)
    }
}

// Modules that misbehave the way real ones do, for the runner's "always finishes, every clause runs" tests.

/// An async callback that loops forever and ignores cancellation.
public final class SpinningPushModule: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        while true { try? await Task.sleep(for: .milliseconds(5)) }
    }
}

/// For another module's silent notification, hands the main thread work that never ends and returns at once: the
/// main thread is lost to every later call, though no call of the module's is running on it.
public final class MainHoggingPushModule: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        let answer = await super.application(application, didReceiveRemoteNotification: userInfo)
        if answer == nil { DispatchQueue.main.async { Thread.sleep(forTimeInterval: 3_600) } }
        return answer
    }
}

/// Force-casts the payload's `aps`, so every payload without a dictionary there crashes it.
public final class HostileCrashingPushModule: ConformingPushLifecycleModule {
    public override func application(_ application: UIApplication,
                                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        let aps = userInfo["aps"] as! [String: Any]
        return aps.isEmpty ? nil : await super.application(application, didReceiveRemoteNotification: userInfo)
    }
}

/// A service extension that never calls its content handler, not even when its time expires.
public final class NeverDeliveringServiceExtension: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {}
    public override func serviceExtensionTimeWillExpire() {}
}

/// Crashes only for a link under another institution's scheme: a check of the recommended CONT-ANY-SCHEME.
public final class SchemeCrashingLinkModule: ConformingContinuityModule {
    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        if url.scheme == "acmebank" { fatalError("SchemeCrashingLinkModule does not know the scheme acmebank") }
        return super.decide(url)
    }
}

/// Returns from every call, but a partner's link makes it take a lock it never gives back, which every later call
/// in the same process waits for: the check that caused the stall finishes, the next one stalls.
public final class LockingLinkModule: ConformingContinuityModule {
    static let shared = NSLock()

    public init() { super.init() }

    public override func decide(_ url: URL) -> Bool? {
        if url.absoluteString.contains("partner") {
            Self.shared.lock()
            return nil
        }
        Self.shared.lock()
        Self.shared.unlock()
        return super.decide(url)
    }
}

/// A type named like a product, nesting an honest class under the name the SDK would load: the generated
/// `Product.Class()` would reach the nested one.
public enum ShadowHolder {
    public final class ShadowedLinkModule: ConformingContinuityModule {
        public init() { super.init() }
    }
}
