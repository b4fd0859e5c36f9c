import Oneway

print("oneway-bench")
