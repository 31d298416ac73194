// generated — do not edit. Source: Formats/fit/profile.json, generator: Formats/fit/generate.py

/// Global message numbers of the FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release.
public enum FITMessageNumber {
  /// `file_id`
  public static let fileId: UInt16 = 0
  /// `capabilities`
  public static let capabilities: UInt16 = 1
  /// `device_settings`
  public static let deviceSettings: UInt16 = 2
  /// `user_profile`
  public static let userProfile: UInt16 = 3
  /// `hrm_profile`
  public static let hrmProfile: UInt16 = 4
  /// `sdm_profile`
  public static let sdmProfile: UInt16 = 5
  /// `bike_profile`
  public static let bikeProfile: UInt16 = 6
  /// `zones_target`
  public static let zonesTarget: UInt16 = 7
  /// `hr_zone`
  public static let hrZone: UInt16 = 8
  /// `power_zone`
  public static let powerZone: UInt16 = 9
  /// `met_zone`
  public static let metZone: UInt16 = 10
  /// `sport`
  public static let sport: UInt16 = 12
  /// `training_settings`
  public static let trainingSettings: UInt16 = 13
  /// `goal`
  public static let goal: UInt16 = 15
  /// `session`
  public static let session: UInt16 = 18
  /// `lap`
  public static let lap: UInt16 = 19
  /// `record`
  public static let record: UInt16 = 20
  /// `event`
  public static let event: UInt16 = 21
  /// `device_info`
  public static let deviceInfo: UInt16 = 23
  /// `workout`
  public static let workout: UInt16 = 26
  /// `workout_step`
  public static let workoutStep: UInt16 = 27
  /// `schedule`
  public static let schedule: UInt16 = 28
  /// `weight_scale`
  public static let weightScale: UInt16 = 30
  /// `course`
  public static let course: UInt16 = 31
  /// `course_point`
  public static let coursePoint: UInt16 = 32
  /// `totals`
  public static let totals: UInt16 = 33
  /// `activity`
  public static let activity: UInt16 = 34
  /// `software`
  public static let software: UInt16 = 35
  /// `file_capabilities`
  public static let fileCapabilities: UInt16 = 37
  /// `mesg_capabilities`
  public static let mesgCapabilities: UInt16 = 38
  /// `field_capabilities`
  public static let fieldCapabilities: UInt16 = 39
  /// `file_creator`
  public static let fileCreator: UInt16 = 49
  /// `blood_pressure`
  public static let bloodPressure: UInt16 = 51
  /// `speed_zone`
  public static let speedZone: UInt16 = 53
  /// `monitoring`
  public static let monitoring: UInt16 = 55
  /// `training_file`
  public static let trainingFile: UInt16 = 72
  /// `hrv`
  public static let hrv: UInt16 = 78
  /// `ant_rx`
  public static let antRx: UInt16 = 80
  /// `ant_tx`
  public static let antTx: UInt16 = 81
  /// `ant_channel_id`
  public static let antChannelId: UInt16 = 82
  /// `length`
  public static let length: UInt16 = 101
  /// `monitoring_info`
  public static let monitoringInfo: UInt16 = 103
  /// `battery`
  public static let battery: UInt16 = 104
  /// `slave_device`
  public static let slaveDevice: UInt16 = 106
  /// `connectivity`
  public static let connectivity: UInt16 = 127
  /// `weather_conditions`
  public static let weatherConditions: UInt16 = 128
  /// `weather_alert`
  public static let weatherAlert: UInt16 = 129
  /// `cadence_zone`
  public static let cadenceZone: UInt16 = 131
  /// `hr`
  public static let hr: UInt16 = 132
  /// `segment_lap`
  public static let segmentLap: UInt16 = 142
  /// `memo_glob`
  public static let memoGlob: UInt16 = 145
  /// `segment_id`
  public static let segmentId: UInt16 = 148
  /// `segment_leaderboard_entry`
  public static let segmentLeaderboardEntry: UInt16 = 149
  /// `segment_point`
  public static let segmentPoint: UInt16 = 150
  /// `segment_file`
  public static let segmentFile: UInt16 = 151
  /// `workout_session`
  public static let workoutSession: UInt16 = 158
  /// `watchface_settings`
  public static let watchfaceSettings: UInt16 = 159
  /// `gps_metadata`
  public static let gpsMetadata: UInt16 = 160
  /// `camera_event`
  public static let cameraEvent: UInt16 = 161
  /// `timestamp_correlation`
  public static let timestampCorrelation: UInt16 = 162
  /// `gyroscope_data`
  public static let gyroscopeData: UInt16 = 164
  /// `accelerometer_data`
  public static let accelerometerData: UInt16 = 165
  /// `three_d_sensor_calibration`
  public static let threeDSensorCalibration: UInt16 = 167
  /// `video_frame`
  public static let videoFrame: UInt16 = 169
  /// `obdii_data`
  public static let obdiiData: UInt16 = 174
  /// `nmea_sentence`
  public static let nmeaSentence: UInt16 = 177
  /// `aviation_attitude`
  public static let aviationAttitude: UInt16 = 178
  /// `video`
  public static let video: UInt16 = 184
  /// `video_title`
  public static let videoTitle: UInt16 = 185
  /// `video_description`
  public static let videoDescription: UInt16 = 186
  /// `video_clip`
  public static let videoClip: UInt16 = 187
  /// `ohr_settings`
  public static let ohrSettings: UInt16 = 188
  /// `exd_screen_configuration`
  public static let exdScreenConfiguration: UInt16 = 200
  /// `exd_data_field_configuration`
  public static let exdDataFieldConfiguration: UInt16 = 201
  /// `exd_data_concept_configuration`
  public static let exdDataConceptConfiguration: UInt16 = 202
  /// `field_description`
  public static let fieldDescription: UInt16 = 206
  /// `developer_data_id`
  public static let developerDataId: UInt16 = 207
  /// `magnetometer_data`
  public static let magnetometerData: UInt16 = 208
  /// `barometer_data`
  public static let barometerData: UInt16 = 209
  /// `one_d_sensor_calibration`
  public static let oneDSensorCalibration: UInt16 = 210
  /// `monitoring_hr_data`
  public static let monitoringHrData: UInt16 = 211
  /// `time_in_zone`
  public static let timeInZone: UInt16 = 216
  /// `set`
  public static let set: UInt16 = 225
  /// `stress_level`
  public static let stressLevel: UInt16 = 227
  /// `max_met_data`
  public static let maxMetData: UInt16 = 229
  /// `dive_settings`
  public static let diveSettings: UInt16 = 258
  /// `dive_gas`
  public static let diveGas: UInt16 = 259
  /// `dive_alarm`
  public static let diveAlarm: UInt16 = 262
  /// `exercise_title`
  public static let exerciseTitle: UInt16 = 264
  /// `dive_summary`
  public static let diveSummary: UInt16 = 268
  /// `spo2_data`
  public static let spo2Data: UInt16 = 269
  /// `sleep_level`
  public static let sleepLevel: UInt16 = 275
  /// `jump`
  public static let jump: UInt16 = 285
  /// `aad_accel_features`
  public static let aadAccelFeatures: UInt16 = 289
  /// `beat_intervals`
  public static let beatIntervals: UInt16 = 290
  /// `respiration_rate`
  public static let respirationRate: UInt16 = 297
  /// `hsa_accelerometer_data`
  public static let hsaAccelerometerData: UInt16 = 302
  /// `hsa_step_data`
  public static let hsaStepData: UInt16 = 304
  /// `hsa_spo2_data`
  public static let hsaSpo2Data: UInt16 = 305
  /// `hsa_stress_data`
  public static let hsaStressData: UInt16 = 306
  /// `hsa_respiration_data`
  public static let hsaRespirationData: UInt16 = 307
  /// `hsa_heart_rate_data`
  public static let hsaHeartRateData: UInt16 = 308
  /// `split`
  public static let split: UInt16 = 312
  /// `split_summary`
  public static let splitSummary: UInt16 = 313
  /// `hsa_body_battery_data`
  public static let hsaBodyBatteryData: UInt16 = 314
  /// `hsa_event`
  public static let hsaEvent: UInt16 = 315
  /// `climb_pro`
  public static let climbPro: UInt16 = 317
  /// `tank_update`
  public static let tankUpdate: UInt16 = 319
  /// `tank_summary`
  public static let tankSummary: UInt16 = 323
  /// `sleep_assessment`
  public static let sleepAssessment: UInt16 = 346
  /// `hrv_status_summary`
  public static let hrvStatusSummary: UInt16 = 370
  /// `hrv_value`
  public static let hrvValue: UInt16 = 371
  /// `raw_bbi`
  public static let rawBbi: UInt16 = 372
  /// `device_aux_battery_info`
  public static let deviceAuxBatteryInfo: UInt16 = 375
  /// `hsa_gyroscope_data`
  public static let hsaGyroscopeData: UInt16 = 376
  /// `chrono_shot_session`
  public static let chronoShotSession: UInt16 = 387
  /// `chrono_shot_data`
  public static let chronoShotData: UInt16 = 388
  /// `hsa_configuration_data`
  public static let hsaConfigurationData: UInt16 = 389
  /// `dive_apnea_alarm`
  public static let diveApneaAlarm: UInt16 = 393
  /// `skin_temp_overnight`
  public static let skinTempOvernight: UInt16 = 398
  /// `hsa_wrist_temperature_data`
  public static let hsaWristTemperatureData: UInt16 = 409
  /// `nap_event`
  public static let napEvent: UInt16 = 412
  /// `sleep_disruption_severity_period`
  public static let sleepDisruptionSeverityPeriod: UInt16 = 470
  /// `sleep_disruption_overnight_severity`
  public static let sleepDisruptionOvernightSeverity: UInt16 = 471
}

