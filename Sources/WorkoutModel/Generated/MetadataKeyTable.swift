// generated — do not edit
// Source: Formats/health/metadata-keys.tsv; regenerate with `python3 Formats/health/generate.py`.

extension MetadataKeyCatalog {
  /// `HKDeviceSerialNumber` as written in exports (SDK constant `HKMetadataKeyDeviceSerialNumber`): serial
  /// number of the measuring device.
  public static let deviceSerialNumber = "HKDeviceSerialNumber"
  /// `HKBodyTemperatureSensorLocation` as written in exports (SDK constant
  /// `HKMetadataKeyBodyTemperatureSensorLocation`): where a body temperature was taken.
  public static let bodyTemperatureSensorLocation = "HKBodyTemperatureSensorLocation"
  /// `HKHeartRateSensorLocation` as written in exports (SDK constant `HKMetadataKeyHeartRateSensorLocation`):
  /// where heart rate was measured.
  public static let heartRateSensorLocation = "HKHeartRateSensorLocation"
  /// `HKUDIProductionIdentifier` as written in exports (SDK constant `HKMetadataKeyUDIProductionIdentifier`):
  /// UDI production identifier (use discouraged by Apple).
  public static let udiProductionIdentifier = "HKUDIProductionIdentifier"
  /// `HKUDIDeviceIdentifier` as written in exports (SDK constant `HKMetadataKeyUDIDeviceIdentifier`): UDI
  /// device identifier.
  public static let udiDeviceIdentifier = "HKUDIDeviceIdentifier"
  /// `HKDigitalSignature` as written in exports (SDK constant `HKMetadataKeyDigitalSignature`): digital
  /// signature of the object.
  public static let digitalSignature = "HKDigitalSignature"
  /// `HKExternalUUID` as written in exports (SDK constant `HKMetadataKeyExternalUUID`): source-assigned
  /// identifier.
  public static let externalUUID = "HKExternalUUID"
  /// `HKTimeZone` as written in exports (SDK constant `HKMetadataKeyTimeZone`): time zone where the
  /// sample/workout was recorded (only way to recover it; export dates use the exporting phone zone).
  public static let timeZone = "HKTimeZone"
  /// `HKDeviceName` as written in exports (SDK constant `HKMetadataKeyDeviceName`): device name.
  public static let deviceName = "HKDeviceName"
  /// `HKDeviceManufacturerName` as written in exports (SDK constant `HKMetadataKeyDeviceManufacturerName`):
  /// manufacturer name.
  public static let deviceManufacturerName = "HKDeviceManufacturerName"
  /// `HKWasTakenInLab` as written in exports (SDK constant `HKMetadataKeyWasTakenInLab`): measured in a lab.
  public static let wasTakenInLab = "HKWasTakenInLab"
  /// `HKReferenceRangeLowerLimit` as written in exports (SDK constant
  /// `HKMetadataKeyReferenceRangeLowerLimit`): lab reference range low.
  public static let referenceRangeLowerLimit = "HKReferenceRangeLowerLimit"
  /// `HKReferenceRangeUpperLimit` as written in exports (SDK constant
  /// `HKMetadataKeyReferenceRangeUpperLimit`): lab reference range high.
  public static let referenceRangeUpperLimit = "HKReferenceRangeUpperLimit"
  /// `HKWasUserEntered` as written in exports (SDK constant `HKMetadataKeyWasUserEntered`): sample typed in
  /// by the user.
  public static let wasUserEntered = "HKWasUserEntered"
  /// `HKWorkoutBrandName` as written in exports (SDK constant `HKMetadataKeyWorkoutBrandName`): brand of a
  /// workout.
  public static let workoutBrandName = "HKWorkoutBrandName"
  /// `HKGroupFitness` as written in exports (SDK constant `HKMetadataKeyGroupFitness`): group class.
  public static let groupFitness = "HKGroupFitness"
  /// `HKIndoorWorkout` as written in exports (SDK constant `HKMetadataKeyIndoorWorkout`): workout performed
  /// indoors.
  public static let indoorWorkout = "HKIndoorWorkout"
  /// `HKCoachedWorkout` as written in exports (SDK constant `HKMetadataKeyCoachedWorkout`): workout with a
  /// coach.
  public static let coachedWorkout = "HKCoachedWorkout"
  /// `HKFoodType` as written in exports (SDK constant `HKMetadataKeyFoodType`): food name on Food
  /// correlations.
  public static let foodType = "HKFoodType"
  /// `HKLapLength` as written in exports (SDK constant `HKMetadataKeyLapLength`): pool lap length for
  /// swimming.
  public static let lapLength = "HKLapLength"
  /// `HKSwimmingLocationType` as written in exports (SDK constant `HKMetadataKeySwimmingLocationType`):
  /// swimming location.
  public static let swimmingLocationType = "HKSwimmingLocationType"
  /// `HKSwimmingStrokeStyle` as written in exports (SDK constant `HKMetadataKeySwimmingStrokeStyle`): stroke
  /// style of a swimming lap/segment.
  public static let swimmingStrokeStyle = "HKSwimmingStrokeStyle"
  /// `HKWeatherCondition` as written in exports (SDK constant `HKMetadataKeyWeatherCondition`): weather
  /// during workout.
  public static let weatherCondition = "HKWeatherCondition"
  /// `HKWeatherTemperature` as written in exports (SDK constant `HKMetadataKeyWeatherTemperature`): air
  /// temperature during workout.
  public static let weatherTemperature = "HKWeatherTemperature"
  /// `HKWeatherHumidity` as written in exports (SDK constant `HKMetadataKeyWeatherHumidity`): relative
  /// humidity.
  public static let weatherHumidity = "HKWeatherHumidity"
  /// `HKBloodGlucoseMealTime` as written in exports (SDK constant `HKMetadataKeyBloodGlucoseMealTime`):
  /// glucose vs meal.
  public static let bloodGlucoseMealTime = "HKBloodGlucoseMealTime"
  /// `HKMetadataKeyHeartRateMotionContext` as written in exports (SDK constant
  /// `HKMetadataKeyHeartRateMotionContext`): motion context of an Apple Watch heart-rate sample.
  public static let heartRateMotionContext = "HKMetadataKeyHeartRateMotionContext"
  /// `HKInsulinDeliveryReason` as written in exports (SDK constant `HKMetadataKeyInsulinDeliveryReason`):
  /// insulin reason.
  public static let insulinDeliveryReason = "HKInsulinDeliveryReason"
  /// `HKMetadataKeySyncIdentifier` as written in exports (SDK constant `HKMetadataKeySyncIdentifier`): dedup
  /// identity across sync versions.
  public static let syncIdentifier = "HKMetadataKeySyncIdentifier"
  /// `HKMetadataKeySyncVersion` as written in exports (SDK constant `HKMetadataKeySyncVersion`): version of
  /// the object with this sync identifier; highest wins.
  public static let syncVersion = "HKMetadataKeySyncVersion"
  /// `HKVO2MaxTestType` as written in exports (SDK constant `HKMetadataKeyVO2MaxTestType`): how VO2max was
  /// obtained; Apple Watch writes 2.
  public static let vo2MaxTestType = "HKVO2MaxTestType"
  /// `HKCrossTrainerDistance` as written in exports (SDK constant `HKMetadataKeyCrossTrainerDistance`):
  /// machine-reported distance.
  public static let crossTrainerDistance = "HKCrossTrainerDistance"
  /// `HKFitnessMachineDuration` as written in exports (SDK constant `HKMetadataKeyFitnessMachineDuration`):
  /// machine-reported duration.
  public static let fitnessMachineDuration = "HKFitnessMachineDuration"
  /// `HKIndoorBikeDistance` as written in exports (SDK constant `HKMetadataKeyIndoorBikeDistance`): indoor
  /// bike distance.
  public static let indoorBikeDistance = "HKIndoorBikeDistance"
  /// `HKAlpineSlopeGrade` as written in exports (SDK constant `HKMetadataKeyAlpineSlopeGrade`): ski slope
  /// grade.
  public static let alpineSlopeGrade = "HKAlpineSlopeGrade"
  /// `HKAverageSpeed` as written in exports (SDK constant `HKMetadataKeyAverageSpeed`): average speed.
  public static let averageSpeed = "HKAverageSpeed"
  /// `HKMaximumSpeed` as written in exports (SDK constant `HKMetadataKeyMaximumSpeed`): maximum speed.
  public static let maximumSpeed = "HKMaximumSpeed"
  /// `HKElevationAscended` as written in exports (SDK constant `HKMetadataKeyElevationAscended`): total
  /// ascent of a workout/activity.
  public static let elevationAscended = "HKElevationAscended"
  /// `HKElevationDescended` as written in exports (SDK constant `HKMetadataKeyElevationDescended`): total
  /// descent.
  public static let elevationDescended = "HKElevationDescended"
  /// `HKAverageMETs` as written in exports (SDK constant `HKMetadataKeyAverageMETs`): average METs of a
  /// workout.
  public static let averageMETs = "HKAverageMETs"
  /// `HKMetadataKeyAudioExposureLevel` as written in exports (SDK constant
  /// `HKMetadataKeyAudioExposureLevel`): audio exposure level.
  public static let audioExposureLevel = "HKMetadataKeyAudioExposureLevel"
  /// `HKMetadataKeyAudioExposureDuration` as written in exports (SDK constant
  /// `HKMetadataKeyAudioExposureDuration`): audio exposure duration.
  public static let audioExposureDuration = "HKMetadataKeyAudioExposureDuration"
  /// `HKAlgorithmVersion` as written in exports (SDK constant `HKMetadataKeyAlgorithmVersion`): algorithm
  /// version (HRV, AFib notifications).
  public static let algorithmVersion = "HKAlgorithmVersion"
  /// `HKMetadataKeyAppleDeviceCalibrated` as written in exports (SDK constant
  /// `HKMetadataKeyAppleDeviceCalibrated`): sensor calibration sufficient.
  public static let appleDeviceCalibrated = "HKMetadataKeyAppleDeviceCalibrated"
  /// `HKMetadataKeyAppleECGAlgorithmVersion` as written in exports (SDK constant
  /// `HKMetadataKeyAppleECGAlgorithmVersion`): ECG algorithm version.
  public static let appleECGAlgorithmVersion = "HKMetadataKeyAppleECGAlgorithmVersion"
  /// `HKMetadataKeyDevicePlacementSide` as written in exports (SDK constant
  /// `HKMetadataKeyDevicePlacementSide`): where iPhone was carried (mobility metrics).
  public static let devicePlacementSide = "HKMetadataKeyDevicePlacementSide"
  /// `HKMetadataKeyBarometricPressure` as written in exports (SDK constant
  /// `HKMetadataKeyBarometricPressure`): barometric pressure.
  public static let barometricPressure = "HKMetadataKeyBarometricPressure"
  /// `HKHeartRateEventThreshold` as written in exports (SDK constant `HKMetadataKeyHeartRateEventThreshold`):
  /// threshold that triggered a high/low HR event.
  public static let heartRateEventThreshold = "HKHeartRateEventThreshold"
  /// `HKVO2MaxValue` as written in exports (SDK constant `HKMetadataKeyVO2MaxValue`): VO2max at the time of a
  /// low cardio fitness event.
  public static let vo2MaxValue = "HKVO2MaxValue"
  /// `HKLowCardioFitnessEventThreshold` as written in exports (SDK constant
  /// `HKMetadataKeyLowCardioFitnessEventThreshold`): threshold for low cardio fitness event.
  public static let lowCardioFitnessEventThreshold = "HKLowCardioFitnessEventThreshold"
  /// `HKDateOfEarliestDataUsedForEstimate` as written in exports (SDK constant
  /// `HKMetadataKeyDateOfEarliestDataUsedForEstimate`): earliest data used in an estimate.
  public static let dateOfEarliestDataUsedForEstimate = "HKDateOfEarliestDataUsedForEstimate"
  /// `HKMetadataKeyAppleIrregularRhythmNotificationsAlgorithmVersion` as written in exports (SDK constant
  /// `HKMetadataKeyAppleIrregularRhythmNotificationsAlgorithmVersion`): IRN algorithm version.
  public static let appleIrregularRhythmNotificationsAlgorithmVersion =
    "HKMetadataKeyAppleIrregularRhythmNotificationsAlgorithmVersion"
  /// `HKMetadataKeyUserMotionContext` as written in exports (SDK constant `HKMetadataKeyUserMotionContext`):
  /// motion context (e.g. AFib burden).
  public static let userMotionContext = "HKMetadataKeyUserMotionContext"
  /// `HKMetadataKeyHeadphoneGain` as written in exports (SDK constant `HKMetadataKeyHeadphoneGain`):
  /// headphone gain.
  public static let headphoneGain = "HKMetadataKeyHeadphoneGain"
  /// `HKMetadataKeyHeartRateRecoveryTestType` as written in exports (SDK constant
  /// `HKMetadataKeyHeartRateRecoveryTestType`): HR recovery test type.
  public static let heartRateRecoveryTestType = "HKMetadataKeyHeartRateRecoveryTestType"
  /// `HKMetadataKeyHeartRateRecoveryActivityType` as written in exports (SDK constant
  /// `HKMetadataKeyHeartRateRecoveryActivityType`): activity before HR recovery.
  public static let heartRateRecoveryActivityType = "HKMetadataKeyHeartRateRecoveryActivityType"
  /// `HKMetadataKeyHeartRateRecoveryActivityDuration` as written in exports (SDK constant
  /// `HKMetadataKeyHeartRateRecoveryActivityDuration`): duration of that activity.
  public static let heartRateRecoveryActivityDuration = "HKMetadataKeyHeartRateRecoveryActivityDuration"
  /// `HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate` as written in exports (SDK constant
  /// `HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate`): max HR in recovery test.
  public static let heartRateRecoveryMaxObservedRecoveryHeartRate =
    "HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate"
  /// `HKMetadataKeySessionEstimate` as written in exports (SDK constant `HKMetadataKeySessionEstimate`):
  /// session estimate.
  public static let sessionEstimate = "HKMetadataKeySessionEstimate"
  /// `HKMetadataKeyQuantityClampedToLowerBound` as written in exports (SDK constant
  /// `HKMetadataKeyQuantityClampedToLowerBound`): value was clamped at a lower bound.
  public static let quantityClampedToLowerBound = "HKMetadataKeyQuantityClampedToLowerBound"
  /// `HKMetadataKeyQuantityClampedToUpperBound` as written in exports (SDK constant
  /// `HKMetadataKeyQuantityClampedToUpperBound`): value was clamped at an upper bound.
  public static let quantityClampedToUpperBound = "HKMetadataKeyQuantityClampedToUpperBound"
  /// `HKSWOLFScore` as written in exports (SDK constant `HKMetadataKeySWOLFScore`): swimming SWOLF score.
  public static let swolfScore = "HKSWOLFScore"
  /// `HKMetadataKeyGlassesPrescriptionDescription` as written in exports (SDK constant
  /// `HKMetadataKeyGlassesPrescriptionDescription`): vision prescription description.
  public static let glassesPrescriptionDescription = "HKMetadataKeyGlassesPrescriptionDescription"
  /// `HKMetadataKeyWaterSalinity` as written in exports (SDK constant `HKMetadataKeyWaterSalinity`): salinity
  /// for underwater depth/water temperature.
  public static let waterSalinity = "HKMetadataKeyWaterSalinity"
  /// `HKCyclingCyclingFunctionalThresholdPowerTestType` as written in exports (SDK constant
  /// `HKMetadataKeyCyclingFunctionalThresholdPowerTestType`): FTP test type (note the doubled "Cycling" in
  /// the string).
  public static let cyclingFunctionalThresholdPowerTestType =
    "HKCyclingCyclingFunctionalThresholdPowerTestType"
  /// `HKPhysicalEffortEstimationType` as written in exports (SDK constant
  /// `HKMetadataKeyPhysicalEffortEstimationType`): how physical effort was estimated.
  public static let physicalEffortEstimationType = "HKPhysicalEffortEstimationType"
  /// `WOIntervalStepKeyPath` as written in exports (no SDK constant): custom/interval workout step path on
  /// WorkoutActivity.
  public static let woIntervalStepKeyPath = "WOIntervalStepKeyPath"
  /// `WOIntervalStepSuccessful` as written in exports (no SDK constant): interval step completion (seen only
  /// in a fixture; unverified).
  public static let woIntervalStepSuccessful = "WOIntervalStepSuccessful"

