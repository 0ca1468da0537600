import Foundation

/// The author's declaration file (`module-conformance.json`): what settings.json cannot say about each module.
///
/// The file names the app's settings.json, a top-level section for a contract that reads the app's own files (`app`:
/// its Info.plist files and entitlements), and for a module class that settings.json names, one section per contract
/// that needs one (each contract's registry entry says its key and reads it: the continuity module's link targets and
/// activity types, the push extensions' payload key, examples and categories, the method module's examples); once for
/// the package: the device-token formatter and the waivers. The SDK version is not the author's to choose: no key sets it.
package struct ConformanceDeclaration: Sendable {
    /// What the declaration says of one module class: one section per contract that reads one, as that contract
    /// read it (each contract's folder gives its section a typed accessor, such as `continuity`).
    package struct Module: Sendable {
        package var sections: [String: any Sendable] = [:]

        /// The section under `key`, as its contract read it.
        package func section<Section>(_ key: String, as _: Section.Type) -> Section? {
            sections[key] as? Section
        }
    }

    /// The file name `certify` and `ConformanceCheck.declared` look for at the package's root.
    package static let fileName = "module-conformance.json"
    /// The schema the file must satisfy, in the kit's fixture bundle.
    package static let schemaFile = "schema/declaration.schema.json"

    /// The file, as the author named it.
    package let file: String
    /// The settings.json path, relative to the declaration file's folder.
    package let settings: String
    /// Each declared class, by the class name settings.json uses.
    package let modules: [String: Module]
    /// Each top-level contract section the file has (such as `app`), by key, as its contract read it.
    package let packageSections: [String: any Sendable]
    /// The Swift name of the module's device-token formatter, `(Data) -> String`, such as `DemoDeviceToken.string`.
    package let deviceTokenFormatter: String?
    /// Every waiver, expired or not.
    package let waivers: [Waiver]
    /// The whole file as read, for the report's provenance.
    package let json: JSON

    /// Reads and checks a declaration file; every fault names the file and the JSON path.
    package static func load(_ url: URL, displayName: String? = nil, store: FixtureStore) throws -> ConformanceDeclaration {
        let file = displayName ?? url.lastPathComponent
        let json = try JSONReader.read(url, file: file, what: "declaration file")
        return try parse(json, file: file, store: store)
    }

    /// Checks parsed JSON against the declaration schema and the catalog; every fault names the file and the JSON path.
    package static func parse(_ json: JSON, file: String, store: FixtureStore) throws -> ConformanceDeclaration {
        // Trial 33e (M68): an app's settings.json given where the declaration belongs (its modules a list of entries).
        if let root = json.objectValue, root["settings"] == nil, root["modules"]?.arrayValue != nil {
            throw InputFileError(file: file, jsonPath: "$", message: "this is an app's settings.json (its modules are a list of "
                + "entries), not the declaration file; give the declaration (\(fileName)), whose \"settings\" key names this file")
        }
        let schema = JSONSchemaValidator(schema: try store.json(schemaFile))
        if let first = schema.violations(of: json).first {
            throw InputFileError(file: file, jsonPath: first.path, message: first.message)
        }
        // The schema has established every shape below; the reads cannot fail.
        let root = json.objectValue ?? [:]
        var modules: [String: Module] = [:]
        for (name, value) in root["modules"]?.objectValue ?? [:] {
            let sections = value.objectValue ?? [:]
            var module = Module()
            for section in ContractRegistry.contracts.compactMap(\.section) {
                guard let json = sections[section.key]?.objectValue else { continue }
                module.sections[section.key] = try section.read(json, "$.modules.\(name).\(section.key)", file)
            }
            modules[name] = module
        }
        var packageSections: [String: any Sendable] = [:]
        for section in ContractRegistry.contracts.compactMap(\.packageSection) {
            guard let json = root[section.key]?.objectValue else { continue }
            packageSections[section.key] = section.read(json)
        }
        let waivers = try readWaivers(root["waivers"]?.arrayValue ?? [], file: file)
        return ConformanceDeclaration(file: file, settings: root["settings"]?.stringValue ?? "", modules: modules,
                                      packageSections: packageSections, deviceTokenFormatter: root["deviceTokenFormatter"]?.stringValue, waivers: waivers, json: json)
    }

    /// The waivers, each naming a recommended clause once, with a calendar day it expires on.
    private static func readWaivers(_ items: [JSON], file: String) throws -> [Waiver] {
        var waivers: [Waiver] = []
        for (index, item) in items.enumerated() {
            let fields = item.objectValue ?? [:]
            let waiver = Waiver(clause: ClauseID(rawValue: fields["clause"]?.stringValue ?? ""), reason: fields["reason"]?.stringValue ?? "",
                                expires: fields["expires"]?.stringValue ?? "")
            let path = "$.waivers[\(index)].clause"
            if let problem = Waiver.problem(waiving: waiver.clause) {
                throw InputFileError(file: file, jsonPath: path, message: problem)
            }
            if !Waiver.isCalendarDay(waiver.expires) {
                throw InputFileError(file: file, jsonPath: "$.waivers[\(index)].expires",
                                     message: "\(waiver.expires) is not a day of the calendar; write the last day the waiver holds as "
                                         + "year-month-day, such as 2027-06-30")
            }
            if waivers.contains(where: { $0.clause == waiver.clause }) {
                throw InputFileError(file: file, jsonPath: path, message: "\(waiver.clause) is waived twice")
            }
            waivers.append(waiver)
        }
        return waivers
    }

    /// The top-level section under `key`, as its contract read it.
    package func packageSection<Section>(_ key: String, as _: Section.Type) -> Section? {
        packageSections[key] as? Section
    }

    /// Every file the top-level sections name, in key order.
    package var namedFiles: [PackageSection.FileReference] {
        ContractRegistry.contracts.compactMap(\.packageSection).flatMap { section in
            packageSections[section.key].map(section.files) ?? []
        }
    }

    /// The waivers that hold on `date`, as the options of a run take them.
    package func activeWaivers(on date: Date) -> [ClauseID: String] {
        Dictionary(uniqueKeysWithValues: waivers.filter { !$0.isExpired(on: date) }.map { ($0.clause, $0.reason) })
    }

    /// One problem per waiver that has expired by `date`.
    package func expiredWaivers(on date: Date) -> [String] {
        waivers.filter { $0.isExpired(on: date) }.map {
            "\(file): the waiver of \($0.clause) expired on \($0.expires); the clause is judged, and certification fails until "
                + "the waiver is renewed or removed"
        }
    }
}
