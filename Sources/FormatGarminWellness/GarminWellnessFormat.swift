enum GarminWellnessPlaceholder {}
