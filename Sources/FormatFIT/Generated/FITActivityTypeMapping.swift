// generated — do not edit. Source: Formats/fit/activity-types.tsv, generator: Formats/fit/generate.py

/// One row of the FIT sport/sub_sport ↔ HealthKit workout activity type table.
package struct FITActivityTypeMapping: Sendable, Equatable {
  /// FIT `sport` value.
  package let sport: UInt8
  /// FIT `sub_sport` value, or nil for "any sub_sport".
  package let subSport: UInt8?
  /// HealthKit export name, e.g. "HKWorkoutActivityTypeRunning".
  package let activityType: String
  /// Whether the row is used when reading FIT.
  package let isUsedForReading: Bool
  /// Whether the row is used when writing FIT.
  package let isUsedForWriting: Bool

  /// The table, in file order.
  package static let table: [FITActivityTypeMapping] = [
    FITActivityTypeMapping(sport: 0, subSport: nil, activityType: "HKWorkoutActivityTypeOther", isUsedForReading: true, isUsedForWriting: true),  // generic/*
    FITActivityTypeMapping(sport: 1, subSport: nil, activityType: "HKWorkoutActivityTypeRunning", isUsedForReading: true, isUsedForWriting: true),  // running/*
    FITActivityTypeMapping(sport: 1, subSport: 4, activityType: "HKWorkoutActivityTypeTrackAndField", isUsedForReading: true, isUsedForWriting: false),  // running/track
    FITActivityTypeMapping(sport: 2, subSport: 12, activityType: "HKWorkoutActivityTypeHandCycling", isUsedForReading: true, isUsedForWriting: true),  // cycling/hand_cycling
    FITActivityTypeMapping(sport: 2, subSport: 88, activityType: "HKWorkoutActivityTypeHandCycling", isUsedForReading: true, isUsedForWriting: false),  // cycling/indoor_hand_cycling
    FITActivityTypeMapping(sport: 2, subSport: nil, activityType: "HKWorkoutActivityTypeCycling", isUsedForReading: true, isUsedForWriting: true),  // cycling/*
    FITActivityTypeMapping(sport: 3, subSport: nil, activityType: "HKWorkoutActivityTypeTransition", isUsedForReading: true, isUsedForWriting: true),  // transition/*
    FITActivityTypeMapping(sport: 4, subSport: 15, activityType: "HKWorkoutActivityTypeElliptical", isUsedForReading: true, isUsedForWriting: true),  // fitness_equipment/elliptical
    FITActivityTypeMapping(sport: 4, subSport: 16, activityType: "HKWorkoutActivityTypeStairClimbing", isUsedForReading: true, isUsedForWriting: true),  // fitness_equipment/stair_climbing
    FITActivityTypeMapping(sport: 4, subSport: 14, activityType: "HKWorkoutActivityTypeRowing", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/indoor_rowing
    FITActivityTypeMapping(sport: 4, subSport: 20, activityType: "HKWorkoutActivityTypeTraditionalStrengthTraining", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/strength_training
    FITActivityTypeMapping(sport: 4, subSport: 43, activityType: "HKWorkoutActivityTypeYoga", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/yoga
    FITActivityTypeMapping(sport: 4, subSport: 44, activityType: "HKWorkoutActivityTypePilates", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/pilates
    FITActivityTypeMapping(sport: 4, subSport: 70, activityType: "HKWorkoutActivityTypeHighIntensityIntervalTraining", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/hiit
    FITActivityTypeMapping(sport: 4, subSport: 68, activityType: "HKWorkoutActivityTypeClimbing", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/indoor_climbing
    FITActivityTypeMapping(sport: 4, subSport: nil, activityType: "HKWorkoutActivityTypeMixedCardio", isUsedForReading: true, isUsedForWriting: false),  // fitness_equipment/*
    FITActivityTypeMapping(sport: 5, subSport: nil, activityType: "HKWorkoutActivityTypeSwimming", isUsedForReading: true, isUsedForWriting: true),  // swimming/*
    FITActivityTypeMapping(sport: 6, subSport: nil, activityType: "HKWorkoutActivityTypeBasketball", isUsedForReading: true, isUsedForWriting: true),  // basketball/*
    FITActivityTypeMapping(sport: 7, subSport: nil, activityType: "HKWorkoutActivityTypeSoccer", isUsedForReading: true, isUsedForWriting: true),  // soccer/*
    FITActivityTypeMapping(sport: 8, subSport: nil, activityType: "HKWorkoutActivityTypeTennis", isUsedForReading: true, isUsedForWriting: true),  // tennis/*
    FITActivityTypeMapping(sport: 9, subSport: nil, activityType: "HKWorkoutActivityTypeAmericanFootball", isUsedForReading: true, isUsedForWriting: true),  // american_football/*
    FITActivityTypeMapping(sport: 10, subSport: 20, activityType: "HKWorkoutActivityTypeTraditionalStrengthTraining", isUsedForReading: true, isUsedForWriting: true),  // training/strength_training
    FITActivityTypeMapping(sport: 10, subSport: 26, activityType: "HKWorkoutActivityTypeMixedCardio", isUsedForReading: true, isUsedForWriting: true),  // training/cardio_training
    FITActivityTypeMapping(sport: 10, subSport: 19, activityType: "HKWorkoutActivityTypeFlexibility", isUsedForReading: true, isUsedForWriting: true),  // training/flexibility_training
    FITActivityTypeMapping(sport: 10, subSport: 43, activityType: "HKWorkoutActivityTypeYoga", isUsedForReading: true, isUsedForWriting: true),  // training/yoga
    FITActivityTypeMapping(sport: 10, subSport: 44, activityType: "HKWorkoutActivityTypePilates", isUsedForReading: true, isUsedForWriting: true),  // training/pilates
    FITActivityTypeMapping(sport: 10, subSport: 70, activityType: "HKWorkoutActivityTypeHighIntensityIntervalTraining", isUsedForReading: true, isUsedForWriting: false),  // training/hiit
    FITActivityTypeMapping(sport: 10, subSport: 21, activityType: "HKWorkoutActivityTypePreparationAndRecovery", isUsedForReading: true, isUsedForWriting: true),  // training/warm_up
    FITActivityTypeMapping(sport: 10, subSport: nil, activityType: "HKWorkoutActivityTypeFunctionalStrengthTraining", isUsedForReading: true, isUsedForWriting: true),  // training/*
    FITActivityTypeMapping(sport: 11, subSport: nil, activityType: "HKWorkoutActivityTypeWalking", isUsedForReading: true, isUsedForWriting: true),  // walking/*
    FITActivityTypeMapping(sport: 12, subSport: nil, activityType: "HKWorkoutActivityTypeCrossCountrySkiing", isUsedForReading: true, isUsedForWriting: true),  // cross_country_skiing/*
    FITActivityTypeMapping(sport: 13, subSport: nil, activityType: "HKWorkoutActivityTypeDownhillSkiing", isUsedForReading: true, isUsedForWriting: true),  // alpine_skiing/*
    FITActivityTypeMapping(sport: 14, subSport: nil, activityType: "HKWorkoutActivityTypeSnowboarding", isUsedForReading: true, isUsedForWriting: true),  // snowboarding/*
    FITActivityTypeMapping(sport: 15, subSport: 14, activityType: "HKWorkoutActivityTypeRowing", isUsedForReading: false, isUsedForWriting: true),  // rowing/indoor_rowing
    FITActivityTypeMapping(sport: 15, subSport: nil, activityType: "HKWorkoutActivityTypeRowing", isUsedForReading: true, isUsedForWriting: true),  // rowing/*
    FITActivityTypeMapping(sport: 16, subSport: nil, activityType: "HKWorkoutActivityTypeClimbing", isUsedForReading: true, isUsedForWriting: false),  // mountaineering/*
    FITActivityTypeMapping(sport: 17, subSport: nil, activityType: "HKWorkoutActivityTypeHiking", isUsedForReading: true, isUsedForWriting: true),  // hiking/*
    FITActivityTypeMapping(sport: 18, subSport: nil, activityType: "HKWorkoutActivityTypeSwimBikeRun", isUsedForReading: true, isUsedForWriting: true),  // multisport/*
    FITActivityTypeMapping(sport: 19, subSport: nil, activityType: "HKWorkoutActivityTypePaddleSports", isUsedForReading: true, isUsedForWriting: true),  // paddling/*
    FITActivityTypeMapping(sport: 21, subSport: nil, activityType: "HKWorkoutActivityTypeCycling", isUsedForReading: true, isUsedForWriting: false),  // e_biking/*
    FITActivityTypeMapping(sport: 25, subSport: nil, activityType: "HKWorkoutActivityTypeGolf", isUsedForReading: true, isUsedForWriting: true),  // golf/*
    FITActivityTypeMapping(sport: 27, subSport: nil, activityType: "HKWorkoutActivityTypeEquestrianSports", isUsedForReading: true, isUsedForWriting: true),  // horseback_riding/*
    FITActivityTypeMapping(sport: 28, subSport: nil, activityType: "HKWorkoutActivityTypeHunting", isUsedForReading: true, isUsedForWriting: true),  // hunting/*
    FITActivityTypeMapping(sport: 29, subSport: nil, activityType: "HKWorkoutActivityTypeFishing", isUsedForReading: true, isUsedForWriting: true),  // fishing/*
    FITActivityTypeMapping(sport: 30, subSport: nil, activityType: "HKWorkoutActivityTypeSkatingSports", isUsedForReading: true, isUsedForWriting: false),  // inline_skating/*
    FITActivityTypeMapping(sport: 31, subSport: nil, activityType: "HKWorkoutActivityTypeClimbing", isUsedForReading: true, isUsedForWriting: true),  // rock_climbing/*
    FITActivityTypeMapping(sport: 32, subSport: nil, activityType: "HKWorkoutActivityTypeSailing", isUsedForReading: true, isUsedForWriting: true),  // sailing/*
    FITActivityTypeMapping(sport: 33, subSport: nil, activityType: "HKWorkoutActivityTypeSkatingSports", isUsedForReading: true, isUsedForWriting: true),  // ice_skating/*
    FITActivityTypeMapping(sport: 35, subSport: nil, activityType: "HKWorkoutActivityTypeSnowSports", isUsedForReading: true, isUsedForWriting: false),  // snowshoeing/*
    FITActivityTypeMapping(sport: 36, subSport: nil, activityType: "HKWorkoutActivityTypeSnowSports", isUsedForReading: true, isUsedForWriting: false),  // snowmobiling/*
    FITActivityTypeMapping(sport: 58, subSport: nil, activityType: "HKWorkoutActivityTypeSnowSports", isUsedForReading: true, isUsedForWriting: true),  // winter_sport/*
    FITActivityTypeMapping(sport: 37, subSport: nil, activityType: "HKWorkoutActivityTypePaddleSports", isUsedForReading: true, isUsedForWriting: false),  // stand_up_paddleboarding/*
    FITActivityTypeMapping(sport: 38, subSport: nil, activityType: "HKWorkoutActivityTypeSurfingSports", isUsedForReading: true, isUsedForWriting: true),  // surfing/*
    FITActivityTypeMapping(sport: 39, subSport: nil, activityType: "HKWorkoutActivityTypeWaterSports", isUsedForReading: true, isUsedForWriting: false),  // wakeboarding/*
    FITActivityTypeMapping(sport: 40, subSport: nil, activityType: "HKWorkoutActivityTypeWaterSports", isUsedForReading: true, isUsedForWriting: false),  // water_skiing/*
    FITActivityTypeMapping(sport: 41, subSport: nil, activityType: "HKWorkoutActivityTypePaddleSports", isUsedForReading: true, isUsedForWriting: false),  // kayaking/*
    FITActivityTypeMapping(sport: 42, subSport: nil, activityType: "HKWorkoutActivityTypePaddleSports", isUsedForReading: true, isUsedForWriting: false),  // rafting/*
    FITActivityTypeMapping(sport: 43, subSport: nil, activityType: "HKWorkoutActivityTypeSurfingSports", isUsedForReading: true, isUsedForWriting: false),  // windsurfing/*
    FITActivityTypeMapping(sport: 44, subSport: nil, activityType: "HKWorkoutActivityTypeSurfingSports", isUsedForReading: true, isUsedForWriting: false),  // kitesurfing/*
    FITActivityTypeMapping(sport: 47, subSport: nil, activityType: "HKWorkoutActivityTypeBoxing", isUsedForReading: true, isUsedForWriting: true),  // boxing/*
    FITActivityTypeMapping(sport: 48, subSport: nil, activityType: "HKWorkoutActivityTypeStairs", isUsedForReading: true, isUsedForWriting: true),  // floor_climbing/*
    FITActivityTypeMapping(sport: 49, subSport: nil, activityType: "HKWorkoutActivityTypeBaseball", isUsedForReading: true, isUsedForWriting: true),  // baseball/*
    FITActivityTypeMapping(sport: 53, subSport: nil, activityType: "HKWorkoutActivityTypeUnderwaterDiving", isUsedForReading: true, isUsedForWriting: true),  // diving/*
    FITActivityTypeMapping(sport: 62, subSport: nil, activityType: "HKWorkoutActivityTypeHighIntensityIntervalTraining", isUsedForReading: true, isUsedForWriting: true),  // hiit/*
    FITActivityTypeMapping(sport: 63, subSport: nil, activityType: "HKWorkoutActivityTypeFitnessGaming", isUsedForReading: true, isUsedForWriting: true),  // video_gaming/*
    FITActivityTypeMapping(sport: 64, subSport: 94, activityType: "HKWorkoutActivityTypeSquash", isUsedForReading: true, isUsedForWriting: true),  // racket/squash
    FITActivityTypeMapping(sport: 64, subSport: 95, activityType: "HKWorkoutActivityTypeBadminton", isUsedForReading: true, isUsedForWriting: true),  // racket/badminton
    FITActivityTypeMapping(sport: 64, subSport: 96, activityType: "HKWorkoutActivityTypeRacquetball", isUsedForReading: true, isUsedForWriting: true),  // racket/racquetball
    FITActivityTypeMapping(sport: 64, subSport: 97, activityType: "HKWorkoutActivityTypeTableTennis", isUsedForReading: true, isUsedForWriting: true),  // racket/table_tennis
    FITActivityTypeMapping(sport: 64, subSport: 84, activityType: "HKWorkoutActivityTypePickleball", isUsedForReading: true, isUsedForWriting: true),  // racket/pickleball
    FITActivityTypeMapping(sport: 64, subSport: nil, activityType: "HKWorkoutActivityTypeTennis", isUsedForReading: true, isUsedForWriting: false),  // racket/*
    FITActivityTypeMapping(sport: 65, subSport: nil, activityType: "HKWorkoutActivityTypeWheelchairWalkPace", isUsedForReading: true, isUsedForWriting: true),  // wheelchair_push_walk/*
    FITActivityTypeMapping(sport: 66, subSport: nil, activityType: "HKWorkoutActivityTypeWheelchairRunPace", isUsedForReading: true, isUsedForWriting: true),  // wheelchair_push_run/*
    FITActivityTypeMapping(sport: 67, subSport: nil, activityType: "HKWorkoutActivityTypeMindAndBody", isUsedForReading: true, isUsedForWriting: true),  // meditation/*
    FITActivityTypeMapping(sport: 69, subSport: nil, activityType: "HKWorkoutActivityTypeDiscSports", isUsedForReading: true, isUsedForWriting: true),  // disc_golf/*
    FITActivityTypeMapping(sport: 71, subSport: nil, activityType: "HKWorkoutActivityTypeCricket", isUsedForReading: true, isUsedForWriting: true),  // cricket/*
    FITActivityTypeMapping(sport: 72, subSport: nil, activityType: "HKWorkoutActivityTypeRugby", isUsedForReading: true, isUsedForWriting: true),  // rugby/*
    FITActivityTypeMapping(sport: 73, subSport: nil, activityType: "HKWorkoutActivityTypeHockey", isUsedForReading: true, isUsedForWriting: true),  // hockey/*
    FITActivityTypeMapping(sport: 74, subSport: nil, activityType: "HKWorkoutActivityTypeLacrosse", isUsedForReading: true, isUsedForWriting: true),  // lacrosse/*
    FITActivityTypeMapping(sport: 75, subSport: nil, activityType: "HKWorkoutActivityTypeVolleyball", isUsedForReading: true, isUsedForWriting: true),  // volleyball/*
    FITActivityTypeMapping(sport: 78, subSport: nil, activityType: "HKWorkoutActivityTypeWaterSports", isUsedForReading: true, isUsedForWriting: true),  // water_sport/*
    FITActivityTypeMapping(sport: 79, subSport: nil, activityType: "HKWorkoutActivityTypeArchery", isUsedForReading: true, isUsedForWriting: true),  // archery/*
    FITActivityTypeMapping(sport: 80, subSport: nil, activityType: "HKWorkoutActivityTypeMartialArts", isUsedForReading: true, isUsedForWriting: true),  // mixed_martial_arts/*
    FITActivityTypeMapping(sport: 82, subSport: nil, activityType: "HKWorkoutActivityTypeWaterSports", isUsedForReading: true, isUsedForWriting: false),  // snorkeling/*
    FITActivityTypeMapping(sport: 83, subSport: nil, activityType: "HKWorkoutActivityTypeDance", isUsedForReading: true, isUsedForWriting: true),  // dance/*
    FITActivityTypeMapping(sport: 84, subSport: nil, activityType: "HKWorkoutActivityTypeJumpRope", isUsedForReading: true, isUsedForWriting: true),  // jump_rope/*
    FITActivityTypeMapping(sport: 88, subSport: nil, activityType: "HKWorkoutActivityTypePaddleSports", isUsedForReading: true, isUsedForWriting: false),  // canoeing/*
    FITActivityTypeMapping(sport: 70, subSport: nil, activityType: "HKWorkoutActivityTypeOther", isUsedForReading: true, isUsedForWriting: false),  // team_sport/*
  ]
}
