import ConformanceCertification
import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// The declaration file an author writes once, read by the one line in their tests as certify reads it.
@Suite("module-conformance.json: one declaration for swift test and certify")
struct DeclarationFileTests {
    /// The plan of a package whose push module has a service extension, with `push` as its declaration's push section.
    static func servicePlan(_ push: [String: Any]) throws -> CertificationPlan {
        let package = try ScratchPackage(entries: [[
            "name": "conforming", "className": "ConformingPushLifecycleModule", "pushServiceClassName": "ConformingServiceExtension",
            "identifier": "com.q2.mobile.module.conforming", "push": true,
        ]], declaration: ["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": ["push": push]]])
        let loaded = try DeclaredPackage.load(declaration: package.folder.appendingPathComponent(ConformanceDeclaration.fileName))
        return CertificationRunner.plan(package: loaded, classes: ["ConformingPushLifecycleModule": [.pushLifecycle],
                                                                   "ConformingServiceExtension": [.pushServiceExtension]],
                                        version: ClauseCatalog.newestVersion, now: Date())
    }

    /// What each setup check of a plan says.
    static func setupMessages(_ plan: CertificationPlan) async -> [String] {
        var said: [String] = []
        for check in plan.checks where check.clause == "SETUP" { said.append(await check.run().actual) }
        return said
    }

    let store: FixtureStore

    init() throws {
        store = try FixtureStore.bundled()
    }

    func parse(_ json: JSON) throws -> ConformanceDeclaration {
        try ConformanceDeclaration.parse(json, file: "module-conformance.json", store: store)
    }

    /// A faulty declaration, where its fault is, and what the message says.
    struct Fault: Sendable, CustomTestStringConvertible {
        let json: JSON
        let path: String
        let message: String
        var testDescription: String { path }
    }

    static let emptyModules: JSON = [:]
    static let faultsList: [Fault] = [
        Fault(json: ["modules": emptyModules], path: "$", message: "settings"),
        // Trial 33e (M68): an app's settings.json given as the declaration is named for what it is.
        Fault(json: ["push": true, "modules": [["className": "A", "enabled": true]]], path: "$",
              message: "this is an app's settings.json (its modules are a list of entries), not the declaration file"),
        Fault(json: ["settings": "s.json", "modules": ["A": ["continuity": ["ownedTargets": []]]]],
              path: "$.modules.A.continuity.ownedTargets", message: ""),
        Fault(json: ["settings": "s.json", "modules": ["A": ["continuity": ["ownedTargets": ["no target here"]]]]],
              path: "$.modules.A.continuity.ownedTargets[0]", message: "is not a link target"),
        Fault(json: ["settings": "s.json", "modules": ["A": ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/pay", "com.q2.mobile.module.a"]]]]],
              path: "$.modules.A.continuity.ownedTargets[1]",
              message: "is not identifier/path; the continuity page's links are scheme://identifier/path, so name the path the module "
                + "handles, such as com.q2.mobile.module.a/path"),
        // Trial 33e (M73b): a trailing space in a target's path is named, not left for the module to be blamed for.
        Fault(json: ["settings": "s.json", "modules": ["A": ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/pay", "com.q2.mobile.module.a/history "]]]]],
              path: "$.modules.A.continuity.ownedTargets[1]",
              message: "has whitespace in its path, which no link carries, so the module's own links would not match it; remove it, "
                + "as in 'com.q2.mobile.module.a/history'"),
        Fault(json: ["settings": "s.json", "modules": ["A": ["push": ["payloadKey": 3]]]], path: "$.modules.A.push.payloadKey", message: ""),
        // Trial 33c: an empty section says which keys it takes.
        Fault(json: ["settings": "s.json", "modules": ["A": ["push": [:] as JSON]]], path: "$.modules.A.push",
              message: "an empty object says nothing; remove it, or give one of"),
        Fault(json: ["settings": "s.json", "modules": emptyModules,
                     "waivers": [["clause": "CONT-FOREIGN-NOT-CLAIMED", "reason": "r", "expires": "2030-01-01"]]],
              path: "$.waivers[0].clause", message: "required clause"),
        Fault(json: ["settings": "s.json", "modules": emptyModules,
                     "waivers": [["clause": "CONT-NO-SUCH", "reason": "r", "expires": "2030-01-01"]]],
              path: "$.waivers[0].clause", message: "no clause"),
        // The eighth trial (D20): a clause prefix, which --clause takes, is no waiver; the clause it names is suggested.
        Fault(json: ["settings": "s.json", "modules": emptyModules,
                     "waivers": [["clause": "CONT-ENCODED-HOST", "reason": "r", "expires": "2030-01-01"]]],
              path: "$.waivers[0].clause", message: "a waiver names one clause in full: did you mean CONT-ENCODED-HOST-NOT-CLAIMED?"),
        Fault(json: ["settings": "s.json", "modules": emptyModules,
                     "waivers": [["clause": "CONT-NORMALIZED", "reason": "r", "expires": "soon"]]],
              path: "$.waivers[0].expires", message: "'soon' is not a calendar date written year-month-day, such as 2027-06-30"),
        // Issue 22: a date the pattern lets through but the calendar does not have.
        Fault(json: ["settings": "s.json", "modules": emptyModules,
                     "waivers": [["clause": "CONT-NORMALIZED", "reason": "r", "expires": "2027-02-30"]]],
              path: "$.waivers[0].expires", message: "2027-02-30 is not a day of the calendar"),
        // Issue 33's trial: a repeated target names both places; a key off by letter case names the key meant.
        Fault(json: ["settings": "s.json", "modules": ["A": ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/pay", "com.q2.mobile.module.a/pay"]]]]],
              path: "$.modules.A.continuity.ownedTargets[1]", message: "repeats item 0 (\"com.q2.mobile.module.a/pay\"); remove one"),
        Fault(json: ["settings": "s.json", "modules": emptyModules, "devicetokenFormatter": "DemoDeviceToken.string(from:)"],
              path: "$.devicetokenFormatter", message: "unexpected key 'devicetokenFormatter'; did you mean 'deviceTokenFormatter'?"),
        Fault(json: ["settings": "s.json", "modules": emptyModules, "deviceTokenFormatter": "x; exit(0)"],
              path: "$.deviceTokenFormatter", message: "is not a Swift function name, such as DemoDeviceToken.string(from:)"),
    ]

    @Test("A faulty declaration names the file and the JSON path", arguments: faultsList)
    func faults(_ fault: Fault) throws {
        do {
            _ = try parse(fault.json)
            Issue.record("accepted a faulty declaration")
        } catch let error as InputFileError {
            #expect(error.file == "module-conformance.json" && error.jsonPath == fault.path && (fault.message.isEmpty || error.message.contains(fault.message)),
                    "\(error)")
        }
    }

    @Test("The one line runs a conforming module's planned checks, and they pass")
    func conforming() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                               classes: [ModuleClass { ConformingContinuityModule() }])
        // Every check names the module, but the app contract's on the package's files (none named here).
        #expect(checks.count > 100 && checks.allSatisfy { $0.module == "ConformingContinuityModule" || $0.fixture.file == "app" })
        var failed: [String] = []
        for check in checks where await check.run().outcome == .failed { failed.append(check.id) }
        #expect(failed.isEmpty)
        let plan = CertificationRunner.plan(package: try DeclaredPackage.load(declaration: package.folder.appendingPathComponent(ConformanceDeclaration.fileName)),
                                            classes: ["ConformingContinuityModule": [.continuity]], version: ClauseCatalog.newestVersion, now: Date())
        #expect(plan.checks.map(\.id) == checks.map(\.id), "swift test and certify plan the same checks")
    }

    @Test("Trial 24 (v73): a class in the one line's list that no settings entry names is a failing setup check, not left unjudged")
    func listedButNotInSettings() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let path = package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path
        let checks = ConformanceCheck.declared(in: path, classes: [ModuleClass { ConformingContinuityModule() }, ModuleClass { ConformingMethodModule() }])
        let setup = checks.filter { $0.clause == "SETUP" && $0.fixture.file == "ConformingMethodModule" }
        #expect(setup.count == 1)
        for check in setup {
            let result = await check.run()
            #expect(result.outcome == .failed && result.actual.contains("ConformingMethodModule is in the one line's classes, but no entry of settings.json names it"),
                    "\(result.actual)")
        }
        let listed = ConformanceCheck.declared(in: path, classes: [ModuleClass { ConformingContinuityModule() }])
        #expect(!listed.contains { $0.clause == "SETUP" })
    }

    @Test("Trial 25's w63: a links module that claims its own paths under any identifier fails CONT-FOREIGN-NOT-CLAIMED on another module of the package's identifier; the conforming one passes")
    func ownPathsUnderAnotherIdentifier() async throws {
        func failed(_ className: String, _ module: ModuleClass) async throws -> [CheckResult] {
            let entries: [[String: Any]] = [
                ["name": "links", "className": className, "identifier": "com.q2.mobile.module.demo"],
                ["name": "alerts", "className": "DueSoonAlerts", "identifier": "com.q2.mobile.module.duesoon"],
            ]
            let declaration: [String: Any] = ["modules": [className: ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
            let package = try ScratchPackage(entries: entries, declaration: declaration)
            let path = package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path
            var found: [CheckResult] = []
            for check in ConformanceCheck.declared(in: path, classes: [module]) where check.clause == "CONT-FOREIGN-NOT-CLAIMED" {
                let result = await check.run()
                if result.outcome == .failed { found.append(result) }
            }
            return found
        }
        let broken = try await failed("ClaimsOwnPathUnderAnyIdentifier", ModuleClass { ClaimsOwnPathUnderAnyIdentifier() })
        #expect(broken.contains { $0.input.contains("com.q2.mobile.module.duesoon/path") }, "\(broken.map(\.input))")
        #expect(try await failed("ConformingContinuityModule", ModuleClass { ConformingContinuityModule() }).isEmpty)
    }

    @Test("The thirteenth trial (C33): an app's settings.json listing the SDK's own modules beside the package's plans only the package's; a misspelt class of the package's is still said")
    func otherPackagesEntries() async throws {
        let own: [String: Any] = ["name": "links", "className": "ConformingContinuityModule", "identifier": "com.q2.mobile.module.demo"]
        let sdk: [[String: Any]] = [
            ["name": "Push Notifications", "packageName": "Q2MobileCore", "productName": "Q2MobileCore", "className": "PushEnrollmentModule",
             "identifier": "pushNotification", "isPublic": false],
            ["name": "Q2Firebase (internal)", "packageName": "Q2Firebase", "productName": "Q2Firebase", "className": "Q2FirebaseModule",
             "identifier": "com.q2.mobile.module.firebase"],
        ]
        let declaration: [String: Any] = ["modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]]
        let package = try ScratchPackage(entries: sdk + [own], declaration: declaration)
        let path = package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path
        let checks = ConformanceCheck.declared(in: path, classes: [ModuleClass { ConformingContinuityModule() }])
        var failed: [String] = []
        for check in checks where await check.run().outcome == .failed { failed.append(check.id) }
        #expect(checks.count > 100 && failed.isEmpty, "\(failed)")
        #expect(!checks.contains { $0.id.contains("PushEnrollmentModule") || $0.id.contains("Q2FirebaseModule") })
        // An entry of the package's own packageName whose class the list lacks is the package's: said, not set apart.
        let typo = try ScratchPackage(entries: sdk + [own, ["name": "more", "className": "ConformingContinuityModul", "identifier": "com.q2.mobile.module.more"]],
                                      declaration: declaration)
        let typoChecks = ConformanceCheck.declared(in: typo.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }])
        var said: [String] = []
        for check in typoChecks where check.clause == "SETUP" {
            let result = await check.run()
            if result.outcome == .failed { said.append(result.actual) }
        }
        #expect(said.count == 1 && said[0].contains("ConformingContinuityModul,") && !said[0].contains("PushEnrollmentModule"), "\(said)")
    }

    @Test("The eighth trial (W8): a process handed the one line's checks that runs none of them fails as it ends, saying the body must run its check; one that runs a check does not")
    func unrunChecksFailTheProcess() async throws {
        // Exit status 1, the ledger's (a crash ends by a signal; a package not made, with 0). What it prints is read
        // below: an exit test's capture of standard error has ended by the time the process's exit handlers run.
        await #expect(processExitsWith: .exitCode(1)) {
            guard let package = try? ScratchPackage(classes: ["ConformingContinuityModule"]) else { exit(0) }
            let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }])
            guard checks.count > 10 else { exit(0) }
        }
        await #expect(processExitsWith: .success) {
            guard let package = try? ScratchPackage(classes: ["ConformingContinuityModule"]) else { exit(1) }
            let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }])
            _ = await checks.first?.run()
        }
        // The ledger's words, which the failing process prints.
        let ledger = UnrunChecks()
        #expect(ledger.endingProblem == nil)
        ledger.handOut(0)
        #expect(ledger.endingProblem == nil, "no check handed out, nothing to say")
        ledger.handOut(3)
        #expect(ledger.endingProblem?.contains("3 conformance checks were handed to a test and none of them ran") == true)
        ledger.noteRun()
        #expect(ledger.endingProblem == nil)
    }

    @Test("Issue 33's trial (D19): a declared formatter the one line's call never mentions fails setup, naming it; one it passes does not")
    func formatterNotPassed() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"], declaration: [
            "settings": "settings.json", "deviceTokenFormatter": "StatementToken.hex(from:)",
            "modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]])
        func problems(caller text: String?, in other: ScratchPackage? = nil) async throws -> [String] {
            let folder = (other ?? package).folder
            let caller = folder.appendingPathComponent("Caller-\(UUID().uuidString).swift")
            if let text { try text.write(to: caller, atomically: true, encoding: .utf8) }
            let checks = ConformanceCheck.declared(in: folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }],
                                                   deviceTokenFormatter: { _ in "" }, filePath: caller.path)
            var problems: [String] = []
            for check in checks where check.clause == "SETUP" { problems.append(await check.run().actual) }
            return problems
        }
        let missing = try await problems(caller: "@Test(arguments: ConformanceCheck.declared(classes: [], deviceTokenFormatter: OtherToken.hex(from:)))")
        // Trial 33e (M11): the formatter the call passes instead is named, since either name may be the misspelt one.
        #expect(missing.count == 1 && missing[0].contains("names StatementToken.hex(from:), and this call in")
                && missing[0].contains("passes OtherToken.hex(from:) instead"), "\(missing)")
        let none = try await problems(caller: "@Test(arguments: ConformanceCheck.declared(classes: []))")
        #expect(none.count == 1 && none[0].contains("passes none") && none[0].contains("deviceTokenFormatter: StatementToken.hex(from:)"),
                "\(none)")
        #expect(try await problems(caller: "… deviceTokenFormatter: StatementToken.hex(from:)))").isEmpty)
        #expect(try await problems(caller: "… deviceTokenFormatter: StatementToken.hex))").isEmpty)
        #expect(try await problems(caller: nil).isEmpty, "a caller that cannot be read (a device's test run) is not judged")
        // The tenth trial (T02): a declared name with its module is the function a call names without it.
        let qualified = try ScratchPackage(classes: ["ConformingContinuityModule"], declaration: [
            "settings": "settings.json", "deviceTokenFormatter": "Pay.StatementToken.hex(from:)",
            "modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]])
        #expect(try await problems(caller: "… deviceTokenFormatter: StatementToken.hex(from:)))", in: qualified).isEmpty)
        #expect(try await problems(caller: "… deviceTokenFormatter: OtherToken.hex(from:)))", in: qualified).count == 1)
        // The eleventh trial (K08): every check the one line hands out counts toward the three hangs that end its process.
        let handed = ConformanceCheck.declared(in: qualified.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                               classes: [ModuleClass { ConformingContinuityModule() }])
        let allCounted = !handed.isEmpty && handed.allSatisfy { $0.countsHangs }
        #expect(allCounted)
        // The ninth trial (M77): a formatter given to the one line that the declaration does not name fails setup; none given, none.
        let undeclared = try ScratchPackage(classes: ["ConformingContinuityModule"])
        func setup(_ formatter: (@Sendable (Data) -> String)?) async -> [String] {
            var found: [String] = []
            for check in ConformanceCheck.declared(in: undeclared.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }], deviceTokenFormatter: formatter)
            where check.clause == "SETUP" { found.append(await check.run().actual) }
            return found
        }
        let given = await setup { $0.base64EncodedString() }
        #expect(given.count == 1 && given[0].contains("the one line is given a deviceTokenFormatter, and ") && given[0].contains("module-conformance.json names none: add"),
                "\(given)")
        #expect(await setup(nil).isEmpty)
    }

    @Test("Issue 33's fourth trial (M15): a productName the package's manifest does not name fails setup under the one line, as certify refuses it; one it names does not")
    func unknownProduct() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        func problems(manifest: String) async throws -> [String] {
            try Data(manifest.utf8).write(to: package.folder.appendingPathComponent("Package.swift"))
            let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }])
            var found: [String] = []
            for check in checks where check.clause == "SETUP" { found.append(await check.run().actual) }
            return found
        }
        let wrong = try await problems(manifest: #"let package = Package(name: "p", products: [.library(name: "SelfTestKit", targets: ["SelfTest"])])"#)
        #expect(wrong.count == 1 && wrong[0].contains("settings.json at $.modules[0].productName: 'SelfTest' is not a product"), "\(wrong)")
        #expect(try await problems(manifest: #"let package = Package(name: "p", products: [.library(name: "SelfTest", targets: ["T"])])"#).isEmpty)
    }

    @Test("The twenty-first trial's S11: another package's entry (the push page's Q2Firebase) is set apart by its packageName under the one line, as certify sets it apart; a misspelt product of the package's own still fails")
    func otherPackagesProducts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("products-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        try Data(#"let package = Package(name: "loyalty", products: [.library(name: "Loyalty", targets: ["Loyalty"])])"#.utf8).write(to: manifest)
        func problems(ownProduct: String) async throws -> [String] {
            let settings = try SettingsFile.parse(["modules": [
                ["name": "links", "packageName": "loyalty", "productName": .string(ownProduct), "className": "RewardsLinksModule", "identifier": "com.q2.mobile.module.rewards-links"],
                ["name": "firebase", "packageName": "Q2Firebase", "productName": "Q2Firebase", "className": "Q2FirebaseModule", "identifier": "com.q2.mobile.module.firebase"],
            ]], file: "settings.json")
            var found: [String] = []
            for check in ConformanceCheck.unknownProducts(settings, manifest: manifest, ownClasses: ["RewardsLinksModule"]) { found.append(await check.run().actual) }
            return found
        }
        #expect(try await problems(ownProduct: "Loyalty").isEmpty)
        let misspelt = try await problems(ownProduct: "Loyalti")
        #expect(misspelt.count == 1 && misspelt[0].contains("$.modules[0].productName: 'Loyalti' is not a product"), "\(misspelt)")
    }

    @Test("A class settings.json names but the one line does not build fails, as it fails certification")
    func missingClass() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule", "BreaksForeignNotClaimed"])
        let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                               classes: [ModuleClass { ConformingContinuityModule() }])
        let setup = checks.filter { $0.clause == "SETUP" }
        #expect(setup.count == 1 && setup[0].fixture.file == "settings.json")
        // Issue 22: the one line's own list is blamed, with the line to add, not the product.
        let result = try await #require(setup.first).run()
        #expect(result.actual.contains("the one line's classes: list does not hold; add ModuleClass(BreaksForeignNotClaimed.init)"),
                "\(result.actual)")
    }

    @Test("Trial 33e (M01, M102): a misspelt class name gets 'did you mean', one with a space around it is told so; neither is told to add a class that does not exist")
    func misspeltClass() async throws {
        for (name, message) in [("ConformingContinuityModul", "names ConformingContinuityModul, which no class of the one line's classes: list "
                                    + "is called; did you mean ConformingContinuityModule?"),
                                 ("ConformingContinuityModule ", "is 'ConformingContinuityModule ', with whitespace around the class name")] {
            let package = try ScratchPackage(classes: [name])
            defer { try? FileManager.default.removeItem(at: package.folder) }
            let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [ModuleClass { ConformingContinuityModule() }])
            var results: [CheckResult] = []
            for check in checks where check.clause == "SETUP" { results.append(await check.run()) }
            #expect(results.contains { $0.actual.contains(message) } && !results.contains { $0.actual.contains("add ModuleClass") },
                    "\(results.map(\.actual))")
        }
    }

    @Test("Trial 33g (L01): a class the one line lacks is not taken for a misspelling of another class settings.json names")
    func missingClassBesideANamedOne() async throws {
        let package = try ScratchPackage(classes: ["ConformingServiceExtension", "ConformingContentExtension"])
        let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                               classes: [ModuleClass { ConformingServiceExtension() }])
        var results: [CheckResult] = []
        for check in checks where check.clause == "SETUP" { results.append(await check.run()) }
        #expect(results.contains { $0.actual.contains("names ConformingContentExtension, which the one line's classes: list does not hold; "
            + "add ModuleClass(ConformingContentExtension.init) to it") }, "\(results.map(\.actual))")
        #expect(!results.contains { $0.actual.contains("did you mean ConformingServiceExtension") }, "\(results.map(\.actual))")
    }

    @Test("The eighth trial (W1): a service extension settings.json names and the one line's list lacks fails SETUP; PUSH-SETTINGS-EXTENSIONS says to add the class or remove the key, not only to remove it")
    func missingExtensionIsSetupOnly() async throws {
        let entry: [String: Any] = ["name": "m", "className": "ConformingPushLifecycleModule", "identifier": "com.q2.mobile.module.conforming",
                                    "push": true, "pushServiceClassName": "ConformingServiceExtension"]
        let package = try ScratchPackage(entries: [entry], declaration: ["modules": [:]])
        let declaration = package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path
        func results(_ classes: [ModuleClass]) async -> [CheckResult] {
            var results: [CheckResult] = []
            for check in ConformanceCheck.declared(in: declaration, classes: classes)
            where ["SETUP", "PUSH-SETTINGS-EXTENSIONS"].contains(check.clause) { results.append(await check.run()) }
            return results
        }
        let lacking = await results([ModuleClass { ConformingPushLifecycleModule() }])
        #expect(lacking.contains { $0.clause == "SETUP" && $0.outcome == .failed && $0.actual.contains("ConformingServiceExtension") },
                "\(lacking.map(\.actual))")
        #expect(lacking.filter { $0.clause == "PUSH-SETTINGS-EXTENSIONS" }.allSatisfy { $0.note?.contains(
            "no class named ConformingServiceExtension was given to the kit (a SETUP failure or problem names it): if the module ships "
                + "it, keep the key and give the class to the kit (in the one line's classes: list; for certify, as a top-level class") == true },
                "\(lacking.map(\.note))")
        // The nineteenth trial (S09): the expected side names what the kit was given, not "absent".
        #expect(lacking.filter { $0.clause == "PUSH-SETTINGS-EXTENSIONS" }.allSatisfy {
            $0.expected == "the extension classes given to the kit: no service extension, no content extension" }, "\(lacking.map(\.expected))")
        // With the class in the list, the entry matches it and the note is gone.
        let given = await results([ModuleClass { ConformingPushLifecycleModule() }, ModuleClass { ConformingServiceExtension() }])
        #expect(given.contains { $0.clause == "PUSH-SETTINGS-EXTENSIONS" && $0.outcome == .passed && $0.note == nil }, "\(given.map(\.actual))")
    }

    @Test("The nineteenth trial (S16): an extension class named with whitespace around it gets a PUSH-SETTINGS-EXTENSIONS note saying so, not to remove the key")
    func spacedExtensionClass() async throws {
        let entry: [String: Any] = ["name": "m", "className": "ConformingPushLifecycleModule", "identifier": "com.q2.mobile.module.conforming",
                                    "push": true, "pushServiceClassName": "ConformingServiceExtension "]
        let package = try ScratchPackage(entries: [entry], declaration: ["modules": [:]])
        let declaration = package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path
        var results: [CheckResult] = []
        for check in ConformanceCheck.declared(in: declaration, classes: [ModuleClass { ConformingPushLifecycleModule() }, ModuleClass { ConformingServiceExtension() }])
        where check.clause == "PUSH-SETTINGS-EXTENSIONS" { results.append(await check.run()) }
        #expect(!results.isEmpty && results.allSatisfy { $0.note?.hasPrefix("'ConformingServiceExtension ' has whitespace around the class name (a SETUP "
            + "failure says so): write it without, and this check passes with it") == true }, "\(results.map(\.note))")
    }

    @Test("A class declared as continuity that is not one, and one that is but has no targets, are named")
    func mismatches() throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule", "ConformingMethodModule"], declaration: [
            "settings": "settings.json", "modules": ["ConformingMethodModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]],
        ])
        let loaded = try DeclaredPackage.load(declaration: package.folder.appendingPathComponent(ConformanceDeclaration.fileName))
        let plan = CertificationRunner.plan(package: loaded, classes: ["ConformingContinuityModule": [.continuity], "ConformingMethodModule": [.method]],
                                            version: ClauseCatalog.newestVersion, now: Date())
        let setup = plan.checks.filter { $0.clause == "SETUP" && $0.target?.hasSuffix("/tecton-methods") != true }
        #expect(setup.count == 2)
        #expect(plan.checks.contains { $0.clause.rawValue.hasPrefix("METHOD-") }, "the method class is still planned")
    }

    @Test("The declaration cannot shrink the plan: a target or activity type two modules declare, or the web-browsing activity, fails setup")
    func shrinking() async throws {
        func setupProblems(_ modules: [String: Any], classes: [String], identifiers: [String]? = nil) async throws -> [String] {
            let package = try ScratchPackage(classes: classes, declaration: ["settings": "settings.json", "modules": modules],
                                             identifiers: identifiers ?? classes.map { "com.q2.mobile.module.\($0.lowercased())" })
            let loaded = try DeclaredPackage.load(declaration: package.folder.appendingPathComponent(ConformanceDeclaration.fileName))
            let plan = CertificationRunner.plan(package: loaded, classes: Dictionary(uniqueKeysWithValues: classes.map { ($0, [.continuity]) }),
                                                version: ClauseCatalog.newestVersion, now: Date())
            return await Self.setupMessages(plan)
        }
        let own = ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/path"], "activityTypes": ["com.a.view"]]]
        let other = ["continuity": ["ownedTargets": ["com.q2.mobile.module.b/path"], "activityTypes": ["com.b.view"]]]
        #expect(try await setupProblems(["A": own, "B": other], classes: ["A", "B"]).isEmpty, "distinct targets and types plan cleanly")
        let stealing = ["continuity": ["ownedTargets": ["com.q2.mobile.module.b/path", "com.q2.mobile.module.A/path"],
                                       "activityTypes": ["com.b.view"]]]
        // B's target is refused twice (declared by two modules, and not under A's identifier), and so is B's type.
        #expect(try await setupProblems(["A": stealing, "B": other], classes: ["A", "B"]).count == 3, "a target and a type of B's")
        let browsing = ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/path"], "activityTypes": [NSUserActivityTypeBrowsingWeb]]]
        #expect(try await setupProblems(["A": browsing], classes: ["A"]).count == 1)
        // Alone, a module may still not own links under an identifier other than its settings entry's.
        let elsewhere = ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/path", "com.partner.payments/path"]]]
        let problems = try await setupProblems(["A": elsewhere], classes: ["A"])
        #expect(problems.count == 1 && problems[0].contains("ownedTargets[1]: com.partner.payments/path is not under A's identifier "
            + "com.q2.mobile.module.a") && problems[0].contains("write com.q2.mobile.module.a/path"), "\(problems)")
        // Trial 21's D02: a word without dots is taken for the path with the identifier left out, and the target to write
        // names the identifier settings.json gives the module, not an example's.
        let pathOnly = try await setupProblems(["A": ["continuity": ["ownedTargets": ["statements"]]]], classes: ["A"])
        #expect(pathOnly.count == 1 && pathOnly[0].contains("ownedTargets[0]: 'statements' is not identifier/path")
            && pathOnly[0].contains("before the path: com.q2.mobile.module.a/statements") && !pathOnly[0].contains("example"), "\(pathOnly)")
        #expect(try await setupProblems(["A": ["continuity": ["ownedTargets": ["COM.Q2.mobile.module.A/path"]]]], classes: ["A"]).isEmpty,
                "identifiers compare without letter case, as links do")
        // The eleventh trial (S13): A given B's identifier is told so, without advice to move A's target under B's.
        let said = try await setupProblems(["A": ["continuity": ["ownedTargets": ["com.q2.mobile.module.a/path"]]], "B": other],
                                            classes: ["A", "B"], identifiers: ["com.q2.mobile.module.b", "com.q2.mobile.module.b"])
        #expect(said.contains { $0.contains("which $.modules[1] (B) gives too: each module has an identifier of its own") }
                && !said.contains { $0.contains("write com.q2.mobile.module.b/path") }, "\(said)")
        // The nineteenth trial (S17): a space after the identifier in settings.json is told there, not copied into the target.
        let spaced = try await setupProblems(["A": own], classes: ["A"], identifiers: ["com.q2.mobile.module.a "])
        #expect(spaced.contains { $0.contains("$.modules[0].identifier in settings.json is 'com.q2.mobile.module.a ', with whitespace "
            + "around it") && $0.contains("write 'com.q2.mobile.module.a' in settings.json") }
                && !spaced.contains { $0.contains("write com.q2.mobile.module.a /path") }, "\(spaced)")
    }

    @Test("Every Tecton method a module offers needs an example: one without fails setup naming it; with all it passes")
    func tectonExamples() async throws {
        func run(_ examples: [String: Any], _ module: ModuleClass = ModuleClass { ConformingMethodModule() }) async throws -> CheckResult? {
            let package = try ScratchPackage(entries: [["name": "math", "className": module.name,
                                                         "identifier": "com.q2.mobile.module.conforming-method"]],
                                             declaration: ["modules": [module.name: ["method": ["examples": examples]]]])
            let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                   classes: [module])
            return await checks.first { $0.target?.hasSuffix("/tecton-methods") == true }?.run()
        }
        // The thirteenth trial (M37): handleRequest offered as a Tecton method is METHOD-TYPED-NOT-TECTON's to fail; no
        // example is asked for it.
        let typed = try #require(try await run(["sum": ["a": 1, "b": 2], "greet": ["name": "Ada"]], ModuleClass { BreaksTypedNotTecton() }))
        #expect(typed.outcome == .passed, "\(typed.actual)")
        let partial = try #require(try await run(["sum": ["a": 1, "b": 2]]))
        #expect(partial.outcome == .failed && partial.actual.contains("offers Tecton method(s) greet with no example"), "\(partial.actual)")
        let complete = try #require(try await run(["sum": ["a": 1, "b": 2], "greet": ["name": "Ada"]]))
        #expect(complete.outcome == .passed, "\(complete.actual)")
        // Trial 33f (M08): a misspelt example key is named at its path, with the method meant.
        let misspelt = try #require(try await run(["sum": ["a": 1, "b": 2], "gret": ["name": "Ada"]]))
        #expect(misspelt.outcome == .failed && misspelt.actual.contains(
            "$.modules.ConformingMethodModule.method.examples.gret: ConformingMethodModule offers no Tecton method gret (did you mean greet?)"),
                "\(misspelt.actual)")
        // The seventeenth trial (M27): a name that holds a space is quoted, so the space shows.
        let spaced = try #require(try await run(["sum": ["a": 1, "b": 2], "greet ": ["name": "Ada"]]))
        #expect(spaced.outcome == .failed && spaced.actual.contains("offers no Tecton method 'greet ' (did you mean greet?)"), "\(spaced.actual)")
    }

    @Test("A service extension without example payloads fails setup, naming the key to add; with one it does not",
          arguments: [false, true])
    func payloadExamples(_ declared: Bool) async throws {
        var push: [String: Any] = ["payloadKey": "conforming"]
        if declared { push["payloadExamples"] = [["title": "t", "subtitle": "s", "body": "b"]] }
        let plan = try Self.servicePlan(push)
        let setup = plan.checks.filter { $0.clause == "SETUP" }
        if declared {
            #expect(setup.isEmpty)
            #expect(plan.checks.contains { $0.clause == "PUSH-SVC-OWN-MODIFIED" && $0.fixture.id == "own-well-formed/example-1" })
        } else {
            let check = try #require(setup.first)
            #expect(setup.count == 1)
            let result = await check.run()
            #expect(result.outcome == .failed && result.actual.hasPrefix("$.modules.ConformingPushLifecycleModule.push.payloadExamples"),
                    "\(result.actual)")
        }
    }

    @Test("Trial 10 (D10, D09): a payloadKey written as its path under the payload, and a whole notification given as an example, fail setup saying what to write; a plain key and example do not")
    func payloadShapes() async throws {
        func setup(_ push: [String: Any]) async throws -> [String] {
            await Self.setupMessages(try Self.servicePlan(push))
        }
        let plain: [String: Any] = ["title": "t", "subtitle": "s", "body": "b"]
        #expect(try await setup(["payloadKey": "conforming", "payloadExamples": [plain]]).isEmpty)
        let pathKey = try await setup(["payloadKey": "data.conforming", "payloadExamples": [plain]])
        #expect(pathKey.contains { $0.contains(#"payloadKey: "data.conforming" starts with "data."; payloadKey is the key under the notification's data, so write "conforming""#) },
                "\(pathKey)")
        let whole = try await setup(["payloadKey": "conforming", "payloadExamples": [["aps": ["alert": "x"], "sender": "s", "data": ["conforming": plain]]]])
        #expect(whole.contains { $0.contains("payloadExamples[0]: has the keys aps, data, sender, so it looks like a whole notification; give only what your server sends under data.conforming") },
                "\(whole)")
    }

    @Test("An expired waiver fails the one line too")
    func expiredWaiver() throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"], declaration: [
            "settings": "settings.json", "modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]],
            "waivers": [["clause": "CONT-NORMALIZED", "reason": "tracked", "expires": "2001-01-01"]],
        ])
        let checks = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                               classes: [ModuleClass { ConformingContinuityModule() }])
        #expect(checks.contains { $0.clause == "SETUP" && $0.fixture.file.hasSuffix(ConformanceDeclaration.fileName) })
    }
}

@Suite("The examples' declaration files")
struct ExampleDeclarationTests {
    @Test("Each example's module-conformance.json and settings.json read, and plan checks for every class", arguments: ["DemoModule", "NonConformingModule"])
    func example(_ name: String) throws {
        let url = kitCheckout.appendingPathComponent("Examples/\(name)/\(ConformanceDeclaration.fileName)")
        let package = try DeclaredPackage.load(declaration: url)
        let named = CertificationPlan.namedClasses(in: package.settings)
        #expect(!named.isEmpty)
        #expect(Set(package.declaration.modules.keys).isSubset(of: Set(named.map(\.name))))
    }
}

/// Trial 25's w63: claims a link whose path is its own, whatever identifier the link names.
private final class ClaimsOwnPathUnderAnyIdentifier: ConformingContinuityModule {
    override func decide(_ url: URL) -> Bool? {
        guard let target = target(of: url), let slash = target.firstIndex(of: "/") else { return nil }
        return ownedTargets.contains { $0.hasSuffix(target[slash...]) } ? true : nil
    }
}
