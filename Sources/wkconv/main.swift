print("wkconv")
