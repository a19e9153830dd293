print("lessons")
