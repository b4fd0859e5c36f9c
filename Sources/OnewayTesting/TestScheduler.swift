import Oneway
