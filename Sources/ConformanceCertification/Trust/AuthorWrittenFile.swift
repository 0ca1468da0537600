import Foundation

/// Reads a file from a folder the author's code could write (the harness's build folder), as certify, which may run
/// as root: only a regular file under its own name is read, never what a symbolic link in its place points to (the
/// certifier's key, say) nor a pipe that would block.
package enum AuthorWrittenFile {
    /// The file's bytes, at most `limit` of them; `nil` when it is missing, a link, not a regular file, or larger.
    package static func read(_ url: URL, limit: Int = 256 << 20) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= limit else { return nil }
        return try? handle.readToEnd() ?? Data()
    }
}
