print("floor")
