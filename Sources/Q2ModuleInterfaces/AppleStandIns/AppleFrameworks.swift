// On Apple platforms the interfaces speak the real frameworks' types; elsewhere the stand-ins in
// this folder take their place. These are the only Apple-only lines of the kit.
#if canImport(UIKit)
@_exported import UIKit
#endif
#if canImport(UserNotifications)
@_exported import UserNotifications
#endif
#if canImport(UserNotificationsUI)
@_exported import UserNotificationsUI
#endif
