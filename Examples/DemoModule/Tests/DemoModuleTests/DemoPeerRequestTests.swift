import DemoModule
import ModuleConformance
import Testing

/// How a module author tests code that calls executeMethodRequest: the kit's reference data source
/// with scripted peers, in load order.
@Test func collectsEveryPeersOAuthParameters() async {
    let dataSource = ReferenceDataSource(modules: [
        ("com.q2.mobile.module.demo-math", DemoMathModule()),
        ("com.q2.mobile.module.silent", ScriptedMethodModule(answer: nil)),
        ("com.q2.mobile.module.partner", ScriptedMethodModule(answer: ["queryParamKey": "p", "queryParamVal": "1"], delay: .milliseconds(5))),
    ])
    let context = OAuthContext(issuerURL: IssuerURL.resolve("https://example.okta.com/oauth2/default"))
    let responses = await dataSource.executeMethodRequest(.oauthAuthorizationParams(context: context))
    #expect(responses.map(\.moduleIdentifier) == ["com.q2.mobile.module.demo-math", "com.q2.mobile.module.partner"])
    #expect(responses.first?.data["issuerUrl"] == "https://example.okta.com/oauth2/default")
}
