import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

/// Issue 31: what a certifier can read of the app (settings.json entries, Info.plist files, entitlements) is judged as
/// clauses of its own contract, read from the files the declaration names.
@Suite("The app's configuration: settings entries, Info.plist files and entitlements")
struct AppConfigurationTests {
    /// A folder with a declaration, a settings.json and the app's files written as property lists, removed when the
    /// value goes (the suite once left one in the temporary folder per test).
    final class AppFolder {
        let folder: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init(_ app: AppDeclarations = .conforming, binary: Set<String> = [], raw: [String: String] = [:]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-config-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.write(app.declaration, to: folder.appendingPathComponent("module-conformance.json"))
            try Self.write(app.settings, to: folder.appendingPathComponent("settings.json"))
            for (path, json) in app.files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(json))
                try PropertyListSerialization.data(fromPropertyList: object, format: binary.contains(path) ? .binary : .xml, options: 0)
                    .write(to: url)
            }
            for (path, text) in raw { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
        }

        static func write(_ json: JSON, to url: URL) throws {
            try JSONEncoder().encode(json).write(to: url)
        }

        func load() throws -> DeclaredPackage {
            try DeclaredPackage.load(declaration: folder.appendingPathComponent("module-conformance.json"))
        }
    }

    func results(_ app: AppDeclarations) async throws -> [CheckResult] {
        await SelfTestChecks.runAll(try SelfTestChecks.app(app))
    }

    @Test("Done when: a content extension whose Info.plist lacks the module's category fails APP-CONTENT-CATEGORY, naming the category")
    func missingCategory() async throws {
        let app = AppDeclarations.conforming.changing {
            $0.changeFile("Content/Info.plist") {
                $0["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
                                     "NSExtensionAttributes": ["UNNotificationExtensionCategory": ["Receipt"]]]
            }
        }
        let failed = try await results(app).filter { $0.outcome == .failed }
        #expect(failed.map(\.clause) == ["APP-CONTENT-CATEGORY"])
        #expect(failed.first?.actual == "UNNotificationExtensionCategory [\"Receipt\"]; lacks \"ConformingCard\", which "
            + "module-conformance.json declares in the module's push.contentCategories")
        #expect(failed.first?.checkID.hasSuffix("@ConformingPushLifecycleModule") == true)
        // The nineteenth trial (D08): a near name in the plist says the declaration may hold the misspelling.
        let near = AppDeclarations.conforming.changing {
            $0.changeFile("Content/Info.plist") {
                $0["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
                                     "NSExtensionAttributes": ["UNNotificationExtensionCategory": "ConformingCards"]]
            }
        }
        let misspelt = try await results(near).filter { $0.outcome == .failed }
        #expect(misspelt.first?.actual.contains("lacks \"ConformingCard\" (its \"ConformingCards\" is near it: if the plist is right, "
            + "correct push.contentCategories in module-conformance.json)") == true, "\(misspelt.map(\.actual))")
    }

    @Test("The twenty-first trial's P09: UIBackgroundModes written as a string fails APP-BACKGROUND-MODE saying it must be an array; as an array it passes")
    func backgroundModeAsString() async throws {
        let string = AppDeclarations.conforming.changing { $0.changeFile("App/Info.plist") { $0["UIBackgroundModes"] = "remote-notification" } }
        let failed = try await results(string).filter { $0.outcome == .failed }
        #expect(failed.count == 1 && failed[0].actual.contains("not an array: Apple's key is an array of strings"), "\(failed.map(\.actual))")
        #expect(try await results(.conforming).allSatisfy { $0.outcome != .failed })
    }

    @Test("Files the declaration does not name make their clauses not applicable, each saying which key to add")
    func undeclaredFiles() async throws {
        let app = AppDeclarations.conforming.changing { $0.changeApp { $0 = [:] } }
        let results = try await results(app)
        let fileClauses = results.filter { !$0.clause.rawValue.hasPrefix("APP-SETTINGS-") }
        #expect(!fileClauses.isEmpty && fileClauses.allSatisfy { $0.outcome == .notApplicable }, "\(fileClauses.map(\.outcome))")
        #expect(Set(fileClauses.compactMap(\.declaredBy)) == ["app.infoPlist", "app.entitlements", "app.serviceExtensionInfoPlist",
                                                             "app.contentExtensionInfoPlist"])
        #expect(fileClauses.allSatisfy { ($0.note ?? "").hasPrefix("the declaration does not name ") }, "\(fileClauses.map(\.note))")
        // The settings clauses are judged all the same.
        #expect(results.filter { $0.clause == "APP-SETTINGS-ENABLED" }.allSatisfy { $0.outcome == .passed })
    }

    @Test("The tenth trial: a module that declares no content categories leaves APP-CONTENT-CATEGORY not applicable by push.contentCategories; one that declares them is judged")
    func undeclaredCategories() async throws {
        let bare = AppDeclarations.conforming.changing {
            $0.declaration = .object(($0.declaration.objectValue ?? [:]).merging(
                ["modules": ["ConformingPushLifecycleModule": ["push": ["payloadKey": "conforming"]]]]) { $1 })
        }
        let category = try await results(bare).filter { $0.clause == "APP-CONTENT-CATEGORY" }
        #expect(!category.isEmpty && category.allSatisfy { $0.outcome == .notApplicable && $0.declaredBy == "push.contentCategories" },
                "\(category.map { "\($0.outcome) \($0.declaredBy ?? "-")" })")
        let judged = try await results(.conforming).filter { $0.clause == "APP-CONTENT-CATEGORY" }
        #expect(!judged.isEmpty && judged.allSatisfy { $0.outcome == .passed && $0.declaredBy == nil })
    }

    @Test("Without a push lifecycle module the app needs no background mode or entitlement for it")
    func noPushModule() async throws {
        let package = try DeclaredPackage.parse(declaration: AppDeclarations.conforming.declaration, named: "module-conformance.json",
                                                settings: AppDeclarations.conforming.settings, named: "settings.json",
                                                files: AppDeclarations.conforming.files)
        let plan = CertificationPlan(package: package, classes: [ModuleClass(name: "ConformingPushLifecycleModule", kinds: [.continuity]),
                                                                 ModuleClass(name: "PeerPushLifecycleModule", kinds: [.continuity])],
                                     deviceTokenFormatter: nil, options: SelfTestChecks.pushOptions)
        let checks = plan.checks.filter { $0.clause == "APP-BACKGROUND-REMOTE" || $0.clause == "APP-APS-ENVIRONMENT" }
        let results = await SelfTestChecks.runAll(checks)
        #expect(results.count == 2 && results.allSatisfy { $0.outcome == .notApplicable && ($0.note ?? "").contains("no push lifecycle module") })
    }

    @Test("Property lists are read from disk, XML and binary alike, with Booleans and numbers kept apart")
    func readsPropertyLists() throws {
        let app = AppDeclarations.conforming.changing {
            $0.changeFile("App/Info.plist") {
                $0["UIRequiresFullScreen"] = true
                $0["LSMinimumSystemVersion"] = 1
                $0["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false]
            }
        }
        let package = try AppFolder(app, binary: ["App/App.entitlements"]).load()
        #expect(package.files["App/App.entitlements"] == ["aps-environment": "production"])
        #expect(package.files["App/Info.plist"]?.objectValue?["UIRequiresFullScreen"] == .bool(true))
        #expect(package.files["App/Info.plist"]?.objectValue?["LSMinimumSystemVersion"] == .number(1))
        #expect(package.files["App/Info.plist"]?.objectValue?["UIApplicationSceneManifest"] == ["UIApplicationSupportsMultipleScenes": false])
        #expect(package.files["Content/Info.plist"] == AppDeclarations.conforming.files["Content/Info.plist"])
    }

    @Test("A named file that is missing is refused at its key in the declaration; one that is no property list, in its own name")
    func badFiles() throws {
        let missing = AppDeclarations.conforming.changing { $0.files["Service/Info.plist"] = nil }
        #expect {
            try AppFolder(missing).load()
        } throws: { error in
            let error = try #require(error as? InputFileError)
            return error.file == "module-conformance.json" && error.jsonPath == "$.app.serviceExtensionInfoPlist"
                && error.message.contains("names Service/Info.plist, and there is no file at")
        }
        let garbled = AppDeclarations.conforming.changing { $0.files["App/Info.plist"] = nil }
        #expect {
            try AppFolder(garbled, raw: ["App/Info.plist": "<plist><dict><key>oops</dict>"]).load()
        } throws: { error in
            let error = try #require(error as? InputFileError)
            // The nineteenth trial (P05): the place where the XML breaks is named.
            return error.file == "App/Info.plist" && error.message.hasPrefix("not a property list") && error.message.contains("; as XML, line 1, column ")
        }
        #expect(PropertyListFile.xmlFault(in: Data("<plist><dict><key>a</key><string>b</string></dict></plist>".utf8)) == nil)
        #expect(PropertyListFile.xmlFault(in: Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74])) == nil, "not XML: nothing to place")
    }

    @Test("The nineteenth trial's P08b: a key given twice in one dictionary is refused in the file's name with both lines; the same key in two dictionaries is not")
    func duplicateKey() throws {
        let twice = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>UIBackgroundModes</key>
              <array><string>remote-notification</string></array>
              <key>UIBackgroundModes</key>
              <array><string>fetch</string></array>
            </dict>
            </plist>
            """
        let doubled = AppDeclarations.conforming.changing { $0.files["App/Info.plist"] = nil }
        #expect {
            try AppFolder(doubled, raw: ["App/Info.plist": twice]).load()
        } throws: { error in
            let error = try #require(error as? InputFileError)
            return error.file == "App/Info.plist" && error.message.hasPrefix("the key UIBackgroundModes is given twice in one dictionary (lines 4 and 6)")
        }
        let nested = "<plist><dict><key>a</key><dict><key>a</key><string>x</string></dict><key>b</key><array><dict><key>a</key><true/></dict></array></dict></plist>"
        #expect(PropertyListFile.duplicateKey(in: Data(nested.utf8)) == nil)
        #expect(PropertyListFile.duplicateKey(in: Data(twice.utf8))?.key == "UIBackgroundModes")
    }

    @Test("A named file outside the declaration's folder is refused, by an absolute path, by .. or through a symbolic link")
    func outsideTheFolder() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("certifier-\(UUID().uuidString).plist")
        try PropertyListSerialization.data(fromPropertyList: ["secret": "certifier's"], format: .xml, options: 0).write(to: outside)
        let escapes = ["absolute": outside.path, "dots": "../\(outside.lastPathComponent)", "link": "App/link.plist"]
        for (how, path) in escapes {
            let app = AppDeclarations.conforming.changing { $0.changeApp { $0["infoPlist"] = .string(path) } }
            let folder = try AppFolder(app)
            if how == "link" {
                try FileManager.default.createSymbolicLink(at: folder.folder.appendingPathComponent(path), withDestinationURL: outside)
            }
            #expect {
                try folder.load()
            } throws: { error in
                let error = try #require(error as? InputFileError)
                return error.jsonPath == "$.app.infoPlist" && (error.message.contains("is not inside the declaration file's folder")
                    || error.message.contains("an absolute path") && error.message.contains("copy the file into the package"))
            }
        }
    }

    @Test("The nineteenth trial (D02): an absolute path to a file inside the folder is told as absolute, with the relative path to write")
    func absoluteInside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("absolute-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = PackageSection.FileReference(path: folder.appendingPathComponent("settings.json").path, jsonPath: "$.settings")
        #expect {
            _ = try DeclaredPackage.contained(reference, in: folder, declarationFile: "module-conformance.json")
        } throws: { error in
            let message = (error as? InputFileError)?.message ?? ""
            return message.contains("an absolute path") && message.hasSuffix("write \"settings.json\"") && !message.contains("not inside")
        }
    }

    @Test("The settings.json the declaration names must lie inside its folder too, as the app's files must")
    func settingsInsideTheFolder() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("certifier-\(UUID().uuidString).json")
        try Data(#"{"modules": []}"#.utf8).write(to: outside)
        for path in [outside.path, "../\(outside.lastPathComponent)"] {
            let app = AppDeclarations.conforming.changing {
                guard var root = $0.declaration.objectValue else { return }
                root["settings"] = .string(path)
                $0.declaration = .object(root)
            }
            #expect {
                try AppFolder(app).load()
            } throws: { error in
                let error = try #require(error as? InputFileError)
                return error.jsonPath == "$.settings" && (error.message.contains("is not inside the declaration file's folder")
                    || error.message.contains("an absolute path") && error.message.contains("copy the file into the package"))
            }
        }
        #expect(try AppFolder().load().settings.entries.count == 2, "a relative settings.json inside the folder reads")
    }

    @Test("A report's files must come with it: a declaration naming a file whose content the run lacks is refused")
    func filesTravel() {
        #expect {
            try DeclaredPackage.parse(declaration: AppDeclarations.conforming.declaration, named: "module-conformance.json",
                                      settings: AppDeclarations.conforming.settings, named: "settings.json", files: [:])
        } throws: { error in
            (error as? InputFileError)?.jsonPath == "$.app.infoPlist"
        }
    }

    @Test("One category may be a string or an array, as Apple allows; a settings entry without enabled fails with what it found")
    func spellings() async throws {
        let array = AppDeclarations.conforming.changing {
            $0.changeFile("Content/Info.plist") {
                $0["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
                                     "NSExtensionAttributes": ["UNNotificationExtensionCategory": ["Other", "ConformingCard"]]]
            }
            $0.changeEntry { $0["enabled"] = nil }
        }
        let results = try await results(array)
        #expect(results.filter { $0.clause == "APP-CONTENT-CATEGORY" }.allSatisfy { $0.outcome == .passed })
        let enabled = results.filter { $0.clause == "APP-SETTINGS-ENABLED" && $0.outcome == .failed }
        #expect(enabled.map(\.actual) == ["no \"enabled\" key"])
    }
}

@Suite("One package, one packageName")
struct OnePackageNameTests {
    @Test("The nineteenth trial (S13): when most entries agree, only the odd one out fails APP-SETTINGS-ONE-PACKAGE, said to look misspelt")
    func oddOneOut() throws {
        let settings = try SettingsFile.parse(["modules": [
            ["className": "A", "packageName": "acme-billpay"], ["className": "B", "packageName": "acme-billpay"],
            ["className": "C", "packageName": "acme-bilpay"],
        ]], file: "settings.json")
        let judged = settings.entries.map { entry in
            AppJudgement.onePackageName.verdict(on: entry, among: settings.entries, own: settings.entries, input: entry.path)
        }
        #expect(judged.map(\.outcome) == [.passed, .passed, .failed], "\(judged.map(\.actual))")
        #expect(judged[2].actual == "\"packageName\": \"acme-bilpay\", while 2 of the package's 3 entries give \"acme-billpay\": this one looks misspelt")
        // Two entries, two names: no majority, so both are told, each naming the other.
        let split = Array(settings.entries.suffix(2))
        let both = split.map { AppJudgement.onePackageName.verdict(on: $0, among: split, own: split, input: $0.path) }
        #expect(both.allSatisfy { $0.outcome == .failed && $0.actual.contains("one of them is likely misspelt") }, "\(both.map(\.actual))")
    }
}
