// generated — do not edit
// Source: Formats/health/category-types.tsv; regenerate with `python3 Formats/health/generate.py`.

extension CategoryTypeCatalog {
  /// Every category type of the catalog (69), in table order.
  public static let all: [CategoryTypeInfo] = [
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAppleStandHour",
      valueEnum: "HKCategoryValueAppleStandHour", group: "Fitness",
      values: [
        CategoryValueInfo(name: "HKCategoryValueAppleStandHourStood", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueAppleStandHourIdle", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierEnvironmentalAudioExposureEvent",
      valueEnum: "HKCategoryValueEnvironmentalAudioExposureEvent", group: "Hearing Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueEnvironmentalAudioExposureEventMomentaryLimit", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHeadphoneAudioExposureEvent",
      valueEnum: "HKCategoryValueHeadphoneAudioExposureEvent", group: "Hearing Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueHeadphoneAudioExposureEventSevenDayLimit", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHighHeartRateEvent",
      valueEnum: "HKCategoryValue", group: "Heart",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierIrregularHeartRhythmEvent",
      valueEnum: "HKCategoryValue", group: "Heart",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLowCardioFitnessEvent",
      valueEnum: "HKCategoryValueLowCardioFitnessEvent", group: "Heart",
      values: [
        CategoryValueInfo(name: "HKCategoryValueLowCardioFitnessEventLowFitness", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLowHeartRateEvent",
      valueEnum: "HKCategoryValue", group: "Heart",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierMindfulSession",
      valueEnum: "HKCategoryValue", group: "Mindfulness",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAppleWalkingSteadinessEvent",
      valueEnum: "HKCategoryValueAppleWalkingSteadinessEvent", group: "Mobility",
      values: [
        CategoryValueInfo(name: "HKCategoryValueAppleWalkingSteadinessEventInitialLow", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueAppleWalkingSteadinessEventInitialVeryLow", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueAppleWalkingSteadinessEventRepeatLow", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueAppleWalkingSteadinessEventRepeatVeryLow", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHandwashingEvent",
      valueEnum: "HKCategoryValue", group: "Other",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierToothbrushingEvent",
      valueEnum: "HKCategoryValue", group: "Other",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierBleedingAfterPregnancy",
      valueEnum: "HKCategoryValueVaginalBleeding", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingLight", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingMedium", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingHeavy", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingNone", rawValue: 5),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierBleedingDuringPregnancy",
      valueEnum: "HKCategoryValueVaginalBleeding", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingLight", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingMedium", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingHeavy", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingNone", rawValue: 5),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierCervicalMucusQuality",
      valueEnum: "HKCategoryValueCervicalMucusQuality", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueCervicalMucusQualityDry", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueCervicalMucusQualitySticky", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueCervicalMucusQualityCreamy", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueCervicalMucusQualityWatery", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueCervicalMucusQualityEggWhite", rawValue: 5),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierContraceptive",
      valueEnum: "HKCategoryValueContraceptive", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueContraceptiveUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueContraceptiveImplant", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueContraceptiveInjection", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueContraceptiveIntrauterineDevice", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueContraceptiveIntravaginalRing", rawValue: 5),
        CategoryValueInfo(name: "HKCategoryValueContraceptiveOral", rawValue: 6),
        CategoryValueInfo(name: "HKCategoryValueContraceptivePatch", rawValue: 7),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierInfrequentMenstrualCycles",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierIntermenstrualBleeding",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierIrregularMenstrualCycles",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLactation",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierMenstrualFlow",
      valueEnum: "HKCategoryValueVaginalBleeding", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueMenstrualFlowUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueMenstrualFlowLight", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueMenstrualFlowMedium", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueMenstrualFlowHeavy", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueMenstrualFlowNone", rawValue: 5),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingLight", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingMedium", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingHeavy", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueVaginalBleedingNone", rawValue: 5),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierOvulationTestResult",
      valueEnum: "HKCategoryValueOvulationTestResult", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueOvulationTestResultNegative", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueOvulationTestResultLuteinizingHormoneSurge", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueOvulationTestResultPositive", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueOvulationTestResultIndeterminate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueOvulationTestResultEstrogenSurge", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierPersistentIntermenstrualBleeding",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierPregnancy",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierPregnancyTestResult",
      valueEnum: "HKCategoryValuePregnancyTestResult", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValuePregnancyTestResultNegative", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValuePregnancyTestResultPositive", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValuePregnancyTestResultIndeterminate", rawValue: 3),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierProgesteroneTestResult",
      valueEnum: "HKCategoryValueProgesteroneTestResult", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueProgesteroneTestResultNegative", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueProgesteroneTestResultPositive", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueProgesteroneTestResultIndeterminate", rawValue: 3),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierProlongedMenstrualPeriods",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSexualActivity",
      valueEnum: "HKCategoryValue", group: "Reproductive Health",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSleepApneaEvent",
      valueEnum: "HKCategoryValue", group: "Respiratory",
      values: [
        CategoryValueInfo(name: "HKCategoryValueNotApplicable", rawValue: 0),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSleepAnalysis",
      valueEnum: "HKCategoryValueSleepAnalysis", group: "Sleep",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisInBed", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAsleepUnspecified", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAsleep", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAwake", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAsleepCore", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAsleepDeep", rawValue: 4),
        CategoryValueInfo(name: "HKCategoryValueSleepAnalysisAsleepREM", rawValue: 5),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAbdominalCramps",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAcne",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierBladderIncontinence",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierBloating",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierBreastPain",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierChestTightnessOrPain",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierChills",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierConstipation",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierCoughing",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierDiarrhea",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierDizziness",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierDrySkin",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierFainting",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierFatigue",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierFever",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierGeneralizedBodyAche",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHairLoss",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHeadache",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHeartburn",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierHotFlashes",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLossOfSmell",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLossOfTaste",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierLowerBackPain",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierMemoryLapse",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierNausea",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierNightSweats",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierPelvicPain",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierRapidPoundingOrFlutteringHeartbeat",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierRunnyNose",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierShortnessOfBreath",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSinusCongestion",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSkippedHeartbeat",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSoreThroat",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierVaginalDryness",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierVomiting",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierWheezing",
      valueEnum: "HKCategoryValueSeverity", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueSeverityUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueSeverityNotPresent", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueSeverityMild", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueSeverityModerate", rawValue: 3),
        CategoryValueInfo(name: "HKCategoryValueSeveritySevere", rawValue: 4),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAppetiteChanges",
      valueEnum: "HKCategoryValueAppetiteChanges", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValueAppetiteChangesUnspecified", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValueAppetiteChangesNoChange", rawValue: 1),
        CategoryValueInfo(name: "HKCategoryValueAppetiteChangesDecreased", rawValue: 2),
        CategoryValueInfo(name: "HKCategoryValueAppetiteChangesIncreased", rawValue: 3),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierMoodChanges",
      valueEnum: "HKCategoryValuePresence", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValuePresencePresent", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValuePresenceNotPresent", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierSleepChanges",
      valueEnum: "HKCategoryValuePresence", group: "Symptoms",
      values: [
        CategoryValueInfo(name: "HKCategoryValuePresencePresent", rawValue: 0),
        CategoryValueInfo(name: "HKCategoryValuePresenceNotPresent", rawValue: 1),
      ]),
    CategoryTypeInfo(
      identifier: "HKCategoryTypeIdentifierAudioExposureEvent",
      valueEnum: "HKCategoryValueAudioExposureEvent", group: "Hearing Health (deprecated)",
      values: [
        CategoryValueInfo(name: "HKCategoryValueAudioExposureEventLoudEnvironment", rawValue: 1),
      ]),
  ]
}
