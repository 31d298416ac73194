// generated — do not edit. Source: Formats/fit/profile.json, generator: Formats/fit/generate.py

/// Global message numbers of the FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release.
package enum FITMessageNumber {
  /// `file_id`
  package static let fileId: UInt16 = 0
  /// `capabilities`
  package static let capabilities: UInt16 = 1
  /// `device_settings`
  package static let deviceSettings: UInt16 = 2
  /// `user_profile`
  package static let userProfile: UInt16 = 3
  /// `hrm_profile`
  package static let hrmProfile: UInt16 = 4
  /// `sdm_profile`
  package static let sdmProfile: UInt16 = 5
  /// `bike_profile`
  package static let bikeProfile: UInt16 = 6
  /// `zones_target`
  package static let zonesTarget: UInt16 = 7
  /// `hr_zone`
  package static let hrZone: UInt16 = 8
  /// `power_zone`
  package static let powerZone: UInt16 = 9
  /// `met_zone`
  package static let metZone: UInt16 = 10
  /// `sport`
  package static let sport: UInt16 = 12
  /// `training_settings`
  package static let trainingSettings: UInt16 = 13
  /// `goal`
  package static let goal: UInt16 = 15
  /// `session`
  package static let session: UInt16 = 18
  /// `lap`
  package static let lap: UInt16 = 19
  /// `record`
  package static let record: UInt16 = 20
  /// `event`
  package static let event: UInt16 = 21
  /// `device_info`
  package static let deviceInfo: UInt16 = 23
  /// `workout`
  package static let workout: UInt16 = 26
  /// `workout_step`
  package static let workoutStep: UInt16 = 27
  /// `schedule`
  package static let schedule: UInt16 = 28
  /// `weight_scale`
  package static let weightScale: UInt16 = 30
  /// `course`
  package static let course: UInt16 = 31
  /// `course_point`
  package static let coursePoint: UInt16 = 32
  /// `totals`
  package static let totals: UInt16 = 33
  /// `activity`
  package static let activity: UInt16 = 34
  /// `software`
  package static let software: UInt16 = 35
  /// `file_capabilities`
  package static let fileCapabilities: UInt16 = 37
  /// `mesg_capabilities`
  package static let mesgCapabilities: UInt16 = 38
  /// `field_capabilities`
  package static let fieldCapabilities: UInt16 = 39
  /// `file_creator`
  package static let fileCreator: UInt16 = 49
  /// `blood_pressure`
  package static let bloodPressure: UInt16 = 51
  /// `speed_zone`
  package static let speedZone: UInt16 = 53
  /// `monitoring`
  package static let monitoring: UInt16 = 55
  /// `training_file`
  package static let trainingFile: UInt16 = 72
  /// `hrv`
  package static let hrv: UInt16 = 78
  /// `ant_rx`
  package static let antRx: UInt16 = 80
  /// `ant_tx`
  package static let antTx: UInt16 = 81
  /// `ant_channel_id`
  package static let antChannelId: UInt16 = 82
  /// `length`
  package static let length: UInt16 = 101
  /// `monitoring_info`
  package static let monitoringInfo: UInt16 = 103
  /// `battery`
  package static let battery: UInt16 = 104
  /// `slave_device`
  package static let slaveDevice: UInt16 = 106
  /// `connectivity`
  package static let connectivity: UInt16 = 127
  /// `weather_conditions`
  package static let weatherConditions: UInt16 = 128
  /// `weather_alert`
  package static let weatherAlert: UInt16 = 129
  /// `cadence_zone`
  package static let cadenceZone: UInt16 = 131
  /// `hr`
  package static let hr: UInt16 = 132
  /// `segment_lap`
  package static let segmentLap: UInt16 = 142
  /// `memo_glob`
  package static let memoGlob: UInt16 = 145
  /// `segment_id`
  package static let segmentId: UInt16 = 148
  /// `segment_leaderboard_entry`
  package static let segmentLeaderboardEntry: UInt16 = 149
  /// `segment_point`
  package static let segmentPoint: UInt16 = 150
  /// `segment_file`
  package static let segmentFile: UInt16 = 151
  /// `workout_session`
  package static let workoutSession: UInt16 = 158
  /// `watchface_settings`
  package static let watchfaceSettings: UInt16 = 159
  /// `gps_metadata`
  package static let gpsMetadata: UInt16 = 160
  /// `camera_event`
  package static let cameraEvent: UInt16 = 161
  /// `timestamp_correlation`
  package static let timestampCorrelation: UInt16 = 162
  /// `gyroscope_data`
  package static let gyroscopeData: UInt16 = 164
  /// `accelerometer_data`
  package static let accelerometerData: UInt16 = 165
  /// `three_d_sensor_calibration`
  package static let threeDSensorCalibration: UInt16 = 167
  /// `video_frame`
  package static let videoFrame: UInt16 = 169
  /// `obdii_data`
  package static let obdiiData: UInt16 = 174
  /// `nmea_sentence`
  package static let nmeaSentence: UInt16 = 177
  /// `aviation_attitude`
  package static let aviationAttitude: UInt16 = 178
  /// `video`
  package static let video: UInt16 = 184
  /// `video_title`
  package static let videoTitle: UInt16 = 185
  /// `video_description`
  package static let videoDescription: UInt16 = 186
  /// `video_clip`
  package static let videoClip: UInt16 = 187
  /// `ohr_settings`
  package static let ohrSettings: UInt16 = 188
  /// `exd_screen_configuration`
  package static let exdScreenConfiguration: UInt16 = 200
  /// `exd_data_field_configuration`
  package static let exdDataFieldConfiguration: UInt16 = 201
  /// `exd_data_concept_configuration`
  package static let exdDataConceptConfiguration: UInt16 = 202
  /// `field_description`
  package static let fieldDescription: UInt16 = 206
  /// `developer_data_id`
  package static let developerDataId: UInt16 = 207
  /// `magnetometer_data`
  package static let magnetometerData: UInt16 = 208
  /// `barometer_data`
  package static let barometerData: UInt16 = 209
  /// `one_d_sensor_calibration`
  package static let oneDSensorCalibration: UInt16 = 210
  /// `monitoring_hr_data`
  package static let monitoringHrData: UInt16 = 211
  /// `time_in_zone`
  package static let timeInZone: UInt16 = 216
  /// `set`
  package static let set: UInt16 = 225
  /// `stress_level`
  package static let stressLevel: UInt16 = 227
  /// `max_met_data`
  package static let maxMetData: UInt16 = 229
  /// `dive_settings`
  package static let diveSettings: UInt16 = 258
  /// `dive_gas`
  package static let diveGas: UInt16 = 259
  /// `dive_alarm`
  package static let diveAlarm: UInt16 = 262
  /// `exercise_title`
  package static let exerciseTitle: UInt16 = 264
  /// `dive_summary`
  package static let diveSummary: UInt16 = 268
  /// `spo2_data`
  package static let spo2Data: UInt16 = 269
  /// `sleep_level`
  package static let sleepLevel: UInt16 = 275
  /// `jump`
  package static let jump: UInt16 = 285
  /// `aad_accel_features`
  package static let aadAccelFeatures: UInt16 = 289
  /// `beat_intervals`
  package static let beatIntervals: UInt16 = 290
  /// `respiration_rate`
  package static let respirationRate: UInt16 = 297
  /// `hsa_accelerometer_data`
  package static let hsaAccelerometerData: UInt16 = 302
  /// `hsa_step_data`
  package static let hsaStepData: UInt16 = 304
  /// `hsa_spo2_data`
  package static let hsaSpo2Data: UInt16 = 305
  /// `hsa_stress_data`
  package static let hsaStressData: UInt16 = 306
  /// `hsa_respiration_data`
  package static let hsaRespirationData: UInt16 = 307
  /// `hsa_heart_rate_data`
  package static let hsaHeartRateData: UInt16 = 308
  /// `split`
  package static let split: UInt16 = 312
  /// `split_summary`
  package static let splitSummary: UInt16 = 313
  /// `hsa_body_battery_data`
  package static let hsaBodyBatteryData: UInt16 = 314
  /// `hsa_event`
  package static let hsaEvent: UInt16 = 315
  /// `climb_pro`
  package static let climbPro: UInt16 = 317
  /// `tank_update`
  package static let tankUpdate: UInt16 = 319
  /// `tank_summary`
  package static let tankSummary: UInt16 = 323
  /// `sleep_assessment`
  package static let sleepAssessment: UInt16 = 346
  /// `hrv_status_summary`
  package static let hrvStatusSummary: UInt16 = 370
  /// `hrv_value`
  package static let hrvValue: UInt16 = 371
  /// `raw_bbi`
  package static let rawBbi: UInt16 = 372
  /// `device_aux_battery_info`
  package static let deviceAuxBatteryInfo: UInt16 = 375
  /// `hsa_gyroscope_data`
  package static let hsaGyroscopeData: UInt16 = 376
  /// `chrono_shot_session`
  package static let chronoShotSession: UInt16 = 387
  /// `chrono_shot_data`
  package static let chronoShotData: UInt16 = 388
  /// `hsa_configuration_data`
  package static let hsaConfigurationData: UInt16 = 389
  /// `dive_apnea_alarm`
  package static let diveApneaAlarm: UInt16 = 393
  /// `skin_temp_overnight`
  package static let skinTempOvernight: UInt16 = 398
  /// `hsa_wrist_temperature_data`
  package static let hsaWristTemperatureData: UInt16 = 409
  /// `nap_event`
  package static let napEvent: UInt16 = 412
  /// `sleep_disruption_severity_period`
  package static let sleepDisruptionSeverityPeriod: UInt16 = 470
  /// `sleep_disruption_overnight_severity`
  package static let sleepDisruptionOvernightSeverity: UInt16 = 471
}

