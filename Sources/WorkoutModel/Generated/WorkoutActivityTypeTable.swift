// generated — do not edit
// Source: Formats/health/workout-activity-types.tsv; regenerate with `python3 Formats/health/generate.py`.

extension WorkoutActivityType {
  /// `HKWorkoutActivityTypeAmericanFootball` (raw value 1).
  public static let americanFootball = WorkoutActivityType(rawValue: 1)
  /// `HKWorkoutActivityTypeArchery` (raw value 2).
  public static let archery = WorkoutActivityType(rawValue: 2)
  /// `HKWorkoutActivityTypeAustralianFootball` (raw value 3).
  public static let australianFootball = WorkoutActivityType(rawValue: 3)
  /// `HKWorkoutActivityTypeBadminton` (raw value 4).
  public static let badminton = WorkoutActivityType(rawValue: 4)
  /// `HKWorkoutActivityTypeBaseball` (raw value 5).
  public static let baseball = WorkoutActivityType(rawValue: 5)
  /// `HKWorkoutActivityTypeBasketball` (raw value 6).
  public static let basketball = WorkoutActivityType(rawValue: 6)
  /// `HKWorkoutActivityTypeBowling` (raw value 7).
  public static let bowling = WorkoutActivityType(rawValue: 7)
  /// `HKWorkoutActivityTypeBoxing` (raw value 8).
  public static let boxing = WorkoutActivityType(rawValue: 8)
  /// `HKWorkoutActivityTypeClimbing` (raw value 9).
  public static let climbing = WorkoutActivityType(rawValue: 9)
  /// `HKWorkoutActivityTypeCricket` (raw value 10).
  public static let cricket = WorkoutActivityType(rawValue: 10)
  /// `HKWorkoutActivityTypeCrossTraining` (raw value 11).
  public static let crossTraining = WorkoutActivityType(rawValue: 11)
  /// `HKWorkoutActivityTypeCurling` (raw value 12).
  public static let curling = WorkoutActivityType(rawValue: 12)
  /// `HKWorkoutActivityTypeCycling` (raw value 13).
  public static let cycling = WorkoutActivityType(rawValue: 13)
  /// `HKWorkoutActivityTypeDance` (raw value 14).
  public static let dance = WorkoutActivityType(rawValue: 14)
  /// `HKWorkoutActivityTypeDanceInspiredTraining` (raw value 15).
  public static let danceInspiredTraining = WorkoutActivityType(rawValue: 15)
  /// `HKWorkoutActivityTypeElliptical` (raw value 16).
  public static let elliptical = WorkoutActivityType(rawValue: 16)
  /// `HKWorkoutActivityTypeEquestrianSports` (raw value 17).
  public static let equestrianSports = WorkoutActivityType(rawValue: 17)
  /// `HKWorkoutActivityTypeFencing` (raw value 18).
  public static let fencing = WorkoutActivityType(rawValue: 18)
  /// `HKWorkoutActivityTypeFishing` (raw value 19).
  public static let fishing = WorkoutActivityType(rawValue: 19)
  /// `HKWorkoutActivityTypeFunctionalStrengthTraining` (raw value 20).
  public static let functionalStrengthTraining = WorkoutActivityType(rawValue: 20)
  /// `HKWorkoutActivityTypeGolf` (raw value 21).
  public static let golf = WorkoutActivityType(rawValue: 21)
  /// `HKWorkoutActivityTypeGymnastics` (raw value 22).
  public static let gymnastics = WorkoutActivityType(rawValue: 22)
  /// `HKWorkoutActivityTypeHandball` (raw value 23).
  public static let handball = WorkoutActivityType(rawValue: 23)
  /// `HKWorkoutActivityTypeHiking` (raw value 24).
  public static let hiking = WorkoutActivityType(rawValue: 24)
  /// `HKWorkoutActivityTypeHockey` (raw value 25).
  public static let hockey = WorkoutActivityType(rawValue: 25)
  /// `HKWorkoutActivityTypeHunting` (raw value 26).
  public static let hunting = WorkoutActivityType(rawValue: 26)
  /// `HKWorkoutActivityTypeLacrosse` (raw value 27).
  public static let lacrosse = WorkoutActivityType(rawValue: 27)
  /// `HKWorkoutActivityTypeMartialArts` (raw value 28).
  public static let martialArts = WorkoutActivityType(rawValue: 28)
  /// `HKWorkoutActivityTypeMindAndBody` (raw value 29).
  public static let mindAndBody = WorkoutActivityType(rawValue: 29)
  /// `HKWorkoutActivityTypeMixedMetabolicCardioTraining` (raw value 30).
  public static let mixedMetabolicCardioTraining = WorkoutActivityType(rawValue: 30)
  /// `HKWorkoutActivityTypePaddleSports` (raw value 31).
  public static let paddleSports = WorkoutActivityType(rawValue: 31)
  /// `HKWorkoutActivityTypePlay` (raw value 32).
  public static let play = WorkoutActivityType(rawValue: 32)
  /// `HKWorkoutActivityTypePreparationAndRecovery` (raw value 33).
  public static let preparationAndRecovery = WorkoutActivityType(rawValue: 33)
  /// `HKWorkoutActivityTypeRacquetball` (raw value 34).
  public static let racquetball = WorkoutActivityType(rawValue: 34)
  /// `HKWorkoutActivityTypeRowing` (raw value 35).
  public static let rowing = WorkoutActivityType(rawValue: 35)
  /// `HKWorkoutActivityTypeRugby` (raw value 36).
  public static let rugby = WorkoutActivityType(rawValue: 36)
  /// `HKWorkoutActivityTypeRunning` (raw value 37).
  public static let running = WorkoutActivityType(rawValue: 37)
  /// `HKWorkoutActivityTypeSailing` (raw value 38).
  public static let sailing = WorkoutActivityType(rawValue: 38)
  /// `HKWorkoutActivityTypeSkatingSports` (raw value 39).
  public static let skatingSports = WorkoutActivityType(rawValue: 39)
  /// `HKWorkoutActivityTypeSnowSports` (raw value 40).
  public static let snowSports = WorkoutActivityType(rawValue: 40)
  /// `HKWorkoutActivityTypeSoccer` (raw value 41).
  public static let soccer = WorkoutActivityType(rawValue: 41)
  /// `HKWorkoutActivityTypeSoftball` (raw value 42).
  public static let softball = WorkoutActivityType(rawValue: 42)
  /// `HKWorkoutActivityTypeSquash` (raw value 43).
  public static let squash = WorkoutActivityType(rawValue: 43)
  /// `HKWorkoutActivityTypeStairClimbing` (raw value 44).
  public static let stairClimbing = WorkoutActivityType(rawValue: 44)
  /// `HKWorkoutActivityTypeSurfingSports` (raw value 45).
  public static let surfingSports = WorkoutActivityType(rawValue: 45)
  /// `HKWorkoutActivityTypeSwimming` (raw value 46).
  public static let swimming = WorkoutActivityType(rawValue: 46)
  /// `HKWorkoutActivityTypeTableTennis` (raw value 47).
  public static let tableTennis = WorkoutActivityType(rawValue: 47)
  /// `HKWorkoutActivityTypeTennis` (raw value 48).
  public static let tennis = WorkoutActivityType(rawValue: 48)
  /// `HKWorkoutActivityTypeTrackAndField` (raw value 49).
  public static let trackAndField = WorkoutActivityType(rawValue: 49)
  /// `HKWorkoutActivityTypeTraditionalStrengthTraining` (raw value 50).
  public static let traditionalStrengthTraining = WorkoutActivityType(rawValue: 50)
  /// `HKWorkoutActivityTypeVolleyball` (raw value 51).
  public static let volleyball = WorkoutActivityType(rawValue: 51)
  /// `HKWorkoutActivityTypeWalking` (raw value 52).
  public static let walking = WorkoutActivityType(rawValue: 52)
  /// `HKWorkoutActivityTypeWaterFitness` (raw value 53).
  public static let waterFitness = WorkoutActivityType(rawValue: 53)
  /// `HKWorkoutActivityTypeWaterPolo` (raw value 54).
  public static let waterPolo = WorkoutActivityType(rawValue: 54)
  /// `HKWorkoutActivityTypeWaterSports` (raw value 55).
  public static let waterSports = WorkoutActivityType(rawValue: 55)
  /// `HKWorkoutActivityTypeWrestling` (raw value 56).
  public static let wrestling = WorkoutActivityType(rawValue: 56)
  /// `HKWorkoutActivityTypeYoga` (raw value 57).
  public static let yoga = WorkoutActivityType(rawValue: 57)
  /// `HKWorkoutActivityTypeBarre` (raw value 58).
  public static let barre = WorkoutActivityType(rawValue: 58)
  /// `HKWorkoutActivityTypeCoreTraining` (raw value 59).
  public static let coreTraining = WorkoutActivityType(rawValue: 59)
  /// `HKWorkoutActivityTypeCrossCountrySkiing` (raw value 60).
  public static let crossCountrySkiing = WorkoutActivityType(rawValue: 60)
  /// `HKWorkoutActivityTypeDownhillSkiing` (raw value 61).
  public static let downhillSkiing = WorkoutActivityType(rawValue: 61)
  /// `HKWorkoutActivityTypeFlexibility` (raw value 62).
  public static let flexibility = WorkoutActivityType(rawValue: 62)
  /// `HKWorkoutActivityTypeHighIntensityIntervalTraining` (raw value 63).
  public static let highIntensityIntervalTraining = WorkoutActivityType(rawValue: 63)
  /// `HKWorkoutActivityTypeJumpRope` (raw value 64).
  public static let jumpRope = WorkoutActivityType(rawValue: 64)
  /// `HKWorkoutActivityTypeKickboxing` (raw value 65).
  public static let kickboxing = WorkoutActivityType(rawValue: 65)
  /// `HKWorkoutActivityTypePilates` (raw value 66).
  public static let pilates = WorkoutActivityType(rawValue: 66)
  /// `HKWorkoutActivityTypeSnowboarding` (raw value 67).
  public static let snowboarding = WorkoutActivityType(rawValue: 67)
  /// `HKWorkoutActivityTypeStairs` (raw value 68).
  public static let stairs = WorkoutActivityType(rawValue: 68)
  /// `HKWorkoutActivityTypeStepTraining` (raw value 69).
  public static let stepTraining = WorkoutActivityType(rawValue: 69)
  /// `HKWorkoutActivityTypeWheelchairWalkPace` (raw value 70).
  public static let wheelchairWalkPace = WorkoutActivityType(rawValue: 70)
  /// `HKWorkoutActivityTypeWheelchairRunPace` (raw value 71).
  public static let wheelchairRunPace = WorkoutActivityType(rawValue: 71)
  /// `HKWorkoutActivityTypeTaiChi` (raw value 72).
  public static let taiChi = WorkoutActivityType(rawValue: 72)
  /// `HKWorkoutActivityTypeMixedCardio` (raw value 73).
  public static let mixedCardio = WorkoutActivityType(rawValue: 73)
  /// `HKWorkoutActivityTypeHandCycling` (raw value 74).
  public static let handCycling = WorkoutActivityType(rawValue: 74)
  /// `HKWorkoutActivityTypeDiscSports` (raw value 75).
  public static let discSports = WorkoutActivityType(rawValue: 75)
  /// `HKWorkoutActivityTypeFitnessGaming` (raw value 76).
  public static let fitnessGaming = WorkoutActivityType(rawValue: 76)
  /// `HKWorkoutActivityTypeCardioDance` (raw value 77).
  public static let cardioDance = WorkoutActivityType(rawValue: 77)
  /// `HKWorkoutActivityTypeSocialDance` (raw value 78).
  public static let socialDance = WorkoutActivityType(rawValue: 78)
  /// `HKWorkoutActivityTypePickleball` (raw value 79).
  public static let pickleball = WorkoutActivityType(rawValue: 79)
  /// `HKWorkoutActivityTypeCooldown` (raw value 80).
  public static let cooldown = WorkoutActivityType(rawValue: 80)
  /// `HKWorkoutActivityTypeSwimBikeRun` (raw value 82).
  public static let swimBikeRun = WorkoutActivityType(rawValue: 82)
  /// `HKWorkoutActivityTypeTransition` (raw value 83).
  public static let transition = WorkoutActivityType(rawValue: 83)
  /// `HKWorkoutActivityTypeUnderwaterDiving` (raw value 84).
  public static let underwaterDiving = WorkoutActivityType(rawValue: 84)
  /// `HKWorkoutActivityTypeRest` (raw value 2998).
  public static let rest = WorkoutActivityType(rawValue: 2998)
  /// `HKWorkoutActivityTypeGroup` (raw value 2999).
  public static let group = WorkoutActivityType(rawValue: 2999)
  /// `HKWorkoutActivityTypeOther` (raw value 3000).
  public static let other = WorkoutActivityType(rawValue: 3000)

