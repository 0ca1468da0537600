/// A contract's section at the top of the declaration file, such as `app`, with the files it names for the kit to read.
package struct PackageSection: Sendable {
    /// A file the section names, by the path the declaration gives (relative to its folder) and where it gives it.
    package struct FileReference: Sendable, Hashable {
        package let path: String
        /// The JSON path of the name in the declaration, such as `$.app.infoPlist`.
        package let jsonPath: String

        package init(path: String, jsonPath: String) {
            self.path = path
            self.jsonPath = jsonPath
        }
    }

    /// The section's key at the top of the declaration, as the declaration schema names it.
    package let key: String
    /// Reads the section's object; the schema has established its shape.
    package let read: @Sendable (_ section: [String: JSON]) -> any Sendable
    /// The files the read section names, which the kit reads with the declaration (`DeclaredPackage.files`).
    package let files: @Sendable (_ section: any Sendable) -> [FileReference]
}
