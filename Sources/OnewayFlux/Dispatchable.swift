// The Flux dispatcher lands here; see issue 5.
import OnewayCore
