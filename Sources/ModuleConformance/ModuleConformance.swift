// The face module authors import: the engine's values and the module interfaces come with it.
@_exported import ConformanceEngine
@_exported import Q2ModuleInterfaces