/// Field numbers per message of the FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release.
public enum FITFieldNumber {
  /// `timestamp`, common to every message.
  public static let timestamp: UInt8 = 253
  /// `message_index`, common to every message.
  public static let messageIndex: UInt8 = 254
  /// `part_index`, common to every message.
  public static let partIndex: UInt8 = 250
  /// Fields of `file_id`.
  public enum FileId {
    public static let type: UInt8 = 0
    public static let manufacturer: UInt8 = 1
    public static let product: UInt8 = 2
    public static let serialNumber: UInt8 = 3
    public static let timeCreated: UInt8 = 4
    public static let number: UInt8 = 5
    public static let productName: UInt8 = 8
  }
  /// Fields of `capabilities`.
  public enum Capabilities {
    public static let languages: UInt8 = 0
    public static let sports: UInt8 = 1
    public static let workoutsSupported: UInt8 = 21
    public static let connectivitySupported: UInt8 = 23
  }
  /// Fields of `device_settings`.
  public enum DeviceSettings {
    public static let activeTimeZone: UInt8 = 0
    public static let utcOffset: UInt8 = 1
    public static let timeOffset: UInt8 = 2
    public static let timeMode: UInt8 = 4
    public static let timeZoneOffset: UInt8 = 5
    public static let backlightMode: UInt8 = 12
    public static let activityTrackerEnabled: UInt8 = 36
    public static let clockTime: UInt8 = 39
    public static let pagesEnabled: UInt8 = 40
    public static let moveAlertEnabled: UInt8 = 46
    public static let dateMode: UInt8 = 47
    public static let displayOrientation: UInt8 = 55
    public static let mountingSide: UInt8 = 56
    public static let defaultPage: UInt8 = 57
    public static let autosyncMinSteps: UInt8 = 58
    public static let autosyncMinTime: UInt8 = 59
    public static let lactateThresholdAutodetectEnabled: UInt8 = 80
    public static let bleAutoUploadEnabled: UInt8 = 86
    public static let autoSyncFrequency: UInt8 = 89
    public static let autoActivityDetect: UInt8 = 90
    public static let numberOfScreens: UInt8 = 94
    public static let smartNotificationDisplayOrientation: UInt8 = 95
    public static let tapInterface: UInt8 = 134
    public static let tapSensitivity: UInt8 = 174
  }
  /// Fields of `user_profile`.
  public enum UserProfile {
    public static let friendlyName: UInt8 = 0
    public static let gender: UInt8 = 1
    public static let age: UInt8 = 2
    public static let height: UInt8 = 3
    public static let weight: UInt8 = 4
    public static let language: UInt8 = 5
    public static let elevSetting: UInt8 = 6
    public static let weightSetting: UInt8 = 7
    public static let restingHeartRate: UInt8 = 8
    public static let defaultMaxRunningHeartRate: UInt8 = 9
    public static let defaultMaxBikingHeartRate: UInt8 = 10
    public static let defaultMaxHeartRate: UInt8 = 11
    public static let hrSetting: UInt8 = 12
    public static let speedSetting: UInt8 = 13
    public static let distSetting: UInt8 = 14
    public static let powerSetting: UInt8 = 16
    public static let activityClass: UInt8 = 17
    public static let positionSetting: UInt8 = 18
    public static let temperatureSetting: UInt8 = 21
    public static let localId: UInt8 = 22
    public static let globalId: UInt8 = 23
    public static let wakeTime: UInt8 = 28
    public static let sleepTime: UInt8 = 29
    public static let heightSetting: UInt8 = 30
    public static let userRunningStepLength: UInt8 = 31
    public static let userWalkingStepLength: UInt8 = 32
    public static let depthSetting: UInt8 = 47
    public static let diveCount: UInt8 = 49
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `hrm_profile`.
  public enum HrmProfile {
    public static let enabled: UInt8 = 0
    public static let hrmAntId: UInt8 = 1
    public static let logHrv: UInt8 = 2
    public static let hrmAntIdTransType: UInt8 = 3
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `sdm_profile`.
  public enum SdmProfile {
    public static let enabled: UInt8 = 0
    public static let sdmAntId: UInt8 = 1
    public static let sdmCalFactor: UInt8 = 2
    public static let odometer: UInt8 = 3
    public static let speedSource: UInt8 = 4
    public static let sdmAntIdTransType: UInt8 = 5
    public static let odometerRollover: UInt8 = 7
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `bike_profile`.
  public enum BikeProfile {
    public static let name: UInt8 = 0
    public static let sport: UInt8 = 1
    public static let subSport: UInt8 = 2
    public static let odometer: UInt8 = 3
    public static let bikeSpdAntId: UInt8 = 4
    public static let bikeCadAntId: UInt8 = 5
    public static let bikeSpdcadAntId: UInt8 = 6
    public static let bikePowerAntId: UInt8 = 7
    public static let customWheelsize: UInt8 = 8
    public static let autoWheelsize: UInt8 = 9
    public static let bikeWeight: UInt8 = 10
    public static let powerCalFactor: UInt8 = 11
    public static let autoWheelCal: UInt8 = 12
    public static let autoPowerZero: UInt8 = 13
    public static let id: UInt8 = 14
    public static let spdEnabled: UInt8 = 15
    public static let cadEnabled: UInt8 = 16
    public static let spdcadEnabled: UInt8 = 17
    public static let powerEnabled: UInt8 = 18
    public static let crankLength: UInt8 = 19
    public static let enabled: UInt8 = 20
    public static let bikeSpdAntIdTransType: UInt8 = 21
    public static let bikeCadAntIdTransType: UInt8 = 22
    public static let bikeSpdcadAntIdTransType: UInt8 = 23
    public static let bikePowerAntIdTransType: UInt8 = 24
    public static let odometerRollover: UInt8 = 37
    public static let frontGearNum: UInt8 = 38
    public static let frontGear: UInt8 = 39
    public static let rearGearNum: UInt8 = 40
    public static let rearGear: UInt8 = 41
    public static let shimanoDi2Enabled: UInt8 = 44
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `zones_target`.
  public enum ZonesTarget {
    public static let maxHeartRate: UInt8 = 1
    public static let thresholdHeartRate: UInt8 = 2
    public static let functionalThresholdPower: UInt8 = 3
    public static let hrCalcType: UInt8 = 5
    public static let pwrCalcType: UInt8 = 7
  }
  /// Fields of `hr_zone`.
  public enum HrZone {
    public static let highBpm: UInt8 = 1
    public static let name: UInt8 = 2
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `power_zone`.
  public enum PowerZone {
    public static let highValue: UInt8 = 1
    public static let name: UInt8 = 2
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `met_zone`.
  public enum MetZone {
    public static let highBpm: UInt8 = 1
    public static let calories: UInt8 = 2
    public static let fatCalories: UInt8 = 3
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `sport`.
  public enum Sport {
    public static let sport: UInt8 = 0
    public static let subSport: UInt8 = 1
    public static let name: UInt8 = 3
  }
  /// Fields of `training_settings`.
  public enum TrainingSettings {
    public static let targetDistance: UInt8 = 31
    public static let targetSpeed: UInt8 = 32
    public static let targetTime: UInt8 = 33
    public static let preciseTargetSpeed: UInt8 = 153
  }
  /// Fields of `goal`.
  public enum Goal {
    public static let sport: UInt8 = 0
    public static let subSport: UInt8 = 1
    public static let startDate: UInt8 = 2
    public static let endDate: UInt8 = 3
    public static let type: UInt8 = 4
    public static let value: UInt8 = 5
    public static let `repeat`: UInt8 = 6
    public static let targetValue: UInt8 = 7
    public static let recurrence: UInt8 = 8
    public static let recurrenceValue: UInt8 = 9
    public static let enabled: UInt8 = 10
    public static let source: UInt8 = 11
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `session`.
  public enum Session {
    public static let event: UInt8 = 0
    public static let eventType: UInt8 = 1
    public static let startTime: UInt8 = 2
    public static let startPositionLat: UInt8 = 3
    public static let startPositionLong: UInt8 = 4
    public static let sport: UInt8 = 5
    public static let subSport: UInt8 = 6
    public static let totalElapsedTime: UInt8 = 7
    public static let totalTimerTime: UInt8 = 8
    public static let totalDistance: UInt8 = 9
    public static let totalCycles: UInt8 = 10
    public static let totalCalories: UInt8 = 11
    public static let totalFatCalories: UInt8 = 13
    public static let avgSpeed: UInt8 = 14
    public static let maxSpeed: UInt8 = 15
    public static let avgHeartRate: UInt8 = 16
    public static let maxHeartRate: UInt8 = 17
    public static let avgCadence: UInt8 = 18
    public static let maxCadence: UInt8 = 19
    public static let avgPower: UInt8 = 20
    public static let maxPower: UInt8 = 21
    public static let totalAscent: UInt8 = 22
    public static let totalDescent: UInt8 = 23
    public static let totalTrainingEffect: UInt8 = 24
    public static let firstLapIndex: UInt8 = 25
    public static let numLaps: UInt8 = 26
    public static let eventGroup: UInt8 = 27
    public static let trigger: UInt8 = 28
    public static let necLat: UInt8 = 29
    public static let necLong: UInt8 = 30
    public static let swcLat: UInt8 = 31
    public static let swcLong: UInt8 = 32
    public static let numLengths: UInt8 = 33
    public static let normalizedPower: UInt8 = 34
    public static let trainingStressScore: UInt8 = 35
    public static let intensityFactor: UInt8 = 36
    public static let leftRightBalance: UInt8 = 37
    public static let endPositionLat: UInt8 = 38
    public static let endPositionLong: UInt8 = 39
    public static let avgStrokeCount: UInt8 = 41
    public static let avgStrokeDistance: UInt8 = 42
    public static let swimStroke: UInt8 = 43
    public static let poolLength: UInt8 = 44
    public static let thresholdPower: UInt8 = 45
    public static let poolLengthUnit: UInt8 = 46
    public static let numActiveLengths: UInt8 = 47
    public static let totalWork: UInt8 = 48
    public static let avgAltitude: UInt8 = 49
    public static let maxAltitude: UInt8 = 50
    public static let gpsAccuracy: UInt8 = 51
    public static let avgGrade: UInt8 = 52
    public static let avgPosGrade: UInt8 = 53
    public static let avgNegGrade: UInt8 = 54
    public static let maxPosGrade: UInt8 = 55
    public static let maxNegGrade: UInt8 = 56
    public static let avgTemperature: UInt8 = 57
    public static let maxTemperature: UInt8 = 58
    public static let totalMovingTime: UInt8 = 59
    public static let avgPosVerticalSpeed: UInt8 = 60
    public static let avgNegVerticalSpeed: UInt8 = 61
    public static let maxPosVerticalSpeed: UInt8 = 62
    public static let maxNegVerticalSpeed: UInt8 = 63
    public static let minHeartRate: UInt8 = 64
    public static let timeInHrZone: UInt8 = 65
    public static let timeInSpeedZone: UInt8 = 66
    public static let timeInCadenceZone: UInt8 = 67
    public static let timeInPowerZone: UInt8 = 68
    public static let avgLapTime: UInt8 = 69
    public static let bestLapIndex: UInt8 = 70
    public static let minAltitude: UInt8 = 71
    public static let activeTime: UInt8 = 78
    public static let avgStrokesPerLength: UInt8 = 79
    public static let avgSwolf: UInt8 = 80
    public static let playerScore: UInt8 = 82
    public static let opponentScore: UInt8 = 83
    public static let opponentName: UInt8 = 84
    public static let strokeCount: UInt8 = 85
    public static let zoneCount: UInt8 = 86
    public static let maxBallSpeed: UInt8 = 87
    public static let avgBallSpeed: UInt8 = 88
    public static let avgVerticalOscillation: UInt8 = 89
    public static let avgStanceTimePercent: UInt8 = 90
    public static let avgStanceTime: UInt8 = 91
    public static let avgFractionalCadence: UInt8 = 92
    public static let maxFractionalCadence: UInt8 = 93
    public static let totalFractionalCycles: UInt8 = 94
    public static let avgTotalHemoglobinConc: UInt8 = 95
    public static let minTotalHemoglobinConc: UInt8 = 96
    public static let maxTotalHemoglobinConc: UInt8 = 97
    public static let avgSaturatedHemoglobinPercent: UInt8 = 98
    public static let minSaturatedHemoglobinPercent: UInt8 = 99
    public static let maxSaturatedHemoglobinPercent: UInt8 = 100
    public static let avgLeftTorqueEffectiveness: UInt8 = 101
    public static let avgRightTorqueEffectiveness: UInt8 = 102
    public static let avgLeftPedalSmoothness: UInt8 = 103
    public static let avgRightPedalSmoothness: UInt8 = 104
    public static let avgCombinedPedalSmoothness: UInt8 = 105
    public static let numSegmentLaps: UInt8 = 106
    public static let frontGearShiftCount: UInt8 = 107
    public static let rearGearShiftCount: UInt8 = 108
    public static let sportProfileName: UInt8 = 110
    public static let sportIndex: UInt8 = 111
    public static let timeStanding: UInt8 = 112
    public static let standCount: UInt8 = 113
    public static let avgLeftPco: UInt8 = 114
    public static let avgRightPco: UInt8 = 115
    public static let avgLeftPowerPhase: UInt8 = 116
    public static let avgLeftPowerPhasePeak: UInt8 = 117
    public static let avgRightPowerPhase: UInt8 = 118
    public static let avgRightPowerPhasePeak: UInt8 = 119
    public static let avgPowerPosition: UInt8 = 120
    public static let maxPowerPosition: UInt8 = 121
    public static let avgCadencePosition: UInt8 = 122
    public static let maxCadencePosition: UInt8 = 123
    public static let enhancedAvgSpeed: UInt8 = 124
    public static let enhancedMaxSpeed: UInt8 = 125
    public static let enhancedAvgAltitude: UInt8 = 126
    public static let enhancedMinAltitude: UInt8 = 127
    public static let enhancedMaxAltitude: UInt8 = 128
    public static let avgLevMotorPower: UInt8 = 129
    public static let maxLevMotorPower: UInt8 = 130
    public static let levBatteryConsumption: UInt8 = 131
    public static let avgVerticalRatio: UInt8 = 132
    public static let avgStanceTimeBalance: UInt8 = 133
    public static let avgStepLength: UInt8 = 134
    public static let totalAnaerobicTrainingEffect: UInt8 = 137
    public static let avgVam: UInt8 = 139
    public static let avgDepth: UInt8 = 140
    public static let maxDepth: UInt8 = 141
    public static let surfaceInterval: UInt8 = 142
    public static let startCns: UInt8 = 143
    public static let endCns: UInt8 = 144
    public static let startN2: UInt8 = 145
    public static let endN2: UInt8 = 146
    public static let avgRespirationRate: UInt8 = 147
    public static let maxRespirationRate: UInt8 = 148
    public static let minRespirationRate: UInt8 = 149
    public static let minTemperature: UInt8 = 150
    public static let o2Toxicity: UInt8 = 155
    public static let diveNumber: UInt8 = 156
    public static let trainingLoadPeak: UInt8 = 168
    public static let enhancedAvgRespirationRate: UInt8 = 169
    public static let enhancedMaxRespirationRate: UInt8 = 170
    public static let enhancedMinRespirationRate: UInt8 = 180
    public static let totalGrit: UInt8 = 181
    public static let totalFlow: UInt8 = 182
    public static let jumpCount: UInt8 = 183
    public static let avgGrit: UInt8 = 186
    public static let avgFlow: UInt8 = 187
    public static let workoutFeel: UInt8 = 192
    public static let workoutRpe: UInt8 = 193
    public static let avgSpo2: UInt8 = 194
    public static let avgStress: UInt8 = 195
    public static let metabolicCalories: UInt8 = 196
    public static let sdrrHrv: UInt8 = 197
    public static let rmssdHrv: UInt8 = 198
    public static let totalFractionalAscent: UInt8 = 199
    public static let totalFractionalDescent: UInt8 = 200
    public static let avgCoreTemperature: UInt8 = 208
    public static let minCoreTemperature: UInt8 = 209
    public static let maxCoreTemperature: UInt8 = 210
    public static let avgGradeAdjustedSpeed: UInt8 = 211
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `lap`.
  public enum Lap {
    public static let event: UInt8 = 0
    public static let eventType: UInt8 = 1
    public static let startTime: UInt8 = 2
    public static let startPositionLat: UInt8 = 3
    public static let startPositionLong: UInt8 = 4
    public static let endPositionLat: UInt8 = 5
    public static let endPositionLong: UInt8 = 6
    public static let totalElapsedTime: UInt8 = 7
    public static let totalTimerTime: UInt8 = 8
    public static let totalDistance: UInt8 = 9
    public static let totalCycles: UInt8 = 10
    public static let totalCalories: UInt8 = 11
    public static let totalFatCalories: UInt8 = 12
    public static let avgSpeed: UInt8 = 13
    public static let maxSpeed: UInt8 = 14
    public static let avgHeartRate: UInt8 = 15
    public static let maxHeartRate: UInt8 = 16
    public static let avgCadence: UInt8 = 17
    public static let maxCadence: UInt8 = 18
    public static let avgPower: UInt8 = 19
    public static let maxPower: UInt8 = 20
    public static let totalAscent: UInt8 = 21
    public static let totalDescent: UInt8 = 22
    public static let intensity: UInt8 = 23
    public static let lapTrigger: UInt8 = 24
    public static let sport: UInt8 = 25
    public static let eventGroup: UInt8 = 26
    public static let necLat: UInt8 = 27
    public static let necLong: UInt8 = 28
    public static let swcLat: UInt8 = 29
    public static let swcLong: UInt8 = 30
    public static let numLengths: UInt8 = 32
    public static let normalizedPower: UInt8 = 33
    public static let leftRightBalance: UInt8 = 34
    public static let firstLengthIndex: UInt8 = 35
    public static let avgStrokeDistance: UInt8 = 37
    public static let swimStroke: UInt8 = 38
    public static let subSport: UInt8 = 39
    public static let numActiveLengths: UInt8 = 40
    public static let totalWork: UInt8 = 41
    public static let avgAltitude: UInt8 = 42
    public static let maxAltitude: UInt8 = 43
    public static let gpsAccuracy: UInt8 = 44
    public static let avgGrade: UInt8 = 45
    public static let avgPosGrade: UInt8 = 46
    public static let avgNegGrade: UInt8 = 47
    public static let maxPosGrade: UInt8 = 48
    public static let maxNegGrade: UInt8 = 49
    public static let avgTemperature: UInt8 = 50
    public static let maxTemperature: UInt8 = 51
    public static let totalMovingTime: UInt8 = 52
    public static let avgPosVerticalSpeed: UInt8 = 53
    public static let avgNegVerticalSpeed: UInt8 = 54
    public static let maxPosVerticalSpeed: UInt8 = 55
    public static let maxNegVerticalSpeed: UInt8 = 56
    public static let timeInHrZone: UInt8 = 57
    public static let timeInSpeedZone: UInt8 = 58
    public static let timeInCadenceZone: UInt8 = 59
    public static let timeInPowerZone: UInt8 = 60
    public static let repetitionNum: UInt8 = 61
    public static let minAltitude: UInt8 = 62
    public static let minHeartRate: UInt8 = 63
    public static let activeTime: UInt8 = 70
    public static let wktStepIndex: UInt8 = 71
    public static let avgSwolf: UInt8 = 73
    public static let opponentScore: UInt8 = 74
    public static let strokeCount: UInt8 = 75
    public static let zoneCount: UInt8 = 76
    public static let avgVerticalOscillation: UInt8 = 77
    public static let avgStanceTimePercent: UInt8 = 78
    public static let avgStanceTime: UInt8 = 79
    public static let avgFractionalCadence: UInt8 = 80
    public static let maxFractionalCadence: UInt8 = 81
    public static let totalFractionalCycles: UInt8 = 82
    public static let playerScore: UInt8 = 83
    public static let avgTotalHemoglobinConc: UInt8 = 84
    public static let minTotalHemoglobinConc: UInt8 = 85
    public static let maxTotalHemoglobinConc: UInt8 = 86
    public static let avgSaturatedHemoglobinPercent: UInt8 = 87
    public static let minSaturatedHemoglobinPercent: UInt8 = 88
    public static let maxSaturatedHemoglobinPercent: UInt8 = 89
    public static let avgStrokesPerLength: UInt8 = 90
    public static let avgLeftTorqueEffectiveness: UInt8 = 91
    public static let avgRightTorqueEffectiveness: UInt8 = 92
    public static let avgLeftPedalSmoothness: UInt8 = 93
    public static let avgRightPedalSmoothness: UInt8 = 94
    public static let avgCombinedPedalSmoothness: UInt8 = 95
    public static let frontGearShiftCount: UInt8 = 96
    public static let rearGearShiftCount: UInt8 = 97
    public static let timeStanding: UInt8 = 98
    public static let standCount: UInt8 = 99
    public static let avgLeftPco: UInt8 = 100
    public static let avgRightPco: UInt8 = 101
    public static let avgLeftPowerPhase: UInt8 = 102
    public static let avgLeftPowerPhasePeak: UInt8 = 103
    public static let avgRightPowerPhase: UInt8 = 104
    public static let avgRightPowerPhasePeak: UInt8 = 105
    public static let avgPowerPosition: UInt8 = 106
    public static let maxPowerPosition: UInt8 = 107
    public static let avgCadencePosition: UInt8 = 108
    public static let maxCadencePosition: UInt8 = 109
    public static let enhancedAvgSpeed: UInt8 = 110
    public static let enhancedMaxSpeed: UInt8 = 111
    public static let enhancedAvgAltitude: UInt8 = 112
    public static let enhancedMinAltitude: UInt8 = 113
    public static let enhancedMaxAltitude: UInt8 = 114
    public static let avgLevMotorPower: UInt8 = 115
    public static let maxLevMotorPower: UInt8 = 116
    public static let levBatteryConsumption: UInt8 = 117
    public static let avgVerticalRatio: UInt8 = 118
    public static let avgStanceTimeBalance: UInt8 = 119
    public static let avgStepLength: UInt8 = 120
    public static let avgVam: UInt8 = 121
    public static let avgDepth: UInt8 = 122
    public static let maxDepth: UInt8 = 123
    public static let minTemperature: UInt8 = 124
    public static let enhancedAvgRespirationRate: UInt8 = 136
    public static let enhancedMaxRespirationRate: UInt8 = 137
    public static let avgRespirationRate: UInt8 = 147
    public static let maxRespirationRate: UInt8 = 148
    public static let totalGrit: UInt8 = 149
    public static let totalFlow: UInt8 = 150
    public static let jumpCount: UInt8 = 151
    public static let avgGrit: UInt8 = 153
    public static let avgFlow: UInt8 = 154
    public static let metabolicCalories: UInt8 = 155
    public static let totalFractionalAscent: UInt8 = 156
    public static let totalFractionalDescent: UInt8 = 157
    public static let avgCoreTemperature: UInt8 = 158
    public static let minCoreTemperature: UInt8 = 159
    public static let maxCoreTemperature: UInt8 = 160
    public static let avgGradeAdjustedSpeed: UInt8 = 161
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `record`.
  public enum Record {
    public static let positionLat: UInt8 = 0
    public static let positionLong: UInt8 = 1
    public static let altitude: UInt8 = 2
    public static let heartRate: UInt8 = 3
    public static let cadence: UInt8 = 4
    public static let distance: UInt8 = 5
    public static let speed: UInt8 = 6
    public static let power: UInt8 = 7
    public static let compressedSpeedDistance: UInt8 = 8
    public static let grade: UInt8 = 9
    public static let resistance: UInt8 = 10
    public static let timeFromCourse: UInt8 = 11
    public static let cycleLength: UInt8 = 12
    public static let temperature: UInt8 = 13
    public static let speed1s: UInt8 = 17
    public static let cycles: UInt8 = 18
    public static let totalCycles: UInt8 = 19
    public static let compressedAccumulatedPower: UInt8 = 28
    public static let accumulatedPower: UInt8 = 29
    public static let leftRightBalance: UInt8 = 30
    public static let gpsAccuracy: UInt8 = 31
    public static let verticalSpeed: UInt8 = 32
    public static let calories: UInt8 = 33
    public static let verticalOscillation: UInt8 = 39
    public static let stanceTimePercent: UInt8 = 40
    public static let stanceTime: UInt8 = 41
    public static let activityType: UInt8 = 42
    public static let leftTorqueEffectiveness: UInt8 = 43
    public static let rightTorqueEffectiveness: UInt8 = 44
    public static let leftPedalSmoothness: UInt8 = 45
    public static let rightPedalSmoothness: UInt8 = 46
    public static let combinedPedalSmoothness: UInt8 = 47
    public static let time128: UInt8 = 48
    public static let strokeType: UInt8 = 49
    public static let zone: UInt8 = 50
    public static let ballSpeed: UInt8 = 51
    public static let cadence256: UInt8 = 52
    public static let fractionalCadence: UInt8 = 53
    public static let totalHemoglobinConc: UInt8 = 54
    public static let totalHemoglobinConcMin: UInt8 = 55
    public static let totalHemoglobinConcMax: UInt8 = 56
    public static let saturatedHemoglobinPercent: UInt8 = 57
    public static let saturatedHemoglobinPercentMin: UInt8 = 58
    public static let saturatedHemoglobinPercentMax: UInt8 = 59
    public static let deviceIndex: UInt8 = 62
    public static let leftPco: UInt8 = 67
    public static let rightPco: UInt8 = 68
    public static let leftPowerPhase: UInt8 = 69
    public static let leftPowerPhasePeak: UInt8 = 70
    public static let rightPowerPhase: UInt8 = 71
    public static let rightPowerPhasePeak: UInt8 = 72
    public static let enhancedSpeed: UInt8 = 73
    public static let enhancedAltitude: UInt8 = 78
    public static let batterySoc: UInt8 = 81
    public static let motorPower: UInt8 = 82
    public static let verticalRatio: UInt8 = 83
    public static let stanceTimeBalance: UInt8 = 84
    public static let stepLength: UInt8 = 85
    public static let cycleLength16: UInt8 = 87
    public static let absolutePressure: UInt8 = 91
    public static let depth: UInt8 = 92
    public static let nextStopDepth: UInt8 = 93
    public static let nextStopTime: UInt8 = 94
    public static let timeToSurface: UInt8 = 95
    public static let ndlTime: UInt8 = 96
    public static let cnsLoad: UInt8 = 97
    public static let n2Load: UInt8 = 98
    public static let respirationRate: UInt8 = 99
    public static let enhancedRespirationRate: UInt8 = 108
    public static let grit: UInt8 = 114
    public static let flow: UInt8 = 115
    public static let currentStress: UInt8 = 116
    public static let ebikeTravelRange: UInt8 = 117
    public static let ebikeBatteryLevel: UInt8 = 118
    public static let ebikeAssistMode: UInt8 = 119
    public static let ebikeAssistLevelPercent: UInt8 = 120
    public static let airTimeRemaining: UInt8 = 123
    public static let pressureSac: UInt8 = 124
    public static let volumeSac: UInt8 = 125
    public static let rmv: UInt8 = 126
    public static let ascentRate: UInt8 = 127
    public static let po2: UInt8 = 129
    public static let coreTemperature: UInt8 = 139
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `event`.
  public enum Event {
    public static let event: UInt8 = 0
    public static let eventType: UInt8 = 1
    public static let data16: UInt8 = 2
    public static let data: UInt8 = 3
    public static let eventGroup: UInt8 = 4
    public static let score: UInt8 = 7
    public static let opponentScore: UInt8 = 8
    public static let frontGearNum: UInt8 = 9
    public static let frontGear: UInt8 = 10
    public static let rearGearNum: UInt8 = 11
    public static let rearGear: UInt8 = 12
    public static let deviceIndex: UInt8 = 13
    public static let activityType: UInt8 = 14
    public static let startTimestamp: UInt8 = 15
    public static let radarThreatLevelMax: UInt8 = 21
    public static let radarThreatCount: UInt8 = 22
    public static let radarThreatAvgApproachSpeed: UInt8 = 23
    public static let radarThreatMaxApproachSpeed: UInt8 = 24
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `device_info`.
  public enum DeviceInfo {
    public static let deviceIndex: UInt8 = 0
    public static let deviceType: UInt8 = 1
    public static let manufacturer: UInt8 = 2
    public static let serialNumber: UInt8 = 3
    public static let product: UInt8 = 4
    public static let softwareVersion: UInt8 = 5
    public static let hardwareVersion: UInt8 = 6
    public static let cumOperatingTime: UInt8 = 7
    public static let batteryVoltage: UInt8 = 10
    public static let batteryStatus: UInt8 = 11
    public static let sensorPosition: UInt8 = 18
    public static let descriptor: UInt8 = 19
    public static let antTransmissionType: UInt8 = 20
    public static let antDeviceNumber: UInt8 = 21
    public static let antNetwork: UInt8 = 22
    public static let sourceType: UInt8 = 25
    public static let productName: UInt8 = 27
    public static let batteryLevel: UInt8 = 32
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `workout`.
  public enum Workout {
    public static let sport: UInt8 = 4
    public static let capabilities: UInt8 = 5
    public static let numValidSteps: UInt8 = 6
    public static let wktName: UInt8 = 8
    public static let subSport: UInt8 = 11
    public static let poolLength: UInt8 = 14
    public static let poolLengthUnit: UInt8 = 15
    public static let wktDescription: UInt8 = 17
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `workout_step`.
  public enum WorkoutStep {
    public static let wktStepName: UInt8 = 0
    public static let durationType: UInt8 = 1
    public static let durationValue: UInt8 = 2
    public static let targetType: UInt8 = 3
    public static let targetValue: UInt8 = 4
    public static let customTargetValueLow: UInt8 = 5
    public static let customTargetValueHigh: UInt8 = 6
    public static let intensity: UInt8 = 7
    public static let notes: UInt8 = 8
    public static let equipment: UInt8 = 9
    public static let exerciseCategory: UInt8 = 10
    public static let exerciseName: UInt8 = 11
    public static let exerciseWeight: UInt8 = 12
    public static let weightDisplayUnit: UInt8 = 13
    public static let secondaryTargetType: UInt8 = 19
    public static let secondaryTargetValue: UInt8 = 20
    public static let secondaryCustomTargetValueLow: UInt8 = 21
    public static let secondaryCustomTargetValueHigh: UInt8 = 22
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `schedule`.
  public enum Schedule {
    public static let manufacturer: UInt8 = 0
    public static let product: UInt8 = 1
    public static let serialNumber: UInt8 = 2
    public static let timeCreated: UInt8 = 3
    public static let completed: UInt8 = 4
    public static let type: UInt8 = 5
    public static let scheduledTime: UInt8 = 6
  }
  /// Fields of `weight_scale`.
  public enum WeightScale {
    public static let weight: UInt8 = 0
    public static let percentFat: UInt8 = 1
    public static let percentHydration: UInt8 = 2
    public static let visceralFatMass: UInt8 = 3
    public static let boneMass: UInt8 = 4
    public static let muscleMass: UInt8 = 5
    public static let basalMet: UInt8 = 7
    public static let physiqueRating: UInt8 = 8
    public static let activeMet: UInt8 = 9
    public static let metabolicAge: UInt8 = 10
    public static let visceralFatRating: UInt8 = 11
    public static let userProfileIndex: UInt8 = 12
    public static let bmi: UInt8 = 13
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `course`.
  public enum Course {
    public static let sport: UInt8 = 4
    public static let name: UInt8 = 5
    public static let capabilities: UInt8 = 6
    public static let subSport: UInt8 = 7
  }
  /// Fields of `course_point`.
  public enum CoursePoint {
    public static let timestamp: UInt8 = 1
    public static let positionLat: UInt8 = 2
    public static let positionLong: UInt8 = 3
    public static let distance: UInt8 = 4
    public static let type: UInt8 = 5
    public static let name: UInt8 = 6
    public static let favorite: UInt8 = 8
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `totals`.
  public enum Totals {
    public static let timerTime: UInt8 = 0
    public static let distance: UInt8 = 1
    public static let calories: UInt8 = 2
    public static let sport: UInt8 = 3
    public static let elapsedTime: UInt8 = 4
    public static let sessions: UInt8 = 5
    public static let activeTime: UInt8 = 6
    public static let sportIndex: UInt8 = 9
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `activity`.
  public enum Activity {
    public static let totalTimerTime: UInt8 = 0
    public static let numSessions: UInt8 = 1
    public static let type: UInt8 = 2
    public static let event: UInt8 = 3
    public static let eventType: UInt8 = 4
    public static let localTimestamp: UInt8 = 5
    public static let eventGroup: UInt8 = 6
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `software`.
  public enum Software {
    public static let version: UInt8 = 3
    public static let partNumber: UInt8 = 5
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `file_capabilities`.
  public enum FileCapabilities {
    public static let type: UInt8 = 0
    public static let flags: UInt8 = 1
    public static let directory: UInt8 = 2
    public static let maxCount: UInt8 = 3
    public static let maxSize: UInt8 = 4
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `mesg_capabilities`.
  public enum MesgCapabilities {
    public static let file: UInt8 = 0
    public static let mesgNum: UInt8 = 1
    public static let countType: UInt8 = 2
    public static let count: UInt8 = 3
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `field_capabilities`.
  public enum FieldCapabilities {
    public static let file: UInt8 = 0
    public static let mesgNum: UInt8 = 1
    public static let fieldNum: UInt8 = 2
    public static let count: UInt8 = 3
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `file_creator`.
  public enum FileCreator {
    public static let softwareVersion: UInt8 = 0
    public static let hardwareVersion: UInt8 = 1
  }
  /// Fields of `blood_pressure`.
  public enum BloodPressure {
    public static let systolicPressure: UInt8 = 0
    public static let diastolicPressure: UInt8 = 1
    public static let meanArterialPressure: UInt8 = 2
    public static let map3SampleMean: UInt8 = 3
    public static let mapMorningValues: UInt8 = 4
    public static let mapEveningValues: UInt8 = 5
    public static let heartRate: UInt8 = 6
    public static let heartRateType: UInt8 = 7
    public static let status: UInt8 = 8
    public static let userProfileIndex: UInt8 = 9
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `speed_zone`.
  public enum SpeedZone {
    public static let highValue: UInt8 = 0
    public static let name: UInt8 = 1
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `monitoring`.
  public enum Monitoring {
    public static let deviceIndex: UInt8 = 0
    public static let calories: UInt8 = 1
    public static let distance: UInt8 = 2
    public static let cycles: UInt8 = 3
    public static let activeTime: UInt8 = 4
    public static let activityType: UInt8 = 5
    public static let activitySubtype: UInt8 = 6
    public static let activityLevel: UInt8 = 7
    public static let distance16: UInt8 = 8
    public static let cycles16: UInt8 = 9
    public static let activeTime16: UInt8 = 10
    public static let localTimestamp: UInt8 = 11
    public static let temperature: UInt8 = 12
    public static let temperatureMin: UInt8 = 14
    public static let temperatureMax: UInt8 = 15
    public static let activityTime: UInt8 = 16
    public static let activeCalories: UInt8 = 19
    public static let currentActivityTypeIntensity: UInt8 = 24
    public static let timestampMin8: UInt8 = 25
    public static let timestamp16: UInt8 = 26
    public static let heartRate: UInt8 = 27
    public static let intensity: UInt8 = 28
    public static let durationMin: UInt8 = 29
    public static let duration: UInt8 = 30
    public static let ascent: UInt8 = 31
    public static let descent: UInt8 = 32
    public static let moderateActivityMinutes: UInt8 = 33
    public static let vigorousActivityMinutes: UInt8 = 34
    public static let pushes: UInt8 = 41
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `training_file`.
  public enum TrainingFile {
    public static let type: UInt8 = 0
    public static let manufacturer: UInt8 = 1
    public static let product: UInt8 = 2
    public static let serialNumber: UInt8 = 3
    public static let timeCreated: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hrv`.
  public enum Hrv {
    public static let time: UInt8 = 0
  }
  /// Fields of `ant_rx`.
  public enum AntRx {
    public static let fractionalTimestamp: UInt8 = 0
    public static let mesgId: UInt8 = 1
    public static let mesgData: UInt8 = 2
    public static let channelNumber: UInt8 = 3
    public static let data: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `ant_tx`.
  public enum AntTx {
    public static let fractionalTimestamp: UInt8 = 0
    public static let mesgId: UInt8 = 1
    public static let mesgData: UInt8 = 2
    public static let channelNumber: UInt8 = 3
    public static let data: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `ant_channel_id`.
  public enum AntChannelId {
    public static let channelNumber: UInt8 = 0
    public static let deviceType: UInt8 = 1
    public static let deviceNumber: UInt8 = 2
    public static let transmissionType: UInt8 = 3
    public static let deviceIndex: UInt8 = 4
  }
  /// Fields of `length`.
  public enum Length {
    public static let event: UInt8 = 0
    public static let eventType: UInt8 = 1
    public static let startTime: UInt8 = 2
    public static let totalElapsedTime: UInt8 = 3
    public static let totalTimerTime: UInt8 = 4
    public static let totalStrokes: UInt8 = 5
    public static let avgSpeed: UInt8 = 6
    public static let swimStroke: UInt8 = 7
    public static let avgSwimmingCadence: UInt8 = 9
    public static let eventGroup: UInt8 = 10
    public static let totalCalories: UInt8 = 11
    public static let lengthType: UInt8 = 12
    public static let playerScore: UInt8 = 18
    public static let opponentScore: UInt8 = 19
    public static let strokeCount: UInt8 = 20
    public static let zoneCount: UInt8 = 21
    public static let enhancedAvgRespirationRate: UInt8 = 22
    public static let enhancedMaxRespirationRate: UInt8 = 23
    public static let avgRespirationRate: UInt8 = 24
    public static let maxRespirationRate: UInt8 = 25
    public static let metabolicCalories: UInt8 = 26
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `monitoring_info`.
  public enum MonitoringInfo {
    public static let localTimestamp: UInt8 = 0
    public static let activityType: UInt8 = 1
    public static let cyclesToDistance: UInt8 = 3
    public static let cyclesToCalories: UInt8 = 4
    public static let restingMetabolicRate: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `battery`.
  public enum Battery {
    public static let capacity: UInt8 = 2
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `slave_device`.
  public enum SlaveDevice {
    public static let manufacturer: UInt8 = 0
    public static let product: UInt8 = 1
  }
  /// Fields of `connectivity`.
  public enum Connectivity {
    public static let bluetoothEnabled: UInt8 = 0
    public static let bluetoothLeEnabled: UInt8 = 1
    public static let antEnabled: UInt8 = 2
    public static let name: UInt8 = 3
    public static let liveTrackingEnabled: UInt8 = 4
    public static let weatherConditionsEnabled: UInt8 = 5
    public static let weatherAlertsEnabled: UInt8 = 6
    public static let autoActivityUploadEnabled: UInt8 = 7
    public static let courseDownloadEnabled: UInt8 = 8
    public static let workoutDownloadEnabled: UInt8 = 9
    public static let gpsEphemerisDownloadEnabled: UInt8 = 10
    public static let incidentDetectionEnabled: UInt8 = 11
    public static let grouptrackEnabled: UInt8 = 12
  }
  /// Fields of `weather_conditions`.
  public enum WeatherConditions {
    public static let weatherReport: UInt8 = 0
    public static let temperature: UInt8 = 1
    public static let condition: UInt8 = 2
    public static let windDirection: UInt8 = 3
    public static let windSpeed: UInt8 = 4
    public static let precipitationProbability: UInt8 = 5
    public static let temperatureFeelsLike: UInt8 = 6
    public static let relativeHumidity: UInt8 = 7
    public static let location: UInt8 = 8
    public static let observedAtTime: UInt8 = 9
    public static let observedLocationLat: UInt8 = 10
    public static let observedLocationLong: UInt8 = 11
    public static let dayOfWeek: UInt8 = 12
    public static let highTemperature: UInt8 = 13
    public static let lowTemperature: UInt8 = 14
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `weather_alert`.
  public enum WeatherAlert {
    public static let reportId: UInt8 = 0
    public static let issueTime: UInt8 = 1
    public static let expireTime: UInt8 = 2
    public static let severity: UInt8 = 3
    public static let type: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `cadence_zone`.
  public enum CadenceZone {
    public static let highValue: UInt8 = 0
    public static let name: UInt8 = 1
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `hr`.
  public enum Hr {
    public static let fractionalTimestamp: UInt8 = 0
    public static let time256: UInt8 = 1
    public static let filteredBpm: UInt8 = 6
    public static let eventTimestamp: UInt8 = 9
    public static let eventTimestamp12: UInt8 = 10
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `segment_lap`.
  public enum SegmentLap {
    public static let event: UInt8 = 0
    public static let eventType: UInt8 = 1
    public static let startTime: UInt8 = 2
    public static let startPositionLat: UInt8 = 3
    public static let startPositionLong: UInt8 = 4
    public static let endPositionLat: UInt8 = 5
    public static let endPositionLong: UInt8 = 6
    public static let totalElapsedTime: UInt8 = 7
    public static let totalTimerTime: UInt8 = 8
    public static let totalDistance: UInt8 = 9
    public static let totalCycles: UInt8 = 10
    public static let totalCalories: UInt8 = 11
    public static let totalFatCalories: UInt8 = 12
    public static let avgSpeed: UInt8 = 13
    public static let maxSpeed: UInt8 = 14
    public static let avgHeartRate: UInt8 = 15
    public static let maxHeartRate: UInt8 = 16
    public static let avgCadence: UInt8 = 17
    public static let maxCadence: UInt8 = 18
    public static let avgPower: UInt8 = 19
    public static let maxPower: UInt8 = 20
    public static let totalAscent: UInt8 = 21
    public static let totalDescent: UInt8 = 22
    public static let sport: UInt8 = 23
    public static let eventGroup: UInt8 = 24
    public static let necLat: UInt8 = 25
    public static let necLong: UInt8 = 26
    public static let swcLat: UInt8 = 27
    public static let swcLong: UInt8 = 28
    public static let name: UInt8 = 29
    public static let normalizedPower: UInt8 = 30
    public static let leftRightBalance: UInt8 = 31
    public static let subSport: UInt8 = 32
    public static let totalWork: UInt8 = 33
    public static let avgAltitude: UInt8 = 34
    public static let maxAltitude: UInt8 = 35
    public static let gpsAccuracy: UInt8 = 36
    public static let avgGrade: UInt8 = 37
    public static let avgPosGrade: UInt8 = 38
    public static let avgNegGrade: UInt8 = 39
    public static let maxPosGrade: UInt8 = 40
    public static let maxNegGrade: UInt8 = 41
    public static let avgTemperature: UInt8 = 42
    public static let maxTemperature: UInt8 = 43
    public static let totalMovingTime: UInt8 = 44
    public static let avgPosVerticalSpeed: UInt8 = 45
    public static let avgNegVerticalSpeed: UInt8 = 46
    public static let maxPosVerticalSpeed: UInt8 = 47
    public static let maxNegVerticalSpeed: UInt8 = 48
    public static let timeInHrZone: UInt8 = 49
    public static let timeInSpeedZone: UInt8 = 50
    public static let timeInCadenceZone: UInt8 = 51
    public static let timeInPowerZone: UInt8 = 52
    public static let repetitionNum: UInt8 = 53
    public static let minAltitude: UInt8 = 54
    public static let minHeartRate: UInt8 = 55
    public static let activeTime: UInt8 = 56
    public static let wktStepIndex: UInt8 = 57
    public static let sportEvent: UInt8 = 58
    public static let avgLeftTorqueEffectiveness: UInt8 = 59
    public static let avgRightTorqueEffectiveness: UInt8 = 60
    public static let avgLeftPedalSmoothness: UInt8 = 61
    public static let avgRightPedalSmoothness: UInt8 = 62
    public static let avgCombinedPedalSmoothness: UInt8 = 63
    public static let status: UInt8 = 64
    public static let uuid: UInt8 = 65
    public static let avgFractionalCadence: UInt8 = 66
    public static let maxFractionalCadence: UInt8 = 67
    public static let totalFractionalCycles: UInt8 = 68
    public static let frontGearShiftCount: UInt8 = 69
    public static let rearGearShiftCount: UInt8 = 70
    public static let timeStanding: UInt8 = 71
    public static let standCount: UInt8 = 72
    public static let avgLeftPco: UInt8 = 73
    public static let avgRightPco: UInt8 = 74
    public static let avgLeftPowerPhase: UInt8 = 75
    public static let avgLeftPowerPhasePeak: UInt8 = 76
    public static let avgRightPowerPhase: UInt8 = 77
    public static let avgRightPowerPhasePeak: UInt8 = 78
    public static let avgPowerPosition: UInt8 = 79
    public static let maxPowerPosition: UInt8 = 80
    public static let avgCadencePosition: UInt8 = 81
    public static let maxCadencePosition: UInt8 = 82
    public static let manufacturer: UInt8 = 83
    public static let totalGrit: UInt8 = 84
    public static let totalFlow: UInt8 = 85
    public static let avgGrit: UInt8 = 86
    public static let avgFlow: UInt8 = 87
    public static let metabolicCalories: UInt8 = 88
    public static let totalFractionalAscent: UInt8 = 89
    public static let totalFractionalDescent: UInt8 = 90
    public static let enhancedAvgAltitude: UInt8 = 91
    public static let enhancedMaxAltitude: UInt8 = 92
    public static let enhancedMinAltitude: UInt8 = 93
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `memo_glob`.
  public enum MemoGlob {
    public static let memo: UInt8 = 0
    public static let mesgNum: UInt8 = 1
    public static let parentIndex: UInt8 = 2
    public static let fieldNum: UInt8 = 3
    public static let data: UInt8 = 4
    public static let partIndex: UInt8 = 250
  }
  /// Fields of `segment_id`.
  public enum SegmentId {
    public static let name: UInt8 = 0
    public static let uuid: UInt8 = 1
    public static let sport: UInt8 = 2
    public static let enabled: UInt8 = 3
    public static let userProfilePrimaryKey: UInt8 = 4
    public static let deviceId: UInt8 = 5
    public static let defaultRaceLeader: UInt8 = 6
    public static let deleteStatus: UInt8 = 7
    public static let selectionType: UInt8 = 8
  }
  /// Fields of `segment_leaderboard_entry`.
  public enum SegmentLeaderboardEntry {
    public static let name: UInt8 = 0
    public static let type: UInt8 = 1
    public static let groupPrimaryKey: UInt8 = 2
    public static let activityId: UInt8 = 3
    public static let segmentTime: UInt8 = 4
    public static let activityIdString: UInt8 = 5
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `segment_point`.
  public enum SegmentPoint {
    public static let positionLat: UInt8 = 1
    public static let positionLong: UInt8 = 2
    public static let distance: UInt8 = 3
    public static let altitude: UInt8 = 4
    public static let leaderTime: UInt8 = 5
    public static let enhancedAltitude: UInt8 = 6
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `segment_file`.
  public enum SegmentFile {
    public static let fileUuid: UInt8 = 1
    public static let enabled: UInt8 = 3
    public static let userProfilePrimaryKey: UInt8 = 4
    public static let leaderType: UInt8 = 7
    public static let leaderGroupPrimaryKey: UInt8 = 8
    public static let leaderActivityId: UInt8 = 9
    public static let leaderActivityIdString: UInt8 = 10
    public static let defaultRaceLeader: UInt8 = 11
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `workout_session`.
  public enum WorkoutSession {
    public static let sport: UInt8 = 0
    public static let subSport: UInt8 = 1
    public static let numValidSteps: UInt8 = 2
    public static let firstStepIndex: UInt8 = 3
    public static let poolLength: UInt8 = 4
    public static let poolLengthUnit: UInt8 = 5
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `watchface_settings`.
  public enum WatchfaceSettings {
    public static let mode: UInt8 = 0
    public static let layout: UInt8 = 1
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `gps_metadata`.
  public enum GpsMetadata {
    public static let timestampMs: UInt8 = 0
    public static let positionLat: UInt8 = 1
    public static let positionLong: UInt8 = 2
    public static let enhancedAltitude: UInt8 = 3
    public static let enhancedSpeed: UInt8 = 4
    public static let heading: UInt8 = 5
    public static let utcTimestamp: UInt8 = 6
    public static let velocity: UInt8 = 7
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `camera_event`.
  public enum CameraEvent {
    public static let timestampMs: UInt8 = 0
    public static let cameraEventType: UInt8 = 1
    public static let cameraFileUuid: UInt8 = 2
    public static let cameraOrientation: UInt8 = 3
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `timestamp_correlation`.
  public enum TimestampCorrelation {
    public static let fractionalTimestamp: UInt8 = 0
    public static let systemTimestamp: UInt8 = 1
    public static let fractionalSystemTimestamp: UInt8 = 2
    public static let localTimestamp: UInt8 = 3
    public static let timestampMs: UInt8 = 4
    public static let systemTimestampMs: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `gyroscope_data`.
  public enum GyroscopeData {
    public static let timestampMs: UInt8 = 0
    public static let sampleTimeOffset: UInt8 = 1
    public static let gyroX: UInt8 = 2
    public static let gyroY: UInt8 = 3
    public static let gyroZ: UInt8 = 4
    public static let calibratedGyroX: UInt8 = 5
    public static let calibratedGyroY: UInt8 = 6
    public static let calibratedGyroZ: UInt8 = 7
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `accelerometer_data`.
  public enum AccelerometerData {
    public static let timestampMs: UInt8 = 0
    public static let sampleTimeOffset: UInt8 = 1
    public static let accelX: UInt8 = 2
    public static let accelY: UInt8 = 3
    public static let accelZ: UInt8 = 4
    public static let calibratedAccelX: UInt8 = 5
    public static let calibratedAccelY: UInt8 = 6
    public static let calibratedAccelZ: UInt8 = 7
    public static let compressedCalibratedAccelX: UInt8 = 8
    public static let compressedCalibratedAccelY: UInt8 = 9
    public static let compressedCalibratedAccelZ: UInt8 = 10
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `three_d_sensor_calibration`.
  public enum ThreeDSensorCalibration {
    public static let sensorType: UInt8 = 0
    public static let calibrationFactor: UInt8 = 1
    public static let calibrationDivisor: UInt8 = 2
    public static let levelShift: UInt8 = 3
    public static let offsetCal: UInt8 = 4
    public static let orientationMatrix: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `video_frame`.
  public enum VideoFrame {
    public static let timestampMs: UInt8 = 0
    public static let frameNumber: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `obdii_data`.
  public enum ObdiiData {
    public static let timestampMs: UInt8 = 0
    public static let timeOffset: UInt8 = 1
    public static let pid: UInt8 = 2
    public static let rawData: UInt8 = 3
    public static let pidDataSize: UInt8 = 4
    public static let systemTime: UInt8 = 5
    public static let startTimestamp: UInt8 = 6
    public static let startTimestampMs: UInt8 = 7
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `nmea_sentence`.
  public enum NmeaSentence {
    public static let timestampMs: UInt8 = 0
    public static let sentence: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `aviation_attitude`.
  public enum AviationAttitude {
    public static let timestampMs: UInt8 = 0
    public static let systemTime: UInt8 = 1
    public static let pitch: UInt8 = 2
    public static let roll: UInt8 = 3
    public static let accelLateral: UInt8 = 4
    public static let accelNormal: UInt8 = 5
    public static let turnRate: UInt8 = 6
    public static let stage: UInt8 = 7
    public static let attitudeStageComplete: UInt8 = 8
    public static let track: UInt8 = 9
    public static let validity: UInt8 = 10
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `video`.
  public enum Video {
    public static let url: UInt8 = 0
    public static let hostingProvider: UInt8 = 1
    public static let duration: UInt8 = 2
  }
  /// Fields of `video_title`.
  public enum VideoTitle {
    public static let messageCount: UInt8 = 0
    public static let text: UInt8 = 1
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `video_description`.
  public enum VideoDescription {
    public static let messageCount: UInt8 = 0
    public static let text: UInt8 = 1
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `video_clip`.
  public enum VideoClip {
    public static let clipNumber: UInt8 = 0
    public static let startTimestamp: UInt8 = 1
    public static let startTimestampMs: UInt8 = 2
    public static let endTimestamp: UInt8 = 3
    public static let endTimestampMs: UInt8 = 4
    public static let clipStart: UInt8 = 6
    public static let clipEnd: UInt8 = 7
  }
  /// Fields of `ohr_settings`.
  public enum OhrSettings {
    public static let enabled: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `exd_screen_configuration`.
  public enum ExdScreenConfiguration {
    public static let screenIndex: UInt8 = 0
    public static let fieldCount: UInt8 = 1
    public static let layout: UInt8 = 2
    public static let screenEnabled: UInt8 = 3
  }
  /// Fields of `exd_data_field_configuration`.
  public enum ExdDataFieldConfiguration {
    public static let screenIndex: UInt8 = 0
    public static let conceptField: UInt8 = 1
    public static let fieldId: UInt8 = 2
    public static let conceptCount: UInt8 = 3
    public static let displayType: UInt8 = 4
    public static let title: UInt8 = 5
  }
  /// Fields of `exd_data_concept_configuration`.
  public enum ExdDataConceptConfiguration {
    public static let screenIndex: UInt8 = 0
    public static let conceptField: UInt8 = 1
    public static let fieldId: UInt8 = 2
    public static let conceptIndex: UInt8 = 3
    public static let dataPage: UInt8 = 4
    public static let conceptKey: UInt8 = 5
    public static let scaling: UInt8 = 6
    public static let dataUnits: UInt8 = 8
    public static let qualifier: UInt8 = 9
    public static let descriptor: UInt8 = 10
    public static let isSigned: UInt8 = 11
  }
  /// Fields of `field_description`.
  public enum FieldDescription {
    public static let developerDataIndex: UInt8 = 0
    public static let fieldDefinitionNumber: UInt8 = 1
    public static let fitBaseTypeId: UInt8 = 2
    public static let fieldName: UInt8 = 3
    public static let array: UInt8 = 4
    public static let components: UInt8 = 5
    public static let scale: UInt8 = 6
    public static let offset: UInt8 = 7
    public static let units: UInt8 = 8
    public static let bits: UInt8 = 9
    public static let accumulate: UInt8 = 10
    public static let fitBaseUnitId: UInt8 = 13
    public static let nativeMesgNum: UInt8 = 14
    public static let nativeFieldNum: UInt8 = 15
  }
  /// Fields of `developer_data_id`.
  public enum DeveloperDataId {
    public static let developerId: UInt8 = 0
    public static let applicationId: UInt8 = 1
    public static let manufacturerId: UInt8 = 2
    public static let developerDataIndex: UInt8 = 3
    public static let applicationVersion: UInt8 = 4
  }
  /// Fields of `magnetometer_data`.
  public enum MagnetometerData {
    public static let timestampMs: UInt8 = 0
    public static let sampleTimeOffset: UInt8 = 1
    public static let magX: UInt8 = 2
    public static let magY: UInt8 = 3
    public static let magZ: UInt8 = 4
    public static let calibratedMagX: UInt8 = 5
    public static let calibratedMagY: UInt8 = 6
    public static let calibratedMagZ: UInt8 = 7
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `barometer_data`.
  public enum BarometerData {
    public static let timestampMs: UInt8 = 0
    public static let sampleTimeOffset: UInt8 = 1
    public static let baroPres: UInt8 = 2
    public static let enhancedAltitude: UInt8 = 3
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `one_d_sensor_calibration`.
  public enum OneDSensorCalibration {
    public static let sensorType: UInt8 = 0
    public static let calibrationFactor: UInt8 = 1
    public static let calibrationDivisor: UInt8 = 2
    public static let levelShift: UInt8 = 3
    public static let offsetCal: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `monitoring_hr_data`.
  public enum MonitoringHrData {
    public static let restingHeartRate: UInt8 = 0
    public static let currentDayRestingHeartRate: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `time_in_zone`.
  public enum TimeInZone {
    public static let referenceMesg: UInt8 = 0
    public static let referenceIndex: UInt8 = 1
    public static let timeInHrZone: UInt8 = 2
    public static let timeInSpeedZone: UInt8 = 3
    public static let timeInCadenceZone: UInt8 = 4
    public static let timeInPowerZone: UInt8 = 5
    public static let hrZoneHighBoundary: UInt8 = 6
    public static let speedZoneHighBoundary: UInt8 = 7
    public static let cadenceZoneHighBondary: UInt8 = 8
    public static let powerZoneHighBoundary: UInt8 = 9
    public static let hrCalcType: UInt8 = 10
    public static let maxHeartRate: UInt8 = 11
    public static let restingHeartRate: UInt8 = 12
    public static let thresholdHeartRate: UInt8 = 13
    public static let pwrCalcType: UInt8 = 14
    public static let functionalThresholdPower: UInt8 = 15
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `set`.
  public enum Set {
    public static let duration: UInt8 = 0
    public static let repetitions: UInt8 = 3
    public static let weight: UInt8 = 4
    public static let setType: UInt8 = 5
    public static let startTime: UInt8 = 6
    public static let category: UInt8 = 7
    public static let categorySubtype: UInt8 = 8
    public static let weightDisplayUnit: UInt8 = 9
    public static let messageIndex: UInt8 = 10
    public static let wktStepIndex: UInt8 = 11
    public static let timestamp: UInt8 = 254
  }
  /// Fields of `stress_level`.
  public enum StressLevel {
    public static let stressLevelValue: UInt8 = 0
    public static let stressLevelTime: UInt8 = 1
  }
  /// Fields of `max_met_data`.
  public enum MaxMetData {
    public static let updateTime: UInt8 = 0
    public static let vo2Max: UInt8 = 2
    public static let sport: UInt8 = 5
    public static let subSport: UInt8 = 6
    public static let maxMetCategory: UInt8 = 8
    public static let calibratedData: UInt8 = 9
    public static let hrSource: UInt8 = 12
    public static let speedSource: UInt8 = 13
  }
  /// Fields of `dive_settings`.
  public enum DiveSettings {
    public static let name: UInt8 = 0
    public static let model: UInt8 = 1
    public static let gfLow: UInt8 = 2
    public static let gfHigh: UInt8 = 3
    public static let waterType: UInt8 = 4
    public static let waterDensity: UInt8 = 5
    public static let po2Warn: UInt8 = 6
    public static let po2Critical: UInt8 = 7
    public static let po2Deco: UInt8 = 8
    public static let safetyStopEnabled: UInt8 = 9
    public static let bottomDepth: UInt8 = 10
    public static let bottomTime: UInt8 = 11
    public static let apneaCountdownEnabled: UInt8 = 12
    public static let apneaCountdownTime: UInt8 = 13
    public static let backlightMode: UInt8 = 14
    public static let backlightBrightness: UInt8 = 15
    public static let backlightTimeout: UInt8 = 16
    public static let repeatDiveInterval: UInt8 = 17
    public static let safetyStopTime: UInt8 = 18
    public static let heartRateSourceType: UInt8 = 19
    public static let heartRateSource: UInt8 = 20
    public static let travelGas: UInt8 = 21
    public static let ccrLowSetpointSwitchMode: UInt8 = 22
    public static let ccrLowSetpoint: UInt8 = 23
    public static let ccrLowSetpointDepth: UInt8 = 24
    public static let ccrHighSetpointSwitchMode: UInt8 = 25
    public static let ccrHighSetpoint: UInt8 = 26
    public static let ccrHighSetpointDepth: UInt8 = 27
    public static let gasConsumptionDisplay: UInt8 = 29
    public static let upKeyEnabled: UInt8 = 30
    public static let diveSounds: UInt8 = 35
    public static let lastStopMultiple: UInt8 = 36
    public static let noFlyTimeMode: UInt8 = 37
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_gas`.
  public enum DiveGas {
    public static let heliumContent: UInt8 = 0
    public static let oxygenContent: UInt8 = 1
    public static let status: UInt8 = 2
    public static let mode: UInt8 = 3
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_alarm`.
  public enum DiveAlarm {
    public static let depth: UInt8 = 0
    public static let time: UInt8 = 1
    public static let enabled: UInt8 = 2
    public static let alarmType: UInt8 = 3
    public static let sound: UInt8 = 4
    public static let diveTypes: UInt8 = 5
    public static let id: UInt8 = 6
    public static let popupEnabled: UInt8 = 7
    public static let triggerOnDescent: UInt8 = 8
    public static let triggerOnAscent: UInt8 = 9
    public static let repeating: UInt8 = 10
    public static let speed: UInt8 = 11
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `exercise_title`.
  public enum ExerciseTitle {
    public static let exerciseCategory: UInt8 = 0
    public static let exerciseName: UInt8 = 1
    public static let wktStepName: UInt8 = 2
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_summary`.
  public enum DiveSummary {
    public static let referenceMesg: UInt8 = 0
    public static let referenceIndex: UInt8 = 1
    public static let avgDepth: UInt8 = 2
    public static let maxDepth: UInt8 = 3
    public static let surfaceInterval: UInt8 = 4
    public static let startCns: UInt8 = 5
    public static let endCns: UInt8 = 6
    public static let startN2: UInt8 = 7
    public static let endN2: UInt8 = 8
    public static let o2Toxicity: UInt8 = 9
    public static let diveNumber: UInt8 = 10
    public static let bottomTime: UInt8 = 11
    public static let avgPressureSac: UInt8 = 12
    public static let avgVolumeSac: UInt8 = 13
    public static let avgRmv: UInt8 = 14
    public static let descentTime: UInt8 = 15
    public static let ascentTime: UInt8 = 16
    public static let avgAscentRate: UInt8 = 17
    public static let avgDescentRate: UInt8 = 22
    public static let maxAscentRate: UInt8 = 23
    public static let maxDescentRate: UInt8 = 24
    public static let hangTime: UInt8 = 25
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `spo2_data`.
  public enum Spo2Data {
    public static let readingSpo2: UInt8 = 0
    public static let readingConfidence: UInt8 = 1
    public static let mode: UInt8 = 2
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `sleep_level`.
  public enum SleepLevel {
    public static let sleepLevel: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `jump`.
  public enum Jump {
    public static let distance: UInt8 = 0
    public static let height: UInt8 = 1
    public static let rotations: UInt8 = 2
    public static let hangTime: UInt8 = 3
    public static let score: UInt8 = 4
    public static let positionLat: UInt8 = 5
    public static let positionLong: UInt8 = 6
    public static let speed: UInt8 = 7
    public static let enhancedSpeed: UInt8 = 8
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `aad_accel_features`.
  public enum AadAccelFeatures {
    public static let time: UInt8 = 0
    public static let energyTotal: UInt8 = 1
    public static let zeroCrossCnt: UInt8 = 2
    public static let instance: UInt8 = 3
    public static let timeAboveThreshold: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `beat_intervals`.
  public enum BeatIntervals {
    public static let timestampMs: UInt8 = 0
    public static let time: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `respiration_rate`.
  public enum RespirationRate {
    public static let respirationRate: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_accelerometer_data`.
  public enum HsaAccelerometerData {
    public static let timestampMs: UInt8 = 0
    public static let samplingInterval: UInt8 = 1
    public static let accelX: UInt8 = 2
    public static let accelY: UInt8 = 3
    public static let accelZ: UInt8 = 4
    public static let timestamp32k: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_step_data`.
  public enum HsaStepData {
    public static let processingInterval: UInt8 = 0
    public static let steps: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_spo2_data`.
  public enum HsaSpo2Data {
    public static let processingInterval: UInt8 = 0
    public static let readingSpo2: UInt8 = 1
    public static let confidence: UInt8 = 2
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_stress_data`.
  public enum HsaStressData {
    public static let processingInterval: UInt8 = 0
    public static let stressLevel: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_respiration_data`.
  public enum HsaRespirationData {
    public static let processingInterval: UInt8 = 0
    public static let respirationRate: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_heart_rate_data`.
  public enum HsaHeartRateData {
    public static let processingInterval: UInt8 = 0
    public static let status: UInt8 = 1
    public static let heartRate: UInt8 = 2
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `split`.
  public enum Split {
    public static let splitType: UInt8 = 0
    public static let totalElapsedTime: UInt8 = 1
    public static let totalTimerTime: UInt8 = 2
    public static let totalDistance: UInt8 = 3
    public static let avgSpeed: UInt8 = 4
    public static let startTime: UInt8 = 9
    public static let sport: UInt8 = 11
    public static let subSport: UInt8 = 12
    public static let totalAscent: UInt8 = 13
    public static let totalDescent: UInt8 = 14
    public static let avgHeartRate: UInt8 = 15
    public static let maxHeartRate: UInt8 = 16
    public static let necLat: UInt8 = 17
    public static let necLong: UInt8 = 18
    public static let swcLat: UInt8 = 19
    public static let swcLong: UInt8 = 20
    public static let startPositionLat: UInt8 = 21
    public static let startPositionLong: UInt8 = 22
    public static let endPositionLat: UInt8 = 23
    public static let endPositionLong: UInt8 = 24
    public static let maxSpeed: UInt8 = 25
    public static let avgVertSpeed: UInt8 = 26
    public static let endTime: UInt8 = 27
    public static let totalCalories: UInt8 = 28
    public static let avgCadence: UInt8 = 29
    public static let maxCadence: UInt8 = 30
    public static let totalCycles: UInt8 = 31
    public static let avgTemperature: UInt8 = 32
    public static let maxTemperature: UInt8 = 33
    public static let minTemperature: UInt8 = 34
    public static let avgVerticalOscillation: UInt8 = 35
    public static let avgVerticalRatio: UInt8 = 36
    public static let avgStanceTime: UInt8 = 37
    public static let avgStanceTimeBalance: UInt8 = 38
    public static let avgStepLength: UInt8 = 39
    public static let avgPower: UInt8 = 40
    public static let maxPower: UInt8 = 41
    public static let normalizedPower: UInt8 = 42
    public static let leftRightBalance: UInt8 = 43
    public static let timeStanding: UInt8 = 44
    public static let avgLeftPco: UInt8 = 45
    public static let avgRightPco: UInt8 = 46
    public static let avgLeftPowerPhase: UInt8 = 47
    public static let avgLeftPowerPhasePeak: UInt8 = 48
    public static let avgRightPowerPhase: UInt8 = 49
    public static let avgRightPowerPhasePeak: UInt8 = 50
    public static let avgPowerPosition: UInt8 = 51
    public static let maxPowerPosition: UInt8 = 52
    public static let avgLeftTorqueEffectiveness: UInt8 = 53
    public static let avgRightTorqueEffectiveness: UInt8 = 54
    public static let avgLeftPedalSmoothness: UInt8 = 55
    public static let avgRightPedalSmoothness: UInt8 = 56
    public static let avgCombinedPedalSmoothness: UInt8 = 57
    public static let avgFlow: UInt8 = 58
    public static let totalGrit: UInt8 = 59
    public static let swimStroke: UInt8 = 62
    public static let numActiveLengths: UInt8 = 63
    public static let avgSwolf: UInt8 = 64
    public static let avgStrokeDistance: UInt8 = 65
    public static let avgStrokesPerLength: UInt8 = 66
    public static let firstLapIndex: UInt8 = 67
    public static let numLaps: UInt8 = 68
    public static let climbGradingScale: UInt8 = 69
    public static let climbGradeValue: UInt8 = 70
    public static let status: UInt8 = 71
    public static let numFalls: UInt8 = 72
    public static let climbSend: UInt8 = 73
    public static let startElevation: UInt8 = 74
    public static let activeTime: UInt8 = 78
    public static let metabolicCalories: UInt8 = 79
    public static let totalFractionalAscent: UInt8 = 80
    public static let totalFractionalDescent: UInt8 = 81
    public static let avgGrade: UInt8 = 88
    public static let maxGrade: UInt8 = 89
    public static let minCadence: UInt8 = 90
    public static let avgGradeAdjustedSpeed: UInt8 = 93
    public static let avgStress: UInt8 = 94
    public static let avgVam: UInt8 = 99
    public static let jumpCount: UInt8 = 104
    public static let totalMovingTime: UInt8 = 110
    public static let diveSectionType: UInt8 = 112
    public static let avgAscentRate: UInt8 = 113
    public static let maxAscentRate: UInt8 = 114
    public static let avgDescentRate: UInt8 = 115
    public static let maxDescentRate: UInt8 = 116
    public static let totalAscentTime: UInt8 = 117
    public static let totalDescentTime: UInt8 = 118
    public static let totalHangTime: UInt8 = 119
    public static let apneaDiscipline: UInt8 = 120
    public static let avgDepth: UInt8 = 121
    public static let maxDepth: UInt8 = 122
    public static let minHeartRate: UInt8 = 124
    public static let surfaceInterval: UInt8 = 127
    public static let totalFractionalCycles: UInt8 = 142
    public static let avgStanceTimePercent: UInt8 = 144
    public static let totalAnaerobicTrainingEffect: UInt8 = 168
    public static let frontGearShiftCount: UInt8 = 169
    public static let rearGearShiftCount: UInt8 = 170
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `split_summary`.
  public enum SplitSummary {
    public static let splitType: UInt8 = 0
    public static let sport: UInt8 = 1
    public static let subSport: UInt8 = 2
    public static let numSplits: UInt8 = 3
    public static let totalTimerTime: UInt8 = 4
    public static let totalDistance: UInt8 = 5
    public static let avgSpeed: UInt8 = 6
    public static let maxSpeed: UInt8 = 7
    public static let totalAscent: UInt8 = 8
    public static let totalDescent: UInt8 = 9
    public static let avgHeartRate: UInt8 = 10
    public static let maxHeartRate: UInt8 = 11
    public static let avgVertSpeed: UInt8 = 12
    public static let totalCalories: UInt8 = 13
    public static let avgCadence: UInt8 = 14
    public static let maxCadence: UInt8 = 15
    public static let totalCycles: UInt8 = 16
    public static let avgTemperature: UInt8 = 17
    public static let maxTemperature: UInt8 = 18
    public static let minTemperature: UInt8 = 19
    public static let avgVerticalOscillation: UInt8 = 20
    public static let avgVerticalRatio: UInt8 = 21
    public static let avgStanceTime: UInt8 = 22
    public static let avgStanceTimeBalance: UInt8 = 23
    public static let avgStepLength: UInt8 = 24
    public static let avgPower: UInt8 = 25
    public static let maxPower: UInt8 = 26
    public static let normalizedPower: UInt8 = 27
    public static let leftRightBalance: UInt8 = 28
    public static let timeStanding: UInt8 = 29
    public static let avgLeftPco: UInt8 = 30
    public static let avgRightPco: UInt8 = 31
    public static let avgLeftPowerPhase: UInt8 = 32
    public static let avgLeftPowerPhasePeak: UInt8 = 33
    public static let avgRightPowerPhase: UInt8 = 34
    public static let avgRightPowerPhasePeak: UInt8 = 35
    public static let avgPowerPosition: UInt8 = 36
    public static let maxPowerPosition: UInt8 = 37
    public static let avgLeftTorqueEffectiveness: UInt8 = 38
    public static let avgRightTorqueEffectiveness: UInt8 = 39
    public static let avgLeftPedalSmoothness: UInt8 = 40
    public static let avgRightPedalSmoothness: UInt8 = 41
    public static let avgCombinedPedalSmoothness: UInt8 = 42
    public static let avgFlow: UInt8 = 43
    public static let totalGrit: UInt8 = 44
    public static let swimStroke: UInt8 = 47
    public static let numActiveLengths: UInt8 = 48
    public static let avgSwolf: UInt8 = 49
    public static let avgStrokeDistance: UInt8 = 50
    public static let avgStrokesPerLength: UInt8 = 51
    public static let avgAscent: UInt8 = 52
    public static let maxAscent: UInt8 = 53
    public static let climbGradingScale: UInt8 = 54
    public static let climbMaxGradeValue: UInt8 = 55
    public static let numFalls: UInt8 = 56
    public static let numClimbsAttempted: UInt8 = 58
    public static let numClimbsCompleted: UInt8 = 59
    public static let maxDistance: UInt8 = 60
    public static let metabolicCalories: UInt8 = 64
    public static let activeTime: UInt8 = 65
    public static let totalFractionalAscent: UInt8 = 66
    public static let totalFractionalDescent: UInt8 = 67
    public static let avgFractionalAscent: UInt8 = 68
    public static let maxFractionalAscent: UInt8 = 69
    public static let avgGradeAdjustedSpeed: UInt8 = 71
    public static let avgStress: UInt8 = 72
    public static let totalMovingTime: UInt8 = 77
    public static let startTime: UInt8 = 79
    public static let minHeartRate: UInt8 = 87
    public static let avgStanceTimePercent: UInt8 = 91
    public static let maxTotalTimerTime: UInt8 = 101
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `hsa_body_battery_data`.
  public enum HsaBodyBatteryData {
    public static let processingInterval: UInt8 = 0
    public static let level: UInt8 = 1
    public static let charged: UInt8 = 2
    public static let uncharged: UInt8 = 3
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_event`.
  public enum HsaEvent {
    public static let eventId: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `climb_pro`.
  public enum ClimbPro {
    public static let positionLat: UInt8 = 0
    public static let positionLong: UInt8 = 1
    public static let climbProEvent: UInt8 = 2
    public static let climbNumber: UInt8 = 3
    public static let climbCategory: UInt8 = 4
    public static let currentDist: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `tank_update`.
  public enum TankUpdate {
    public static let sensor: UInt8 = 0
    public static let pressure: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `tank_summary`.
  public enum TankSummary {
    public static let sensor: UInt8 = 0
    public static let startPressure: UInt8 = 1
    public static let endPressure: UInt8 = 2
    public static let volumeUsed: UInt8 = 3
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `sleep_assessment`.
  public enum SleepAssessment {
    public static let combinedAwakeScore: UInt8 = 0
    public static let awakeTimeScore: UInt8 = 1
    public static let awakeningsCountScore: UInt8 = 2
    public static let deepSleepScore: UInt8 = 3
    public static let sleepDurationScore: UInt8 = 4
    public static let lightSleepScore: UInt8 = 5
    public static let overallSleepScore: UInt8 = 6
    public static let sleepQualityScore: UInt8 = 7
    public static let sleepRecoveryScore: UInt8 = 8
    public static let remSleepScore: UInt8 = 9
    public static let sleepRestlessnessScore: UInt8 = 10
    public static let awakeningsCount: UInt8 = 11
    public static let interruptionsScore: UInt8 = 14
    public static let averageStressDuringSleep: UInt8 = 15
  }
  /// Fields of `hrv_status_summary`.
  public enum HrvStatusSummary {
    public static let weeklyAverage: UInt8 = 0
    public static let lastNightAverage: UInt8 = 1
    public static let lastNight5MinHigh: UInt8 = 2
    public static let baselineLowUpper: UInt8 = 3
    public static let baselineBalancedLower: UInt8 = 4
    public static let baselineBalancedUpper: UInt8 = 5
    public static let status: UInt8 = 6
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hrv_value`.
  public enum HrvValue {
    public static let value: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `raw_bbi`.
  public enum RawBbi {
    public static let timestampMs: UInt8 = 0
    public static let data: UInt8 = 1
    public static let time: UInt8 = 2
    public static let quality: UInt8 = 3
    public static let gap: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `device_aux_battery_info`.
  public enum DeviceAuxBatteryInfo {
    public static let deviceIndex: UInt8 = 0
    public static let batteryVoltage: UInt8 = 1
    public static let batteryStatus: UInt8 = 2
    public static let batteryIdentifier: UInt8 = 3
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_gyroscope_data`.
  public enum HsaGyroscopeData {
    public static let timestampMs: UInt8 = 0
    public static let samplingInterval: UInt8 = 1
    public static let gyroX: UInt8 = 2
    public static let gyroY: UInt8 = 3
    public static let gyroZ: UInt8 = 4
    public static let timestamp32k: UInt8 = 5
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `chrono_shot_session`.
  public enum ChronoShotSession {
    public static let minSpeed: UInt8 = 0
    public static let maxSpeed: UInt8 = 1
    public static let avgSpeed: UInt8 = 2
    public static let shotCount: UInt8 = 3
    public static let projectileType: UInt8 = 4
    public static let grainWeight: UInt8 = 5
    public static let standardDeviation: UInt8 = 6
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `chrono_shot_data`.
  public enum ChronoShotData {
    public static let shotSpeed: UInt8 = 0
    public static let shotNum: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_configuration_data`.
  public enum HsaConfigurationData {
    public static let data: UInt8 = 0
    public static let dataSize: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `dive_apnea_alarm`.
  public enum DiveApneaAlarm {
    public static let depth: UInt8 = 0
    public static let time: UInt8 = 1
    public static let enabled: UInt8 = 2
    public static let alarmType: UInt8 = 3
    public static let sound: UInt8 = 4
    public static let diveTypes: UInt8 = 5
    public static let id: UInt8 = 6
    public static let popupEnabled: UInt8 = 7
    public static let triggerOnDescent: UInt8 = 8
    public static let triggerOnAscent: UInt8 = 9
    public static let repeating: UInt8 = 10
    public static let speed: UInt8 = 11
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `skin_temp_overnight`.
  public enum SkinTempOvernight {
    public static let localTimestamp: UInt8 = 0
    public static let averageDeviation: UInt8 = 1
    public static let average7DayDeviation: UInt8 = 2
    public static let nightlyValue: UInt8 = 4
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_wrist_temperature_data`.
  public enum HsaWristTemperatureData {
    public static let processingInterval: UInt8 = 0
    public static let value: UInt8 = 1
    public static let timestamp: UInt8 = 253
  }
  /// Fields of `nap_event`.
  public enum NapEvent {
    public static let startTime: UInt8 = 0
    public static let startTimezoneOffset: UInt8 = 1
    public static let endTime: UInt8 = 2
    public static let endTimezoneOffset: UInt8 = 3
    public static let feedback: UInt8 = 4
    public static let isDeleted: UInt8 = 5
    public static let source: UInt8 = 6
    public static let updateTimestamp: UInt8 = 7
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `sleep_disruption_severity_period`.
  public enum SleepDisruptionSeverityPeriod {
    public static let severity: UInt8 = 0
    public static let timestamp: UInt8 = 253
    public static let messageIndex: UInt8 = 254
  }
  /// Fields of `sleep_disruption_overnight_severity`.
  public enum SleepDisruptionOvernightSeverity {
    public static let severity: UInt8 = 0
    public static let timestamp: UInt8 = 253
  }
}
