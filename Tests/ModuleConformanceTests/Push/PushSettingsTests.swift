import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("Push settings.json")
struct PushSettingsTests {
    @Test("Settings of a module that ships no extensions must not name extension classes")
    func extensionsAbsent() async throws {
        let settings: JSON = ["className": "PeerPushLifecycleModule", "identifier": "com.q2.mobile.module.peer", "push": true,
                                   "pushServiceClassName": "PeerServiceExtension"]
        let checks = try SelfTestChecks.push([PushDeclarations.peer], settings: settings).filter { $0.clause == "PUSH-SETTINGS-EXTENSIONS" }
        #expect(await SelfTestChecks.runAll(checks).map(\.outcome) == [.failed])
    }

    @Test("A module-level settings file (not an app's list) is read too")
    func moduleLevelFile() async throws {
        let settings: JSON = ["name": "peer", "className": "PeerPushLifecycleModule", "identifier": "com.q2.mobile.module.peer",
                                   "push": true, "data": "", "enabled": true]
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.peer], settings: settings).filter { $0.fixture.file == "settings" })
        // One module's entry has no app top level, so the app's push flag is not judged on it (the twelfth trial's S24).
        #expect(!results.isEmpty && results.allSatisfy { $0.outcome == .passed || $0.clause == "PUSH-SETTINGS-APP-PUSH" })
        #expect(results.filter { $0.clause == "PUSH-SETTINGS-APP-PUSH" }.map(\.outcome) == [.notApplicable])
    }

    @Test("An app's settings that lack a module's entry say so, naming the module, and never lend it another module's entry")
    func missingEntryIsNamed() async throws {
        let onlyPeer: JSON = ["push": true, "modules": [["name": "peer", "className": "PeerPushLifecycleModule",
                                                              "identifier": "com.q2.mobile.module.peer", "push": true]]]
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push(PushDeclarations.conformingSet, settings: onlyPeer)
            .filter { $0.fixture == .settings("conforming") })
        let failed = results.filter { $0.outcome == .failed }
        #expect(failed.map(\.clause) == ["PUSH-SETTINGS-CLASSNAME"])
        #expect(failed.first?.actual == "no entry for module 'conforming': none names its class ConformingPushLifecycleModule")
        #expect(results.filter { $0.clause != "PUSH-SETTINGS-CLASSNAME" }.allSatisfy { $0.outcome == .notApplicable })
        let peerResults = await SelfTestChecks.runAll(try SelfTestChecks.push(PushDeclarations.conformingSet, settings: onlyPeer)
            .filter { $0.fixture == .settings("peer") })
        #expect(!peerResults.isEmpty && peerResults.allSatisfy { $0.outcome == .passed })
    }

    @Test("A malformed settings file is an error naming the file and the JSON path", arguments: [
        ("[1, 2]", "$", "expected an object"),
        ("{\"modules\": {}}", "$.modules", "expected an array"),
        ("{\"modules\": [{\"push\": \"yes\"}]}", "$.modules[0].push", "expected true or false"),
        ("{\"className\": 12}", "$.className", "expected a string"),
        ("{\"modules\": [{}, 3]}", "$.modules[1]", "expected a module entry object"),
        ("{\"push\": tru", "$.push", "not valid JSON: unexpected character at line 1, column 10"),
    ])
    func malformedSettings(_ text: String, _ path: String, _ message: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try SettingsFile.load(url, displayName: "settings.json")
            Issue.record("no error for \(text)")
        } catch let error as InputFileError {
            #expect(error.file == "settings.json" && error.jsonPath == path && error.message.contains(message), "\(error)")
        }
        #expect(try Data(contentsOf: url) == before, "the settings file must be left as it was")
    }

    @Test("Every problem in a settings file is listed, each with its JSON path; a file with one lists one")
    func everyProblem() throws {
        let json = try JSONReader.parse(Array(#"{"push": "yes", "modules": [{"className": 1, "identifier": "a"}, 7, {"pushServiceClassName": []}]}"#.utf8))
        do {
            _ = try SettingsFile.parse(json, file: "settings.json")
            Issue.record("no error for a file with four problems")
        } catch let error as InputFileError {
            #expect(error.jsonPath == "$.modules[0].className" && error.message.hasPrefix("expected a string; also "))
            for problem in ["$.modules[1]: expected a module entry object", "$.modules[2].pushServiceClassName: expected a string",
                            "$.push: expected true or false"] {
                #expect(error.message.contains(problem), "\(error.message)")
            }
        }
        let single = try JSONReader.parse(Array(#"{"modules": [{"className": 1}]}"#.utf8))
        do {
            _ = try SettingsFile.parse(single, file: "settings.json")
            Issue.record("no error for a file with one problem")
        } catch let error as InputFileError {
            #expect(!error.message.contains("also"), "one problem is listed alone")
        }
    }

    @Test("Trial 10 (S02): a module's own entry given as the whole settings.json is named as such, with the shape to write; an app's list is not")
    func singleEntryAsSettings() throws {
        let entry = try SettingsFile.parse(try JSONReader.parse(Array(#"{"className": "ZephyrPushModule", "identifier": "z"}"#.utf8)),
                                           file: "settings.json")
        let problem = try #require(CertificationPlan.noModules(in: entry))
        #expect(problem.hasPrefix("settings.json at $: this file is one module's entry (className ZephyrPushModule), not the app's settings")
                && problem.contains(#"{"modules": [ …this entry… ]}"#), "\(problem)")
        let app = try SettingsFile.parse(try JSONReader.parse(Array(#"{"modules": [{"className": "ZephyrPushModule"}]}"#.utf8)),
                                         file: "settings.json")
        #expect(CertificationPlan.noModules(in: app) == nil)
        // The eleventh trial (S11, S10): a misspelt "modules" key, and a bare array of entries.
        let misspelt = try SettingsFile.parse(try JSONReader.parse(Array(#"{"module": [{"className": "Z"}]}"#.utf8)), file: "settings.json")
        let said = try #require(CertificationPlan.noModules(in: misspelt))
        #expect(said.hasPrefix(#"settings.json at $.module: no "modules" key (did you mean "modules"?)"#) && !said.contains("one module's entry"), "\(said)")
        #expect(throws: InputFileError.self) { try SettingsFile.parse(try JSONReader.parse(Array(#"[{"className": "Z"}]"#.utf8)), file: "settings.json") }
        do {
            _ = try SettingsFile.parse(try JSONReader.parse(Array(#"[{"className": "Z"}]"#.utf8)), file: "settings.json")
        } catch {
            #expect("\(error)".contains(#"found an array: the app's settings are {"modules": [ … ]}"#), "\(error)")
        }
        let empty = try SettingsFile.parse(try JSONReader.parse(Array(#"{"modules": []}"#.utf8)), file: "settings.json")
        #expect(CertificationPlan.noModules(in: empty)?.hasPrefix("settings.json at $.modules: no entry names a module class") == true)
    }

    @Test("Trial 33c: a class name with its Swift module prefix, as NSClassFromString takes it, names the same class; other dotted names stay as written")
    func modulePrefixedClassNames() throws {
        let json = try JSONReader.parse(Array(#"{"modules": [{"className": "TrialModules.Rates", "identifier": "a", "pushServiceClassName": "TrialModules.Service", "pushContentClassName": "Content"}, {"className": "A.B.C"}, {"className": ".Rates"}]}"#.utf8))
        let settings = try SettingsFile.parse(json, file: "settings.json")
        #expect(settings.entries.map(\.className) == ["Rates", "A.B.C", ".Rates"])
        #expect(settings.entries[0].pushServiceClassName == "Service" && settings.entries[0].pushContentClassName == "Content")
    }

    @Test("Trial 33c: a key the SDK reads, written in other letter case, is an error naming the key meant; other keys of an app's file are left alone")
    func keyInOtherCase() throws {
        let json = try JSONReader.parse(Array(#"{"modules": [{"classname": "Links", "identifier": "a", "theme": "dark"}]}"#.utf8))
        do {
            _ = try SettingsFile.parse(json, file: "settings.json")
            Issue.record("no error for classname")
        } catch let error as InputFileError {
            #expect(error.jsonPath == "$.modules[0].classname" && error.message.contains("did you mean 'className'?"), "\(error)")
        }
        let other = try JSONReader.parse(Array(#"{"modules": [{"className": "Links", "identifier": "a", "theme": "dark"}]}"#.utf8))
        #expect(try SettingsFile.parse(other, file: "settings.json").entries.first?.className == "Links")
    }

    @Test("A class named by two entries is an error at the second entry's path, naming the first; distinct classes are read")
    func classNamedTwice() throws {
        let pasted = try JSONReader.parse(Array(#"{"modules": [{"className": "Links", "identifier": "a"}, {"className": "Alerts", "pushServiceClassName": "Service"}, {"className": "Links", "identifier": "a"}]}"#.utf8))
        do {
            _ = try SettingsFile.parse(pasted, file: "settings.json")
            Issue.record("no error for a pasted entry")
        } catch let error as InputFileError {
            #expect(error.file == "settings.json" && error.jsonPath == "$.modules[2].className", "\(error)")
            #expect(error.message.hasPrefix("Links is already named at $.modules[0].className; a class belongs to one module entry"), "\(error.message)")
        }
        let service = try JSONReader.parse(Array(#"{"modules": [{"className": "A", "pushServiceClassName": "Service"}, {"className": "B", "pushServiceClassName": "Service"}]}"#.utf8))
        #expect(throws: InputFileError.self) { try SettingsFile.parse(service, file: "settings.json") }
        let distinct = try JSONReader.parse(Array(#"{"modules": [{"className": "A"}, {"className": "B"}]}"#.utf8))
        #expect(try SettingsFile.parse(distinct, file: "settings.json").entries.count == 2)
    }

    @Test("The public declaration reports a malformed settings file as a failing setup check naming it")
    func malformedThroughPublicAPI() async throws {
        let checks = ConformanceCheck.push(PushDeclarations.peer, settings: "/nonexistent/settings.json")
        #expect(checks.count == 1)
        let result = await checks[0].run()
        #expect(result.clause == "SETUP" && result.outcome == .failed && result.actual.contains("/nonexistent/settings.json"))
    }
}
