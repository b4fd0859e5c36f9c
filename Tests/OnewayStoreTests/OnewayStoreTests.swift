import Oneway
import OnewayTestSupport
import Testing
