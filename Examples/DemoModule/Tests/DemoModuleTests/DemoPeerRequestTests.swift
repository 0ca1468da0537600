import DemoModule
import ModuleConformance
import Testing

/// How a module author tests code that calls executeMethodRequest: the kit's reference data source
/// with scripted peers, in load order.
@Test func collectsEveryPeersOAuthParameters() async {
    let dataSource = ReferenceDataSource(modules: [
        ("com.q2.mobile.module.demo-math", DemoMathModule()),
        ("com.q2.mobile.module.silent", ScriptedMethodModule(answer: nil)),
        ("com.q2.mobile.module.partner", ScriptedMethodModule(answer: ["queryParamKey": .string("p"), "queryParamVal": .string("1")],
                                                                  delay: .milliseconds(5))),
    ])
    let context = OAuthContext(issuerURL: IssuerURL.resolve("https://example.okta.com/oauth2/default"))
    let responses = await dataSource.executeMethodRequest(.oauthAuthorizationParams(context: context))
    #expect(responses.map(\.moduleIdentifier) == ["com.q2.mobile.module.demo-math", "com.q2.mobile.module.partner"])
    // JSONValue has no literal syntax (the SDK pages show none): compare against the value written out.
    #expect(responses.first?.data["issuerUrl"] == .string("https://example.okta.com/oauth2/default"))
}