  /// Every workout activity type of the catalog (86): raw value, export name, Swift name.
  static let catalogEntries: [CatalogEntry<UInt>] = [
    CatalogEntry(rawValue: 1, exportName: "HKWorkoutActivityTypeAmericanFootball", name: "americanFootball"),
    CatalogEntry(rawValue: 2, exportName: "HKWorkoutActivityTypeArchery", name: "archery"),
    CatalogEntry(
      rawValue: 3,
      exportName: "HKWorkoutActivityTypeAustralianFootball",
      name: "australianFootball"
    ),
    CatalogEntry(rawValue: 4, exportName: "HKWorkoutActivityTypeBadminton", name: "badminton"),
    CatalogEntry(rawValue: 5, exportName: "HKWorkoutActivityTypeBaseball", name: "baseball"),
    CatalogEntry(rawValue: 6, exportName: "HKWorkoutActivityTypeBasketball", name: "basketball"),
    CatalogEntry(rawValue: 7, exportName: "HKWorkoutActivityTypeBowling", name: "bowling"),
    CatalogEntry(rawValue: 8, exportName: "HKWorkoutActivityTypeBoxing", name: "boxing"),
    CatalogEntry(rawValue: 9, exportName: "HKWorkoutActivityTypeClimbing", name: "climbing"),
    CatalogEntry(rawValue: 10, exportName: "HKWorkoutActivityTypeCricket", name: "cricket"),
    CatalogEntry(rawValue: 11, exportName: "HKWorkoutActivityTypeCrossTraining", name: "crossTraining"),
    CatalogEntry(rawValue: 12, exportName: "HKWorkoutActivityTypeCurling", name: "curling"),
    CatalogEntry(rawValue: 13, exportName: "HKWorkoutActivityTypeCycling", name: "cycling"),
    CatalogEntry(rawValue: 14, exportName: "HKWorkoutActivityTypeDance", name: "dance"),
    CatalogEntry(
      rawValue: 15,
      exportName: "HKWorkoutActivityTypeDanceInspiredTraining",
      name: "danceInspiredTraining"
    ),
    CatalogEntry(rawValue: 16, exportName: "HKWorkoutActivityTypeElliptical", name: "elliptical"),
    CatalogEntry(rawValue: 17, exportName: "HKWorkoutActivityTypeEquestrianSports", name: "equestrianSports"),
    CatalogEntry(rawValue: 18, exportName: "HKWorkoutActivityTypeFencing", name: "fencing"),
    CatalogEntry(rawValue: 19, exportName: "HKWorkoutActivityTypeFishing", name: "fishing"),
    CatalogEntry(
      rawValue: 20,
      exportName: "HKWorkoutActivityTypeFunctionalStrengthTraining",
      name: "functionalStrengthTraining"
    ),
    CatalogEntry(rawValue: 21, exportName: "HKWorkoutActivityTypeGolf", name: "golf"),
    CatalogEntry(rawValue: 22, exportName: "HKWorkoutActivityTypeGymnastics", name: "gymnastics"),
    CatalogEntry(rawValue: 23, exportName: "HKWorkoutActivityTypeHandball", name: "handball"),
    CatalogEntry(rawValue: 24, exportName: "HKWorkoutActivityTypeHiking", name: "hiking"),
    CatalogEntry(rawValue: 25, exportName: "HKWorkoutActivityTypeHockey", name: "hockey"),
    CatalogEntry(rawValue: 26, exportName: "HKWorkoutActivityTypeHunting", name: "hunting"),
    CatalogEntry(rawValue: 27, exportName: "HKWorkoutActivityTypeLacrosse", name: "lacrosse"),
    CatalogEntry(rawValue: 28, exportName: "HKWorkoutActivityTypeMartialArts", name: "martialArts"),
    CatalogEntry(rawValue: 29, exportName: "HKWorkoutActivityTypeMindAndBody", name: "mindAndBody"),
    CatalogEntry(
      rawValue: 30,
      exportName: "HKWorkoutActivityTypeMixedMetabolicCardioTraining",
      name: "mixedMetabolicCardioTraining"
    ),
    CatalogEntry(rawValue: 31, exportName: "HKWorkoutActivityTypePaddleSports", name: "paddleSports"),
    CatalogEntry(rawValue: 32, exportName: "HKWorkoutActivityTypePlay", name: "play"),
    CatalogEntry(
      rawValue: 33,
      exportName: "HKWorkoutActivityTypePreparationAndRecovery",
      name: "preparationAndRecovery"
    ),
    CatalogEntry(rawValue: 34, exportName: "HKWorkoutActivityTypeRacquetball", name: "racquetball"),
    CatalogEntry(rawValue: 35, exportName: "HKWorkoutActivityTypeRowing", name: "rowing"),
    CatalogEntry(rawValue: 36, exportName: "HKWorkoutActivityTypeRugby", name: "rugby"),
    CatalogEntry(rawValue: 37, exportName: "HKWorkoutActivityTypeRunning", name: "running"),
    CatalogEntry(rawValue: 38, exportName: "HKWorkoutActivityTypeSailing", name: "sailing"),
    CatalogEntry(rawValue: 39, exportName: "HKWorkoutActivityTypeSkatingSports", name: "skatingSports"),
    CatalogEntry(rawValue: 40, exportName: "HKWorkoutActivityTypeSnowSports", name: "snowSports"),
    CatalogEntry(rawValue: 41, exportName: "HKWorkoutActivityTypeSoccer", name: "soccer"),
    CatalogEntry(rawValue: 42, exportName: "HKWorkoutActivityTypeSoftball", name: "softball"),
    CatalogEntry(rawValue: 43, exportName: "HKWorkoutActivityTypeSquash", name: "squash"),
    CatalogEntry(rawValue: 44, exportName: "HKWorkoutActivityTypeStairClimbing", name: "stairClimbing"),
    CatalogEntry(rawValue: 45, exportName: "HKWorkoutActivityTypeSurfingSports", name: "surfingSports"),
    CatalogEntry(rawValue: 46, exportName: "HKWorkoutActivityTypeSwimming", name: "swimming"),
    CatalogEntry(rawValue: 47, exportName: "HKWorkoutActivityTypeTableTennis", name: "tableTennis"),
    CatalogEntry(rawValue: 48, exportName: "HKWorkoutActivityTypeTennis", name: "tennis"),
    CatalogEntry(rawValue: 49, exportName: "HKWorkoutActivityTypeTrackAndField", name: "trackAndField"),
    CatalogEntry(
      rawValue: 50,
      exportName: "HKWorkoutActivityTypeTraditionalStrengthTraining",
      name: "traditionalStrengthTraining"
    ),
    CatalogEntry(rawValue: 51, exportName: "HKWorkoutActivityTypeVolleyball", name: "volleyball"),
    CatalogEntry(rawValue: 52, exportName: "HKWorkoutActivityTypeWalking", name: "walking"),
    CatalogEntry(rawValue: 53, exportName: "HKWorkoutActivityTypeWaterFitness", name: "waterFitness"),
    CatalogEntry(rawValue: 54, exportName: "HKWorkoutActivityTypeWaterPolo", name: "waterPolo"),
    CatalogEntry(rawValue: 55, exportName: "HKWorkoutActivityTypeWaterSports", name: "waterSports"),
    CatalogEntry(rawValue: 56, exportName: "HKWorkoutActivityTypeWrestling", name: "wrestling"),
    CatalogEntry(rawValue: 57, exportName: "HKWorkoutActivityTypeYoga", name: "yoga"),
    CatalogEntry(rawValue: 58, exportName: "HKWorkoutActivityTypeBarre", name: "barre"),
    CatalogEntry(rawValue: 59, exportName: "HKWorkoutActivityTypeCoreTraining", name: "coreTraining"),
    CatalogEntry(
      rawValue: 60,
      exportName: "HKWorkoutActivityTypeCrossCountrySkiing",
      name: "crossCountrySkiing"
    ),
    CatalogEntry(rawValue: 61, exportName: "HKWorkoutActivityTypeDownhillSkiing", name: "downhillSkiing"),
    CatalogEntry(rawValue: 62, exportName: "HKWorkoutActivityTypeFlexibility", name: "flexibility"),
    CatalogEntry(
      rawValue: 63,
      exportName: "HKWorkoutActivityTypeHighIntensityIntervalTraining",
      name: "highIntensityIntervalTraining"
    ),
    CatalogEntry(rawValue: 64, exportName: "HKWorkoutActivityTypeJumpRope", name: "jumpRope"),
    CatalogEntry(rawValue: 65, exportName: "HKWorkoutActivityTypeKickboxing", name: "kickboxing"),
    CatalogEntry(rawValue: 66, exportName: "HKWorkoutActivityTypePilates", name: "pilates"),
    CatalogEntry(rawValue: 67, exportName: "HKWorkoutActivityTypeSnowboarding", name: "snowboarding"),
    CatalogEntry(rawValue: 68, exportName: "HKWorkoutActivityTypeStairs", name: "stairs"),
    CatalogEntry(rawValue: 69, exportName: "HKWorkoutActivityTypeStepTraining", name: "stepTraining"),
    CatalogEntry(
      rawValue: 70,
      exportName: "HKWorkoutActivityTypeWheelchairWalkPace",
      name: "wheelchairWalkPace"
    ),
    CatalogEntry(
      rawValue: 71,
      exportName: "HKWorkoutActivityTypeWheelchairRunPace",
      name: "wheelchairRunPace"
    ),
    CatalogEntry(rawValue: 72, exportName: "HKWorkoutActivityTypeTaiChi", name: "taiChi"),
    CatalogEntry(rawValue: 73, exportName: "HKWorkoutActivityTypeMixedCardio", name: "mixedCardio"),
    CatalogEntry(rawValue: 74, exportName: "HKWorkoutActivityTypeHandCycling", name: "handCycling"),
    CatalogEntry(rawValue: 75, exportName: "HKWorkoutActivityTypeDiscSports", name: "discSports"),
    CatalogEntry(rawValue: 76, exportName: "HKWorkoutActivityTypeFitnessGaming", name: "fitnessGaming"),
    CatalogEntry(rawValue: 77, exportName: "HKWorkoutActivityTypeCardioDance", name: "cardioDance"),
    CatalogEntry(rawValue: 78, exportName: "HKWorkoutActivityTypeSocialDance", name: "socialDance"),
    CatalogEntry(rawValue: 79, exportName: "HKWorkoutActivityTypePickleball", name: "pickleball"),
    CatalogEntry(rawValue: 80, exportName: "HKWorkoutActivityTypeCooldown", name: "cooldown"),
    CatalogEntry(rawValue: 82, exportName: "HKWorkoutActivityTypeSwimBikeRun", name: "swimBikeRun"),
    CatalogEntry(rawValue: 83, exportName: "HKWorkoutActivityTypeTransition", name: "transition"),
    CatalogEntry(rawValue: 84, exportName: "HKWorkoutActivityTypeUnderwaterDiving", name: "underwaterDiving"),
    CatalogEntry(rawValue: 2998, exportName: "HKWorkoutActivityTypeRest", name: "rest"),
    CatalogEntry(rawValue: 2999, exportName: "HKWorkoutActivityTypeGroup", name: "group"),
    CatalogEntry(rawValue: 3000, exportName: "HKWorkoutActivityTypeOther", name: "other"),
  ]
}
