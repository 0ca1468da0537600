/// A problem with a fixture or settings file, naming the file and the JSON path of the fault.
package struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, as a path relative to the fixture folder where possible.
    package let file: String
    /// The JSON path of the fault, such as `$.cases[3].input.url`.
    package let jsonPath: String
    /// What is wrong there.
    package let message: String

    /// A fault; a long path or message is shortened with an ellipsis, so hostile input stays readable.
    package init(file: String, jsonPath: String = "$", message: String) {
        self.file = Ellipsis.middle(file)
        self.jsonPath = Ellipsis.path(jsonPath)
        self.message = Ellipsis.middle(message, limit: 500)
    }

    package var description: String { "\(file) at \(jsonPath): \(message)" }
}

extension InputFileError {
    /// Translates a decoding error into a fixture error that names the file and the JSON path.
    package init(file: String, decoding error: Error) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("$") { path, key in
                if let index = key.intValue { return "\(path)[\(index)]" }
                return "\(path).\(key.stringValue)"
            }
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            self.init(file: file, jsonPath: path(context.codingPath),
                      message: "missing required key '\(key.stringValue)'")
        case DecodingError.typeMismatch(let type, let context):
            self.init(file: file, jsonPath: path(context.codingPath),
                      message: "expected \(type): \(context.debugDescription)")
        case DecodingError.valueNotFound(let type, let context):
            self.init(file: file, jsonPath: path(context.codingPath), message: "expected \(type), found null")
        case DecodingError.dataCorrupted(let context):
            self.init(file: file, jsonPath: path(context.codingPath),
                      message: "\(context.debugDescription)\(context.underlyingError.map { " (\($0))" } ?? "")")
        default:
            self.init(file: file, message: "\(error)")
        }
    }
}

extension InputFileError {
    /// The error as an input-file error: itself if it is one, otherwise a fault of `file` that says what it was.
    ///
    /// The kit's throwing functions are untyped `throws`, not `throws(InputFileError)`, though they are meant to throw
    /// nothing else: a typed throw needs the runtime of iOS 18 or macOS 15, and the kit deploys to iOS 16 and macOS 13.
    package init(_ error: any Error, file: String) {
        if let error = error as? InputFileError {
            self = error
        } else {
            self.init(file: file, decoding: error)
        }
    }
}
