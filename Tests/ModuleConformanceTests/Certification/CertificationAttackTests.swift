import ConformanceCertification
import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// The six ways an author once had certify print CERTIFIED for a broken module (issue 8), each now refused.
@Suite("certify refuses the six forgeries that once certified a broken module")
struct CertificationAttackTests {
    @Test("1. Result lines a module writes into the journal are told apart and fail the run")
    func forgedJournal() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ForgingLinkModule"]))
        #expect(report.certified == false)
        #expect(report.problems.contains { $0.contains("were not written by the harness") })
        #expect(report.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .failed,
                "the forged 'passed' line does not replace the real result")
    }

    @Test("2. What runs is the certifier's plan: a report missing checks a filter removed is rejected")
    func filtered() async throws {
        let report = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        // What a filtered test target used to produce: only the checks the module passes.
        let filtered = CertificationReport(package: report.package, sdkVersion: report.sdkVersion,
                                           checks: report.checks.filter { $0.outcome != .failed }, problems: [],
                                           waivers: []) { checks in report.provenance!.with(resultsDigest: Provenance.digest(of: checks)) }
        let claimed = filtered.certified
        #expect(claimed, "the filtered report claims a certificate: \(filtered.problems)")
        let problems = ReportVerifier.problems(in: filtered, key: testCertifierKey)
        #expect(problems.contains { $0.hasPrefix("CONT-FOREIGN-NOT-CLAIMED:") && $0.contains("checks are missing") }, "\(problems)")
    }

    @Test("3. A push declaration left out does not drop the push clauses: settings.json names the classes")
    func declarationLeftOut() throws {
        let settings: JSON = ["push": true, "modules": [[
            "name": "conforming", "productName": "SelfTest", "className": "ConformingPushLifecycleModule",
            "pushServiceClassName": "ConformingServiceExtension", "pushContentClassName": "ConformingContentExtension",
            "identifier": "com.q2.mobile.module.conforming", "push": true]]]
        func plan(_ declaration: JSON) throws -> CertificationPlan {
            let package = try DeclaredPackage.parse(declaration: declaration, named: "module-conformance.json", settings: settings,
                                                    named: "settings.json", files: [:])
            let classes: [String: [ModuleKind]] = ["ConformingPushLifecycleModule": [.pushLifecycle],
                                                   "ConformingServiceExtension": [.pushServiceExtension],
                                                   "ConformingContentExtension": [.pushContentExtension]]
            return CertificationRunner.plan(package: package, classes: classes, version: ClauseCatalog.newestVersion, now: Date())
        }
        let complete = try plan(["settings": "settings.json", "modules": ["ConformingPushLifecycleModule": [
            "push": ["payloadKey": "conforming", "payloadExamples": [["title": "t"]], "contentCategories": ["Conforming"]]]]])
        let leftOut = try plan(["settings": "settings.json", "modules": [:]])
        let clauses = { (plan: CertificationPlan) in Set(plan.checks.map(\.clause)).filter { $0 != "SETUP" } }
        #expect(clauses(complete).count > 20)
        #expect(clauses(leftOut) == clauses(complete), "the same push clauses are planned with the declaration left out")
        let plan = leftOut
        let setup = plan.checks.filter { $0.clause == "SETUP" }.map(\.id)
        #expect(setup.count == 2, "the missing payload key and content categories are each a failing setup check")
    }

    @Test("Issue 33's trial (D19c): a declared formatter the build left out is said once; the harness then plans what certify and verify plan")
    func formatterLeftOut() throws {
        let settings: JSON = ["push": true, "modules": [[
            "name": "conforming", "productName": "SelfTest", "className": "ConformingPushLifecycleModule",
            "pushServiceClassName": "ConformingServiceExtension", "identifier": "com.q2.mobile.module.conforming", "push": true]]]
        let declared = try DeclaredPackage.parse(
            declaration: ["settings": "settings.json", "deviceTokenFormatter": "Token.hex(from:)", "modules": ["ConformingPushLifecycleModule": [
                "push": ["payloadKey": "conforming", "payloadExamples": [["title": "t"]]]]]],
            named: "module-conformance.json", settings: settings, named: "settings.json", files: [:])
        let names: [String: [ModuleKind]] = ["ConformingPushLifecycleModule": [.pushLifecycle], "ConformingServiceExtension": [.pushServiceExtension]]
        let classes = [ModuleClass { ConformingPushLifecycleModule() }, ModuleClass { ConformingServiceExtension() }]
        let options = ConformanceOptions(sdkVersion: ClauseCatalog.newestVersion)
        func harness(_ package: DeclaredPackage) -> [ConformanceCheck] {
            CertificationPlan(package: package, classes: classes, deviceTokenFormatter: nil, options: options).checks
        }
        let certifiers = CertificationRunner.plan(package: declared, classes: names, version: ClauseCatalog.newestVersion, now: Date()).checks
        let leftOut = declared.leavingOutDeviceTokenFormatter()
        #expect(leftOut.declaration.deviceTokenFormatter == nil)
        #expect(leftOut.declaration.json.objectValue?["deviceTokenFormatter"] == nil)
        #expect(harness(leftOut).map(\.id) == certifiers.map(\.id), "the harness plans every check certify and verify count, and no other")
        // Before: the harness was handed the declaration as written and added a check of its own with the one line's advice.
        let extra = Set(harness(declared).map(\.id)).subtracting(certifiers.map(\.id))
        #expect(extra.count == 1 && extra.first?.hasPrefix("SETUP") == true, "\(extra)")
        #expect(harness(declared).contains { $0.clause == "SETUP" && $0.id.contains("module-conformance.json") })
    }

    @Test("4. The SDK version is the certifier's: a declaration cannot set one, and the report names the version checked")
    func sdkVersion() async throws {
        let store = try FixtureStore.bundled()
        let error = #expect(throws: InputFileError.self) {
            try ConformanceDeclaration.parse(["settings": "s.json", "modules": [:], "sdkVersion": "25.6.0"], file: "d.json", store: store)
        }
        #expect(error?.jsonPath == "$.sdkVersion" && error?.message.hasPrefix("unexpected key 'sdkVersion'") == true, "\(String(describing: error))")
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        #expect(report.sdkVersion == ClauseCatalog.newestVersion && report.provenance?.sdkVersion == ClauseCatalog.newestVersion)
    }

    @Test("5. Nothing in the environment tells a module it is certified: one that behaves only then still fails")
    func environment() async throws {
        let report = try await certify(try ScratchPackage(classes: ["SniffingLinkModule"]))
        #expect(report.certified == false)
        #expect(report.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .failed)
    }

    @Test("6. A process that exits with status 0 part-way leaves its unrun checks failed as not run, never not applicable")
    func exitEarly() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ExitingLinkModule"]))
        #expect(report.certified == false)
        let exited = try #require(report.checks.first { $0.note == "crash" })
        #expect(exited.actual.contains("exited with status 0"))
        let notRun = report.checks.filter { $0.outcome == .notRun }
        #expect(!notRun.isEmpty && notRun.allSatisfy { $0.actual.contains("already failed with a crash") })
        #expect(report.clauses.contains { $0.counts[Outcome.notRun.rawValue, default: 0] > 0 }, "the table counts them as not run")
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey).contains { $0.contains("did not run") })
    }

    @Test("Found by review: a class reached through a type that shadows the product's name is refused")
    func shadowedClass() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ShadowedLinkModule"]))
        #expect(report.certified == false)
        #expect(report.problems.contains { $0.contains("not as a top-level class of its product") }, "\(report.problems)")
    }

    @Test("Found by review: one class name in two products is refused, not half certified")
    func sameNameTwoProducts() async throws {
        let package = try ScratchPackage(entries: [
            ["name": "a", "productName": "ProductA", "className": "ConformingContinuityModule", "identifier": "com.q2.mobile.module.a"],
            ["name": "b", "productName": "ProductB", "className": "ConformingContinuityModule", "identifier": "com.q2.mobile.module.b"],
        ], declaration: ["modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]]])
        let report = try await certify(package)
        #expect(report.certified == false)
        #expect(report.problems.contains { $0.contains("certify cannot tell two classes of one name apart") }, "\(report.problems)")
    }

    @Test("Found by review: a product with code that runs before main (a C constructor, an ifunc resolver) is refused, and never run")
    func codeBeforeMain() async throws {
        let attack = selfTestHarness.deletingLastPathComponent().appendingPathComponent("selftest-premain-harness")
        let mark = "pre-main-code-ran"
        // The attack is real: run by hand, its constructor runs before main and leaves its mark.
        let byHand = try ScratchPackage(classes: ["ConformingContinuityModule"])
        _ = ChildProcess.run([attack.path], directory: byHand.folder, budget: .seconds(20))
        #expect(FileManager.default.fileExists(atPath: byHand.folder.appendingPathComponent(mark).path))
        let findings = try #require(PreMainCode.findings(in: attack, controlled: []))
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains { $0.contains(".init_array runs before_main") }, "the constructor: \(findings)")
        #expect(findings.contains { $0.contains("resolver, choose_answer") }, "the indirect function's resolver: \(findings)")

        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let report = try await certify(package) { $0.harnessCommand = [attack.path] }
        #expect(report.certified == false && report.checks.isEmpty)
        #expect(report.problems.contains { $0.contains("code that runs before main") && $0.contains(".init_array runs before_main") },
                "\(report.problems)")
        #expect(!FileManager.default.fileExists(atPath: package.folder.appendingPathComponent(mark).path),
                "certify must not run a program whose code runs before main")
    }

    @Test("The harness the kit builds has only the toolchain's initialisers, so the check passes it")
    func cleanHarness() throws {
        #expect(try #require(PreMainCode.findings(in: selfTestHarness, controlled: [])) == [])
        #expect(PreMainCode.findings(in: URL(fileURLWithPath: #filePath), controlled: []) == nil, "a file that is not ELF is not read")
    }
}