  /// Every metadata key of the catalog (68), in table order.
  public static let all: [MetadataKeyInfo] = [
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDeviceSerialNumber",
      exportKey: "HKDeviceSerialNumber",
      valueKind: .string,
      meaning: "serial number of the measuring device"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyBodyTemperatureSensorLocation",
      exportKey: "HKBodyTemperatureSensorLocation",
      valueKind: .enumeration,
      meaning: "where a body temperature was taken"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateSensorLocation",
      exportKey: "HKHeartRateSensorLocation",
      valueKind: .enumeration,
      meaning: "where heart rate was measured"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyUDIProductionIdentifier",
      exportKey: "HKUDIProductionIdentifier",
      valueKind: .string,
      meaning: "UDI production identifier (use discouraged by Apple)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyUDIDeviceIdentifier",
      exportKey: "HKUDIDeviceIdentifier",
      valueKind: .string,
      meaning: "UDI device identifier"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDigitalSignature",
      exportKey: "HKDigitalSignature",
      valueKind: .string,
      meaning: "digital signature of the object"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyExternalUUID",
      exportKey: "HKExternalUUID",
      valueKind: .string,
      meaning: "source-assigned identifier"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyTimeZone",
      exportKey: "HKTimeZone",
      valueKind: .string,
      meaning: "time zone where the sample/workout was recorded (only way to recover it; export dates use the exporting phone zone)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDeviceName",
      exportKey: "HKDeviceName",
      valueKind: .string,
      meaning: "device name"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDeviceManufacturerName",
      exportKey: "HKDeviceManufacturerName",
      valueKind: .string,
      meaning: "manufacturer name"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWasTakenInLab",
      exportKey: "HKWasTakenInLab",
      valueKind: .bool,
      meaning: "measured in a lab"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyReferenceRangeLowerLimit",
      exportKey: "HKReferenceRangeLowerLimit",
      valueKind: .number,
      meaning: "lab reference range low"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyReferenceRangeUpperLimit",
      exportKey: "HKReferenceRangeUpperLimit",
      valueKind: .number,
      meaning: "lab reference range high"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWasUserEntered",
      exportKey: "HKWasUserEntered",
      valueKind: .bool,
      meaning: "sample typed in by the user"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWorkoutBrandName",
      exportKey: "HKWorkoutBrandName",
      valueKind: .string,
      meaning: "brand of a workout"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyGroupFitness",
      exportKey: "HKGroupFitness",
      valueKind: .bool,
      meaning: "group class"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyIndoorWorkout",
      exportKey: "HKIndoorWorkout",
      valueKind: .bool,
      meaning: "workout performed indoors"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyCoachedWorkout",
      exportKey: "HKCoachedWorkout",
      valueKind: .bool,
      meaning: "workout with a coach"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyFoodType",
      exportKey: "HKFoodType",
      valueKind: .string,
      meaning: "food name on Food correlations"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyLapLength",
      exportKey: "HKLapLength",
      valueKind: .quantity,
      meaning: "pool lap length for swimming"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySwimmingLocationType",
      exportKey: "HKSwimmingLocationType",
      valueKind: .enumeration,
      meaning: "swimming location"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySwimmingStrokeStyle",
      exportKey: "HKSwimmingStrokeStyle",
      valueKind: .enumeration,
      meaning: "stroke style of a swimming lap/segment"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWeatherCondition",
      exportKey: "HKWeatherCondition",
      valueKind: .enumeration,
      meaning: "weather during workout"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWeatherTemperature",
      exportKey: "HKWeatherTemperature",
      valueKind: .quantity,
      meaning: "air temperature during workout"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWeatherHumidity",
      exportKey: "HKWeatherHumidity",
      valueKind: .quantity,
      meaning: "relative humidity"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyBloodGlucoseMealTime",
      exportKey: "HKBloodGlucoseMealTime",
      valueKind: .enumeration,
      meaning: "glucose vs meal"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateMotionContext",
      exportKey: "HKMetadataKeyHeartRateMotionContext",
      valueKind: .enumeration,
      meaning: "motion context of an Apple Watch heart-rate sample"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyInsulinDeliveryReason",
      exportKey: "HKInsulinDeliveryReason",
      valueKind: .enumeration,
      meaning: "insulin reason"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySyncIdentifier",
      exportKey: "HKMetadataKeySyncIdentifier",
      valueKind: .string,
      meaning: "dedup identity across sync versions"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySyncVersion",
      exportKey: "HKMetadataKeySyncVersion",
      valueKind: .integer,
      meaning: "version of the object with this sync identifier; highest wins"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyVO2MaxTestType",
      exportKey: "HKVO2MaxTestType",
      valueKind: .enumeration,
      meaning: "how VO2max was obtained; Apple Watch writes 2"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyCrossTrainerDistance",
      exportKey: "HKCrossTrainerDistance",
      valueKind: .quantity,
      meaning: "machine-reported distance"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyFitnessMachineDuration",
      exportKey: "HKFitnessMachineDuration",
      valueKind: .quantity,
      meaning: "machine-reported duration"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyIndoorBikeDistance",
      exportKey: "HKIndoorBikeDistance",
      valueKind: .quantity,
      meaning: "indoor bike distance"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAlpineSlopeGrade",
      exportKey: "HKAlpineSlopeGrade",
      valueKind: .quantity,
      meaning: "ski slope grade"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAverageSpeed",
      exportKey: "HKAverageSpeed",
      valueKind: .quantity,
      meaning: "average speed"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyMaximumSpeed",
      exportKey: "HKMaximumSpeed",
      valueKind: .quantity,
      meaning: "maximum speed"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyElevationAscended",
      exportKey: "HKElevationAscended",
      valueKind: .quantity,
      meaning: "total ascent of a workout/activity"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyElevationDescended",
      exportKey: "HKElevationDescended",
      valueKind: .quantity,
      meaning: "total descent"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAverageMETs",
      exportKey: "HKAverageMETs",
      valueKind: .quantity,
      meaning: "average METs of a workout"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAudioExposureLevel",
      exportKey: "HKMetadataKeyAudioExposureLevel",
      valueKind: .quantity,
      meaning: "audio exposure level"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAudioExposureDuration",
      exportKey: "HKMetadataKeyAudioExposureDuration",
      valueKind: .quantity,
      meaning: "audio exposure duration"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAlgorithmVersion",
      exportKey: "HKAlgorithmVersion",
      valueKind: .integer,
      meaning: "algorithm version (HRV, AFib notifications)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAppleDeviceCalibrated",
      exportKey: "HKMetadataKeyAppleDeviceCalibrated",
      valueKind: .bool,
      meaning: "sensor calibration sufficient"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAppleECGAlgorithmVersion",
      exportKey: "HKMetadataKeyAppleECGAlgorithmVersion",
      valueKind: .enumeration,
      meaning: "ECG algorithm version"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDevicePlacementSide",
      exportKey: "HKMetadataKeyDevicePlacementSide",
      valueKind: .enumeration,
      meaning: "where iPhone was carried (mobility metrics)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyBarometricPressure",
      exportKey: "HKMetadataKeyBarometricPressure",
      valueKind: .quantity,
      meaning: "barometric pressure"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateEventThreshold",
      exportKey: "HKHeartRateEventThreshold",
      valueKind: .quantity,
      meaning: "threshold that triggered a high/low HR event"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyVO2MaxValue",
      exportKey: "HKVO2MaxValue",
      valueKind: .quantity,
      meaning: "VO2max at the time of a low cardio fitness event"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyLowCardioFitnessEventThreshold",
      exportKey: "HKLowCardioFitnessEventThreshold",
      valueKind: .quantity,
      meaning: "threshold for low cardio fitness event"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyDateOfEarliestDataUsedForEstimate",
      exportKey: "HKDateOfEarliestDataUsedForEstimate",
      valueKind: .date,
      meaning: "earliest data used in an estimate"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyAppleIrregularRhythmNotificationsAlgorithmVersion",
      exportKey: "HKMetadataKeyAppleIrregularRhythmNotificationsAlgorithmVersion",
      valueKind: .integer,
      meaning: "IRN algorithm version"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyUserMotionContext",
      exportKey: "HKMetadataKeyUserMotionContext",
      valueKind: .enumeration,
      meaning: "motion context (e.g. AFib burden)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeadphoneGain",
      exportKey: "HKMetadataKeyHeadphoneGain",
      valueKind: .quantity,
      meaning: "headphone gain"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateRecoveryTestType",
      exportKey: "HKMetadataKeyHeartRateRecoveryTestType",
      valueKind: .enumeration,
      meaning: "HR recovery test type"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateRecoveryActivityType",
      exportKey: "HKMetadataKeyHeartRateRecoveryActivityType",
      valueKind: .integer,
      meaning: "activity before HR recovery"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateRecoveryActivityDuration",
      exportKey: "HKMetadataKeyHeartRateRecoveryActivityDuration",
      valueKind: .quantity,
      meaning: "duration of that activity"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate",
      exportKey: "HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate",
      valueKind: .quantity,
      meaning: "max HR in recovery test"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySessionEstimate",
      exportKey: "HKMetadataKeySessionEstimate",
      valueKind: .quantity,
      meaning: "session estimate"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyQuantityClampedToLowerBound",
      exportKey: "HKMetadataKeyQuantityClampedToLowerBound",
      valueKind: .bool,
      meaning: "value was clamped at a lower bound"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyQuantityClampedToUpperBound",
      exportKey: "HKMetadataKeyQuantityClampedToUpperBound",
      valueKind: .bool,
      meaning: "value was clamped at an upper bound"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeySWOLFScore",
      exportKey: "HKSWOLFScore",
      valueKind: .number,
      meaning: "swimming SWOLF score"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyGlassesPrescriptionDescription",
      exportKey: "HKMetadataKeyGlassesPrescriptionDescription",
      valueKind: .string,
      meaning: "vision prescription description"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyWaterSalinity",
      exportKey: "HKMetadataKeyWaterSalinity",
      valueKind: .enumeration,
      meaning: "salinity for underwater depth/water temperature"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyCyclingFunctionalThresholdPowerTestType",
      exportKey: "HKCyclingCyclingFunctionalThresholdPowerTestType",
      valueKind: .enumeration,
      meaning: "FTP test type (note the doubled \"Cycling\" in the string)"
    ),
    MetadataKeyInfo(
      sdkConstant: "HKMetadataKeyPhysicalEffortEstimationType",
      exportKey: "HKPhysicalEffortEstimationType",
      valueKind: .enumeration,
      meaning: "how physical effort was estimated"
    ),
    MetadataKeyInfo(
      sdkConstant: "",
      exportKey: "WOIntervalStepKeyPath",
      valueKind: .string,
      meaning: "custom/interval workout step path on WorkoutActivity"
    ),
    MetadataKeyInfo(
      sdkConstant: "",
      exportKey: "WOIntervalStepSuccessful",
      valueKind: .bool,
      meaning: "interval step completion (seen only in a fixture; unverified)"
    ),
  ]
}
