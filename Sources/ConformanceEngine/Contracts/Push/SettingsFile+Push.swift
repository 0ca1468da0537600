extension SettingsFile {
    /// The entry for a declared module: the one whose class names match one of the module's push types, or a
    /// module's own file; an app's list never lends one module another's entry.
    package func entry(for module: PushModuleFacts) -> Entry? {
        entries.first { $0.className != nil && $0.className == module.lifecycleClass }
            ?? entries.first { $0.pushServiceClassName != nil && $0.pushServiceClassName == module.serviceClass }
            ?? entries.first { $0.pushContentClassName != nil && $0.pushContentClassName == module.contentClass }
            ?? (listsModules ? nil : entries.first)
    }
}
