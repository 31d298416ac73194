import Foundation
import HealthStatistics
import Testing
import WorkoutModel
