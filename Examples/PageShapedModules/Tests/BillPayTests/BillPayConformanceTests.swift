@testable import BillPay
import ModuleConformance
import Testing

/// The one line, over internal classes reached as a test target reaches them, exactly as certify's harness does.
@Test(arguments: ConformanceCheck.declared(classes: [
    ModuleClass(BillPayModule.init), ModuleClass(BillPayServiceExtension.init), ModuleClass(BillPay.init),
], deviceTokenFormatter: BillPayToken.string(from:)))
func conformance(_ check: ConformanceCheck) async { await check.assertConforms() }
