/// The objects the system hands a module that Apple offers no public initializer for, made through public API only.
///
/// One file per framework (`SystemObjects+UserNotifications.swift`, `SystemObjects+UIKit.swift`); the same code runs
/// against Apple's frameworks and against the Linux stand-ins, which declare the same members.
package enum SystemObjects {}
