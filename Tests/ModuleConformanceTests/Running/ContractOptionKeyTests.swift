@testable import ConformanceEngine
import Foundation
import Testing

/// Issue 34: a contract's option is a key type with one default, read and written through `ConformanceOptions[Key.self]`.
@Suite("Contract options are typed keys")
struct ContractOptionKeyTests {
    /// A key no contract registers, as a new contract's would be before its registry line.
    enum Unregistered: ContractOptionKey {
        static let name = "test.unregistered"
        static var defaultValue: Duration { .milliseconds(7) }
    }

    @Test("An option not given reads its key's default; one given reads what was given")
    func defaultsAndValues() {
        var options = ConformanceOptions()
        #expect(options.serviceExtensionBudget == ConformanceOptions.defaultServiceExtensionBudget)
        #expect(options.scheme == "q2mob" && options.domain == "demo.q2.com")
        #expect(options[Unregistered.self] == .milliseconds(7))
        options[Unregistered.self] = .seconds(3)
        options.serviceExtensionBudget = .seconds(4)
        #expect(options[Unregistered.self] == .seconds(3) && options.serviceExtensionBudget == .seconds(4))
    }

    @Test("A drawn default (the seed) is drawn once per run's options, and differs between runs")
    func drawnOnce() {
        let options = ConformanceOptions()
        #expect(options.seed == options.seed)
        let seeds = Set((0..<8).map { _ in ConformanceOptions().seed })
        #expect(seeds.count > 1)
    }

    @Test("The options travel to the harness and back unchanged, and every registered key has a name of its own")
    func roundTrip() throws {
        var options = ConformanceOptions(serviceExtensionBudget: .seconds(9), scheme: "bank", seed: 42)
        options.silentNotificationBudget = .milliseconds(1_500)
        let back = try JSONDecoder().decode(ConformanceOptions.self, from: try JSONEncoder().encode(options))
        #expect(back.serviceExtensionBudget == .seconds(9) && back.silentNotificationBudget == .milliseconds(1_500))
        #expect(back.scheme == "bank" && back.seed == 42 && back.domain == options.domain)
        let names = ContractRegistry.contracts.flatMap(\.options).map { $0.name }
        #expect(Set(names).count == names.count && names.count == 6, "\(names)")
    }
}
