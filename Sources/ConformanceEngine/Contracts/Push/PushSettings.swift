import Foundation
import ModuleInterfaces

/// The push-related keys of a settings.json: a module's own entry, or an app's list of module entries.
package struct PushSettings: Sendable {
    /// One module entry, with the JSON path it was read from.
    package struct Entry: Sendable {
        package let path: String
        package let name: String?
        package let productName: String?
        package let className: String?
        package let identifier: String?
        package let push: Bool?
        package let pushServiceClassName: String?
        package let pushContentClassName: String?
    }

    package let file: String
    /// The whole file as read.
    package let json: JSONValue
    package let entries: [Entry]
    /// The app-level `push` flag, when the file is an app's settings with a `modules` list.
    package let appPush: Bool?
    /// Whether the file is an app's settings with a `modules` list, rather than one module's own entry.
    package let listsModules: Bool

    /// Reads a settings file; a fault names the file and the JSON path.
    package static func load(_ url: URL, displayName: String? = nil) throws(FixtureError) -> PushSettings {
        let file = displayName ?? url.path
        let json = try JSONReader.read(url, file: file, what: "settings file")
        return try parse(json, file: file)
    }

    package static func parse(_ json: JSONValue, file: String) throws(FixtureError) -> PushSettings {
        guard let root = json.objectValue else {
            throw FixtureError(file: file, message: "expected an object at the top level")
        }
        if let modules = root["modules"] {
            guard let list = modules.arrayValue else {
                throw FixtureError(file: file, jsonPath: "$.modules", message: "expected an array of module entries")
            }
            var entries: [Entry] = []
            for (index, item) in list.enumerated() {
                entries.append(try entry(item, path: "$.modules[\(index)]", file: file))
            }
            return PushSettings(file: file, json: json, entries: entries, appPush: try bool(root["push"], "$.push", file), listsModules: true)
        }
        return PushSettings(file: file, json: json, entries: [try entry(json, path: "$", file: file)], appPush: nil, listsModules: false)
    }

    private static func entry(_ value: JSONValue, path: String, file: String) throws(FixtureError) -> Entry {
        guard let members = value.objectValue else {
            throw FixtureError(file: file, jsonPath: path, message: "expected a module entry object")
        }
        return Entry(path: path,
                     name: try string(members["name"], "\(path).name", file),
                     productName: try string(members["productName"], "\(path).productName", file),
                     className: try string(members["className"], "\(path).className", file),
                     identifier: try string(members["identifier"], "\(path).identifier", file),
                     push: try bool(members["push"], "\(path).push", file),
                     pushServiceClassName: try string(members["pushServiceClassName"], "\(path).pushServiceClassName", file),
                     pushContentClassName: try string(members["pushContentClassName"], "\(path).pushContentClassName", file))
    }

    private static func string(_ value: JSONValue?, _ path: String, _ file: String) throws(FixtureError) -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue else {
            throw FixtureError(file: file, jsonPath: path, message: "expected a string")
        }
        return text
    }

    private static func bool(_ value: JSONValue?, _ path: String, _ file: String) throws(FixtureError) -> Bool? {
        guard let value else { return nil }
        guard let flag = value.boolValue else {
            throw FixtureError(file: file, jsonPath: path, message: "expected true or false")
        }
        return flag
    }

    /// The entry for a declared module: the one whose class names match one of the module's push types, or a
    /// module's own file; an app's list never lends one module another's entry.
    package func entry(for module: PushModuleFacts) -> Entry? {
        entries.first { $0.className != nil && $0.className == module.lifecycleClass }
            ?? entries.first { $0.pushServiceClassName != nil && $0.pushServiceClassName == module.serviceClass }
            ?? entries.first { $0.pushContentClassName != nil && $0.pushContentClassName == module.contentClass }
            ?? (listsModules ? nil : entries.first)
    }
}