/// Issue 20: the author's code runs where it can neither read the certifier's key nor write the kit, and nothing it
/// starts outlives it.
@Suite("The author's code runs inside a boundary", .enabled(if: Sandbox.unavailableReason() == nil,
                                                           "this machine cannot start user, mount and process namespaces"))
struct SandboxTests {
    /// A folder with a kit, a key file and a build folder inside the kit, as certify lays them out.
    struct Layout {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
        var kit: URL { root.appendingPathComponent("kit") }
        var build: URL { kit.appendingPathComponent(".build") }
        var key: URL { root.appendingPathComponent("certifier-key") }
        var keys: URL { root.appendingPathComponent("keys") }

        init() throws {
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
            try Data("kit source\n".utf8).write(to: kit.appendingPathComponent("Kit.swift"))
            try Data(String(repeating: "ab", count: 32).utf8).write(to: key)
            try Data(String(repeating: "cd", count: 32).utf8).write(to: kit.appendingPathComponent("ci-certifier-key"))
            try Data("another key\n".utf8).write(to: keys.appendingPathComponent("spare"))
        }

        func run(_ script: String, inside: Bool, identity: Sandbox.Identity? = nil) -> [String] {
            let boundary = Sandbox(readOnly: [kit], writable: [build], hidden: [key, keys, kitKey], identity: identity)
            let command = ["/bin/sh", "-c", script]
            let lines = EventLog<String>()
            _ = ChildProcess.run(command, sandbox: inside ? boundary : nil, budget: .seconds(30), onLine: lines.append)
            return lines.values
        }

