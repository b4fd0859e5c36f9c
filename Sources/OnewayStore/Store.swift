// The Redux-style Store lands here; see issue 4.
import OnewayCore
