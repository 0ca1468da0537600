@testable import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// A declared section no class of the entry uses is a setup problem at its JSON path, never a silent certificate (the
/// sixth trial's M29: content categories with no pushContentClassName; M33: a method section on a continuity class).
@Suite("Declared sections that nothing uses")
struct UnusedDeclarationTests {
    private func problems(settings entry: [String: JSON], classes: [String: [ModuleKind]], declaration: JSON) async throws -> [String] {
        let settings: JSON = ["push": true, "modules": [.object(entry)]]
        let package = try DeclaredPackage.parse(declaration: declaration, named: "module-conformance.json", settings: settings,
                                                named: "settings.json", files: [:])
        let plan = CertificationRunner.plan(package: package, classes: classes, version: ClauseCatalog.newestVersion, now: Date())
        var found: [String] = []
        for check in plan.checks where check.clause == "SETUP" {
            let result = await check.run()
            if result.outcome == .failed { found.append(result.actual) }
        }
        return found
    }

    private let push: [String: JSON] = ["name": "rewards", "className": "ConformingPushLifecycleModule", "productName": "SelfTest",
                                        "identifier": "com.q2.mobile.module.conforming", "push": true, "enabled": true]

    @Test("contentCategories or a payload key without the extension class in settings.json is named; with the class, it is not")
    func extensionSectionsWithoutTheirClass() async throws {
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": [
            "push": ["payloadKey": "conforming", "payloadExamples": [["title": "t"]], "contentCategories": ["Conforming"]]]]]
        let alone = try await problems(settings: push, classes: ["ConformingPushLifecycleModule": [.pushLifecycle]], declaration: declaration)
        #expect(alone.contains { $0.contains("$.modules.ConformingPushLifecycleModule.push.contentCategories: declared, but the "
            + "settings.json entry of ConformingPushLifecycleModule ($.modules[0]) names no pushContentClassName") }, "\(alone)")
        #expect(alone.contains { $0.contains("push.payloadKey: declared, but") && $0.contains("names no pushServiceClassName") }, "\(alone)")
        var complete = push
        complete["pushServiceClassName"] = "ConformingServiceExtension"
        complete["pushContentClassName"] = "ConformingContentExtension"
        let used = try await problems(settings: complete, classes: ["ConformingPushLifecycleModule": [.pushLifecycle],
                                                                    "ConformingServiceExtension": [.pushServiceExtension],
                                                                    "ConformingContentExtension": [.pushContentExtension]],
                                      declaration: declaration)
        #expect(used.isEmpty, "\(used)")
    }

    @Test("A section keyed by an extension's class is named with the entry it belongs under (Y6)")
    func sectionUnderTheExtensionsClass() async throws {
        var entry = push
        entry["pushServiceClassName"] = "ConformingServiceExtension"
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingServiceExtension": [
            "push": ["payloadKey": "conforming", "payloadExamples": [["title": "t"]]]]]]
        let found = try await problems(settings: entry, classes: ["ConformingPushLifecycleModule": [.pushLifecycle],
                                                                  "ConformingServiceExtension": [.pushServiceExtension]],
                                       declaration: declaration)
        #expect(found.contains { $0.contains("$.modules.ConformingServiceExtension: ConformingServiceExtension is the pushServiceClassName "
            + "of the settings.json entry whose className is ConformingPushLifecycleModule ($.modules[0]); the declaration file keys a "
            + "module by its className: move this under $.modules.ConformingPushLifecycleModule") }, "\(found)")
    }

    @Test("Trial 33g (S07): a method module's identifier with a trailing space is named at its settings entry, with the one to write")
    func identifierWithSpace() async throws {
        let entry: [String: JSON] = ["name": "math", "className": "ConformingMethodModule", "productName": "SelfTest",
                                     "identifier": "com.q2.mobile.module.conforming-method ", "enabled": true]
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingMethodModule": [
            "method": ["examples": ["sum": ["a": 1, "b": 2], "greet": ["name": "Ada"]]]]]]
        let found = try await problems(settings: entry, classes: ["ConformingMethodModule": [.method]], declaration: declaration)
        #expect(found.contains { $0.contains("$.modules[0].identifier: 'com.q2.mobile.module.conforming-method ' is not a module identifier")
            && $0.contains("write 'com.q2.mobile.module.conforming-method'") }, "\(found)")
    }

    @Test("Trial 33g (S04): a misspelt className is said once, as a misspelling, without knock-on problems at a declaration path keyed by it")
    func misspeltClassNameOnce() async throws {
        var entry = push
        entry["className"] = "ConformingPushLifecycleModul"
        entry["pushServiceClassName"] = "ConformingServiceExtension"
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": [
            "push": ["payloadKey": "conforming", "payloadExamples": [["title": "t"]]]]]]
        let found = try await problems(settings: entry, classes: ["ConformingPushLifecycleModule": [.pushLifecycle],
                                                                  "ConformingServiceExtension": [.pushServiceExtension]],
                                       declaration: declaration)
        #expect(found.contains { $0.contains("did you mean ConformingPushLifecycleModule?") }, "\(found)")
        #expect(!found.contains { $0.contains("$.modules.ConformingPushLifecycleModul.") }, "\(found)")
    }

    @Test("Trial 14 (D17): a push section on a continuity class whose entry names no push class is named; without it, nothing is")
    func pushSectionOnAContinuityClass() async throws {
        let links: [String: JSON] = ["name": "links", "className": "ConformingContinuityModule", "productName": "SelfTest",
                                     "identifier": "com.q2.mobile.module.demo", "enabled": true]
        let continuity: JSON = ["ownedTargets": ["com.q2.mobile.module.demo/path"]]
        let stray: JSON = ["settings": "settings.json", "modules": ["ConformingContinuityModule": [
            "continuity": continuity, "push": ["payloadKey": "goals", "payloadExamples": [["title": "t"]]]]]]
        let found = try await problems(settings: links, classes: ["ConformingContinuityModule": [.continuity]], declaration: stray)
        #expect(found.contains { $0.contains("$.modules.ConformingContinuityModule.push: ConformingContinuityModule is not a "
            + "PushLifecycleModule, and its settings.json entry names no pushServiceClassName or pushContentClassName") }, "\(found)")
        let clean = try await problems(settings: links, classes: ["ConformingContinuityModule": [.continuity]],
                                       declaration: ["settings": "settings.json", "modules": ["ConformingContinuityModule": ["continuity": continuity]]])
        #expect(clean.isEmpty, "\(clean)")
    }

    @Test("Trial 15 (D06, D07): a misspelt module key is told with the className meant; a continuity section on a push class says to remove or move it")
    func misspeltKeyAndStraySection() async throws {
        let links: [String: JSON] = ["name": "links", "className": "ConformingContinuityModule", "productName": "SelfTest",
                                     "identifier": "com.q2.mobile.module.demo", "enabled": true]
        let typo: JSON = ["settings": "settings.json", "modules": ["ConformingContinuityModul": [
            "continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
        let found = try await problems(settings: links, classes: ["ConformingContinuityModule": [.continuity]], declaration: typo)
        #expect(found.contains { $0.contains("$.modules.ConformingContinuityModul: settings.json names no module whose className is "
            + "ConformingContinuityModul; did you mean ConformingContinuityModule?") }, "\(found)")
        // The seventeenth trial (S01): the other way round, settings.json's className misspelt and the key the package's class.
        var misspelt = links
        misspelt["className"] = "ConformingContinuityModul"
        let right: JSON = ["settings": "settings.json", "modules": ["ConformingContinuityModule": [
            "continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
        let other = try await problems(settings: misspelt, classes: ["ConformingContinuityModule": [.continuity]], declaration: right)
        #expect(other.contains { $0.contains("$.modules.ConformingContinuityModule: settings.json names no module whose className is "
            + "ConformingContinuityModule, a class the package has; its ConformingContinuityModul (at $.modules[0].className) looks like "
            + "a misspelling of it: fix settings.json, not this key") }, "\(other)")
        // The eighteenth trial (S01 under certify): the harness built neither class (it builds what settings.json names, and
        // that one is no class), so the message says which to fix either way.
        let unbuilt = try await problems(settings: misspelt, classes: [:], declaration: right)
        #expect(unbuilt.contains { $0.contains("$.modules.ConformingContinuityModule: settings.json names no module whose className is "
            + "ConformingContinuityModule; its ConformingContinuityModul (at $.modules[0].className) is near it and is no class the product "
            + "provides either: if ConformingContinuityModule is the module's class, fix settings.json; if not, rename this key") }, "\(unbuilt)")
        #expect(!unbuilt.contains { $0.contains("Rename the key to the className") }, "\(unbuilt)")
        let stray: JSON = ["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": [
            "continuity": ["ownedTargets": ["com.q2.mobile.module.conforming/path"]]]]]
        let misplaced = try await problems(settings: push, classes: ["ConformingPushLifecycleModule": [.pushLifecycle]], declaration: stray)
        #expect(misplaced.contains { $0.contains("$.modules.ConformingPushLifecycleModule.continuity: ConformingPushLifecycleModule is "
            + "not a ContinuityLifecycleModule, so nothing reads its continuity section; remove it") }, "\(misplaced)")
    }

    @Test("A method section on a class that is no MethodModule is named; on a method module it is read")
    func methodSectionOnAnotherKind() async throws {
        let links: [String: JSON] = ["name": "links", "className": "ConformingContinuityModule", "productName": "SelfTest",
                                     "identifier": "com.q2.mobile.module.demo", "enabled": true]
        let declaration: JSON = ["settings": "settings.json", "modules": ["ConformingContinuityModule": [
            "continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]], "method": ["examples": [:]]]]]
        let found = try await problems(settings: links, classes: ["ConformingContinuityModule": [.continuity]], declaration: declaration)
        #expect(found.contains { $0.contains("$.modules.ConformingContinuityModule.method: ConformingContinuityModule is not a MethodModule") },
                "\(found)")
        let method: JSON = ["settings": "settings.json", "modules": ["ConformingContinuityModule": [
            "continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
        let clean = try await problems(settings: links, classes: ["ConformingContinuityModule": [.continuity]], declaration: method)
        #expect(clean.isEmpty, "\(clean)")
    }
}