        /// A key file inside the kit's checkout, where CI keeps one: shown with the kit, so it must be covered.
        var kitKey: URL { kit.appendingPathComponent("ci-certifier-key") }
    }

    @Test("Review 32k (attack 07): run from a terminal, the author's code has no controlling terminal and no /dev/tty; outside, it has both")
    func noTerminal() throws {
        let layout = try Layout()
        // script(1) gives the command a terminal of its own, as a certifier's shell would.
        func run(inside: Bool) -> String {
            let probe = ["/bin/sh", "-c", "[ -e /dev/tty ] && echo device:yes || echo device:no; "
                + "(: > /dev/tty) 2>/dev/null && echo open:yes || echo open:no; echo tty:$(cut -d' ' -f7 /proc/self/stat)"]
            let boundary = Sandbox(readOnly: [layout.kit], writable: [layout.build], hidden: [layout.key])
            let command = (inside ? boundary.wrap(probe) : probe)
                .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let lines = EventLog<String>()
            _ = ChildProcess.run(["script", "-qec", command, "/dev/null"], budget: .seconds(60), onLine: lines.append)
            return lines.values.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: " ")
        }
        let outside = run(inside: false)
        try #require(outside.contains("open:yes") && !outside.contains("tty:0"), "script(1) gives no terminal here: \(outside)")
        let inside = run(inside: true)
        #expect(inside.contains("device:no") && inside.contains("open:no") && inside.contains("tty:0"), "\(inside)")
    }

    @Test("Key files and folders read as empty, the kit is read-only, its build folder writable; outside, all of it is open")
    func keyAndKit() throws {
        let layout = try Layout()
        let script = """
            echo "key:[$(cat '\(layout.key.path)' 2>/dev/null)]"
            echo "keys:[$(ls '\(layout.keys.path)' 2>/dev/null)]"
            echo edited >> '\(layout.kit.path)/Kit.swift' 2>/dev/null && echo "kit:written" || echo "kit:refused"
            touch '\(layout.build.path)/object.o' && echo "build:written"
            """
        let inside = layout.run(script, inside: true)
        #expect(inside.contains("key:[]") && inside.contains("keys:[]"), "\(inside)")
        #expect(inside.contains("kit:refused") && inside.contains("build:written"), "\(inside)")
        #expect(try String(contentsOf: layout.kit.appendingPathComponent("Kit.swift"), encoding: .utf8) == "kit source\n")
        let outside = layout.run(script, inside: false)
        #expect(outside.contains("key:[\(String(repeating: "ab", count: 32))]") && outside.contains("keys:[spare]"), "\(outside)")
        #expect(outside.contains("kit:written"), "\(outside)")
    }

    /// The identities this machine can give the author's code: a dedicated one only where certify runs as root.
    static let identities: [Sandbox.Identity] = [.certifiers] + (Sandbox.identity.map { $0 == .certifiers ? [] : [$0] } ?? [])

    @Test("Issue 32: every mount in the view stays: umount, remount and bind fail, also from a user namespace of the code's own, and the key stays covered", arguments: identities)
    func lockedMounts(identity: Sandbox.Identity) throws {
        let layout = try Layout()
        let attack = """
            rolist() { awk '$6 ~ /(^|,)ro(,|$)/ { print $5 }' /proc/self/mountinfo | sort; }
            attack() {
                before=$(rolist)
                for point in $(awk '{ print $5 }' /proc/self/mountinfo | sort -r); do
                    umount "$point" 2>/dev/null && echo "$1 unmounted $point"
                    umount -l "$point" 2>/dev/null && echo "$1 detached $point"
                    mount -o remount,rw "$point" 2>/dev/null
                    mount -o remount,bind,rw "$point" 2>/dev/null
                done
                after=$(rolist)
                for point in $before; do echo "$after" | grep -qx "$point" || echo "$1 remounted $point writable"; done
                echo "$1 key:[$(cat '\(layout.kitKey.path)' 2>/dev/null)]"
                echo edited >> '\(layout.kit.path)/Kit.swift' 2>/dev/null && echo "$1 kit written"
                echo "$1 mounts:$(awk 'END { print NR }' /proc/self/mountinfo)"
            }
            """
        let script = """
            \(attack)
            attack direct
            echo "id:$(id -u) $(grep -E '^(CapEff|NoNewPrivs)' /proc/self/status | tr -s '\t' ' ' | tr '\n' ' ')"
            ls /root /home 2>&1 | head -2 | sed 's/^/host:/'
            echo "first:$(tr '\\0' '\\n' < /proc/1/cmdline | head -n 2 | tr '\\n' ' ')"
            echo "limits:$(grep -E 'Max (processes|file size|open files)' /proc/self/limits | tr -s ' ' | tr '\n' '|')"
            echo "environment:$(env | cut -d= -f1 | sort | tr '\n' ' ')"
            unshare --user --map-root-user --mount /bin/sh -c '\(attack.replacingOccurrences(of: "'", with: "'\\''"))
            attack nested' || echo "nested: no user namespace"
            """
        let lines = layout.run(script, inside: true, identity: identity)
        let broken = lines.filter { $0.contains(" unmounted ") || $0.contains(" detached ") || $0.contains(" remounted ") || $0.contains("kit written") }
        #expect(broken.isEmpty, "\(broken)")
        #expect(lines.contains("direct key:[]") && lines.contains("nested key:[]"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("nested mounts:") }, "the attack ran again in a user namespace of its own: \(lines)")
        #expect(!lines.contains { $0.contains(String(repeating: "cd", count: 32)) }, "the key inside the kit is covered")
        #expect(try String(contentsOf: layout.kit.appendingPathComponent("Kit.swift"), encoding: .utf8) == "kit source\n")
        let status = try #require(lines.first { $0.hasPrefix("id:") })
        #expect(status.contains("CapEff: 0000000000000000") && status.contains("NoNewPrivs: 1"), "\(status)")
        if case .dedicated(let id) = identity { #expect(status.hasPrefix("id:\(id) "), "\(status)") }
        #expect(lines.contains { $0.hasPrefix("host:") && $0.contains("No such file") }, "the certifier's home is not in the view: \(lines)")
        let first = try #require(lines.first { $0.hasPrefix("first:") })
        // The script that draws the view (it names the key files it covers) is a file that is gone, not an argument.
        #expect(first.hasPrefix("first:/bin/sh /tmp/.module-conformance-boundary-"), "\(first)")
        let limits = try #require(lines.first { $0.hasPrefix("limits:") })
        #expect(limits.contains("Max processes 1024 1024") && limits.contains("Max open files 8192 8192"), "\(limits)")
        let environment = try #require(lines.first { $0.hasPrefix("environment:") }).dropFirst("environment:".count)
            .split(separator: " ").map(String.init)
        let allowed = Sandbox.keptVariables.union(["HOME", "TMPDIR", "PWD", "SHLVL", "_", "OLDPWD"])
        #expect(environment.allSatisfy(allowed.contains), "only the kept variables reach the author's code: \(environment)")
    }

    @Test("An ordinary user's certify draws the boundary (a nested user namespace) and says the report cannot be sealed",
          .enabled(if: geteuid() == 0, "only root can run certify as another user here"))
    func ordinaryUser() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ordinary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        chown(home.path, 1000, 1000)
        let tool = selfTestHarness.deletingLastPathComponent().appendingPathComponent("module-conformance")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "module-conformance is built beside the tests")
        let lines = EventLog<String>()
        // The build is stopped at once: what matters is what certify says before it.
        _ = ChildProcess.run(["setpriv", "--reuid=1000", "--regid=1000", "--clear-groups", "env", "HOME=\(home.path)", tool.path,
                              "certify", kitCheckout.appendingPathComponent("Examples/DemoModule").path, "--key", home.path + "/key", "--create-key",
                              "--report", home.path + "/report.json", "--build-timeout", "1"],
                             directory: home, budget: .seconds(60), onLine: lines.append)
        #expect(lines.values.contains { $0.hasPrefix("The report will not be sealed: certify runs as an ordinary user") },
                "\(lines.values.prefix(4))")
    }

    @Test("Issue 32's review: the harness run has a network of its own, with no interface out; the build keeps the host's")
    func network() throws {
        let layout = try Layout()
        let boundary = Sandbox(readOnly: [layout.kit], hidden: [])
        func interfaces(_ sandbox: Sandbox) -> [String] {
            let lines = EventLog<String>()
            _ = ChildProcess.run(["/bin/sh", "-c", "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '"], sandbox: sandbox,
                                 budget: .seconds(20), onLine: lines.append)
            return lines.values.filter { !$0.isEmpty }
        }
        #expect(interfaces(boundary.isolatingNetwork()) == ["lo"])
        let host = interfaces(boundary)
        #expect(host.contains { $0 != "lo" }, "the build sees the host's interfaces: \(host)")
    }

    @Test("Issue 32: a command whose writable folders grow past the boundary's bound, or that takes the space with a file it deleted, is stopped, and says why")
    func scratchBound() throws {
        let layout = try Layout()
        var boundary = Sandbox(readOnly: [layout.kit], writable: [layout.build], hidden: [])
        boundary.limits.scratch = 1 << 20
        // The file systems' free space is watched with a bound the other tests' writes never reach in two seconds, so that
        // only the folder's own 4 MiB can stop this command (a run beside the whole suite once stopped it before it wrote).
        boundary.limits.freeSpaceLoss = 1 << 30
        let exit = ChildProcess.run(["/bin/sh", "-c", "head -c 4194304 /dev/zero > '\(layout.build.path)/big'; sleep 20"],
                                    sandbox: boundary, budget: .seconds(30))
        #expect(exit.exceeded?.contains("more than the boundary's 1 MiB") == true, "\(exit.summary)")
        #expect(!exit.succeeded && exit.summary.hasPrefix("stopped: its writable folders hold 4 MiB"), "\(exit.summary)")
        // Issue 32's review: a file deleted while it is held open takes the disk's space without showing in the folder.
        try FileManager.default.removeItem(at: layout.build.appendingPathComponent("big"))
        boundary.limits.freeSpaceLoss = nil
        let hidden = ChildProcess.run(["/bin/sh", "-c", "exec 3>'\(layout.build.path)/held'; rm '\(layout.build.path)/held'; "
                                       + "head -c 8388608 /dev/zero >&3; sleep 20"], sandbox: boundary, budget: .seconds(30))
        #expect(hidden.exceeded?.contains("lost") == true && hidden.exceeded?.contains("of free space") == true, "\(hidden.summary)")
    }

    @Test("Issue 32: each certify process draws an id of its own for the author's code, so two runs at once share no owner",
          .enabled(if: geteuid() == 0, "only root gives the author's code an id of its own"))
    func drawnIdentities() {
        var drawn: Set<UInt32> = []
        for _ in 0..<5 {
            if case .dedicated(let id) = Sandbox.drawIdentity() { drawn.insert(id) }
        }
        #expect(drawn.count > 1, "\(drawn)")
        #expect(drawn.allSatisfy { $0 >= 2_147_400_000 && $0 < 2_147_400_000 + 65_536 || $0 == 64_000 })
    }

    @Test("Issue 32: what the boundary's processes hold in all is bounded: a command past the memory bound is stopped and says why; one within it runs",
          .enabled(if: geteuid() == 0, "only root makes memory control groups here"))
    func memoryBound() throws {
        let layout = try Layout()
        let group = try MemoryGroup.make(limit: 256 << 20).get()
        defer { group.remove() }
        var boundary = Sandbox(readOnly: [layout.kit], writable: [layout.build], hidden: [])
        boundary.memoryGroup = group
        // The view's /tmp is memory: a file there is held by the group, and has no swap to go to.
        let over = ChildProcess.run(["/bin/sh", "-c", "head -c 629145600 /dev/zero > /tmp/fill && echo wrote"],
                                    sandbox: boundary, budget: .seconds(60))
        #expect(over.exceeded == "its processes held more than 256 MiB of memory in all, the boundary's bound", "\(over.summary) \(over.tail)")
        #expect(!over.tail.contains("wrote"))
        let within = ChildProcess.run(["/bin/sh", "-c", "head -c 67108864 /dev/zero > /tmp/fill; echo wrote"],
                                      sandbox: boundary, budget: .seconds(60))
        #expect(within.succeeded && within.tail.contains("wrote"), "\(within.summary) \(within.tail)")
    }

    @Test("The command sees only its own processes, and a daemon in a session of its own ends with it")
    func processes() throws {
        let layout = try Layout()
        let marker = "28.\(Int.random(in: 1000...9999))"
        let script = """
            echo "processes:$(ls /proc | grep -cE '^[0-9]+$')"
            python3 -c 'import os, time; os.setsid(); os.closerange(3, 65536); time.sleep(\(marker))' </dev/null >/dev/null 2>&1 &
            """
        let inside = layout.run(script, inside: true)
        let count = inside.first { $0.hasPrefix("processes:") }.flatMap { Int($0.dropFirst("processes:".count)) } ?? 0
        #expect(count > 0 && count < 8, "only the boundary's own processes: \(inside)")
        #expect(!running(marker), "the daemon ended with the command")
        // The daemon closes every descriptor it inherited, as real daemons do, so nothing waits for it outside.
        _ = layout.run(script, inside: false)
        #expect(running(marker), "outside the boundary the same daemon survives")
        _ = ChildProcess.run(["pkill", "-f", "sleep\\(\(marker)\\)"], budget: .seconds(10))
    }

    func running(_ marker: String) -> Bool {
        Thread.sleep(forTimeInterval: 0.2)
        return ChildProcess.run(["pgrep", "-f", "sleep\\(\(marker)\\)"], budget: .seconds(10)).succeeded
    }

    @Test("Inside the boundary an abort is still named SIGABRT: the harness is never the namespace's first process")
    func crashSignal() async throws {
        // BreaksFailSurvives force-casts the error it is given: a failed cast aborts. As a namespace's first process the
        // harness would ignore the SIGABRT it raises and die of another signal.
        let report = try await certify(try ScratchPackage(classes: ["BreaksFailSurvives"])) { $0.sandbox = Sandbox(readOnly: [], hidden: []) }
        let crashed = try #require(report.checks.first { $0.incident != nil }, "\(report.problems)")
        #expect(crashed.clause == "CONT-FAIL-SURVIVES")
        #expect(crashed.incident?.hasPrefix("crash: the harness ended by signal 6 (SIGABRT)") == true, "\(crashed.incident ?? "")")
    }

    @Test("certify inside the boundary: a module that reads the key or edits the kit to decide finds neither and is judged as it behaves; without the boundary it cheats")
    func thief() async throws {
        let package = try ScratchPackage(classes: ["KeyThiefLinkModule"])
        let kit = package.folder.appendingPathComponent("kit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        let key = package.folder.appendingPathComponent("certifier-key")
        try Data(String(repeating: "5a", count: 32).utf8).write(to: key)
        let inside = try await certify(package) {
            $0.sandbox = Sandbox(readOnly: [kit], hidden: [key])
        }
        #expect(inside.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .passed,
                "\(inside.problems) \(inside.checks.filter { $0.outcome == .failed }.map(\.actual))")
        #expect(!FileManager.default.fileExists(atPath: kit.appendingPathComponent("tampered.swift").path))
        let outside = try await certify(package)
        #expect(outside.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .failed, "it cheats where it can")
    }
}
