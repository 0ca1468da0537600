/// The kinds of payload judgement the push clauses use; a new kind goes in a file of its own beside these.
extension PushJudgement.PayloadJudgement {
    /// The callback returns within its budget.
    package static let returnsWithinBudget = Self(expectation: "returns within the callback budget") { observed, _, options in
        observed.returned ? Outcome(true, "returned")
            : Outcome(false, "did not return within \(observed.budget ?? options.callbackBudget)"
                + (observed.unreturnedResponse.map { " for \($0)" } ?? ""))
    }

    /// The callback answers nil (no decision) for a notification that is not the module's.
    package static let answersNil = Self(expectation: "nil (no decision) for another module's notification") { observed, _, _ in
        Outcome(observed.answerIsNil, observed.answer ?? "nil")
    }

    /// The callback survives the payload: surviving includes returning, since a callback that never returns for a
    /// hostile payload never settles.
    package static let survives = Self(expectation: "returns normally, within the callback budget") { observed, _, options in
        observed.returned ? Outcome(true, "returned")
            : Outcome(false, "still running at the callback budget (\(observed.budget ?? options.callbackBudget)), when the kit stopped "
                + "waiting: it had not returned for this input" + (observed.unreturnedResponse.map { ", answering \($0)" } ?? ""),
                      // The nineteenth trial's B32: a callback slow for every payload read as forty hostile-input failures.
                      note: "a slow call, not a crash: when the budget clauses (PUSH-SILENT-BUDGET, PUSH-PRESENT-BUDGET, "
                          + "PUSH-TAP-BUDGET) fail too, the callback is slow for every payload, and the hint about casts does not "
                          + "apply: make it return within the budget first")
    }

    /// The service extension delivers the original content, unchanged.
    package static let deliversOriginal = Self(expectation: "the original content, unchanged") { observed, original, _ in
        if let changed = observed.delivered.first(where: { $0 != original }) {
            return Outcome(false, "changed \(changed.changedFields(from: original).joined(separator: ", ")): \(changed)",
                           note: "original: \(original)")
        }
        return Outcome(true, "original: \(observed.delivered.first.map { "\($0)" } ?? "")")
    }

    /// The service extension delivers content other than the original, losing nothing the user would see.
    package static let deliversModified = Self(expectation: "content different from the original that keeps its texts and payload (userInfo)",
                                               needsOwnPayloadExample: true,
                                               waitsWholeBudget: true) {
        observed, original, options in
        guard let first = observed.delivered.first else { return Outcome(false, "nothing delivered") }
        // The eighth trial (K9): when didReceive delivered nothing and the expiry callback delivered the original, the
        // verdict says which path it was, since the payload's parsing may be fine.
        if observed.expiredForLackOfDelivery, observed.deliveredBeforeExpire.isEmpty, first == original {
            return Outcome(false, "nothing delivered from didReceive(_:withContentHandler:) within "
                + "\(options.serviceExtensionBudget), the whole budget; the original content came from "
                + "serviceExtensionTimeWillExpire() after it: \(first)",
                           note: "didReceive must call its content handler on every path (with the modified content for the module's own payload)")
        }
        // A delivery the expiry made is the expiry path's to judge (PUSH-SVC-EXPIRE-ONCE), blank or not.
        if !observed.expiredForLackOfDelivery, let loss = first.loss(from: original) {
            // Trial 25's w98: content made anew, not copied, lost the payload, and the hint spoke of payload keys.
            return Outcome(false, "\(loss): \(first)", note: "content made with UNMutableNotificationContent() starts empty: change "
                + "request.content.mutableCopy() instead, which keeps the payload (userInfo), thread, badge and sound iOS set")
        }
        guard first == original else { return Outcome(true, "modified: \(first)") }
        // The first delivery is what iOS shows; a later one does not change it (the sixth trial's SB4b).
        let later = observed.delivered.count > 1
            ? " (then \(observed.delivered.count - 1) more deliveries: iOS shows the first; PUSH-SVC-HANDLER-ONCE judges the count)" : ""
        // The fourteenth trial (S22): a payloadKey the module does not read gives this answer for every own example.
        return Outcome(false, "the original content, unchanged: \(first)\(later)",
                       note: "the kit sent the module's own example under data.<payloadKey>, the key module-conformance.json "
                           + "declares at $.modules.<class>.push.payloadKey: if the module reads another key, correct that entry; "
                           + "if it reads the example's fields by other names or types (a field spelled otherwise, a number "
                           + "written as a string), correct the example at $.modules.<class>.push.payloadExamples")
    }

    /// The content handler is called exactly once within the service extension budget.
    /// The nineteenth trial's B27: an extension that delivers from didReceive after the kit's early expiry call, within
    /// the page's budget, is judged on a second run that waits the whole budget, as iOS would.
    package static let deliversOnce = Self(expectation: "the content handler called exactly once within the service extension budget",
                                           countsDeliveries: true, waitsWholeBudget: true) {
        observed, _, _ in
        // The thirteenth trial's M21: "0 times" alone did not say that the kit called the expiry, and nothing came then.
        Outcome(observed.delivered.count == 1, "content handler called \(observed.delivered.count) times"
            + (observed.delivered.isEmpty && observed.expiredForLackOfDelivery
                ? " (nothing from didReceive within the kit's patience, nor from serviceExtensionTimeWillExpire() when the kit "
                    + "called it then)" : ""))
    }

    /// Content is delivered exactly once in all, by didReceive or by the expiry callback, and not blank; the probe
    /// watches the extension's whole life for a late delivery.
    package static let expiresOnce = Self(expectation: "content delivered exactly once in all, whether by didReceive or by the "
                                              + "expiry callback, and not blank", watchesForLateDelivery: true) { observed, original, _ in
        let before = observed.deliveredBeforeExpire.count
        let after = observed.deliveredAfterExpire.count
        let late = observed.deliveredLate.count
        let counted = "\(before) deliveries before the expiry callback, \(after) after it"
            + (late == 0 ? "" : ", \(late) late (after the expiry's time was up, when iOS had shown the original)")
        guard late == 0, before >= 1 ? after == 0 : after == 1 else { return Outcome(false, counted, note: observed.heldHandlerNote) }
        // What the expiry delivered must not lose what the user would see; a delivery before it is didReceive's, judged
        // by PUSH-SVC-OWN-MODIFIED.
        if let byExpiry = observed.deliveredAfterExpire.first, let loss = byExpiry.loss(from: original) {
            return Outcome(false, "\(counted); the expiry delivered \(loss)")
        }
        // Which path delivered first is a race an attachment download may win or lose, so a pass reads the same either
        // way: the golden report must not change with the machine's timing.
        return Outcome(true, "delivered exactly once in all, nothing blank", note: observed.heldHandlerNote)
    }
}
