import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What a report's provenance says of the package: a digest of exactly its files, and whether its tree is clean.
@Suite("The package's digest and state cover every file that can be compiled")
struct ProvenanceProbeTests {
    /// A package in a git repository of its own, committed, with `.gitignore` ignoring every `.build*` folder and `.swiftpm`.
    func package() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        try Data("// manifest\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("class Pay {}\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data(".build*/\n.swiftpm/\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=a", "-c", "user.email=a@example.invalid", "commit", "-q", "-m", "p"]] {
            #expect(ChildProcess.run(["git", "-C", folder.path] + arguments, budget: .seconds(20)).succeeded)
        }
        return folder
    }

    @Test("Trial 33c: only git's status lines are changes; a warning git prints among them (a folder it cannot read) is not")
    func warningsAreNoChanges() {
        for line in [" M Sources/A.swift", "?? Notes.swift", "!! Generated/", "A  New.swift", "MM Both.swift"] {
            #expect(ProvenanceProbe.isStatusLine(line), "\(line)")
        }
        for line in ["warning: could not open directory '.build/x/': Permission denied", "", "  ", "fatal: not a git repository"] {
            #expect(!ProvenanceProbe.isStatusLine(line), "\(line)")
        }
        #expect(ProvenanceProbe.isHiddenFileLine("h Sources/A.swift") && ProvenanceProbe.isHiddenFileLine("S Sources/A.swift"))
        #expect(!ProvenanceProbe.isHiddenFileLine("H Sources/A.swift")
                    && !ProvenanceProbe.isHiddenFileLine("warning: could not open directory '.build/': Permission denied"))
    }

    @Test("Issue 32's tenth review: a commit replaced by another (git replace) or grafted reads as what it holds: the honest tree checked out under it is a change")
    func replacedCommit() throws {
        func git(_ folder: URL, _ arguments: [String]) -> [String] {
            let run = ChildProcess.run(["git", "-c", "user.name=a", "-c", "user.email=a@example.invalid", "-C", folder.path] + arguments,
                                       budget: .seconds(20))
            #expect(run.succeeded, "git \(arguments)")
            return run.tail
        }
        let folder = try package()
        let honest = try #require(git(folder, ["rev-parse", "HEAD"]).last)
        try Data("class Pay { func claimsEveryLink() -> Bool { true } }\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        _ = git(folder, ["commit", "-q", "-am", "claims every link"])
        let shipped = try #require(git(folder, ["rev-parse", "HEAD"]).last)
        #expect(ProvenanceProbe.git(folder, strict: true).dirty == false, "the shipped commit checked out is clean")
        // HEAD's name now shows the honest commit's tree, and the working tree is made to match it.
        _ = git(folder, ["replace", shipped, honest])
        _ = git(folder, ["reset", "-q", "--hard"])
        let read = ProvenanceProbe.git(folder, strict: true)
        #expect(read.commit == shipped && read.dirty == true, "\(read)")
    }

    @Test("Review 32k (attack 05): a repository whose work tree is set elsewhere (core.worktree) holding the shipped commit reads as changed; the package in a subfolder of an ordinary repository does not")
    func workTreeElsewhere() throws {
        func git(_ folder: URL, _ arguments: [String]) {
            #expect(ChildProcess.run(["git", "-c", "user.name=a", "-c", "user.email=a@example.invalid", "-C", folder.path] + arguments,
                                     budget: .seconds(20)).succeeded, "git \(arguments)")
        }
        // A repository whose package is its module/ folder, as the attack laid it out.
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("probe-worktree-\(UUID().uuidString)")
        let module = repository.appendingPathComponent("module")
        try FileManager.default.createDirectory(at: module.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        try Data("// manifest\n".utf8).write(to: module.appendingPathComponent("Package.swift"))
        try Data("class Pay {}\n".utf8).write(to: module.appendingPathComponent("Sources/Pay/Pay.swift"))
        git(repository, ["init", "-q"])
        git(repository, ["add", "."])
        git(repository, ["commit", "-q", "-m", "p"])
        #expect(ProvenanceProbe.git(module, strict: true).dirty == false, "a package in a subfolder of its repository is clean")
        // The work tree moved to a folder outside, which holds the commit's files; the package's own differ.
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("probe-wt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        git(repository, ["config", "core.worktree", elsewhere.path])
        git(repository, ["checkout", "-q", "-f", "HEAD", "--", "."])
        try Data("class Pay { var honest = true }\n".utf8).write(to: module.appendingPathComponent("Sources/Pay/Pay.swift"))
        let read = ProvenanceProbe.gitState(module, strict: true)
        #expect(read.dirty == true && read.changes.first?.contains("does not hold the package") == true, "\(read)")
    }

    @Test("Issue 32's sixth review: a file hidden from git status (skip-worktree, assume-unchanged) or a submodule not checked out makes the package's tree dirty; a clean one does not")
    func hiddenFromStatus() throws {
        func git(_ folder: URL, _ arguments: [String]) -> Bool {
            ChildProcess.run(["git", "-c", "protocol.file.allow=always", "-c", "user.name=a", "-c", "user.email=a@example.invalid",
                              "-C", folder.path] + arguments, budget: .seconds(20)).succeeded
        }
        for flag in ["--skip-worktree", "--assume-unchanged"] {
            let folder = try package()
            #expect(ProvenanceProbe.git(folder, strict: true).dirty == false)
            #expect(git(folder, ["update-index", flag, "Sources/Pay/Pay.swift"]))
            try Data("class Pay { var honest = true }\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
            let status = ChildProcess.run(["git", "-C", folder.path, "status", "--porcelain"], budget: .seconds(20))
            #expect(status.tail.allSatisfy { $0.isEmpty }, "git status itself shows nothing")
            #expect(ProvenanceProbe.git(folder, strict: true).dirty == true, "\(flag)")
        }
        let vendor = try package()
        let main = try package()
        #expect(git(main, ["submodule", "add", "-q", vendor.path, "Sources/Pay/Vendor"]) && git(main, ["commit", "-q", "-m", "vendor"]))
        #expect(ProvenanceProbe.git(main, strict: true).dirty == false, "a submodule checked out at its commit")
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("probe-clone-\(UUID().uuidString)")
        #expect(git(main, ["clone", "-q", main.path, clone.path]))
        #expect(ProvenanceProbe.git(clone, strict: true).dirty == true, "a plain clone leaves the submodule's folder empty")
    }

    @Test("The top-level .build is left out; a .build-src folder, a .build deeper down or a target under .swiftpm counts, ignored or not")
    func digest() throws {
        let folder = try package()
        let clean = PackageCopy.digest(of: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: folder.appendingPathComponent(".build/debug/Pay.o"))
        #expect(PackageCopy.digest(of: folder) == clean, "the build's own folder is not the package's")
        #expect(ProvenanceProbe.git(folder, strict: true).dirty == false, "nor does it make the tree dirty")
        for hidden in [".build-src/Pay.swift", "Sources/Pay/.build/Pay.swift", ".swiftpm/Hidden/Pay.swift"] {
            let url = folder.appendingPathComponent(hidden)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("class Pay { var buggy = true }\n".utf8).write(to: url)
            #expect(PackageCopy.digest(of: folder) != clean, "\(hidden) is a source the build may compile")
            #expect(ProvenanceProbe.git(folder, strict: true).dirty == true, "\(hidden), ignored by git, still makes the tree dirty")
            #expect(ProvenanceProbe.git(folder).dirty == false, "as the kit reads its own checkout, an ignored file is no change")
            try FileManager.default.removeItem(at: url)
        }
    }

    @Test("Xcode's per-user state in .swiftpm/xcode is left out: opening the package in Xcode changes nothing certified")
    func xcodeState() throws {
        let folder = try package()
        let clean = PackageCopy.digest(of: folder)
        let state = folder.appendingPathComponent(".swiftpm/xcode/package.xcworkspace/xcuserdata/a.xcuserdatad/UserInterfaceState.xcuserstate")
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("state".utf8).write(to: state)
        #expect(PackageCopy.digest(of: folder) == clean)
        #expect(ProvenanceProbe.git(folder, strict: true).dirty == false)
    }

    @Test("The copy holds what the digest covers, a file linked within the package in the link's place, and digests as the package does")
    func copy() throws {
        let folder = try package()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        let inside = folder.appendingPathComponent("Shared/Shared.swift")
        try Data("class Shared {}\n".utf8).write(to: inside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Sources/Pay/Shared.swift"), withDestinationURL: inside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Sources/Pay/Loop"),
                                                   withDestinationURL: folder.appendingPathComponent("Sources"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: folder.appendingPathComponent(".build/Pay.o"))
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        let copy = try PackageCopy.make(of: folder, in: parent)
        #expect(copy.folder.lastPathComponent == folder.lastPathComponent, "the folder's name is the package's identity")
        #expect(copy.digest == PackageCopy.digest(of: folder) && copy.unchanged)
        let shared = copy.folder.appendingPathComponent("Sources/Pay/Shared.swift")
        #expect(try String(contentsOf: shared, encoding: .utf8) == "class Shared {}\n")
        #expect((try FileManager.default.attributesOfItem(atPath: shared.path))[.type] as? FileAttributeType == .typeRegular)
        #expect(!FileManager.default.fileExists(atPath: copy.folder.appendingPathComponent(".build").path))
        #expect(!FileManager.default.fileExists(atPath: copy.folder.appendingPathComponent(".git").path))
        try Data("class Shared { var changed = 1 }\n".utf8).write(to: inside)
        #expect(PackageCopy.digest(of: folder) != copy.digest, "a linked file is digested by content")
        try Data("class Pay { var edited = 1 }\n".utf8).write(to: copy.folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        #expect(!copy.unchanged)
    }

    @Test("Review 18 (fifo): a named pipe named like a source is refused, saying what it is; a package of regular files is copied")
    func namedPipe() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(throws: Never.self) { try PackageCopy.make(of: folder, in: parent) }
        try FileManager.default.removeItem(at: parent)
        #expect(mkfifo(folder.appendingPathComponent("Sources/Pay/Pipe.swift").path, 0o644) == 0)
        do {
            _ = try PackageCopy.make(of: folder, in: parent)
            Issue.record("a package holding a named pipe was copied")
        } catch {
            #expect(error.description.contains("Sources/Pay/Pipe.swift is a named pipe (FIFO), not a regular file"), "\(error.description)")
        }
    }

    @Test("Trial 14 (C13b): a copy of some top-level folders only (the kit's) never reads the others, where a build may be changing files; a copy of everything still refuses what it cannot copy, naming the checkout")
    func onlyTheFoldersCopied() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Examples/Demo/.build"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("Examples/Demo/.build/busy.d.tmp").path, 0o644) == 0)
        let copy = try PackageCopy.make(of: folder, in: parent, only: ["Package.swift", "Sources"])
        #expect(copy.files.keys.allSatisfy { $0 == "Package.swift" || $0.hasPrefix("Sources/") } && !copy.files.isEmpty, "\(copy.files.keys)")
        do {
            _ = try PackageCopy.make(of: folder, in: parent.appendingPathComponent("all"))
            Issue.record("a package holding a named pipe was copied")
        } catch {
            #expect(error.description.contains("Examples/Demo/.build/busy.d.tmp is a named pipe"), "\(error.description)")
        }
    }

    @Test("Review 18 (xcodeinc): a header search path or an include that reaches into .swiftpm/xcode, .git or .build is named; one inside the target is not")
    func leftOutReach() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let c = folder.appendingPathComponent("Sources/Cfg")
        try FileManager.default.createDirectory(at: c.appendingPathComponent("defaults"), withIntermediateDirectories: true)
        try Data("#include \"cfg.h\"\n#include \"mode.h\"\nint cfg(void) { return MODE; }\n".utf8).write(to: c.appendingPathComponent("cfg.c"))
        let target: (String) -> [String: Any] = { search in
            ["name": "Cfg", "type": "regular", "settings": [["tool": "c", "kind": ["headerSearchPath": ["_0": search]]]]]
        }
        #expect(LeftOutReach.findings(dump: ["targets": [target("defaults")]], package: folder) == [])
        #expect(LeftOutReach.findings(dump: ["targets": [target("../../.swiftpm/xcode")]], package: folder)
                == ["Package.swift: target Cfg: its header search path ../../.swiftpm/xcode leads into .swiftpm/xcode, which certify leaves out of its copy"])
        try Data("#if __has_include(\"../../.git/mode.h\")\n# include \"../../.git/mode.h\"\n#endif\n".utf8)
            .write(to: c.appendingPathComponent("defaults/mode.h"))
        let found = LeftOutReach.findings(dump: ["targets": [target("defaults")]], package: folder)
        #expect(found.count == 2 && found.allSatisfy { $0.hasPrefix("Sources/Cfg/defaults/mode.h:") && $0.contains("through .git") }, "\(found)")
        #expect(LeftOutReach.includedFolder(#"#include "../common/build/mode.h""#) == nil)
        #expect(LeftOutReach.includedFolder(#"  header "../../.build/x.h""#) == ".build")
        // Review 19: a line splice, a %: digraph, a macro for the path, a header of another extension and a report's name.
        try Data("#include \"../../.g\\\nit/mode.h\"\n".utf8).write(to: c.appendingPathComponent("defaults/mode.h"))
        try Data("%:include \"../../.build/mode.h\"\n#include MODE_HEADER\n#embed \"../../conformance-report.json\"\n".utf8)
            .write(to: c.appendingPathComponent("rules.inl"))
        let more = LeftOutReach.findings(dump: ["targets": [target("defaults")]], package: folder)
        #expect(more.contains { $0.hasPrefix("Sources/Cfg/defaults/mode.h:1: includes a file through .git") }, "\(more)")
        #expect(more.contains { $0.hasPrefix("Sources/Cfg/rules.inl:1: includes a file through .build") }, "\(more)")
        #expect(more.contains { $0.hasPrefix("Sources/Cfg/rules.inl:2: includes a file whose path a macro gives") }, "\(more)")
        #expect(more.contains { $0.hasPrefix("Sources/Cfg/rules.inl:3: includes a file through conformance-report.json") }, "\(more)")
        #expect(!LeftOutReach.computedInclude(#"#include "mode.h""#) && !LeftOutReach.computedInclude("# Include the module"))
        // The re-test after review 19: `.` and `..` in the path, and a path that leads there from the including file's folder.
        #expect(LeftOutReach.includedFolder(#"#include "../../.swiftpm/./xcode/mode.h""#, from: "Sources/Cfg") == ".swiftpm/xcode")
        #expect(LeftOutReach.includedFolder(#"#include "../../.swiftpm/cfg/../xcode/mode.h""#, from: "Sources/Cfg") == ".swiftpm/xcode")
        #expect(LeftOutReach.includedFolder(#"#include "../xcode/mode.h""#, from: ".swiftpm/cfg") == ".swiftpm/xcode")
        #expect(LeftOutReach.includedFolder(#"#include "../common/mode.h""#, from: "Sources/Cfg") == nil)
    }

    @Test("The twentieth re-test: a file in a left-out folder that an include names has a stand-in in the copy that stops the build; one no include names, and a package without includes, have none")
    func leftOutStandIns() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("standins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        for path in [".swiftpm/xcode/mode.h", ".build/debug/mode.h", ".git/mode.h", ".build/other.h", ".swiftpm/cfg/kept.h"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#define MODE 1\n".utf8).write(to: url)
        }
        // Without a preprocessor line naming them, the left-out files have no stand-in.
        let plain = try PackageCopy.make(of: folder, in: parent)
        #expect(!FileManager.default.fileExists(atPath: plain.folder.appendingPathComponent(".swiftpm/xcode/mode.h").path))
        #expect(!FileManager.default.fileExists(atPath: plain.folder.appendingPathComponent(".build").path))
        // An include of `xcode/mode.h` through a search path `.swiftpm` names no left-out folder in its text.
        let c = folder.appendingPathComponent("Sources/Cfg")
        try FileManager.default.createDirectory(at: c, withIntermediateDirectories: true)
        try Data("#include \"xcode/mode.h\"\nint cfg(void) { return MODE; }\n".utf8).write(to: c.appendingPathComponent("cfg.c"))
        let copy = try PackageCopy.make(of: folder, in: parent)
        for path in [".swiftpm/xcode/mode.h", ".build/debug/mode.h", ".git/mode.h"] {
            let text = try String(contentsOf: copy.folder.appendingPathComponent(path), encoding: .utf8)
            #expect(text.hasPrefix("#error \"certify: the build reads \(path), in "), "\(text)")
            #expect(copy.files[path] == nil, "a stand-in is not a file of the package")
        }
        #expect(!FileManager.default.fileExists(atPath: copy.folder.appendingPathComponent(".build/other.h").path))
        #expect(try String(contentsOf: copy.folder.appendingPathComponent(".swiftpm/cfg/kept.h"), encoding: .utf8) == "#define MODE 1\n")
        #expect(copy.digest == PackageCopy.digest(of: folder), "the digest verify recomputes leaves the stand-ins out")
        // Made again in place once the include is gone, the copy holds none.
        try FileManager.default.removeItem(at: c.appendingPathComponent("cfg.c"))
        let again = try PackageCopy.make(of: folder, in: parent)
        #expect(!FileManager.default.fileExists(atPath: again.folder.appendingPathComponent(".swiftpm/xcode/mode.h").path))
    }

    @Test("Review 21 (statcache): a file rewritten with the same size and its time put back, which git status calls unchanged, makes the checkout count as changed, naming the file; an untouched checkout is clean")
    func statCacheDrift() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ProvenanceProbe.git(folder, strict: true).dirty == false)
        let source = folder.appendingPathComponent("Sources/Pay/Pay.swift")
        let attributes = try FileManager.default.attributesOfItem(atPath: source.path)
        let time = try #require(attributes[.modificationDate] as? Date)
        // Git re-reads a file whose time is not older than its index's; the index was written after the file, but within
        // the same second at most, so the test waits until the file's second is past before rewriting it.
        Thread.sleep(forTimeInterval: 1.1)
        #expect(ChildProcess.run(["git", "-C", folder.path, "update-index", "--refresh"], budget: .seconds(20)).succeeded)
        #expect(ChildProcess.run(["git", "-C", folder.path, "config", "core.trustctime", "false"], budget: .seconds(20)).succeeded)
        let handle = try FileHandle(forWritingTo: source)
        try handle.write(contentsOf: Data("enum Payx {}\n".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: source.path)
        let status = EventLog<String>()
        _ = ChildProcess.run(["git", "-C", folder.path, "status", "--porcelain"], budget: .seconds(20), onLine: status.append)
        let lines = status.values
        #expect(lines.allSatisfy { $0.isEmpty }, "git status calls the rewritten file unchanged: \(lines)")
        let read = ProvenanceProbe.gitState(folder, strict: true)
        #expect(read.dirty == true && read.changes.contains { $0.hasPrefix("Sources/Pay/Pay.swift: its bytes are not the commit's") },
                "\(read.changes)")
    }

    @Test("Review 22 (symtext, subnone): a committed link held as a file with core.symlinks off, and a submodule whose folder is not its checkout, make the tree changed; a real link and a checked-out submodule do not")
    func linksAndSubmodules() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = FileManager.default.temporaryDirectory.appendingPathComponent("submodule-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sub) }
        func git(_ directory: URL, _ arguments: [String]) {
            let run = ChildProcess.run(["git", "-c", "user.name=a", "-c", "user.email=a@example.invalid", "-c", "protocol.file.allow=always",
                                        "-C", directory.path] + arguments, budget: .seconds(30))
            #expect(run.succeeded, "git \(arguments): \(run.tail)")
        }
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data("enum Strict {}\n".utf8).write(to: sub.appendingPathComponent("Strict.swift"))
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "s"]] { git(sub, arguments) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Pay/Same.swift").path, withDestinationPath: "Pay.swift")
        git(folder, ["submodule", "add", "-q", sub.path, "Sources/Strict"])
        for arguments in [["add", "."], ["commit", "-q", "-m", "link and submodule"]] { git(folder, arguments) }
        let clean = ProvenanceProbe.gitState(folder, strict: true)
        #expect(clean.dirty == false, "\(clean.changes)")
        // The link held as a file of its target's text, as core.symlinks=false checks it out.
        git(folder, ["config", "core.symlinks", "false"])
        let link = folder.appendingPathComponent("Sources/Pay/Same.swift")
        try FileManager.default.removeItem(at: link)
        try Data("Pay.swift".utf8).write(to: link)
        let held = ProvenanceProbe.gitState(folder, strict: true)
        #expect(held.dirty == true && held.changes.contains { $0.hasPrefix("Sources/Pay/Same.swift: the commit holds a symbolic link") }, "\(held.changes)")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Pay.swift")
        git(folder, ["config", "core.symlinks", "true"])
        // The submodule's folder replaced by plain files.
        let strict = folder.appendingPathComponent("Sources/Strict")
        try FileManager.default.removeItem(at: strict)
        try FileManager.default.createDirectory(at: strict, withIntermediateDirectories: true)
        try Data("enum Strict {}\n".utf8).write(to: strict.appendingPathComponent("Strict.swift"))
        let plain = ProvenanceProbe.gitState(folder, strict: true)
        #expect(plain.dirty == true && plain.changes.contains { $0.hasPrefix("Sources/Strict: a submodule whose files are not its recorded commit") },
                "\(plain.changes)")
        // Checked out again, but set never to be fetched by a checkout of the package.
        try FileManager.default.removeItem(at: strict)
        git(folder, ["submodule", "update", "-q", "--init"])
        #expect(ProvenanceProbe.gitState(folder, strict: true).dirty == false)
        git(folder, ["config", "--file", ".gitmodules", "submodule.Sources/Strict.update", "none"])
        git(folder, ["commit", "-q", "-am", "update none"])
        let skipped = ProvenanceProbe.gitState(folder, strict: true)
        #expect(skipped.dirty == true && skipped.changes.contains { $0.hasPrefix(".gitmodules: submodule.Sources/Strict.update none") },
                "\(skipped.changes)")
    }

    @Test("Review 21 (ident, eol, exportignore, gitinfo): git attributes that change a checkout's bytes and a manifest that reads git information are named; text=auto, binary and a manifest without them are not")
    func checkoutDifferences() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("* text=auto\n*.png binary\n# ident in a comment\n".utf8).write(to: folder.appendingPathComponent(".gitattributes"))
        try Data("let package = Package(name: \"Pay\") // git information\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(CheckoutAttributes.findings(package: folder) == [] && CheckoutAttributes.manifestFindings(package: folder) == [])
        try Data("* text=auto\nSources/Pay/Pay.swift ident\n*.json text eol=crlf\n".utf8).write(to: folder.appendingPathComponent(".gitattributes"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git/info"), withIntermediateDirectories: true)
        try Data("Sources/Pay/Strict.swift export-ignore\n".utf8).write(to: folder.appendingPathComponent(".git/info/attributes"))
        let found = CheckoutAttributes.findings(package: folder)
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.hasPrefix(".gitattributes:2: sets ident") } && found.contains { $0.hasPrefix(".gitattributes:3: sets eol=crlf") }
                    && found.contains { $0.hasPrefix(".git/info/attributes:1: sets export-ignore") }, "\(found)")
        try Data("import PackageDescription\nlet strict = Context.gitInformation == nil\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(CheckoutAttributes.manifestFindings(package: folder).map { $0.prefix(45) } == ["Package.swift:2: names Context.gitInformation"])
        // Review 22 (monorepo): the package in a subfolder of its checkout, the attributes at the checkout's top.
        let inner = folder.appendingPathComponent("billpay")
        try FileManager.default.createDirectory(at: inner.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        try Data("class Pay {}\n".utf8).write(to: inner.appendingPathComponent("Sources/Pay/Pay.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".git/info/attributes"))
        try Data("billpay/Sources/** ident\n".utf8).write(to: folder.appendingPathComponent(".gitattributes"))
        let above = CheckoutAttributes.findings(package: inner)
        #expect(above.count == 1 && above[0].hasPrefix(folder.appendingPathComponent(".gitattributes").standardizedFileURL.path + ":1: sets ident"), "\(above)")
        // Review 22 (gitinfo2): a regex literal with /* before it hides nothing.
        try Data("import PackageDescription\nlet p = #/Sources/*/#\nlet strict = Context.gitInformation == nil\nlet q = #/x*/#\n".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        #expect(CheckoutAttributes.manifestFindings(package: folder).map { $0.prefix(45) } == ["Package.swift:3: names Context.gitInformation"])
    }

    @Test("Review 21 (umbrella, gitlink): a module map's umbrella folder that holds or lies in a left-out folder is named, one in the target is not; a link into .git is refused, one within the sources is not")
    func umbrellaAndLinkIntoGit() throws {
        #expect(LeftOutReach.umbrellaFolder(#"  umbrella "../../../.swiftpm""#, from: "Sources/Cfg/include") == ".swiftpm/xcode")
        #expect(LeftOutReach.umbrellaFolder(#"umbrella "../../..""#, from: "Sources/Cfg/include") == ".build")
        #expect(LeftOutReach.umbrellaFolder(#"umbrella ".""#, from: "Sources/Cfg/include") == nil)
        #expect(LeftOutReach.umbrellaFolder(#"umbrella header "Cfg.h""#, from: "Sources/Cfg/include") == nil)
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let include = folder.appendingPathComponent("Sources/Cfg/include")
        try FileManager.default.createDirectory(at: include, withIntermediateDirectories: true)
        try Data("module Cfg {\n    umbrella \".\"\n}\n".utf8).write(to: include.appendingPathComponent("module.modulemap"))
        #expect(LeftOutReach.findings(dump: nil, package: folder) == [])
        try Data("module Cfg {\n    umbrella \"../../../.swiftpm\"\n}\n".utf8).write(to: include.appendingPathComponent("module.modulemap"))
        let found = LeftOutReach.findings(dump: nil, package: folder)
        #expect(found.count == 1 && found[0].hasPrefix("Sources/Cfg/include/module.modulemap:2: its umbrella folder holds or lies in .swiftpm/xcode"), "\(found)")
        // Review 22 (umbsplit): the keyword and the path on lines of their own.
        try Data("module Cfg {\n    umbrella\n        \"../../../.swiftpm\"\n}\n".utf8).write(to: include.appendingPathComponent("module.modulemap"))
        let split = LeftOutReach.findings(dump: nil, package: folder)
        #expect(split.count == 1 && split[0].contains("its umbrella folder holds or lies in .swiftpm/xcode"), "\(split)")
        // A link within the sources is followed; one into .git is refused.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Pay/Same.swift").path,
                                                   withDestinationPath: "Pay.swift")
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try PackageCopy.make(of: folder, in: parent)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Pay/head.txt").path,
                                                   withDestinationPath: "../../.git/HEAD")
        do {
            _ = try PackageCopy.make(of: folder, in: parent)
            Issue.record("a link into .git was copied")
        } catch {
            #expect(error.description.contains("Sources/Pay/head.txt is a symbolic link to ../../.git/HEAD, which leads into .git, a "
                + "folder certify leaves out of its copy and a checkout holds otherwise"), "\(error.description)")
        }
    }

    @Test("Issue 32's fifth review: a link out of the package (to the certifier's key, a folder of it or /proc), a link to nothing and two paths that differ only in case are refused, and nothing outside is read")
    func refusedLinks() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("probe-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
        try Data("KEY-BYTES-THAT-MUST-NOT-BE-READ".utf8).write(to: secret.appendingPathComponent("certifier-key"))
        let cases: [(String, (URL) throws -> Void)] = [
            ("is a symbolic link to \(secret.path)/certifier-key, which leads out of the package", { folder in
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Sources/Pay/key.txt"),
                                                           withDestinationURL: secret.appendingPathComponent("certifier-key"))
            }),
            ("is a symbolic link to \(secret.path), which leads out of the package", { folder in
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Config"), withDestinationURL: secret)
            }),
            ("is a symbolic link to /proc/self/environ, which leads out of the package", { folder in
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Pay/env").path,
                                                           withDestinationPath: "/proc/self/environ")
            }),
            ("is a symbolic link to ../../../nowhere/policy.txt, which leads to nothing", { folder in
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Pay/Zz.swift").path,
                                                           withDestinationPath: "../../../nowhere/policy.txt")
            }),
            ("Sources/Pay/Policy.swift and Sources/Pay/policy.swift differ only in letter case", { folder in
                try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Policy.swift"))
                try Data("let b = 2\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/policy.swift"))
            }),
            // Issue 32's eighth review: é composed and decomposed are one String to Swift, and one file on a Mac.
            ("gles.swift differ only in letter case or in how an accented letter is encoded", { folder in
                try Data("let shares = false\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Re\u{301}gles.swift"))
                try Data("let shares = true\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/R\u{e9}gles.swift"))
            }),
            // Issue 32's twelfth review (10): 'ſ' folds to 's' under the case folding a case-insensitive file system uses.
            ("Sources/Pay/Claims.swift and Sources/Pay/Claim\\u{17f}.swift differ only in letter case", { folder in
                try Data("let claims = false\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Claims.swift"))
                try Data("let claims = true\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Claim\u{17F}.swift"))
            }),
        ]
        for (expected, make) in cases {
            let folder = try package()
            try make(folder)
            let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
            #expect(throws: PackageCopy.Problem.self, "\(expected)") { try PackageCopy.make(of: folder, in: parent) }
            do {
                _ = try PackageCopy.make(of: folder, in: parent)
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
                // The sixteenth review (A8): only the advice that fits what was found.
                let link = expected.contains("symbolic link")
                #expect(error.description.contains(link ? "replace a link out of the package" : "Rename one of two paths")
                            && !error.description.contains(link ? "Rename one of two paths" : "replace a link out of the package")
                            && !error.description.contains("Shorten the folder names"), "\(error.description)")
            }
            let copied = (FileManager.default.enumerator(atPath: parent.path)?.allObjects as? [String]) ?? []
            for file in copied where !file.hasSuffix("/") {
                let text = (try? String(contentsOf: parent.appendingPathComponent(file), encoding: .utf8)) ?? ""
                #expect(!text.contains("KEY-BYTES"), "\(file) holds the secret")
            }
        }
        // Issue 32's twelfth review (08): folders that link to each other multiply the paths a walk meets, so the walk
        // stops at a bound (the kit's is PackageCopy.entryLimit; this test sets a small one) and the copy is refused.
        let fanned = try package()
        let fan = fanned.appendingPathComponent("L")
        for index in 0..<6 {
            try FileManager.default.createDirectory(at: fan.appendingPathComponent("d\(index)"), withIntermediateDirectories: true)
            for other in 0..<6 where other != index {
                try FileManager.default.createSymbolicLink(atPath: fan.appendingPathComponent("d\(index)/to\(other)").path,
                                                           withDestinationPath: "../d\(other)")
            }
        }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(throws: PackageCopy.Problem.self) { try PackageCopy.make(of: fanned, in: parent, entryLimit: 2_000) }
        do {
            _ = try PackageCopy.make(of: fanned, in: parent, entryLimit: 2_000)
        } catch {
            #expect(error.description.contains("the package holds more than 2000 files and folders, links within it followed"),
                    "\(error.description)")
        }
        // Under the bound the same kind of package is copied: two folders that link to each other.
        let pair = try package()
        for (from, to) in [("a", "b"), ("b", "a")] {
            try FileManager.default.createDirectory(at: pair.appendingPathComponent("L/\(from)"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: pair.appendingPathComponent("L/\(from)/to").path, withDestinationPath: "../\(to)")
        }
        #expect(throws: Never.self) { try PackageCopy.make(of: pair, in: parent, entryLimit: 2_000) }
    }

    @Test("Issue 32's thirteenth review: a file under a report's name that is no certify report is copied and digested (a C source may include it), a report is not; a folder too deep to read makes the copy refuse, never leaves it out")
    func reportNamesAndDeepFolders() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = folder.appendingPathComponent(PackageCopy.unsealedReportName)
        try Data("#define BP_LAX 1\n".utf8).write(to: named)
        try Data(#"{"formatVersion": 1, "checks": []}"#.utf8).write(to: folder.appendingPathComponent(PackageCopy.defaultReportName))
        let files = PackageCopy.files(of: folder)
        #expect(files[PackageCopy.unsealedReportName] != nil, "\(files.keys.sorted())")
        #expect(files[PackageCopy.defaultReportName] == nil, "a certify report in the package is left out")
        // A chain of folders deeper than a path can name.
        let deep = try package()
        defer { try? FileManager.default.removeItem(at: deep) }
        // Twenty-five folders of 200-letter names: past the 4,096 characters a path may have. bash's `cd -P` goes on
        // past a path that can be named in full; dash's `cd` does not.
        let made = ChildProcess.run(["bash", "-c", "cd \"$1\" && i=0; while [ $i -lt 25 ]; do mkdir \"$2\" && cd -P \"$2\" || exit 1; "
                                        + "i=$((i+1)); done; echo x > f.swift",
                                     "bash", deep.appendingPathComponent("Sources/Pay").path, String(repeating: "d", count: 200)],
                                    budget: .seconds(120))
        #expect(made.succeeded, "\(made.tail)")
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        do {
            _ = try PackageCopy.make(of: deep, in: parent)
            Issue.record("a package with a folder too deep to read was copied")
        } catch {
            #expect(error.description.contains("so it could be neither copied nor digested"), "\(error.description)")
        }
        _ = ChildProcess.run(["rm", "-rf", deep.path], budget: .seconds(120))
        // Past 1,024 characters in hundreds of parts a path can be named, but Foundation resolves it to a parent's (the
        // thirteenth review's attack 16, re-run): its file is copied and digested all the same.
        let middle = try package()
        defer { try? FileManager.default.removeItem(at: middle) }
        let deepFile = "Sources/Pay/" + Array(repeating: "d", count: 520).joined(separator: "/") + "/Deep.swift"
        let deepURL = middle.appendingPathComponent(deepFile)
        try FileManager.default.createDirectory(at: deepURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let deep = 1\n".utf8).write(to: deepURL)
        #expect(PackageCopy.files(of: middle)[deepFile] != nil, "the file \(deepFile.count) characters down is digested")
        // A link that deep to the certifier's key is a link out of the package, refused, its target never copied.
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("probe-secret-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: secret) }
        try Data("KEY-BYTES-THAT-MUST-NOT-BE-READ".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: deepURL.deletingLastPathComponent().appendingPathComponent("key.txt").path,
                                                   withDestinationPath: secret.path)
        let copyParent = FileManager.default.temporaryDirectory.appendingPathComponent("probe-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copyParent) }
        #expect(throws: PackageCopy.Problem.self) { try PackageCopy.make(of: middle, in: copyParent) }
    }

    @Test("A command's output that never ends its line is kept in lines of at most a mebibyte")
    func endlessLine() {
        let lines = EventLog<Int>()
        let exit = ChildProcess.run(["sh", "-c", "head -c 3000000 /dev/zero | tr '\\0' x"], budget: .seconds(60), onLine: { lines.append($0.utf8.count) })
        #expect(exit.succeeded)
        #expect(lines.values.count == 3 && lines.values.allSatisfy { $0 <= 1 << 20 } && lines.values.reduce(0, +) == 3_000_000, "\(lines.values)")
    }
}
