// generated — do not edit
// Source: Formats/health/quantity-types.tsv; regenerate with `python3 Formats/health/generate.py`.

extension QuantityTypeCatalog {
  /// Every quantity type of the catalog (120), in table order.
  public static let all: [QuantityTypeInfo] = [
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleSleepingWristTemperature",
      canonicalUnit: "degC",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBodyFatPercentage",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 0.01...0.8
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBodyMass",
      canonicalUnit: "kg",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 0.3...700.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBodyMassIndex",
      canonicalUnit: "count",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 5.0...200.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierElectrodermalActivity",
      canonicalUnit: "S",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierHeight",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 0.2...2.8
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierLeanBodyMass",
      canonicalUnit: "kg",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 0.2...400.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWaistCircumference",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Body Measurements",
      plausibleRange: 0.2...3.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierActiveEnergyBurned",
      canonicalUnit: "kcal",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...30000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleExerciseTime",
      canonicalUnit: "min",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...1440.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleMoveTime",
      canonicalUnit: "min",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...1440.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleStandTime",
      canonicalUnit: "min",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...1440.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBasalEnergyBurned",
      canonicalUnit: "kcal",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...10000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierCrossCountrySkiingSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierCyclingCadence",
      canonicalUnit: "count/min",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...250.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierCyclingFunctionalThresholdPower",
      canonicalUnit: "W",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...700.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierCyclingPower",
      canonicalUnit: "W",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...3000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierCyclingSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...40.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceCrossCountrySkiing",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...300000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceCycling",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...1500000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceDownhillSnowSports",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...300000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistancePaddleSports",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...500000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceRowing",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...200000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceSkatingSports",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...300000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceSwimming",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...100000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceWalkingRunning",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...500000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDistanceWheelchair",
      canonicalUnit: "m",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...500000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierEstimatedWorkoutEffortScore",
      canonicalUnit: "appleEffortScore",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierFlightsClimbed",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...10000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierNikeFuel",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierPaddleSportsSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierPhysicalEffort",
      canonicalUnit: "kcal/(kg*hr)",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierPushCount",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...200000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRowingSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRunningPower",
      canonicalUnit: "W",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...2500.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRunningSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...13.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierStepCount",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: 0.0...200000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierSwimmingStrokeCount",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierUnderwaterDepth",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: 0.0...350.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWorkoutEffortScore",
      canonicalUnit: "appleEffortScore",
      aggregationStyle: .discreteArithmetic,
      group: "Fitness",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierEnvironmentalAudioExposure",
      canonicalUnit: "dBASPL",
      aggregationStyle: .discreteEquivalentContinuousLevel,
      group: "Hearing Health",
      plausibleRange: 0.0...200.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierEnvironmentalSoundReduction",
      canonicalUnit: "dBASPL",
      aggregationStyle: .discreteEquivalentContinuousLevel,
      group: "Hearing Health",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierHeadphoneAudioExposure",
      canonicalUnit: "dBASPL",
      aggregationStyle: .discreteEquivalentContinuousLevel,
      group: "Hearing Health",
      plausibleRange: 0.0...200.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAtrialFibrillationBurden",
      canonicalUnit: "%",
      aggregationStyle: .discreteTemporallyWeighted,
      group: "Heart",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierHeartRate",
      canonicalUnit: "count/s",
      aggregationStyle: .discreteTemporallyWeighted,
      group: "Heart",
      plausibleRange: 0.25...5.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierHeartRateRecoveryOneMinute",
      canonicalUnit: "count/min",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: 0.0...150.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN",
      canonicalUnit: "ms",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: 0.0...1000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierPeripheralPerfusionIndex",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRestingHeartRate",
      canonicalUnit: "count/min",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: 15.0...250.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierVO2Max",
      canonicalUnit: "ml/(kg*min)",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: 5.0...100.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWalkingHeartRateAverage",
      canonicalUnit: "count/min",
      aggregationStyle: .discreteArithmetic,
      group: "Heart",
      plausibleRange: 20.0...250.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleWalkingSteadiness",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...1.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRunningGroundContactTime",
      canonicalUnit: "ms",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 50.0...1000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRunningStrideLength",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...4.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRunningVerticalOscillation",
      canonicalUnit: "cm",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...30.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierSixMinuteWalkTestDistance",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...1500.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierStairAscentSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierStairDescentSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWalkingAsymmetryPercentage",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...1.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWalkingDoubleSupportPercentage",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...1.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWalkingSpeed",
      canonicalUnit: "m/s",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...5.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWalkingStepLength",
      canonicalUnit: "m",
      aggregationStyle: .discreteArithmetic,
      group: "Mobility",
      plausibleRange: 0.0...2.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryBiotin",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryCaffeine",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryCalcium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryCarbohydrates",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryChloride",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryCholesterol",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryChromium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryCopper",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryEnergyConsumed",
      canonicalUnit: "kcal",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: 0.0...30000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFatMonounsaturated",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFatPolyunsaturated",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFatSaturated",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFatTotal",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFiber",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryFolate",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryIodine",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryIron",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryMagnesium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryManganese",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryMolybdenum",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryNiacin",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryPantothenicAcid",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryPhosphorus",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryPotassium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryProtein",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryRiboflavin",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietarySelenium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietarySodium",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietarySugar",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryThiamin",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminA",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminB12",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminB6",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminC",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminD",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminE",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryVitaminK",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryWater",
      canonicalUnit: "mL",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: 0.0...20000.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierDietaryZinc",
      canonicalUnit: "g",
      aggregationStyle: .cumulative,
      group: "Nutrition",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBloodAlcoholContent",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Other",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBloodPressureDiastolic",
      canonicalUnit: "mmHg",
      aggregationStyle: .discreteArithmetic,
      group: "Other",
      plausibleRange: 20.0...200.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBloodPressureSystolic",
      canonicalUnit: "mmHg",
      aggregationStyle: .discreteArithmetic,
      group: "Other",
      plausibleRange: 40.0...300.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierInsulinDelivery",
      canonicalUnit: "IU",
      aggregationStyle: .cumulative,
      group: "Other",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierNumberOfAlcoholicBeverages",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Other",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierNumberOfTimesFallen",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Other",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierTimeInDaylight",
      canonicalUnit: "min",
      aggregationStyle: .cumulative,
      group: "Other",
      plausibleRange: 0.0...1440.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierUVExposure",
      canonicalUnit: "count",
      aggregationStyle: .discreteArithmetic,
      group: "Other",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierWaterTemperature",
      canonicalUnit: "degC",
      aggregationStyle: .discreteArithmetic,
      group: "Other",
      plausibleRange: -5.0...60.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBasalBodyTemperature",
      canonicalUnit: "degC",
      aggregationStyle: .discreteArithmetic,
      group: "Reproductive Health",
      plausibleRange: 30.0...42.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierAppleSleepingBreathingDisturbances",
      canonicalUnit: "count",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierForcedExpiratoryVolume1",
      canonicalUnit: "L",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierForcedVitalCapacity",
      canonicalUnit: "L",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierInhalerUsage",
      canonicalUnit: "count",
      aggregationStyle: .cumulative,
      group: "Respiratory",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierOxygenSaturation",
      canonicalUnit: "%",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: 0.3...1.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierPeakExpiratoryFlowRate",
      canonicalUnit: "L/min",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: nil
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierRespiratoryRate",
      canonicalUnit: "count/s",
      aggregationStyle: .discreteArithmetic,
      group: "Respiratory",
      plausibleRange: 0.05...1.5
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBloodGlucose",
      canonicalUnit: "mg/dL",
      aggregationStyle: .discreteArithmetic,
      group: "Vital Signs",
      plausibleRange: 10.0...1500.0
    ),
    QuantityTypeInfo(
      identifier: "HKQuantityTypeIdentifierBodyTemperature",
      canonicalUnit: "degC",
      aggregationStyle: .discreteArithmetic,
      group: "Vital Signs",
      plausibleRange: 25.0...45.0
    ),
  ]
}