/// Field numbers per message of the FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release.
package enum FITFieldNumber {
  /// `timestamp`, common to every message.
  package static let timestamp: UInt8 = 253
  /// `message_index`, common to every message.
  package static let messageIndex: UInt8 = 254
  /// `part_index`, common to every message.
  package static let partIndex: UInt8 = 250
  /// Fields of `file_id`.
  package enum FileId {
    package static let type: UInt8 = 0
    package static let manufacturer: UInt8 = 1
    package static let product: UInt8 = 2
    package static let serialNumber: UInt8 = 3
    package static let timeCreated: UInt8 = 4
    package static let number: UInt8 = 5
    package static let productName: UInt8 = 8
  }
  /// Fields of `capabilities`.
  package enum Capabilities {
    package static let languages: UInt8 = 0
    package static let sports: UInt8 = 1
    package static let workoutsSupported: UInt8 = 21
    package static let connectivitySupported: UInt8 = 23
  }
  /// Fields of `device_settings`.
  package enum DeviceSettings {
    package static let activeTimeZone: UInt8 = 0
    package static let utcOffset: UInt8 = 1
    package static let timeOffset: UInt8 = 2
    package static let timeMode: UInt8 = 4
    package static let timeZoneOffset: UInt8 = 5
    package static let backlightMode: UInt8 = 12
    package static let activityTrackerEnabled: UInt8 = 36
    package static let clockTime: UInt8 = 39
    package static let pagesEnabled: UInt8 = 40
    package static let moveAlertEnabled: UInt8 = 46
    package static let dateMode: UInt8 = 47
    package static let displayOrientation: UInt8 = 55
    package static let mountingSide: UInt8 = 56
    package static let defaultPage: UInt8 = 57
    package static let autosyncMinSteps: UInt8 = 58
    package static let autosyncMinTime: UInt8 = 59
    package static let lactateThresholdAutodetectEnabled: UInt8 = 80
    package static let bleAutoUploadEnabled: UInt8 = 86
    package static let autoSyncFrequency: UInt8 = 89
    package static let autoActivityDetect: UInt8 = 90
    package static let numberOfScreens: UInt8 = 94
    package static let smartNotificationDisplayOrientation: UInt8 = 95
    package static let tapInterface: UInt8 = 134
    package static let tapSensitivity: UInt8 = 174
  }
  /// Fields of `user_profile`.
  package enum UserProfile {
    package static let friendlyName: UInt8 = 0
    package static let gender: UInt8 = 1
    package static let age: UInt8 = 2
    package static let height: UInt8 = 3
    package static let weight: UInt8 = 4
    package static let language: UInt8 = 5
    package static let elevSetting: UInt8 = 6
    package static let weightSetting: UInt8 = 7
    package static let restingHeartRate: UInt8 = 8
    package static let defaultMaxRunningHeartRate: UInt8 = 9
    package static let defaultMaxBikingHeartRate: UInt8 = 10
    package static let defaultMaxHeartRate: UInt8 = 11
    package static let hrSetting: UInt8 = 12
    package static let speedSetting: UInt8 = 13
    package static let distSetting: UInt8 = 14
    package static let powerSetting: UInt8 = 16
    package static let activityClass: UInt8 = 17
    package static let positionSetting: UInt8 = 18
    package static let temperatureSetting: UInt8 = 21
    package static let localId: UInt8 = 22
    package static let globalId: UInt8 = 23
    package static let wakeTime: UInt8 = 28
    package static let sleepTime: UInt8 = 29
    package static let heightSetting: UInt8 = 30
    package static let userRunningStepLength: UInt8 = 31
    package static let userWalkingStepLength: UInt8 = 32
    package static let depthSetting: UInt8 = 47
    package static let diveCount: UInt8 = 49
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `hrm_profile`.
  package enum HrmProfile {
    package static let enabled: UInt8 = 0
    package static let hrmAntId: UInt8 = 1
    package static let logHrv: UInt8 = 2
    package static let hrmAntIdTransType: UInt8 = 3
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `sdm_profile`.
  package enum SdmProfile {
    package static let enabled: UInt8 = 0
    package static let sdmAntId: UInt8 = 1
    package static let sdmCalFactor: UInt8 = 2
    package static let odometer: UInt8 = 3
    package static let speedSource: UInt8 = 4
    package static let sdmAntIdTransType: UInt8 = 5
    package static let odometerRollover: UInt8 = 7
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `bike_profile`.
  package enum BikeProfile {
    package static let name: UInt8 = 0
    package static let sport: UInt8 = 1
    package static let subSport: UInt8 = 2
    package static let odometer: UInt8 = 3
    package static let bikeSpdAntId: UInt8 = 4
    package static let bikeCadAntId: UInt8 = 5
    package static let bikeSpdcadAntId: UInt8 = 6
    package static let bikePowerAntId: UInt8 = 7
    package static let customWheelsize: UInt8 = 8
    package static let autoWheelsize: UInt8 = 9
    package static let bikeWeight: UInt8 = 10
    package static let powerCalFactor: UInt8 = 11
    package static let autoWheelCal: UInt8 = 12
    package static let autoPowerZero: UInt8 = 13
    package static let id: UInt8 = 14
    package static let spdEnabled: UInt8 = 15
    package static let cadEnabled: UInt8 = 16
    package static let spdcadEnabled: UInt8 = 17
    package static let powerEnabled: UInt8 = 18
    package static let crankLength: UInt8 = 19
    package static let enabled: UInt8 = 20
    package static let bikeSpdAntIdTransType: UInt8 = 21
    package static let bikeCadAntIdTransType: UInt8 = 22
    package static let bikeSpdcadAntIdTransType: UInt8 = 23
    package static let bikePowerAntIdTransType: UInt8 = 24
    package static let odometerRollover: UInt8 = 37
    package static let frontGearNum: UInt8 = 38
    package static let frontGear: UInt8 = 39
    package static let rearGearNum: UInt8 = 40
    package static let rearGear: UInt8 = 41
    package static let shimanoDi2Enabled: UInt8 = 44
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `zones_target`.
  package enum ZonesTarget {
    package static let maxHeartRate: UInt8 = 1
    package static let thresholdHeartRate: UInt8 = 2
    package static let functionalThresholdPower: UInt8 = 3
    package static let hrCalcType: UInt8 = 5
    package static let pwrCalcType: UInt8 = 7
  }
  /// Fields of `hr_zone`.
  package enum HrZone {
    package static let highBpm: UInt8 = 1
    package static let name: UInt8 = 2
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `power_zone`.
  package enum PowerZone {
    package static let highValue: UInt8 = 1
    package static let name: UInt8 = 2
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `met_zone`.
  package enum MetZone {
    package static let highBpm: UInt8 = 1
    package static let calories: UInt8 = 2
    package static let fatCalories: UInt8 = 3
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `sport`.
  package enum Sport {
    package static let sport: UInt8 = 0
    package static let subSport: UInt8 = 1
    package static let name: UInt8 = 3
  }
  /// Fields of `training_settings`.
  package enum TrainingSettings {
    package static let targetDistance: UInt8 = 31
    package static let targetSpeed: UInt8 = 32
    package static let targetTime: UInt8 = 33
    package static let preciseTargetSpeed: UInt8 = 153
  }
  /// Fields of `goal`.
  package enum Goal {
    package static let sport: UInt8 = 0
    package static let subSport: UInt8 = 1
    package static let startDate: UInt8 = 2
    package static let endDate: UInt8 = 3
    package static let type: UInt8 = 4
    package static let value: UInt8 = 5
    package static let `repeat`: UInt8 = 6
    package static let targetValue: UInt8 = 7
    package static let recurrence: UInt8 = 8
    package static let recurrenceValue: UInt8 = 9
    package static let enabled: UInt8 = 10
    package static let source: UInt8 = 11
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `session`.
  package enum Session {
    package static let event: UInt8 = 0
    package static let eventType: UInt8 = 1
    package static let startTime: UInt8 = 2
    package static let startPositionLat: UInt8 = 3
    package static let startPositionLong: UInt8 = 4
    package static let sport: UInt8 = 5
    package static let subSport: UInt8 = 6
    package static let totalElapsedTime: UInt8 = 7
    package static let totalTimerTime: UInt8 = 8
    package static let totalDistance: UInt8 = 9
    package static let totalCycles: UInt8 = 10
    package static let totalCalories: UInt8 = 11
    package static let totalFatCalories: UInt8 = 13
    package static let avgSpeed: UInt8 = 14
    package static let maxSpeed: UInt8 = 15
    package static let avgHeartRate: UInt8 = 16
    package static let maxHeartRate: UInt8 = 17
    package static let avgCadence: UInt8 = 18
    package static let maxCadence: UInt8 = 19
    package static let avgPower: UInt8 = 20
    package static let maxPower: UInt8 = 21
    package static let totalAscent: UInt8 = 22
    package static let totalDescent: UInt8 = 23
    package static let totalTrainingEffect: UInt8 = 24
    package static let firstLapIndex: UInt8 = 25
    package static let numLaps: UInt8 = 26
    package static let eventGroup: UInt8 = 27
    package static let trigger: UInt8 = 28
    package static let necLat: UInt8 = 29
    package static let necLong: UInt8 = 30
    package static let swcLat: UInt8 = 31
    package static let swcLong: UInt8 = 32
    package static let numLengths: UInt8 = 33
    package static let normalizedPower: UInt8 = 34
    package static let trainingStressScore: UInt8 = 35
    package static let intensityFactor: UInt8 = 36
    package static let leftRightBalance: UInt8 = 37
    package static let endPositionLat: UInt8 = 38
    package static let endPositionLong: UInt8 = 39
    package static let avgStrokeCount: UInt8 = 41
    package static let avgStrokeDistance: UInt8 = 42
    package static let swimStroke: UInt8 = 43
    package static let poolLength: UInt8 = 44
    package static let thresholdPower: UInt8 = 45
    package static let poolLengthUnit: UInt8 = 46
    package static let numActiveLengths: UInt8 = 47
    package static let totalWork: UInt8 = 48
    package static let avgAltitude: UInt8 = 49
    package static let maxAltitude: UInt8 = 50
    package static let gpsAccuracy: UInt8 = 51
    package static let avgGrade: UInt8 = 52
    package static let avgPosGrade: UInt8 = 53
    package static let avgNegGrade: UInt8 = 54
    package static let maxPosGrade: UInt8 = 55
    package static let maxNegGrade: UInt8 = 56
    package static let avgTemperature: UInt8 = 57
    package static let maxTemperature: UInt8 = 58
    package static let totalMovingTime: UInt8 = 59
    package static let avgPosVerticalSpeed: UInt8 = 60
    package static let avgNegVerticalSpeed: UInt8 = 61
    package static let maxPosVerticalSpeed: UInt8 = 62
    package static let maxNegVerticalSpeed: UInt8 = 63
    package static let minHeartRate: UInt8 = 64
    package static let timeInHrZone: UInt8 = 65
    package static let timeInSpeedZone: UInt8 = 66
    package static let timeInCadenceZone: UInt8 = 67
    package static let timeInPowerZone: UInt8 = 68
    package static let avgLapTime: UInt8 = 69
    package static let bestLapIndex: UInt8 = 70
    package static let minAltitude: UInt8 = 71
    package static let activeTime: UInt8 = 78
    package static let avgStrokesPerLength: UInt8 = 79
    package static let avgSwolf: UInt8 = 80
    package static let playerScore: UInt8 = 82
    package static let opponentScore: UInt8 = 83
    package static let opponentName: UInt8 = 84
    package static let strokeCount: UInt8 = 85
    package static let zoneCount: UInt8 = 86
    package static let maxBallSpeed: UInt8 = 87
    package static let avgBallSpeed: UInt8 = 88
    package static let avgVerticalOscillation: UInt8 = 89
    package static let avgStanceTimePercent: UInt8 = 90
    package static let avgStanceTime: UInt8 = 91
    package static let avgFractionalCadence: UInt8 = 92
    package static let maxFractionalCadence: UInt8 = 93
    package static let totalFractionalCycles: UInt8 = 94
    package static let avgTotalHemoglobinConc: UInt8 = 95
    package static let minTotalHemoglobinConc: UInt8 = 96
    package static let maxTotalHemoglobinConc: UInt8 = 97
    package static let avgSaturatedHemoglobinPercent: UInt8 = 98
    package static let minSaturatedHemoglobinPercent: UInt8 = 99
    package static let maxSaturatedHemoglobinPercent: UInt8 = 100
    package static let avgLeftTorqueEffectiveness: UInt8 = 101
    package static let avgRightTorqueEffectiveness: UInt8 = 102
    package static let avgLeftPedalSmoothness: UInt8 = 103
    package static let avgRightPedalSmoothness: UInt8 = 104
    package static let avgCombinedPedalSmoothness: UInt8 = 105
    package static let numSegmentLaps: UInt8 = 106
    package static let frontGearShiftCount: UInt8 = 107
    package static let rearGearShiftCount: UInt8 = 108
    package static let sportProfileName: UInt8 = 110
    package static let sportIndex: UInt8 = 111
    package static let timeStanding: UInt8 = 112
    package static let standCount: UInt8 = 113
    package static let avgLeftPco: UInt8 = 114
    package static let avgRightPco: UInt8 = 115
    package static let avgLeftPowerPhase: UInt8 = 116
    package static let avgLeftPowerPhasePeak: UInt8 = 117
    package static let avgRightPowerPhase: UInt8 = 118
    package static let avgRightPowerPhasePeak: UInt8 = 119
    package static let avgPowerPosition: UInt8 = 120
    package static let maxPowerPosition: UInt8 = 121
    package static let avgCadencePosition: UInt8 = 122
    package static let maxCadencePosition: UInt8 = 123
    package static let enhancedAvgSpeed: UInt8 = 124
    package static let enhancedMaxSpeed: UInt8 = 125
    package static let enhancedAvgAltitude: UInt8 = 126
    package static let enhancedMinAltitude: UInt8 = 127
    package static let enhancedMaxAltitude: UInt8 = 128
    package static let avgLevMotorPower: UInt8 = 129
    package static let maxLevMotorPower: UInt8 = 130
    package static let levBatteryConsumption: UInt8 = 131
    package static let avgVerticalRatio: UInt8 = 132
    package static let avgStanceTimeBalance: UInt8 = 133
    package static let avgStepLength: UInt8 = 134
    package static let totalAnaerobicTrainingEffect: UInt8 = 137
    package static let avgVam: UInt8 = 139
    package static let avgDepth: UInt8 = 140
    package static let maxDepth: UInt8 = 141
    package static let surfaceInterval: UInt8 = 142
    package static let startCns: UInt8 = 143
    package static let endCns: UInt8 = 144
    package static let startN2: UInt8 = 145
    package static let endN2: UInt8 = 146
    package static let avgRespirationRate: UInt8 = 147
    package static let maxRespirationRate: UInt8 = 148
    package static let minRespirationRate: UInt8 = 149
    package static let minTemperature: UInt8 = 150
    package static let o2Toxicity: UInt8 = 155
    package static let diveNumber: UInt8 = 156
    package static let trainingLoadPeak: UInt8 = 168
    package static let enhancedAvgRespirationRate: UInt8 = 169
    package static let enhancedMaxRespirationRate: UInt8 = 170
    package static let enhancedMinRespirationRate: UInt8 = 180
    package static let totalGrit: UInt8 = 181
    package static let totalFlow: UInt8 = 182
    package static let jumpCount: UInt8 = 183
    package static let avgGrit: UInt8 = 186
    package static let avgFlow: UInt8 = 187
    package static let workoutFeel: UInt8 = 192
    package static let workoutRpe: UInt8 = 193
    package static let avgSpo2: UInt8 = 194
    package static let avgStress: UInt8 = 195
    package static let metabolicCalories: UInt8 = 196
    package static let sdrrHrv: UInt8 = 197
    package static let rmssdHrv: UInt8 = 198
    package static let totalFractionalAscent: UInt8 = 199
    package static let totalFractionalDescent: UInt8 = 200
    package static let avgCoreTemperature: UInt8 = 208
    package static let minCoreTemperature: UInt8 = 209
    package static let maxCoreTemperature: UInt8 = 210
    package static let avgGradeAdjustedSpeed: UInt8 = 211
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `lap`.
  package enum Lap {
    package static let event: UInt8 = 0
    package static let eventType: UInt8 = 1
    package static let startTime: UInt8 = 2
    package static let startPositionLat: UInt8 = 3
    package static let startPositionLong: UInt8 = 4
    package static let endPositionLat: UInt8 = 5
    package static let endPositionLong: UInt8 = 6
    package static let totalElapsedTime: UInt8 = 7
    package static let totalTimerTime: UInt8 = 8
    package static let totalDistance: UInt8 = 9
    package static let totalCycles: UInt8 = 10
    package static let totalCalories: UInt8 = 11
    package static let totalFatCalories: UInt8 = 12
    package static let avgSpeed: UInt8 = 13
    package static let maxSpeed: UInt8 = 14
    package static let avgHeartRate: UInt8 = 15
    package static let maxHeartRate: UInt8 = 16
    package static let avgCadence: UInt8 = 17
    package static let maxCadence: UInt8 = 18
    package static let avgPower: UInt8 = 19
    package static let maxPower: UInt8 = 20
    package static let totalAscent: UInt8 = 21
    package static let totalDescent: UInt8 = 22
    package static let intensity: UInt8 = 23
    package static let lapTrigger: UInt8 = 24
    package static let sport: UInt8 = 25
    package static let eventGroup: UInt8 = 26
    package static let necLat: UInt8 = 27
    package static let necLong: UInt8 = 28
    package static let swcLat: UInt8 = 29
    package static let swcLong: UInt8 = 30
    package static let numLengths: UInt8 = 32
    package static let normalizedPower: UInt8 = 33
    package static let leftRightBalance: UInt8 = 34
    package static let firstLengthIndex: UInt8 = 35
    package static let avgStrokeDistance: UInt8 = 37
    package static let swimStroke: UInt8 = 38
    package static let subSport: UInt8 = 39
    package static let numActiveLengths: UInt8 = 40
    package static let totalWork: UInt8 = 41
    package static let avgAltitude: UInt8 = 42
    package static let maxAltitude: UInt8 = 43
    package static let gpsAccuracy: UInt8 = 44
    package static let avgGrade: UInt8 = 45
    package static let avgPosGrade: UInt8 = 46
    package static let avgNegGrade: UInt8 = 47
    package static let maxPosGrade: UInt8 = 48
    package static let maxNegGrade: UInt8 = 49
    package static let avgTemperature: UInt8 = 50
    package static let maxTemperature: UInt8 = 51
    package static let totalMovingTime: UInt8 = 52
    package static let avgPosVerticalSpeed: UInt8 = 53
    package static let avgNegVerticalSpeed: UInt8 = 54
    package static let maxPosVerticalSpeed: UInt8 = 55
    package static let maxNegVerticalSpeed: UInt8 = 56
    package static let timeInHrZone: UInt8 = 57
    package static let timeInSpeedZone: UInt8 = 58
    package static let timeInCadenceZone: UInt8 = 59
    package static let timeInPowerZone: UInt8 = 60
    package static let repetitionNum: UInt8 = 61
    package static let minAltitude: UInt8 = 62
    package static let minHeartRate: UInt8 = 63
    package static let activeTime: UInt8 = 70
    package static let wktStepIndex: UInt8 = 71
    package static let avgSwolf: UInt8 = 73
    package static let opponentScore: UInt8 = 74
    package static let strokeCount: UInt8 = 75
    package static let zoneCount: UInt8 = 76
    package static let avgVerticalOscillation: UInt8 = 77
    package static let avgStanceTimePercent: UInt8 = 78
    package static let avgStanceTime: UInt8 = 79
    package static let avgFractionalCadence: UInt8 = 80
    package static let maxFractionalCadence: UInt8 = 81
    package static let totalFractionalCycles: UInt8 = 82
    package static let playerScore: UInt8 = 83
    package static let avgTotalHemoglobinConc: UInt8 = 84
    package static let minTotalHemoglobinConc: UInt8 = 85
    package static let maxTotalHemoglobinConc: UInt8 = 86
    package static let avgSaturatedHemoglobinPercent: UInt8 = 87
    package static let minSaturatedHemoglobinPercent: UInt8 = 88
    package static let maxSaturatedHemoglobinPercent: UInt8 = 89
    package static let avgStrokesPerLength: UInt8 = 90
    package static let avgLeftTorqueEffectiveness: UInt8 = 91
    package static let avgRightTorqueEffectiveness: UInt8 = 92
    package static let avgLeftPedalSmoothness: UInt8 = 93
    package static let avgRightPedalSmoothness: UInt8 = 94
    package static let avgCombinedPedalSmoothness: UInt8 = 95
    package static let frontGearShiftCount: UInt8 = 96
    package static let rearGearShiftCount: UInt8 = 97
    package static let timeStanding: UInt8 = 98
    package static let standCount: UInt8 = 99
    package static let avgLeftPco: UInt8 = 100
    package static let avgRightPco: UInt8 = 101
    package static let avgLeftPowerPhase: UInt8 = 102
    package static let avgLeftPowerPhasePeak: UInt8 = 103
    package static let avgRightPowerPhase: UInt8 = 104
    package static let avgRightPowerPhasePeak: UInt8 = 105
    package static let avgPowerPosition: UInt8 = 106
    package static let maxPowerPosition: UInt8 = 107
    package static let avgCadencePosition: UInt8 = 108
    package static let maxCadencePosition: UInt8 = 109
    package static let enhancedAvgSpeed: UInt8 = 110
    package static let enhancedMaxSpeed: UInt8 = 111
    package static let enhancedAvgAltitude: UInt8 = 112
    package static let enhancedMinAltitude: UInt8 = 113
    package static let enhancedMaxAltitude: UInt8 = 114
    package static let avgLevMotorPower: UInt8 = 115
    package static let maxLevMotorPower: UInt8 = 116
    package static let levBatteryConsumption: UInt8 = 117
    package static let avgVerticalRatio: UInt8 = 118
    package static let avgStanceTimeBalance: UInt8 = 119
    package static let avgStepLength: UInt8 = 120
    package static let avgVam: UInt8 = 121
    package static let avgDepth: UInt8 = 122
    package static let maxDepth: UInt8 = 123
    package static let minTemperature: UInt8 = 124
    package static let enhancedAvgRespirationRate: UInt8 = 136
    package static let enhancedMaxRespirationRate: UInt8 = 137
    package static let avgRespirationRate: UInt8 = 147
    package static let maxRespirationRate: UInt8 = 148
    package static let totalGrit: UInt8 = 149
    package static let totalFlow: UInt8 = 150
    package static let jumpCount: UInt8 = 151
    package static let avgGrit: UInt8 = 153
    package static let avgFlow: UInt8 = 154
    package static let metabolicCalories: UInt8 = 155
    package static let totalFractionalAscent: UInt8 = 156
    package static let totalFractionalDescent: UInt8 = 157
    package static let avgCoreTemperature: UInt8 = 158
    package static let minCoreTemperature: UInt8 = 159
    package static let maxCoreTemperature: UInt8 = 160
    package static let avgGradeAdjustedSpeed: UInt8 = 161
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `record`.
  package enum Record {
    package static let positionLat: UInt8 = 0
    package static let positionLong: UInt8 = 1
    package static let altitude: UInt8 = 2
    package static let heartRate: UInt8 = 3
    package static let cadence: UInt8 = 4
    package static let distance: UInt8 = 5
    package static let speed: UInt8 = 6
    package static let power: UInt8 = 7
    package static let compressedSpeedDistance: UInt8 = 8
    package static let grade: UInt8 = 9
    package static let resistance: UInt8 = 10
    package static let timeFromCourse: UInt8 = 11
    package static let cycleLength: UInt8 = 12
    package static let temperature: UInt8 = 13
    package static let speed1s: UInt8 = 17
    package static let cycles: UInt8 = 18
    package static let totalCycles: UInt8 = 19
    package static let compressedAccumulatedPower: UInt8 = 28
    package static let accumulatedPower: UInt8 = 29
    package static let leftRightBalance: UInt8 = 30
    package static let gpsAccuracy: UInt8 = 31
    package static let verticalSpeed: UInt8 = 32
    package static let calories: UInt8 = 33
    package static let verticalOscillation: UInt8 = 39
    package static let stanceTimePercent: UInt8 = 40
    package static let stanceTime: UInt8 = 41
    package static let activityType: UInt8 = 42
    package static let leftTorqueEffectiveness: UInt8 = 43
    package static let rightTorqueEffectiveness: UInt8 = 44
    package static let leftPedalSmoothness: UInt8 = 45
    package static let rightPedalSmoothness: UInt8 = 46
    package static let combinedPedalSmoothness: UInt8 = 47
    package static let time128: UInt8 = 48
    package static let strokeType: UInt8 = 49
    package static let zone: UInt8 = 50
    package static let ballSpeed: UInt8 = 51
    package static let cadence256: UInt8 = 52
    package static let fractionalCadence: UInt8 = 53
    package static let totalHemoglobinConc: UInt8 = 54
    package static let totalHemoglobinConcMin: UInt8 = 55
    package static let totalHemoglobinConcMax: UInt8 = 56
    package static let saturatedHemoglobinPercent: UInt8 = 57
    package static let saturatedHemoglobinPercentMin: UInt8 = 58
    package static let saturatedHemoglobinPercentMax: UInt8 = 59
    package static let deviceIndex: UInt8 = 62
    package static let leftPco: UInt8 = 67
    package static let rightPco: UInt8 = 68
    package static let leftPowerPhase: UInt8 = 69
    package static let leftPowerPhasePeak: UInt8 = 70
    package static let rightPowerPhase: UInt8 = 71
    package static let rightPowerPhasePeak: UInt8 = 72
    package static let enhancedSpeed: UInt8 = 73
    package static let enhancedAltitude: UInt8 = 78
    package static let batterySoc: UInt8 = 81
    package static let motorPower: UInt8 = 82
    package static let verticalRatio: UInt8 = 83
    package static let stanceTimeBalance: UInt8 = 84
    package static let stepLength: UInt8 = 85
    package static let cycleLength16: UInt8 = 87
    package static let absolutePressure: UInt8 = 91
    package static let depth: UInt8 = 92
    package static let nextStopDepth: UInt8 = 93
    package static let nextStopTime: UInt8 = 94
    package static let timeToSurface: UInt8 = 95
    package static let ndlTime: UInt8 = 96
    package static let cnsLoad: UInt8 = 97
    package static let n2Load: UInt8 = 98
    package static let respirationRate: UInt8 = 99
    package static let enhancedRespirationRate: UInt8 = 108
    package static let grit: UInt8 = 114
    package static let flow: UInt8 = 115
    package static let currentStress: UInt8 = 116
    package static let ebikeTravelRange: UInt8 = 117
    package static let ebikeBatteryLevel: UInt8 = 118
    package static let ebikeAssistMode: UInt8 = 119
    package static let ebikeAssistLevelPercent: UInt8 = 120
    package static let airTimeRemaining: UInt8 = 123
    package static let pressureSac: UInt8 = 124
    package static let volumeSac: UInt8 = 125
    package static let rmv: UInt8 = 126
    package static let ascentRate: UInt8 = 127
    package static let po2: UInt8 = 129
    package static let coreTemperature: UInt8 = 139
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `event`.
  package enum Event {
    package static let event: UInt8 = 0
    package static let eventType: UInt8 = 1
    package static let data16: UInt8 = 2
    package static let data: UInt8 = 3
    package static let eventGroup: UInt8 = 4
    package static let score: UInt8 = 7
    package static let opponentScore: UInt8 = 8
    package static let frontGearNum: UInt8 = 9
    package static let frontGear: UInt8 = 10
    package static let rearGearNum: UInt8 = 11
    package static let rearGear: UInt8 = 12
    package static let deviceIndex: UInt8 = 13
    package static let activityType: UInt8 = 14
    package static let startTimestamp: UInt8 = 15
    package static let radarThreatLevelMax: UInt8 = 21
    package static let radarThreatCount: UInt8 = 22
    package static let radarThreatAvgApproachSpeed: UInt8 = 23
    package static let radarThreatMaxApproachSpeed: UInt8 = 24
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `device_info`.
  package enum DeviceInfo {
    package static let deviceIndex: UInt8 = 0
    package static let deviceType: UInt8 = 1
    package static let manufacturer: UInt8 = 2
    package static let serialNumber: UInt8 = 3
    package static let product: UInt8 = 4
    package static let softwareVersion: UInt8 = 5
    package static let hardwareVersion: UInt8 = 6
    package static let cumOperatingTime: UInt8 = 7
    package static let batteryVoltage: UInt8 = 10
    package static let batteryStatus: UInt8 = 11
    package static let sensorPosition: UInt8 = 18
    package static let descriptor: UInt8 = 19
    package static let antTransmissionType: UInt8 = 20
    package static let antDeviceNumber: UInt8 = 21
    package static let antNetwork: UInt8 = 22
    package static let sourceType: UInt8 = 25
    package static let productName: UInt8 = 27
    package static let batteryLevel: UInt8 = 32
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `workout`.
  package enum Workout {
    package static let sport: UInt8 = 4
    package static let capabilities: UInt8 = 5
    package static let numValidSteps: UInt8 = 6
    package static let wktName: UInt8 = 8
    package static let subSport: UInt8 = 11
    package static let poolLength: UInt8 = 14
    package static let poolLengthUnit: UInt8 = 15
    package static let wktDescription: UInt8 = 17
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `workout_step`.
  package enum WorkoutStep {
    package static let wktStepName: UInt8 = 0
    package static let durationType: UInt8 = 1
    package static let durationValue: UInt8 = 2
    package static let targetType: UInt8 = 3
    package static let targetValue: UInt8 = 4
    package static let customTargetValueLow: UInt8 = 5
    package static let customTargetValueHigh: UInt8 = 6
    package static let intensity: UInt8 = 7
    package static let notes: UInt8 = 8
    package static let equipment: UInt8 = 9
    package static let exerciseCategory: UInt8 = 10
    package static let exerciseName: UInt8 = 11
    package static let exerciseWeight: UInt8 = 12
    package static let weightDisplayUnit: UInt8 = 13
    package static let secondaryTargetType: UInt8 = 19
    package static let secondaryTargetValue: UInt8 = 20
    package static let secondaryCustomTargetValueLow: UInt8 = 21
    package static let secondaryCustomTargetValueHigh: UInt8 = 22
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `schedule`.
  package enum Schedule {
    package static let manufacturer: UInt8 = 0
    package static let product: UInt8 = 1
    package static let serialNumber: UInt8 = 2
    package static let timeCreated: UInt8 = 3
    package static let completed: UInt8 = 4
    package static let type: UInt8 = 5
    package static let scheduledTime: UInt8 = 6
  }
  /// Fields of `weight_scale`.
  package enum WeightScale {
    package static let weight: UInt8 = 0
    package static let percentFat: UInt8 = 1
    package static let percentHydration: UInt8 = 2
    package static let visceralFatMass: UInt8 = 3
    package static let boneMass: UInt8 = 4
    package static let muscleMass: UInt8 = 5
    package static let basalMet: UInt8 = 7
    package static let physiqueRating: UInt8 = 8
    package static let activeMet: UInt8 = 9
    package static let metabolicAge: UInt8 = 10
    package static let visceralFatRating: UInt8 = 11
    package static let userProfileIndex: UInt8 = 12
    package static let bmi: UInt8 = 13
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `course`.
  package enum Course {
    package static let sport: UInt8 = 4
    package static let name: UInt8 = 5
    package static let capabilities: UInt8 = 6
    package static let subSport: UInt8 = 7
  }
  /// Fields of `course_point`.
  package enum CoursePoint {
    package static let timestamp: UInt8 = 1
    package static let positionLat: UInt8 = 2
    package static let positionLong: UInt8 = 3
    package static let distance: UInt8 = 4
    package static let type: UInt8 = 5
    package static let name: UInt8 = 6
    package static let favorite: UInt8 = 8
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `totals`.
  package enum Totals {
    package static let timerTime: UInt8 = 0
    package static let distance: UInt8 = 1
    package static let calories: UInt8 = 2
    package static let sport: UInt8 = 3
    package static let elapsedTime: UInt8 = 4
    package static let sessions: UInt8 = 5
    package static let activeTime: UInt8 = 6
    package static let sportIndex: UInt8 = 9
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `activity`.
  package enum Activity {
    package static let totalTimerTime: UInt8 = 0
    package static let numSessions: UInt8 = 1
    package static let type: UInt8 = 2
    package static let event: UInt8 = 3
    package static let eventType: UInt8 = 4
    package static let localTimestamp: UInt8 = 5
    package static let eventGroup: UInt8 = 6
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `software`.
  package enum Software {
    package static let version: UInt8 = 3
    package static let partNumber: UInt8 = 5
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `file_capabilities`.
  package enum FileCapabilities {
    package static let type: UInt8 = 0
    package static let flags: UInt8 = 1
    package static let directory: UInt8 = 2
    package static let maxCount: UInt8 = 3
    package static let maxSize: UInt8 = 4
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `mesg_capabilities`.
  package enum MesgCapabilities {
    package static let file: UInt8 = 0
    package static let mesgNum: UInt8 = 1
    package static let countType: UInt8 = 2
    package static let count: UInt8 = 3
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `field_capabilities`.
  package enum FieldCapabilities {
    package static let file: UInt8 = 0
    package static let mesgNum: UInt8 = 1
    package static let fieldNum: UInt8 = 2
    package static let count: UInt8 = 3
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `file_creator`.
  package enum FileCreator {
    package static let softwareVersion: UInt8 = 0
    package static let hardwareVersion: UInt8 = 1
  }
  /// Fields of `blood_pressure`.
  package enum BloodPressure {
    package static let systolicPressure: UInt8 = 0
    package static let diastolicPressure: UInt8 = 1
    package static let meanArterialPressure: UInt8 = 2
    package static let map3SampleMean: UInt8 = 3
    package static let mapMorningValues: UInt8 = 4
    package static let mapEveningValues: UInt8 = 5
    package static let heartRate: UInt8 = 6
    package static let heartRateType: UInt8 = 7
    package static let status: UInt8 = 8
    package static let userProfileIndex: UInt8 = 9
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `speed_zone`.
  package enum SpeedZone {
    package static let highValue: UInt8 = 0
    package static let name: UInt8 = 1
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `monitoring`.
  package enum Monitoring {
    package static let deviceIndex: UInt8 = 0
    package static let calories: UInt8 = 1
    package static let distance: UInt8 = 2
    package static let cycles: UInt8 = 3
    package static let activeTime: UInt8 = 4
    package static let activityType: UInt8 = 5
    package static let activitySubtype: UInt8 = 6
    package static let activityLevel: UInt8 = 7
    package static let distance16: UInt8 = 8
    package static let cycles16: UInt8 = 9
    package static let activeTime16: UInt8 = 10
    package static let localTimestamp: UInt8 = 11
    package static let temperature: UInt8 = 12
    package static let temperatureMin: UInt8 = 14
    package static let temperatureMax: UInt8 = 15
    package static let activityTime: UInt8 = 16
    package static let activeCalories: UInt8 = 19
    package static let currentActivityTypeIntensity: UInt8 = 24
    package static let timestampMin8: UInt8 = 25
    package static let timestamp16: UInt8 = 26
    package static let heartRate: UInt8 = 27
    package static let intensity: UInt8 = 28
    package static let durationMin: UInt8 = 29
    package static let duration: UInt8 = 30
    package static let ascent: UInt8 = 31
    package static let descent: UInt8 = 32
    package static let moderateActivityMinutes: UInt8 = 33
    package static let vigorousActivityMinutes: UInt8 = 34
    package static let pushes: UInt8 = 41
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `training_file`.
  package enum TrainingFile {
    package static let type: UInt8 = 0
    package static let manufacturer: UInt8 = 1
    package static let product: UInt8 = 2
    package static let serialNumber: UInt8 = 3
    package static let timeCreated: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hrv`.
  package enum Hrv {
    package static let time: UInt8 = 0
  }
  /// Fields of `ant_rx`.
  package enum AntRx {
    package static let fractionalTimestamp: UInt8 = 0
    package static let mesgId: UInt8 = 1
    package static let mesgData: UInt8 = 2
    package static let channelNumber: UInt8 = 3
    package static let data: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `ant_tx`.
  package enum AntTx {
    package static let fractionalTimestamp: UInt8 = 0
    package static let mesgId: UInt8 = 1
    package static let mesgData: UInt8 = 2
    package static let channelNumber: UInt8 = 3
    package static let data: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `ant_channel_id`.
  package enum AntChannelId {
    package static let channelNumber: UInt8 = 0
    package static let deviceType: UInt8 = 1
    package static let deviceNumber: UInt8 = 2
    package static let transmissionType: UInt8 = 3
    package static let deviceIndex: UInt8 = 4
  }
  /// Fields of `length`.
  package enum Length {
    package static let event: UInt8 = 0
    package static let eventType: UInt8 = 1
    package static let startTime: UInt8 = 2
    package static let totalElapsedTime: UInt8 = 3
    package static let totalTimerTime: UInt8 = 4
    package static let totalStrokes: UInt8 = 5
    package static let avgSpeed: UInt8 = 6
    package static let swimStroke: UInt8 = 7
    package static let avgSwimmingCadence: UInt8 = 9
    package static let eventGroup: UInt8 = 10
    package static let totalCalories: UInt8 = 11
    package static let lengthType: UInt8 = 12
    package static let playerScore: UInt8 = 18
    package static let opponentScore: UInt8 = 19
    package static let strokeCount: UInt8 = 20
    package static let zoneCount: UInt8 = 21
    package static let enhancedAvgRespirationRate: UInt8 = 22
    package static let enhancedMaxRespirationRate: UInt8 = 23
    package static let avgRespirationRate: UInt8 = 24
    package static let maxRespirationRate: UInt8 = 25
    package static let metabolicCalories: UInt8 = 26
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `monitoring_info`.
  package enum MonitoringInfo {
    package static let localTimestamp: UInt8 = 0
    package static let activityType: UInt8 = 1
    package static let cyclesToDistance: UInt8 = 3
    package static let cyclesToCalories: UInt8 = 4
    package static let restingMetabolicRate: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `battery`.
  package enum Battery {
    package static let capacity: UInt8 = 2
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `slave_device`.
  package enum SlaveDevice {
    package static let manufacturer: UInt8 = 0
    package static let product: UInt8 = 1
  }
  /// Fields of `connectivity`.
  package enum Connectivity {
    package static let bluetoothEnabled: UInt8 = 0
    package static let bluetoothLeEnabled: UInt8 = 1
    package static let antEnabled: UInt8 = 2
    package static let name: UInt8 = 3
    package static let liveTrackingEnabled: UInt8 = 4
    package static let weatherConditionsEnabled: UInt8 = 5
    package static let weatherAlertsEnabled: UInt8 = 6
    package static let autoActivityUploadEnabled: UInt8 = 7
    package static let courseDownloadEnabled: UInt8 = 8
    package static let workoutDownloadEnabled: UInt8 = 9
    package static let gpsEphemerisDownloadEnabled: UInt8 = 10
    package static let incidentDetectionEnabled: UInt8 = 11
    package static let grouptrackEnabled: UInt8 = 12
  }
  /// Fields of `weather_conditions`.
  package enum WeatherConditions {
    package static let weatherReport: UInt8 = 0
    package static let temperature: UInt8 = 1
    package static let condition: UInt8 = 2
    package static let windDirection: UInt8 = 3
    package static let windSpeed: UInt8 = 4
    package static let precipitationProbability: UInt8 = 5
    package static let temperatureFeelsLike: UInt8 = 6
    package static let relativeHumidity: UInt8 = 7
    package static let location: UInt8 = 8
    package static let observedAtTime: UInt8 = 9
    package static let observedLocationLat: UInt8 = 10
    package static let observedLocationLong: UInt8 = 11
    package static let dayOfWeek: UInt8 = 12
    package static let highTemperature: UInt8 = 13
    package static let lowTemperature: UInt8 = 14
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `weather_alert`.
  package enum WeatherAlert {
    package static let reportId: UInt8 = 0
    package static let issueTime: UInt8 = 1
    package static let expireTime: UInt8 = 2
    package static let severity: UInt8 = 3
    package static let type: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `cadence_zone`.
  package enum CadenceZone {
    package static let highValue: UInt8 = 0
    package static let name: UInt8 = 1
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `hr`.
  package enum Hr {
    package static let fractionalTimestamp: UInt8 = 0
    package static let time256: UInt8 = 1
    package static let filteredBpm: UInt8 = 6
    package static let eventTimestamp: UInt8 = 9
    package static let eventTimestamp12: UInt8 = 10
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `segment_lap`.
  package enum SegmentLap {
    package static let event: UInt8 = 0
    package static let eventType: UInt8 = 1
    package static let startTime: UInt8 = 2
    package static let startPositionLat: UInt8 = 3
    package static let startPositionLong: UInt8 = 4
    package static let endPositionLat: UInt8 = 5
    package static let endPositionLong: UInt8 = 6
    package static let totalElapsedTime: UInt8 = 7
    package static let totalTimerTime: UInt8 = 8
    package static let totalDistance: UInt8 = 9
    package static let totalCycles: UInt8 = 10
    package static let totalCalories: UInt8 = 11
    package static let totalFatCalories: UInt8 = 12
    package static let avgSpeed: UInt8 = 13
    package static let maxSpeed: UInt8 = 14
    package static let avgHeartRate: UInt8 = 15
    package static let maxHeartRate: UInt8 = 16
    package static let avgCadence: UInt8 = 17
    package static let maxCadence: UInt8 = 18
    package static let avgPower: UInt8 = 19
    package static let maxPower: UInt8 = 20
    package static let totalAscent: UInt8 = 21
    package static let totalDescent: UInt8 = 22
    package static let sport: UInt8 = 23
    package static let eventGroup: UInt8 = 24
    package static let necLat: UInt8 = 25
    package static let necLong: UInt8 = 26
    package static let swcLat: UInt8 = 27
    package static let swcLong: UInt8 = 28
    package static let name: UInt8 = 29
    package static let normalizedPower: UInt8 = 30
    package static let leftRightBalance: UInt8 = 31
    package static let subSport: UInt8 = 32
    package static let totalWork: UInt8 = 33
    package static let avgAltitude: UInt8 = 34
    package static let maxAltitude: UInt8 = 35
    package static let gpsAccuracy: UInt8 = 36
    package static let avgGrade: UInt8 = 37
    package static let avgPosGrade: UInt8 = 38
    package static let avgNegGrade: UInt8 = 39
    package static let maxPosGrade: UInt8 = 40
    package static let maxNegGrade: UInt8 = 41
    package static let avgTemperature: UInt8 = 42
    package static let maxTemperature: UInt8 = 43
    package static let totalMovingTime: UInt8 = 44
    package static let avgPosVerticalSpeed: UInt8 = 45
    package static let avgNegVerticalSpeed: UInt8 = 46
    package static let maxPosVerticalSpeed: UInt8 = 47
    package static let maxNegVerticalSpeed: UInt8 = 48
    package static let timeInHrZone: UInt8 = 49
    package static let timeInSpeedZone: UInt8 = 50
    package static let timeInCadenceZone: UInt8 = 51
    package static let timeInPowerZone: UInt8 = 52
    package static let repetitionNum: UInt8 = 53
    package static let minAltitude: UInt8 = 54
    package static let minHeartRate: UInt8 = 55
    package static let activeTime: UInt8 = 56
    package static let wktStepIndex: UInt8 = 57
    package static let sportEvent: UInt8 = 58
    package static let avgLeftTorqueEffectiveness: UInt8 = 59
    package static let avgRightTorqueEffectiveness: UInt8 = 60
    package static let avgLeftPedalSmoothness: UInt8 = 61
    package static let avgRightPedalSmoothness: UInt8 = 62
    package static let avgCombinedPedalSmoothness: UInt8 = 63
    package static let status: UInt8 = 64
    package static let uuid: UInt8 = 65
    package static let avgFractionalCadence: UInt8 = 66
    package static let maxFractionalCadence: UInt8 = 67
    package static let totalFractionalCycles: UInt8 = 68
    package static let frontGearShiftCount: UInt8 = 69
    package static let rearGearShiftCount: UInt8 = 70
    package static let timeStanding: UInt8 = 71
    package static let standCount: UInt8 = 72
    package static let avgLeftPco: UInt8 = 73
    package static let avgRightPco: UInt8 = 74
    package static let avgLeftPowerPhase: UInt8 = 75
    package static let avgLeftPowerPhasePeak: UInt8 = 76
    package static let avgRightPowerPhase: UInt8 = 77
    package static let avgRightPowerPhasePeak: UInt8 = 78
    package static let avgPowerPosition: UInt8 = 79
    package static let maxPowerPosition: UInt8 = 80
    package static let avgCadencePosition: UInt8 = 81
    package static let maxCadencePosition: UInt8 = 82
    package static let manufacturer: UInt8 = 83
    package static let totalGrit: UInt8 = 84
    package static let totalFlow: UInt8 = 85
    package static let avgGrit: UInt8 = 86
    package static let avgFlow: UInt8 = 87
    package static let metabolicCalories: UInt8 = 88
    package static let totalFractionalAscent: UInt8 = 89
    package static let totalFractionalDescent: UInt8 = 90
    package static let enhancedAvgAltitude: UInt8 = 91
    package static let enhancedMaxAltitude: UInt8 = 92
    package static let enhancedMinAltitude: UInt8 = 93
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `memo_glob`.
  package enum MemoGlob {
    package static let memo: UInt8 = 0
    package static let mesgNum: UInt8 = 1
    package static let parentIndex: UInt8 = 2
    package static let fieldNum: UInt8 = 3
    package static let data: UInt8 = 4
    package static let partIndex: UInt8 = 250
  }
  /// Fields of `segment_id`.
  package enum SegmentId {
    package static let name: UInt8 = 0
    package static let uuid: UInt8 = 1
    package static let sport: UInt8 = 2
    package static let enabled: UInt8 = 3
    package static let userProfilePrimaryKey: UInt8 = 4
    package static let deviceId: UInt8 = 5
    package static let defaultRaceLeader: UInt8 = 6
    package static let deleteStatus: UInt8 = 7
    package static let selectionType: UInt8 = 8
  }
  /// Fields of `segment_leaderboard_entry`.
  package enum SegmentLeaderboardEntry {
    package static let name: UInt8 = 0
    package static let type: UInt8 = 1
    package static let groupPrimaryKey: UInt8 = 2
    package static let activityId: UInt8 = 3
    package static let segmentTime: UInt8 = 4
    package static let activityIdString: UInt8 = 5
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `segment_point`.
  package enum SegmentPoint {
    package static let positionLat: UInt8 = 1
    package static let positionLong: UInt8 = 2
    package static let distance: UInt8 = 3
    package static let altitude: UInt8 = 4
    package static let leaderTime: UInt8 = 5
    package static let enhancedAltitude: UInt8 = 6
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `segment_file`.
  package enum SegmentFile {
    package static let fileUuid: UInt8 = 1
    package static let enabled: UInt8 = 3
    package static let userProfilePrimaryKey: UInt8 = 4
    package static let leaderType: UInt8 = 7
    package static let leaderGroupPrimaryKey: UInt8 = 8
    package static let leaderActivityId: UInt8 = 9
    package static let leaderActivityIdString: UInt8 = 10
    package static let defaultRaceLeader: UInt8 = 11
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `workout_session`.
  package enum WorkoutSession {
    package static let sport: UInt8 = 0
    package static let subSport: UInt8 = 1
    package static let numValidSteps: UInt8 = 2
    package static let firstStepIndex: UInt8 = 3
    package static let poolLength: UInt8 = 4
    package static let poolLengthUnit: UInt8 = 5
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `watchface_settings`.
  package enum WatchfaceSettings {
    package static let mode: UInt8 = 0
    package static let layout: UInt8 = 1
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `gps_metadata`.
  package enum GpsMetadata {
    package static let timestampMs: UInt8 = 0
    package static let positionLat: UInt8 = 1
    package static let positionLong: UInt8 = 2
    package static let enhancedAltitude: UInt8 = 3
    package static let enhancedSpeed: UInt8 = 4
    package static let heading: UInt8 = 5
    package static let utcTimestamp: UInt8 = 6
    package static let velocity: UInt8 = 7
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `camera_event`.
  package enum CameraEvent {
    package static let timestampMs: UInt8 = 0
    package static let cameraEventType: UInt8 = 1
    package static let cameraFileUuid: UInt8 = 2
    package static let cameraOrientation: UInt8 = 3
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `timestamp_correlation`.
  package enum TimestampCorrelation {
    package static let fractionalTimestamp: UInt8 = 0
    package static let systemTimestamp: UInt8 = 1
    package static let fractionalSystemTimestamp: UInt8 = 2
    package static let localTimestamp: UInt8 = 3
    package static let timestampMs: UInt8 = 4
    package static let systemTimestampMs: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `gyroscope_data`.
  package enum GyroscopeData {
    package static let timestampMs: UInt8 = 0
    package static let sampleTimeOffset: UInt8 = 1
    package static let gyroX: UInt8 = 2
    package static let gyroY: UInt8 = 3
    package static let gyroZ: UInt8 = 4
    package static let calibratedGyroX: UInt8 = 5
    package static let calibratedGyroY: UInt8 = 6
    package static let calibratedGyroZ: UInt8 = 7
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `accelerometer_data`.
  package enum AccelerometerData {
    package static let timestampMs: UInt8 = 0
    package static let sampleTimeOffset: UInt8 = 1
    package static let accelX: UInt8 = 2
    package static let accelY: UInt8 = 3
    package static let accelZ: UInt8 = 4
    package static let calibratedAccelX: UInt8 = 5
    package static let calibratedAccelY: UInt8 = 6
    package static let calibratedAccelZ: UInt8 = 7
    package static let compressedCalibratedAccelX: UInt8 = 8
    package static let compressedCalibratedAccelY: UInt8 = 9
    package static let compressedCalibratedAccelZ: UInt8 = 10
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `three_d_sensor_calibration`.
  package enum ThreeDSensorCalibration {
    package static let sensorType: UInt8 = 0
    package static let calibrationFactor: UInt8 = 1
    package static let calibrationDivisor: UInt8 = 2
    package static let levelShift: UInt8 = 3
    package static let offsetCal: UInt8 = 4
    package static let orientationMatrix: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `video_frame`.
  package enum VideoFrame {
    package static let timestampMs: UInt8 = 0
    package static let frameNumber: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `obdii_data`.
  package enum ObdiiData {
    package static let timestampMs: UInt8 = 0
    package static let timeOffset: UInt8 = 1
    package static let pid: UInt8 = 2
    package static let rawData: UInt8 = 3
    package static let pidDataSize: UInt8 = 4
    package static let systemTime: UInt8 = 5
    package static let startTimestamp: UInt8 = 6
    package static let startTimestampMs: UInt8 = 7
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `nmea_sentence`.
  package enum NmeaSentence {
    package static let timestampMs: UInt8 = 0
    package static let sentence: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `aviation_attitude`.
  package enum AviationAttitude {
    package static let timestampMs: UInt8 = 0
    package static let systemTime: UInt8 = 1
    package static let pitch: UInt8 = 2
    package static let roll: UInt8 = 3
    package static let accelLateral: UInt8 = 4
    package static let accelNormal: UInt8 = 5
    package static let turnRate: UInt8 = 6
    package static let stage: UInt8 = 7
    package static let attitudeStageComplete: UInt8 = 8
    package static let track: UInt8 = 9
    package static let validity: UInt8 = 10
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `video`.
  package enum Video {
    package static let url: UInt8 = 0
    package static let hostingProvider: UInt8 = 1
    package static let duration: UInt8 = 2
  }
  /// Fields of `video_title`.
  package enum VideoTitle {
    package static let messageCount: UInt8 = 0
    package static let text: UInt8 = 1
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `video_description`.
  package enum VideoDescription {
    package static let messageCount: UInt8 = 0
    package static let text: UInt8 = 1
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `video_clip`.
  package enum VideoClip {
    package static let clipNumber: UInt8 = 0
    package static let startTimestamp: UInt8 = 1
    package static let startTimestampMs: UInt8 = 2
    package static let endTimestamp: UInt8 = 3
    package static let endTimestampMs: UInt8 = 4
    package static let clipStart: UInt8 = 6
    package static let clipEnd: UInt8 = 7
  }
  /// Fields of `ohr_settings`.
  package enum OhrSettings {
    package static let enabled: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `exd_screen_configuration`.
  package enum ExdScreenConfiguration {
    package static let screenIndex: UInt8 = 0
    package static let fieldCount: UInt8 = 1
    package static let layout: UInt8 = 2
    package static let screenEnabled: UInt8 = 3
  }
  /// Fields of `exd_data_field_configuration`.
  package enum ExdDataFieldConfiguration {
    package static let screenIndex: UInt8 = 0
    package static let conceptField: UInt8 = 1
    package static let fieldId: UInt8 = 2
    package static let conceptCount: UInt8 = 3
    package static let displayType: UInt8 = 4
    package static let title: UInt8 = 5
  }
  /// Fields of `exd_data_concept_configuration`.
  package enum ExdDataConceptConfiguration {
    package static let screenIndex: UInt8 = 0
    package static let conceptField: UInt8 = 1
    package static let fieldId: UInt8 = 2
    package static let conceptIndex: UInt8 = 3
    package static let dataPage: UInt8 = 4
    package static let conceptKey: UInt8 = 5
    package static let scaling: UInt8 = 6
    package static let dataUnits: UInt8 = 8
    package static let qualifier: UInt8 = 9
    package static let descriptor: UInt8 = 10
    package static let isSigned: UInt8 = 11
  }
  /// Fields of `field_description`.
  package enum FieldDescription {
    package static let developerDataIndex: UInt8 = 0
    package static let fieldDefinitionNumber: UInt8 = 1
    package static let fitBaseTypeId: UInt8 = 2
    package static let fieldName: UInt8 = 3
    package static let array: UInt8 = 4
    package static let components: UInt8 = 5
    package static let scale: UInt8 = 6
    package static let offset: UInt8 = 7
    package static let units: UInt8 = 8
    package static let bits: UInt8 = 9
    package static let accumulate: UInt8 = 10
    package static let fitBaseUnitId: UInt8 = 13
    package static let nativeMesgNum: UInt8 = 14
    package static let nativeFieldNum: UInt8 = 15
  }
  /// Fields of `developer_data_id`.
  package enum DeveloperDataId {
    package static let developerId: UInt8 = 0
    package static let applicationId: UInt8 = 1
    package static let manufacturerId: UInt8 = 2
    package static let developerDataIndex: UInt8 = 3
    package static let applicationVersion: UInt8 = 4
  }
  /// Fields of `magnetometer_data`.
  package enum MagnetometerData {
    package static let timestampMs: UInt8 = 0
    package static let sampleTimeOffset: UInt8 = 1
    package static let magX: UInt8 = 2
    package static let magY: UInt8 = 3
    package static let magZ: UInt8 = 4
    package static let calibratedMagX: UInt8 = 5
    package static let calibratedMagY: UInt8 = 6
    package static let calibratedMagZ: UInt8 = 7
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `barometer_data`.
  package enum BarometerData {
    package static let timestampMs: UInt8 = 0
    package static let sampleTimeOffset: UInt8 = 1
    package static let baroPres: UInt8 = 2
    package static let enhancedAltitude: UInt8 = 3
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `one_d_sensor_calibration`.
  package enum OneDSensorCalibration {
    package static let sensorType: UInt8 = 0
    package static let calibrationFactor: UInt8 = 1
    package static let calibrationDivisor: UInt8 = 2
    package static let levelShift: UInt8 = 3
    package static let offsetCal: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `monitoring_hr_data`.
  package enum MonitoringHrData {
    package static let restingHeartRate: UInt8 = 0
    package static let currentDayRestingHeartRate: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `time_in_zone`.
  package enum TimeInZone {
    package static let referenceMesg: UInt8 = 0
    package static let referenceIndex: UInt8 = 1
    package static let timeInHrZone: UInt8 = 2
    package static let timeInSpeedZone: UInt8 = 3
    package static let timeInCadenceZone: UInt8 = 4
    package static let timeInPowerZone: UInt8 = 5
    package static let hrZoneHighBoundary: UInt8 = 6
    package static let speedZoneHighBoundary: UInt8 = 7
    package static let cadenceZoneHighBondary: UInt8 = 8
    package static let powerZoneHighBoundary: UInt8 = 9
    package static let hrCalcType: UInt8 = 10
    package static let maxHeartRate: UInt8 = 11
    package static let restingHeartRate: UInt8 = 12
    package static let thresholdHeartRate: UInt8 = 13
    package static let pwrCalcType: UInt8 = 14
    package static let functionalThresholdPower: UInt8 = 15
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `set`.
  package enum Set {
    package static let duration: UInt8 = 0
    package static let repetitions: UInt8 = 3
    package static let weight: UInt8 = 4
    package static let setType: UInt8 = 5
    package static let startTime: UInt8 = 6
    package static let category: UInt8 = 7
    package static let categorySubtype: UInt8 = 8
    package static let weightDisplayUnit: UInt8 = 9
    package static let messageIndex: UInt8 = 10
    package static let wktStepIndex: UInt8 = 11
    package static let timestamp: UInt8 = 254
  }
  /// Fields of `stress_level`.
  package enum StressLevel {
    package static let stressLevelValue: UInt8 = 0
    package static let stressLevelTime: UInt8 = 1
  }
  /// Fields of `max_met_data`.
  package enum MaxMetData {
    package static let updateTime: UInt8 = 0
    package static let vo2Max: UInt8 = 2
    package static let sport: UInt8 = 5
    package static let subSport: UInt8 = 6
    package static let maxMetCategory: UInt8 = 8
    package static let calibratedData: UInt8 = 9
    package static let hrSource: UInt8 = 12
    package static let speedSource: UInt8 = 13
  }
  /// Fields of `dive_settings`.
  package enum DiveSettings {
    package static let name: UInt8 = 0
    package static let model: UInt8 = 1
    package static let gfLow: UInt8 = 2
    package static let gfHigh: UInt8 = 3
    package static let waterType: UInt8 = 4
    package static let waterDensity: UInt8 = 5
    package static let po2Warn: UInt8 = 6
    package static let po2Critical: UInt8 = 7
    package static let po2Deco: UInt8 = 8
    package static let safetyStopEnabled: UInt8 = 9
    package static let bottomDepth: UInt8 = 10
    package static let bottomTime: UInt8 = 11
    package static let apneaCountdownEnabled: UInt8 = 12
    package static let apneaCountdownTime: UInt8 = 13
    package static let backlightMode: UInt8 = 14
    package static let backlightBrightness: UInt8 = 15
    package static let backlightTimeout: UInt8 = 16
    package static let repeatDiveInterval: UInt8 = 17
    package static let safetyStopTime: UInt8 = 18
    package static let heartRateSourceType: UInt8 = 19
    package static let heartRateSource: UInt8 = 20
    package static let travelGas: UInt8 = 21
    package static let ccrLowSetpointSwitchMode: UInt8 = 22
    package static let ccrLowSetpoint: UInt8 = 23
    package static let ccrLowSetpointDepth: UInt8 = 24
    package static let ccrHighSetpointSwitchMode: UInt8 = 25
    package static let ccrHighSetpoint: UInt8 = 26
    package static let ccrHighSetpointDepth: UInt8 = 27
    package static let gasConsumptionDisplay: UInt8 = 29
    package static let upKeyEnabled: UInt8 = 30
    package static let diveSounds: UInt8 = 35
    package static let lastStopMultiple: UInt8 = 36
    package static let noFlyTimeMode: UInt8 = 37
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_gas`.
  package enum DiveGas {
    package static let heliumContent: UInt8 = 0
    package static let oxygenContent: UInt8 = 1
    package static let status: UInt8 = 2
    package static let mode: UInt8 = 3
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_alarm`.
  package enum DiveAlarm {
    package static let depth: UInt8 = 0
    package static let time: UInt8 = 1
    package static let enabled: UInt8 = 2
    package static let alarmType: UInt8 = 3
    package static let sound: UInt8 = 4
    package static let diveTypes: UInt8 = 5
    package static let id: UInt8 = 6
    package static let popupEnabled: UInt8 = 7
    package static let triggerOnDescent: UInt8 = 8
    package static let triggerOnAscent: UInt8 = 9
    package static let repeating: UInt8 = 10
    package static let speed: UInt8 = 11
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `exercise_title`.
  package enum ExerciseTitle {
    package static let exerciseCategory: UInt8 = 0
    package static let exerciseName: UInt8 = 1
    package static let wktStepName: UInt8 = 2
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `dive_summary`.
  package enum DiveSummary {
    package static let referenceMesg: UInt8 = 0
    package static let referenceIndex: UInt8 = 1
    package static let avgDepth: UInt8 = 2
    package static let maxDepth: UInt8 = 3
    package static let surfaceInterval: UInt8 = 4
    package static let startCns: UInt8 = 5
    package static let endCns: UInt8 = 6
    package static let startN2: UInt8 = 7
    package static let endN2: UInt8 = 8
    package static let o2Toxicity: UInt8 = 9
    package static let diveNumber: UInt8 = 10
    package static let bottomTime: UInt8 = 11
    package static let avgPressureSac: UInt8 = 12
    package static let avgVolumeSac: UInt8 = 13
    package static let avgRmv: UInt8 = 14
    package static let descentTime: UInt8 = 15
    package static let ascentTime: UInt8 = 16
    package static let avgAscentRate: UInt8 = 17
    package static let avgDescentRate: UInt8 = 22
    package static let maxAscentRate: UInt8 = 23
    package static let maxDescentRate: UInt8 = 24
    package static let hangTime: UInt8 = 25
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `spo2_data`.
  package enum Spo2Data {
    package static let readingSpo2: UInt8 = 0
    package static let readingConfidence: UInt8 = 1
    package static let mode: UInt8 = 2
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `sleep_level`.
  package enum SleepLevel {
    package static let sleepLevel: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `jump`.
  package enum Jump {
    package static let distance: UInt8 = 0
    package static let height: UInt8 = 1
    package static let rotations: UInt8 = 2
    package static let hangTime: UInt8 = 3
    package static let score: UInt8 = 4
    package static let positionLat: UInt8 = 5
    package static let positionLong: UInt8 = 6
    package static let speed: UInt8 = 7
    package static let enhancedSpeed: UInt8 = 8
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `aad_accel_features`.
  package enum AadAccelFeatures {
    package static let time: UInt8 = 0
    package static let energyTotal: UInt8 = 1
    package static let zeroCrossCnt: UInt8 = 2
    package static let instance: UInt8 = 3
    package static let timeAboveThreshold: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `beat_intervals`.
  package enum BeatIntervals {
    package static let timestampMs: UInt8 = 0
    package static let time: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `respiration_rate`.
  package enum RespirationRate {
    package static let respirationRate: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_accelerometer_data`.
  package enum HsaAccelerometerData {
    package static let timestampMs: UInt8 = 0
    package static let samplingInterval: UInt8 = 1
    package static let accelX: UInt8 = 2
    package static let accelY: UInt8 = 3
    package static let accelZ: UInt8 = 4
    package static let timestamp32k: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_step_data`.
  package enum HsaStepData {
    package static let processingInterval: UInt8 = 0
    package static let steps: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_spo2_data`.
  package enum HsaSpo2Data {
    package static let processingInterval: UInt8 = 0
    package static let readingSpo2: UInt8 = 1
    package static let confidence: UInt8 = 2
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_stress_data`.
  package enum HsaStressData {
    package static let processingInterval: UInt8 = 0
    package static let stressLevel: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_respiration_data`.
  package enum HsaRespirationData {
    package static let processingInterval: UInt8 = 0
    package static let respirationRate: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_heart_rate_data`.
  package enum HsaHeartRateData {
    package static let processingInterval: UInt8 = 0
    package static let status: UInt8 = 1
    package static let heartRate: UInt8 = 2
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `split`.
  package enum Split {
    package static let splitType: UInt8 = 0
    package static let totalElapsedTime: UInt8 = 1
    package static let totalTimerTime: UInt8 = 2
    package static let totalDistance: UInt8 = 3
    package static let avgSpeed: UInt8 = 4
    package static let startTime: UInt8 = 9
    package static let sport: UInt8 = 11
    package static let subSport: UInt8 = 12
    package static let totalAscent: UInt8 = 13
    package static let totalDescent: UInt8 = 14
    package static let avgHeartRate: UInt8 = 15
    package static let maxHeartRate: UInt8 = 16
    package static let necLat: UInt8 = 17
    package static let necLong: UInt8 = 18
    package static let swcLat: UInt8 = 19
    package static let swcLong: UInt8 = 20
    package static let startPositionLat: UInt8 = 21
    package static let startPositionLong: UInt8 = 22
    package static let endPositionLat: UInt8 = 23
    package static let endPositionLong: UInt8 = 24
    package static let maxSpeed: UInt8 = 25
    package static let avgVertSpeed: UInt8 = 26
    package static let endTime: UInt8 = 27
    package static let totalCalories: UInt8 = 28
    package static let avgCadence: UInt8 = 29
    package static let maxCadence: UInt8 = 30
    package static let totalCycles: UInt8 = 31
    package static let avgTemperature: UInt8 = 32
    package static let maxTemperature: UInt8 = 33
    package static let minTemperature: UInt8 = 34
    package static let avgVerticalOscillation: UInt8 = 35
    package static let avgVerticalRatio: UInt8 = 36
    package static let avgStanceTime: UInt8 = 37
    package static let avgStanceTimeBalance: UInt8 = 38
    package static let avgStepLength: UInt8 = 39
    package static let avgPower: UInt8 = 40
    package static let maxPower: UInt8 = 41
    package static let normalizedPower: UInt8 = 42
    package static let leftRightBalance: UInt8 = 43
    package static let timeStanding: UInt8 = 44
    package static let avgLeftPco: UInt8 = 45
    package static let avgRightPco: UInt8 = 46
    package static let avgLeftPowerPhase: UInt8 = 47
    package static let avgLeftPowerPhasePeak: UInt8 = 48
    package static let avgRightPowerPhase: UInt8 = 49
    package static let avgRightPowerPhasePeak: UInt8 = 50
    package static let avgPowerPosition: UInt8 = 51
    package static let maxPowerPosition: UInt8 = 52
    package static let avgLeftTorqueEffectiveness: UInt8 = 53
    package static let avgRightTorqueEffectiveness: UInt8 = 54
    package static let avgLeftPedalSmoothness: UInt8 = 55
    package static let avgRightPedalSmoothness: UInt8 = 56
    package static let avgCombinedPedalSmoothness: UInt8 = 57
    package static let avgFlow: UInt8 = 58
    package static let totalGrit: UInt8 = 59
    package static let swimStroke: UInt8 = 62
    package static let numActiveLengths: UInt8 = 63
    package static let avgSwolf: UInt8 = 64
    package static let avgStrokeDistance: UInt8 = 65
    package static let avgStrokesPerLength: UInt8 = 66
    package static let firstLapIndex: UInt8 = 67
    package static let numLaps: UInt8 = 68
    package static let climbGradingScale: UInt8 = 69
    package static let climbGradeValue: UInt8 = 70
    package static let status: UInt8 = 71
    package static let numFalls: UInt8 = 72
    package static let climbSend: UInt8 = 73
    package static let startElevation: UInt8 = 74
    package static let activeTime: UInt8 = 78
    package static let metabolicCalories: UInt8 = 79
    package static let totalFractionalAscent: UInt8 = 80
    package static let totalFractionalDescent: UInt8 = 81
    package static let avgGrade: UInt8 = 88
    package static let maxGrade: UInt8 = 89
    package static let minCadence: UInt8 = 90
    package static let avgGradeAdjustedSpeed: UInt8 = 93
    package static let avgStress: UInt8 = 94
    package static let avgVam: UInt8 = 99
    package static let jumpCount: UInt8 = 104
    package static let totalMovingTime: UInt8 = 110
    package static let diveSectionType: UInt8 = 112
    package static let avgAscentRate: UInt8 = 113
    package static let maxAscentRate: UInt8 = 114
    package static let avgDescentRate: UInt8 = 115
    package static let maxDescentRate: UInt8 = 116
    package static let totalAscentTime: UInt8 = 117
    package static let totalDescentTime: UInt8 = 118
    package static let totalHangTime: UInt8 = 119
    package static let apneaDiscipline: UInt8 = 120
    package static let avgDepth: UInt8 = 121
    package static let maxDepth: UInt8 = 122
    package static let minHeartRate: UInt8 = 124
    package static let surfaceInterval: UInt8 = 127
    package static let totalFractionalCycles: UInt8 = 142
    package static let avgStanceTimePercent: UInt8 = 144
    package static let totalAnaerobicTrainingEffect: UInt8 = 168
    package static let frontGearShiftCount: UInt8 = 169
    package static let rearGearShiftCount: UInt8 = 170
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `split_summary`.
  package enum SplitSummary {
    package static let splitType: UInt8 = 0
    package static let sport: UInt8 = 1
    package static let subSport: UInt8 = 2
    package static let numSplits: UInt8 = 3
    package static let totalTimerTime: UInt8 = 4
    package static let totalDistance: UInt8 = 5
    package static let avgSpeed: UInt8 = 6
    package static let maxSpeed: UInt8 = 7
    package static let totalAscent: UInt8 = 8
    package static let totalDescent: UInt8 = 9
    package static let avgHeartRate: UInt8 = 10
    package static let maxHeartRate: UInt8 = 11
    package static let avgVertSpeed: UInt8 = 12
    package static let totalCalories: UInt8 = 13
    package static let avgCadence: UInt8 = 14
    package static let maxCadence: UInt8 = 15
    package static let totalCycles: UInt8 = 16
    package static let avgTemperature: UInt8 = 17
    package static let maxTemperature: UInt8 = 18
    package static let minTemperature: UInt8 = 19
    package static let avgVerticalOscillation: UInt8 = 20
    package static let avgVerticalRatio: UInt8 = 21
    package static let avgStanceTime: UInt8 = 22
    package static let avgStanceTimeBalance: UInt8 = 23
    package static let avgStepLength: UInt8 = 24
    package static let avgPower: UInt8 = 25
    package static let maxPower: UInt8 = 26
    package static let normalizedPower: UInt8 = 27
    package static let leftRightBalance: UInt8 = 28
    package static let timeStanding: UInt8 = 29
    package static let avgLeftPco: UInt8 = 30
    package static let avgRightPco: UInt8 = 31
    package static let avgLeftPowerPhase: UInt8 = 32
    package static let avgLeftPowerPhasePeak: UInt8 = 33
    package static let avgRightPowerPhase: UInt8 = 34
    package static let avgRightPowerPhasePeak: UInt8 = 35
    package static let avgPowerPosition: UInt8 = 36
    package static let maxPowerPosition: UInt8 = 37
    package static let avgLeftTorqueEffectiveness: UInt8 = 38
    package static let avgRightTorqueEffectiveness: UInt8 = 39
    package static let avgLeftPedalSmoothness: UInt8 = 40
    package static let avgRightPedalSmoothness: UInt8 = 41
    package static let avgCombinedPedalSmoothness: UInt8 = 42
    package static let avgFlow: UInt8 = 43
    package static let totalGrit: UInt8 = 44
    package static let swimStroke: UInt8 = 47
    package static let numActiveLengths: UInt8 = 48
    package static let avgSwolf: UInt8 = 49
    package static let avgStrokeDistance: UInt8 = 50
    package static let avgStrokesPerLength: UInt8 = 51
    package static let avgAscent: UInt8 = 52
    package static let maxAscent: UInt8 = 53
    package static let climbGradingScale: UInt8 = 54
    package static let climbMaxGradeValue: UInt8 = 55
    package static let numFalls: UInt8 = 56
    package static let numClimbsAttempted: UInt8 = 58
    package static let numClimbsCompleted: UInt8 = 59
    package static let maxDistance: UInt8 = 60
    package static let metabolicCalories: UInt8 = 64
    package static let activeTime: UInt8 = 65
    package static let totalFractionalAscent: UInt8 = 66
    package static let totalFractionalDescent: UInt8 = 67
    package static let avgFractionalAscent: UInt8 = 68
    package static let maxFractionalAscent: UInt8 = 69
    package static let avgGradeAdjustedSpeed: UInt8 = 71
    package static let avgStress: UInt8 = 72
    package static let totalMovingTime: UInt8 = 77
    package static let startTime: UInt8 = 79
    package static let minHeartRate: UInt8 = 87
    package static let avgStanceTimePercent: UInt8 = 91
    package static let maxTotalTimerTime: UInt8 = 101
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `hsa_body_battery_data`.
  package enum HsaBodyBatteryData {
    package static let processingInterval: UInt8 = 0
    package static let level: UInt8 = 1
    package static let charged: UInt8 = 2
    package static let uncharged: UInt8 = 3
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_event`.
  package enum HsaEvent {
    package static let eventId: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `climb_pro`.
  package enum ClimbPro {
    package static let positionLat: UInt8 = 0
    package static let positionLong: UInt8 = 1
    package static let climbProEvent: UInt8 = 2
    package static let climbNumber: UInt8 = 3
    package static let climbCategory: UInt8 = 4
    package static let currentDist: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `tank_update`.
  package enum TankUpdate {
    package static let sensor: UInt8 = 0
    package static let pressure: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `tank_summary`.
  package enum TankSummary {
    package static let sensor: UInt8 = 0
    package static let startPressure: UInt8 = 1
    package static let endPressure: UInt8 = 2
    package static let volumeUsed: UInt8 = 3
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `sleep_assessment`.
  package enum SleepAssessment {
    package static let combinedAwakeScore: UInt8 = 0
    package static let awakeTimeScore: UInt8 = 1
    package static let awakeningsCountScore: UInt8 = 2
    package static let deepSleepScore: UInt8 = 3
    package static let sleepDurationScore: UInt8 = 4
    package static let lightSleepScore: UInt8 = 5
    package static let overallSleepScore: UInt8 = 6
    package static let sleepQualityScore: UInt8 = 7
    package static let sleepRecoveryScore: UInt8 = 8
    package static let remSleepScore: UInt8 = 9
    package static let sleepRestlessnessScore: UInt8 = 10
    package static let awakeningsCount: UInt8 = 11
    package static let interruptionsScore: UInt8 = 14
    package static let averageStressDuringSleep: UInt8 = 15
  }
  /// Fields of `hrv_status_summary`.
  package enum HrvStatusSummary {
    package static let weeklyAverage: UInt8 = 0
    package static let lastNightAverage: UInt8 = 1
    package static let lastNight5MinHigh: UInt8 = 2
    package static let baselineLowUpper: UInt8 = 3
    package static let baselineBalancedLower: UInt8 = 4
    package static let baselineBalancedUpper: UInt8 = 5
    package static let status: UInt8 = 6
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hrv_value`.
  package enum HrvValue {
    package static let value: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `raw_bbi`.
  package enum RawBbi {
    package static let timestampMs: UInt8 = 0
    package static let data: UInt8 = 1
    package static let time: UInt8 = 2
    package static let quality: UInt8 = 3
    package static let gap: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `device_aux_battery_info`.
  package enum DeviceAuxBatteryInfo {
    package static let deviceIndex: UInt8 = 0
    package static let batteryVoltage: UInt8 = 1
    package static let batteryStatus: UInt8 = 2
    package static let batteryIdentifier: UInt8 = 3
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_gyroscope_data`.
  package enum HsaGyroscopeData {
    package static let timestampMs: UInt8 = 0
    package static let samplingInterval: UInt8 = 1
    package static let gyroX: UInt8 = 2
    package static let gyroY: UInt8 = 3
    package static let gyroZ: UInt8 = 4
    package static let timestamp32k: UInt8 = 5
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `chrono_shot_session`.
  package enum ChronoShotSession {
    package static let minSpeed: UInt8 = 0
    package static let maxSpeed: UInt8 = 1
    package static let avgSpeed: UInt8 = 2
    package static let shotCount: UInt8 = 3
    package static let projectileType: UInt8 = 4
    package static let grainWeight: UInt8 = 5
    package static let standardDeviation: UInt8 = 6
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `chrono_shot_data`.
  package enum ChronoShotData {
    package static let shotSpeed: UInt8 = 0
    package static let shotNum: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_configuration_data`.
  package enum HsaConfigurationData {
    package static let data: UInt8 = 0
    package static let dataSize: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `dive_apnea_alarm`.
  package enum DiveApneaAlarm {
    package static let depth: UInt8 = 0
    package static let time: UInt8 = 1
    package static let enabled: UInt8 = 2
    package static let alarmType: UInt8 = 3
    package static let sound: UInt8 = 4
    package static let diveTypes: UInt8 = 5
    package static let id: UInt8 = 6
    package static let popupEnabled: UInt8 = 7
    package static let triggerOnDescent: UInt8 = 8
    package static let triggerOnAscent: UInt8 = 9
    package static let repeating: UInt8 = 10
    package static let speed: UInt8 = 11
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `skin_temp_overnight`.
  package enum SkinTempOvernight {
    package static let localTimestamp: UInt8 = 0
    package static let averageDeviation: UInt8 = 1
    package static let average7DayDeviation: UInt8 = 2
    package static let nightlyValue: UInt8 = 4
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `hsa_wrist_temperature_data`.
  package enum HsaWristTemperatureData {
    package static let processingInterval: UInt8 = 0
    package static let value: UInt8 = 1
    package static let timestamp: UInt8 = 253
  }
  /// Fields of `nap_event`.
  package enum NapEvent {
    package static let startTime: UInt8 = 0
    package static let startTimezoneOffset: UInt8 = 1
    package static let endTime: UInt8 = 2
    package static let endTimezoneOffset: UInt8 = 3
    package static let feedback: UInt8 = 4
    package static let isDeleted: UInt8 = 5
    package static let source: UInt8 = 6
    package static let updateTimestamp: UInt8 = 7
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `sleep_disruption_severity_period`.
  package enum SleepDisruptionSeverityPeriod {
    package static let severity: UInt8 = 0
    package static let timestamp: UInt8 = 253
    package static let messageIndex: UInt8 = 254
  }
  /// Fields of `sleep_disruption_overnight_severity`.
  package enum SleepDisruptionOvernightSeverity {
    package static let severity: UInt8 = 0
    package static let timestamp: UInt8 = 253
  }
}
