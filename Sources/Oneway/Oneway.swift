// The module users import: the reactive core, the Store and the Flux dispatcher.
@_exported import OnewayCore
@_exported import OnewayFlux
@_exported import OnewayStore
