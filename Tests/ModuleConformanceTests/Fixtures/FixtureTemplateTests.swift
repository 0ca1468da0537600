import ConformanceEngine
import Testing

@Suite("Fixture templates")
struct FixtureTemplateTests {
    let bindings = ["scheme": "q2mob", "identifier": "com.q2.mobile.module.demo", "path": "path"]

    @Test("Placeholders and the upper modifier expand")
    func expands() throws {
        #expect(try FixtureTemplate("{scheme:upper}://{identifier}/{path}-x").expand(with: bindings)
            == "Q2MOB://com.q2.mobile.module.demo/path-x")
    }

    @Test("Unknown placeholders, modifiers and unclosed braces are errors", arguments: ["{sheme}", "{scheme:reverse}", "{scheme"])
    func rejects(_ text: String) {
        #expect(throws: TemplateError.self) { try FixtureTemplate(text).expand(with: bindings) }
    }

    @Test("Targets parse with and without a path, and reject what no host can hold",
          arguments: [("com.x/a/b", "com.x", "a/b"), ("/com.x/", "com.x", ""), ("COM.X/Path", "COM.X", "Path")])
    func targets(_ text: String, _ identifier: String, _ path: String) throws {
        let target = try #require(ContinuityTarget(text))
        #expect(target.identifier == identifier && target.path == path)
    }

    @Test("Invalid targets are refused", arguments: ["", "/", "a b/c", "x@y/z", "x%2F/y", "q2mob:x/y"])
    func invalidTargets(_ text: String) {
        #expect(ContinuityTarget(text) == nil)
    }
}
